// Where subschemas sit, in one place: the full engine indexes by it, the provider rules walk by it.

/** Keywords whose value is one subschema, a map of subschemas or an array of subschemas, per dialect. */
export interface Shape {
  one: readonly string[];
  map: readonly string[];
  many: readonly string[];
}

/** One-subschema keywords both dialects have, in the order the walks take them. */
const ONE_IN_BOTH = ['items', 'contains', 'propertyNames', 'not', 'if', 'then', 'else'];

export const SHAPE_2020: Shape = {
  one: ['additionalProperties', ...ONE_IN_BOTH, 'unevaluatedItems', 'unevaluatedProperties', 'contentSchema'],
  map: ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'],
  many: ['allOf', 'anyOf', 'oneOf', 'prefixItems'],
};

export const SHAPE_07: Shape = {
  one: ['additionalProperties', 'additionalItems', ...ONE_IN_BOTH],
  map: ['properties', 'patternProperties', 'definitions', 'dependencies'],
  many: ['allOf', 'anyOf', 'oneOf', 'items'],
};

const union = (a: readonly string[], b: readonly string[]) => [...new Set([...a, ...b])];

/**
 * Subschema keywords of either dialect, for walks that do not know the dialect. `items` is in none of the
 * lists: it holds one schema (2020-12) or an array of them (draft-07), so a walk looks at its value.
 */
export const ANY_DIALECT: Shape = {
  one: union(SHAPE_2020.one, SHAPE_07.one).filter((keyword) => keyword !== 'items'),
  map: union(SHAPE_2020.map, SHAPE_07.map),
  many: union(SHAPE_2020.many, SHAPE_07.many).filter((keyword) => keyword !== 'items'),
};
