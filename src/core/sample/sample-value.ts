import { isObjectValue, ownValue } from '../json-value.ts';
import { resolveRef } from '../schema/resolve-ref.ts';

/**
 * Which starting value a sample holds: `required` gives the required properties an empty value of their
 * type (a skeleton a visitor edits from), `all` gives every property a plausible value within its limits.
 */
export type SampleFill = 'required' | 'all';

/** How to sample a schema: the fill, the document its `$ref`s name, and the property name it is the value of. */
export interface SampleOptions {
  readonly fill: SampleFill;
  /** The document a `$ref` is read in; the schema itself when absent. */
  readonly root?: unknown;
  /** The property the value is for: a plausible value is chosen by it. */
  readonly name?: string;
}

// a `$ref` chain longer than this (or one that returns to itself) samples as null
const MAX_REFS = 32;

const EMPTY_OF_TYPE: Readonly<Record<string, () => unknown>> = {
  string: () => '',
  number: () => 0,
  integer: () => 0,
  boolean: () => false,
  array: () => [],
  object: () => ({}),
  null: () => null,
};

const STRING_EXAMPLES: ReadonlyArray<[RegExp, string]> = [
  [/url|href|link/, 'https://example.com/docs'],
  [/selector|target|element/, '#main'],
  [/path|file/, 'notes.txt'],
  [/query|search|pattern/, 'pricing'],
  [/tab|id$|_id/, 'tab-2'],
  [/key/, 'Enter'],
  [/value|text|content|input/, 'Hello'],
  [/name|label|title/, 'report'],
];

const NUMBER_EXAMPLES: ReadonlyArray<[RegExp, number]> = [
  [/ms$|timeout|delay|wait/, 1000],
  [/limit|max|count|size/, 10],
  [/index|page|line/, 1],
  [/x$|y$|offset|amount|pixels|delta/, 400],
];

const PLAUSIBLE_OF_TYPE: Readonly<
  Record<string, (name: string, schema: Record<string, unknown>) => unknown>
> = {
  string: (name, schema) => {
    const text = STRING_EXAMPLES.find(([re]) => re.test(name))?.[1] ?? 'example';
    const limit = ownValue(schema, 'maxLength');
    // code points, not UTF-16 units: maxLength counts characters
    return typeof limit === 'number' ? [...text].slice(0, limit).join('') : text;
  },
  number: (name) => NUMBER_EXAMPLES.find(([re]) => re.test(name))?.[1] ?? 3,
  integer: (name) => NUMBER_EXAMPLES.find(([re]) => re.test(name))?.[1] ?? 3,
  boolean: (name) => !/^(no|skip|dis)/.test(name),
};

/**
 * A starting value for `schema`: its first `enum` value, else a value of its first declared type (empty, or
 * plausible for the property's name under `fill: 'all'`), else null. Follows local `$ref`s and never fails.
 */
export function sampleValue(schema: unknown, options: SampleOptions): unknown {
  const target = followRefs(schema, options.root ?? schema);
  if (!isObjectValue(target)) return null;
  const choices = ownValue(target, 'enum');
  if (Array.isArray(choices) && choices.length > 0) return choices[0];
  const declared = ownValue(target, 'type');
  const type = Array.isArray(declared) ? declared[0] : declared;
  if (typeof type !== 'string') return null;
  if (options.fill === 'all' && Object.hasOwn(PLAUSIBLE_OF_TYPE, type))
    return PLAUSIBLE_OF_TYPE[type]!((options.name ?? '').toLowerCase(), target);
  return Object.hasOwn(EMPTY_OF_TYPE, type) ? EMPTY_OF_TYPE[type]!() : null;
}

/** The schema `schema` stands for once its `$ref`s in `root` are followed; undefined when one names nothing. */
export function followRefs(schema: unknown, root: unknown): unknown {
  let here = schema;
  for (let step = 0; step <= MAX_REFS; step++) {
    if (!isObjectValue(here)) return here;
    const ref = ownValue(here, '$ref');
    if (ref === undefined) return here;
    here = resolveRef(root, ref);
  }
  return undefined;
}
