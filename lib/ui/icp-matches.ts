// How a transcript matched the team's ideal customer profile (docs/api.md 2.1, 10.8), said in words:
// `icp_matches` null means "not scored" (no ICP configured, or not scored yet), which is not "no match".

/** What each ICP attribute type is called on screen; other types are shown with spaces for underscores. */
const ATTRIBUTE_LABELS: Record<string, string> = {
  revenue: 'revenue',
  employee_count: 'headcount',
  industry: 'industry',
  management_level: 'mgmt level',
};

/** One matched attribute, `{industry: "Technology > Software"}`, as "industry: Technology > Software". */
export function describeIcpAttribute(attribute: Record<string, unknown>): string {
  return Object.entries(attribute)
    .map(([type, value]) => {
      const label = ATTRIBUTE_LABELS[type] ?? type.replace(/_/g, ' ');
      const shown =
        typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);
      return `${label}: ${shown}`;
    })
    .join(', ');
}

/** The ICP line of a transcript: "ICP: 2 matches — industry: Technology > Software, mgmt level: VP". */
export function describeIcpMatches(
  matches: number | null,
  attributes: readonly Record<string, unknown>[],
): string {
  if (matches === null)
    return 'ICP: not scored (the team has no ICP attributes, or this interview is not scored yet)';
  if (matches === 0) return 'ICP: no matches';
  const count = `ICP: ${matches} ${matches === 1 ? 'match' : 'matches'}`;
  const matched = attributes.map(describeIcpAttribute).filter(Boolean);
  return matched.length > 0 ? `${count} — ${matched.join(', ')}` : count;
}
