// The values of `mgmt_level[]` and `department[]` (docs/api.md 4.1, 4.4). No reference endpoint lists them
// (4.3 has none), and the account list silently ignores a value it does not know (10.4, "lenient filters"), so
// a typo would quietly drop the filter: the form offers these values to tick rather than a box to type in.
// They are the values interviews carry in `management_level` and `department` (2.1) in the sandbox, whose ICP
// names levels the same way ("C-Level and VP", sandbox/README.md). A value a link brings that is not here is
// kept and shown, flagged, so nothing the rep had is lost.

/** The interviewee's management levels, most senior first. */
export const MANAGEMENT_LEVELS = ['C-Level', 'VP', 'Director', 'Manager', 'Individual Contributor'] as const;

/** The interviewee's departments, go-to-market first. */
export const DEPARTMENTS = [
  'Sales',
  'Marketing',
  'Revenue Operations',
  'Customer Success',
  'Product',
  'Engineering',
  'IT',
  'Security',
  'Operations',
  'Finance',
  'Human Resources',
  'Legal',
] as const;
