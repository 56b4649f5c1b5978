import type { AccountDetail } from '../api/accounts';
import type { VendorProfile } from '../api/vendors';
import { formatCount, formatDate, formatMoney, formatRating } from './format';
import { STATUS_LABELS, sortStack } from './tech-stack';

/** Markdown-inert text: API strings never become links, headings or emphasis in the CRM note. */
export function escapeMarkdown(value: string): string {
  return value
    .replace(/[\r\n]+/g, ' ')
    .replace(/[\\`*_{}[\]()#+!|<>~]/g, '\\$&')
    .replace(/^(\s*)([-=])/, '$1\\$2')
    .trim();
}

/**
 * The account's summary as Markdown for a CRM note: header facts, KPIs, the stack with statuses
 * (unhappy first) and, for each vendor whose profile was loaded, its top like and dislike.
 */
export function buildAccountBrief(
  account: AccountDetail,
  vendors: ReadonlyMap<string, VendorProfile> = new Map(),
): string {
  const lines: string[] = [`## ${escapeMarkdown(account.name)} (${escapeMarkdown(account.domain_name)})`, ''];
  const facts = [
    account.location ? `HQ: ${escapeMarkdown(account.location)}` : null,
    account.revenue !== null ? `Revenue: ${formatMoney(account.revenue)}` : null,
    account.employee_count !== null ? `Headcount: ${formatCount(account.employee_count)}` : null,
    account.industry.length ? `Industry: ${account.industry.map(escapeMarkdown).join('; ')}` : null,
    account.targeted ? 'Targeted account' : null,
  ].filter((fact): fact is string => fact !== null);
  if (facts.length) lines.push(facts.join(' · '), '');
  if (account.kpis) {
    lines.push(
      `**Interviews:** ${formatCount(account.kpis.interview_count)} (first ${formatDate(account.kpis.first_interviewed)}, last ${formatDate(account.kpis.last_interviewed)})`,
      '',
    );
  }
  const stack = sortStack(account.tech_stack ?? []);
  if (stack.length) {
    lines.push('### Tech stack', '');
    for (const item of stack) {
      const vendor = item.vendor ? ` (${escapeMarkdown(item.vendor)})` : '';
      lines.push(
        `- **${escapeMarkdown(item.product)}**${vendor}: ${STATUS_LABELS[item.status]}, rated ${formatRating(item.rating, 10)}, ${formatCount(item.interview_count)} interviews`,
      );
    }
    lines.push('');
  }
  const profiles = [...vendors.values()];
  if (profiles.length) {
    lines.push('### What buyers say about these vendors', '');
    for (const vendor of profiles) {
      const like = vendor.likes?.[0]?.headline;
      const dislike = vendor.dislikes?.[0]?.headline;
      lines.push(`- **${escapeMarkdown(vendor.name)}** (${formatRating(vendor.median_rating, 5)} median)`);
      if (like) lines.push(`  - Likes: ${escapeMarkdown(like)}`);
      if (dislike) lines.push(`  - Dislikes: ${escapeMarkdown(dislike)}`);
    }
    lines.push('');
  }
  lines.push(
    `Source: Buyer Lens, ${account.url.startsWith('https://') ? account.url : 'Buyer Intelligence'}`,
  );
  return `${lines.join('\n').trim()}\n`;
}
