import { isPlainObject } from '../json-value.ts';
import type { Provider } from '../providers/types.ts';
import type { Role } from './marked-json.ts';

/** The part numbers of a tool's request text: the rest, the tool's description, then two per field. */
export const PART = /* @__PURE__ */ Object.freeze({ rest: 0, description: 1 });

/** The part of field `index`'s descriptions. */
export const fieldDescriptionPart = (index: number): number => 2 + 2 * index;

/** The part of the rest of field `index`'s schema, its name included. */
export const fieldSchemaPart = (index: number): number => 3 + 2 * index;

/** Where each provider's request entry holds the tool's description and its input schema. */
const PLACES: Readonly<Record<Provider, { description: readonly string[]; schema: readonly string[] }>> = {
  mcp: { description: ['description'], schema: ['inputSchema'] },
  openai: { description: ['function', 'description'], schema: ['function', 'parameters'] },
  anthropic: { description: ['description'], schema: ['input_schema'] },
  gemini: { description: ['description'], schema: ['parameters'] },
};

// Keywords whose value is a map of names to schemas, one schema, or a list of schemas; every other
// keyword's value is data (enum, const, default, examples, required, …) and has no descriptions of its own.
const SCHEMA_MAPS = /* @__PURE__ */ new Set([
  'properties',
  'patternProperties',
  '$defs',
  'definitions',
  'dependentSchemas',
]);
const SCHEMA_ONE = /* @__PURE__ */ new Set([
  'additionalProperties',
  'items',
  'contains',
  'propertyNames',
  'not',
  'if',
  'then',
  'else',
  'unevaluatedItems',
  'unevaluatedProperties',
  'additionalItems',
  'contentSchema',
]);
const SCHEMA_LISTS = /* @__PURE__ */ new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems', 'items']);

/** The role of a whole request entry of `provider`, whose input schema has the top-level `fields`. */
export function requestRole(provider: Provider, fields: readonly string[]): Role {
  const places = PLACES[provider];
  const fieldIndex = new Map(fields.map((field, i) => [field, i]));
  return placeRole(places.description, places.schema, fieldIndex);
}

/** The top-level fields of an input schema: its `properties`, in order. */
export function schemaFields(provider: Provider, request: unknown): string[] {
  let node = request;
  for (const key of PLACES[provider].schema) node = isPlainObject(node) ? node[key] : undefined;
  const properties = isPlainObject(node) ? node.properties : undefined;
  return isPlainObject(properties) ? Object.keys(properties) : [];
}

/** The role of an object on the way to the description and the schema, `depth` keys down. */
function placeRole(
  description: readonly string[],
  schema: readonly string[],
  fields: ReadonlyMap<string, number>,
  depth = 0,
): Role {
  return {
    part: PART.rest,
    member(key, value) {
      const isDescription = key === description[depth];
      const isSchema = key === schema[depth];
      if (isDescription && depth === description.length - 1) {
        return typeof value === 'string' ? { part: PART.description } : { part: PART.rest };
      }
      if (isSchema && depth === schema.length - 1) return rootSchemaRole(fields);
      if (isDescription || isSchema) return placeRole(description, schema, fields, depth + 1);
      return { part: PART.rest };
    },
  };
}

/** The input schema: its top-level properties are the fields; the rest of it is the rest. */
function rootSchemaRole(fields: ReadonlyMap<string, number>): Role {
  return {
    part: PART.rest,
    member(key, value) {
      if (key !== 'properties' || !isPlainObject(value)) return { part: PART.rest };
      return {
        part: PART.rest,
        member: (field) => {
          const index = fields.get(field)!;
          return { ...schemaRole(index), ownsKey: true };
        },
      };
    },
  };
}

/** A schema inside field `index`: its descriptions are the field's description part, the rest its schema part. */
function schemaRole(index: number): Role {
  const part = fieldSchemaPart(index);
  return { part, member: (key, value) => keywordRole(index, key, value) };
}

function keywordRole(index: number, key: string, value: unknown): Role {
  const part = fieldSchemaPart(index);
  if (key === 'description') {
    return typeof value === 'string' ? { part: fieldDescriptionPart(index) } : { part };
  }
  if (SCHEMA_MAPS.has(key) && isPlainObject(value)) return { part, member: () => schemaRole(index) };
  if (SCHEMA_LISTS.has(key) && Array.isArray(value)) return { part, member: () => schemaRole(index) };
  if (SCHEMA_ONE.has(key) && isPlainObject(value)) return schemaRole(index);
  return { part };
}
