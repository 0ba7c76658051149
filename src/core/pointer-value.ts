// Apart from pointer.ts, which the first page loads whole: only views that follow a pointer load this.
import { hasOwnKey, isPlainObject } from './json-value.ts';
import { parsePointer } from './pointer.ts';

/**
 * The value `tokens` lead to inside `root`, or undefined when there is none: an array step is a canonical
 * index inside the array, an object step one of the plain object's own keys (`__proto__` included).
 */
export function valueAtTokens(root: unknown, tokens: readonly string[]): unknown {
  let node = root;
  for (const token of tokens) {
    if (Array.isArray(node) && /^(0|[1-9]\d*)$/.test(token) && Number(token) < node.length)
      node = node[Number(token)];
    else if (isPlainObject(node) && hasOwnKey(node, token)) node = node[token];
    else return undefined;
  }
  return node;
}

/** The value an RFC 6901 pointer names inside `root`, or undefined when there is none or it is malformed. */
export function resolvePointer(root: unknown, pointer: string): unknown {
  const tokens = parsePointer(pointer);
  return tokens === undefined ? undefined : valueAtTokens(root, tokens);
}
