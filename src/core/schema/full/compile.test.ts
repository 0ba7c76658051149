import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileSchema } from '../compile.ts';
import { pointsInto } from '../test-support.ts';
import {
  DIALECT_2020_12,
  DIALECT_DRAFT_07,
  MAX_ISSUES,
  MAX_REF_DEPTH,
  type FullCompiledSchema,
  type FullOptions,
} from './types.ts';

function compiled(schema: unknown, options: FullOptions = {}): FullCompiledSchema {
  const result = compileSchema(schema, { ...options, vocabulary: 'full' });
  if (!result.ok) throw new Error(`${result.error.code} at ${result.error.path}: ${result.error.message}`);
  return result.value;
}

/**
 * A catastrophic bound only (quadratic or exponential work would take minutes); the speed itself is
 * measured by `npm run bench`, not here, on a machine that may be shared.
 */
const BOUND_MS = 30_000;

/** Milliseconds one call takes. */
function timed(run: () => unknown): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

describe('compileSchema with vocabulary "full"', () => {
  it('reports issues in keyword order, whatever order the schema writes its keys in', () => {
    const issues = compiled({ maxLength: 1, minLength: 5, const: 'zz' }).validate('abc');
    expect(issues.map((issue) => issue.keyword)).toEqual(['const', 'minLength', 'maxLength']);
  });

  it('keeps the subset as the default: a keyword outside it is still refused', () => {
    const schema = { type: 'object', properties: { to: { type: 'string', format: 'email' } } };
    for (const result of [compileSchema(schema), compileSchema(schema, { vocabulary: 'subset' })]) {
      expect(result).toMatchObject({
        ok: false,
        error: { code: 'UNSUPPORTED_KEYWORD', path: '/properties/to/format' },
      });
    }
    expect(compiled(schema).isValid({ to: 'not an address' })).toBe(true);
    expect(compiled(schema, { formats: 'assert' }).validate({ to: 'nope' })).toEqual([
      expect.objectContaining({
        path: '/to',
        keyword: 'format',
        reason: 'bad_format',
        params: { format: 'email' },
      }),
    ]);
  });

  it('reads the dialect from $schema first, then from the option, else 2020-12', () => {
    const tuple = { items: [{ type: 'string' }], additionalItems: false };
    expect(compiled({}).dialect).toBe(DIALECT_2020_12);
    expect(compiled({ ...tuple, $schema: DIALECT_DRAFT_07 }).validate(['a', 1])).toEqual([
      expect.objectContaining({
        path: '/1',
        schemaPath: '/additionalItems',
        reason: 'unknown_item',
        params: { index: 1 },
      }),
    ]);
    expect(compiled(tuple, { dialect: DIALECT_DRAFT_07 }).dialect).toBe(DIALECT_DRAFT_07);
    const refused = compileSchema(tuple, { vocabulary: 'full' });
    expect(refused).toMatchObject({ ok: false, error: { code: 'INVALID_SCHEMA', path: '/items' } });
    const own = { $schema: DIALECT_2020_12, prefixItems: [{ type: 'string' }], items: false };
    expect(compiled(own, { dialect: DIALECT_DRAFT_07 }).isValid(['a', 1])).toBe(false);
  });

  it('ignores the siblings of $ref in draft-07 and applies them in 2020-12', () => {
    const schema = { $defs: { n: { type: 'number' } }, definitions: { n: { type: 'number' } }, maximum: 1 };
    expect(compiled({ ...schema, $ref: '#/definitions/n' }, { dialect: DIALECT_DRAFT_07 }).isValid(5)).toBe(
      true,
    );
    expect(compiled({ ...schema, $ref: '#/$defs/n' }).isValid(5)).toBe(false);
  });

  it('lists the keywords nobody defines as not checked, and checks the rest', () => {
    const schema = {
      type: 'object',
      'x-order': 1,
      properties: { a: { type: 'string', 'x-label': 'A', default: 'a' } },
    };
    expect(compiled(schema).unchecked).toEqual(['/x-order', '/properties/a/x-label']);
  });

  it('lists the formats that only annotate: all by default, the unknown ones when asserting', () => {
    const schema = {
      type: 'object',
      properties: {
        at: { type: 'string', format: 'date-time' },
        id: { anyOf: [{ type: 'string', format: 'x-sku' }, { type: 'null' }] },
      },
    };
    const annotated = compiled(schema);
    expect(annotated.formatAnnotations).toEqual(['/properties/at/format', '/properties/id/anyOf/0/format']);
    expect(annotated.isValid({ at: 'not a date' })).toBe(true);
    const asserted = compiled(schema, { formats: 'assert' });
    expect(asserted.formatAnnotations).toEqual(['/properties/id/anyOf/0/format']);
    expect(asserted.isValid({ at: 'not a date' })).toBe(false);
    // draft-07: keywords beside $ref are ignored, so their format annotates nothing either
    const draft07 = {
      $schema: DIALECT_DRAFT_07,
      definitions: { s: {} },
      $ref: '#/definitions/s',
      format: 'uri',
    };
    expect(compiled(draft07).formatAnnotations).toEqual([]);
  });

  it('reads documents given as resources, never fetching, and refuses a $ref that leads nowhere', () => {
    const resources = { 'https://example.com/defs.json': { $defs: { id: { type: 'integer' } } } };
    const schema = { properties: { id: { $ref: 'https://example.com/defs.json#/$defs/id' } } };
    expect(compiled(schema, { resources }).validate({ id: 'x' })).toEqual([
      expect.objectContaining({
        path: '/id',
        keyword: 'type',
        reason: 'wrong_type',
        params: { expected: ['integer'], received: 'string' },
      }),
    ]);
    expect(compileSchema(schema, { vocabulary: 'full' })).toMatchObject({
      ok: false,
      error: { code: 'UNRESOLVED_REF', path: '/properties/id/$ref' },
    });
  });

  it('names the closest anyOf/oneOf branch and its issues, not every branch', () => {
    const schema = {
      anyOf: [
        { type: 'string' },
        { type: 'object', required: ['a', 'b'] },
        { type: 'object', required: ['a'] },
      ],
    };
    expect(
      compiled(schema)
        .validate({})
        .map(({ path, keyword, reason, params }) => ({ path, keyword, reason, params })),
    ).toEqual([
      { path: '', keyword: 'anyOf', reason: 'no_branch_matched', params: { branches: 3, closest: 2 } },
      { path: '', keyword: 'required', reason: 'missing_key', params: { key: 'a' } },
    ]);
    const nullable = { properties: { n: { anyOf: [{ type: 'integer', minimum: 1 }, { type: 'null' }] } } };
    expect(
      compiled(nullable)
        .validate({ n: 0 })
        .map((issue) => issue.reason),
    ).toEqual(['no_branch_matched', 'too_small']);
    const several = compiled({ oneOf: [{ type: 'number' }, { minimum: 0 }, { maximum: 9 }] });
    expect(several.validate(3)).toEqual([
      expect.objectContaining({
        keyword: 'oneOf',
        reason: 'several_branches_matched',
        params: { matched: [0, 1, 2] },
      }),
    ]);
  });

  it('never multiplies issues through combinators, and caps them with one "and N more" issue', () => {
    const nested = {
      anyOf: [
        { anyOf: [{ type: 'string' }, { type: 'number' }] },
        { anyOf: [{ type: 'null' }, { type: 'boolean' }] },
      ],
    };
    expect(compiled(nested).validate({}).length).toBe(3);
    const closed = compiled({ type: 'object', additionalProperties: false });
    const many = Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`k${i}`, i]));
    const issues = closed.validate(many);
    expect(issues).toHaveLength(MAX_ISSUES + 1);
    expect(issues.at(-1)).toMatchObject({ reason: 'more_issues', params: { shown: MAX_ISSUES, more: 900 } });
    expect(issues[0]).toMatchObject({ path: '/k0', reason: 'unknown_key', params: { key: 'k0' } });
  });

  it('treats __proto__ and constructor as ordinary keys, and pollutes nothing', () => {
    const schema = compiled(
      JSON.parse(
        '{"properties": {"__proto__": {"type": "string"}, "constructor": {"type": "string"}},' +
          '"required": ["__proto__", "constructor"], "additionalProperties": false}',
      ),
    );
    expect(schema.validate(JSON.parse('{"__proto__": 1, "constructor": "c"}'))).toEqual([
      expect.objectContaining({ path: '/__proto__', reason: 'wrong_type' }),
    ]);
    expect(schema.validate({}).map((issue) => issue.params)).toEqual([
      { key: '__proto__' },
      { key: 'constructor' },
    ]);
    expect(compiled(JSON.parse('{"properties": {"__proto__": {"polluted": true}}}')).isValid({})).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('checks multipleOf exactly on decimal digits, and never divides into infinity', () => {
    expect(compiled({ multipleOf: 0.0001 }).isValid(0.0075)).toBe(true);
    expect(compiled({ multipleOf: 0.0001 }).isValid(0.00751)).toBe(false);
    expect(compiled({ multipleOf: 0.01 }).isValid(19.99)).toBe(true);
    expect(compiled({ type: 'integer', multipleOf: 0.123456789 }).isValid(1e308)).toBe(false);
    expect(compiled({ multipleOf: 1e-8 }).isValid(12391239123)).toBe(true);
  });

  it('compiles patterns with the u flag, so \\p classes and code points work', () => {
    expect(compiled({ pattern: '^\\p{L}+$' }).isValid('한국어')).toBe(true);
    expect(compiled({ pattern: '^.$' }).isValid('😀')).toBe(true);
    expect(compileSchema({ pattern: '(' }, { vocabulary: 'full' })).toMatchObject({
      ok: false,
      error: { path: '/pattern' },
    });
  });
});

