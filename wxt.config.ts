import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import preact from '@preact/preset-vite';
import type { Plugin } from 'vite';
import { defineConfig } from 'wxt';
import { familyMatches } from './lib/detect/content-matches';
import { WORKER_SCRIPTS } from './lib/shared/worker-scripts';

// The store packages (`npm run zip` sets BUYER_LENS_STORE_BUILD) reach https APIs only. Every other build
// (`wxt dev`, `npm run demo`, the tests' `wxt build`) also reaches the developers' sandbox on this machine over
// plain http: granted here, so it needs no prompt (a granted loopback origin is also what let a settings file
// take the key there without one: security review, finding 5).
const STORE_BUILD = process.env.BUYER_LENS_STORE_BUILD === '1';
const SANDBOX_ORIGINS = STORE_BUILD ? [] : ['http://127.0.0.1/*', 'http://localhost/*'];
// The launcher pill is injected into CRM records after a match (lib/background/launcher.ts), which needs host
// access: content-script matches alone do not allow scripting.executeScript. The content script already asks
// for these hosts, so this adds no install warning. Never LinkedIn (its terms forbid overlays) or mail.
const LAUNCHER_CRM_ORIGINS = [...familyMatches('crm'), ...familyMatches('crm-more')];
// The marks on a list's rows are injected likewise (lib/background/list-marks-pages.ts), on the CRMs' lists, and
// on LinkedIn's search results and Gmail's inbox, where they stay off until the rep says yes on the list itself.
// Their content scripts ask for these hosts already: no install warning either. Still no pill there. The
// engagement apps' hosts are granted when the rep turns them on (optional), and with them the marks.
const LIST_MARKS_ORIGINS = [...familyMatches('linkedin'), ...familyMatches('mail')];

/** A hash of every message file (public/i18n/<language>/<area>.json), the same for the same messages. */
function messagesHash(): string {
  const hash = createHash('sha256');
  for (const language of readdirSync('public/i18n').sort())
    for (const file of readdirSync(join('public/i18n', language)).sort())
      hash.update(`${language}/${file}\n`).update(readFileSync(join('public/i18n', language, file)));
  return hash.digest('hex').slice(0, 16);
}

/**
 * webextension-polyfill's UMD bundle as an ES module whose default export is what it exports: its UMD wrapper
 * writes `module.exports`, here a local. No CommonJS interop copies the namespace it returns.
 */
function webextensionPolyfillAsModule(): Plugin {
  return {
    name: 'buyer-lens:webextension-polyfill-as-module',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]webextension-polyfill[\\/]dist[\\/]browser-polyfill(?:\.min)?\.js$/.test(id)) return null;
      return {
        code: `const module = { exports: {} };\nconst exports = module.exports;\n${code}\nexport default module.exports;\n`,
        map: null,
      };
    },
  };
}

