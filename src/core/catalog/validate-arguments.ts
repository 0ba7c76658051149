import { appendPointer } from '../pointer.ts';
import { fail, ok, type Result } from '../result.ts';
import { ALL_FAMILIES, toolNotFound } from './discover.ts';
import type { Catalog, CheckedArguments, FieldType, Scalar, ToolDefinition } from './types.ts';
import { countCodePoints, describeKind, fitsCodePoints, isPlainObject, quote } from './values.ts';

const hasOwn = Object.prototype.hasOwnProperty;

/**
 * Checks a call's arguments against the named enabled tool: keys first, then values. Success only says
 * the shape is valid; it authorizes nothing and runs nothing. The input is never changed.
 */
export function validateArguments(catalog: Catalog, name: string, args: unknown): Result<CheckedArguments> {
  const entry = catalog.index.tool(name);
  if (entry === undefined || !entry.definition.enabled) return toolNotFound(name, ALL_FAMILIES);
  return entry.check(args);
}

/** Prepares one tool's checker: field specs in arrays indexed by field order, looked up through a Map. */
export function compileChecker(definition: ToolDefinition): (args: unknown) => Result<CheckedArguments> {
  const { name: toolName, fields } = definition;
  const names = Object.keys(fields);
  const slotOf = new Map<string, number>(names.map((field, slot) => [field, slot]));
  const kinds: FieldType[] = names.map((field) => fields[field]!.type);
  const limits: number[] = names.map((field) => fields[field]!.max_length);
  const isRequired: boolean[] = names.map((field) => fields[field]!.required);
  const requiredCount = isRequired.filter(Boolean).length;

  return function check(args: unknown): Result<CheckedArguments> {
    if (!isPlainObject(args)) {
      return fail('INVALID_ARGUMENT_KEYS', '', `Arguments must be an object, not ${describeKind(args)}.`);
    }
    const copy: Record<string, Scalar> = {};
    let requiredSeen = 0;
    let badSlot = -1;
    let badKey = '';
    let badValue: unknown;
    for (const key in args) {
      if (!hasOwn.call(args, key)) continue;
      const slot = slotOf.get(key);
      if (slot === undefined) return unknownKey(key, toolName);
      const value = args[key];
      if (isRequired[slot]) requiredSeen++;
      if (badSlot < 0 && !fits(kinds[slot]!, limits[slot]!, value)) {
        badSlot = slot;
        badKey = key;
        badValue = value;
      }
      copy[key] = value as Scalar;
    }
    if (requiredSeen !== requiredCount) return missingKey(args, names, isRequired);
    if (badSlot >= 0) return wrongValue(badKey, kinds[badSlot]!, limits[badSlot]!, badValue);
    return ok({ name: toolName, arguments: copy, shape_valid: true, authorized: false, executed: false });
  };
}

/** Whether a value is of the field's kind: strings within the limit in code points, safe integers, booleans. */
function fits(kind: FieldType, limit: number, value: unknown): boolean {
  switch (kind) {
    case 'string':
      return typeof value === 'string' && fitsCodePoints(value, limit);
    case 'integer':
      return Number.isSafeInteger(value);
    case 'boolean':
      return value === true || value === false;
  }
}

function unknownKey(key: string, toolName: string): Result<never> {
  return fail(
    'INVALID_ARGUMENT_KEYS',
    appendPointer('', key),
    `Key ${quote(key)} is not a field of ${quote(toolName)}.`,
  );
}

function missingKey(args: object, names: readonly string[], isRequired: readonly boolean[]): Result<never> {
  const missing = names.find((field, slot) => isRequired[slot] && !hasOwn.call(args, field))!;
  return fail(
    'INVALID_ARGUMENT_KEYS',
    appendPointer('', missing),
    `The required field ${quote(missing)} is missing.`,
  );
}

function wrongValue(key: string, kind: FieldType, limit: number, value: unknown): Result<never> {
  const at = appendPointer('', key);
  if (kind === 'string' && typeof value === 'string') {
    // Code points, not UTF-16 units: an emoji is one character, and nothing is ever trimmed.
    return fail(
      'INVALID_ARGUMENT_VALUE',
      at,
      `String has ${countCodePoints(value)} characters; the limit is ${limit}.`,
    );
  }
  if (kind === 'integer' && Number.isInteger(value)) {
    return fail(
      'INVALID_ARGUMENT_VALUE',
      at,
      `Integer ${String(value)} is beyond ±${Number.MAX_SAFE_INTEGER}.`,
    );
  }
  const expected = { string: 'a string', integer: 'an integer', boolean: 'true or false' }[kind];
  return fail(
    'INVALID_ARGUMENT_VALUE',
    at,
    `Field ${quote(key)} must be ${expected}, not ${describeKind(value)}.`,
  );
}
