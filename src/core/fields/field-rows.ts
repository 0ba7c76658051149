import { isPlainObject } from '../json-value.ts';
import { describeShape, type Shape } from './shape.ts';
import { resolveSchema, type Resolved } from './resolve.ts';
import type { FieldRow, FieldRows, FieldStep } from './types.ts';

/** Nested levels listed below a schema's own properties; deeper fields are marked, not listed. */
export const MAX_FIELD_DEPTH = 8;
/** Rows listed for one schema: a `$ref` graph that fans out can name more paths than a reader can read. */
export const MAX_FIELD_ROWS = 2000;

interface Walk {
  root: unknown;
  rows: FieldRow[];
  isCut: boolean;
}

/**
 * The rows of a field table for a tool's input or output schema, one function for the page and the static
 * HTML: properties, nested objects and array items as indented rows, unions as their types with each
 * variant's fields under it, local `$ref`s followed with a bound on cycles, depth and rows.
 */
export function fieldRows(schema: unknown): FieldRows {
  const walk: Walk = { root: schema, rows: [], isCut: false };
  // the root is above every field, so a `$ref` to `#` is a cycle at once
  const top = resolveSchema(schema, schema, new Set(isPlainObject(schema) ? [schema] : []));
  listChildren(walk, describeShape(schema, top), { path: '', steps: [] }, 0, top.seen);
  return { rows: walk.rows, isCut: walk.isCut };
}

/** Where a row sits: its pointer-like path for reading, and its steps for an address. */
interface Place {
  path: string;
  steps: FieldStep[];
}

function listChildren(walk: Walk, shape: Shape, at: Place, depth: number, seen: ReadonlySet<object>): void {
  if (shape.variants.length > 0) {
    for (const [index, variant] of shape.variants.entries()) {
      const inner = describeShape(walk.root, variant.resolved);
      const place = { path: at.path, steps: [...at.steps, { kind: 'variant' as const, index }] };
      if (!push(walk, row('variant', place, variant.label, depth, inner, false, variant.resolved))) return;
      descend(walk, inner, variant.resolved, place, depth + 1, seen);
    }
    return;
  }
  if (shape.items !== null) {
    const place = { path: `${at.path}[]`, steps: [...at.steps, { kind: 'items' as const }] };
    listChildren(walk, shape.items.shape, place, depth, shape.items.resolved.seen);
    return;
  }
  for (const [key, property] of shape.properties) {
    const resolved = resolveSchema(walk.root, property, seen);
    const inner = describeShape(walk.root, resolved);
    const place = { path: joinPath(at.path, key), steps: [...at.steps, { kind: 'property' as const, key }] };
    if (!push(walk, row('field', place, key, depth, inner, shape.required.has(key), resolved))) return;
    descend(walk, inner, resolved, place, depth + 1, resolved.seen);
  }
}

/** Lists a row's nested fields unless its schema stopped at a `$ref` or the depth bound; marks the bound. */
function descend(
  walk: Walk,
  shape: Shape,
  resolved: Resolved,
  at: Place,
  depth: number,
  seen: ReadonlySet<object>,
): void {
  if (resolved.note !== null || !shape.hasChildren) return;
  if (depth > MAX_FIELD_DEPTH) {
    walk.rows.at(-1)!.note = 'deep';
    return;
  }
  listChildren(walk, shape, at, depth, seen);
}

function push(walk: Walk, next: FieldRow): boolean {
  if (walk.rows.length >= MAX_FIELD_ROWS) {
    walk.isCut = true;
    return false;
  }
  walk.rows.push(next);
  return true;
}

function row(
  kind: FieldRow['kind'],
  { path, steps }: Place,
  name: string,
  depth: number,
  shape: Shape,
  isRequired: boolean,
  resolved: Resolved,
): FieldRow {
  const { schema } = resolved;
  return {
    kind,
    path,
    steps,
    name,
    depth,
    type: shape.type,
    isRequired,
    limits: shape.limits,
    values: shape.values,
    description: typeof schema.description === 'string' ? schema.description : null,
    note: resolved.note ?? shape.items?.resolved.note ?? null,
    refName: resolved.refName,
    mapValues: shape.mapValues,
  };
}

// an identifier-like key reads as `.key`; any other key is quoted, so no key can pass for a path
function joinPath(path: string, key: string): string {
  if (/^[A-Za-z_$][\w$-]*$/.test(key)) return path === '' ? key : `${path}.${key}`;
  return `${path}[${JSON.stringify(key)}]`;
}
