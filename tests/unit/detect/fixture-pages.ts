import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Window } from 'happy-dom';
import { shadowTrees } from '@/lib/detect/dom';
import type { Detection } from '@/lib/detect/types';

export const PAGES_DIR = resolve(__dirname, '../../fixtures/pages');

/**
 * One snapshot of a surface, where it is served and what the detector must say there; `hook` names its primary
 * language-independent hook (an attribute, or `attribute=value`, `class=token`), which removeHook takes away.
 */
export type FixturePage = {
  file: string;
  url: string;
  expected: Detection | null;
  note: string;
  hook?: string;
  /** A list page: its companies as "Add the companies on this page" adds them (a domain, or `name:<name>`). */
  list?: string[];
  /** The list reader's primary hook, which removeHook takes away (the label then finds the same rows). */
  listHook?: string;
};

/**
 * A detection as the manifest writes it: `{ domain, source }`, or `{ companyName, source }` where a CRM record
 * shows its account only by name (the display `name` read beside a domain is not compared).
 */
export function comparable(detection: Detection | null): Detection | null {
  if (!detection) return null;
  return detection.companyName !== undefined
    ? { companyName: detection.companyName, source: detection.source }
    : { domain: detection.domain, source: detection.source };
}

/** Every fixture page listed in tests/fixtures/pages/manifest.json. */
export function readManifest(): FixturePage[] {
  return JSON.parse(readFileSync(resolve(PAGES_DIR, 'manifest.json'), 'utf8')) as FixturePage[];
}

/**
 * Loads a fixture (or `html` in its place) into happy-dom at its URL, with no scripts or stylesheets fetched.
 * happy-dom does not parse declarative shadow DOM, so `<template shadowrootmode>` is attached here the way
 * Chromium's parser does.
 */
export function loadPage(page: FixturePage, html?: string): Window {
  const window = new Window({
    url: page.url,
    settings: {
      disableJavaScriptEvaluation: true,
      disableJavaScriptFileLoading: true,
      disableCSSFileLoading: true,
      disableIframePageLoading: true,
    },
  });
  window.document.write(html ?? readFileSync(resolve(PAGES_DIR, page.file), 'utf8'));
  attachDeclarativeShadowRoots(window.document as unknown as ParentNode);
  return window;
}

function attachDeclarativeShadowRoots(root: ParentNode): void {
  for (const template of [...root.querySelectorAll<HTMLTemplateElement>('template[shadowrootmode]')]) {
    const host = template.parentElement;
    if (!host || host.shadowRoot) continue;
    const mode = template.getAttribute('shadowrootmode') === 'closed' ? 'closed' : 'open';
    const shadow = host.attachShadow({ mode });
    shadow.appendChild(template.content);
    template.remove();
    attachDeclarativeShadowRoots(shadow);
  }
}

/**
 * Takes a page's primary hook away, in every shadow tree (the page changed under us):
 * `attribute` removes it from every element, `attribute=value` only where it holds that value, `class=token`
 * removes the class. Returns how many elements lost it.
 */
export function removeHook(document: ParentNode, hook: string): number {
  const [attribute = '', value] = hook.split(/=(.*)/s);
  let removed = 0;
  for (const tree of shadowTrees(document)) {
    for (const element of tree.querySelectorAll(`[${attribute}]`)) {
      if (attribute === 'class' && value !== undefined) {
        if (!element.classList.contains(value)) continue;
        element.classList.remove(value);
      } else {
        if (value !== undefined && element.getAttribute(attribute) !== value) continue;
        element.removeAttribute(attribute);
      }
      removed++;
    }
  }
  return removed;
}
