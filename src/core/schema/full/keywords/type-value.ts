import { hasOwnKey, isObjectValue, jsonEqual, valueKind } from '../../../json-value.ts';
import { addIssue, wordingBy } from '../issues.ts';
import { allowedValues, isAmong, isScalar } from '../../allowed-values.ts';
import type { Check, KeywordCompiler, State } from '../types.ts';
import { wordReason } from '../../../wording/reasons.ts';

/** What a type check does when the value is not of its type: report it, or only answer false. */
type Refusal = (v: unknown, s: State, p: string) => false;

/** Each type name's test; JSON has no NaN or Infinity, and 1.0 is an integer. */
const isNull = (v: unknown): boolean => v === null;
const isBoolean = (v: unknown): boolean => typeof v === 'boolean';
const isInteger = (v: unknown): boolean => Number.isInteger(v);
const isNumber = (v: unknown): boolean => typeof v === 'number' && Number.isFinite(v);
const isString = (v: unknown): boolean => typeof v === 'string';
const isArray = (v: unknown): boolean => Array.isArray(v);

/** The tests by type name, for a verdict with no state (a profile's); looked up by own key only. */
export const TYPE_TESTS: Readonly<Record<string, (v: unknown) => boolean>> = {
  null: isNull,
  boolean: isBoolean,
  integer: isInteger,
  number: isNumber,
  string: isString,
  array: isArray,
  object: isObjectValue,
};

/**
 * Each type name's check, with its own test named (a test called through a variable cost one call on
 * every value checked; one named here is inlined); a verdict refuses without a call. Looked up by own
 * key only: `toString` or `constructor` is not a type name.
 */
const TYPE_CHECKS: Readonly<Record<string, (refuse: Refusal) => Check>> = {
  null: (refuse) => (v, s, p) => isNull(v) || (s.issues !== null && refuse(v, s, p)),
  boolean: (refuse) => (v, s, p) => isBoolean(v) || (s.issues !== null && refuse(v, s, p)),
  integer: (refuse) => (v, s, p) => isInteger(v) || (s.issues !== null && refuse(v, s, p)),
  number: (refuse) => (v, s, p) => isNumber(v) || (s.issues !== null && refuse(v, s, p)),
  string: (refuse) => (v, s, p) => isString(v) || (s.issues !== null && refuse(v, s, p)),
  array: (refuse) => (v, s, p) => isArray(v) || (s.issues !== null && refuse(v, s, p)),
  object: (refuse) => (v, s, p) => isObjectValue(v) || (s.issues !== null && refuse(v, s, p)),
};

const answerFalse: Refusal = () => false;

/** `type`: one name or a list of names. */
export const compileType: KeywordCompiler = (value, c) => {
  const names = Array.isArray(value) ? value : [value];
  if (names.length === 0 || names.some((name) => typeof name !== 'string' || !hasOwnKey(TYPE_CHECKS, name))) {
    return c.fail(c.path, 'type', 'type_names');
  }
  const expected = names as string[];
  const path = c.path;
  const joined = expected.join(' or ');
  const refuse = wrongType(path, expected, joined);
  if (expected.length === 1) return TYPE_CHECKS[expected[0]!]!(refuse);
  // a list: each name only answers, and the refusal names them all once
  const checks = expected.map((name) => TYPE_CHECKS[name]!(answerFalse));
  const [a, b] = checks as [Check, Check];
  // two names, the common list (`["string", "null"]`), need no loop
  if (checks.length === 2) return (v, s, p) => a(v, s, p, null) || b(v, s, p, null) || refuse(v, s, p);
  return (v, s, p) => {
    for (const check of checks) if (check(v, s, p, null)) return true;
    return refuse(v, s, p);
  };
};

/** The refusal of a value not of the `type` at `path`: its sentence worded once per kind of value received. */
function wrongType(path: string, expected: string[], joined: string): Refusal {
  const word = wordingBy('wrong_type');
  return (v, s, p) => {
    const params = { expected, received: valueKind(v) };
    return addIssue(s, p, path, 'type', 'wrong_type', params, joined, word(params, params.received));
  };
}

/** `enum`: scalars by a set lookup, arrays and objects by deep JSON equality. */
export const compileEnum: KeywordCompiler = (value, c) => {
  if (!Array.isArray(value)) return c.fail(c.path, 'enum', 'array');
  // the test in line: the enum's check is called for every value, a test through a variable costs a call
  const { scalars, composites } = allowedValues(value);
  const path = c.path;
  const params = Object.freeze({ count: value.length });
  const message = wordReason('not_in_enum', params, 'en');
  return (v, s, p) =>
    (isScalar(v) ? scalars.has(v) : isAmong(v, composites)) ||
    addIssue(s, p, path, 'enum', 'not_in_enum', params, undefined, message);
};

/** `const`: deep JSON equality (1 equals 1.0, key order ignored). */
export const compileConst: KeywordCompiler = (value, c) => {
  const path = c.path;
  if (isScalar(value)) return (v, s, p) => v === value || addIssue(s, p, path, 'const', 'not_const', {});
  return (v, s, p) => jsonEqual(value, v) || addIssue(s, p, path, 'const', 'not_const', {});
};
