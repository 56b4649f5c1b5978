/**
 * One watch run over a list and its saved searches (lib/my-accounts/watch-run.ts), against the sandbox's own
 * handler in this process with its clock moved between runs: the first run only sets the mark; a run after the
 * clock moved tells each new interview and each account new to a saved search once, takes a line that was no
 * account as the account it became, and a run with nothing new changes nothing.
 */

import { beforeAll, describe, expect, it } from 'vitest';
import { runWatch, type WatchRunDeps } from '../../../lib/my-accounts/watch-run';
import type { AccountListRecord, FollowedAccount } from '../../../lib/schemas/account-list';
import { ARRIVING_ACCOUNT, RICH_ACCOUNT } from '../../../sandbox/known-records';
import { fetched } from '../../fixtures/fetched';
import { savedDisplacementSearch } from '../../fixtures/my-accounts/saved-search';
import { inProcessSandbox } from '../../fixtures/sandbox-client';

const { today, time, client, sent } = inProcessSandbox();
let deps: WatchRunDeps;

beforeAll(() => {
  deps = {
    fetchPage: (params) => fetched(() => client.listAccounts(params)),
    fetchSearchPage: (search) => fetched(() => client.listAccounts(search)),
    fetchTranscripts: (params) => fetched(() => client.searchTranscripts(params)),
    now: () => 1_000,
  };
});

/** The list: the rich account, found by a check, and the arriving one's domain, no account when checked. */
function list(): AccountListRecord {
  const rich: FollowedAccount = {
    key: `domain:${RICH_ACCOUNT.domain}`,
    entry: { kind: 'domain', domain: RICH_ACCOUNT.domain },
    input: RICH_ACCOUNT.domain,
    addedAt: 1,
    result: {
      status: 'found',
      account: {
        name: RICH_ACCOUNT.name,
        slug: RICH_ACCOUNT.slug,
        domain: RICH_ACCOUNT.domain,
        url: '',
        interviews: 1,
        lastInterviewed: null,
        icpMatches: null,
        targeted: false,
      },
    },
  };
  const arriving: FollowedAccount = {
    key: `domain:${ARRIVING_ACCOUNT.domain}`,
    entry: { kind: 'domain', domain: ARRIVING_ACCOUNT.domain },
    input: ARRIVING_ACCOUNT.domain,
    addedAt: 2,
    result: { status: 'notAccount', suggestions: [] },
  };
  return { version: 2, accounts: [rich, arriving], whatsNew: [] };
}

describe('a watch run', () => {
  it('sets its mark first, then tells two new interviews and one new saved-search account once', async () => {
    time.clock = today;
    const record = list();
    const searches = [await savedDisplacementSearch(client, { id: 'displacement', connection: 'team' })];

    const first = await runWatch(record, searches, deps);
    if (first.status !== 'done') throw new Error(first.error.message);
    // Nothing from before the watch began is news, and the searches are not asked yet.
    expect(first.found).toEqual([]);
    expect(first.changed).toBe(true);
    expect(first.requests).toBe(1);
    expect(first.watch.mark).not.toBeNull();

    // Three days on: the arriving account's interviews of days 2 and 3 are out, and it joins the search.
    time.clock = today + 3;
    const watched = { ...record, watch: first.watch };
    const before = sent.requests;
    const second = await runWatch(watched, searches, deps);
    if (second.status !== 'done') throw new Error(second.error.message);
    const interviews = second.found.filter((item) => item.kind === 'interview');
    expect(interviews.map((item) => item.id).sort()).toEqual(
      ARRIVING_ACCOUNT.transcriptIds.filter((_, index) => index < 2).sort(),
    );
    expect(interviews.every((item) => item.accountName === ARRIVING_ACCOUNT.name)).toBe(true);
    expect(interviews.every((item) => item.accountKey === `domain:${ARRIVING_ACCOUNT.domain}`)).toBe(true);
    expect(second.found.filter((item) => item.kind === 'searchAccount')).toEqual([
      expect.objectContaining({ searchId: 'displacement', slug: ARRIVING_ACCOUNT.slug, read: false }),
    ]);
    // The line that was no account is one now: it is to be checked again.
    expect(second.arrived).toEqual([`domain:${ARRIVING_ACCOUNT.domain}`]);
    expect(second.requests).toBe(sent.requests - before);
    expect(second.requests).toBeLessThanOrEqual(4);

    // The same clock again: nothing new, nothing to write.
    const third = await runWatch({ ...record, watch: second.watch }, searches, deps);
    if (third.status !== 'done') throw new Error(third.error.message);
    expect(third.found).toEqual([]);
    expect(third.changed).toBe(false);
    time.clock = today;
  });

  it('asks nothing of the saved searches on its first run, and passes a failure on', async () => {
    time.clock = today;
    const failing: WatchRunDeps = {
      ...deps,
      fetchTranscripts: async () => ({
        ok: false,
        error: { kind: 'rate_limited', message: 'Slow down.', retryable: true },
      }),
    };
    const answer = await runWatch(
      list(),
      [await savedDisplacementSearch(client, { id: 'displacement', connection: 'team' })],
      failing,
    );
    expect(answer).toMatchObject({ status: 'failed', error: { kind: 'rate_limited' }, requests: 1 });
  });
});
