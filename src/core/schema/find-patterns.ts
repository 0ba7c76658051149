import { toPointer } from '../pointer.ts';

// Keywords whose value is a schema, an array of schemas, or an object of schemas (JSON Schema 2020-12,
// and draft-07's `definitions`, `additionalItems` and schema-valued `dependencies`).
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
const MAP = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas', 'dependencies'];

/** One regular expression a schema holds, and where: the `pattern` keyword, or the `patternProperties` key. */
export interface SchemaPattern {
  readonly pattern: string;
  /** RFC 6901 pointer into the schema, built when first read. */
  readonly path: string;
}

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The walk's nodes, each with its parent's index and the tokens that lead from the parent to it. */
interface Walk {
  nodes: unknown[];
  parents: number[];
  steps: (readonly (string | number)[])[];
}

class FoundPattern implements SchemaPattern {
  readonly pattern: string;
  readonly #walk: Walk;
  readonly #at: number;
  readonly #last: readonly string[];
  constructor(pattern: string, walk: Walk, at: number, last: readonly string[]) {
    this.pattern = pattern;
    this.#walk = walk;
    this.#at = at;
    this.#last = last;
  }
  get path(): string {
    const tokens: (string | number)[] = [...this.#last];
    for (let i = this.#at; i > 0; i = this.#walk.parents[i]!) tokens.unshift(...this.#walk.steps[i]!);
    return toPointer(tokens);
  }
}

/**
 * Finds the `pattern` values and `patternProperties` keys of a schema and its subschemas, in reading order
 * (breadth first), so a slow check is blamed on a pattern only when the schema has one, and by its
 * pointer. Walked without recursion, each object once, so any depth or size is safe; `enum`, `const` and
 * `default` hold data and are skipped. Pointers are built only for the patterns whose `path` is read.
 */
export function findPatterns(schema: unknown): readonly SchemaPattern[] {
  const walk: Walk = { nodes: [schema], parents: [-1], steps: [[]] };
  const push = (value: unknown, parent: number, ...step: (string | number)[]) => {
    if (!isNode(value)) return;
    walk.nodes.push(value);
    walk.parents.push(parent);
    walk.steps.push(step);
  };
  const seen = new Set<Node>();
  const found: SchemaPattern[] = [];
  for (let i = 0; i < walk.nodes.length; i++) {
    const node = walk.nodes[i];
    if (!isNode(node) || seen.has(node)) continue;
    seen.add(node);
    if (typeof node.pattern === 'string') found.push(new FoundPattern(node.pattern, walk, i, ['pattern']));
    if (isNode(node.patternProperties))
      for (const key of Object.keys(node.patternProperties))
        found.push(new FoundPattern(key, walk, i, ['patternProperties', key]));
    for (const key of ONE) push(node[key], i, key);
    for (const key of MANY) {
      const list = node[key];
      if (Array.isArray(list)) list.forEach((item, index) => push(item, i, key, index));
    }
    for (const key of MAP) {
      const map = node[key];
      if (isNode(map)) for (const [name, item] of Object.entries(map)) push(item, i, key, name);
    }
  }
  return found;
}
