import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { transform } from 'esbuild';
import { rolldown } from 'rolldown';
import { describe, expect, it } from 'vitest';

// The label tables must not bloat the content scripts; each content script's share of
// lib/detect/field-labels.ts stays <= 10 KB gzip. Each content script entry is bundled here by rolldown, the
// bundler of the real build, with its tree-shaking (a script carries only the tables its adapters read), so
// the figure needs no browser and no build; the module's region of the bundle is minified and gzipped on its
// own.

const BUDGET = 10 * 1024;
const SCRIPTS = ['crm', 'crm-more', 'linkedin', 'mail', 'engagement'] as const;

/** The bundled content script, its modules marked by rolldown's `// <path>` lines. */
async function bundled(script: string): Promise<string> {
  const bundle = await rolldown({
    input: resolve(`entrypoints/${script}.content.ts`),
    platform: 'browser',
    resolve: { alias: { '@': resolve('.') } },
    logLevel: 'silent',
  });
  try {
    const { output } = await bundle.generate({ format: 'esm' });
    return output[0].code;
  } finally {
    await bundle.close();
  }
}

/** The code a module contributes to a bundle: from its marker line to the next module's. */
function moduleRegion(code: string, path: string): string {
  const start = code.indexOf(`// ${path}\n`);
  if (start < 0) return '';
  const next = code.slice(start + 1).search(/\n\/\/ [\w./-]+\.(?:ts|js|mjs)\n/);
  return next < 0 ? code.slice(start) : code.slice(start, start + 1 + next);
}

describe('label tables in the content scripts', () => {
  it.each(SCRIPTS)(
    '%s carries at most 10 KB gzip of labels',
    async (script) => {
      const code = await bundled(script);
      expect(code, 'rolldown marks each module').toContain('// lib/detect/');
      const region = moduleRegion(code, 'lib/detect/field-labels.ts');
      // A label that is in the script is in the measured region (the region is cut right).
      if (code.includes('"site web"')) expect(region).toContain('"site web"');
      const minified = region ? (await transform(region, { minify: true, loader: 'js' })).code : '';
      const labels = gzipSync(minified).length;
      const whole = gzipSync((await transform(code, { minify: true, loader: 'js' })).code).length;
      console.log(
        `${script}: labels ${(labels / 1024).toFixed(2)} KB gzip (${minified.length} B minified); whole script ${(whole / 1024).toFixed(1)} KB gzip (without the polyfill)`,
      );
      expect(labels).toBeLessThanOrEqual(BUDGET);
    },
    30_000,
  );
});
