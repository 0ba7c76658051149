/*
 * How the argument check works (SPEC 1.3), fast because it runs on every call.
 *
 * At load time `compileChecker` turns one tool into a Shape: the field names in field order, each
 * name's slot, each slot's rule (its FieldKind and, for strings, its max_length), whether it is
 * required, and how many required fields come before it. Every fixed piece of text is made then too.
 *
 * A call then takes three steps; the first defect found is the answer.
 * 1. Names only, before any value is read, so no getter runs on arguments with a key defect: one
 *    for…in over the own enumerable string keys. Each key is compared with the next slot, then the one
 *    after (callers usually write keys in field order), and only then looked up in a Map. A required
 *    field passed over is searched for at once. The answer is the first missing required field in field
 *    order, else the first undeclared key in key order.
 * 2. Copy: a spread reads each own enumerable value exactly once into a private plain object, and every
 *    later step reads only the copy, so a getter that changes the input cannot change the verdict. The
 *    copy's keys are checked again (a getter may have deleted one) and symbol keys are refused there.
 * 3. Values: one pass over the copy in key order; the first value that breaks its field's rule is the
 *    answer. Only whether a value fits is asked on the way; why it does not is asked once, of the value
 *    that failed.
 * A failure's English message is its reason's sentence from the catalog (only the sentences used here are
 * imported, as the page's first load holds this code), built only when it is read (most callers read the
 * code and path).
 * The plain version that this must always agree with is validate-arguments.oracle.ts.
 */
import { countCodePoints, isJsonKind, isPlainObject, valueKind } from '../json-value.ts';
import { fail, ok, type Result } from '../result.ts';
import { ALL_FAMILIES, toolNotFound } from './discover.ts';
import type { Catalog, CheckedArguments, FieldType, Scalar, ToolDefinition } from './types.ts';
import { englishMessage } from '../wording/message.ts';
import {
  missing_key,
  not_an_object,
  symbol_key,
  too_long,
  unknown_key,
  unsafe_integer,
  wrong_type,
} from '../wording/en-catalog.ts';
import { pointerToKey } from './values.ts';

const hasOwn = Object.prototype.hasOwnProperty;
const isEnumerable = Object.prototype.propertyIsEnumerable;

/**
 * Checks a call's arguments against the named enabled tool. Keys first: the first missing required
 * field in field order, else the first undeclared key in key order, else a symbol key; then values: the
 * first bad value in key order. Success only says the shape is valid; it authorizes nothing and runs
 * nothing, and the input is never changed.
 *
 * Hostile input is answered, never thrown: arguments that are not a plain object (a Date, a Map, a
 * class instance) are refused as INVALID_ARGUMENT_KEYS at "" naming what they are; so are arguments
 * whose reading throws (a throwing getter, a revoked proxy). A symbol-keyed property is refused as
 * INVALID_ARGUMENT_KEYS at "" (a symbol has no JSON pointer), never copied.
 */
export function validateArguments(catalog: Catalog, name: string, args: unknown): Result<CheckedArguments> {
  const entry = catalog.index.enabledTool(name);
  if (entry === undefined) return toolNotFound(name, ALL_FAMILIES);
  return entry.check(args);
}

/** What a slot's value must be; a string's max_length is kept beside it in `limits`. */
type FieldKind = FieldType;

/** Why a value breaks its field's rule. */
type Verdict = 'wrong_type' | 'too_long' | 'unsafe_integer';

/** How arguments whose reading threw are named: a revoked proxy cannot even be inspected. */
export function unreadableKind(value: unknown): string {
  const kind = valueKind(value);
  return isJsonKind(kind) ? 'an object whose property could not be read' : kind;
}

/** One tool's fields prepared for checking: arrays indexed by slot (field order). */
interface Shape {
  name: string;
  names: string[];
  slotOf: Map<string, number>;
  kinds: FieldKind[];
  /** A string field's max_length; unused for the other kinds. */
  limits: number[];
  /** 1 for a required field, 0 for an optional one, to count required fields without a branch. */
  weights: number[];
  /** How many required fields come before each slot, to notice one passed over in field order. */
  requiredBefore: number[];
  required: string[];
  /** Each field's JSON pointer, for the failure that names it. */
  pointers: string[];
  /** Each field's `expected` parameter of a wrong_type failure, made once and frozen. */
  expected: readonly (readonly FieldKind[])[];
}

