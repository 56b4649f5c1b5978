import type { WhatsNewItem } from '../schemas/account-list';

type InterviewItem = Extract<WhatsNewItem, { kind: 'interview' }>;
type SearchAccountItem = Extract<WhatsNewItem, { kind: 'searchAccount' }>;

export type WhatsNewGroups = {
  /** New interviews by followed account, the account with the newest first, each account's newest first. */
  accounts: { accountKey: string; accountName: string; interviews: InterviewItem[] }[];
  /** New accounts by saved search, in the order the watch found them. */
  searches: { searchId: string; searchName: string; accounts: SearchAccountItem[] }[];
};

/** One piece of What's new, by what it tells of: the same interview or search account is one piece. */
export function whatsNewKey(item: WhatsNewItem): string {
  return item.kind === 'interview' ? `interview ${item.id}` : `search ${item.searchId} ${item.slug}`;
}

/** What's new as the view lists it: interviews under their account, accounts under their saved search. */
export function groupWhatsNew(items: readonly WhatsNewItem[]): WhatsNewGroups {
  const accounts = new Map<string, WhatsNewGroups['accounts'][number]>();
  const searches = new Map<string, WhatsNewGroups['searches'][number]>();
  for (const item of items) {
    if (item.kind === 'interview') {
      const group = accounts.get(item.accountKey) ?? {
        accountKey: item.accountKey,
        accountName: item.accountName,
        interviews: [],
      };
      group.interviews.push(item);
      accounts.set(item.accountKey, group);
    } else {
      const group = searches.get(item.searchId) ?? {
        searchId: item.searchId,
        searchName: item.searchName,
        accounts: [],
      };
      group.accounts.push(item);
      searches.set(item.searchId, group);
    }
  }
  const newest = (group: WhatsNewGroups['accounts'][number]) =>
    group.interviews.reduce((latest, item) => (item.publishDate > latest ? item.publishDate : latest), '');
  for (const group of accounts.values())
    group.interviews.sort((a, b) => b.publishDate.localeCompare(a.publishDate) || a.id.localeCompare(b.id));
  return {
    accounts: [...accounts.values()].sort((a, b) => newest(b).localeCompare(newest(a))),
    searches: [...searches.values()],
  };
}
