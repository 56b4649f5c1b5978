import { afterEach, describe, expect, it, vi } from 'vitest';
import { PUBLIC_SUFFIX_GLOBAL, publicSuffixParser } from '@/lib/detect/public-suffix';
import { importAtInstall, importOnce } from '@/lib/shared/worker-scripts';

// Scripts Chrome's worker loads on first use (lib/shared/worker-scripts.ts): imported once as it installs, so
// that a later importScripts() of the same script is allowed, and then once when first needed.

type Scope = Record<string, unknown>;
const scope = globalThis as unknown as Scope;

/** A service worker's importScripts and install event, on this test's global. */
function fakeWorker(define: (url: string) => void) {
  const installs: (() => void)[] = [];
  const importScripts = vi.fn((...urls: string[]) => {
    for (const url of urls) define(url);
  });
  vi.stubGlobal('importScripts', importScripts);
  vi.stubGlobal('addEventListener', (type: string, listener: () => void) => {
    if (type === 'install') installs.push(listener);
  });
  const install = () => {
    for (const listener of installs) listener();
  };
  return { importScripts, install };
}

describe("the worker's scripts loaded on first use", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    delete scope.testScriptValue;
  });

  it('are imported as the worker installs, and again once, when first needed', () => {
    const worker = fakeWorker(() => {
      scope.testScriptValue = 42;
    });
    importAtInstall(['/test-script.js']);
    expect(worker.importScripts).not.toHaveBeenCalled();
    worker.install();
    expect(worker.importScripts).toHaveBeenCalledExactlyOnceWith('/test-script.js');

    delete scope.testScriptValue;
    const loaded = () => scope.testScriptValue === 42;
    expect(importOnce('/test-script.js', loaded)).toBe(true);
    expect(importOnce('/test-script.js', loaded)).toBe(true);
    // Installation, then the first use: never again while the worker runs.
    expect(worker.importScripts).toHaveBeenCalledTimes(2);
  });

  it('say so where nothing can import them (a page, Firefox background)', () => {
    expect(importOnce('/test-script.js', () => false)).toBe(false);
  });

  it('an install that cannot import one is logged, and does not stop the installation', () => {
    const worker = fakeWorker(() => {
      throw new TypeError('not found');
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    importAtInstall(['/missing.js']);
    expect(() => worker.install()).not.toThrow();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('/missing.js'), expect.any(TypeError));
  });
});

describe('the Public Suffix List', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('comes from its own script, imported by the first domain parsed', () => {
    const installed = scope[PUBLIC_SUFFIX_GLOBAL];
    try {
      delete scope[PUBLIC_SUFFIX_GLOBAL];
      const worker = fakeWorker((url) => {
        expect(url).toBe('/public-suffix.js');
        scope[PUBLIC_SUFFIX_GLOBAL] = installed;
      });
      expect(publicSuffixParser()('www.acme.co.uk').domain).toBe('acme.co.uk');
      publicSuffixParser();
      expect(worker.importScripts).toHaveBeenCalledOnce();
    } finally {
      scope[PUBLIC_SUFFIX_GLOBAL] = installed;
    }
  });

  it('says clearly that it is missing, rather than answering no domain', () => {
    const installed = scope[PUBLIC_SUFFIX_GLOBAL];
    try {
      delete scope[PUBLIC_SUFFIX_GLOBAL];
      expect(() => publicSuffixParser()).toThrow('the Public Suffix List (public-suffix.js) is not loaded');
    } finally {
      scope[PUBLIC_SUFFIX_GLOBAL] = installed;
    }
  });
});
