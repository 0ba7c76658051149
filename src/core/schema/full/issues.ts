import type { ErrorParams } from '../../result.ts';
import { MAX_ISSUES, type FullIssue, type State } from './types.ts';
import { quoted } from '../../wording/isolate.ts';
import { isolate } from '../../wording/isolate.ts';

type Params = ErrorParams;

const list = (values: unknown): string => (Array.isArray(values) ? values.join(' or ') : String(values));

/** One English sentence per reason; the page words issues from `reason` and `params` itself. */
const MESSAGES: Readonly<Record<string, (p: Params) => string>> = {
  wrong_type: (p) => `Expected ${list(p.expected)}, got ${String(p.received)}.`,
  not_in_enum: (p) => `The value is not one of the ${String(p.count)} allowed values.`,
  not_const: () => 'The value is not the one constant allowed.',
  false_schema: () => 'No value is allowed here: the schema is false.',
  too_small: (p) => `The number must be ${p.exclusive ? 'greater than' : 'at least'} ${String(p.limit)}.`,
  too_large: (p) => `The number must be ${p.exclusive ? 'less than' : 'at most'} ${String(p.limit)}.`,
  not_multiple: (p) => `The number must be a multiple of ${String(p.divisor)}.`,
  too_short: (p) => `The text has ${String(p.length)} characters; at least ${String(p.limit)} are needed.`,
  too_long: (p) => `The text has ${String(p.length)} characters; at most ${String(p.limit)} are allowed.`,
  pattern_mismatch: (p) => `The text does not match the pattern ${quoted(p.pattern)}.`,
  bad_format: (p) => `The text is not a valid ${String(p.format)}.`,
  too_few_items: (p) => `The array has ${String(p.count)} items; at least ${String(p.limit)} are needed.`,
  too_many_items: (p) => `The array has ${String(p.count)} items; at most ${String(p.limit)} are allowed.`,
  duplicate_items: (p) => `Items ${String(p.first)} and ${String(p.second)} are equal; items must be unique.`,
  contains_count: (p) =>
    `${String(p.count)} items match "contains"; between ${String(p.min)} and ${p.max === null ? 'any number' : String(p.max)} must.`,
  unknown_item: (p) => `Item ${String(p.index)} is not allowed.`,
  too_few_keys: (p) => `The object has ${String(p.count)} keys; at least ${String(p.limit)} are needed.`,
  too_many_keys: (p) => `The object has ${String(p.count)} keys; at most ${String(p.limit)} are allowed.`,
  missing_key: (p) => `Key ${quoted(p.key)} is required.`,
  missing_dependency: (p) => `Key ${quoted(p.dependency)} is required when ${quoted(p.key)} is present.`,
  unknown_key: (p) => `Key ${quoted(p.key)} is not allowed.`,
  no_branch_matched: (p) =>
    `None of the ${String(p.branches)} branches matches; branch ${String(p.closest)} comes closest (its issues follow).`,
  several_branches_matched: (p) =>
    `Exactly one branch must match, but branches ${list(p.matched).replace(/ or /g, ', ')} all do.`,
  not_failed: () => 'The value matches the schema under "not", so it is refused.',
  too_deep: (p) => `Validation went ${String(p.limit)} references deep; it stops here.`,
  ref_loop: () => 'This reference leads back to itself without descending into the value, so it never ends.',
  too_complex: (p) => `Validation took more than ${String(p.limit)} reference steps; it stops here.`,
  more_issues: (p) => `… and ${String(p.more)} more issues (the first ${String(p.shown)} are listed).`,
};

/**
 * Counts one issue and keeps it while the list is under MAX_ISSUES; returns false for the caller's verdict.
 * `expected` is the subset's `type` field (allowed names joined with " or "), kept for the same readers.
 */
export function addIssue(
  s: State,
  path: string,
  schemaPath: string,
  keyword: string,
  reason: string,
  params: Params,
  expected?: string,
): false {
  const issues = s.issues;
  if (issues === null) return false;
  s.count++;
  if (issues.length < MAX_ISSUES) {
    const message = MESSAGES[reason]?.(params) ?? `The value fails "${isolate(keyword)}".`;
    const issue: FullIssue = { path, schemaPath, keyword, reason, params, message };
    if (expected !== undefined) issue.expected = expected;
    issues.push(issue);
  }
  return false;
}

/** Moves issues collected apart (a combinator's closest branch) into the evaluation's own list. */
export function addIssues(s: State, issues: readonly FullIssue[], count: number): void {
  const target = s.issues;
  if (target === null) return;
  s.count += count;
  for (const issue of issues) {
    if (target.length >= MAX_ISSUES) break;
    target.push(issue);
  }
}

/** The last issue of a capped list: how many more there were. */
export function moreIssues(shown: number, total: number): FullIssue {
  const params = { shown, more: total - shown };
  return {
    path: '',
    schemaPath: '',
    keyword: '',
    reason: 'more_issues',
    params,
    message: MESSAGES.more_issues!(params),
  };
}
