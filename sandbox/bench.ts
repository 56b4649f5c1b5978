/**
 * `npm run bench:sandbox`: start-up time and latency percentiles of the heaviest endpoints, over loopback,
 * with a fixed number of requests; prints a table and writes bench-results/sandbox.json.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { startSandbox } from './app';
import { FROZEN_TODAY } from './dates';

const WARMUP = 20;
const SAMPLES = 300;

type Case = { name: string; path: string; targetP99Ms: number | null };

const RICH_SLUG = 'pinecrest-logistics';
const CASES: Case[] = [
  { name: 'account detail', path: `/api/v1/accounts/${RICH_SLUG}`, targetP99Ms: 10 },
  {
    name: 'account detail fields[]=all, by domain',
    path: '/api/v1/accounts/pinecrestlogistics.com?fields[]=all',
    targetP99Ms: 10,
  },
  { name: 'account detail, 40 accounts in turn', path: 'ROTATE', targetP99Ms: 10 },
  { name: 'account search, unfiltered (1,000 inspected)', path: '/api/v1/accounts', targetP99Ms: 50 },
  {
    name: 'transcript search with q',
    path: '/api/v1/transcripts?q=renewal%20pricing%20support',
    targetP99Ms: 30,
  },
  {
    name: 'transcript search, q + filters',
    path: '/api/v1/transcripts?q=crm&mgmt_level[]=VP&per_page=50',
    targetP99Ms: 30,
  },
  { name: 'vendor profile', path: '/api/v1/vendors/northbeam-analytics', targetP99Ms: null },
];

/** One GET over a kept-alive connection; resolves with the elapsed milliseconds. */
function timedGet(base: string, path: string, agentOptions: { agent: Agent }): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(
      `${base}${path}`,
      { headers: { Authorization: 'Token demo-full' }, ...agentOptions },
      (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode !== 200) reject(new Error(`${path}: HTTP ${res.statusCode}`));
          else resolve(performance.now() - started);
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

function percentile(sorted: number[], fraction: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return Math.round((sorted[index] ?? 0) * 100) / 100;
}

/** Wall time from spawning `tsx sandbox/server.ts` to its "ready" line: what `npm run sandbox` costs. */
function measureCliStartup(): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'sandbox/server.ts'], {
      env: { ...process.env, PORT: '0', SANDBOX_TODAY: FROZEN_TODAY },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ready in')) {
        const elapsed = performance.now() - started;
        child.kill('SIGTERM');
        resolve(Math.round(elapsed));
      }
    });
    child.on('exit', (code) => {
      if (!output.includes('ready in')) reject(new Error(`sandbox CLI exited (${code}) before it was ready`));
    });
  });
}

async function main(): Promise<void> {
  const cliStartupMs = await measureCliStartup();
  const started = performance.now();
  // The tests' frozen today, so figures compare from run to run whatever the date.
  const sandbox = await startSandbox({ port: 0, today: FROZEN_TODAY });
  const startupMs = Math.round(performance.now() - started);
  const accountSlugs = (
    (await (
      await fetch(`${sandbox.url}/api/v1/accounts?per_page=40`, {
        headers: { Authorization: 'Token demo-full' },
      })
    ).json()) as { data: { slug: string }[] }
  ).data.map((row) => row.slug);
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const results = [];
  try {
    for (const benchCase of CASES) {
      const pathAt = (index: number): string =>
        benchCase.path === 'ROTATE'
          ? `/api/v1/accounts/${accountSlugs[index % accountSlugs.length]}`
          : benchCase.path;
      for (let index = 0; index < WARMUP; index++) await timedGet(sandbox.url, pathAt(index), { agent });
      const samples: number[] = [];
      // CPU time of this process (server and client) per request: a figure other load on the machine barely moves.
      const cpuBefore = process.cpuUsage();
      for (let index = 0; index < SAMPLES; index++) {
        samples.push(await timedGet(sandbox.url, pathAt(index), { agent }));
      }
      const cpu = process.cpuUsage(cpuBefore);
      const cpuMsPerRequest = Math.round(((cpu.user + cpu.system) / 1000 / SAMPLES) * 100) / 100;
      samples.sort((a, b) => a - b);
      const p99 = percentile(samples, 0.99);
      results.push({
        name: benchCase.name,
        path: benchCase.path === 'ROTATE' ? '/api/v1/accounts/<40 slugs in turn>' : benchCase.path,
        samples: SAMPLES,
        p50_ms: percentile(samples, 0.5),
        p95_ms: percentile(samples, 0.95),
        p99_ms: p99,
        cpu_ms_per_request: cpuMsPerRequest,
        target_p99_ms: benchCase.targetP99Ms,
        within_target: benchCase.targetP99Ms === null ? null : p99 <= benchCase.targetP99Ms,
      });
    }
  } finally {
    agent.destroy();
    await sandbox.close();
  }
  const report = {
    measured_at: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    load_average_1m: Math.round((loadavg()[0] ?? 0) * 100) / 100,
    cli_startup_ms: cliStartupMs,
    startup_ms: startupMs,
    startup_target_ms: 2000,
    note: 'cli_startup_ms: spawn of `tsx sandbox/server.ts` to its ready line; startup_ms: startSandbox() in-process (data + indexes + listen).',
    results,
  };
  console.log(`start-up: CLI ${cliStartupMs} ms wall, startSandbox() ${startupMs} ms (target < 2000 ms)`);
  console.log(`load average (1 min) ${report.load_average_1m} on ${report.cpus} cores\n`);
  console.table(
    results.map((result) => ({
      endpoint: result.name,
      p50: result.p50_ms,
      p95: result.p95_ms,
      p99: result.p99_ms,
      'cpu/req': result.cpu_ms_per_request,
      'p99 target': result.target_p99_ms ?? '-',
      ok: result.within_target ?? '-',
    })),
  );
  mkdirSync('bench-results', { recursive: true });
  writeFileSync('bench-results/sandbox.json', `${JSON.stringify(report, null, 2)}\n`);
  console.log('\nwritten to bench-results/sandbox.json');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
