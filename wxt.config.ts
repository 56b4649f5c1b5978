import preact from '@preact/preset-vite';
import { defineConfig } from 'wxt';

// The sandbox is the embedded default: a new user without a key runs on it.
const SANDBOX_ORIGINS = ['http://127.0.0.1/*', 'http://localhost/*'];

export default defineConfig({
  modules: ['@wxt-dev/webextension-polyfill'],
  srcDir: '.',
  // Explicit imports everywhere: a reader sees where each name comes from.
  imports: false,
  entrypointsDir: 'entrypoints',
  publicDir: 'public',
  // The demo builds into its own folder so that it never stands in for the test build.
  outDir: process.env.BUYER_LENS_OUT_DIR ?? '.output',
  manifest: ({ browser }) => ({
    name: 'Buyer Lens',
    description: 'Buyer intelligence on the prospect you are looking at: tech stack, vendor sentiment and interviews.',
    permissions: ['storage'],
    host_permissions: SANDBOX_ORIGINS,
    // Any other API base URL is asked for when the rep saves it in the options page.
    ...(browser === 'firefox'
      ? {
          optional_permissions: ['https://*/*', 'http://*/*'],
          browser_specific_settings: {
            gecko: {
              id: 'buyer-lens@buyerlens.dev',
              strict_min_version: '140.0',
              data_collection_permissions: { required: ['websiteActivity'] },
            },
          },
        }
      : { optional_host_permissions: ['https://*/*', 'http://*/*'] }),
    action: { default_title: 'Buyer Lens' },
  }),
  vite: () => ({
    plugins: [preact({ prerender: { enabled: false } })],
  }),
});
