import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

// lib/research loads in the side panel's lazy research chunk, which must not carry full zod or the API's
// schemas (they are the background's: docs/architecture.md, "Two rules"). A link's search is user input checked where it is
// received, with zod's small build (lib/schemas/zod-mini.ts). Each module is bundled the way the extension's
// build would and its inputs listed: from lib/ only lib/research, lib/ui, the zod-free lib/api/errors.ts,
// query.ts and transcript-search-query.ts and the small build may come in (types are erased).

const ROOT = process.cwd();
const RESEARCH = join(ROOT, 'lib/research');
const ALLOWED_FROM_LIB =
  /^lib\/(research\/[\w-]+|ui\/[\w-]+|i18n\/[\w-]+|shared\/[\w-]+|api\/errors|api\/query|api\/transcript-search-query|schemas\/zod-mini)\.ts$/;
/** zod's small build: its core and mini folders (and core's locales); never `zod/v4/classic`, the full one. */
const ZOD_MINI = /^node_modules\/zod\/(mini|v4\/(core|mini|locales))\//;
/** WXT's storage (lib/shared/storage-items.ts: saved searches are a storage item), light as the pages are. */
const WXT_STORAGE = /^node_modules\/(wxt\/dist\/utils\/storage|@wxt-dev\/(storage|browser)\/|superlock\/)/;

describe('lib/research stays out of zod', () => {
  const modules = readdirSync(RESEARCH).filter((name) => name.endsWith('.ts'));

  it.each(modules)('%s bundles without full zod and without zod-carrying modules', async (name) => {
    const result = await build({
      entryPoints: [join(RESEARCH, name)],
      bundle: true,
      write: false,
      metafile: true,
      format: 'esm',
      platform: 'browser',
      logLevel: 'silent',
    });
    const inputs = Object.keys(result.metafile.inputs).map((path) => relative(ROOT, join(ROOT, path)));
    expect(
      inputs.filter((path) => /node_modules/.test(path) && !ZOD_MINI.test(path) && !WXT_STORAGE.test(path)),
    ).toEqual([]);
    expect(inputs.filter((path) => !/node_modules/.test(path) && !ALLOWED_FROM_LIB.test(path))).toEqual([]);
  });
});
