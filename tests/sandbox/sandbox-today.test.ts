/**
 * The sandbox's today (sandbox/README.md, "Today and the clock"): the real date by default, frozen by
 * SANDBOX_TODAY (every vitest project freezes it to 2026-11-01), and another today gives the same records with
 * every date shifted by the same number of days.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningSandbox, startSandbox } from '../../sandbox/app';
import { getDataset } from '../../sandbox/dataset';
import { defaultToday, FROZEN_TODAY, toDay } from '../../sandbox/dates';
import { RICH_ACCOUNT } from '../../sandbox/known-records';

// biome-ignore lint/suspicious/noExplicitAny: answers are probed field by field; the client's schemas (lib/) are deliberately not shared
type Json = Record<string, any>;

/** Another today, 134 days later and in another month and year, so display months change too. */
const OTHER_TODAY = '2027-03-15';
const SHIFT = toDay(OTHER_TODAY) - toDay(FROZEN_TODAY);

let frozen: RunningSandbox;
let other: RunningSandbox;

beforeAll(async () => {
  frozen = await startSandbox({ port: 0 });
  other = await startSandbox({ port: 0, today: OTHER_TODAY });
});

afterAll(async () => {
  await frozen?.close();
  await other?.close();
});

async function ok(sandbox: RunningSandbox, path: string): Promise<Json> {
  const response = await fetch(`${sandbox.url}${path}`, { headers: { Authorization: 'Token demo-full' } });
  expect(response.status, path).toBe(200);
  return (await response.json()) as Json;
}

function shifted(date: string, days = SHIFT): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

function monthOf(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

describe('the default today', () => {
  it('is SANDBOX_TODAY when set (every test project freezes it) and the real UTC date otherwise', async () => {
    expect(process.env.SANDBOX_TODAY).toBe(FROZEN_TODAY);
    expect(frozen.today).toBe(FROZEN_TODAY);
    expect(frozen.clock()).toBe(FROZEN_TODAY);
    const now = new Date('2031-02-03T23:59:59Z');
    expect(defaultToday({}, now)).toBe('2031-02-03');
    expect(defaultToday({ SANDBOX_TODAY: '' }, now)).toBe('2031-02-03');
    expect(defaultToday({ SANDBOX_TODAY: '2025-06-30' }, now)).toBe('2025-06-30');
    expect(() => defaultToday({ SANDBOX_TODAY: '2025-02-30' }, now)).toThrow(/SANDBOX_TODAY/);
    await expect(startSandbox({ port: 0, today: 'tomorrow' })).rejects.toThrow(/today/);
  });
});

describe('another today', () => {
  it('generates the same records with every day shifted by the same number of days', () => {
    const base = getDataset(toDay(FROZEN_TODAY));
    const moved = getDataset(toDay(OTHER_TODAY));
    expect(moved.today - base.today).toBe(SHIFT);
    const unshifted = moved.transcripts.map((transcript) => ({
      ...transcript,
      interviewDay: transcript.interviewDay - SHIFT,
      publishDay: transcript.publishDay - SHIFT,
    }));
    expect(unshifted).toEqual(base.transcripts);
    expect(moved.accounts).toEqual(base.accounts);
    expect(moved.vendors).toEqual(base.vendors);
    expect(moved.products).toEqual(base.products);
    expect(moved.planted).toEqual(base.planted);
  });

  it('serves the same transcripts, publish and display dates shifted', async () => {
    const path = '/api/v1/transcripts?per_page=50&sort_by=recency&page=3';
    const [before, after] = [await ok(frozen, path), await ok(other, path)];
    expect(after.meta).toEqual(before.meta);
    expect(after.data.map((item: Json) => item.id)).toEqual(before.data.map((item: Json) => item.id));
    before.data.forEach((item: Json, index: number) => {
      const moved = after.data[index];
      expect(moved.publish_date).toBe(shifted(item.publish_date));
      expect({ ...moved, publish_date: item.publish_date, date: item.date }).toEqual(item);
    });
    const detail = await ok(other, `/api/v1/transcripts/${before.data[0].id}`);
    const vendorBuyers = await ok(other, `/api/v1/vendors/relaytics/buyers?per_page=1`);
    const interviewed = vendorBuyers.data[0].transcripts[0];
    expect(interviewed.display_date).toBe(monthOf(interviewed.date));
    expect(detail.date).toMatch(/^[A-Z][a-z]+ \d{4}$/);
  });

  it('serves the same account rows and stack, dates shifted', async () => {
    const list = '/api/v1/accounts?per_page=50&page=2';
    const [before, after] = [await ok(frozen, list), await ok(other, list)];
    expect(after.meta).toEqual(before.meta);
    before.data.forEach((row: Json, index: number) => {
      const moved = after.data[index];
      expect(moved.last_matching_interview).toBe(shifted(row.last_matching_interview));
      expect({ ...moved, last_matching_interview: row.last_matching_interview }).toEqual(row);
    });
    const detail = `/api/v1/accounts/${RICH_ACCOUNT.slug}?fields[]=all`;
    const [rich, richMoved] = [(await ok(frozen, detail)).data, (await ok(other, detail)).data];
    expect(richMoved.kpis).toEqual({
      interview_count: rich.kpis.interview_count,
      first_interviewed: shifted(rich.kpis.first_interviewed),
      last_interviewed: shifted(rich.kpis.last_interviewed),
    });
    const undated = (stack: Json[]) => stack.map(({ first_seen, last_seen, ...item }) => item);
    expect(undated(richMoved.tech_stack)).toEqual(undated(rich.tech_stack));
    expect(richMoved.tech_stack.map((item: Json) => item.last_seen)).toEqual(
      rich.tech_stack.map((item: Json) => shifted(item.last_seen)),
    );
    expect(richMoved.qa).toEqual(rich.qa);
  });

  it('counts since=6.months back from the chosen today: n calendar months before it', async () => {
    const total = async (sandbox: RunningSandbox, query: string) =>
      (await ok(sandbox, `/api/v1/accounts?${query}`)).meta.transcript_total as number;
    // 2027-03-15 less 6 months is 2026-09-15 (181 days); 2026-11-01 less 6 months is 2026-05-01 (184 days).
    const sinceOther = await total(other, 'since=6.months');
    expect(sinceOther).toBe(await total(other, 'start_date=2026-09-15'));
    expect(await total(frozen, 'since=6.months')).toBe(await total(frozen, 'start_date=2026-05-01'));
    // Not the frozen today's cutoff carried along with the data (184 days back from 2027-03-15).
    expect(sinceOther).not.toBe(await total(other, `start_date=${shifted('2026-05-01')}`));
  });
});
