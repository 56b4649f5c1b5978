import type { ListMarksPromptWords } from './mark-data';

// The one question asked before marking a list that is off until the rep says so (LinkedIn's search results):
// in context, on the list itself, once. A small card at the viewport's bottom corner, in a closed shadow root
// on a bare host (as the launcher's pill: nothing a page could query for), never over the page's centre.

const STYLE = `
:host { all: initial !important; display: block !important; position: fixed !important; width: 0 !important;
  height: 0 !important; inset: auto !important; z-index: 2147483646 !important; }
.prompt { position: fixed; bottom: 16px; inset-inline-end: 16px; box-sizing: border-box; width: min(340px, calc(100vw - 32px));
  padding: 12px 14px; font: 13px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #111827;
  background: #fff; border: 1px solid #d1d5db; border-radius: 10px; box-shadow: 0 6px 20px rgba(0,0,0,.2); }
.question { display: block; font-weight: 600; font-size: 14px; margin-bottom: 4px; }
.actions { display: flex; flex-wrap: wrap; gap: 8px; margin-top: 10px; }
button { all: unset; cursor: pointer; padding: 4px 12px; border-radius: 6px; border: 1px solid #1d4ed8; color: #1d4ed8;
  font-weight: 600; font-size: 13px; }
button.yes { background: #1d4ed8; color: #fff; }
button:focus-visible { outline: 2px solid #1d4ed8; outline-offset: 2px; }
@media (prefers-color-scheme: dark) {
  .prompt { color: #f9fafb; background: #1f2937; border-color: #4b5563; }
  button { color: #bfdbfe; border-color: #93c5fd; } button.yes { background: #2563eb; color: #fff; }
}
`;

/** Shows the question; `answer` gets the rep's choice once, and the card goes. Returns a function that removes it. */
export function mountMarksPrompt(
  doc: Document,
  words: ListMarksPromptWords,
  language: { lang: string; dir: 'ltr' | 'rtl' },
  answer: (on: boolean) => void,
): () => void {
  const host = doc.createElement('div');
  const shadow = host.attachShadow({ mode: 'closed' });
  const style = doc.createElement('style');
  style.textContent = STYLE;
  const prompt = doc.createElement('div');
  prompt.className = 'prompt';
  prompt.lang = language.lang;
  prompt.dir = language.dir;
  prompt.setAttribute('role', 'region');
  prompt.setAttribute('aria-label', 'Buyer Lens');
  const question = doc.createElement('span');
  question.className = 'question';
  question.textContent = words.question;
  const detail = doc.createElement('span');
  detail.textContent = words.detail;
  const actions = doc.createElement('div');
  actions.className = 'actions';
  const button = (text: string, className: string, on: boolean) => {
    const element = doc.createElement('button');
    element.type = 'button';
    element.className = className;
    element.textContent = text;
    element.addEventListener('click', () => {
      remove();
      answer(on);
    });
    return element;
  };
  actions.append(button(words.yes, 'yes', true), button(words.no, 'no', false));
  prompt.append(question, detail, actions);
  shadow.append(style, prompt);
  (doc.body ?? doc.documentElement).append(host);
  function remove() {
    host.remove();
  }
  return remove;
}
