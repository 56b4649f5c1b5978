import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// `npm run zip` (.ci/packages.mjs), twice from the same tree: the store packages must come out byte-identical,
// carry package.json's version and nothing a test or demo build bakes in.

const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
const KINDS = ['chrome', 'edge', 'firefox', 'sources'] as const;
const dirs: string[] = [];

function makePackages(): string {
  const dir = mkdtempSync(join(tmpdir(), 'buyer-lens-zip-'));
  dirs.push(dir);
  execFileSync('node', ['.ci/packages.mjs', dir], { stdio: 'ignore' });
  return dir;
}

async function manifestOf(dir: string, kind: string) {
  const zip = await JSZip.loadAsync(readFileSync(join(dir, `buyer-lens-${version}-${kind}.zip`)));
  return JSON.parse((await zip.file('manifest.json')?.async('string')) ?? '{}');
}

describe('store packages', () => {
  let first: string;
  let second: string;
  beforeAll(() => {
    first = makePackages();
    second = makePackages();
  }, 120_000);
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it.each(KINDS)('%s: building twice gives byte-identical zips', (kind) => {
    const name = `buyer-lens-${version}-${kind}.zip`;
    const a = readFileSync(join(first, name));
    expect(a.length).toBeGreaterThan(10_000);
    expect(a.equals(readFileSync(join(second, name)))).toBe(true);
  });

  it("Chrome and Edge: package.json's version, the minimum version, the policy schema, no key", async () => {
    for (const kind of ['chrome', 'edge']) {
      const manifest = await manifestOf(first, kind);
      expect(manifest).toMatchObject({
        manifest_version: 3,
        version,
        minimum_chrome_version: '123',
        storage: { managed_schema: 'managed-schema.json' },
      });
      expect(manifest).not.toHaveProperty('key');
    }
  });

  it('Firefox: the gecko id, its minimum versions and data collection, no key', async () => {
    const manifest = await manifestOf(first, 'firefox');
    expect(manifest).toMatchObject({
      manifest_version: 3,
      version,
      browser_specific_settings: {
        gecko: { id: 'buyer-lens@buyerlens.dev', strict_min_version: '140.0' },
        gecko_android: { strict_min_version: '142.0' },
      },
    });
    expect(manifest).not.toHaveProperty('key');
  });

  // Security review, finding 5: the store packages granted http://127.0.0.1/* and http://localhost/*, which
  // only the developers' sandbox needs, and made a settings file's loopback address reachable without a prompt.
  it('every store package reaches https hosts only: no loopback grant, no optional plain http', async () => {
    for (const kind of ['chrome', 'edge', 'firefox']) {
      const manifest = await manifestOf(first, kind);
      const hosts: string[] = [
        ...(manifest.host_permissions ?? []),
        ...(manifest.optional_host_permissions ?? []),
        ...(manifest.optional_permissions ?? []),
        ...(manifest.permissions ?? []),
      ];
      expect(
        hosts.filter((pattern) => pattern.startsWith('http://')),
        kind,
      ).toEqual([]);
      expect(manifest.optional_host_permissions, kind).toEqual(['https://*/*']);
    }
  });

  it('sources: what a reviewer rebuilds from, and nothing built or installed', async () => {
    const zip = await JSZip.loadAsync(readFileSync(join(first, `buyer-lens-${version}-sources.zip`)));
    const files = Object.keys(zip.files);
    for (const needed of [
      'package.json',
      'package-lock.json',
      'README.md',
      'wxt.config.ts',
      'entrypoints/background.ts',
    ])
      expect(files).toContain(needed);
    expect(files.filter((file) => /^(node_modules|\.output|test-results)\//.test(file))).toEqual([]);
  });
});
