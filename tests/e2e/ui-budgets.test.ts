import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../lib/i18n/languages';
import { type MessageArea, PAGE_AREAS } from '../../lib/i18n/message-keys';
import { WORKER_SCRIPTS } from '../../lib/shared/worker-scripts';
import { EXTENSION_DIR } from './harness';

// The budget: each UI entrypoint <= 40 KB gzip of JS, shared chunks counted for every entry that loads them,
// with its messages in the rep's language (the largest language counts).
const PAGE_BUDGET = 40 * 1024;
// The launcher runs inside prospects' pages: small, and without a UI framework or zod.
const LAUNCHER_BUDGET = 10 * 1024;
// The background's budgets hold the sizes reached, with a small margin, so that growth shows here at once rather
// than in a bench run (zlib gzip, as tests/bench). background.js is the events' relay alone
// (lib/background/event-relay.ts); the background itself, with My accounts, is read by the first event that
// needs it. Chrome reads back every script the worker installed (the code it compiled from them) at each start,
// whichever it imports: that total has its own budget. The background carries webextension-polyfill, its browser
// API. docs/benchmarks.md has the figures and what moved them.
const WORKER_RELAY_BUDGET = 2 * 1024;
const BACKGROUND_BUDGET = 66 * 1024;
const INSTALLED_SCRIPTS_BUDGET = 134 * 1024;
const BACKGROUND_SCRIPT = WORKER_SCRIPTS.background.slice(1);
const POLYFILL_MARK = /This script should only be loaded in a browser extension/;

/** Every JS file an entry page loads: its module script and, transitively, the chunks those import. */
function pageScripts(page: string): string[] {
  const html = readFileSync(join(EXTENSION_DIR, page), 'utf8');
  const queue = [...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g)].map((match) => match[1] as string);
  const seen = new Set<string>();
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(join(EXTENSION_DIR, file), 'utf8');
    const folder = file.slice(0, file.lastIndexOf('/') + 1);
    for (const match of source.matchAll(/(?:from|import)\s*["']\.\/([^"']+\.js)["']/g))
      queue.push(`${folder}${match[1]}`);
  }
  return [...seen];
}

function gzipBytes(files: string[]): number {
  return files.reduce((total, file) => total + gzipSync(readFileSync(join(EXTENSION_DIR, file))).length, 0);
}

/** An area's messages in a language, as the page loads them (lib/i18n/catalogue.ts). */
function messageFiles(language: string, areas: readonly MessageArea[]): string[] {
  return areas.map((area) => `i18n/${language}/${area}.json`);
}

/** The largest first load among the languages: the scripts and that language's messages. */
function largestWithMessages(
  scripts: string[],
  areas: readonly MessageArea[],
): { bytes: number; language: string } {
  const loads = LANGUAGES.map((language) => ({
    language,
    bytes: gzipBytes([...scripts, ...messageFiles(language, areas)]),
  }));
  return loads.reduce((largest, load) => (load.bytes > largest.bytes ? load : largest));
}

/** A view's lazy chunk: one file, not among the sidebar's first scripts, within a page's budget. */
function lazyChunk(prefix: string, what: string, area: MessageArea): string {
  const chunks = readdirSync(join(EXTENSION_DIR, 'chunks')).filter((file) => file.startsWith(prefix));
  expect(chunks).toHaveLength(1);
  const chunk = `chunks/${chunks[0]}`;
  expect(pageScripts('sidepanel.html')).not.toContain(chunk);
  const { bytes, language } = largestWithMessages([chunk], [area]);
  console.log(
    `${what} (lazy): ${(bytes / 1024).toFixed(1)} KB gzip with its messages in ${language}, the largest`,
  );
  expect(bytes).toBeLessThanOrEqual(PAGE_BUDGET);
  return chunk;
}

