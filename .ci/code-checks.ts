// Two checks over the source that neither the linter nor the type checker makes:
// - no import circle among the modules of entrypoints/, lib/, components/ and sandbox/;
// - no code comment that cites an issue number: a comment says why the code is as it is, in the present tense,
//   and the history lives in commit messages (docs/development.md, "Comments").
// Usage: npx tsx .ci/code-checks.ts (run by .ci/test); exits 1 and lists what it found.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** The folders whose modules may not import each other in a circle. */
export const CIRCLE_ROOTS = ['entrypoints', 'lib', 'components', 'sandbox'];
/** The folders (and root files) whose code comments may not cite an issue. */
export const COMMENT_ROOTS = [
  'entrypoints',
  'lib',
  'components',
  'sandbox',
  'tests',
  '.ci',
  'wxt.config.ts',
  'vitest.config.ts',
];

const SOURCE = /\.(ts|tsx|mts|js|mjs|cjs)$/;
const SKIPPED_DIRS = new Set(['node_modules', '.output', '.wxt', 'test-results', 'bench-results']);
// WXT's path aliases (.wxt/tsconfig.json): each names the project's root.
const ALIASES = ['@/', '~/', '@@/', '~~/'];

/** Every source file under `dirs` of `root` (a name may also be a file), as paths relative to `root` with forward slashes. */
export function sourceFiles(root: string, dirs: readonly string[]): string[] {
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(join(root, dir)).sort()) {
      if (SKIPPED_DIRS.has(name)) continue;
      const path = dir === '' ? name : `${dir}/${name}`;
      if (statSync(join(root, path)).isDirectory()) walk(path);
      else if (SOURCE.test(name) && !name.endsWith('.d.ts')) files.push(path);
    }
  };
  for (const dir of dirs) {
    if (!existsSync(join(root, dir))) continue;
    if (statSync(join(root, dir)).isDirectory()) walk(dir);
    else if (SOURCE.test(dir)) files.push(dir);
  }
  return files;
}

function scriptKind(path: string): ts.ScriptKind {
  if (path.endsWith('.tsx')) return ts.ScriptKind.TSX;
  if (/\.(js|mjs|cjs)$/.test(path)) return ts.ScriptKind.JS;
  return ts.ScriptKind.TS;
}

function parse(root: string, path: string): ts.SourceFile {
  const text = readFileSync(join(root, path), 'utf8');
  return ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, scriptKind(path));
}

/** What a module names with `from '…'` (type-only imports and re-exports included) and `import('…')`. */
export function importSpecifiers(file: ts.SourceFile): string[] {
  const specifiers: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    )
      specifiers.push(node.moduleSpecifier.text);
    else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    )
      specifiers.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return specifiers;
}

/** The project file a specifier names, or null for a package or anything outside `known`. */
export function resolveSpecifier(from: string, specifier: string, known: ReadonlySet<string>): string | null {
  let base: string;
  const alias = ALIASES.find((prefix) => specifier.startsWith(prefix));
  if (alias) base = specifier.slice(alias.length);
  else if (specifier.startsWith('.')) base = join(dirname(from), specifier).replace(/\\/g, '/');
  else return null;
  const stem = base.replace(/\.(js|mjs)$/, '');
  for (const candidate of [
    base,
    `${stem}.ts`,
    `${stem}.tsx`,
    `${stem}.mts`,
    `${base}.js`,
    `${base}.mjs`,
    `${base}/index.ts`,
    `${base}/index.tsx`,
  ])
    if (known.has(candidate)) return candidate;
  return null;
}

/** The import graph of `files`: each file and the project files it imports. */
export function importGraph(root: string, files: readonly string[]): Map<string, string[]> {
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const path of files) {
    const targets = importSpecifiers(parse(root, path))
      .map((specifier) => resolveSpecifier(path, specifier, known))
      .filter((target): target is string => target !== null);
    graph.set(path, [...new Set(targets)].sort());
  }
  return graph;
}

/**
 * The import circles of a graph: each strongly connected component of more than one module (or a module that
 * imports itself), given as one cycle through it that starts and ends at its first module by name.
 */
export function findCircles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  // Tarjan's algorithm, iterative enough for a few hundred modules.
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const connect = (node: string): void => {
    order.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node) ?? 0, order.get(next) ?? 0));
    }
    if (low.get(node) === order.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) components.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!order.has(node)) connect(node);
  return components
    .map((component) => cycleThrough(graph, component))
    .sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
}

/** One shortest cycle from the component's first module back to it, inside the component. */
function cycleThrough(graph: ReadonlyMap<string, readonly string[]>, component: readonly string[]): string[] {
  const inside = new Set(component);
  const start = component[0] ?? '';
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift() ?? '';
    for (const next of graph.get(node) ?? []) {
      if (!inside.has(next)) continue;
      if (next === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(previous.get(path[0] ?? '') ?? start);
        return [...path, start];
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start, start];
}

/** An issue cited by number: the word issue (or issues) and a number, or a number after a hash sign. */
const ISSUE_CITATION = /\bissues?\s+#?\d+|(?:^|[\s([,;])#\d+\b/i;

/** A comment that cites an issue: its file, line and text. */
export type HistoryComment = { file: string; line: number; text: string };

/** Every comment of a source text that cites an issue by number (strings and code are not comments). */
export function historyComments(path: string, text: string): HistoryComment[] {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, scriptKind(path));
  const seen = new Set<number>();
  const found: HistoryComment[] = [];
  const check = (ranges: ts.CommentRange[] | undefined): void => {
    for (const range of ranges ?? []) {
      if (seen.has(range.pos)) continue;
      seen.add(range.pos);
      const comment = text.slice(range.pos, range.end);
      comment.split('\n').forEach((line, offset) => {
        if (!ISSUE_CITATION.test(line)) return;
        const start = file.getLineAndCharacterOfPosition(range.pos).line;
        found.push({ file: path, line: start + offset + 1, text: line.trim() });
      });
    }
  };
  // Every token's leading and trailing trivia: comments inside JSX braces too.
  const visit = (node: ts.Node): void => {
    check(ts.getLeadingCommentRanges(text, node.getFullStart()));
    check(ts.getTrailingCommentRanges(text, node.getEnd()));
    for (const child of node.getChildren(file)) visit(child);
  };
  check(ts.getLeadingCommentRanges(text, 0));
  visit(file);
  return found.sort((a, b) => a.line - b.line);
}

function main(): void {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  let failed = false;

  const circles = findCircles(importGraph(root, sourceFiles(root, CIRCLE_ROOTS)));
  console.log(`import circles in ${CIRCLE_ROOTS.join(', ')}: ${circles.length}`);
  for (const circle of circles) console.log(`  ${circle.join(' -> ')}`);
  failed ||= circles.length > 0;

  const comments = sourceFiles(root, COMMENT_ROOTS).flatMap((path) =>
    historyComments(path, readFileSync(join(root, path), 'utf8')),
  );
  console.log(`code comments citing an issue in ${COMMENT_ROOTS.join(', ')}: ${comments.length}`);
  for (const comment of comments) console.log(`  ${comment.file}:${comment.line}: ${comment.text}`);
  failed ||= comments.length > 0;

  if (failed) process.exit(1);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
