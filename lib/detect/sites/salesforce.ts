import { defineSiteAdapter, recordCandidate } from '../adapter';
import { isVisible, queryAllDeep } from '../dom';
import { ACCOUNT_NAME_LABELS, labelsOf, WEBSITE_LABELS } from '../field-labels';
import { EMAIL_LABELS, fieldValues, hookValues, valuesOf } from '../fields';
import { salesforceHosts } from '../site-hosts';
import type { CandidateKind } from '../types';
import { readSalesforceList } from './salesforce-list';

// Handles Salesforce record pages:
// - Lightning (also the console, whose URL names the focused tab's record):
//   https://<org>.lightning.force.com/lightning/r/Account/001.../view       → the account's Website (also where
//                                                                            only the highlights panel shows it);
//                                                                            a Person Account without one: the
//                                                                            person's business Email
//   https://<org>.lightning.force.com/lightning/r/Opportunity/006.../view   → a Website shown on it, else the
//                                                                            account's name (Account Name)
//   https://<org>.lightning.force.com/lightning/r/Contact/003.../view       → the contact's Email
//   https://<org>.lightning.force.com/lightning/r/Lead/00Q.../view          → the lead's Email
// - Classic: https://<org>.my.salesforce.com/001... (003 contact, 00Q lead, 006 opportunity).
// List views (/lightning/o/Account/list) name no company: their rows are read by ./salesforce-list.ts; home and
// setup pages name none.
// Lightning renders fields inside nested shadow roots and keeps stale console tabs hidden in the DOM: the
// field search pierces shadow roots and only visible fields count. Each field is read first by its API name,
// which Lightning writes on the field in every UI language (data-target-selection-name=
// "sfdc:RecordField.Account.Website"), then by its label in any language of lib/detect/field-labels.ts.

const LIGHTNING_RECORD = /^\/lightning\/r\/(?:([A-Za-z0-9_]+)\/)?([A-Za-z0-9]{12,24})\/(?:view|edit)\b/;
const CLASSIC_RECORD = /^\/([A-Za-z0-9]{12,20})\/?$/;

const KIND_BY_OBJECT: Record<string, CandidateKind> = {
  account: 'company',
  opportunity: 'company',
  contact: 'person',
  lead: 'person',
};
const OBJECT_BY_ID_PREFIX: Record<string, string> = {
  '001': 'account',
  '006': 'opportunity',
  '003': 'contact',
  '00Q': 'lead',
};
// The API names of the fields read, per object: the hook Lightning puts on each field.
const FIELD_BY_OBJECT: Record<string, string> = {
  account: 'Account.Website',
  opportunity: 'Opportunity.Website',
  contact: 'Contact.Email',
  lead: 'Lead.Email',
};

export const salesforce = defineSiteAdapter(salesforceHosts, {
  find(document, url) {
    const object = recordObject(url);
    const kind = object ? KIND_BY_OBJECT[object] : undefined;
    if (!object || !kind) return null;
    const labels = kind === 'person' ? EMAIL_LABELS : labelsOf(WEBSITE_LABELS);
    let values = fieldValuesOf(document, FIELD_BY_OBJECT[object] ?? '', labels, object === 'account');
    // A person's address by its element type: Lightning renders every email field as lightning-formatted-email.
    if (values.length === 0 && kind === 'person') {
      values = hookValues(document, 'lightning-formatted-email', labels, { deep: true });
    }
    // A Person Account (a person, not a company) has no Website: its PersonEmail, a business address only.
    if (values.length === 0 && object === 'account') {
      const email = fieldValuesOf(document, 'Account.PersonEmail', EMAIL_LABELS);
      return recordCandidate('salesforce', 'person', email);
    }
    if (values.length > 0 || object !== 'opportunity') return recordCandidate('salesforce', kind, values);
    // An opportunity shows its account by name only: the Account Name field's link text (never its href).
    const names = fieldValuesOf(document, 'Opportunity.AccountId', labelsOf(ACCOUNT_NAME_LABELS));
    return recordCandidate(
      'salesforce',
      'account',
      names.filter((name) => !/^https?:\/\//i.test(name)),
    );
  },
  list: readSalesforceList,
});

// The field by its API name first; then, for an account's Website, by its element type in the highlights
// panel (records-highlights-details-item: Lightning's compact layout names no API field there, and its URL field,
// lightning-formatted-url in every UI language, is the Website); by its
// label, in any language, where neither shows it.
function fieldValuesOf(
  document: Document,
  apiName: string,
  labels: readonly string[],
  inHighlights = false,
): string[] {
  const hooked = hookValues(document, `[data-target-selection-name="sfdc:RecordField.${apiName}"]`, labels, {
    deep: true,
  });
  if (hooked.length > 0) return hooked;
  if (inHighlights) {
    const highlighted = queryAllDeep(document, 'records-highlights-details-item')
      .flatMap((item) => queryAllDeep(item, 'lightning-formatted-url'))
      .filter(isVisible)
      .flatMap((url) => valuesOf(url));
    if (highlighted.length > 0) return highlighted;
  }
  return fieldValues(document, labels, { deep: true });
}

function recordObject(url: URL): string | null {
  const lightning = LIGHTNING_RECORD.exec(url.pathname);
  if (lightning) {
    const id = lightning[2] ?? '';
    return (lightning[1]?.toLowerCase() ?? OBJECT_BY_ID_PREFIX[id.slice(0, 3)]) || null;
  }
  const classic = CLASSIC_RECORD.exec(url.pathname);
  return classic?.[1] ? (OBJECT_BY_ID_PREFIX[classic[1].slice(0, 3)] ?? null) : null;
}
