// Keywords whose value is a schema, an array of schemas, or an object of schemas (JSON Schema 2020-12).
const ONE = [
  'items',
  'additionalItems',
  'additionalProperties',
  'unevaluatedItems',
  'unevaluatedProperties',
  'not',
  'if',
  'then',
  'else',
  'contains',
  'propertyNames',
];
const MANY = ['allOf', 'anyOf', 'oneOf', 'prefixItems', 'items'];
const MAP = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'];

/** The regular expressions a schema holds: how many, and the first in reading order. */
export interface SchemaPatterns {
  count: number;
  first: string | null;
}

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Finds the `pattern` values and `patternProperties` keys of a schema and its subschemas, so a slow check
 * is blamed on a pattern only when the schema has one. Walked breadth first without recursion, each
 * object once, so any depth or size is safe; `enum`, `const` and `default` hold data and are skipped.
 */
export function findPatterns(schema: unknown): SchemaPatterns {
  const queue: unknown[] = [schema];
  const seen = new Set<Node>();
  let count = 0;
  let first: string | null = null;
  const note = (pattern: string) => {
    count++;
    first ??= pattern;
  };
  for (let i = 0; i < queue.length; i++) {
    const node = queue[i];
    if (!isNode(node) || seen.has(node)) continue;
    seen.add(node);
    if (typeof node.pattern === 'string') note(node.pattern);
    if (isNode(node.patternProperties)) for (const key of Object.keys(node.patternProperties)) note(key);
    for (const key of ONE) queue.push(node[key]);
    for (const key of MANY) {
      const list = node[key];
      if (Array.isArray(list)) for (const item of list) queue.push(item);
    }
    for (const key of MAP) {
      const map = node[key];
      if (isNode(map)) for (const item of Object.values(map)) queue.push(item);
    }
  }
  return { count, first };
}
