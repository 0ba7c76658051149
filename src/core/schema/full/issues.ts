import type { ErrorParams } from '../../result.ts';
import type { FullIssue, State } from './types.ts';
import { wordReason, type Reason } from '../../wording/reasons.ts';

type Params = ErrorParams;

/**
 * The list of a state that has kept no issue yet, and of a `validate` that found none: empty, frozen and
 * shared. The first issue kept replaces it with a list of one (a list made empty and then pushed into
 * costs a grown store on every call, which was most of the time of a call that finds one issue).
 */
export const NO_ISSUES: FullIssue[] = /* @__PURE__ */ Object.freeze([]) as unknown as FullIssue[];

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
  const text = message ?? wordReason(reason, params, 'en');
  // each shape made whole by its literal: a field added afterwards made every `type` issue change shape
  const issue: FullIssue =
    expected === undefined
      ? { path, schemaPath, keyword, reason, params, message: text }
      : { path, schemaPath, keyword, reason, params, message: text, expected };
  if (issues === NO_ISSUES) s.issues = [issue];
  else issues.push(issue);
}

/** Sentences one check site remembers, by the one param that varies there: enough for the values seen often. */
const REMEMBERED = 32;

/**
 * Words a check site's reason whose params vary in one value only (a length, a key, an index, a kind):
 * each sentence is worded once per value and remembered, up to REMEMBERED values a site.
 */
export function wordingBy(reason: Reason): (params: Params, by: string | number) => string {
  const known = new Map<string | number, string>();
  return (params, by) => {
    let message = known.get(by);
    if (message === undefined) {
      message = wordReason(reason, params, 'en');
      if (known.size < REMEMBERED) known.set(by, message);
    }
    return message;
  };
}

/** The sentence of a check site whose params never change, worded when its first issue is kept. */
export function wordOnce(reason: Reason, params: Params): () => string {
  let message: string | undefined;
  return () => (message ??= wordReason(reason, params, 'en'));
}

/** Moves issues collected apart (a combinator's closest branch) into the evaluation's own list. */
export function addIssues(s: State, issues: readonly FullIssue[], count: number): void {
  let target = s.issues;
  if (target === null) return;
  if (target === NO_ISSUES) target = s.issues = [];
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
