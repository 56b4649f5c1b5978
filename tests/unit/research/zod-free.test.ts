import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

// lib/research loads in the side panel's lazy research chunk, which must not carry zod (it is the background's:
// README, How it works). Each module is bundled the way the extension's build would and its inputs listed: from
// lib/ only lib/research and the zod-free lib/api/errors.ts and lib/api/query.ts may come in (types are erased).

const ROOT = process.cwd();
const RESEARCH = join(ROOT, 'lib/research');
const ALLOWED_FROM_LIB = /^lib\/(research\/[\w-]+|api\/errors|api\/query)\.ts$/;

describe('lib/research stays out of zod', () => {
  const modules = readdirSync(RESEARCH).filter((name) => name.endsWith('.ts'));

  it.each(modules)('%s bundles without zod and without zod-carrying modules', async (name) => {
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
    expect(inputs.filter((path) => /node_modules/.test(path))).toEqual([]);
    expect(inputs.filter((path) => !ALLOWED_FROM_LIB.test(path))).toEqual([]);
  });
});
