import { isPlainObject, ownValue } from '../json-value.ts';
import { setOwn, withoutKeys } from '../json-object.ts';
import { resolveRef } from '../schema/resolve-ref.ts';
import {
  declaredTypes,
  JSON_TYPES,
  numberOf,
  propertiesOf,
  requiredOf,
  type JsonType,
} from '../schema/read-keywords.ts';

/** A source of numbers in [0, 1); null asks for the minimal value (every choice the first or smallest). */
export type Random = (() => number) | null;

const MAX_DEPTH = 12;
export const ANY_VALUES: readonly unknown[] = [null, 0, '', true, 'a', 1.5, -1, [], {}];

/** A small PRNG (mulberry32), so samples are the same on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A value meant to match `schema` (resolving `$ref`s in `root`): minimal with `random` null, varied
 * otherwise. It is only a candidate: callers check it with the schema engine before relying on it.
 */
export function candidateValue(schema: unknown, root: unknown, random: Random, depth = 0): unknown {
  if (!isPlainObject(schema) || depth > MAX_DEPTH) return random ? pick(ANY_VALUES, random) : null;
  if (Object.hasOwn(schema, 'const')) return schema.const;
  const next = (sub: unknown) => candidateValue(sub, root, random, depth + 1);
  if (typeof schema.$ref === 'string') {
    const target = resolveRef(root, schema.$ref);
    if (target !== undefined) return next(target);
  }
  const choices = ownValue(schema, 'enum');
  if (Array.isArray(choices) && choices.length > 0) return pick(choices, random);
  for (const key of ['anyOf', 'oneOf', 'allOf']) {
    const branches = ownValue(schema, key);
    if (Array.isArray(branches) && branches.length > 0) {
      const branch = key === 'allOf' ? branches[0] : pick(branches, random);
      if (isPlainObject(branch))
        return next({ ...withoutKeys(schema, ['anyOf', 'oneOf', 'allOf']), ...branch });
    }
  }
  const type = pick(declaredTypes(schema) ?? inferredTypes(schema, random), random);
  return SAMPLERS[type](schema, next, random);
}

function inferredTypes(schema: Record<string, unknown>, random: Random): readonly JsonType[] {
  const has = (...keys: string[]) => keys.some((key) => Object.hasOwn(schema, key));
  if (has('properties', 'required', 'additionalProperties', 'minProperties')) return ['object'];
  if (has('items', 'prefixItems', 'minItems', 'maxItems', 'uniqueItems')) return ['array'];
  if (has('minLength', 'maxLength', 'pattern')) return ['string'];
  if (has('minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf')) return ['number'];
  return random ? JSON_TYPES : ['null'];
}

type Next = (schema: unknown) => unknown;
type Sampler = (schema: Record<string, unknown>, next: Next, random: Random) => unknown;

const SAMPLERS: Record<JsonType, Sampler> = {
  object: sampleObject,
  array: sampleArray,
  string: sampleString,
  integer: (schema, _next, random) => sampleNumber(schema, random, true),
  number: (schema, _next, random) => sampleNumber(schema, random, false),
  boolean: (_schema, _next, random) => (random ? random() < 0.5 : false),
  null: () => null,
};

function sampleObject(schema: Record<string, unknown>, next: Next, random: Random): unknown {
  const properties = propertiesOf(schema);
  const extra = ownValue(schema, 'additionalProperties');
  const object: Record<string, unknown> = {};
  const required = new Set(requiredOf(schema));
  for (const key of required)
    setOwn(object, key, next(Object.hasOwn(properties, key) ? properties[key] : extra));
  for (const key of Object.keys(properties))
    if (!required.has(key) && random && random() < 0.5) setOwn(object, key, next(properties[key]));
  const least = numberOf(schema, 'minProperties') ?? 0;
  for (let i = 0; Object.keys(object).length < least && i < least + 8; i++) {
    const key = Object.keys(properties).find((name) => !Object.hasOwn(object, name)) ?? `key${i}`;
    setOwn(object, key, next(Object.hasOwn(properties, key) ? properties[key] : extra));
  }
  return object;
}

function sampleArray(schema: Record<string, unknown>, next: Next, random: Random): unknown {
  const least = numberOf(schema, 'minItems') ?? 0;
  const most = Math.min(numberOf(schema, 'maxItems') ?? least + 3, least + 3);
  const count = random ? least + Math.floor(random() * (most - least + 1)) : least;
  const prefix = ownValue(schema, 'prefixItems');
  const items = ownValue(schema, 'items');
  const out: unknown[] = [];
  for (let i = 0; i < count; i++)
    out.push(next(Array.isArray(prefix) && i < prefix.length ? prefix[i] : items));
  return out;
}

function sampleString(schema: Record<string, unknown>, _next: Next, random: Random): unknown {
  const least = numberOf(schema, 'minLength') ?? 0;
  const most = Math.min(numberOf(schema, 'maxLength') ?? least + 6, least + 6);
  const length = random ? least + Math.floor(random() * (most - least + 1)) : least;
  const alphabet = 'abz09 -_.ÄЖ😀';
  let text = '';
  for (let i = 0; i < length; i++) text += random ? pick([...alphabet], random) : 'a';
  return text;
}

function sampleNumber(schema: Record<string, unknown>, random: Random, isInteger: boolean): number {
  const step = isInteger ? 1 : 0.5;
  const exclusiveLow = numberOf(schema, 'exclusiveMinimum');
  const exclusiveHigh = numberOf(schema, 'exclusiveMaximum');
  let low = numberOf(schema, 'minimum') ?? (exclusiveLow === undefined ? -100 : exclusiveLow + step);
  let high = numberOf(schema, 'maximum') ?? (exclusiveHigh === undefined ? low + 200 : exclusiveHigh - step);
  if (isInteger) [low, high] = [Math.ceil(low), Math.floor(high)];
  const multiple = numberOf(schema, 'multipleOf');
  let value = random ? low + Math.floor(random() * (high - low + 1)) : Math.min(Math.max(0, low), high);
  if (!isInteger && random && random() < 0.3) value += 0.5;
  if (multiple !== undefined && multiple > 0) value = Math.ceil(value / multiple) * multiple;
  return value;
}

function pick<T>(list: readonly T[], random: Random): T {
  return list[random ? Math.floor(random() * list.length) : 0]!;
}

/** The minimal value of `schema` and `count` varied ones, the same on every run, each made when asked for. */
export function* candidateStream(
  schema: unknown,
  root: unknown,
  count: number,
  seed = 1,
): Generator<unknown> {
  const random = seededRandom(seed);
  yield candidateValue(schema, root, null);
  for (let i = 0; i < count; i++) yield candidateValue(schema, root, random);
}

/** The same values as candidateStream, in a list. */
export function candidateValues(schema: unknown, root: unknown, count: number, seed = 1): unknown[] {
  return [...candidateStream(schema, root, count, seed)];
}
