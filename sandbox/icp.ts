/** ICP scoring of transcripts and accounts against a team's Ideal Customer Profile. */
import type { Catalog } from './catalog';
import { type Account, employeeBucket, revenueBucket, type Transcript } from './dataset';
import type { IcpProfile } from './teams';

function within(value: number | null, [min, max]: readonly [number, number]): boolean {
  return value !== null && value >= min && value <= max;
}

/** `icp_matches` and `icp_matched_attributes` of a transcript for a team (null/[] without ICP or not scored). */
export function transcriptIcp(
  catalog: Catalog,
  transcript: Transcript,
  icp: IcpProfile | null,
): { icp_matches: number | null; icp_matched_attributes: Record<string, string>[] } {
  if (icp === null || !transcript.icpScored) return { icp_matches: null, icp_matched_attributes: [] };
  const matched: Record<string, string>[] = [];
  if (within(transcript.revenue, icp.revenue)) matched.push({ revenue: revenueBucket(transcript.revenue) });
  if (within(transcript.employeeCount, icp.employees)) {
    matched.push({ employee_count: employeeBucket(transcript.employeeCount) });
  }
  for (const industry of transcript.industries) {
    const name = catalog.data.industries[industry] ?? '';
    if (icp.industries.includes(name)) matched.push({ industry: name });
  }
  const level = catalog.data.managementLevels[transcript.mgmtLevel] ?? '';
  if (icp.managementLevels.includes(level)) matched.push({ management_level: level });
  return { icp_matches: matched.length, icp_matched_attributes: matched };
}

/** The account's ICP section; both false for a team without ICP attributes. */
export function accountIcpSection(
  account: Account,
  icp: IcpProfile | null,
): { revenue_match: boolean; employees_match: boolean } {
  if (icp === null) return { revenue_match: false, employees_match: false };
  return {
    revenue_match: within(account.revenue, icp.revenue),
    employees_match: within(account.employeeCount, icp.employees),
  };
}

/** ICP attributes the account matches (revenue, headcount, industry), or null without ICP attributes. */
export function accountIcpMatches(catalog: Catalog, account: Account, icp: IcpProfile | null): number | null {
  if (icp === null) return null;
  const section = accountIcpSection(account, icp);
  const industryMatch = account.industries.some((index) =>
    icp.industries.includes(catalog.data.industries[index] ?? ''),
  );
  return Number(section.revenue_match) + Number(section.employees_match) + Number(industryMatch);
}
