import { isPlainObject, ownValue } from '../json-value.ts';

/** The JSON types, in the order a minimal value prefers them. */
export const JSON_TYPES = ['object', 'string', 'integer', 'number', 'boolean', 'array', 'null'] as const;
export type JsonType = (typeof JSON_TYPES)[number];

/** The types a schema allows by its `type` keyword; undefined when it has none (every type). */
export function declaredTypes(schema: Readonly<Record<string, unknown>>): JsonType[] | undefined {
  const type = ownValue(schema, 'type');
  const list = typeof type === 'string' ? [type] : Array.isArray(type) ? type : undefined;
  if (list === undefined) return undefined;
  return JSON_TYPES.filter((name) => list.includes(name));
}

/** A number as a numeric bound, or undefined. */
export function numberOf(schema: Readonly<Record<string, unknown>>, key: string): number | undefined {
  const value = ownValue(schema, key);
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** A schema's own properties map, or an empty one. */
export function propertiesOf(schema: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const properties = ownValue(schema, 'properties');
  return isPlainObject(properties) ? properties : {};
}

/** A schema's `required` names that are strings. */
export function requiredOf(schema: Readonly<Record<string, unknown>>): string[] {
  const required = ownValue(schema, 'required');
  return Array.isArray(required) ? required.filter((key): key is string => typeof key === 'string') : [];
}
