import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findCircles, historyComments, importGraph, sourceFiles } from '../../../.ci/code-checks';

// The checks .ci/test runs over the tree (npx tsx .ci/code-checks.ts): that each finds what it must, on
// small trees made here, and lets through what it must not flag.

let root: string | null = null;

function tree(files: Record<string, string>): string {
  root = mkdtempSync(join(tmpdir(), 'code-checks-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = null;
});

describe('import circles', () => {
  it('finds a circle through a type-only import, an alias and an index file', () => {
    const dir = tree({
      'lib/a.ts': "import type { B } from './b';\nexport type A = B;\n",
      'lib/b.ts': "import { c } from '@/lib/c';\nexport type B = string;\nexport const b = c;\n",
      'lib/c/index.ts': "export { a } from '../d';\nexport const c = 1;\n",
      'lib/d.ts': "import type { A } from './a';\nexport const a: A | null = null;\n",
      'lib/leaf.ts': "import { c } from './c';\nexport const leaf = c;\n",
    });
    expect(findCircles(importGraph(dir, sourceFiles(dir, ['lib'])))).toEqual([
      ['lib/a.ts', 'lib/b.ts', 'lib/c/index.ts', 'lib/d.ts', 'lib/a.ts'],
    ]);
  });

  it('finds a circle through a dynamic import, and none in a tree without one', () => {
    const circle = tree({
      'components/view.tsx': "export const load = () => import('./shell');\n",
      'components/shell.tsx': "import { load } from './view';\nexport const shell = load;\n",
    });
    expect(findCircles(importGraph(circle, sourceFiles(circle, ['components'])))).toHaveLength(1);
    rmSync(circle, { recursive: true, force: true });

    const clean = tree({
      'lib/types.ts': 'export type T = number;\n',
      'lib/a.ts': "import type { T } from './types';\nexport const a: T = 1;\n",
      'lib/b.ts': "import { a } from './a';\nimport type { T } from './types';\nexport const b: T = a;\n",
      'lib/pkg.ts': "import { z } from 'zod';\nexport const p = z;\n",
    });
    expect(findCircles(importGraph(clean, sourceFiles(clean, ['lib'])))).toEqual([]);
  });
});

describe('comments citing an issue', () => {
  it('flags a line, block or JSX comment that cites an issue by number', () => {
    const text = [
      '// The badge waits for nothing (issue 19).',
      '/**',
      ' * Labels are data: Issue 17, section 1.',
      ' */',
      'export const x = 1; // see #12',
      'export const y = () => <div>{/* issues 20 and 21 */}</div>;',
    ].join('\n');
    expect(historyComments('a.tsx', text).map((found) => found.line)).toEqual([1, 3, 5, 6]);
  });

  it('lets through strings, code and comments that name no issue', () => {
    const text = [
      "const title = 'issue 19';",
      '// A colour #7c3aed and docs/api.md 4.6: no issue here.',
      '/** Tissue 12 is not an issue; nor is issues.length. */',
      'const n = issues.length;',
    ].join('\n');
    expect(historyComments('b.ts', text)).toEqual([]);
  });
});
