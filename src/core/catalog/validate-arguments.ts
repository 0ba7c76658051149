import { fail, ok, type Result } from '../result.ts';
import { ALL_FAMILIES, toolNotFound } from './discover.ts';
import type { Catalog, CheckedArguments, FieldType, Scalar, ToolDefinition } from './types.ts';
import { countCodePoints, describeKind, isPlainObject, pointerToKey, quote } from './values.ts';

const hasOwn = Object.prototype.hasOwnProperty;

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

const STRING = 0;
const INTEGER = 1;
const FITS = -1;
const KIND_CODES: Record<FieldType, number> = { string: STRING, integer: INTEGER, boolean: 2 };
const EXPECTED: Record<FieldType, string> = {
  string: 'a string',
  integer: 'an integer',
  boolean: 'true or false',
};
const NOT_AN_OBJECT = new Map(
  [null, undefined, [], ''].map((value) => [
    kindOf(value),
    `Arguments must be an object, not ${describeKind(value)}.`,
  ]),
);

/** One tool's fields prepared for checking: arrays indexed by field order and every fixed message. */
interface Shape {
  definition: ToolDefinition;
  names: string[];
  slotOf: Map<string, number>;
  kinds: number[];
  limits: number[];
  isRequired: boolean[];
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
  const { slotOf, kinds, limits, isRequired, requiredBefore } = shape;
  const requiredCount = shape.required.length;

  return function check(args: unknown): Result<CheckedArguments> {
    if (!isPlainObject(args)) return notAnObject(args);
    // The spread reads every own value exactly once; everything after checks this private copy.
    const copy: Record<string, unknown> = { ...args };
    let met = 0;
    let badSlot = -1;
    let badKey = '';
    let badLength = 0;
    for (const key in copy) {
      if (!hasOwn.call(copy, key)) continue;
      const slot = slotOf.get(key);
      if (slot === undefined)
        return met === requiredCount ? unknownKey(shape, key) : keyProblem(shape, copy, key);
      // Keys in field order meet every required field in turn; otherwise take the slower general path.
      if (met < requiredBefore[slot]!) return checkInAnyOrder(shape, copy);
      if (isRequired[slot]) met++;
      if (badSlot >= 0) continue;
      const length = valueProblem(kinds[slot]!, limits[slot]!, copy[key]);
      if (length === FITS) continue;
      badSlot = slot;
      badKey = key;
      badLength = length;
    }
    if (met !== requiredCount) return keyProblem(shape, copy, undefined);
    if (badSlot >= 0) return wrongValue(shape, badKey, copy[badKey], badLength);
    return accepted(shape, copy);
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
    kinds: names.map((field) => KIND_CODES[fields[field]!.type]),
    limits: names.map((field) => fields[field]!.max_length),
    isRequired,
    requiredBefore: names.map((_, slot) => isRequired.slice(0, slot).filter(Boolean).length),
    required,
    missingPaths: required.map(pointerToKey),
    missingMessages: required.map((field) => `The required field ${quote(field)} is missing.`),
    quotedTool: quote(definition.name),
  };
}

/** The same check for keys in any order: required fields by lookup first, then every key. */
function checkInAnyOrder(shape: Shape, copy: Record<string, unknown>): Result<CheckedArguments> {
  const missing = firstMissing(shape, copy);
  if (missing !== undefined) return missing;
  let firstBad: Result<CheckedArguments> | undefined;
  for (const key in copy) {
    if (!hasOwn.call(copy, key)) continue;
    const slot = shape.slotOf.get(key);
    if (slot === undefined) return unknownKey(shape, key);
    if (firstBad !== undefined) continue;
    const length = valueProblem(shape.kinds[slot]!, shape.limits[slot]!, copy[key]);
    if (length !== FITS) firstBad = wrongValue(shape, key, copy[key], length);
  }
  return firstBad ?? accepted(shape, copy);
}

/** FITS when the value is of the field's kind; otherwise the string's length in code points, or 0. */
function valueProblem(kind: number, limit: number, value: unknown): number {
  if (kind === STRING) {
    if (typeof value !== 'string') return 0;
    // Code points, not UTF-16 units; the UTF-16 length bounds them, so count only when it cannot decide.
    if (value.length <= limit) return FITS;
    const length = countCodePoints(value);
    return length <= limit ? FITS : length;
  }
  if (kind === INTEGER) return Number.isSafeInteger(value) ? FITS : 0;
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
function keyProblem(shape: Shape, copy: object, key: string | undefined): Result<never> {
  const missing = firstMissing(shape, copy);
  if (missing !== undefined || key === undefined) return missing!;
  return unknownKey(shape, key);
}

function firstMissing(shape: Shape, copy: object): Result<never> | undefined {
  const { required } = shape;
  for (let rank = 0; rank < required.length; rank++) {
    if (hasOwn.call(copy, required[rank]!)) continue;
    return fail('INVALID_ARGUMENT_KEYS', shape.missingPaths[rank]!, shape.missingMessages[rank]!);
  }
  return undefined;
}

function kindOf(value: unknown): string {
  return value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
}

function notAnObject(args: unknown): Result<never> {
  const message =
    NOT_AN_OBJECT.get(kindOf(args)) ?? `Arguments must be an object, not ${describeKind(args)}.`;
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
    `Field ${quote(key)} must be ${EXPECTED[type]}, not ${describeKind(value)}.`,
  );
}
