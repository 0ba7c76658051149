import fc from 'fast-check';

/** Property names that need pointer escaping, mixed with plain ones. */
export const PLAIN_NAMES = ['a', 'b', 'c', 'x/y', 't~0'];

/** The same with names that shadow Object.prototype (Ajv's enum equality calls a value's own toString). */
export const ALL_NAMES = [...PLAIN_NAMES, 'constructor', 'toString', '__proto__'];

const PATTERNS = ['^a', 'b+', '\\d', '^\\p{L}*$', '😀', '^$'];

/** An object built as JSON.parse builds it: `__proto__` becomes an own key, not the prototype. */
function fromEntries(entries: [string, unknown][]): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return object;
}

function arbObject<T>(names: string[], value: fc.Arbitrary<T>, maxKeys: number) {
  const entry = fc.tuple(fc.constantFrom(...names), value);
  return fc.uniqueArray(entry, { maxLength: maxKeys, selector: ([key]) => key }).map(fromEntries);
}

/** Small JSON values over the given property names, so schemas and values meet often. */
export function arbJsonValue(names = ALL_NAMES): fc.Arbitrary<unknown> {
  return fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.constantFrom(null, true, false, 0, -0, 1, 1.0, 2.5, -3),
      fc.integer({ min: -1000, max: 1000 }),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.constantFrom('', 'a', 'aa', 'b', 'ab1', '😀', '😀😀', 'Ä', 'bbb'),
      fc.string({ unit: 'grapheme', maxLength: 4 }),
      fc.array(tie('value'), { maxLength: 4 }),
      arbObject(names, tie('value'), 4),
    ),
  })).value;
}

/** A schema object with up to three keywords; `sub` builds its subschemas. */
function arbKeywords(names: string[], sub: fc.Arbitrary<unknown>): fc.Arbitrary<Record<string, unknown>> {
  const arbName = fc.constantFrom(...names);
  const type = fc.constantFrom('string', 'number', 'integer', 'boolean', 'object', 'array', 'null');
  const model: Record<string, fc.Arbitrary<unknown>> = {
    type: fc.oneof(type, fc.uniqueArray(type, { minLength: 1, maxLength: 3 })),
    enum: fc.array(arbJsonValue(names), { minLength: 1, maxLength: 4 }),
    minLength: fc.nat(4),
    maxLength: fc.nat(4),
    pattern: fc.constantFrom(...PATTERNS),
    required: fc.uniqueArray(arbName, { maxLength: 3 }),
    properties: arbObject(names, sub, 3),
    additionalProperties: fc.oneof(fc.boolean(), sub),
    items: sub,
  };
  // a few keywords per schema, so that generated values pass as well as fail
  const chosen = fc.uniqueArray(fc.constantFrom(...Object.keys(model)), { maxLength: 3 });
  return chosen.chain((keys) =>
    fc.record(Object.fromEntries(keys.map((key) => [key, model[key] as fc.Arbitrary<unknown>]))),
  );
}

/**
 * Schemas of the supported subset over the given property names: boolean schemas, every keyword, `$defs`
 * at the root, and `$ref`s to the root and to `$defs` placed only below a keyword that descends into the
 * value, so none loops.
 */
export function arbSubsetSchema(names = ALL_NAMES): fc.Arbitrary<unknown> {
  const flat = fc.oneof(fc.boolean(), arbKeywords(names, fc.boolean()));
  const nested = fc.letrec<{ nested: unknown }>((tie) => ({
    nested: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.boolean(),
      arbKeywords(names, tie('nested')),
      fc
        .tuple(arbKeywords(names, tie('nested')), fc.constantFrom('#', '#/$defs/d'))
        .map(([keywords, $ref]) => ({
          ...keywords,
          $ref,
        })),
    ),
  })).nested;
  return fc
    .tuple(arbKeywords(names, nested), flat)
    .map(([root, definition]) => ({ ...root, $defs: { d: definition } }));
}
