import { Window } from 'happy-dom';
import { afterAll, describe, expect, it } from 'vitest';
import { detectCompany } from '@/lib/detect';

// An adapter reads the field a language-independent hook names before any label. Each page
// below has the hooked field under a label in another language and a decoy under the English label the adapter
// would otherwise read: the hook must win.

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

describe('hooks first, words second', () => {
  it('Salesforce: the field named sfdc:RecordField.Account.Website, whatever its label says', () => {
    const url = 'https://sellerco.lightning.force.com/lightning/r/Account/0015g00000AcmeRbAA/view';
    const body = `
      <records-record-layout-item field-label="Website"><span>Website</span><a href="https://decoy-partner.com">decoy-partner.com</a></records-record-layout-item>
      <records-record-layout-item field-label="Site Web" data-target-selection-name="sfdc:RecordField.Account.Website"><span>Site Web</span><a href="https://acme-robotics.fr">acme-robotics.fr</a></records-record-layout-item>`;
    expect(detectOn(url, body)).toBe('acme-robotics.fr');
  });

  it('Salesforce: a contact Email hook under a Japanese label', () => {
    const url = 'https://sellerco.lightning.force.com/lightning/r/Contact/0035g00000JaneDoAA/view';
    const body = `
      <records-record-layout-item field-label="メール" data-target-selection-name="sfdc:RecordField.Contact.Email"><span>メール</span><a href="mailto:taro@globex.co.jp">taro@globex.co.jp</a></records-record-layout-item>
      <records-record-layout-item field-label="Email"><span>Email</span><span>assistant@decoy-agency.com</span></records-record-layout-item>`;
    expect(detectOn(url, body)).toBe('globex.co.jp');
  });

  it('Zoho: #subvalue_WEBSITE, whatever the label', () => {
    const url = 'https://crm.zoho.eu/crm/org1/tab/Accounts/4876876000000123001';
    const body = `
      <div><span>Website</span><span><a href="https://decoy-partner.com">decoy-partner.com</a></span></div>
      <div><span>Sitio web</span><span id="subvalue_WEBSITE"><a href="https://zylker.es">zylker.es</a></span></div>`;
    expect(detectOn(url, body)).toBe('zylker.es');
  });

  it('Pipedrive: data-test="org-field-website", whatever the label', () => {
    const url = 'https://sellerco.pipedrive.com/organization/812';
    const body = `
      <div class="item"><div class="item__label">Website</div><div class="item__value">decoy-partner.com</div></div>
      <div class="item" data-test="org-field-website"><div class="item__label">Site</div><div class="item__value"><a href="https://stark.com.br">stark.com.br</a></div></div>`;
    expect(detectOn(url, body)).toBe('stark.com.br');
  });

  it('LinkedIn: the link LinkedIn tracks as about_website, whatever its words', () => {
    const url = 'https://fr.linkedin.com/company/driftwood-resorts';
    const body = `
      <section class="top-card-layout">
        <a href="https://www.linkedin.com/redir/redirect?url=https%3A%2F%2Fdriftwood.fr&amp;trk=about_website" data-tracking-control-name="about_website">Voir le site web</a>
      </section>`;
    expect(detectOn(url, body)).toBe('driftwood.fr');
  });
});
