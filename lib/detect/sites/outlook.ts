import { defineSiteAdapter, recordCandidate } from '../adapter';
import { isVisible } from '../dom';
import { addressIn, mailboxOwner, sendersNewestFirst } from '../mail';
import { outlookHosts } from '../site-hosts';

// Handles Outlook on the web (https://outlook.office.com/mail/..., https://outlook.office365.com/mail/...,
// https://outlook.live.com/mail/0/...):
//   /mail/<folder>/id/<message id> or the reading pane open on a conversation
//     → the domain of the newest sender who is not the mailbox owner (read in lib/detect/domain.ts)
// A message list with nothing open names no company. Senders are persona buttons titled "Name <address>" in
// the message header, never anything in the message body (whose titles and links anyone can write); the
// owner is in the account manager (#mectrl_*, O365 header).

const PANE_SELECTOR =
  '[aria-label="Reading Pane" i], #ReadingPaneContainerId, #ReadingPane, [data-app-section="ConversationContainer"], [data-app-section="ReadingPane"]';
const MESSAGE_SELECTOR =
  '[aria-label="Email message"], [data-test-id="message-item"], [role="listitem"], [role="article"]';
const ACCOUNT_SELECTOR =
  '#mectrl_currentAccount_secondary, #O365_MainLink_Me, [id^="mectrl_"], [aria-label^="Account manager"], [role="tree"] [role="treeitem"][title*="@"]';

export const outlook = defineSiteAdapter(outlookHosts, {
  find(document) {
    // The reading pane by its names; the main landmark only when none is there.
    const pane =
      [...document.querySelectorAll(PANE_SELECTOR)].find(isVisible) ??
      [...document.querySelectorAll('[role="main"]')].find(isVisible);
    if (!pane) return null;
    const messages = [...pane.querySelectorAll(MESSAGE_SELECTOR)].filter(
      (message, _index, all) => !all.some((other) => other !== message && other.contains(message)),
    );
    const visible = (messages.length > 0 ? messages : [pane]).filter(isVisible);
    const senders = sendersNewestFirst(visible, senderOf);
    const candidate = recordCandidate('outlook', 'mail', senders);
    const owner = mailboxOwner(document, ACCOUNT_SELECTOR);
    if (candidate && owner) candidate.owner = owner;
    return candidate;
  },
});

// The message body: what the sender wrote, HTML included, so never a source of who sent it.
const BODY_SELECTOR = '[role="document"], [aria-label="Message body"], [id^="UniqueMessageBody"]';

// The first persona in a message header is its sender: "From" comes before "To" and "Cc". Persona titles
// ("Name <address>") are read before aria-labels, which carry display names that can be dressed as addresses.
function senderOf(message: Element): string | null {
  const header = (selector: string) =>
    [...message.querySelectorAll(selector)].filter((element) => !element.closest(BODY_SELECTOR));
  for (const persona of header('[title*="@"], [data-email]')) {
    const address = addressIn(persona.getAttribute('title')) ?? addressIn(persona.getAttribute('data-email'));
    if (address) return address;
  }
  for (const persona of header('[aria-label^="From"]')) {
    const address = addressIn(persona.getAttribute('aria-label')) ?? addressIn(persona.textContent);
    if (address) return address;
  }
  // Last, a header line written out: "Name <address>" as text.
  for (const line of header('span, div')) {
    if (line.childElementCount > 0) continue;
    const address = addressIn(line.textContent);
    if (address) return address;
  }
  return null;
}
