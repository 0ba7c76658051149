import { isPlainObject } from '../json-value.ts';
import { appendPointer } from '../pointer.ts';
import { ANY_DIALECT } from '../schema/subschema-keywords.ts';

/** Keywords whose value is one subschema, of either dialect (`items` apart: its value says which form). */
export const SINGLE_SCHEMA_KEYWORDS: readonly string[] = ANY_DIALECT.one;

/** Keywords whose value is an array of subschemas (`items` too, in its draft-07 array form). */
export const ARRAY_SCHEMA_KEYWORDS: readonly string[] = ANY_DIALECT.many;

/** Keywords whose value maps names to subschemas (`dependencies` only for its schema-valued entries). */
export const MAP_SCHEMA_KEYWORDS: readonly string[] = ANY_DIALECT.map;

/** Bounds that keep a rewrite of a visitor's schema finite and quick. */
export const WALK_LIMITS = /* @__PURE__ */ Object.freeze({
  /** How many schemas inlining `$ref`s may add before it stops and leaves the rest as references. */
  maxInlinedNodes: 10_000,
});

/** Where a subschema sits: its pointer inside the tool, and how many object schemas enclose it. */
export interface SchemaSite {
  readonly path: string;
  /** The keyword and key that lead to this schema from its parent, e.g. `['properties', 'limit']`. */
  readonly via: readonly string[];
  readonly depth: number;
}

/** Called once for each subschema, parent before children. */
export type SchemaVisitor = (schema: Record<string, unknown> | boolean, site: SchemaSite) => void;

/** Every subschema of `schema` with its key path, in document order; `items` counts in either form. */
export function childSchemas(schema: Record<string, unknown>): [string[], unknown][] {
  const out: [string[], unknown][] = [];
  for (const keyword of Object.keys(schema)) {
    const value = schema[keyword];
    if (value === undefined) continue; // a JavaScript caller's absent keyword, not a schema
    if (SINGLE_SCHEMA_KEYWORDS.includes(keyword)) out.push([[keyword], value]);
    else if (keyword === 'items') {
      if (Array.isArray(value)) value.forEach((item, i) => out.push([[keyword, String(i)], item]));
      else out.push([[keyword], value]);
    } else if (ARRAY_SCHEMA_KEYWORDS.includes(keyword) && Array.isArray(value)) {
      value.forEach((item, i) => out.push([[keyword, String(i)], item]));
    } else if (MAP_SCHEMA_KEYWORDS.includes(keyword) && isPlainObject(value)) {
      for (const key of Object.keys(value)) {
        if (keyword === 'dependencies' && Array.isArray(value[key])) continue;
        out.push([[keyword, key], value[key]]);
      }
    }
  }
  return out;
}

/** True when a schema describes objects: `type` is or includes "object", or it declares `properties`. */
export function isObjectSchema(schema: Record<string, unknown>): boolean {
  const type = schema.type;
  if (type === 'object' || (Array.isArray(type) && type.includes('object'))) return true;
  return type === undefined && isPlainObject(schema.properties);
}

/**
 * Visits every subschema of a schema the MCP import compiled, parent first; `depth` counts the object
 * schemas from the root down to and including this one (the root object is depth 1).
 */
export function walkSchema(schema: unknown, path: string, visitor: SchemaVisitor): void {
  const visit = (node: unknown, site: SchemaSite): void => {
    if (typeof node === 'boolean') return visitor(node, site);
    if (!isPlainObject(node)) return;
    const depth = site.depth + (isObjectSchema(node) ? 1 : 0);
    visitor(node, { ...site, depth });
    for (const [via, child] of childSchemas(node)) {
      visit(child, { path: via.reduce(appendPointer, site.path), via, depth });
    }
  };
  visit(schema, { path, via: [], depth: 0 });
}
