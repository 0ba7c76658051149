import { isPlainObject } from '../json-value.ts';
import type { Provider } from '../providers/types.ts';
import { ANY_DIALECT } from '../schema/subschema-keywords.ts';
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

// Keywords whose value holds schemas, in either dialect; every other keyword's value is data (enum, const,
// default, examples, required, …) and has no descriptions of its own. `items` holds one schema or a list.
const SCHEMA_MAPS = /* @__PURE__ */ new Set(ANY_DIALECT.map);
const SCHEMA_ONE = /* @__PURE__ */ new Set([...ANY_DIALECT.one, 'items']);
const SCHEMA_LISTS = /* @__PURE__ */ new Set([...ANY_DIALECT.many, 'items']);

/** The role of a whole request entry of `provider`, whose input schema has the top-level `fields`. */
export function requestRole(provider: Provider, fields: readonly string[]): Role {
  const places = PLACES[provider];
  // each field's roles are made once, so writing a member allocates nothing
  const fieldRoles = new Map(fields.map((field, i) => [field, fieldRole(i)]));
  const properties: Role = { part: PART.rest, member: (field) => fieldRoles.get(field) ?? REST };
  const root: Role = {
    part: PART.rest,
    member: (key, value) => (key === 'properties' && isPlainObject(value) ? properties : REST),
  };
  return placeRole(places.description, places.schema, root);
}

/** The top-level fields of an input schema: its `properties`, in order. */
export function schemaFields(provider: Provider, request: unknown): string[] {
  let node = request;
  for (const key of PLACES[provider].schema) node = isPlainObject(node) ? node[key] : undefined;
  const properties = isPlainObject(node) ? node.properties : undefined;
  return isPlainObject(properties) ? Object.keys(properties) : [];
}

const REST: Role = { part: PART.rest };
const DESCRIPTION: Role = { part: PART.description };

/** The role of an object on the way to the description and the schema (`root`), `depth` keys down. */
function placeRole(description: readonly string[], schema: readonly string[], root: Role, depth = 0): Role {
  const deeper = depth + 1 < Math.max(description.length, schema.length);
  const next = deeper ? placeRole(description, schema, root, depth + 1) : REST;
  return {
    part: PART.rest,
    member(key, value) {
      if (key === description[depth] && depth === description.length - 1) {
        return typeof value === 'string' ? DESCRIPTION : REST;
      }
      if (key === schema[depth] && depth === schema.length - 1) return root;
      return key === description[depth] || key === schema[depth] ? next : REST;
    },
  };
}

/**
 * The role of field `index`, its name included: its descriptions, at any depth of its schema, are the
 * field's description part; the rest of its schema is the field's schema part.
 */
function fieldRole(index: number): Role {
  const part = fieldSchemaPart(index);
  const plain: Role = { part };
  const description: Role = { part: fieldDescriptionPart(index) };
  const schema: Role = {
    part,
    // a schema whose only description is its own is written at once
    ownString: { key: 'description', part: fieldDescriptionPart(index) },
    member(key, value) {
      if (key === 'description') return typeof value === 'string' ? description : plain;
      if (SCHEMA_MAPS.has(key) && isPlainObject(value)) return schemas;
      if (SCHEMA_LISTS.has(key) && Array.isArray(value)) return schemas;
      return SCHEMA_ONE.has(key) && isPlainObject(value) ? schema : plain;
    },
  };
  const schemas: Role = { part, member: () => schema };
  return { ...schema, ownsKey: true };
}
