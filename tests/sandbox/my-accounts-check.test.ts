/**
 * My accounts' import and check against the real sandbox over HTTP: a CRM export with the lines real exports
 * carry becomes a preview that loses no line, and checking it makes few requests (the budget of docs/api.md,
 * "Checking My accounts"): a 500-line territory in at most 25.
 */

import { parse } from 'tldts-icann';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountListParams } from '../../lib/api/accounts';
import { type ApiClient, createApiClient } from '../../lib/api/client';
import { PUBLIC_SUFFIX_GLOBAL } from '../../lib/detect/public-suffix';
import { type CheckDeps, type CheckResult, checkAccounts } from '../../lib/my-accounts/bulk-check';
import { type ImportPreview, previewImport } from '../../lib/my-accounts/import-file';
import { type RunningSandbox, startSandbox } from '../../sandbox/app';
import { SANDBOX_KEYS } from '../../sandbox/known-records';
import { fetched } from '../fixtures/fetched';
import { BAD_WEBSITES, crmExportCsv } from '../fixtures/my-accounts/crm-export';

// The Public Suffix List is a script of its own in the background (lib/detect/public-suffix.ts): installed here
// as that script does.
(globalThis as Record<string, unknown>)[PUBLIC_SUFFIX_GLOBAL] = parse;

let sandbox: RunningSandbox;
let client: ApiClient;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
  client = createApiClient({ baseUrl: sandbox.url, apiKey: SANDBOX_KEYS.full });
});

afterAll(async () => {
  await sandbox?.close();
});

const deps: CheckDeps = {
  fetchPage: (params: AccountListParams) => fetched(() => client.listAccounts(params)),
  fetchDetail: (id: string) => fetched(() => client.getAccount(id)),
};

function preview(text: string): ImportPreview {
  const result = previewImport(text);
  if ('ok' in result) throw new Error(`refused: ${result.problem}`);
  return result;
}

async function checkPreview(result: ImportPreview) {
  const items = result.lines.flatMap((line) =>
    line.status === 'add' ? [{ key: line.key, entry: line.entry }] : [],
  );
  const results = new Map<string, CheckResult>();
  const before = sandbox.requests.length;
  const outcome = await checkAccounts(items, deps, {
    onResults: (found) => {
      for (const [key, value] of found) results.set(key, value);
    },
  });
  return { items, results, outcome, requests: sandbox.requests.length - before };
}

describe('a Salesforce account report of 300 lines', () => {
  it('previews every line: the website column, each bad line with its reason, the duplicates', () => {
    const result = preview(crmExportCsv(300));
    expect(result.format).toBe('csv');
    expect(result.columns[result.column]?.header).toBe('Website');
    expect(result.lines).toHaveLength(300);
    const problems = result.lines.flatMap((line) => (line.status === 'invalid' ? [line.problem] : []));
    expect(problems.sort()).toEqual(Object.keys(BAD_WEBSITES).sort());
    expect(result.counts.duplicate).toBe(2);
    expect(result.counts.add).toBe(300 - 5 - 2);
  });

  it('checks every company it adds, each found or no account, in few requests', async () => {
    const { items, results, outcome, requests } = await checkPreview(preview(crmExportCsv(300)));
    expect(outcome).toEqual({ status: 'done' });
    expect(results.size).toBe(items.length);
    const found = [...results.values()].filter((result) => result.status === 'found');
    expect(found.length).toBeGreaterThan(150);
    expect(requests).toBeLessThanOrEqual(18);
  });
});

it('a 500-line territory is checked in at most 25 requests', async () => {
  const { results, items, requests } = await checkPreview(preview(crmExportCsv(500)));
  expect(results.size).toBe(items.length);
  expect(requests).toBeLessThanOrEqual(25);
});
