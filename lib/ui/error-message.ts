import { currentLocale, formattingLocale, hasMessage, type MessageKey, t } from '@/lib/i18n/catalogue';
import { textDirection } from '@/lib/i18n/languages';
import { perLocale } from '@/lib/i18n/per-locale';
import type { ApiErrorCode, ApiErrorInfo, ErrorValues, QueryRefusalCode } from '../api/errors';

// An error's sentence in the rep's language, for the pages and for the toolbar's title (the background loads the
// `common` area for it): apart from error-help.ts, whose titles and actions only pages show.

/** The refusals of a search's parameters: Research's words (lib/api/errors.ts QueryRefusalCode). */
const QUERY_REFUSALS: ReadonlySet<ApiErrorCode> = new Set<QueryRefusalCode>([
  'pageNumberInvalid',
  'pageSizeInvalid',
  'rangeNotWhole',
  'rangeReversed',
  'dateInvalid',
  'monthsInvalid',
  'numberOutOfRange',
  'identifierEmpty',
  'identifierInvalid',
]);

/** Each error sentence's message, by its code: derived, so that the pages carry no table of keys. */
function sentenceKey(code: ApiErrorCode): MessageKey {
  return QUERY_REFUSALS.has(code)
    ? (`research.queryRefusal.${code as QueryRefusalCode}` satisfies MessageKey)
    : (`common.errorMessage.${code as Exclude<ApiErrorCode, QueryRefusalCode>}` satisfies MessageKey);
}

/** A field's name (lib/api/query.ts QueryField), a sentence's `field` value; undefined for another value. */
function fieldKey(field: string | number): MessageKey | undefined {
  const key = `research.queryField.${field}`;
  return hasMessage(key) ? key : undefined;
}

/**
 * An error's sentence in the rep's language. The background writes errors in English (it has no page messages)
 * and names the sentence (`sentence`); a `message` written without one, or rewritten since, is shown as it is.
 */
export function errorMessage(error: ApiErrorInfo): string {
  const sentence = error.sentence;
  const key = sentence ? sentenceKey(sentence.code) : undefined;
  if (!sentence || !key || sentence.english !== error.message) return error.message;
  // The refusals of a search's parameters are Research's words: a page without them (the rep should never meet
  // one outside Research) says the English rather than a missing message.
  if (!hasMessage(key)) return error.message;
  if (sentence.code === 'unknownValues' && error.filters && error.filters.length > 1) {
    const named = error.filters.map((filter) =>
      t('common.errorMessage.namedValue', isolated({ kind: filter.kind, value: filter.value })),
    );
    return t(key, { values: listFormat(formattingLocale()).format(named) });
  }
  const values = sentence.values ?? {};
  if (values.field === undefined) return t(key, isolated(values));
  const field = fieldKey(values.field);
  // A field this page has no name for is not put into its language as a bare identifier: English says it right.
  if (!field) return error.message;
  // The field's name is the page's own text, in its language: only the sentence's other values are isolated.
  return t(key, { ...isolated(values), field: t(field) });
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
