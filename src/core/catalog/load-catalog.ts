import { appendPointer } from '../pointer.ts';
import { fail, ok, type Result } from '../result.ts';
import { indexCatalog } from './catalog-index.ts';
import { unreadableKind } from './validate-arguments.ts';
import type { Catalog, Effect, FieldSpec, FieldType, ToolDefinition } from './types.ts';
import { isPlainObject, valueKind } from '../json-value.ts';
import { englishMessage } from '../wording/message.ts';
import {
  duplicate_name,
  missing_key,
  not_an_array,
  not_an_object,
  not_in_enum,
  out_of_range,
  too_many_fields,
  too_many_tools,
  unexpected_key,
  wrong_type,
} from '../wording/en-catalog.ts';
import { isLabel, notALabel } from './values.ts';

/** The largest catalog, the most fields per tool and the bounds of `max_length`. */
export const LIMITS = Object.freeze({ tools: 1000, fields: 30, minLength: 1, maxLength: 20000 });

const DEFINITION_KEYS = ['name', 'family', 'effect', 'enabled', 'fields'] as const;
const SPEC_KEYS = ['type', 'required', 'max_length'] as const;
const EFFECTS: readonly unknown[] = ['read', 'change'] satisfies Effect[];
const FIELD_TYPES: readonly unknown[] = ['string', 'integer', 'boolean'] satisfies FieldType[];

/**
 * Checks a whole catalog once, in the contract's order, and returns it frozen and indexed; the first
 * defect rejects everything, so no item is ever skipped or partially loaded.
 */
export function loadCatalog(items: unknown): Result<Catalog> {
  try {
    return checkCatalog(items);
  } catch {
    // a proxy whose traps throw or a revoked one: refused whole, never thrown at the caller
    return notAnArray(unreadableKind(items));
  }
}

/** Reason `not_an_array`, params `{ received }` with `received` a value kind. */
function notAnArray(received: string): Result<never> {
  const params = { received };
  return fail('INVALID_CATALOG', '', 'not_an_array', params, () => englishMessage(not_an_array, params));
}

function checkCatalog(items: unknown): Result<Catalog> {
  if (!Array.isArray(items)) return notAnArray(valueKind(items));
  if (items.length > LIMITS.tools) {
    const params = { limit: LIMITS.tools, count: items.length };
    return fail('INVALID_CATALOG', '', 'too_many_tools', params, () =>
      englishMessage(too_many_tools, params),
    );
  }
  const firstIndexOfName = new Map<string, number>();
  const definitions: ToolDefinition[] = [];
  for (let i = 0; i < items.length; i++) {
    const checked = checkReadable(items, i, firstIndexOfName);
    if (!checked.ok) return checked;
    firstIndexOfName.set(checked.value.name, i);
    definitions.push(checked.value);
  }
  return ok(indexCatalog(definitions));
}

/**
 * Checks item `i`, turning an exception into a failure: a throwing getter or a revoked proxy in a
 * catalog is bad input, refused as the item's INVALID_FIELDS, never thrown at the caller.
 */
function checkReadable(
  items: readonly unknown[],
  i: number,
  seen: ReadonlyMap<string, number>,
): Result<ToolDefinition> {
  try {
    return checkDefinition(items[i], '/' + i, seen);
  } catch {
    return notAnObject('/' + i, 'tool_definition', unreadableKind(items[i]));
  }
}

/** Checks one item and returns a frozen copy built from values read exactly once. */
function checkDefinition(
  item: unknown,
  at: string,
  seen: ReadonlyMap<string, number>,
): Result<ToolDefinition> {
  const keyProblem = findKeyProblem(item, DEFINITION_KEYS, at, 'tool_definition');
  if (keyProblem !== undefined) return keyProblem;
  const { name, family, effect, enabled, fields } = item as Record<(typeof DEFINITION_KEYS)[number], unknown>;
  if (!isLabel(name)) return notALabel(at + '/name', 'tool_name', name);
  if (!isLabel(family)) return notALabel(at + '/family', 'family', family);
  const earlier = seen.get(name);
  if (earlier !== undefined) {
    const params = { name, first: earlier };
    return fail('DUPLICATE_TOOL', at + '/name', 'duplicate_name', params, () =>
      englishMessage(duplicate_name, params),
    );
  }
  if (!EFFECTS.includes(effect)) {
    const params = { expected: ['read', 'change'], received: valueKind(effect) };
    // two or three allowed values here and below: never a variant of not_in_enum
    return fail('INVALID_METADATA', at + '/effect', 'not_in_enum', params, () =>
      englishMessage(not_in_enum, params),
    );
  }
  if (typeof enabled !== 'boolean') {
    return wrongType('INVALID_METADATA', at + '/enabled', enabled);
  }
  const checkedFields = checkFields(fields, at + '/fields');
  if (!checkedFields.ok) return checkedFields;
  return ok(Object.freeze({ name, family, effect: effect as Effect, enabled, fields: checkedFields.value }));
}

