import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

// What the pseudo-locale (en-XA: every catalogue message accented, 40% longer and bracketed) finds on a page:
// - text that is not from the catalogue: ASCII words outside the data (which sits isolated in <bdi> or
//   dir="auto", as in a mirrored layout), the products' names and what Intl writes;
// - English catalogue text inside a translated message (an error's English `message` named in a sentence);
// - text that is clipped: an element that hides what overflows it and overflows, or a message's brackets
//   outside the window;
// - text that overlaps other text.

export type TextProblem = {
  problem: 'not from the catalogue' | 'English inside a message' | 'clipped' | 'overlapping';
  text: string;
  where: string;
};

/** Names and abbreviations that stay as they are in every language (docs/glossary.md). */
const KEPT = [
  'Buyer Lens',
  'Salesforce',
  'HubSpot',
  'LinkedIn',
  'Sales Navigator',
  'Gmail',
  'Outlook',
  'Google',
  'Calendar',
  'Chrome',
  'Firefox',
  'Edge',
  'Outreach',
  'Salesloft',
  'Apollo',
  'CSV',
  'ICP',
  'API',
  'PDF',
  'Markdown',
  'Q&A',
];

/**
 * The literal runs of the English catalogue's messages (between their values, plurals and tags), 20 characters
 * and three words or more: found on a pseudo-locale page, they are English the background wrote and a page showed
 * as it is (an error's `message`), even inside a translated sentence that names it.
 */
function englishFragments(): string[] {
  const folder = join(import.meta.dirname, '../../../public/i18n/en');
  const fragments = new Set<string>();
  for (const file of readdirSync(folder)) {
    const messages = JSON.parse(readFileSync(join(folder, file), 'utf8')) as Record<string, string>;
    for (const message of Object.values(messages))
      for (const piece of message.split(/[{}]|<\/?\w+>/))
        if (
          piece.trim().length >= 20 &&
          piece.trim().split(/\s+/).length >= 3 &&
          !/, (plural|select),/.test(piece)
        )
          fragments.add(piece.trim());
  }
  return [...fragments];
}

