import { parsePointer } from '../pointer.ts';
import { walkSchema } from './schema-walk.ts';

/** One `$ref` of a schema: where it is (a pointer relative to the schema root) and what it says. */
export interface RefSite {
  readonly path: string;
  readonly ref: string;
  /** The pointer, relative to the root, of the schema it names; null for refs this module cannot follow. */
  readonly target: string | null;
}

/** The pointer a local `$ref` (`#` or `#/…`) names, or null for anchors, `$id`-relative and remote refs. */
export function localTarget(ref: string): string | null {
  if (ref === '#') return '';
  if (!ref.startsWith('#/')) return null;
  let pointer: string;
  try {
    pointer = decodeURIComponent(ref.slice(1));
  } catch {
    return null;
  }
  return parsePointer(pointer) === undefined ? null : pointer;
}

/** Every `$ref` in a schema the MCP import compiled, in document order. */
export function refSites(schema: unknown): RefSite[] {
  const sites: RefSite[] = [];
  walkSchema(schema, '', (node, site) => {
    if (typeof node !== 'boolean' && typeof node.$ref === 'string') {
      sites.push({ path: site.path, ref: node.$ref, target: localTarget(node.$ref) });
    }
  });
  return sites;
}

function contains(ancestor: string, path: string): boolean {
  return path === ancestor || path.startsWith(ancestor + '/');
}

/**
 * The paths of the `$ref`s that make a schema recursive: following it, and the refs inside what it names,
 * leads back to a schema that contains it, so inlining it would never end.
 */
export function recursiveRefPaths(
  schema: unknown,
  sites: readonly RefSite[] = refSites(schema),
): Set<string> {
  const local = sites.filter((site): site is RefSite & { target: string } => site.target !== null);
  const targets = [...new Set(local.map((site) => site.target))];
  // edges: a target leads to the targets of the refs inside it
  const next = new Map(
    targets.map((t) => [t, [...new Set(local.filter((s) => contains(t, s.path)).map((s) => s.target))]]),
  );
  const reach = new Map<string, Set<string>>();
  const reachable = (start: string): Set<string> => {
    const known = reach.get(start);
    if (known) return known;
    const seen = new Set<string>([start]);
    const stack = [start];
    while (stack.length > 0) {
      for (const t of next.get(stack.pop() as string) ?? []) {
        if (!seen.has(t)) {
          seen.add(t);
          stack.push(t);
        }
      }
    }
    reach.set(start, seen);
    return seen;
  };
  const recursive = new Set<string>();
  for (const site of local) {
    for (const t of reachable(site.target)) {
      if (contains(t, site.path)) {
        recursive.add(site.path);
        break;
      }
    }
  }
  return recursive;
}
