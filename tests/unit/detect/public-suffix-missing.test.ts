import { Window } from 'happy-dom';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { detectCompany } from '@/lib/detect';
import { PUBLIC_SUFFIX_GLOBAL, PublicSuffixMissingError } from '@/lib/detect/public-suffix';

// A Public Suffix List that is not loaded is a load-order mistake, not a page without a company: detectCompany
// throws it in development and tests, and logs it once in production (then answers null, as before).

const scope = globalThis as Record<string, unknown>;
const windows: Window[] = [];
afterAll(async () => {
  await Promise.all(windows.splice(0).map((window) => window.happyDOM.close()));
});

const URL_OF_RECORD = 'https://sellerco.lightning.force.com/lightning/r/Account/0015g00000AcmeRbAA/view';

function accountPage(): Document {
  const window = new Window({ url: URL_OF_RECORD, settings: { disableJavaScriptEvaluation: true } });
  windows.push(window);
  window.document.body.innerHTML =
    '<dl><dt>Website</dt><dd><a href="https://www.acme-robotics.com">acme-robotics.com</a></dd></dl>';
  return window.document as unknown as Document;
}

describe('detectCompany without the Public Suffix List', () => {
  let parse: unknown;
  beforeEach(() => {
    parse = scope[PUBLIC_SUFFIX_GLOBAL];
    delete scope[PUBLIC_SUFFIX_GLOBAL];
  });
  afterEach(() => {
    scope[PUBLIC_SUFFIX_GLOBAL] = parse;
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('names the company once the list is there (the setup file installs it)', () => {
    scope[PUBLIC_SUFFIX_GLOBAL] = parse;
    expect(detectCompany(accountPage(), URL_OF_RECORD)?.domain).toBe('acme-robotics.com');
  });

  it('throws in tests and development, so a wrong load order never looks like a quiet page', () => {
    expect(() => detectCompany(accountPage(), URL_OF_RECORD)).toThrow(PublicSuffixMissingError);
  });

  it('in production, logs it once and answers null', () => {
    vi.stubEnv('DEV', false);
    vi.stubEnv('MODE', 'production');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(detectCompany(accountPage(), URL_OF_RECORD)).toBeNull();
    expect(detectCompany(accountPage(), URL_OF_RECORD)).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.[0]).toBeInstanceOf(PublicSuffixMissingError);
  });

  it('still answers null, without an error, on a page that shows no company', () => {
    const window = new Window({ url: 'https://sellerco.lightning.force.com/lightning/page/home' });
    windows.push(window);
    expect(
      detectCompany(
        window.document as unknown as Document,
        'https://sellerco.lightning.force.com/lightning/page/home',
      ),
    ).toBeNull();
  });
});
