import type { SchemaIssue } from '../../core/index.ts';

/** Most issues the worker sends and the page draws for one check; the rest are counted, not drawn. */
export const ISSUE_CAP = 100;

/** The issues to show and how many there were in all. */
export interface CappedIssues {
  issues: readonly SchemaIssue[];
  total: number;
}

const INDEX = /^(?:0|[1-9]\d{0,15})$/;

/**
 * Orders two JSON pointers token by token: a parent before its children, array indices by number
 * ("/2" before "/10"), other tokens by code unit.
 */
export function comparePointers(a: string, b: string): number {
  const left = a.split('/');
  const right = b.split('/');
  for (let i = 1; i < Math.min(left.length, right.length); i++) {
    const x = left[i]!;
    const y = right[i]!;
    if (x === y) continue;
    if (INDEX.test(x) && INDEX.test(y)) return Number(x) - Number(y);
    return x < y ? -1 : 1;
  }
  return left.length - right.length;
}

/**
 * Keeps every issue when there are at most `cap`; otherwise the first `cap` by pointer (stable, so issues
 * at one pointer keep the validator's order). Only what is kept crosses to the page.
 */
export function capIssues(all: readonly SchemaIssue[], cap = ISSUE_CAP): CappedIssues {
  // the full engine keeps its own first issues and ends with one `more_issues` counting the rest
  const last = all[all.length - 1];
  const more = last?.reason === 'more_issues' ? Number(last.params.more) : 0;
  const issues = more > 0 ? all.slice(0, -1) : all;
  const total = issues.length + more;
  if (total <= cap) return { issues, total };
  const kept = issues
    .map((issue, index) => ({ issue, index }))
    .sort((a, b) => comparePointers(a.issue.path, b.issue.path) || a.index - b.index)
    .slice(0, cap)
    .map(({ issue }) => issue);
  return { issues: kept, total };
}
