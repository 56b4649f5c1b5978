import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// The fault matrix as observed by tests/e2e/fault-matrix.test.ts: the suite writes its rows here
// (test-results/fault-matrix.json and .md), and run as a script this file copies the table into docs/user-guide.md,
// between the markers below:
//
//   npx tsx tests/e2e/fault-matrix-table.ts

/** One row of the matrix: a fault, what the rep saw, and how it recovered, as the suite observed them. */
export type FaultMatrixRow = {
  id: string;
  /** The fault in words, and how the suite made it (a sandbox fault rule, a key, a worker stop). */
  fault: string;
  setup: string;
  /** What the sidebar showed, in order, and how long after the fault was met the expected state showed. */
  sees: string;
  shownAfterMs: number | null;
  /** The toolbar badge's text and title while the fault lasted. */
  toolbar: string;
  /** What recovered it once the fault cleared (the rep's action), and what the rep saw then. */
  recovers: string;
  recoveredAfterMs: number | null;
  /** Console lines left out as the browser's own (see console-watch.ts), and those counted as ours. */
  consoleFiltered: string[];
  consoleErrors: string[];
  screenshot: string | null;
  result: 'pass' | 'fail';
  failure?: string;
};

export const MATRIX_START = '<!-- fault-matrix:start -->';
export const MATRIX_END = '<!-- fault-matrix:end -->';

const RESULTS_DIR = resolve('test-results');
export const MATRIX_JSON = join(RESULTS_DIR, 'fault-matrix.json');
export const MATRIX_MD = join(RESULTS_DIR, 'fault-matrix.md');

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
}

function seconds(ms: number | null): string {
  return ms === null ? '' : ` [${(Math.ceil(ms / 100) / 10).toFixed(1)} s]`;
}

/** The rows as a Markdown table (fault → what the rep sees → toolbar → how it recovers), with a note on failures. */
export function renderFaultMatrix(rows: readonly FaultMatrixRow[], ranAt: string): string {
  const lines = [
    "| fault | what the rep sees in the sidebar [when the row's expected state showed, after the fault was met] | toolbar badge | how it recovers [after the rep's action] |",
    '|---|---|---|---|',
  ];
  for (const row of rows) {
    const mark = row.result === 'fail' ? ' **(fails)**' : '';
    lines.push(
      `| ${cell(row.fault)}${mark}<br>\`${cell(row.setup)}\` | ${cell(row.sees)}${seconds(row.shownAfterMs)} | ${cell(row.toolbar)} | ${cell(row.recovers)}${seconds(row.recoveredAfterMs)} |`,
    );
  }
  const failing = rows.filter((row) => row.result === 'fail');
  lines.push('');
  lines.push(
    `Observed by \`tests/e2e/fault-matrix.test.ts\` (real Chromium, the sandbox's faults) on ${ranAt}: ` +
      `${rows.length - failing.length} of ${rows.length} rows as expected.` +
      (failing.length > 0
        ? ` Failing: ${failing.map((row) => `${row.id} (${cell(row.failure ?? '')})`).join('; ')}.`
        : ''),
  );
  return lines.join('\n');
}

/** Writes the suite's rows to test-results/fault-matrix.json and fault-matrix.md. */
export function writeFaultMatrix(rows: readonly FaultMatrixRow[], ranAt = new Date().toISOString()): void {
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(MATRIX_JSON, `${JSON.stringify({ ranAt, rows }, null, 2)}\n`);
  writeFileSync(MATRIX_MD, `${renderFaultMatrix(rows, ranAt.slice(0, 10))}\n`);
}

/** Replaces what lies between the markers of `readme` (the user guide) with the table; throws when the markers are missing. */
export function replaceMatrix(readme: string, table: string): string {
  const start = readme.indexOf(MATRIX_START);
  const end = readme.indexOf(MATRIX_END);
  if (start < 0 || end < start) throw new Error(`docs/user-guide.md lacks ${MATRIX_START} … ${MATRIX_END}`);
  return `${readme.slice(0, start + MATRIX_START.length)}\n${table}\n${readme.slice(end)}`;
}

function main(): void {
  const { ranAt, rows } = JSON.parse(readFileSync(MATRIX_JSON, 'utf8')) as {
    ranAt: string;
    rows: FaultMatrixRow[];
  };
  const readmePath = resolve('docs/user-guide.md');
  const table = renderFaultMatrix(rows, ranAt.slice(0, 10));
  writeFileSync(readmePath, replaceMatrix(readFileSync(readmePath, 'utf8'), table));
  console.log(`docs/user-guide.md: fault matrix of ${rows.length} rows from ${MATRIX_JSON} (${ranAt})`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