export default defineConfig({
  srcDir: '.',
  // Explicit imports everywhere: a reader sees where each name comes from.
  imports: false,
  entrypointsDir: 'entrypoints',
  publicDir: 'public',
  // The demo builds into its own folder so that it never stands in for the test build.
  outDir: process.env.BUYER_LENS_OUT_DIR ?? '.output',
  // Manifest V3 in Firefox too (README, "Firefox"): one toolbar API (`action`), one permission model.
  manifestVersion: 3,
  manifest: ({ browser }) => ({
    // The store listing in the browser's language: public/_locales/<code>/messages.json, English when
    // the browser's is not there. Terms in docs/glossary.md; tests/unit/shared/store-listing.test.ts checks them.
    default_locale: 'en',
    name: '__MSG_extName__',
    description: '__MSG_extDescription__',
    // tabs: read a tab's URL to look up its domain; webNavigation: tell a new page from an in-page change;
    // contextMenus: "Look up in Buyer Lens"; scripting: inject the launcher pill only after a match.
    // (sidePanel is added by WXT for Chrome.)
    permissions: ['storage', 'tabs', 'webNavigation', 'contextMenus', 'scripting', 'alarms'],
    host_permissions: [...SANDBOX_ORIGINS, ...LAUNCHER_CRM_ORIGINS, ...LIST_MARKS_ORIGINS],
    // Any other API base URL is asked for when the rep saves it in the options page. Plain http is allowed only
    // on this machine (lib/schemas/settings.ts), which SANDBOX_ORIGINS grants where it is needed at all.
    optional_host_permissions: ['https://*/*'],
    // A desktop notification when the watch over My accounts finds news: asked when the rep turns it on.
    optional_permissions: ['notifications'],
    ...(browser === 'firefox'
      ? {
          browser_specific_settings: {
            gecko: {
              id: 'buyer-lens@buyerlens.dev',
              strict_min_version: '140.0',
              data_collection_permissions: { required: ['websiteActivity'] },
            },
            // data_collection_permissions needs Firefox for Android 142 (web-ext lint warns below it).
            gecko_android: { strict_min_version: '142.0' },
          },
        }
      : {
          // What an organisation may set by policy (README, "Deployment to a team"); Firefox reads policies.json.
          storage: { managed_schema: 'managed-schema.json' },
          // The newest feature the code needs: CSS light-dark() (Chrome 123). Below it, also sidePanel.open()
          // (116), the side panel API (114), documentIds in scripting (106), storage.session access levels (102).
          minimum_chrome_version: '123',
        }),
    // The toolbar button's title until a tab's is set, and the shortcut's description (chrome://extensions/shortcuts):
    // the browser shows them in its own language, from _locales. A tab's title follows the rep's (lib/background).
    action: { default_title: '__MSG_actionTitle__' },
    // `bl acme.com`, `bl vendor relaytics`, `bl <words>` in the address bar (lib/background/omnibox.ts).
    omnibox: { keyword: 'bl' },
    commands: {
      // Named, not _execute_action: only a command listener may open the side panel (a user gesture).
      'open-sidebar': {
        suggested_key: { default: 'Alt+Shift+B' },
        description: '__MSG_commandOpenSidebar__',
      },
    },
  }),
  hooks: {
    // webextension-polyfill is the background's browser API (the scripts its worker or event page loads:
    // background-main.js): `wxt/browser` points there at WXT's module's entry for it
    // (@wxt-dev/webextension-polyfill/browser). background.js, the events' relay, reads no API through it. Where the browser has its own promise-based `browser` (Firefox, Chromium 142+) the polyfill hands
    // that back as it is. It comes in as an ES module (webextensionPolyfillAsModule): imported as CommonJS, the
    // bundler's interop copied the namespace it returns, reading every API's property, and each read made that
    // API's binding at start. Content scripts and the extension's pages keep the browser's own API: the
    // polyfill's 2.6 KB gzip would take crm.js past its 10 KB and the side panel and Options past their 40 KB,
    // and every browser Buyer Lens runs in gives them a promise-based one.
    'vite:build:extendConfig': (entrypoints, config) => {
      const background = entrypoints.every((entrypoint) => entrypoint.type === 'unlisted-script');
      if (!background) return;
      const polyfill = { find: /^wxt\/browser$/, replacement: '@wxt-dev/webextension-polyfill/browser' };
      config.resolve ??= {};
      const aliases = config.resolve.alias;
      config.resolve.alias = Array.isArray(aliases)
        ? [polyfill, ...aliases]
        : [polyfill, ...Object.entries(aliases ?? {}).map(([find, replacement]) => ({ find, replacement }))];
    },
    // Firefox's background is a page: it loads the Public Suffix List's script and the background's own
    // before background.js, where Chrome's worker imports each on first use (lib/shared/worker-scripts.ts).
    'build:manifestGenerated': (wxt, manifest) => {
      const background = manifest.background as { scripts?: string[] } | undefined;
      if (wxt.config.browser === 'firefox' && background?.scripts)
        background.scripts.unshift(WORKER_SCRIPTS.publicSuffix.slice(1), WORKER_SCRIPTS.background.slice(1));
    },
    // The sidebar is built on its own, into one script: sharing chunks with the popup and options page cost
    // it three more requests while it opens (about 15 ms of its 100 ms budget, measured in a real side panel).
    'entrypoints:grouped': (_wxt, groups) => {
      for (const group of groups) {
        if (!Array.isArray(group) || group.length < 2) continue;
        const index = group.findIndex((entry) => entry.type === 'sidepanel');
        if (index === -1) continue;
        groups.push(group.splice(index, 1));
        return;
      }
    },
  },
  vite: () => ({
    plugins: [webextensionPolyfillAsModule(), preact({ prerender: { enabled: false } })],
    // Pages keep their messages in storage.local between openings (lib/i18n/page-language.ts): a copy made by
    // another build's messages is not used.
    define: { 'import.meta.env.BUYER_LENS_MESSAGES_HASH': JSON.stringify(messagesHash()) },
    // Rolldown's default ("smart") copies an imported constant into every `if`/`&&`/`?:` that reads it, whatever
    // its size: tldts-icann's 41 KB Public Suffix label string was written three times into background.js
    // (+44 KB gzip, and three times the parsing at each worker start). Other bundles grow by at most 46 B.
    // https://rolldown.rs/options/optimization (Vite 8 turns on "smart"; Rolldown alone has it off).
    // BUYER_LENS_NO_MINIFY=1: readable bundles whose module comments npm run bench:worker-start times.
    build: {
      minify: process.env.BUYER_LENS_NO_MINIFY !== '1',
      rolldownOptions: { optimization: { inlineConst: false } },
    },
  }),
});