describe('bounded time on hostile schemas and values', () => {
  it.each([
    ['a $ref to itself', { $ref: '#' }],
    ['a $ref cycle', { $ref: '#/$defs/a', $defs: { a: { $ref: '#/$defs/b' }, b: { $ref: '#/$defs/a' } } }],
    ['two branches of self references', { anyOf: [{ $ref: '#' }, { $ref: '#' }] }],
    ['a $dynamicRef to itself', { $dynamicAnchor: 'x', $dynamicRef: '#x' }],
  ])('%s reports ref_loop at once', (_label, schema) => {
    const schemaOf = compiled(schema);
    for (const value of [1, 'a', { a: [1] }]) {
      expect(timed(() => expect(schemaOf.isValid(value)).toBe(false))).toBeLessThan(BOUND_MS);
      expect(schemaOf.validate(value).some((issue) => issue.reason === 'ref_loop')).toBe(true);
    }
  });

  it('stops a recursion deeper than the limit with too_deep, without a stack overflow', () => {
    let deep: unknown = 0;
    for (let i = 0; i < 5000; i++) deep = [deep];
    const schema = compiled({ items: { $ref: '#' } });
    expect(schema.isValid(deep)).toBe(false);
    expect(schema.validate(deep)).toEqual([
      expect.objectContaining({ reason: 'too_deep', params: { limit: MAX_REF_DEPTH, nested: 'refs' } }),
    ]);
  });

  it('bounds exponential branching through references with too_complex', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 40; i++) deep = [deep];
    const schema = compiled({ anyOf: [{ items: { $ref: '#' } }, { items: { $ref: '#' } }], type: 'array' });
    expect(timed(() => expect(schema.isValid(deep)).toBe(false))).toBeLessThan(BOUND_MS);
    expect(schema.validate(deep).some((issue) => issue.reason === 'too_complex')).toBe(true);
  });

  it('refuses an inherited name such as toString or constructor as a type, in a list too', () => {
    for (const type of ['toString', 'constructor', '__proto__', 'hasOwnProperty', ['string', 'valueOf']]) {
      const result = compileSchema({ type }, { vocabulary: 'full' });
      expect(result.ok ? 'compiled' : [result.error.code, result.error.path]).toEqual([
        'INVALID_SCHEMA',
        '/type',
      ]);
    }
  });

  it('treats a format named after an inherited property as unknown: an annotation, never a crash', () => {
    for (const format of ['toString', 'constructor', 'hasOwnProperty', '__proto__']) {
      const schema = compiled({ format }, { formats: 'assert' });
      expect([schema.isValid('x'), schema.validate('x'), schema.formatAnnotations]).toEqual([
        true,
        [],
        ['/format'],
      ]);
    }
  });

  it('puts an embedded resource on the dynamic scope though it was compiled before any $dynamicRef', () => {
    // Y (under properties) and W (under contains) are compiled before Z's $dynamicRef; each declares T as
    // an integer, Z as a string: reached through Y or W, the outermost T in the dynamic scope is theirs
    const base = 'https://scope.example/';
    const anchored = (id: string, type: string) => ({
      $id: `${base}${id}`,
      $defs: { t: { $dynamicAnchor: 'T', type } },
    });
    const schema = compiled(
      {
        $id: `${base}root`,
        properties: {
          y: { ...anchored('Y', 'integer'), $ref: `${base}root` },
          w: { contains: { ...anchored('W', 'integer'), $ref: `${base}root` } },
          z: { $ref: `${base}Z` },
        },
      },
      { resources: { [`${base}Z`]: { ...anchored('Z', 'string'), $dynamicRef: '#T' } } },
    );
    const verdicts = [{ y: { z: 1 } }, { y: { z: 'a' } }, { w: [{ z: 1 }] }, { z: 1 }, { z: 'a' }].map(
      (value) => [schema.isValid(value), schema.validate(value).length === 0],
    );
    expect(verdicts).toEqual([
      [true, true],
      [false, false],
      [true, true],
      [false, false],
      [true, true],
    ]);
  });

  it('gives each isValid call the whole reference budget again (its state is reset, not carried over)', () => {
    // one reference step per item: 300,000 of MAX_REF_STEPS, so a second call that kept counting would fail
    const items = Array.from({ length: 300_000 }, () => 1);
    const schema = compiled({ items: { $ref: '#/$defs/one' }, $defs: { one: { type: 'integer' } } });
    expect([schema.isValid(items), schema.isValid(items), schema.isValid(items)]).toEqual([true, true, true]);
    expect(schema.validate(items)).toEqual([]);
  });

  it('runs deep unevaluatedProperties nesting over many keys in bounded time', () => {
    // each inner level lets unevaluated keys be numbers; only the outermost forbids them
    let schema: unknown = { properties: { k0: true }, unevaluatedProperties: { type: 'number' } };
    for (let i = 1; i < 300; i++) {
      schema = {
        allOf: [schema],
        properties: { [`k${i}`]: true },
        unevaluatedProperties: { type: 'number' },
      };
    }
    schema = { allOf: [schema], unevaluatedProperties: false };
    const value = Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`k${i}`, i]));
    const checked = compiled(schema);
    expect(timed(() => expect(checked.isValid(value)).toBe(true))).toBeLessThan(BOUND_MS);
    // the innermost level refuses the string; every level above sees the key evaluated
    expect(checked.validate({ ...value, extra: 'x' })).toEqual([
      expect.objectContaining({
        path: '/extra',
        schemaPath: `${'/allOf/0'.repeat(300)}/unevaluatedProperties/type`,
      }),
    ]);
  });

  it('checks uniqueItems on 200,000 items in near-linear time and names the first equal pair', () => {
    const items: unknown[] = Array.from({ length: 200_000 }, (_, i) => (i % 2 ? { n: i, m: [i] } : i));
    const schema = compiled({ uniqueItems: true });
    expect(timed(() => expect(schema.isValid(items)).toBe(true))).toBeLessThan(BOUND_MS);
    items.push({ m: [7], n: 7 });
    expect(schema.validate(items)).toEqual([
      expect.objectContaining({
        keyword: 'uniqueItems',
        reason: 'duplicate_items',
        params: { first: 7, second: 200_000 },
      }),
    ]);
  });
});

