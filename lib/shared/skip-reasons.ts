// Only the catalogue: the popup and sidebar show these sentences, and must not pull in the detector.
import { type MessageKey, t } from '../i18n/catalogue';

/** Why a page was not looked up; each has a sentence in the UI and most a "look up anyway". */
export type SkipReason =
  | 'denied-site'
  | 'personal-mail'
  | 'disabled-site'
  | 'work-surfaces-only'
  | 'on-request-only'
  | 'private-window';

/** Each reason's sentence, by key: said when shown, in the rep's language. */
const SKIP_SENTENCES: Readonly<Record<SkipReason, MessageKey>> = {
  'denied-site': 'panel.skipReason.deniedSite',
  'personal-mail': 'panel.skipReason.personalMail',
  'disabled-site': 'panel.skipReason.disabledSite',
  'work-surfaces-only': 'panel.skipReason.workSurfacesOnly',
  'on-request-only': 'panel.skipReason.onRequestOnly',
  'private-window': 'panel.skipReason.privateWindow',
};

/** One sentence for the UI on why nothing was looked up. */
export function describeSkip(reason: SkipReason): string {
  return t(SKIP_SENTENCES[reason]);
}
