import { defineSiteAdapter, recordCandidate } from '../adapter';
import { labelsOf, WEBSITE_LABELS } from '../field-labels';
import { EMAIL_LABELS, hookOrLabelValues } from '../fields';
import { dynamicsHosts } from '../site-hosts';

// Handles Dynamics 365 model-driven apps (https://<org>.crm<N>.dynamics.com/main.aspx?...):
//   ?pagetype=entityrecord&etn=account&id=...  → the account's Website (websiteurl)
//   ?pagetype=entityrecord&etn=contact|lead&id=... → the Email (emailaddress1)
// Entity lists (pagetype=entitylist), dashboards and the app's home page name no company.

export const dynamics = defineSiteAdapter(dynamicsHosts, {
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
  return hookOrLabelValues(document, `[data-id^="${attribute}."], [data-id="${attribute}"]`, labels);
}