// Run in the page as a string: the checker's helpers must not be rewritten by the test's bundler.
const CHECK = String.raw`(() => {
  const kept = new Set(KEPT_WORDS);
  const english = ENGLISH_FRAGMENTS;
  // What Intl writes in English (the pseudo-locale formats as English): months, ages, compact figures.
  const intlWords = new Set(['January','February','March','April','June','July','August','September','October',
    'November','December','Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Sept','Oct','Nov','Dec',
    'ago','min','hr','sec','day','days','wk','mo','yr','now','yesterday','today','AM','PM','Q1','Q2','Q3','Q4']);
  const accented = /[áƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ]/;
  const problems = [];
  const where = (element) => {
    const parts = [];
    for (let node = element; node && node !== document.body && parts.length < 4; node = node.parentElement) {
      const id = node.getAttribute('data-testid');
      parts.unshift(node.tagName.toLowerCase() + (id ? '[' + id + ']' : ''));
    }
    return parts.join(' > ');
  };
  // Seen on screen: not hidden, and not visually hidden for screen readers only (a clipped 1 px box).
  const visible = (element) => {
    if (!element.getClientRects().length) return false;
    // Inside a closed <details>, behind display: none or content-visibility: hidden.
    if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true, contentVisibilityAuto: true })) return false;
    for (let node = element; node && node !== document.body; node = node.parentElement) {
      const rect = node.getBoundingClientRect();
      const style = getComputedStyle(node);
      if (style.visibility === 'hidden' || style.opacity === '0') return false;
      if ((rect.width <= 2 || rect.height <= 2) && /hidden|clip/.test(style.overflow + style.overflowX)) return false;
      if (style.clipPath.startsWith('inset(50%') || style.clip === 'rect(0px, 0px, 0px, 0px)') return false;
    }
    return true;
  };
  const isData = (element) => !!element.closest('bdi, [dir="auto"], input, textarea, code, pre, .sr-only-data');
  const fromCatalogue = (text) => {
    if (accented.test(text)) return true;
    const words = text.match(/[A-Za-z][A-Za-z.&']+/g) || [];
    return words.every((word) => intlWords.has(word.replace(/\.$/, '')) || kept.has(word) ||
      [...kept].some((name) => name.includes(' ') && text.includes(name) && name.includes(word)));
  };
  const visibleBox = (element) => {
    const box = { left: -Infinity, right: Infinity, top: -Infinity, bottom: Infinity };
    for (let node = element; node && node !== document.documentElement; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const rect = node.getBoundingClientRect();
      box.left = Math.max(box.left, rect.left); box.right = Math.min(box.right, rect.right);
      box.top = Math.max(box.top, rect.top); box.bottom = Math.min(box.bottom, rect.bottom);
    }
    return box;
  };
  const dataTexts = new Set();
  for (const element of document.querySelectorAll('bdi, [dir="auto"]')) dataTexts.add((element.textContent || '').trim());

  const textRects = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = (node.textContent || '').trim();
    const element = node.parentElement;
    if (!text || !element || element.closest('script, style, noscript') || !visible(element)) continue;
    if (!isData(element) && !fromCatalogue(text))
      problems.push({ problem: 'not from the catalogue', text: text.slice(0, 80), where: where(element) });
    else if (!isData(element) && english.some((fragment) => text.includes(fragment)))
      problems.push({ problem: 'English inside a message', text: text.slice(0, 80), where: where(element) });
    const range = document.createRange();
    range.selectNodeContents(node);
    // What shows of each line: a box that hides its overflow (a name clamped to two lines) cuts the rest.
    const shown = visibleBox(element);
    for (const line of range.getClientRects()) {
      const rect = {
        left: Math.max(line.left, shown.left), right: Math.min(line.right, shown.right),
        top: Math.max(line.top, shown.top), bottom: Math.min(line.bottom, shown.bottom),
      };
      if (rect.right - rect.left > 1 && rect.bottom - rect.top > 1) textRects.push({ rect, element, text: text.slice(0, 40) });
    }
    // Clipped: a box that hides its overflow, holding this text, and overflowing.
    for (let box = element, depth = 0; box && depth < 4; box = box.parentElement, depth++) {
      const style = getComputedStyle(box);
      const hides = /hidden|clip/.test(style.overflowX) || style.textOverflow === 'ellipsis';
      if (hides && box.scrollWidth > box.clientWidth + 1 && !box.matches('select, input, textarea, [data-scrolls]')) {
        problems.push({ problem: 'clipped', text: text.slice(0, 80), where: where(box) });
        break;
      }
    }
    if (text.endsWith(']') || text.startsWith('[')) {
      const rects = [...range.getClientRects()];
      if (rects.some((rect) => rect.left < -1 || rect.right > window.innerWidth + 1))
        problems.push({ problem: 'clipped', text: text.slice(0, 80), where: where(element) });
    }
  }
  for (const element of document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
    if (!visible(element)) continue;
    for (const attribute of ['aria-label', 'placeholder', 'title', 'alt']) {
      const value = (element.getAttribute(attribute) || '').trim();
      if (!value || dataTexts.has(value) || isData(element) || fromCatalogue(value)) continue;
      // A data value alone (a link's title naming its account) is data.
      if ((element.textContent || '').trim() === value) continue;
      problems.push({ problem: 'not from the catalogue', text: attribute + '="' + value.slice(0, 60) + '"', where: where(element) });
    }
  }
  // Overlapping: two lines of text from different elements covering each other by more than a few pixels.
  for (let a = 0; a < textRects.length; a++)
    for (let b = a + 1; b < textRects.length; b++) {
      const first = textRects[a], second = textRects[b];
      if (first.element === second.element || first.element.contains(second.element) || second.element.contains(first.element)) continue;
      const width = Math.min(first.rect.right, second.rect.right) - Math.max(first.rect.left, second.rect.left);
      const height = Math.min(first.rect.bottom, second.rect.bottom) - Math.max(first.rect.top, second.rect.top);
      if (width > 3 && height > 3)
        problems.push({ problem: 'overlapping', text: first.text + ' / ' + second.text, where: where(first.element) + ' / ' + where(second.element) });
    }
  if (document.documentElement.scrollWidth > window.innerWidth + 1)
    problems.push({ problem: 'clipped', text: 'the page scrolls sideways', where: 'html' });
  return problems;
})()`
  .replace('KEPT_WORDS', JSON.stringify(KEPT.flatMap((name) => [name, ...name.split(' ')])))
  .replace('ENGLISH_FRAGMENTS', JSON.stringify(englishFragments()));

/** What the pseudo-locale finds wrong on the page as it is now. */
export function textProblems(page: Page): Promise<TextProblem[]> {
  return page.evaluate(CHECK) as Promise<TextProblem[]>;
}

/**
 * The page at 320, 400 and 500 px wide (a side panel's range; the popup is 360 px wide by design) has no text
 * outside the catalogue, clipped or overlapping.
 */
export async function expectTextFits(page: Page, label: string, widths = [320, 400, 500]): Promise<void> {
  const viewport = page.viewportSize();
  for (const width of widths) {
    await page.setViewportSize({ width, height: viewport?.height ?? 900 });
    // Two frames: the layout of the new width, painted.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await textProblems(page), `${label} at ${width} px`).toEqual([]);
  }
  if (viewport) await page.setViewportSize(viewport);
}
