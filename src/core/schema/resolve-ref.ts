import { fail, ok, type Result } from '../result.ts';
import { parsePointer, toPointer } from '../pointer.ts';

/**
 * The canonical schema pointer a local `$ref` names: the fragment is percent-decoded, then read as an
 * RFC 6901 pointer (`~1` is `/`, `~0` is `~`). A prefix equal to the root `$id` is allowed and dropped.
 */
export function refToPointer(ref: string, rootId: string | undefined, schemaPath: string): Result<string> {
  const hash = ref.indexOf('#');
  const base = hash < 0 ? ref : ref.slice(0, hash);
  if (hash < 0 || (base !== '' && base !== rootId)) {
    return fail('UNRESOLVED_REF', schemaPath, `$ref ${JSON.stringify(ref)} is not a local reference.`);
  }
  let fragment: string;
  try {
    fragment = decodeURIComponent(ref.slice(hash + 1));
  } catch {
    return fail('UNRESOLVED_REF', schemaPath, `$ref ${JSON.stringify(ref)} has invalid percent-encoding.`);
  }
  const tokens = parsePointer(fragment);
  if (!tokens) {
    return fail('UNRESOLVED_REF', schemaPath, `$ref ${JSON.stringify(ref)} is not a JSON pointer fragment.`);
  }
  return ok(toPointer(tokens));
}

/**
 * Finds a `$ref` chain that returns to a schema without descending into the value (`{"$ref": "#"}`):
 * such a schema would recurse forever, so it is refused. `refOf` maps a schema's location to its target.
 */
export function findRefLoop(refOf: ReadonlyMap<string, string>): string | undefined {
  for (const start of refOf.keys()) {
    const seen = new Set<string>([start]);
    let next = refOf.get(start);
    while (next !== undefined) {
      if (seen.has(next)) return start;
      seen.add(next);
      next = refOf.get(next);
    }
  }
  return undefined;
}
