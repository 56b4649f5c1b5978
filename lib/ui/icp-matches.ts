// How a transcript matched the team's ideal customer profile (docs/api.md 2.1, 10.8), said in words:
// `icp_matches` null means "not scored" (no ICP configured, or not scored yet), which is not "no match".
import { type MessageKey, t } from '@/lib/i18n/catalogue';
import { listText } from './chart-labels';

/** What each ICP attribute type is called on screen; other types are shown with spaces for underscores. */
const ATTRIBUTE_LABELS: Record<string, MessageKey> = {
  revenue: 'account.icpMatches.attributeRevenue',
  employee_count: 'account.icpMatches.attributeHeadcount',
  industry: 'account.icpMatches.attributeIndustry',
  management_level: 'account.icpMatches.attributeManagementLevel',
};

/** One matched attribute, `{industry: "Technology > Software"}`, as "industry: Technology > Software". */
export function describeIcpAttribute(attribute: Record<string, unknown>): string {
  return listText(
    Object.entries(attribute).map(([type, value]) => {
      const key = Object.hasOwn(ATTRIBUTE_LABELS, type) ? ATTRIBUTE_LABELS[type] : undefined;
      // A type the UI does not know comes from the API: shown as sent, underscores as spaces.
      const label = key ? t(key) : type.replace(/_/g, ' ');
      const shown =
        typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);
      return t('account.icpMatches.attribute', { label, value: shown });
    }),
  );
}

/** The ICP line of a transcript: "ICP: 2 matches — industry: Technology > Software, mgmt level: VP". */
export function describeIcpMatches(
  matches: number | null,
  attributes: readonly Record<string, unknown>[],
): string {
  if (matches === null) return t('account.icpMatches.notScored');
  if (matches === 0) return t('account.icpMatches.none');
  const matched = attributes.map(describeIcpAttribute).filter(Boolean);
  return matched.length > 0
    ? t('account.icpMatches.matchesWithAttributes', { count: matches, attributes: listText(matched) })
    : t('account.icpMatches.matches', { count: matches });
}
