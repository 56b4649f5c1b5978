import { defineSiteAdapter, recordCandidate } from '../adapter';
import { isVisible } from '../dom';
import { addressIn, mailboxOwner, sendersNewestFirst } from '../mail';
import { gmailHosts } from '../site-hosts';
import { readGmailList } from './gmail-list';

// Handles Gmail (https://mail.google.com/mail/u/<n>/...):
//   #inbox/<thread>, #label/<name>/<thread>, #sent/<thread>, #search/<q>/<thread>, ... (a thread open)
//     → the domain of the newest sender who is not the mailbox owner (read in lib/detect/domain.ts)
// The inbox and other lists with no thread open name no company; Gmail keeps the list in the DOM, hidden.
// Each message carries its sender as span[email] (class gD); the owner is in the account button's label.

const MESSAGE_SELECTOR =
  'div.adn, [data-message-id], [data-legacy-message-id], div.kv, div.h7, [role="main"] [role="listitem"]';
const SENDER_SELECTOR =
  'span.gD[email], h3 span[email], .gE span[email], span[email], [data-hovercard-id*="@"]';
const ACCOUNT_SELECTOR =
  'a[aria-label^="Google Account"], [aria-label*="Google Account:"], header [aria-label*="@"], #gb [title*="@"]';

export const gmail = defineSiteAdapter(gmailHosts, {
  find(document) {
    const senders = sendersNewestFirst(visibleMessages(document), senderOf);
    const candidate = recordCandidate('gmail', 'mail', senders);
    // Gmail names the owner "me" among a message's recipients: the fallback when the account area is absent.
    const me = document.querySelector('span[email][name="me" i]');
    const owner =
      mailboxOwner(document, ACCOUNT_SELECTOR) ?? addressIn(me?.getAttribute('email')) ?? undefined;
    if (candidate && owner) candidate.owner = owner;
    return candidate;
  },
  list: readGmailList,
});

function senderOf(message: Element): string | null {
  const chip = message.querySelector(SENDER_SELECTOR);
  // Without a chip, the header's "<address>" text (span.go) or heading says who wrote.
  if (!chip) return addressIn(message.querySelector('.go, h3')?.textContent);
  return (
    addressIn(chip.getAttribute('email')) ??
    addressIn(chip.getAttribute('data-hovercard-id')) ??
    addressIn(chip.getAttribute('title')) ??
    addressIn(chip.textContent)
  );
}

// Messages of the open thread, oldest first; nested matches (a message's own header) count once.
function visibleMessages(document: Document): Element[] {
  const all = [...document.querySelectorAll(MESSAGE_SELECTOR)];
  const outermost = all.filter(
    (element) => !all.some((other) => other !== element && other.contains(element)),
  );
  return outermost.filter(isVisible);
}