/** Checks the `fields` object and each spec in key order. */
function checkFields(fields: unknown, at: string): Result<Readonly<Record<string, FieldSpec>>> {
  if (!isPlainObject(fields)) return notAnObject(at, 'fields', valueKind(fields));
  const names = Object.keys(fields);
  if (names.length > LIMITS.fields) {
    const params = { limit: LIMITS.fields, count: names.length };
    return fail('INVALID_FIELDS', at, 'too_many_fields', params, () =>
      englishMessage(too_many_fields, params),
    );
  }
  const copy: Record<string, FieldSpec> = {};
  for (const name of names) {
    const fieldAt = appendPointer(at, name);
    if (!isLabel(name)) return notALabel(fieldAt, 'field_name', name);
    const spec = checkSpec(fields[name], fieldAt);
    if (!spec.ok) return spec;
    // Labels never spell `__proto__`, so plain assignment always creates an own property.
    copy[name] = spec.value;
  }
  return ok(Object.freeze(copy));
}

/** Checks one field spec: its keys, then `type` and `required`, then `max_length`. */
function checkSpec(spec: unknown, at: string): Result<FieldSpec> {
  const keyProblem = findKeyProblem(spec, SPEC_KEYS, at, 'field_spec');
  if (keyProblem !== undefined) return keyProblem;
  const { type, required, max_length } = spec as Record<(typeof SPEC_KEYS)[number], unknown>;
  if (!FIELD_TYPES.includes(type)) {
    const params = { expected: ['string', 'integer', 'boolean'], received: valueKind(type) };
    return fail('INVALID_SPEC', at + '/type', 'not_in_enum', params, () =>
      englishMessage(not_in_enum, params),
    );
  }
  if (typeof required !== 'boolean') {
    return wrongType('INVALID_SPEC', at + '/required', required);
  }
  if (
    !Number.isInteger(max_length) ||
    (max_length as number) < LIMITS.minLength ||
    (max_length as number) > LIMITS.maxLength
  ) {
    const params = { min: LIMITS.minLength, max: LIMITS.maxLength, received: valueKind(max_length) };
    return fail('INVALID_SPEC', at + '/max_length', 'out_of_range', params, () =>
      englishMessage(out_of_range, params),
    );
  }
  return ok(Object.freeze({ type: type as FieldType, required, max_length: max_length as number }));
}

/**
 * The INVALID_FIELDS failure of an object whose own key set is not exactly `expected`, or undefined.
 * Reasons: `not_an_object` `{ subject, received }`, `unexpected_key` `{ subject, key }` (the first
 * in key order), `missing_key` `{ subject, key }` (the first in `expected` order).
 */
function findKeyProblem(
  value: unknown,
  expected: readonly string[],
  at: string,
  subject: 'tool_definition' | 'field_spec',
): Result<never> | undefined {
  if (!isPlainObject(value)) return notAnObject(at, subject, valueKind(value));
  const keys = Object.keys(value);
  const unexpected = keys.find((key) => !expected.includes(key));
  if (unexpected !== undefined) {
    const params = { subject, key: unexpected };
    return fail('INVALID_FIELDS', at, 'unexpected_key', params, () => englishMessage(unexpected_key, params));
  }
  const missing = expected.find((key) => !Object.hasOwn(value, key));
  if (missing !== undefined) {
    const params = { subject, key: missing };
    return fail('INVALID_FIELDS', at, 'missing_key', params, () => englishMessage(missing_key, params));
  }
  return undefined;
}

/** Reason `not_an_object`, params `{ subject, received }`: the object named by `subject` is not a plain one. */
function notAnObject(at: string, subject: string, received: string): Result<never> {
  const params = { subject, received };
  return fail('INVALID_FIELDS', at, 'not_an_object', params, () => englishMessage(not_an_object, params));
}

/** Reason `wrong_type`, params `{ expected: ['boolean'], received }`: a flag that is not true or false. */
function wrongType(code: 'INVALID_METADATA' | 'INVALID_SPEC', at: string, value: unknown): Result<never> {
  const params = { expected: ['boolean'], received: valueKind(value) };
  return fail(code, at, 'wrong_type', params, () => englishMessage(wrong_type, params));
}