describe('budgets of the built UI', () => {
  it.each(Object.keys(PAGE_AREAS) as (keyof typeof PAGE_AREAS)[])(
    '%s loads at most 40 KB gzip of JS with its messages, in each language',
    (page) => {
      const files = pageScripts(`${page}.html`);
      expect(files.length).toBeGreaterThan(0);
      const { bytes, language } = largestWithMessages(files, PAGE_AREAS[page]);
      console.log(
        `${page}.html: ${(bytes / 1024).toFixed(1)} KB gzip in ${files.length} files with its messages in ${language}, the largest (scripts alone ${(gzipBytes(files) / 1024).toFixed(1)} KB)`,
      );
      expect(bytes).toBeLessThanOrEqual(PAGE_BUDGET);
    },
  );

  it("loads Research lazily: its chunk is not in the sidebar's first scripts, and stays within a page budget", () => {
    const research = lazyChunk('research-view-', 'research views', 'research');
    // A link's search is checked with zod's small build (its classic ZodType carries every schema kind and check).
    expect(readFileSync(join(EXTENSION_DIR, research), 'utf8')).not.toMatch(/[`'"]ZodType[`'"]/);
    // So is everything the background receives (lib/api/zod.ts), which does not make its checks any fewer.
    const background = readFileSync(join(EXTENSION_DIR, BACKGROUND_SCRIPT), 'utf8');
    expect(background).not.toMatch(/[`'"]ZodType[`'"]/);
    expect(background).toMatch(/[`'"]ZodMiniObject[`'"]/);
  });

  it("loads a meeting's brief lazily: its chunk is not in the sidebar's first scripts, and stays small", () => {
    lazyChunk('meeting-brief-', 'meeting brief', 'meeting');
  });

  it('keeps zod out of the sidebar and popup (validation happens in the background)', () => {
    for (const page of ['sidepanel.html', 'popup.html']) {
      const source = pageScripts(page)
        .map((file) => readFileSync(join(EXTENSION_DIR, file), 'utf8'))
        .join('\n');
      expect(source, page).not.toMatch(/ZodError|\$ZodType|_zod/);
    }
  });

  it("gives the background webextension-polyfill as a module, and the relay, pages and content scripts the browser's own API", () => {
    for (const file of [BACKGROUND_SCRIPT]) {
      const source = readFileSync(join(EXTENSION_DIR, file), 'utf8');
      expect(source, file).toMatch(POLYFILL_MARK);
      // No CommonJS interop around it: a copy of its namespace read every API's property at start.
      expect(source, file).not.toMatch(/getOwnPropertyNames|__toESM|__copyProps/);
    }
    const contentScripts = readdirSync(join(EXTENSION_DIR, 'content-scripts'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => `content-scripts/${file}`);
    const pages = ['sidepanel.html', 'popup.html', 'options.html', 'brief.html'].flatMap(pageScripts);
    // The events' relay reads no API through it (wxt.config.ts).
    for (const file of ['background.js', ...contentScripts, ...pages])
      expect(readFileSync(join(EXTENSION_DIR, file), 'utf8'), file).not.toMatch(POLYFILL_MARK);
  });

  it('leaves the Public Suffix List out of the background: its own script, loaded on first use', () => {
    // A label of the list's (its Japanese city suffixes) stands for the whole of it.
    const label = 'kitakyushu';
    expect(readFileSync(join(EXTENSION_DIR, BACKGROUND_SCRIPT), 'utf8')).not.toContain(label);
    expect(readFileSync(join(EXTENSION_DIR, WORKER_SCRIPTS.publicSuffix), 'utf8')).toContain(label);
  });

  it('keeps the worker’s relay and the background within their budgets', () => {
    const relay = gzipBytes(['background.js']);
    const background = gzipBytes([BACKGROUND_SCRIPT]);
    console.log(
      `background.js: ${(relay / 1024).toFixed(1)} KB gzip; ${BACKGROUND_SCRIPT}: ${(background / 1024).toFixed(1)} KB`,
    );
    expect(relay).toBeLessThanOrEqual(WORKER_RELAY_BUDGET);
    expect(background).toBeLessThanOrEqual(BACKGROUND_BUDGET);
  });

  it('keeps what Chrome reads back at each worker start within its budget: the relay and the scripts it installs', () => {
    const installed = ['background.js', ...Object.values(WORKER_SCRIPTS)];
    const bytes = gzipBytes(installed);
    console.log(`${installed.join(', ')}: ${(bytes / 1024).toFixed(1)} KB gzip`);
    expect(bytes).toBeLessThanOrEqual(INSTALLED_SCRIPTS_BUDGET);
    // My accounts is the background's (words of its import's reader and of its watch): no script of its own.
    const background = readFileSync(join(EXTENSION_DIR, BACKGROUND_SCRIPT), 'utf8');
    for (const trace of ['importTooManyLines', 'searchesTold']) expect(background, trace).toContain(trace);
    expect(readdirSync(EXTENSION_DIR)).not.toContain('my-accounts.js');
  });

  it("keeps the sites' detectors out of the background: it reads their hosts only (lib/detect/site-hosts.ts)", () => {
    const source = readFileSync(join(EXTENSION_DIR, BACKGROUND_SCRIPT), 'utf8');
    // Hooks the Salesforce and LinkedIn detectors read, and the DOM helper every record adapter uses.
    for (const trace of ['lightning-formatted-email', 'about_website', 'shadowRoot'])
      expect(source, trace).not.toContain(trace);
    // The hosts are there: the launcher's page check needs them.
    expect(source).toContain('lightning.force.com');
  });

  it('writes nothing long twice into the background (a bundler copying a constant, as Rolldown once did)', () => {
    // Rolldown's "smart" constant inlining writes the Public Suffix label string three times (wxt.config.ts).
    // Every 512-character run, taken each 256 characters, is looked for again further on: a copy of 768 characters
    // or more always contains one. Runs of few distinct characters (a typed array's zeros) repeat by nature.
    const source = readFileSync(join(EXTENSION_DIR, BACKGROUND_SCRIPT), 'utf8');
    const RUN = 512;
    const repeated: string[] = [];
    for (let start = 0; start + RUN <= source.length; start += RUN / 2) {
      const run = source.slice(start, start + RUN);
      if (new Set(run).size < 16) continue;
      if (source.indexOf(run, start + RUN) !== -1) repeated.push(run.slice(0, 60));
    }
    expect(repeated).toEqual([]);
  });

  it('keeps the launcher small, framework-free and out of the manifest', () => {
    const file = 'content-scripts/launcher.js';
    const source = readFileSync(join(EXTENSION_DIR, file), 'utf8');
    expect(gzipBytes([file])).toBeLessThanOrEqual(LAUNCHER_BUDGET);
    expect(source).not.toMatch(/ZodError|_zod|__PREACT|preact/i);
    const manifest = JSON.parse(readFileSync(join(EXTENSION_DIR, 'manifest.json'), 'utf8')) as {
      content_scripts?: { js: string[] }[];
    };
    const declared = (manifest.content_scripts ?? []).flatMap((script) => script.js);
    expect(declared).not.toContain(file);
  });
});
