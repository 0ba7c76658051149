import { isPlainObject, valueKind } from '../json-value.ts';
import { appendPointer } from '../pointer.ts';
import { fail, ok, type Result } from '../result.ts';
import { ANY_DIALECT } from '../schema/subschema-keywords.ts';
import { isolate } from '../wording/isolate.ts';

/** Keywords whose value is one subschema, of either dialect (`items` apart: its value says which form). */
export const SINGLE_SCHEMA_KEYWORDS: readonly string[] = ANY_DIALECT.one;

/** Keywords whose value is an array of subschemas (`items` too, in its draft-07 array form). */
export const ARRAY_SCHEMA_KEYWORDS: readonly string[] = ANY_DIALECT.many;

/** Keywords whose value maps names to subschemas (`dependencies` only for its schema-valued entries). */
export const MAP_SCHEMA_KEYWORDS: readonly string[] = ANY_DIALECT.map;

/** Bounds that keep a walk over a visitor's schema finite and quick. */
export const WALK_LIMITS = /* @__PURE__ */ Object.freeze({
  maxDepth: 200,
  maxNodes: 100_000,
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

/**
 * Checks the structure of a schema found at `path` (every subschema an object or a boolean, every
 * subschema-bearing keyword of the right shape, `type`/`required`/`enum`/`$ref` well formed), refusing it
 * at the first defect, when it nests deeper than WALK_LIMITS.maxDepth, holds more than maxNodes
 * subschemas, or refers to itself as a JavaScript object (a cycle JSON cannot hold).
 */
export function checkSchemaShape(schema: unknown, path: string): Result<number> {
  let nodes = 0;
  const open = new Set<object>();
  const visit = (node: unknown, at: string, depth: number): Result<number> | undefined => {
    if (typeof node === 'boolean') return undefined;
    if (!isPlainObject(node))
      return fail(
        'INVALID_SCHEMA',
        at,
        'not_a_schema',
        { received: valueKind(node) },
        'A schema must be a JSON object or a boolean.',
      );
    if (depth > WALK_LIMITS.maxDepth) {
      return fail(
        'INVALID_SCHEMA',
        at,
        'too_deep',
        { limit: WALK_LIMITS.maxDepth },
        `The schema nests deeper than ${WALK_LIMITS.maxDepth} levels.`,
      );
    }
    if (++nodes > WALK_LIMITS.maxNodes) {
      return fail(
        'INVALID_SCHEMA',
        at,
        'too_many_subschemas',
        { limit: WALK_LIMITS.maxNodes },
        `The schema has more than ${WALK_LIMITS.maxNodes} subschemas.`,
      );
    }
    if (open.has(node))
      return fail('INVALID_SCHEMA', at, 'contains_itself', {}, 'The schema contains itself.');
    const defect = keywordDefect(node, at);
    if (defect) return defect;
    open.add(node);
    for (const [via, child] of childSchemas(node)) {
      const result = visit(child, via.reduce(appendPointer, at), depth + 1);
      if (result) return result;
    }
    open.delete(node);
    return undefined;
  };
  return visit(schema, path, 0) ?? ok(nodes);
}

function keywordDefect(node: Record<string, unknown>, at: string): Result<number> | undefined {
  const bad = (keyword: string, what: string) =>
    fail<number>(
      'INVALID_SCHEMA',
      appendPointer(at, keyword),
      'malformed_keyword',
      { keyword },
      `"${isolate(keyword)}" must be ${what}.`,
    );
  const type = node.type;
  if (type !== undefined && typeof type !== 'string' && !isStringArray(type)) {
    return bad('type', 'a string or an array of strings');
  }
  if (node.required !== undefined && !isStringArray(node.required))
    return bad('required', 'an array of strings');
  if (node.enum !== undefined && !Array.isArray(node.enum)) return bad('enum', 'an array');
  if (node.$ref !== undefined && typeof node.$ref !== 'string') return bad('$ref', 'a string');
  for (const keyword of ARRAY_SCHEMA_KEYWORDS) {
    if (node[keyword] !== undefined && !Array.isArray(node[keyword]))
      return bad(keyword, 'an array of schemas');
  }
  for (const keyword of MAP_SCHEMA_KEYWORDS) {
    if (node[keyword] !== undefined && !isPlainObject(node[keyword]))
      return bad(keyword, 'an object of schemas');
  }
  return undefined;
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** True when a schema describes objects: `type` is or includes "object", or it declares `properties`. */
export function isObjectSchema(schema: Record<string, unknown>): boolean {
  const type = schema.type;
  if (type === 'object' || (Array.isArray(type) && type.includes('object'))) return true;
  return type === undefined && isPlainObject(schema.properties);
}

/**
 * Visits every subschema of an already shape-checked schema, parent first; `depth` counts the object
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
