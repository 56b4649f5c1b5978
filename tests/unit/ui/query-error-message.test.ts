import { afterAll, describe, expect, it } from 'vitest';
import { accountListQuery } from '@/lib/api/accounts';
import { type ApiErrorInfo, isApiError } from '@/lib/api/errors';
import {
  boundedInteger,
  isoDate,
  months,
  pageNumber,
  pageSize,
  pathSegment,
  QUERY_FIELD_LABELS,
  type QueryField,
  range,
} from '@/lib/api/query';
import { REFUSED } from '@/lib/background/sender-guards';
import { loadMessages } from '@/lib/i18n/catalogue';
import { MESSAGE_AREAS } from '@/lib/i18n/message-keys';
import { errorMessage } from '@/lib/ui/error-message';

// The query guards' refusals and the sender guard's are written in English by the background; each names its
// sentence, and a refusal that names a field sends the field, so that a page says both in the rep's language.

/** What the guard threw, as it crosses to the page. */
function refusal(guard: () => unknown): ApiErrorInfo {
  try {
    guard();
  } catch (error) {
    if (isApiError(error)) return error.toInfo();
    throw error;
  }
  throw new Error('The guard accepted the value.');
}

const FIELDS = Object.keys(QUERY_FIELD_LABELS) as QueryField[];

/** Every refusal of lib/api/query.ts, with every field it can name. */
const refusals = [
  refusal(() => pageNumber(0)),
  refusal(() => pageSize(51)),
  refusal(() => months(1.5)),
  ...FIELDS.flatMap((field) => [
    refusal(() => range({ min: -1 }, field)),
    refusal(() => range({ min: 10, max: 5 }, field)),
    refusal(() => isoDate('2026-02-30', field)),
    refusal(() => boundedInteger(11, 1, 10, field)),
    refusal(() => pathSegment(' ', field)),
    refusal(() => pathSegment('..', field)),
  ]),
];

describe("the query guards' sentences", () => {
  it.each(refusals.map((info) => [info.message, info]))('says “%s” in English as written', (_, info) => {
    expect(info.kind).toBe('invalid_input');
    expect(info.sentence?.english).toBe(info.message);
    expect(errorMessage(info)).toBe(info.message);
  });

  it('keeps the English words the guards have always written', () => {
    expect(refusal(() => accountListQuery({ min_rating: 0, products: ['Outreach'] })).message).toBe(
      'The lowest rating must be a whole number from 1 to 10.',
    );
    expect(refusal(() => accountListQuery({ revenue: { min: 10, max: 5 } })).message).toBe(
      'The revenue range starts above where it ends.',
    );
    expect(refusal(() => pathSegment('', 'account')).message).toBe('The account is empty.');
    expect(refusal(() => pathSegment('..', 'vendor')).message).toBe('“..” is not a valid vendor.');
  });

  it('sends the field, not its English words', () => {
    expect(refusal(() => accountListQuery({ employee_count: { min: 9, max: 1 } })).sentence).toEqual({
      code: 'rangeReversed',
      values: { field: 'employeeCount' },
      english: 'The employee count range starts above where it ends.',
    });
  });

  it('shows English when the field is not one this page can name', () => {
    const info = refusal(() => range({ min: 10, max: 5 }, 'revenue'));
    const unknown: ApiErrorInfo = {
      ...info,
      sentence: { code: 'rangeReversed', values: { field: 'budget' }, english: info.message },
    };
    expect(errorMessage(unknown)).toBe(info.message);
  });
});

describe("the sender guard's sentence", () => {
  it('keeps its English words and names its sentence', () => {
    expect(REFUSED).toEqual({
      kind: 'extension',
      message: 'Buyer Lens refused a message from outside its own pages.',
      sentence: {
        code: 'senderRefused',
        english: 'Buyer Lens refused a message from outside its own pages.',
      },
    });
    expect(errorMessage(REFUSED)).toBe(REFUSED.message);
  });
});

describe("in the rep's language", () => {
  afterAll(() => loadMessages(MESSAGE_AREAS, 'en'));

  it('says a refusal in German, with the field by its German name', async () => {
    await loadMessages(['common', 'research'], 'de');
    expect(errorMessage(refusal(() => accountListQuery({ revenue: { min: 10, max: 5 } })))).toBe(
      'Im Bereich „Umsatz“ liegt der Anfang über dem Ende.',
    );
    expect(errorMessage(refusal(() => accountListQuery({ min_rating: 0, products: ['Outreach'] })))).toBe(
      'Für „niedrigste Bewertung“ ist eine ganze Zahl von 1 bis 10 nötig.',
    );
    expect(errorMessage(refusal(() => pathSegment('..', 'vendor')))).toBe(
      '„..“ ist kein gültiger Wert für „Anbieter“.',
    );
    expect(errorMessage(refusal(() => pageSize(0)))).toBe(
      'Die Seitengröße muss eine ganze Zahl von 1 bis 50 sein.',
    );
    expect(errorMessage(REFUSED)).toBe(
      'Buyer Lens hat eine Nachricht abgelehnt, die nicht von seinen eigenen Seiten kam.',
    );
  });

  it('says a refusal in Japanese', async () => {
    await loadMessages(['common', 'research'], 'ja');
    expect(errorMessage(refusal(() => accountListQuery({ start_date: '2026-02-30' })))).toBe(
      '「インタビュー開始日」にはYYYY-MM-DD形式の有効な日付を指定してください。',
    );
  });

  it("isolates the rep's value in Hebrew, and not the field's Hebrew name", async () => {
    await loadMessages(['common', 'research'], 'he');
    expect(errorMessage(refusal(() => pathSegment('..', 'transcriptId')))).toBe(
      '"\u2068..\u2069" אינו ערך תקין עבור "מזהה תמליל".',
    );
  });

  it('says the English on a page without Research’s words, not a missing message', async () => {
    await loadMessages(['common'], 'de');
    const error = refusal(() => pageSize(0));
    expect(errorMessage(error)).toBe(error.message);
  });
});
