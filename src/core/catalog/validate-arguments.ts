import { fail, ok, type Result } from '../result.ts';
import { toolNotFound, ALL_FAMILIES } from './discover.ts';
import type { Catalog, CheckedArguments, FieldType, Scalar, ToolDefinition } from './types.ts';
import { countCodePoints, describeKind, isPlainObject, pointerToKey, quote } from './values.ts';

const hasOwn = Object.prototype.hasOwnProperty;

/**
 * Checks a call's arguments against the named enabled tool: keys first (a missing required field, then
 * an undeclared key), then values. Success only says the shape is valid; it authorizes nothing and runs
 * nothing. The input is never changed.
 */
export function validateArguments(catalog: Catalog, name: string, args: unknown): Result<CheckedArguments> {
  const entry = catalog.index.enabledTool(name);
  if (entry === undefined) return toolNotFound(name, ALL_FAMILIES);
  return entry.check(args);
}

const STRING = 0;
const INTEGER = 1;
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

/**
 * Prepares one tool's checker once: specs in arrays indexed by field order, a Map from key to index, and
 * the paths and messages of every missing-field error, so that a check allocates little more than its answer.
 */
export function compileChecker(definition: ToolDefinition): (args: unknown) => Result<CheckedArguments> {
  const { name: toolName, fields } = definition;
  const names = Object.keys(fields);
  const slotOf = new Map<string, number>(names.map((field, slot) => [field, slot]));
  const kinds = names.map((field) => KIND_CODES[fields[field]!.type]);
  const limits = names.map((field) => fields[field]!.max_length);
  const required = names.filter((field) => fields[field]!.required);
  const quotedTool = quote(toolName);
  const missingPaths = required.map(pointerToKey);
  const missingMessages = required.map((field) => `The required field ${quote(field)} is missing.`);

  return function check(args: unknown): Result<CheckedArguments> {
    if (!isPlainObject(args)) return notAnObject(args);
    for (let i = 0; i < required.length; i++) {
      if (hasOwn.call(args, required[i]!)) continue;
      return fail('INVALID_ARGUMENT_KEYS', missingPaths[i]!, missingMessages[i]!);
    }
    // The spread reads every own value exactly once; everything after checks this private copy.
    const copy: Record<string, unknown> = { ...args };
    let badSlot = -1;
    let badKey = '';
    let badLength = 0;
    for (const key in copy) {
      if (!hasOwn.call(copy, key)) continue;
      const slot = slotOf.get(key);
      if (slot === undefined) return unknownKey(key, quotedTool);
      if (badSlot >= 0) continue;
      const value = copy[key];
      const kind = kinds[slot];
      if (kind === STRING) {
        if (typeof value === 'string') {
          // Code points, not UTF-16 units; the UTF-16 length bounds them, so count only when it cannot decide.
          const limit = limits[slot]!;
          if (value.length <= limit) continue;
          badLength = countCodePoints(value);
          if (badLength <= limit) continue;
        }
      } else if (kind === INTEGER ? Number.isSafeInteger(value) : value === true || value === false) {
        continue;
      }
      badSlot = slot;
      badKey = key;
    }
    if (badSlot >= 0)
      return wrongValue(badKey, definition.fields[badKey]!.type, limits[badSlot]!, copy[badKey], badLength);
    return ok({
      name: toolName,
      arguments: copy as Record<string, Scalar>,
      shape_valid: true,
      authorized: false,
      executed: false,
    });
  };
}

function kindOf(value: unknown): string {
  return value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
}

function notAnObject(args: unknown): Result<never> {
  const message =
    NOT_AN_OBJECT.get(kindOf(args)) ?? `Arguments must be an object, not ${describeKind(args)}.`;
  return fail('INVALID_ARGUMENT_KEYS', '', message);
}

function unknownKey(key: string, quotedTool: string): Result<never> {
  return fail(
    'INVALID_ARGUMENT_KEYS',
    pointerToKey(key),
    `Key ${quote(key)} is not a field of ${quotedTool}.`,
  );
}

function wrongValue(
  key: string,
  type: FieldType,
  limit: number,
  value: unknown,
  length: number,
): Result<never> {
  const at = pointerToKey(key);
  if (type === 'string' && typeof value === 'string') {
    // Never trimmed: a string one code point past the limit is refused whole.
    return fail('INVALID_ARGUMENT_VALUE', at, `String has ${length} characters; the limit is ${limit}.`);
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
