import { isPlainObject } from '../json-value.ts';
import { appendPointer } from '../pointer.ts';
import { isObjectSchema, type SchemaSite } from './schema-walk.ts';

/** The property names of an object schema, in document order. */
export function propertyNames(schema: Record<string, unknown>): string[] {
  return isPlainObject(schema.properties) ? Object.keys(schema.properties) : [];
}

/** The names `required` lists, or none. */
export function requiredNames(schema: Record<string, unknown>): string[] {
  return Array.isArray(schema.required) ? (schema.required as string[]) : [];
}

/** How an object schema says what happens to keys it does not declare. */
export function additionalPropertiesKind(
  schema: Record<string, unknown>,
): 'absent' | 'true' | 'false' | 'schema' {
  const value = schema.additionalProperties;
  if (value === undefined) return 'absent';
  if (value === false) return 'false';
  return value === true ? 'true' : 'schema';
}

/** The pointer of a keyword of the schema at `site`. */
export function at(site: SchemaSite, keyword: string): string {
  return appendPointer(site.path, keyword);
}

/** True when a subschema sits where a value's own schema goes (not under additionalProperties and the like). */
export function isValueSchemaSite(site: SchemaSite): boolean {
  const first = site.via[0];
  return (
    first === undefined ||
    ['properties', 'items', 'prefixItems', 'anyOf', 'oneOf', 'allOf', '$defs', 'definitions'].includes(first)
  );
}

/** True when a schema constrains objects (see isObjectSchema). */
export { isObjectSchema };
