import { currentLocale, formattingLocale, type MessageKey, t } from '@/lib/i18n/catalogue';
import { textDirection } from '@/lib/i18n/languages';
import { perLocale } from '@/lib/i18n/per-locale';
import type { ApiErrorCode, ApiErrorInfo, ErrorValues } from '../api/errors';

// An error's sentence in the rep's language, for the pages and for the toolbar's title (the background loads the
// `common` area for it): apart from error-help.ts, whose titles and actions only pages show.

/** Each error sentence's message (lib/api/errors.ts ApiErrorCode): a table of keys, said when shown. */
const SENTENCES: Readonly<Record<ApiErrorCode, MessageKey>> = {
  unauthorized: 'common.errorMessage.unauthorized',
  forbidden: 'common.errorMessage.forbidden',
  forbiddenAccountPages: 'common.errorMessage.forbiddenAccountPages',
  forbiddenVendorProfiles: 'common.errorMessage.forbiddenVendorProfiles',
  notFound: 'common.errorMessage.notFound',
  notFoundAccount: 'common.errorMessage.notFoundAccount',
  notFoundVendor: 'common.errorMessage.notFoundVendor',
  notFoundTranscript: 'common.errorMessage.notFoundTranscript',
  unknownValues: 'common.errorMessage.unknownValues',
  unknownValue: 'common.errorMessage.unknownValue',
  unknownValueSuggestion: 'common.errorMessage.unknownValueSuggestion',
  unknownValueSuggestions: 'common.errorMessage.unknownValueSuggestions',
  acceptedValues: 'common.errorMessage.acceptedValues',
  filterRefused: 'common.errorMessage.filterRefused',
  rateLimited: 'common.errorMessage.rateLimited',
  serverError: 'common.errorMessage.serverError',
  requestRefused: 'common.errorMessage.requestRefused',
  addressNotUrl: 'common.errorMessage.addressNotUrl',
  addressNotHttps: 'common.errorMessage.addressNotHttps',
  timeout: 'common.errorMessage.timeout',
  network: 'common.errorMessage.network',
  unreadable: 'common.errorMessage.unreadable',
  offline: 'common.errorMessage.offline',
  heldRateLimited: 'common.errorMessage.heldRateLimited',
  heldServer: 'common.errorMessage.heldServer',
  unexpected: 'common.errorMessage.unexpected',
  responseTooLarge: 'common.errorMessage.responseTooLarge',
  ratingNeedsProduct: 'common.errorMessage.ratingNeedsProduct',
  ratingRange: 'common.errorMessage.ratingRange',
  noApiKey: 'common.errorMessage.noApiKey',
  apiNotAllowed: 'common.errorMessage.apiNotAllowed',
  offlineLookup: 'common.errorMessage.offlineLookup',
  lookupUnreadable: 'common.errorMessage.lookupUnreadable',
  noAccountMatches: 'common.errorMessage.noAccountMatches',
  privateWindowPick: 'common.errorMessage.privateWindowPick',
  pageUnreadable: 'common.errorMessage.pageUnreadable',
  tabGone: 'common.errorMessage.tabGone',
  pickNotRemembered: 'common.errorMessage.pickNotRemembered',
  nameTooLong: 'common.errorMessage.nameTooLong',
  nameControlCharacters: 'common.errorMessage.nameControlCharacters',
  lookupEmpty: 'common.errorMessage.lookupEmpty',
  lookupTooLong: 'common.errorMessage.lookupTooLong',
  dateFormat: 'common.errorMessage.dateFormat',
  apiKeyEmpty: 'common.errorMessage.apiKeyEmpty',
  invalidRequest: 'common.errorMessage.invalidRequest',
};

/**
 * An error's sentence in the rep's language. The background writes errors in English (it has no page messages)
 * and names the sentence (`sentence`); a `message` written without one, or rewritten since, is shown as it is.
 */
export function errorMessage(error: ApiErrorInfo): string {
  const sentence = error.sentence;
  const key = sentence && Object.hasOwn(SENTENCES, sentence.code) ? SENTENCES[sentence.code] : undefined;
  if (!sentence || !key || sentence.english !== error.message) return error.message;
  if (sentence.code === 'unknownValues' && error.filters && error.filters.length > 1) {
    const named = error.filters.map((filter) =>
      t('common.errorMessage.namedValue', isolated({ kind: filter.kind, value: filter.value })),
    );
    return t(key, { values: listFormat(formattingLocale()).format(named) });
  }
  return t(key, isolated(sentence.values ?? {}));
}

/**
 * The values of a sentence, each kept in its own direction in a right-to-left language (a domain or an address
 * inside Hebrew text): Unicode's first-strong isolate, as `<bdi>` in plain text.
 */
function isolated(values: ErrorValues): ErrorValues {
  if (textDirection(currentLocale()) !== 'rtl') return values;
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'string' ? `\u2068${value}\u2069` : value,
    ]),
  );
}

/**
 * "a, b and c" in the rep's language. English as Buyer Lens has always written it, without the serial comma
 * (British English's list), so that English text stays as it was.
 */
const listFormat = perLocale(
  (locale) => new Intl.ListFormat(locale === 'en' ? 'en-GB' : locale, { type: 'conjunction' }),
);
