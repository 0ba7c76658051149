import { hasOwnKey } from '../../../json-value.ts';
import { limitOf } from './limit.ts';
import { addIssue, wordingBy } from '../issues.ts';
import { firstDuplicate } from '../unique.ts';
import {
  DIALECT_DRAFT_07,
  type Check,
  type KeywordCompiler,
  type KeywordContext,
  type Node,
  type State,
} from '../types.ts';
import type { ErrorParams } from '../../../result.ts';
import { indexPath } from './paths.ts';

/** An array's item count refused by `minItems` or `maxItems`, worded once per count. */
function counted(
  s: State,
  p: string,
  path: string,
  keyword: 'minItems' | 'maxItems',
  limit: number,
  count: number,
  word: (params: ErrorParams, by: number) => string,
): false {
  if (s.issues === null) return false;
  const params = { limit, count };
  const reason = keyword === 'minItems' ? 'too_few_items' : 'too_many_items';
  return addIssue(s, p, path, keyword, reason, params, undefined, word(params, count));
}

export const compileMinItems: KeywordCompiler = (value, c) => {
  const limit = limitOf(value, c, 'minItems');
  if (limit === undefined) return undefined;
  const path = c.path;
  const word = wordingBy('too_few_items');
  return (v, s, p) =>
    !Array.isArray(v) || v.length >= limit || counted(s, p, path, 'minItems', limit, v.length, word);
};

export const compileMaxItems: KeywordCompiler = (value, c) => {
  const limit = limitOf(value, c, 'maxItems');
  if (limit === undefined) return undefined;
  const path = c.path;
  const word = wordingBy('too_many_items');
  return (v, s, p) =>
    !Array.isArray(v) || v.length <= limit || counted(s, p, path, 'maxItems', limit, v.length, word);
};

/** `uniqueItems`: the first equal pair is reported; long arrays are keyed, not compared pairwise. */
export const compileUniqueItems: KeywordCompiler = (value, c) => {
  if (typeof value !== 'boolean') return c.fail(c.path, 'uniqueItems', 'boolean');
  if (!value) return undefined;
  const path = c.path;
  return (v, s, p) => {
    if (!Array.isArray(v) || v.length < 2) return true;
    const pair = firstDuplicate(v);
    return (
      !pair || addIssue(s, p, path, 'uniqueItems', 'duplicate_items', { first: pair[0], second: pair[1] })
    );
  };
};

function schemaList(value: unknown, c: KeywordContext, name: string): Node[] | undefined {
  if (!Array.isArray(value)) return c.fail(c.path, name, 'schemas');
  return value.map((raw, i) => c.sub(raw, `${c.path}/${i}`));
}

/** Items from `start` on must match `node`; with `isFalse` each extra item is one `unknown_item` issue. */
export function restItems(node: Node, start: number, path: string, keyword: string, isFalse: boolean): Check {
  const word = wordingBy('unknown_item');
  return (v, s, p, ev) => {
    if (!Array.isArray(v)) return true;
    let valid = true;
    for (let i = start; i < v.length; i++) {
      if (isFalse) {
        if (s.issues === null) return false;
        const params = { index: i };
        addIssue(s, indexPath(s, p, i), path, keyword, 'unknown_item', params, undefined, word(params, i));
        valid = false;
        continue;
      }
      if (node.check(v[i], s, indexPath(s, p, i), null)) continue;
      if (s.issues === null) return false;
      valid = false;
    }
    if (ev && v.length > start) ev.allItems = true;
    return valid;
  };
}

/** Items before the list's length must match the schema at their index. */
function tupleItems(nodes: Node[]): Check {
  return (v, s, p, ev) => {
    if (!Array.isArray(v)) return true;
    const n = Math.min(v.length, nodes.length);
    let valid = true;
    for (let i = 0; i < n; i++) {
      if (nodes[i]!.check(v[i], s, indexPath(s, p, i), null)) continue;
      if (s.issues === null) return false;
      valid = false;
    }
    if (ev && n > ev.items) ev.items = n;
    return valid;
  };
}

export const compilePrefixItems: KeywordCompiler = (value, c) => {
  const nodes = schemaList(value, c, 'prefixItems');
  return nodes && nodes.length > 0 ? tupleItems(nodes) : undefined;
};

/** `items`: 2020-12 after `prefixItems`; draft-07 a schema for all items or a list for the first ones. */
export const compileItems: KeywordCompiler = (value, c) => {
  if (Array.isArray(value)) {
    if (c.location.dialect.uri !== DIALECT_DRAFT_07) {
      return c.fail(c.path, 'items', 'one_schema');
    }
    const nodes = schemaList(value, c, 'items');
    return nodes && nodes.length > 0 ? tupleItems(nodes) : undefined;
  }
  const node = c.sub(value, c.path);
  const prefix = c.location.dialect.uri === DIALECT_DRAFT_07 ? undefined : c.schema.prefixItems;
  const start = Array.isArray(prefix) ? prefix.length : 0;
  if (node.trivial)
    return (v, _s, _p, ev) => (ev && Array.isArray(v) && v.length > start && (ev.allItems = true), true);
  return restItems(node, start, c.path, 'items', value === false);
};

/** draft-07 `additionalItems`: only beside a list of `items`, for the items after it. */
export const compileAdditionalItems: KeywordCompiler = (value, c) => {
  const node = c.sub(value, c.path);
  const items = hasOwnKey(c.schema, 'items') ? c.schema.items : undefined;
  if (!Array.isArray(items) || node.trivial) return undefined;
  return restItems(node, items.length, c.path, 'additionalItems', value === false);
};

/** `contains` with `minContains` and `maxContains` (2020-12) beside it; matching items count as evaluated. */
export const compileContains: KeywordCompiler = (value, c) => {
  const node = c.sub(value, c.path);
  const isDraft7 = c.location.dialect.uri === DIALECT_DRAFT_07;
  const min =
    isDraft7 || !hasOwnKey(c.schema, 'minContains') ? 1 : limitOf(c.schema.minContains, c, 'minContains');
  const maxValue = isDraft7 || !hasOwnKey(c.schema, 'maxContains') ? undefined : c.schema.maxContains;
  const max = maxValue === undefined ? null : limitOf(maxValue, c, 'maxContains');
  if (min === undefined || max === undefined) return undefined;
  const path = c.path;
  return (v, s, p, ev) => {
    if (!Array.isArray(v)) return true;
    const issues = s.issues;
    s.issues = null;
    let matched = 0;
    for (let i = 0; i < v.length; i++) {
      // read at each call: a resource root's check may be wrapped once compiling ends
      if (!node.check(v[i], s, p, null)) continue;
      matched++;
      if (ev) (ev.itemSet ??= new Set()).add(i);
      else if (max === null && matched >= min) break;
    }
    s.issues = issues;
    if (matched >= min && (max === null || matched <= max)) return true;
    return addIssue(s, p, path, 'contains', 'contains_count', { min, max, count: matched });
  };
};

/** `minContains`/`maxContains` are read by `contains`; alone they check nothing. */
export const compileContainsBound: KeywordCompiler = (value, c) => {
  limitOf(value, c, c.path.slice(c.path.lastIndexOf('/') + 1));
  return undefined;
};
