import type { Collect, KeywordCompiler } from '../types.ts';
import { ok } from '../../result.ts';
import { isObjectValue } from '../../json-value.ts';
import { addIssue, malformed } from './shared.ts';

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

/** The names a refused value's type is reported by, in the order of `actualTypeIndex`. */
const ACTUAL_TYPES = ['string', 'number', 'boolean', 'object', 'array', 'null', 'unknown'];

/** The index in ACTUAL_TYPES of a value's JSON type; what JSON cannot hold (NaN, undefined) is "unknown". */
function actualTypeIndex(value: unknown): number {
  switch (typeof value) {
    case 'string':
      return 0;
    case 'number':
      return Number.isFinite(value) ? 1 : 6;
    case 'boolean':
      return 2;
    case 'object':
      if (value === null) return 5;
      return Array.isArray(value) ? 4 : 3;
    default:
      return 6;
  }
}

/** The names `type` accepts in the order of `actualTypeIndex`, with `integer` after them. */
const TYPE_NAMES = [...ACTUAL_TYPES.slice(0, 6), 'integer'];

/** True when the value has the type at `typeIndex` in TYPE_NAMES; one function, so a collector can inline it. */
function hasType(value: unknown, typeIndex: number): boolean {
  return typeIndex === 6 ? Number.isInteger(value) : actualTypeIndex(value) === typeIndex;
}

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

/** Reports a value of none of the types, with the message for its actual type built at compile time. */
function collectType(names: string[], schemaPath: string): Collect {
  const expected = names.join(' or ');
  const messages = ACTUAL_TYPES.map((actual) => `Expected ${expected} but got ${actual}.`);
  const indexes = names.map((name) => TYPE_NAMES.indexOf(name));
  const [only] = indexes;
  if (indexes.length === 1 && only !== undefined) {
    return (value, path, _depth, issues) => {
      if (hasType(value, only)) return issues;
      const message = messages[actualTypeIndex(value)] as string;
      return addIssue(issues, { path, schemaPath, keyword: 'type', message, expected });
    };
  }
  return (value, path, _depth, issues) => {
    for (const index of indexes) if (hasType(value, index)) return issues;
    const message = messages[actualTypeIndex(value)] as string;
    return addIssue(issues, { path, schemaPath, keyword: 'type', message, expected });
  };
}

/** `type`: one type name or a non-empty array of unique names; `integer` accepts 1.0, nothing is coerced. */
export const compileType: KeywordCompiler = (value, { schemaPath }) => {
  const names = Array.isArray(value) ? value : [value];
  if (names.length === 0) return malformed(schemaPath, 'type must name at least one type.');
  for (const [index, name] of names.entries()) {
    const at = Array.isArray(value) ? `${schemaPath}/${index}` : schemaPath;
    if (!isTypeName(name)) return malformed(at, `type ${JSON.stringify(name)} is not a JSON Schema type.`);
    if (names.indexOf(name) !== index) return malformed(at, `type "${name}" is listed twice.`);
  }
  const check = anyOf(names.flatMap((name: string) => TYPE_TESTS[name] ?? []));
  return ok({ check, collect: collectType(names, schemaPath), isTrivial: false });
};
