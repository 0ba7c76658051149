import type { ErrorParams } from '../../result.ts';
import type { FullIssue, State } from './types.ts';
import { wordReason, type Reason } from '../../wording/reasons.ts';

type Params = ErrorParams;

/**
 * Counts one issue and keeps it while the list is under the state's limit; returns false for the caller's verdict.
 * `expected` is the `type` issue's field (allowed names joined with " or "), which the subset's readers take;
 * `message`, the sentence already worded, for a check whose params never change (worded once, not per issue).
 * Small enough to be inlined, so a verdict's refusal costs no call.
 */
export function addIssue(
  s: State,
  path: string,
  schemaPath: string,
  keyword: string,
  reason: Reason,
  params: Params,
  expected?: string,
  message?: string,
): false {
  if (s.issues !== null) keepIssue(s, s.issues, path, schemaPath, keyword, reason, params, expected, message);
  return false;
}

function keepIssue(
  s: State,
  issues: FullIssue[],
  path: string,
  schemaPath: string,
  keyword: string,
  reason: Reason,
  params: Params,
  expected: string | undefined,
  message: string | undefined,
): void {
  s.count++;
  if (issues.length >= s.limit) return;
  const issue: FullIssue = {
    path,
    schemaPath,
    keyword,
    reason,
    params,
    message: message ?? wordReason(reason, params, 'en'),
  };
  if (expected !== undefined) issue.expected = expected;
  issues.push(issue);
}

/** Moves issues collected apart (a combinator's closest branch) into the evaluation's own list. */
export function addIssues(s: State, issues: readonly FullIssue[], count: number): void {
  const target = s.issues;
  if (target === null) return;
  s.count += count;
  for (const issue of issues) {
    if (target.length >= s.limit) break;
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
    message: wordReason('more_issues', params, 'en'),
  };
}
