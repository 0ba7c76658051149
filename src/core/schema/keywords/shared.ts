import { fail, ok, type Result } from '../../result.ts';
import type { Collect, Validator } from '../types.ts';

/** The validator of `true` and `{}`: accepts everything, reports nothing. */
export const ACCEPT_ALL: Validator = Object.freeze({
  check: () => true,
  collect: () => {},
  isTrivial: true,
});

/** The validator of the boolean schema `false`: refuses every value. */
export function refuseAll(schemaPath: string): Validator {
  return {
    check: () => false,
    collect: (_value, path, _depth, issues) => {
      issues.push({
        path,
        schemaPath,
        keyword: 'false',
        message: 'No value is allowed here: the schema is false.',
      });
    },
    isTrivial: false,
  };
}

/** Builds the validator of a keyword that looks at one value only; `expected` is set for type issues. */
export function leaf(
  schemaPath: string,
  keyword: string,
  test: (value: unknown) => boolean,
  describe: (value: unknown) => string,
  expected?: string,
): Result<Validator> {
  const collect: Collect =
    expected === undefined
      ? (value, path, _depth, issues) => {
          if (!test(value)) issues.push({ path, schemaPath, keyword, message: describe(value) });
        }
      : (value, path, _depth, issues) => {
          if (!test(value)) issues.push({ path, schemaPath, keyword, message: describe(value), expected });
        };
  return ok({ check: test, collect, isTrivial: false });
}

/** Refuses a malformed keyword value at its schema path. */
export function malformed(schemaPath: string, message: string): Result<never> {
  return fail('INVALID_SCHEMA', schemaPath, message);
}

/** English plural for messages: "1 character", "2 characters". */
export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
