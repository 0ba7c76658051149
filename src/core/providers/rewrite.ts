import { cloneJson, isPlainObject } from '../json-value.ts';
import { appendPointer } from '../pointer.ts';
import { finding } from './finding.ts';
import { geminiShapes } from './gemini-shapes.ts';
import { localTarget, recursiveRefPaths, resolvePointer } from './refs.ts';
import { recordChange, recordDroppedConstraint, setOwn, type RewriteContext } from './rewrite-context.ts';
import { planKeyword } from './schema-plan.ts';
import {
  ARRAY_SCHEMA_KEYWORDS,
  MAP_SCHEMA_KEYWORDS,
  SINGLE_SCHEMA_KEYWORDS,
  WALK_LIMITS,
  walkSchema,
} from './schema-walk.ts';
import { closeObject } from './strict-object.ts';
import type { Provider, ProviderChange, ProviderFinding } from './types.ts';

/** A schema rebuilt for one provider, with every change and every constraint the provider will not enforce. */
export interface RewrittenSchema {
  readonly schema: unknown;
  readonly changes: ProviderChange[];
  readonly ignored: ProviderFinding[];
}

/**
 * Rebuilds a shape-checked schema for `provider`: keyword by keyword after schema-plan.ts, `$ref`s inlined
 * for Gemini where not recursive, and objects closed (and, for OpenAI, made all-required with nullable
 * optionals) in strict mode. The input is never changed; every change is recorded with its pointer.
 */
export function rewriteSchema(schema: unknown, provider: Provider, strict: boolean): RewrittenSchema {
  const context: RewriteContext = {
    provider,
    strict,
    root: schema,
    recursive: provider === 'gemini' ? recursiveRefPaths(schema) : new Set(),
    expanding: [''],
    nodes: 0,
    nodeBudget: countSchemas(schema) + WALK_LIMITS.maxInlinedNodes,
    changes: [],
    ignored: [],
  };
  const rebuilt = rewriteNode(schema, '', '/inputSchema', context);
  if (provider === 'gemini') dropUnusedDefinitions(rebuilt, context);
  return { schema: rebuilt, changes: context.changes, ignored: context.ignored };
}

function countSchemas(schema: unknown): number {
  let count = 0;
  walkSchema(schema, '', () => count++);
  return count;
}

/** A schema being rebuilt: its keywords, and where in the original each one came from. */
type Draft = Map<string, { value: unknown; origin: string }>;

function rewriteNode(node: unknown, origin: string, path: string, context: RewriteContext): unknown {
  context.nodes++;
  if (!isPlainObject(node)) return node;
  if (context.provider === 'gemini' && typeof node.$ref === 'string') {
    const inlined = inlineRef(node, origin, path, context);
    if (inlined !== undefined) return inlined;
  }
  const draft = planDraft(node, origin, path, context);
  if (context.provider === 'gemini') geminiShapes(draft, path, context);
  const out: Record<string, unknown> = {};
  for (const [key, entry] of draft)
    setOwn(out, key, rewriteValue(key, entry.value, entry.origin, appendPointer(path, key), context));
  closeObject(out, path, context);
  return out;
}

function rewriteValue(
  key: string,
  value: unknown,
  origin: string,
  path: string,
  context: RewriteContext,
): unknown {
  const child = (item: unknown, token: string) =>
    rewriteNode(item, appendPointer(origin, token), appendPointer(path, token), context);
  if (SINGLE_SCHEMA_KEYWORDS.includes(key)) return rewriteNode(value, origin, path, context);
  if (key === 'items' && !Array.isArray(value)) return rewriteNode(value, origin, path, context);
  if ((key === 'items' || ARRAY_SCHEMA_KEYWORDS.includes(key)) && Array.isArray(value)) {
    return value.map((item, i) => child(item, String(i)));
  }
  if (MAP_SCHEMA_KEYWORDS.includes(key) && isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const name of Object.keys(value)) {
      const item = value[name];
      setOwn(out, name, key === 'dependencies' && Array.isArray(item) ? cloneJson(item) : child(item, name));
    }
    return out;
  }
  return cloneJson(value);
}

