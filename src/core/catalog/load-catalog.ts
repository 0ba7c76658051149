import { appendPointer } from '../pointer.ts';
import { fail, ok, type Result } from '../result.ts';
import { indexCatalog } from './catalog-index.ts';
import type { Catalog, Effect, FieldSpec, FieldType, ToolDefinition } from './types.ts';
import { isPlainObject } from '../json-value.ts';
import { describeValue, isLabel, notLabel, quote, quoteAny } from './values.ts';

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
  if (!Array.isArray(items)) {
    return fail(
      'INVALID_CATALOG',
      '',
      `The catalog must be an array of tool definitions, not ${describeValue(items)}.`,
    );
  }
  if (items.length > LIMITS.tools) {
    return fail(
      'INVALID_CATALOG',
      '',
      `The catalog has ${items.length} tools; the limit is ${LIMITS.tools}.`,
    );
  }
  const firstIndexOfName = new Map<string, number>();
  const definitions: ToolDefinition[] = [];
  for (let i = 0; i < items.length; i++) {
    const checked = checkDefinition(items[i], '/' + i, firstIndexOfName);
    if (!checked.ok) return checked;
    firstIndexOfName.set(checked.value.name, i);
    definitions.push(checked.value);
  }
  return ok(indexCatalog(definitions));
}

/** Checks one item and returns a frozen copy built from values read exactly once. */
function checkDefinition(
  item: unknown,
  at: string,
  seen: ReadonlyMap<string, number>,
): Result<ToolDefinition> {
  const keyProblem = findKeyProblem(item, DEFINITION_KEYS);
  if (keyProblem !== undefined)
    return fail('INVALID_FIELDS', at, `Tool definition ${at.slice(1)} ${keyProblem}.`);
  const { name, family, effect, enabled, fields } = item as Record<(typeof DEFINITION_KEYS)[number], unknown>;
  if (!isLabel(name)) return fail('INVALID_LABEL', at + '/name', notLabel('Tool name', name));
  if (!isLabel(family)) return fail('INVALID_LABEL', at + '/family', notLabel('Family name', family));
  const earlier = seen.get(name);
  if (earlier !== undefined) {
    return fail(
      'DUPLICATE_TOOL',
      at + '/name',
      `Tool name ${quote(name)} is already used by tool ${earlier}.`,
    );
  }
  if (!EFFECTS.includes(effect)) {
    return fail(
      'INVALID_METADATA',
      at + '/effect',
      `Effect must be "read" or "change", not ${quoteAny(effect)}.`,
    );
  }
  if (typeof enabled !== 'boolean') {
    return fail(
      'INVALID_METADATA',
      at + '/enabled',
      `Enabled must be true or false, not ${describeValue(enabled)}.`,
    );
  }
  const checkedFields = checkFields(fields, at + '/fields');
  if (!checkedFields.ok) return checkedFields;
  return ok(Object.freeze({ name, family, effect: effect as Effect, enabled, fields: checkedFields.value }));
}

/** Checks the `fields` object and each spec in key order. */
function checkFields(fields: unknown, at: string): Result<Readonly<Record<string, FieldSpec>>> {
  if (!isPlainObject(fields)) {
    return fail(
      'INVALID_FIELDS',
      at,
      `Fields must be an object of field specs, not ${describeValue(fields)}.`,
    );
  }
  const names = Object.keys(fields);
  if (names.length > LIMITS.fields) {
    return fail('INVALID_FIELDS', at, `The tool has ${names.length} fields; the limit is ${LIMITS.fields}.`);
  }
  const copy: Record<string, FieldSpec> = {};
  for (const name of names) {
    const fieldAt = appendPointer(at, name);
    if (!isLabel(name)) return fail('INVALID_LABEL', fieldAt, notLabel('Field name', name));
    const spec = checkSpec(fields[name], fieldAt);
    if (!spec.ok) return spec;
    // Labels never spell `__proto__`, so plain assignment always creates an own property.
    copy[name] = spec.value;
  }
  return ok(Object.freeze(copy));
}

/** Checks one field spec: its keys, then `type` and `required`, then `max_length`. */
function checkSpec(spec: unknown, at: string): Result<FieldSpec> {
  const keyProblem = findKeyProblem(spec, SPEC_KEYS);
  if (keyProblem !== undefined) return fail('INVALID_FIELDS', at, `The field spec ${keyProblem}.`);
  const { type, required, max_length } = spec as Record<(typeof SPEC_KEYS)[number], unknown>;
  if (!FIELD_TYPES.includes(type)) {
    return fail(
      'INVALID_SPEC',
      at + '/type',
      `Type must be "string", "integer" or "boolean", not ${quoteAny(type)}.`,
    );
  }
  if (typeof required !== 'boolean') {
    return fail(
      'INVALID_SPEC',
      at + '/required',
      `Required must be true or false, not ${describeValue(required)}.`,
    );
  }
  if (
    !Number.isInteger(max_length) ||
    (max_length as number) < LIMITS.minLength ||
    (max_length as number) > LIMITS.maxLength
  ) {
    const bounds = `${LIMITS.minLength} to ${LIMITS.maxLength}`;
    return fail(
      'INVALID_SPEC',
      at + '/max_length',
      `The max_length is ${describeValue(max_length)}; it must be an integer from ${bounds}.`,
    );
  }
  return ok(Object.freeze({ type: type as FieldType, required, max_length: max_length as number }));
}

/** Says what is wrong with an object's own key set, or undefined when it is exactly `expected`. */
function findKeyProblem(value: unknown, expected: readonly string[]): string | undefined {
  if (!isPlainObject(value)) return `must be an object, not ${describeValue(value)}`;
  const keys = Object.keys(value);
  const unexpected = keys.find((key) => !expected.includes(key));
  if (unexpected !== undefined) return `has the unexpected key ${quote(unexpected)}`;
  const missing = expected.find((key) => !Object.hasOwn(value, key));
  if (missing !== undefined) return `lacks the key ${quote(missing)}`;
  return undefined;
}
