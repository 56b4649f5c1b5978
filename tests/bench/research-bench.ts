/**
 * `npm run bench:research`: the Research pickers' type-ahead over the sandbox's real reference lists (the 258
 * products, the vendors, industries and use cases). Every prefix of every name is one keystroke; prints the
 * time per keystroke (median, p95, max; budget 5 ms) and the one-off index build, and writes
 * bench-results/research.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { interviewPassages } from '../../lib/research/interview-passages';
import {
  createReferenceIndex,
  filterReference,
  type ReferenceOption,
} from '../../lib/research/reference-filter';
import { queryWords } from '../../lib/ui/text-search';
import { startSandbox } from '../../sandbox/app';

const KEYSTROKE_BUDGET_MS = 5;
const LISTS = ['products', 'vendors', 'industries', 'markets'] as const;

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

async function main() {
  const sandbox = await startSandbox({ port: 0 });
  const results: Record<string, unknown> = {};
  try {
    for (const list of LISTS) {
      const response = await fetch(`${sandbox.url}/api/v1/${list}`, {
        headers: { Authorization: 'Token demo-full' },
      });
      const { data } = (await response.json()) as { data: ReferenceOption[] };
      const buildStarted = performance.now();
      const index = createReferenceIndex(data);
      const buildMs = performance.now() - buildStarted;
      // Warm up the JIT the way a rep's first few keystrokes would.
      for (let round = 0; round < 3; round++) filterReference(index, 'a');
      const times: number[] = [];
      for (const item of data) {
        for (let length = 1; length <= item.name.length; length++) {
          const started = performance.now();
          filterReference(index, item.name.slice(0, length));
          times.push(performance.now() - started);
        }
      }
      times.sort((left, right) => left - right);
      const figures = {
        items: data.length,
        keystrokes: times.length,
        indexBuildMs: Number(buildMs.toFixed(2)),
        medianMs: Number(percentile(times, 0.5).toFixed(3)),
        p95Ms: Number(percentile(times, 0.95).toFixed(3)),
        maxMs: Number((times.at(-1) ?? 0).toFixed(3)),
      };
      results[list] = figures;
      const verdict = figures.maxMs <= KEYSTROKE_BUDGET_MS ? 'within' : 'OVER';
      console.log(
        `${list.padEnd(10)} ${String(figures.items).padStart(4)} items, ${figures.keystrokes} keystrokes: ` +
          `median ${figures.medianMs} ms, p95 ${figures.p95Ms} ms, max ${figures.maxMs} ms ` +
          `(${verdict} the ${KEYSTROKE_BUDGET_MS} ms budget); index built in ${figures.indexBuildMs} ms`,
      );
    }
    results.passages = await benchPassages(sandbox.url);
  } finally {
    await sandbox.close();
  }
  mkdirSync(resolve('bench-results'), { recursive: true });
  writeFileSync(resolve('bench-results/research.json'), `${JSON.stringify(results, null, 2)}\n`);
}

/** Cutting the passages of a page of 50 interview search results out of their transcripts (one frame: 16 ms). */
async function benchPassages(url: string) {
  const q = 'northbeam funnels';
  const headers = { Authorization: 'Token demo-full' };
  const list = (await (
    await fetch(`${url}/api/v1/transcripts?q=${encodeURIComponent(q)}&per_page=50`, { headers })
  ).json()) as { data: { id: string }[] };
  const details = await Promise.all(
    list.data.map(
      async (item) =>
        (await (await fetch(`${url}/api/v1/transcripts/${item.id}`, { headers })).json()) as Parameters<
          typeof interviewPassages
        >[0],
    ),
  );
  const words = queryWords(q);
  const times: number[] = [];
  for (let round = 0; round < 23; round++) {
    const started = performance.now();
    for (const detail of details) interviewPassages(detail, words);
    if (round >= 3) times.push(performance.now() - started);
  }
  times.sort((left, right) => left - right);
  const figures = {
    results: details.length,
    medianMs: Number(percentile(times, 0.5).toFixed(2)),
    maxMs: Number((times.at(-1) ?? 0).toFixed(2)),
  };
  console.log(
    `passages   ${figures.results} results (q=${q}): median ${figures.medianMs} ms, max ${figures.maxMs} ms a page`,
  );
  return figures;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