function planDraft(
  node: Record<string, unknown>,
  origin: string,
  path: string,
  context: RewriteContext,
): Draft {
  const draft: Draft = new Map();
  const keep = (key: string, value: unknown, from: string) => draft.set(key, { value, origin: from });
  for (const key of Object.keys(node)) {
    const value = node[key];
    const from = appendPointer(origin, key);
    const plan = planKeyword(key, value, context.provider, context.strict);
    switch (plan.action) {
      case 'keep':
        keep(key, value, from);
        break;
      case 'drop_annotation':
        recordChange(
          context,
          appendPointer(path, key),
          'dropped_keyword',
          'kept',
          { keyword: key },
          `Removed "${key}", which only annotates.`,
        );
        break;
      case 'drop_constraint':
        recordDroppedConstraint(context, path, key, plan.rule);
        break;
      case 'one_of_to_any_of':
        if (node.anyOf !== undefined) keep(key, value, from);
        else oneOfToAnyOf(value, from, path, plan.rule, context, keep);
        break;
      case 'merge_all_of':
        if (!mergeAllOf(node, value, from, path, context, keep)) keep(key, value, from);
        break;
    }
  }
  return draft;
}

function oneOfToAnyOf(
  value: unknown,
  from: string,
  path: string,
  rule: ProviderFinding['rule'],
  context: RewriteContext,
  keep: (key: string, value: unknown, from: string) => void,
): void {
  keep('anyOf', value, from);
  const at = appendPointer(path, 'anyOf');
  recordChange(
    context,
    at,
    'one_of_to_any_of',
    'widened',
    { keyword: 'oneOf' },
    'Turned "oneOf" into "anyOf".',
  );
  const message =
    '"oneOf" became "anyOf": a value matching several branches is no longer refused by the provider; check it in the host.';
  context.ignored.push(finding(rule, at, { keyword: 'oneOf' }, message, 'ignored'));
}

/** Merges a one-schema allOf into its parent when no keyword clashes; false when it cannot. */
function mergeAllOf(
  node: Record<string, unknown>,
  value: unknown,
  from: string,
  path: string,
  context: RewriteContext,
  keep: (key: string, value: unknown, from: string) => void,
): boolean {
  if (!Array.isArray(value) || value.length !== 1) return false;
  const only: unknown = value[0];
  if (only === true) {
    recordChange(
      context,
      appendPointer(path, 'allOf'),
      'merged_all_of',
      'kept',
      {},
      'Removed an "allOf" that allows everything.',
    );
    return true;
  }
  if (!isPlainObject(only) || Object.keys(only).some((key) => key in node)) return false;
  for (const key of Object.keys(only)) keep(key, only[key], appendPointer(appendPointer(from, '0'), key));
  recordChange(
    context,
    appendPointer(path, 'allOf'),
    'merged_all_of',
    'kept',
    {},
    'Merged the one schema of "allOf" into its parent.',
  );
  return true;
}

function inlineRef(
  node: Record<string, unknown>,
  origin: string,
  path: string,
  context: RewriteContext,
): unknown {
  const ref = node.$ref as string;
  const target = localTarget(ref);
  if (target === null || context.recursive.has(origin) || context.expanding.includes(target))
    return undefined;
  if (context.nodes > context.nodeBudget) return undefined;
  const siblings = Object.keys(node).filter((key) => key !== '$ref');
  if (siblings.some((key) => !['title', 'description', 'default', 'example'].includes(key))) return undefined;
  context.expanding.push(target);
  const inner = rewriteNode(resolvePointer(context.root, target), target, path, context);
  context.expanding.pop();
  if (!isPlainObject(inner)) return undefined;
  for (const key of siblings) setOwn(inner, key, cloneJson(node[key]));
  recordChange(
    context,
    path,
    'inlined_ref',
    'kept',
    { ref },
    `Replaced "$ref": "${ref}" with the schema it names.`,
  );
  return inner;
}

function dropUnusedDefinitions(schema: unknown, context: RewriteContext): void {
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
    recordChange(
      context,
      at,
      'dropped_keyword',
      'kept',
      { keyword: key },
      `Removed "${key}": every reference into it was inlined.`,
    );
  }
}
