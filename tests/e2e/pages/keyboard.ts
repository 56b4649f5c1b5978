import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Where keyboard focus is: enough to say which control it is, and whether it is a real place to be. */
export type FocusedElement = {
  tag: string;
  role: string | null;
  /** The accessible name, roughly: aria-label, aria-labelledby, its label (by `for` or around it), else the text. */
  name: string;
  testId: string | null;
  /** Set on a view's heading that takes focus when the view arrives (data-view-heading). */
  viewHeading: boolean;
  /** The focused element is the page's body: focus was lost. */
  lost: boolean;
  /** It has a box on screen (a hidden list or a collapsed element has none). */
  visible: boolean;
  /** The row it sits in: its `data-slug` (an account) or `data-transcript-id` (an interview). */
  item: string | null;
  ariaInvalid: string | null;
};

/** The element keyboard focus is on. */
export function focused(page: Page): Promise<FocusedElement> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body || element === document.documentElement)
      return {
        tag: element?.tagName.toLowerCase() ?? '',
        role: null,
        name: '',
        testId: null,
        viewHeading: false,
        lost: true,
        visible: false,
        item: null,
        ariaInvalid: null,
      };
    const byIds = (ids: string) =>
      ids
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
    const label =
      element.getAttribute('aria-label') ??
      (element.getAttribute('aria-labelledby')
        ? byIds(element.getAttribute('aria-labelledby') ?? '')
        : null) ??
      // Its label, by `for` or wrapped around it.
      ((element as HTMLInputElement).labels?.[0]?.textContent || null) ??
      element.textContent ??
      '';
    const rect = element.getBoundingClientRect();
    return {
      tag: element.tagName.toLowerCase(),
      role: element.getAttribute('role'),
      name: label.replace(/\s+/g, ' ').trim(),
      testId: element.dataset.testid ?? null,
      viewHeading: element.hasAttribute('data-view-heading'),
      lost: false,
      visible: rect.width > 0 && rect.height > 0 && getComputedStyle(element).visibility !== 'hidden',
      item: (() => {
        const row = element.closest<HTMLElement>('[data-slug], [data-transcript-id]');
        return row?.dataset.slug ?? row?.dataset.transcriptId ?? null;
      })(),
      ariaInvalid: element.getAttribute('aria-invalid'),
    };
  });
}

/**
 * Presses Tab (Shift+Tab when `backwards`) until focus is on what `wanted` accepts, checking every stop on
 * the way: never the body, never something without a box on screen or a name (an empty Tab stop).
 */
export async function tabTo(
  page: Page,
  wanted: (element: FocusedElement) => boolean,
  { backwards = false, max = 80 }: { backwards?: boolean; max?: number } = {},
): Promise<FocusedElement> {
  const stops: string[] = [];
  for (let step = 0; step < max; step++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const element = await focused(page);
    stops.push(`${element.tag}${element.role ? `[${element.role}]` : ''} “${element.name}”`);
    expect(element.lost, `focus fell to the body after: ${stops.join(' → ')}`).toBe(false);
    expect(element.visible && element.name !== '', `an empty Tab stop: ${stops.join(' → ')}`).toBe(true);
    if (wanted(element)) return element;
  }
  throw new Error(`never reached the wanted control: ${stops.join(' → ')}`);
}

/**
 * Waits until focus is on what `wanted` accepts, and returns where it is. A miss is recorded (expect.soft) and
 * the journey goes on, so one run names every step where focus went astray.
 */
export async function focusLandsOn(
  page: Page,
  wanted: (element: FocusedElement) => boolean,
  what: string,
): Promise<FocusedElement> {
  try {
    await expect
      .poll(async () => wanted(await focused(page)), { timeout: 10_000, message: `focus on ${what}` })
      .toBe(true);
  } catch {
    const element = await focused(page);
    const where = element.lost ? 'the body (focus lost)' : `${element.tag} “${element.name}”`;
    expect.soft(where, `focus on ${what}`).toBe(what);
  }
  return focused(page);
}
