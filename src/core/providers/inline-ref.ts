import { cloneJson, isPlainObject } from '../json-value.ts';
import { appendPointer } from '../pointer.ts';
import { resolvePointer } from '../pointer-value.ts';
import { localTarget } from './refs.ts';
import { recordChange, setOwn, type RewriteContext } from './rewrite-context.ts';
import { walkSchema } from './schema-walk.ts';

/** Rebuilds one subschema; rewrite.ts passes its own, so inlined schemas are adapted like any other. */
export type Rewrite = (node: unknown, origin: string, path: string, context: RewriteContext) => unknown;

/**
 * The schema a local `$ref` names, rebuilt in its place with the `$ref`'s annotations on top; undefined
 * (the `$ref` stays) when it is recursive, not local, has constraints beside it, or the budget is spent.
 */
export function inlineRef(
  node: Record<string, unknown>,
  origin: string,
  path: string,
  context: RewriteContext,
  rewrite: Rewrite,
): unknown {
  const ref = node.$ref as string;
  const target = localTarget(ref);
  if (target === null || context.recursive.has(origin) || context.expanding.includes(target))
    return undefined;
  if (context.nodes > context.nodeBudget) return undefined;
  const siblings = Object.keys(node).filter((key) => key !== '$ref');
  if (siblings.some((key) => !['title', 'description', 'default', 'example'].includes(key))) return undefined;
  context.expanding.push(target);
  const inner = rewrite(resolvePointer(context.root, target), target, path, context);
  context.expanding.pop();
  if (!isPlainObject(inner)) return undefined;
  for (const key of siblings) setOwn(inner, key, cloneJson(node[key]));
  recordChange(context, path, 'inlined_ref', 'kept', { ref });
  return inner;
}

/** Removes the root's `$defs`/`definitions` once no `$ref` is left, with the changes made inside them. */
export function dropUnusedDefinitions(schema: unknown, context: RewriteContext): void {
  if (!isPlainObject(schema)) return;
  let hasRef = false;
  walkSchema(schema, '', (node) => {
    if (typeof node !== 'boolean' && node.$ref !== undefined) hasRef = true;
  });
  if (hasRef) return;
  for (const key of ['$defs', 'definitions']) {
    if (schema[key] === undefined) continue;
    delete schema[key];
    const at = appendPointer('/inputSchema', key);
    const inside = (p: string) => p === at || p.startsWith(at + '/');
    for (const list of [context.changes, context.ignored]) {
      for (let i = list.length - 1; i >= 0; i--)
        if (inside((list[i] as { path: string }).path)) list.splice(i, 1);
    }
    recordChange(context, at, 'dropped_keyword', 'kept', { keyword: key, reason: 'unreferenced' });
  }
}
