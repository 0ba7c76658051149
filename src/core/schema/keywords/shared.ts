import { fail, type Result } from '../../result.ts';
import type { SchemaIssue, Validator } from '../types.ts';

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
  const message = 'No value is allowed here: the schema is false.';
  return {
    check: () => false,
    collect: (_value, path, _depth, issues) =>
      addIssue(issues, { path, schemaPath, keyword: 'false', message }),
    isTrivial: false,
  };
}

/** One issue of a keyword at `schemaPath` about the value at `path`. */
export function issueAt(path: string, schemaPath: string, keyword: string, message: string): SchemaIssue {
  return { path, schemaPath, keyword, message };
}

/** Refuses a malformed keyword value at its schema path. */
export function malformed(schemaPath: string, message: string): Result<never> {
  return fail('INVALID_SCHEMA', schemaPath, message);
}

/** English plural for messages: "1 character", "2 characters". */
export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
