import { fail, type ErrorParams, type Result } from '../../result.ts';
import { unescapeToken } from '../../pointer.ts';
import type { SchemaIssue, Validator } from '../types.ts';
import { wordReason, type Reason } from '../../wording/reasons.ts';

/** The validator of `true` and `{}`: accepts everything, reports nothing. */
export const ACCEPT_ALL: Validator = Object.freeze<Validator>({
  check: () => true,
  collect: (_value, _path, _depth, issues) => issues,
  isTrivial: true,
});

/** Adds one issue to a list of issues, creating the list for the first one. */
export function addIssue(issues: SchemaIssue[] | undefined, issue: SchemaIssue): SchemaIssue[] {
  if (issues === undefined) return [issue];
  issues.push(issue);
  return issues;
}

/** The validator of the boolean schema `false`: refuses every value. */
export function refuseAll(schemaPath: string): Validator {
  const message = wordReason('false_schema', NO_PARAMS, 'en');
  return {
    check: () => false,
    collect: (_value, path, _depth, issues) =>
      addIssue(issues, {
        path,
        schemaPath,
        keyword: 'false',
        reason: 'false_schema',
        params: NO_PARAMS,
        message,
      }),
    isTrivial: false,
  };
}

/** Params of a reason that needs none, shared and frozen. */
export const NO_PARAMS: ErrorParams = Object.freeze({});

/** One issue of a keyword at `schemaPath` about the value at `path`, worded from its reason unless given. */
export function issueAt(
  path: string,
  schemaPath: string,
  keyword: string,
  reason: Reason,
  params: ErrorParams,
  message = wordReason(reason, params, 'en'),
): SchemaIssue {
  return { path, schemaPath, keyword, reason, params, message };
}

/**
 * Refuses a malformed keyword value at its schema path (the keyword's, or one of its entries'): reason
 * `malformed_keyword`, params `{ keyword }`.
 */
export function malformed(schemaPath: string, message: string): Result<never> {
  const tokens = schemaPath.split('/');
  const last = tokens[tokens.length - 1] ?? '';
  // an entry of the keyword's array (`/required/1`) is located by index; keywords are never numbers
  const keyword = unescapeToken(/^\d+$/.test(last) ? (tokens[tokens.length - 2] ?? '') : last);
  return fail('INVALID_SCHEMA', schemaPath, 'malformed_keyword', { keyword }, message);
}
