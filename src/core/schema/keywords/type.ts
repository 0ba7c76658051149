import type { KeywordCompiler } from '../types.ts';
import { isObjectValue, jsonTypeOf } from '../json-value.ts';
import { leaf, malformed } from './shared.ts';

const TYPE_TESTS: Readonly<Record<string, (value: unknown) => boolean>> = {
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

const ACTUAL_TYPES = ['string', 'number', 'boolean', 'object', 'array', 'null', 'unknown'];

function isTypeName(name: unknown): name is string {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(TYPE_TESTS, name);
}

function anyOf(tests: ((value: unknown) => boolean)[]): (value: unknown) => boolean {
  const [first] = tests;
  if (tests.length === 1 && first) return first;
  return (value) => {
    for (const test of tests) if (test(value)) return true;
    return false;
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
  const expected = names.join(' or ');
  const test = anyOf(names.flatMap((name: string) => TYPE_TESTS[name] ?? []));
  // one message per actual type, built once
  const messages = new Map(ACTUAL_TYPES.map((actual) => [actual, `Expected ${expected} but got ${actual}.`]));
  return leaf(schemaPath, 'type', test, (actual) => messages.get(jsonTypeOf(actual)) ?? '', expected);
};