/** Prepares one tool's checker once, so that a check allocates little more than its answer. */
export function compileChecker(definition: ToolDefinition): (args: unknown) => Result<CheckedArguments> {
  const shape = prepareShape(definition);
  return function check(args: unknown): Result<CheckedArguments> {
    try {
      if (!isPlainObject(args)) return notAnObject(valueKind(args));
      return findKeyDefect(shape, args) ?? checkCopy(shape, { ...args });
    } catch {
      // a throwing getter or proxy trap: the arguments could not be read, so they are refused whole
      return notAnObject(unreadableKind(args));
    }
  };
}

function prepareShape(definition: ToolDefinition): Shape {
  const { fields } = definition;
  const names = Object.keys(fields);
  const isRequired = names.map((field) => fields[field]!.required);
  const required = names.filter((field) => fields[field]!.required);
  return {
    name: definition.name,
    names,
    slotOf: new Map(names.map((field, slot) => [field, slot])),
    kinds: names.map((field) => fields[field]!.type),
    limits: names.map((field) => fields[field]!.max_length),
    weights: isRequired.map(Number),
    requiredBefore: names.map((_, slot) => isRequired.slice(0, slot).filter(Boolean).length),
    required,
    pointers: names.map(pointerToKey),
    expected: names.map((field) => Object.freeze([fields[field]!.type])),
  };
}

/** Step 1: the key defect of the input, if any, reading names only. */
function findKeyDefect(shape: Shape, args: Record<string, unknown>): Result<never> | undefined {
  const { names, weights, requiredBefore } = shape;
  const requiredCount = shape.required.length;
  let met = 0;
  let next = 0;
  let isComplete = false;
  for (const key in args) {
    if (!hasOwn.call(args, key)) continue;
    // the usual case, the next field in field order: nothing was passed over since the last key
    if (names[next] === key) {
      met += weights[next++]!;
      continue;
    }
    const slot = slotOf(shape, next, key);
    if (slot < 0) return isComplete || met === requiredCount ? unknownKey(key) : keyProblem(shape, args, key);
    next = slot + 1;
    if (met < requiredBefore[slot]! && !isComplete) {
      const missing = firstMissing(shape, args);
      if (missing !== undefined) return missing;
      // every required field is present, only out of field order: nothing left to count
      isComplete = true;
    }
    met += weights[slot]!;
  }
  // when nothing is missing after all, an exotic object disagreed with itself; the copy decides
  return isComplete || met === requiredCount ? undefined : firstMissing(shape, args);
}

/** The slot of the field named `key`, or -1 when no field has that name; looks at `next` first. */
function slotOf(shape: Shape, next: number, key: string): number {
  const { names } = shape;
  // bounds first: comparing only strings keeps the comparison a cheap identity test
  if (next < names.length && names[next] === key) return next;
  if (next + 1 < names.length && names[next + 1] === key) return next + 1;
  return shape.slotOf.get(key) ?? -1;
}

/** Steps 2 and 3 on the private copy: its keys again, its symbols, then its values. */
function checkCopy(shape: Shape, copy: Record<string, unknown>): Result<CheckedArguments> {
  const { names, kinds, limits, weights } = shape;
  let met = 0;
  let next = 0;
  let badSlot = -1;
  for (const key in copy) {
    if (!hasOwn.call(copy, key)) continue;
    // the usual case in line, as in step 1: calling slotOf for every key cost 5% of a 30-field check
    const slot = names[next] === key ? next : slotOf(shape, next, key);
    if (slot < 0) return keyProblem(shape, copy, key);
    next = slot + 1;
    met += weights[slot]!;
    if (badSlot < 0 && !fits(kinds[slot]!, limits[slot]!, copy[key])) badSlot = slot;
  }
  if (met !== shape.required.length) return keyProblem(shape, copy, undefined);
  const symbols = Object.getOwnPropertySymbols(copy);
  if (symbols.length > 0) return symbolKey(symbols[0]!);
  if (badSlot >= 0) return wrongValue(shape, badSlot, copy);
  return ok({
    name: shape.name,
    arguments: copy as Record<string, Scalar>,
    shape_valid: true,
    authorized: false,
    executed: false,
  });
}

