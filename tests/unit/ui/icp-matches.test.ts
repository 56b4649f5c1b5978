import { describe, expect, it } from 'vitest';
import { describeIcpMatches } from '@/lib/ui/icp-matches';

describe('describeIcpMatches', () => {
  it('names each matched attribute', () => {
    expect(describeIcpMatches(2, [{ industry: 'Technology > Software' }, { management_level: 'VP' }])).toBe(
      'ICP: 2 matches — industry: Technology > Software, mgmt level: VP',
    );
    expect(describeIcpMatches(1, [{ employee_count: '201-500' }])).toBe('ICP: 1 match — headcount: 201-500');
  });

  it('tells "not scored" (null) from "no match" (0)', () => {
    expect(describeIcpMatches(null, [])).toBe(
      'ICP: not scored (the team has no ICP attributes, or this interview is not scored yet)',
    );
    expect(describeIcpMatches(0, [])).toBe('ICP: no matches');
  });

  it('shows attribute types it does not know, and values of any shape, as text', () => {
    expect(describeIcpMatches(1, [{ buying_stage: { stage: '<b>late</b>' } }])).toBe(
      'ICP: 1 match — buying stage: {"stage":"<b>late</b>"}',
    );
  });
});
