import { type MessageKey, type MessagePart, type MessageValues, messageParts, t } from '@/lib/i18n/catalogue';
import type { AccountDetail } from '../api/accounts';
import type { VendorProfile } from '../api/vendors';
import { formatCount, formatDate, formatMoney, formatRating } from './format';
import { sortStack, statusLabel } from './tech-stack';

/** Markdown-inert text: API strings never become links, headings or emphasis in the CRM note. */
export function escapeMarkdown(value: string): string {
  return value
    .replace(/[\r\n]+/g, ' ')
    .replace(/[\\`*_{}[\]()#+!|<>~]/g, '\\$&')
    .replace(/^(\s*)([-=])/, '$1\\$2')
    .trim();
}

/** A message as Markdown: its `<b>` parts bold. Values come escaped (escapeMarkdown) or formatted. */
function markdown(key: MessageKey, values?: MessageValues): string {
  const render = (parts: readonly MessagePart[]): string =>
    parts.map((part) => (typeof part === 'string' ? part : `**${render(part.children)}**`)).join('');
  return render(messageParts(key, values));
}

/**
 * The account's summary as Markdown for a CRM note, in the rep's language: header facts, KPIs, the stack with
 * statuses (unhappy first) and, for each vendor whose profile was loaded, its top like and dislike. What the
 * API sent stays as sent.
 */
export function buildAccountBrief(
  account: AccountDetail,
  vendors: ReadonlyMap<string, VendorProfile> = new Map(),
): string {
  const lines: string[] = [`## ${escapeMarkdown(account.name)} (${escapeMarkdown(account.domain_name)})`, ''];
  const facts = [
    account.location
      ? t('accountDetails.accountBrief.hq', { location: escapeMarkdown(account.location) })
      : null,
    account.revenue !== null
      ? t('accountDetails.accountBrief.revenue', { revenue: formatMoney(account.revenue) })
      : null,
    account.employee_count !== null
      ? t('accountDetails.accountBrief.headcount', { headcount: formatCount(account.employee_count) })
      : null,
    account.industry.length
      ? t('accountDetails.accountBrief.industry', {
          industries: account.industry.map(escapeMarkdown).join('; '),
        })
      : null,
    account.targeted ? t('accountDetails.accountBrief.targeted') : null,
  ].filter((fact): fact is string => fact !== null);
  if (facts.length) lines.push(facts.join(' · '), '');
  if (account.kpis) {
    lines.push(
      markdown('accountDetails.accountBrief.interviews', {
        count: formatCount(account.kpis.interview_count),
        first: formatDate(account.kpis.first_interviewed),
        last: formatDate(account.kpis.last_interviewed),
      }),
      '',
    );
  }
  const stack = sortStack(account.tech_stack ?? []);
  if (stack.length) {
    lines.push(`### ${t('accountDetails.accountBrief.techStack')}`, '');
    for (const item of stack) {
      const values = {
        product: escapeMarkdown(item.product),
        status: statusLabel(item.status),
        rating: formatRating(item.rating, 10),
        count: item.interview_count,
      };
      lines.push(
        `- ${
          item.vendor
            ? markdown('accountDetails.accountBrief.stackItemWithVendor', {
                ...values,
                vendor: escapeMarkdown(item.vendor),
              })
            : markdown('accountDetails.accountBrief.stackItem', values)
        }`,
      );
    }
    lines.push('');
  }
  const profiles = [...vendors.values()];
  if (profiles.length) {
    lines.push(`### ${t('accountDetails.accountBrief.vendorsHeading')}`, '');
    for (const vendor of profiles) {
      const like = vendor.likes?.[0]?.headline;
      const dislike = vendor.dislikes?.[0]?.headline;
      lines.push(
        `- ${markdown('accountDetails.accountBrief.vendor', { vendor: escapeMarkdown(vendor.name), median: formatRating(vendor.median_rating, 5) })}`,
      );
      if (like) lines.push(`  - ${t('accountDetails.accountBrief.like', { like: escapeMarkdown(like) })}`);
      if (dislike)
        lines.push(`  - ${t('accountDetails.accountBrief.dislike', { dislike: escapeMarkdown(dislike) })}`);
    }
    lines.push('');
  }
  lines.push(
    t('accountDetails.accountBrief.source', {
      source: account.url.startsWith('https://') ? account.url : 'Buyer Intelligence',
    }),
  );
  return `${lines.join('\n').trim()}\n`;
}