/** Whether a value follows its field's rule: the only test on the way to a success, so kept small. */
function fits(kind: FieldKind, limit: number, value: unknown): boolean {
  // the value's type first: one test rules out most wrong values whatever the kind
  if (typeof value === 'string')
    // code points, not UTF-16 units; the UTF-16 length bounds them, so count only when it cannot decide
    return kind === 'string' && (value.length <= limit || countCodePoints(value, limit) <= limit);
  if (kind === 'integer') return Number.isSafeInteger(value);
  return kind === 'boolean' && typeof value === 'boolean';
}

/** Why a value that does not fit its field breaks the rule. */
function whyNot(kind: FieldKind, value: unknown): Verdict {
  if (kind === 'string' && typeof value === 'string') return 'too_long';
  return kind === 'integer' && Number.isInteger(value) ? 'unsafe_integer' : 'wrong_type';
}

/** A key defect: a missing required field wins over the undeclared `key`, if any. */
function keyProblem(shape: Shape, object: object, key: string | undefined): Result<never> {
  const missing = firstMissing(shape, object);
  if (missing !== undefined || key === undefined) return missing!;
  return unknownKey(key);
}

/** The first required field in field order that is not an own enumerable key, which a spread would skip. */
function firstMissing(shape: Shape, object: object): Result<never> | undefined {
  for (const field of shape.required) {
    // `in` answers absence fastest; presence must still be own and enumerable, as the spread needs
    if (field in object && hasOwn.call(object, field) && isEnumerable.call(object, field)) continue;
    const params = { key: field };
    return fail('INVALID_ARGUMENT_KEYS', pointerToKey(field), 'missing_key', params, () =>
      englishMessage(missing_key, params),
    );
  }
  return undefined;
}

/** Reason `not_an_object`, params `{ subject: 'arguments', received }` with `received` a value kind. */
function notAnObject(received: string): Result<never> {
  const params = { subject: 'arguments', received };
  return fail('INVALID_ARGUMENT_KEYS', '', 'not_an_object', params, () =>
    englishMessage(not_an_object, params),
  );
}

/** Reason `unknown_key`, params `{ key }`. */
function unknownKey(key: string): Result<never> {
  const params = { key };
  return fail('INVALID_ARGUMENT_KEYS', pointerToKey(key), 'unknown_key', params, () =>
    englishMessage(unknown_key, params),
  );
}

/** Reason `symbol_key`, params `{ description }`; at "" because no JSON pointer can name a symbol. */
function symbolKey(symbol: symbol): Result<never> {
  const params = { description: symbol.description ?? '' };
  return fail('INVALID_ARGUMENT_KEYS', '', 'symbol_key', params, () => englishMessage(symbol_key, params));
}

/**
 * Reasons `wrong_type` `{ expected: [kind], received }`, `too_long` `{ limit, length }` (never trimmed:
 * a string one code point past the limit is refused whole) and `unsafe_integer` `{ limit }`.
 */
function wrongValue(shape: Shape, slot: number, copy: Record<string, unknown>): Result<never> {
  const key = shape.names[slot]!;
  const value = copy[key];
  const at = shape.pointers[slot]!;
  const kind = shape.kinds[slot]!;
  const verdict = whyNot(kind, value);
  if (verdict === 'too_long') {
    // max_length is at least 1, so a string too long has 2 code points or more: never the `.single` variant
    const params = { limit: shape.limits[slot]!, length: countCodePoints(value as string) };
    return fail('INVALID_ARGUMENT_VALUE', at, 'too_long', params, () => englishMessage(too_long, params));
  }
  if (verdict === 'unsafe_integer') {
    const params = { limit: Number.MAX_SAFE_INTEGER };
    return fail('INVALID_ARGUMENT_VALUE', at, 'unsafe_integer', params, () =>
      englishMessage(unsafe_integer, params),
    );
  }
  const params = { expected: shape.expected[slot]!, received: valueKind(value) };
  return fail('INVALID_ARGUMENT_VALUE', at, 'wrong_type', params, () => englishMessage(wrong_type, params));
}
