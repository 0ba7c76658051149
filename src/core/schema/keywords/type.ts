import type { Collect, KeywordCompiler } from '../types.ts';
import { ok } from '../../result.ts';
import { isObjectValue, valueKind } from '../../json-value.ts';
import { addIssue, issueAt, malformed } from './shared.ts';
import { quoted } from '../../wording/isolate.ts';
import { isolate } from '../../wording/isolate.ts';

type Test = (value: unknown) => boolean;

const TYPE_TESTS: Readonly<Record<string, Test>> = {
  string: (value) => typeof value === 'string',
  // JSON has no NaN or Infinity, so a non-finite number is no JSON number
  number: (value) => typeof value === 'number' && Number.isFinite(value),
  // 1.0 is an integer: JSON has one number type
  integer: (value) => Number.isInteger(value),
  boolean: (value) => typeof value === 'boolean',
  object: isObjectValue,
  array: (value) => Array.isArray(value),
  null: (value) => value === null,
};

function isTypeName(name: unknown): name is string {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(TYPE_TESTS, name);
}

/** True when any test passes; one or two names, the common cases, need no loop. */
function anyOf(tests: Test[]): Test {
  const [first, second] = tests;
  if (tests.length === 1 && first) return first;
  if (tests.length === 2 && first && second) return (value) => first(value) || second(value);
  return (value) => {
    for (const test of tests) if (test(value)) return true;
    return false;
  };
}

/** Reports a value of none of the types: reason `wrong_type`, params `{ expected, received }`. */
function collectType(names: string[], test: Test, schemaPath: string): Collect {
  const expected = names.join(' or ');
  const allowed = Object.freeze([...names]);
  return (value, path, _depth, issues) => {
    if (test(value)) return issues;
    const received = valueKind(value);
    const params = { expected: allowed, received };
    return addIssue(issues, { ...issueAt(path, schemaPath, 'type', 'wrong_type', params), expected });
  };
}

/** `type`: one type name or a non-empty array of unique names; `integer` accepts 1.0, nothing is coerced. */
export const compileType: KeywordCompiler = (value, { schemaPath }) => {
  const names = Array.isArray(value) ? value : [value];
  if (names.length === 0) return malformed(schemaPath, 'type must name at least one type.');
  for (const [index, name] of names.entries()) {
    const at = Array.isArray(value) ? `${schemaPath}/${index}` : schemaPath;
    if (!isTypeName(name)) return malformed(at, `type ${quoted(name)} is not a JSON Schema type.`);
    if (names.indexOf(name) !== index) return malformed(at, `type "${isolate(name)}" is listed twice.`);
  }
  const check = anyOf(names.flatMap((name: string) => TYPE_TESTS[name] ?? []));
  return ok({ check, collect: collectType(names, check, schemaPath), isTrivial: false });
};
