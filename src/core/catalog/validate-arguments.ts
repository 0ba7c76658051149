import { fail, ok, type Result } from '../result.ts';
import { ALL_FAMILIES, toolNotFound } from './discover.ts';
import type { Catalog, CheckedArguments, FieldSpec, FieldType, Scalar, ToolDefinition } from './types.ts';
import { countCodePoints, isPlainObject } from '../json-value.ts';
import { describeValue, pointerToKey, quote } from './values.ts';

const hasOwn = Object.prototype.hasOwnProperty;
const isEnumerable = Object.prototype.propertyIsEnumerable;

/**
 * Checks a call's arguments against the named enabled tool. Keys first: the first missing required
 * field in field order, else the first undeclared key in key order; then values: the first bad value in
 * key order. Success only says the shape is valid; it authorizes nothing and runs nothing, and the input
 * is never changed.
 */
export function validateArguments(catalog: Catalog, name: string, args: unknown): Result<CheckedArguments> {
  const entry = catalog.index.enabledTool(name);
  if (entry === undefined) return toolNotFound(name, ALL_FAMILIES);
  return entry.check(args);
}

/** A field's rule is a string's `max_length`, or one of these for the other kinds. */
const INTEGER = -1;
const BOOLEAN = -2;
const FITS = -1;
const UNKNOWN = -1;
const EXPECTED: Record<FieldType, string> = {
  string: 'a string',
  integer: 'an integer',
  boolean: 'true or false',
};
const NOT_AN_OBJECT = new Map(
  [null, undefined, [], ''].map((value) => [
    kindOf(value),
    `Arguments must be an object, not ${describeValue(value)}.`,
  ]),
);

/** One tool's fields prepared for checking: arrays indexed by field order and every fixed message. */
interface Shape {
  definition: ToolDefinition;
  names: string[];
  slotOf: Map<string, number>;
  /** A string field's `max_length`, or INTEGER or BOOLEAN. */
  rules: number[];
  /** 1 for a required field, 0 for an optional one, to count required fields without a branch. */
  weights: number[];
  /** How many required fields come before each field, to notice one passed over in field order. */
  requiredBefore: number[];
  required: string[];
  missingPaths: string[];
  missingMessages: string[];
  quotedTool: string;
}

/** Prepares one tool's checker once, so that a check allocates little more than its answer. */
export function compileChecker(definition: ToolDefinition): (args: unknown) => Result<CheckedArguments> {
  const shape = prepareShape(definition);
  return function check(args: unknown): Result<CheckedArguments> {
    if (!isPlainObject(args)) return notAnObject(args);
    // Key defects are answered from the names alone, before any value is read and before any getter runs.
    const keyDefect = findKeyDefect(shape, args);
    if (keyDefect !== undefined) return keyDefect;
    // The spread reads every own value exactly once; everything after checks this private copy.
    return checkCopy(shape, { ...args });
  };
}

function prepareShape(definition: ToolDefinition): Shape {
  const { fields } = definition;
  const names = Object.keys(fields);
  const isRequired = names.map((field) => fields[field]!.required);
  const required = names.filter((field) => fields[field]!.required);
  return {
    definition,
    names,
    slotOf: new Map(names.map((field, slot) => [field, slot])),
    rules: names.map((field) => ruleOf(fields[field]!)),
    weights: isRequired.map(Number),
    requiredBefore: names.map((_, slot) => isRequired.slice(0, slot).filter(Boolean).length),
    required,
    missingPaths: required.map(pointerToKey),
    missingMessages: required.map((field) => `The required field ${quote(field)} is missing.`),
    quotedTool: quote(definition.name),
  };
}

/**
 * The key defect of the input, if any, reading names only. Keys usually come in field order, so each key
 * is first compared with the next field or the one after; a required field passed over is looked up at
 * once, so a missing field costs about as much as the keys before the gap.
 */
function findKeyDefect(shape: Shape, args: Record<string, unknown>): Result<never> | undefined {
  const { weights, requiredBefore } = shape;
  const requiredCount = shape.required.length;
  let met = 0;
  let next = 0;
  let isComplete = false;
  for (const key in args) {
    if (!hasOwn.call(args, key)) continue;
    const slot = slotAfter(shape, next, key);
    if (slot === UNKNOWN)
      return isComplete || met === requiredCount ? unknownKey(shape, key) : keyProblem(shape, args, key);
    next = slot + 1;
    if (met < requiredBefore[slot]! && !isComplete) {
      const missing = firstMissing(shape, args);
      if (missing !== undefined) return missing;
      // Every required field is present, only out of field order: nothing left to count.
      isComplete = true;
    }
    met += weights[slot]!;
  }
  // When nothing is missing after all, an exotic object disagreed with itself; the copy decides.
  return isComplete || met === requiredCount ? undefined : firstMissing(shape, args);
}

