// No imports: the popup and sidebar show these sentences, and must not pull in the detector.

/** Why a page was not looked up; each has a sentence in the UI and most a "look up anyway". */
export type SkipReason =
  | 'denied-site'
  | 'personal-mail'
  | 'disabled-site'
  | 'work-surfaces-only'
  | 'on-request-only'
  | 'private-window';

/** One sentence for the UI on why nothing was looked up. */
export function describeSkip(reason: SkipReason): string {
  switch (reason) {
    case 'denied-site':
      return 'Buyer Lens never looks up consumer sites, search engines, webmail or the CRMs themselves.';
    case 'personal-mail':
      return 'This is a personal mailbox domain, not a company.';
    case 'disabled-site':
      return 'You switched Buyer Lens off for this site.';
    case 'work-surfaces-only':
      return 'Buyer Lens looks up only CRM, LinkedIn and mail pages and the sites you allowed.';
    case 'on-request-only':
      return 'Buyer Lens looks up pages only when you ask.';
    case 'private-window':
      return 'Buyer Lens does not look anything up in private windows unless you allow it in Options.';
  }
}
