import { type ListRow, listRow } from '../adapter';
import { isVisible } from '../dom';
import { addressIn, mailboxOwner } from '../mail';

// Handles Gmail's thread lists (https://mail.google.com/mail/u/<n>/#inbox, #label/<name>, #category/<name>,
// #search/<q>, #starred, #sent, ... and their pages /p<n>), with no thread open, row by row: each thread's sender
// (its first correspondent who is not the mailbox owner) by address, read as a person's: a business address names
// its company, a personal mailbox nothing (lib/detect/domain.ts). A thread open names its sender instead
// (./gmail.ts): its URL carries the thread's id, and the list stays in the DOM, hidden.
// One thread a tr.zA[role="row"] in div[role="main"]; each correspondent a span carrying the address in its email
// attribute (and data-hovercard-id) and the display name in name, the same in every UI language; the owner shows
// as "me" (in the rep's language) with the address still in the attribute.
// Evidence: /work/wip/list-evidence-2.md section 7 (KartikTalwar/gmail.js api.dom.visible_messages, unchanged
// since 2020: tbody>tr.zA[role="row"] and *[email][name]; extensions reading .yW span[email], and a row's
// [email] by its email else data-hovercard-id attribute).

const LIST =
  /^#(?:inbox|starred|snoozed|imp|all|sent|label\/[^/]+|category\/[^/]+|search\/[^/]+)(?:\/p\d+)?$/;
const ACCOUNT_SELECTOR =
  'a[aria-label^="Google Account"], [aria-label*="Google Account:"], header [aria-label*="@"], #gb [title*="@"]';

/** The senders of the thread list the page shows; none with a thread open or on any other page. */
export function readGmailList(document: Document, url: URL): ListRow[] {
  if (!LIST.test(url.hash)) return [];
  const owner = mailboxOwner(document, ACCOUNT_SELECTOR)?.toLowerCase();
  const hooked = [...document.querySelectorAll('[role="main"] tr.zA')];
  const rows = hooked.length > 0 ? hooked : [...document.querySelectorAll('[role="main"] tr[role="row"]')];
  const read: ListRow[] = [];
  for (const row of rows) {
    if (!isVisible(row)) continue;
    for (const chip of row.querySelectorAll('[email], [data-hovercard-id]')) {
      const address =
        addressIn(chip.getAttribute('email')) ?? addressIn(chip.getAttribute('data-hovercard-id'));
      if (!address || address.toLowerCase() === owner) continue;
      const found = listRow(row, 'person', address, chip.getAttribute('name'), chip);
      if (found) read.push(found);
      break;
    }
  }
  return read;
}
