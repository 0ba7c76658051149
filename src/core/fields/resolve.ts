import { isPlainObject } from '../json-value.ts';
import { unescapeToken } from '../pointer.ts';
import { setOwn, withoutKey } from '../json-object.ts';
import { resolveRef } from '../schema/resolve-ref.ts';
import type { FieldNote } from './types.ts';

/** A schema as a field table reads it: `$ref`s followed, `allOf` merged, and the `$ref`s it passed through. */
export interface Resolved {
  /** The schema with its own keywords over those its `$ref` names; `{}` for a boolean schema. */
  schema: Record<string, unknown>;
  /** True for the `false` schema, which no value matches. */
  isNever: boolean;
  /** Set when a `$ref` was not followed: it returns to a schema above, or names nothing local. */
  note: FieldNote | null;
  /** The last token of the first `$ref` it came through (`#/$defs/Point` → `Point`), for a label. */
  refName: string | null;
  /** The `$ref` targets on the way from the root to here: reaching one again is a cycle. */
  seen: ReadonlySet<object>;
}

// a chain of `$ref`s to `$ref`s longer than this is read as a loop
const MAX_REF_HOPS = 32;

/** Follows `node`'s local `$ref`s (never a remote one) and merges its `allOf`; `seen` holds the targets above it. */
export function resolveSchema(root: unknown, node: unknown, seen: ReadonlySet<object>): Resolved {
  if (!isPlainObject(node)) return plain({}, node === false, seen);
  let schema: Record<string, unknown> = node;
  let refName: string | null = null;
  const passed = new Set(seen);
  for (let hop = 0; typeof schema.$ref === 'string'; hop++) {
    const ref = schema.$ref;
    refName ??= lastToken(ref);
    const own = withoutKey(schema, '$ref');
    const target = resolveRef(root, ref);
    if (typeof target === 'boolean') return { ...plain(own, !target, passed), refName };
    if (!isPlainObject(target)) return { ...plain(own, false, passed), refName, note: 'unresolved' };
    if (passed.has(target) || hop >= MAX_REF_HOPS)
      return { ...plain(own, false, passed), refName, note: 'recursive' };
    passed.add(target);
    schema = { ...target, ...own };
  }
  if (Array.isArray(schema.allOf)) schema = mergeAllOf(root, schema, schema.allOf, passed);
  return { ...plain(schema, false, passed), refName };
}

function plain(schema: Record<string, unknown>, isNever: boolean, seen: ReadonlySet<object>): Resolved {
  return { schema, isNever, note: null, refName: null, seen };
}

/** One schema from `allOf` members: properties and `required` joined, other keywords taken from the first that has them. */
function mergeAllOf(
  root: unknown,
  schema: Record<string, unknown>,
  members: unknown[],
  seen: ReadonlySet<object>,
): Record<string, unknown> {
  const merged = withoutKey(schema, 'allOf');
  const properties: Record<string, unknown> = isPlainObject(schema.properties)
    ? { ...schema.properties }
    : {};
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  for (const member of members) {
    const { schema: part } = resolveSchema(root, member, seen);
    if (isPlainObject(part.properties))
      for (const [key, value] of Object.entries(part.properties))
        if (!Object.hasOwn(properties, key)) setOwn(properties, key, value);
    if (Array.isArray(part.required)) for (const key of part.required) required.add(key);
    for (const [key, value] of Object.entries(part))
      if (!Object.hasOwn(merged, key)) setOwn(merged, key, value);
  }
  if (Object.keys(properties).length > 0) merged.properties = properties;
  if (required.size > 0) merged.required = [...required];
  return merged;
}

function lastToken(ref: string): string {
  const hash = ref.indexOf('#');
  const fragment = hash < 0 ? '' : ref.slice(hash + 1);
  const token = fragment.slice(fragment.lastIndexOf('/') + 1);
  return token === '' ? ref : unescapeToken(token);
}
