import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// One contract, two implementations: the sandbox implements docs/api.md on its own and never borrows the
// extension's code (lib/). Its request handler also runs inside the extension's background ("Demo data"), so
// nothing it reaches may need Node.

const SANDBOX = resolve('sandbox');
const IMPORT = /^(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]/gm;

function importsOf(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((match) => match[1] ?? '');
}

/** Every module the handler reaches, with what each imports. */
function reachedFrom(entry: string): Map<string, string[]> {
  const reached = new Map<string, string[]>();
  const visit = (file: string) => {
    if (reached.has(file)) return;
    const imports = importsOf(file);
    reached.set(file, imports);
    for (const specifier of imports)
      if (specifier.startsWith('.')) visit(`${resolve(dirname(file), specifier)}.ts`);
  };
  visit(entry);
  return reached;
}

describe('the sandbox stands alone', () => {
  it('imports nothing from the extension', () => {
    const files = readdirSync(SANDBOX, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.ts'),
    );
    const borrowed = files.flatMap((file) =>
      importsOf(join(SANDBOX, file))
        .filter(
          (specifier) =>
            specifier.startsWith('@/') ||
            resolve(SANDBOX, dirname(file), specifier).startsWith(resolve('lib')),
        )
        .map((specifier) => `${file}: ${specifier}`),
    );
    expect(borrowed).toEqual([]);
  });

  it("needs no Node where its handler runs (the extension's background)", () => {
    const reached = reachedFrom(join(SANDBOX, 'handler.ts'));
    expect(reached.size).toBeGreaterThan(10);
    const nodeOnly = [...reached].flatMap(([file, imports]) =>
      imports
        .filter((specifier) => specifier.startsWith('node:') || specifier.startsWith('@hono/node-server'))
        .map((s) => `${file}: ${s}`),
    );
    expect(nodeOnly).toEqual([]);
  });
});
