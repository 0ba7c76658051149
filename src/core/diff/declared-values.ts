import { isPlainObject, ownValue } from '../json-value.ts';
import { ANNOTATIONS } from './compare-schemas.ts';
import { isComposing, isDeclaredObject } from './object-rules.ts';
import { propertiesOf } from '../schema/read-keywords.ts';
import { resolveRef } from '../schema/resolve-ref.ts';

/** Subschemas entered per value before the answer is yes: a bound on the time a huge value takes. */
const MAX_STEPS = 10_000;
const MAX_DEPTH = 64;

/**
 * True when a value sends only properties its schema declares, wherever the schema declares them the way
 * the walk reads as declared (see isDeclaredObject): the values callers generated from the schema send.
 * Below a keyword that composes subschemas, and past the bounds, any key counts as declared.
 */
export function isDeclaredValue(value: unknown, schema: unknown, root: unknown): boolean {
  const budget = { steps: 0 };
  return isDeclaredIn(value, schema, root, 0, budget);
}

function isDeclaredIn(
  value: unknown,
  schema: unknown,
  root: unknown,
  depth: number,
  budget: { steps: number },
): boolean {
  if (++budget.steps > MAX_STEPS || depth > MAX_DEPTH || !isPlainObject(schema)) return true;
  const next = (item: unknown, sub: unknown) => isDeclaredIn(item, sub, root, depth + 1, budget);
  const ref = ownValue(schema, '$ref');
  if (ref !== undefined && Object.keys(schema).every((key) => key === '$ref' || ANNOTATIONS.has(key))) {
    const target = resolveRef(root, ref);
    return target === undefined || next(value, target);
  }
  if (isComposing(schema)) return true;
  if (Array.isArray(value)) {
    const items = ownValue(schema, 'items');
    return !isPlainObject(items) || value.every((item) => next(item, items));
  }
  if (!isPlainObject(value)) return true;
  const properties = propertiesOf(schema);
  const isClosed = isDeclaredObject(schema, ANNOTATIONS);
  const extra = ownValue(schema, 'additionalProperties');
  return Object.keys(value).every((key) => {
    if (Object.hasOwn(properties, key)) return next(value[key], properties[key]);
    return !isClosed && next(value[key], extra);
  });
}
