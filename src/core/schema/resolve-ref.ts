import { refuse } from '../wording/refuse.ts';
import { ok, type Result } from '../result.ts';
import { parsePointer, toPointer } from '../pointer.ts';
import { resolvePointer } from '../pointer-value.ts';
import { isPlainObject, ownValue } from '../json-value.ts';

/**
 * The canonical schema pointer a local `$ref` names: the fragment is percent-decoded, then read as an
 * RFC 6901 pointer (`~1` is `/`, `~0` is `~`). A prefix equal to the root `$id` is allowed and dropped.
 */
export function refToPointer(ref: string, rootId: string | undefined, schemaPath: string): Result<string> {
  const hash = ref.indexOf('#');
  const base = hash < 0 ? ref : ref.slice(0, hash);
  if (hash < 0 || (base !== '' && base !== rootId)) {
    return refuse('UNRESOLVED_REF', schemaPath, 'not_local_ref', { ref });
  }
  let fragment: string;
  try {
    fragment = decodeURIComponent(ref.slice(hash + 1));
  } catch {
    return refuse('UNRESOLVED_REF', schemaPath, 'bad_ref_encoding', { ref });
  }
  const tokens = parsePointer(fragment);
  if (!tokens) {
    return refuse('UNRESOLVED_REF', schemaPath, 'bad_ref_encoding', { ref });
  }
  return ok(toPointer(tokens));
}

/** The schema a local `$ref` names inside `root`, or undefined when it is not a local reference or names nothing. */
export function resolveRef(root: unknown, ref: unknown): unknown {
  return locateRef(root, ref)?.schema;
}

/** The schema a local `$ref` names inside `root` with its canonical pointer, or undefined as for `resolveRef`. */
export function locateRef(root: unknown, ref: unknown): { pointer: string; schema: unknown } | undefined {
  if (typeof ref !== 'string') return undefined;
  const id = isPlainObject(root) ? ownValue(root, '$id') : undefined;
  const target = refToPointer(ref, typeof id === 'string' ? id : undefined, '');
  if (!target.ok) return undefined;
  const schema = resolvePointer(root, target.value);
  return schema === undefined ? undefined : { pointer: target.value, schema };
}

/**
 * Finds a `$ref` chain that returns to a schema without descending into the value (`{"$ref": "#"}`):
 * such a schema would recurse forever, so it is refused. `refOf` maps a schema's location to its target.
 */
export function findRefLoop(refOf: ReadonlyMap<string, string>): string | undefined {
  // each location is walked once: `done` holds locations whose chain is known to end
  const done = new Set<string>();
  for (const start of refOf.keys()) {
    const path = new Set<string>();
    let here: string | undefined = start;
    while (here !== undefined && !done.has(here)) {
      if (path.has(here)) return start;
      path.add(here);
      here = refOf.get(here);
    }
    for (const location of path) done.add(location);
  }
  return undefined;
}