/** Small schemas from the whole vocabulary, nested a few levels. */
const schemaArbitrary = fc.letrec((tie) => ({
  schema: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.boolean(),
    fc.record(
      {
        type: fc.constantFrom('string', 'number', 'integer', 'object', 'array', 'null', 'boolean'),
        minimum: fc.integer({ min: -5, max: 5 }),
        maxLength: fc.nat(4),
        pattern: fc.constantFrom('^a', 'b$', '\\d'),
        enum: fc.array(fc.jsonValue({ maxDepth: 1 }), { minLength: 1, maxLength: 3 }),
        multipleOf: fc.constantFrom(2, 0.5, 0.1),
        required: fc.uniqueArray(fc.constantFrom('a', 'b', '__proto__'), { maxLength: 2 }),
        properties: fc.dictionary(fc.constantFrom('a', 'b', 'constructor'), tie('schema'), { maxKeys: 2 }),
        additionalProperties: tie('schema'),
        items: tie('schema'),
        prefixItems: fc.array(tie('schema'), { maxLength: 2 }),
        contains: tie('schema'),
        uniqueItems: fc.boolean(),
        anyOf: fc.array(tie('schema'), { minLength: 1, maxLength: 2 }),
        oneOf: fc.array(tie('schema'), { minLength: 1, maxLength: 2 }),
        not: tie('schema'),
        if: tie('schema'),
        then: tie('schema'),
        unevaluatedProperties: tie('schema'),
        unevaluatedItems: tie('schema'),
      },
      { requiredKeys: [] },
    ),
  ),
})).schema;

