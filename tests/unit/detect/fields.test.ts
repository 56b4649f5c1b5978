import { Window } from 'happy-dom';
import { afterAll, describe, expect, it } from 'vitest';
import { labelsOf, WEBSITE_LABELS } from '@/lib/detect/field-labels';
import { EMAIL_LABELS, fieldValues, hookOrLabelValues } from '@/lib/detect/fields';

// The one field reader: every way a page names a field, in any language of the label tables, and what it
// leaves alone.

const windows: Window[] = [];
afterAll(async () => {
  await Promise.all(windows.splice(0).map((window) => window.happyDOM.close()));
});

function pageWith(body: string, url = 'https://app.example-crm.com/record/1'): Document {
  const window = new Window({ url, settings: { disableJavaScriptEvaluation: true } });
  windows.push(window);
  window.document.body.innerHTML = body;
  return window.document as unknown as Document;
}

const WEBSITE = labelsOf(WEBSITE_LABELS);

describe('fieldValues: a field by what names it', () => {
  it.each([
    ['a label beside its value', '<dl><dt>Website</dt><dd>acme.example</dd></dl>', ['acme.example']],
    ['a label in another language', '<dl><dt>Sitio web</dt><dd>acme.example</dd></dl>', ['acme.example']],
    [
      'an input named by its aria-label',
      '<input aria-label="Website" value="acme.example">',
      ['acme.example'],
    ],
    [
      'an input named by its placeholder',
      '<input placeholder="Add Website" value="acme.example">',
      ['acme.example'],
    ],
    [
      'a link named by its aria-label',
      '<a aria-label="website link" href="https://acme.example/"><i></i></a>',
      ['https://acme.example/'],
    ],
    [
      'a link named by its title',
      '<a title="Website" href="https://acme.example/"><i></i></a>',
      ['https://acme.example/'],
    ],
    ['a link named by its text', '<a href="https://acme.example/">Website</a>', ['https://acme.example/']],
  ])('%s', (_way, body, expected) => {
    expect(fieldValues(pageWith(body), WEBSITE)).toEqual(expected);
  });

  it('reads no empty input, nor one whose placeholder names another field', () => {
    const body =
      '<input placeholder="Add Website" value=""><input placeholder="Add Phone Number" value="+1 555">';
    expect(fieldValues(pageWith(body), WEBSITE)).toEqual([]);
  });

  it("takes a link to the app's own host for navigation (a tab called Emails), not a value", () => {
    const body = '<nav><a href="https://app.example-crm.com/record/1/emails">Emails</a></nav>';
    expect(fieldValues(pageWith(body), EMAIL_LABELS)).toEqual([]);
  });

  it('reads a label inside a link named by it once, as the link', () => {
    const body =
      '<a href="https://acme.example/"><span>Website</span></a><a href="https://www.linkedin.com/company/acme">LinkedIn</a>';
    expect(fieldValues(pageWith(body), WEBSITE)).toEqual(['https://acme.example/']);
  });

  it('looks only where it is told to (a record open over a list)', () => {
    const document = pageWith(
      '<table><tr><th>Website</th><td>globex.example</td></tr></table><div role="dialog"><input placeholder="Add Website" value="acme.example"></div>',
    );
    const panel = [...document.querySelectorAll('[role="dialog"]')];
    expect(hookOrLabelValues(document, '[data-field="websites"]', WEBSITE, { within: panel })).toEqual([
      'acme.example',
    ]);
  });
});
