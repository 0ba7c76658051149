import { hasOwnKey, jsonEqual } from '../../../json-value.ts';
import { addIssue, receivedKind } from '../issues.ts';
import type { KeywordCompiler, State } from '../types.ts';

/** Looked up by own key only: `toString` or `constructor` is not a type name. */
const TYPE_TESTS: Readonly<Record<string, (v: unknown) => boolean>> = {
  null: (v) => v === null,
  boolean: (v) => typeof v === 'boolean',
  integer: (v) => Number.isInteger(v),
  number: (v) => typeof v === 'number' && Number.isFinite(v),
  string: (v) => typeof v === 'string',
  array: (v) => Array.isArray(v),
  object: (v) => typeof v === 'object' && v !== null && !Array.isArray(v),
};

/** `type`: one name or a list of names. */
export const compileType: KeywordCompiler = (value, c) => {
  const names = Array.isArray(value) ? value : [value];
  if (names.length === 0 || names.some((name) => typeof name !== 'string' || !hasOwnKey(TYPE_TESTS, name))) {
    return c.fail('INVALID_SCHEMA', c.path, '"type" must be a type name or a list of type names.');
  }
  const expected = names as string[];
  const tests = expected.map((name) => TYPE_TESTS[name]!);
  const path = c.path;
  const joined = expected.join(' or ');
  if (tests.length === 1) {
    const fail = (v: unknown, s: State, p: string) => wrongType(v, s, p, path, expected, joined);
    // the test in line for the common names: one call less on every value checked
    switch (expected[0]) {
      case 'string':
        return (v, s, p) => typeof v === 'string' || fail(v, s, p);
      case 'object':
        return (v, s, p) => (typeof v === 'object' && v !== null && !Array.isArray(v)) || fail(v, s, p);
      case 'integer':
        return (v, s, p) => Number.isInteger(v) || fail(v, s, p);
      case 'array':
        return (v, s, p) => Array.isArray(v) || fail(v, s, p);
    }
    const test = tests[0]!;
    return (v, s, p) => test(v) || fail(v, s, p);
  }
  return (v, s, p) => {
    for (const test of tests) if (test(v)) return true;
    return wrongType(v, s, p, path, expected, joined);
  };
};

function wrongType(v: unknown, s: State, p: string, path: string, expected: string[], joined: string): false {
  return addIssue(s, p, path, 'type', 'wrong_type', { expected, received: receivedKind(v) }, joined);
}

const isScalar = (v: unknown) => typeof v !== 'object' || v === null;

/** `enum`: scalars by a set lookup, arrays and objects by deep JSON equality. */
export const compileEnum: KeywordCompiler = (value, c) => {
  if (!Array.isArray(value)) return c.fail('INVALID_SCHEMA', c.path, '"enum" must be an array.');
  const scalars = new Set(value.filter(isScalar));
  const compounds = value.filter((v) => !isScalar(v));
  const path = c.path;
  const params = { count: value.length };
  return (v, s, p) => {
    if (isScalar(v) ? scalars.has(v) : compounds.some((allowed) => jsonEqual(allowed, v))) return true;
    return addIssue(s, p, path, 'enum', 'not_in_enum', params);
  };
};

/** `const`: deep JSON equality (1 equals 1.0, key order ignored). */
export const compileConst: KeywordCompiler = (value, c) => {
  const path = c.path;
  if (isScalar(value)) return (v, s, p) => v === value || addIssue(s, p, path, 'const', 'not_const', {});
  return (v, s, p) => jsonEqual(value, v) || addIssue(s, p, path, 'const', 'not_const', {});
};