describe('validate and isValid', () => {
  const few = { a: { type: 'string' }, b: { type: 'integer' }, toString: { type: 'boolean' } };
  const many = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`k${i}`, { type: 'integer' }]));
  const inherited = Object.assign(Object.create({ a: 7, extra: 1 }), { b: 1 }) as object;
  it.each([
    ['a valid object', few, { a: 'x', b: 1, toString: true }, true],
    ['a property of the wrong type, last in the value', few, { toString: true, a: 'x', b: 'one' }, false],
    ['an own `toString` of the wrong type', few, { toString: 'no' }, false],
    ['an inherited key of the wrong type, which is not the object’s own', few, inherited, true],
    ['an unknown key', few, { a: 'x', c: 1 }, false],
    ['an inherited unknown key, which is not the object’s own', few, Object.create({ c: 1 }), true],
    ['twelve properties, all valid', many, { k0: 1, k11: 2, k5: 3 }, true],
    ['twelve properties, the last of the value wrong', many, { k0: 1, k5: 3, k11: 'x' }, false],
    ['twelve properties and an unknown key', many, { k0: 1, k12: 1 }, false],
  ])('agree on %s', (_what, properties, value, isValid) => {
    const schema = compiled({ type: 'object', properties, additionalProperties: false });
    expect(schema.isValid(value)).toBe(isValid);
    expect(schema.validate(value).length === 0).toBe(isValid);
  });

  it('agree on every generated schema and value, and every issue points into the value', () => {
    fc.assert(
      fc.property(schemaArbitrary, fc.jsonValue({ maxDepth: 3 }), (schema, value) => {
        const result = compileSchema(schema, { vocabulary: 'full' });
        if (!result.ok) return;
        const issues = result.value.validate(value);
        expect(issues.length === 0).toBe(result.value.isValid(value));
        for (const issue of issues)
          if (issue.reason !== 'more_issues') expect(pointsInto(value, issue.path)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
