import { Window } from 'happy-dom';
import { afterAll, describe, expect, it } from 'vitest';
import { detectCompany } from '@/lib/detect';

// The newer surfaces (more CRMs, the engagement apps, calendars) read their hook before any label. Each page
// has the hooked field under a label in a language lib/detect/field-labels.ts does not list (Polish), and a decoy under the
// English label the adapter would otherwise read: the hook must win. The Salesforce cases failed before (the
// highlights panel's Website and a Person Account's email were read by label only, or not at all).

const windows: Window[] = [];
afterAll(async () => {
  await Promise.all(windows.splice(0).map((window) => window.happyDOM.close()));
});

function detectOn(url: string, body: string) {
  const window = new Window({ url, settings: { disableJavaScriptEvaluation: true } });
  windows.push(window);
  window.document.body.innerHTML = body;
  return detectCompany(window.document as unknown as Document, url)?.domain ?? null;
}

describe('the new surfaces: hooks first', () => {
  it('Salesforce: a Website only in the highlights panel, by its element type, whatever its label', () => {
    const url = 'https://sellerco.lightning.force.com/lightning/r/Account/0015g00000InitecAAA/view';
    const body = `
      <records-highlights2><records-highlights-details-item><p title="Witryna">Witryna</p><p><lightning-formatted-url value="http://www.initech.pl"><a href="http://www.initech.pl">www.initech.pl</a></lightning-formatted-url></p></records-highlights-details-item></records-highlights2>`;
    expect(detectOn(url, body)).toBe('initech.pl');
  });

  it("Salesforce: a Person Account's Account.PersonEmail, whatever its label", () => {
    const url = 'https://sellerco.lightning.force.com/lightning/r/Account/001Pe00000JaneDoAAA/view';
    const body = `
      <records-record-layout-item field-label="E-mail osobisty" data-target-selection-name="sfdc:RecordField.Account.PersonEmail"><span>E-mail osobisty</span><a href="mailto:jan@globex.pl">jan@globex.pl</a></records-record-layout-item>`;
    expect(detectOn(url, body)).toBe('globex.pl');
  });

  it.each([
    ['https://sellerco.myfreshworks.com/crm/sales/accounts/70000123456', 'data-field="website"'],
    ['https://app.copper.com/companies/481516/app#/organization/2342', 'data-field="websites"'],
    ['https://crm.na1.insightly.com/details/Organisation/123456789', 'data-field="WEBSITE"'],
    [
      'https://sellerco.sugarondemand.com/#Accounts/8b0f6c1e-1f2a-11ee-9a3b-0242ac120002',
      'data-fieldname="website"',
    ],
    ['https://app.futuresimple.com/crm/contacts/70149392', 'data-field="website"'],
    ['https://sellerco.monday.com/boards/3928471/pulses/5521', 'data-column-type="link"'],
    ['https://app.outreach.io/accounts/123/overview', 'data-field="domain"'],
    ['https://app.salesloft.com/app/accounts/31337', 'data-field="domain"'],
    ['https://app.apollo.io/#/accounts/64f0c2a1b2c3d4e5f6a7b8c9', 'data-field="website_url"'],
  ])('%s: the field %s before the English label', (url, hook) => {
    const body = `
      <div><label>Website</label><div><a href="https://decoy-partner.com">decoy-partner.com</a></div></div>
      <div ${hook}><label>Witryna</label><div><a href="https://acme-robotics.pl">acme-robotics.pl</a></div></div>`;
    expect(detectOn(url, body)).toBe('acme-robotics.pl');
  });

  it.each([
    ['https://sellerco.myfreshworks.com/crm/sales/contacts/70000555', 'data-field="emails"'],
    ['https://app.copper.com/companies/481516/app#/person/9001', 'data-field="emails"'],
    ['https://crm.na1.insightly.com/details/Contact/123456790', 'data-field="EMAIL_ADDRESS"'],
    [
      'https://sellerco.sugarondemand.com/#Contacts/3c1e7d2f-2a3b-11ee-9a3b-0242ac120002',
      'data-fieldname="email"',
    ],
    ['https://app.futuresimple.com/crm/contacts/70149393', 'data-field="email"'],
    ['https://sellerco.monday.com/boards/3928472/pulses/6630', 'data-column-type="email"'],
    ['https://app.outreach.io/prospects/42/overview', 'data-field="emails"'],
    ['https://app.salesloft.com/app/people/123456789', 'data-field="email_address"'],
    ['https://app.apollo.io/#/people/64f0c2a1b2c3d4e5f6a7b8ca', 'data-field="email"'],
  ])("%s: the person's %s before the English label, a business address only", (url, hook) => {
    const decoy = '<div><label>Email</label><div>assistant@decoy-agency.com</div></div>';
    const field = (address: string) =>
      `<div ${hook}><label>Adres e-mail</label><div><a href="mailto:${address}">${address}</a></div></div>`;
    expect(detectOn(url, decoy + field('jan@globex.pl'))).toBe('globex.pl');
    // A personal mailbox names no company.
    expect(detectOn(url, field('jan.kowalski@gmail.com'))).toBeNull();
  });
});