/** The slot of the field named `key`, or UNKNOWN; keys usually follow field order, so look ahead first. */
function slotAfter(shape: Shape, next: number, key: string): number {
  const { names } = shape;
  // Bounds first: comparing only strings keeps the comparison a cheap identity test.
  if (next < names.length && names[next] === key) return next;
  if (next + 1 < names.length && names[next + 1] === key) return next + 1;
  return shape.slotOf.get(key) ?? UNKNOWN;
}

/** Checks the private copy: its keys again, since a getter may have changed the input, then its values. */
function checkCopy(shape: Shape, copy: Record<string, unknown>): Result<CheckedArguments> {
  const { rules, weights } = shape;
  let met = 0;
  let next = 0;
  let badSlot = -1;
  let badKey = '';
  let badLength = 0;
  for (const key in copy) {
    if (!hasOwn.call(copy, key)) continue;
    const slot = slotAfter(shape, next, key);
    if (slot === UNKNOWN) return keyProblem(shape, copy, key);
    next = slot + 1;
    met += weights[slot]!;
    if (badSlot >= 0) continue;
    const length = valueProblem(rules[slot]!, copy[key]);
    if (length === FITS) continue;
    badSlot = slot;
    badKey = key;
    badLength = length;
  }
  if (met !== shape.required.length) return keyProblem(shape, copy, undefined);
  if (badSlot >= 0) return wrongValue(shape, badKey, copy[badKey], badLength);
  return accepted(shape, copy);
}

function ruleOf(spec: FieldSpec): number {
  return spec.type === 'string' ? spec.max_length : spec.type === 'integer' ? INTEGER : BOOLEAN;
}

/** FITS when the value follows the field's rule; otherwise the string's length in code points, or 0. */
function valueProblem(rule: number, value: unknown): number {
  if (rule >= 0) {
    if (typeof value !== 'string') return 0;
    // Code points, not UTF-16 units; the UTF-16 length bounds them, so count only when it cannot decide.
    if (value.length <= rule) return FITS;
    const length = countCodePoints(value);
    return length <= rule ? FITS : length;
  }
  if (rule === INTEGER) return Number.isSafeInteger(value) ? FITS : 0;
  return value === true || value === false ? FITS : 0;
}

function accepted(shape: Shape, copy: Record<string, unknown>): Result<CheckedArguments> {
  const args = copy as Record<string, Scalar>;
  return ok({
    name: shape.definition.name,
    arguments: args,
    shape_valid: true,
    authorized: false,
    executed: false,
  });
}

/** A key defect: a missing required field wins over the undeclared `key`, if any. */
function keyProblem(shape: Shape, object: object, key: string | undefined): Result<never> {
  const missing = firstMissing(shape, object);
  if (missing !== undefined || key === undefined) return missing!;
  return unknownKey(shape, key);
}

/** The first required field in field order that is not an own enumerable key, which a spread would skip. */
function firstMissing(shape: Shape, object: object): Result<never> | undefined {
  const { required } = shape;
  for (let rank = 0; rank < required.length; rank++) {
    const field = required[rank]!;
    // `in` answers absence fastest; presence must still be own and enumerable, as the spread needs.
    if (field in object && hasOwn.call(object, field) && isEnumerable.call(object, field)) continue;
    return fail('INVALID_ARGUMENT_KEYS', shape.missingPaths[rank]!, shape.missingMessages[rank]!);
  }
  return undefined;
}

function kindOf(value: unknown): string {
  return value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
}

function notAnObject(args: unknown): Result<never> {
  const message =
    NOT_AN_OBJECT.get(kindOf(args)) ?? `Arguments must be an object, not ${describeValue(args)}.`;
  return fail('INVALID_ARGUMENT_KEYS', '', message);
}

function unknownKey(shape: Shape, key: string): Result<never> {
  return fail(
    'INVALID_ARGUMENT_KEYS',
    pointerToKey(key),
    `Key ${quote(key)} is not a field of ${shape.quotedTool}.`,
  );
}

function wrongValue(shape: Shape, key: string, value: unknown, length: number): Result<never> {
  const at = pointerToKey(key);
  const { type, max_length } = shape.definition.fields[key]!;
  if (type === 'string' && typeof value === 'string') {
    // Never trimmed: a string one code point past the limit is refused whole.
    return fail('INVALID_ARGUMENT_VALUE', at, `String has ${length} characters; the limit is ${max_length}.`);
  }
  if (type === 'integer' && Number.isInteger(value)) {
    return fail(
      'INVALID_ARGUMENT_VALUE',
      at,
      `Integer ${String(value)} is beyond ±${Number.MAX_SAFE_INTEGER}.`,
    );
  }
  return fail(
    'INVALID_ARGUMENT_VALUE',
    at,
    `Field ${quote(key)} must be ${EXPECTED[type]}, not ${describeValue(value)}.`,
  );
}
