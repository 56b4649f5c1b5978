import { join, relative } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

// lib/meeting loads in the side panel's first script (the account view's "Your product here") and will in the
// meeting brief: it must carry neither zod nor the API's schemas (docs/architecture.md, "Two rules"). Biome's per-folder
// import rule does not cover this folder, so each module is bundled as the build would and its inputs listed:
// from lib/ only lib/meeting, lib/shared, lib/ui and lib/i18n may come in (types are erased), and no zod from node_modules.

const ROOT = process.cwd();
const MODULES = ['our-product.ts', 'your-company.ts', 'your-profile.ts'];
const ALLOWED_FROM_LIB = /^lib\/(meeting|shared|ui|i18n)\/[\w-]+\.ts$/;
/** What the light pages must not carry: zod (any build) and the Public Suffix List. */
const HEAVY = /(^|\/)node_modules\/(zod|tldts[\w-]*)\//;

describe('lib/meeting stays out of zod', () => {
  it.each(MODULES)('%s bundles without zod and without zod-carrying modules', async (name) => {
    const result = await build({
      entryPoints: [join(ROOT, 'lib/meeting', name)],
      bundle: true,
      write: false,
      metafile: true,
      format: 'esm',
      platform: 'browser',
      logLevel: 'silent',
    });
    const inputs = Object.keys(result.metafile.inputs).map((path) => relative(ROOT, join(ROOT, path)));
    expect(inputs.filter((path) => HEAVY.test(path))).toEqual([]);
    expect(inputs.filter((path) => !/node_modules/.test(path) && !ALLOWED_FROM_LIB.test(path))).toEqual([]);
  });
});
