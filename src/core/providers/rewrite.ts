import { cloneJson, isPlainObject } from '../json-value.ts';
import { appendPointer } from '../pointer.ts';
import { mergeAllOf, oneOfToAnyOf } from './combinators.ts';
import { geminiShapes } from './gemini-shapes.ts';
import { dropUnusedDefinitions, inlineRef } from './inline-ref.ts';
import { recursiveRefPaths } from './refs.ts';
import {
  recordChange,
  recordDroppedConstraint,
  setOwn,
  type Draft,
  type RewriteContext,
} from './rewrite-context.ts';
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
 * Rebuilds a schema the MCP import compiled for `provider`: keyword by keyword after schema-plan.ts,
 * `$ref`s inlined for Gemini where not recursive, and objects closed (and, for OpenAI, made all-required with nullable
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

function rewriteNode(node: unknown, origin: string, path: string, context: RewriteContext): unknown {
  context.nodes++;
  if (!isPlainObject(node)) return node;
  if (context.provider === 'gemini' && typeof node.$ref === 'string') {
    const inlined = inlineRef(node, origin, path, context, rewriteNode);
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
        recordChange(context, appendPointer(path, key), 'dropped_keyword', 'kept', { keyword: key });
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
