import fc from 'fast-check';

/** Test support: JSON Schemas of the kinds tools use, and values for them, valid or not. */

export type Schema = Record<string, unknown>;

const NAMES = ['a', 'b', 'c', 'x/y', 't~0'];

const leaf: fc.Arbitrary<Schema> = fc.oneof(
  fc.record(
    { type: fc.constant('string'), maxLength: fc.integer({ min: 0, max: 4 }) },
    { requiredKeys: ['type'] },
  ),
  fc.record({ type: fc.constant('string'), pattern: fc.constantFrom('^a', 'b$', '\\d') }),
  fc.record(
    {
      type: fc.constant('integer'),
      minimum: fc.integer({ min: -2, max: 2 }),
      maximum: fc.integer({ min: 2, max: 6 }),
    },
    { requiredKeys: ['type'] },
  ),
  fc.constant({ type: 'number' }),
  fc.constant({ type: 'boolean' }),
  fc.constant({ type: ['string', 'null'] }),
  fc.record({
    type: fc.constant('string'),
    enum: fc.uniqueArray(fc.constantFrom('F', 'C', 'K'), { minLength: 1 }),
  }),
  fc.record({ enum: fc.uniqueArray(fc.constantFrom('on', 1, true, null), { minLength: 1 }) }),
);

/** Object schemas with nested objects, arrays, enums and a mix of required and optional properties. */
export function arbToolSchema(): fc.Arbitrary<Schema> {
  const { object } = fc.letrec<{ object: Schema; value: Schema }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      leaf,
      tie('object'),
      fc.record(
        {
          type: fc.constant('array'),
          items: tie('value'),
          minItems: fc.integer({ min: 0, max: 2 }),
          maxItems: fc.integer({ min: 2, max: 4 }),
        },
        { requiredKeys: ['type', 'items'] },
      ),
    ),
    object: fc
      .tuple(
        fc.uniqueArray(fc.tuple(fc.constantFrom(...NAMES), tie('value'), fc.boolean()), {
          maxLength: 4,
          selector: ([name]) => name,
        }),
        fc.constantFrom<'absent' | boolean>('absent', true, false),
      )
      .map(([entries, additional]) => {
        const schema: Schema = {
          type: 'object',
          properties: Object.fromEntries(entries.map(([name, value]) => [name, value])),
          required: entries.filter(([, , isRequired]) => isRequired).map(([name]) => name),
        };
        if (additional !== 'absent') schema.additionalProperties = additional;
        return schema;
      }),
  }));
  return object;
}

const anyLeaf = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    0,
    1,
    3,
    7,
    -3,
    2.5,
    '',
    'a',
    'ab',
    'b',
    'a1b',
    'abcdef',
    'F',
    'C',
    'on',
  ),
  fc.string({ maxLength: 5 }),
);

/** Values over a schema's declared keys only: each property present or left out, each value right or wrong. */
export function arbValueFor(schema: unknown, depth = 0): fc.Arbitrary<unknown> {
  const node = schema as Schema;
  const wrong = depth > 3 ? anyLeaf : fc.oneof(anyLeaf, fc.constant([]), fc.constant({}));
  if (node.type === 'object') {
    const properties = node.properties as Record<string, unknown>;
    const entries = Object.keys(properties).map((key) =>
      fc.option(
        arbValueFor(properties[key], depth + 1).map((value) => [key, value] as const),
        { nil: undefined, freq: 3 },
      ),
    );
    const object = fc
      .tuple(...entries)
      .map((pairs) => Object.fromEntries(pairs.filter((pair) => pair !== undefined)));
    return fc.oneof({ weight: 6, arbitrary: object }, { weight: 1, arbitrary: wrong });
  }
  if (node.type === 'array') {
    const items = fc.array(arbValueFor(node.items, depth + 1), { maxLength: 4 });
    return fc.oneof({ weight: 6, arbitrary: items }, { weight: 1, arbitrary: wrong });
  }
  return anyLeaf;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value a strict-mode model sends for `value`: `null` in place of each optional property left out. */
export function toStrict(schema: unknown, value: unknown): unknown {
  const node = schema as Schema;
  if (node.type === 'object' && isRecord(value)) {
    const properties = node.properties as Record<string, unknown>;
    const out: Record<string, unknown> = { ...value };
    for (const key of Object.keys(properties))
      out[key] = key in value ? toStrict(properties[key], value[key]) : null;
    return out;
  }
  if (node.type === 'array' && Array.isArray(value)) return value.map((item) => toStrict(node.items, item));
  return value;
}

/** What a host makes of a strict-mode value: an optional property sent as `null` is taken as left out. */
export function fromStrict(schema: unknown, value: unknown): unknown {
  const node = schema as Schema;
  if (node.type === 'object' && isRecord(value)) {
    const properties = node.properties as Record<string, unknown>;
    const required = new Set(node.required as string[]);
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value)) {
      if (!(key in properties)) out[key] = value[key];
      else if (value[key] === null && !required.has(key)) continue;
      else out[key] = fromStrict(properties[key], value[key]);
    }
    return out;
  }
  if (node.type === 'array' && Array.isArray(value)) return value.map((item) => fromStrict(node.items, item));
  return value;
}
