import { defineSiteAdapter, recordCandidate } from '../adapter';
import { isVisible } from '../dom';
import { labelsOf, WEBSITE_LABELS } from '../field-labels';
import { EMAIL_LABELS, fieldValues, normalizeLabel, valuesOf } from '../fields';

// Handles Dynamics 365 model-driven apps (https://<org>.crm<N>.dynamics.com/main.aspx?...):
//   ?pagetype=entityrecord&etn=account&id=...  → the account's Website (websiteurl)
//   ?pagetype=entityrecord&etn=contact|lead&id=... → the Email (emailaddress1)
// Entity lists (pagetype=entitylist), dashboards and the app's home page name no company.

export const dynamics = defineSiteAdapter({
  source: 'dynamics',
  family: 'crm',
  hosts: /^[a-z0-9-]+\.crm\d*\.dynamics\.com$/,
  // One pattern per region's crm<N> host (match patterns cannot say "crm<N>"). Written out: a computed list
  // would stay in the other families' bundles.
  matches: [
    'https://*.crm.dynamics.com/*',
    'https://*.crm2.dynamics.com/*',
    'https://*.crm3.dynamics.com/*',
    'https://*.crm4.dynamics.com/*',
    'https://*.crm5.dynamics.com/*',
    'https://*.crm6.dynamics.com/*',
    'https://*.crm7.dynamics.com/*',
    'https://*.crm8.dynamics.com/*',
    'https://*.crm9.dynamics.com/*',
    'https://*.crm10.dynamics.com/*',
    'https://*.crm11.dynamics.com/*',
    'https://*.crm12.dynamics.com/*',
    'https://*.crm13.dynamics.com/*',
    'https://*.crm14.dynamics.com/*',
    'https://*.crm15.dynamics.com/*',
    'https://*.crm16.dynamics.com/*',
    'https://*.crm17.dynamics.com/*',
    'https://*.crm19.dynamics.com/*',
    'https://*.crm20.dynamics.com/*',
    'https://*.crm21.dynamics.com/*',
  ],
  find(document, url) {
    const params = new URLSearchParams(url.search || url.hash.replace(/^#/, ''));
    const pageType = params.get('pagetype')?.toLowerCase();
    // A record link may leave pagetype out; an id then says a record is open.
    if (pageType ? pageType !== 'entityrecord' : !params.get('id')) return null;
    const entity = params.get('etn')?.toLowerCase();
    if (entity === 'account') {
      return recordCandidate(
        'dynamics',
        'company',
        controlValues(document, 'websiteurl', labelsOf(WEBSITE_LABELS)),
      );
    }
    if (entity === 'contact' || entity === 'lead') {
      return recordCandidate('dynamics', 'person', controlValues(document, 'emailaddress1', EMAIL_LABELS));
    }
    return null;
  },
});

// Unified Interface names each control by its attribute in every UI language:
// data-id="websiteurl.fieldControl-url-text-input"; the label, in any language, is the fallback.
function controlValues(document: Document, attribute: string, labels: readonly string[]): string[] {
  const controls = [...document.querySelectorAll(`[data-id^="${attribute}."], [data-id="${attribute}"]`)];
  const values = controls
    .filter(isVisible)
    .flatMap((control) => valuesOf(control, new Set(labels.map(normalizeLabel))));
  return values.length > 0 ? values : fieldValues(document, labels);
}
