import { describe, expect, it } from 'vitest';
import { compileSchema } from './compile-schema.ts';
import { MAX_SCHEMA_DEPTH, MAX_VALUE_DEPTH, type CompiledSchema } from './types.ts';
import { wordReason } from '../wording/reasons.ts';

function compiled(schema: unknown): CompiledSchema {
  const result = compileSchema(schema);
  if (!result.ok) throw new Error(`${result.error.code} at ${result.error.path}`);
  return result.value;
}

function nest(depth: number, leaf: unknown, wrap: (inner: unknown) => unknown): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = wrap(value);
  return value;
}

const UNSUPPORTED = [
  'oneOf',
  'anyOf',
  'allOf',
  'not',
  'if',
  'const',
  'minimum',
  'format',
  'prefixItems',
  'default',
  '$anchor',
];

describe('compileSchema refusals', () => {
  it.each(UNSUPPORTED.map((keyword) => ({ keyword })))(
    'refuses $keyword as UNSUPPORTED_KEYWORD',
    ({ keyword }) => {
      const result = compileSchema({ properties: { a: { [keyword]: 1 } } });
      expect(result).toMatchObject({
        ok: false,
        error: { code: 'UNSUPPORTED_KEYWORD', path: `/properties/a/${keyword}` },
      });
    },
  );

  it.each([
    { schema: 'string', path: '' },
    { schema: null, path: '' },
    { schema: { type: 'text' }, path: '/type' },
    { schema: { type: [] }, path: '/type' },
    { schema: { type: ['string', 'string'] }, path: '/type/1' },
    { schema: { type: ['string', 7] }, path: '/type/1' },
    { schema: { maxLength: -1 }, path: '/maxLength' },
    { schema: { maxLength: 1.5 }, path: '/maxLength' },
    { schema: { minLength: '2' }, path: '/minLength' },
    { schema: { minLength: true }, path: '/minLength' },
    { schema: { pattern: '(' }, path: '/pattern' },
    { schema: { pattern: '\\-' }, path: '/pattern' },
    { schema: { pattern: 5 }, path: '/pattern' },
    { schema: { required: 'a' }, path: '/required' },
    { schema: { required: ['a', 'a'] }, path: '/required/1' },
    { schema: { required: ['a', 1] }, path: '/required/1' },
    { schema: { enum: 'a' }, path: '/enum' },
    { schema: { enum: [1, undefined] }, path: '/enum/1' },
    { schema: { properties: [] }, path: '/properties' },
    { schema: { properties: { 'a/b': 3 } }, path: '/properties/a~1b' },
    { schema: { additionalProperties: 'no' }, path: '/additionalProperties' },
    { schema: { items: [{ type: 'string' }] }, path: '/items' },
    { schema: { $defs: [] }, path: '/$defs' },
    { schema: { $ref: 1 }, path: '/$ref' },
    { schema: { title: 1 }, path: '/title' },
    { schema: { $ref: '#' }, path: '/$ref' },
    { schema: { $defs: { a: { $ref: '#/$defs/b' }, b: { $ref: '#/$defs/a' } } }, path: '/$defs/a/$ref' },
    {
      schema: nest(MAX_SCHEMA_DEPTH + 1, {}, (inner) => ({ items: inner })),
      path: '/items'.repeat(MAX_SCHEMA_DEPTH + 1),
    },
    { schema: { enum: [nest(MAX_SCHEMA_DEPTH + 1, 0, (inner) => [inner])] }, path: '/enum/0' },
  ])('refuses a malformed schema as INVALID_SCHEMA at $path', ({ schema, path }) => {
    expect(compileSchema(schema)).toMatchObject({ ok: false, error: { code: 'INVALID_SCHEMA', path } });
  });

  it.each([
    { ref: '#/$defs/missing', path: '/properties/a/$ref' },
    { ref: '#/properties', path: '/properties/a/$ref' },
    { ref: 'other.json#/$defs/a', path: '/properties/a/$ref' },
    { ref: '#anchor', path: '/properties/a/$ref' },
    { ref: '#/$defs/%E0%A4%A', path: '/properties/a/$ref' },
  ])('refuses $ref $ref as UNRESOLVED_REF', ({ ref, path }) => {
    const result = compileSchema({ $defs: { a: true }, properties: { a: { $ref: ref } } });
    expect(result).toMatchObject({ ok: false, error: { code: 'UNRESOLVED_REF', path } });
  });

  it('checks a 200,000-name required list in linear time', () => {
    const names = Array.from({ length: 200_000 }, (_, i) => `p${i}`);
    expect(compileSchema({ required: [...names, 'p7'] })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_SCHEMA', path: '/required/200000' },
    });
  });

  it('compiles a chain of 100,000 $refs in linear time and stops validating it at the depth limit', () => {
    const count = 100_000;
    const link = (i: number) => (i + 1 < count ? { $ref: `#/$defs/d${i + 1}` } : { type: 'string' });
    const $defs = Object.fromEntries(Array.from({ length: count }, (_, i) => [`d${i}`, link(i)]));
    const schema = compiled({ $defs, $ref: '#/$defs/d0' });
    expect(schema.isValid('text')).toBe(false);
    expect(schema.validate('text')).toMatchObject([
      { keyword: '$ref', schemaPath: `/$defs/d${MAX_VALUE_DEPTH - 1}/$ref` },
    ]);
  });

  it('refuses a nested $id, which would change what $ref resolves to', () => {
    expect(compileSchema({ items: { $id: 'x' } })).toMatchObject({
      ok: false,
      error: { code: 'UNSUPPORTED_KEYWORD', path: '/items/$id' },
    });
  });

  it('refuses an own __proto__ keyword from JSON.parse by name', () => {
    expect(compileSchema(JSON.parse('{"__proto__": {"type": "string"}}'))).toMatchObject({
      ok: false,
      error: { code: 'UNSUPPORTED_KEYWORD', path: '/__proto__' },
    });
  });
});

describe('compileSchema issues', () => {
  it('reports every issue with value and schema pointers, in keyword order then property order', () => {
    const schema = compiled({
      type: 'object',
      required: ['name', 'id'],
      properties: { name: { type: 'string', maxLength: 3 }, tags: { items: { enum: ['a', 'b'] } } },
      additionalProperties: false,
    });
    expect(schema.validate({ name: 'abcd', tags: ['a', 'c', 'b', 'd'], 'x/y': 1 })).toEqual([
      {
        path: '',
        schemaPath: '/required/1',
        keyword: 'required',
        reason: 'missing_key',
        params: { key: 'id' },
        message: 'Missing required property "id".',
      },
      {
        path: '/name',
        schemaPath: '/properties/name/maxLength',
        keyword: 'maxLength',
        reason: 'too_long',
        params: { limit: 3, length: 4 },
        message: 'String has 4 characters; the limit is 3.',
      },
      {
        path: '/tags/1',
        schemaPath: '/properties/tags/items/enum',
        keyword: 'enum',
        reason: 'not_in_enum',
        params: { count: 2 },
        message: 'Value is not one of the 2 allowed values.',
      },
      {
        path: '/tags/3',
        schemaPath: '/properties/tags/items/enum',
        keyword: 'enum',
        reason: 'not_in_enum',
        params: { count: 2 },
        message: 'Value is not one of the 2 allowed values.',
      },
      {
        path: '/x~1y',
        schemaPath: '/additionalProperties',
        keyword: 'additionalProperties',
        reason: 'unknown_key',
        params: { key: 'x/y' },
        message: 'Property "x/y" is not allowed.',
      },
    ]);
  });

  it('gives the expected type for type issues', () => {
    expect(
      compiled({ properties: { user: { properties: { email: { type: ['string', 'null'] } } } } }).validate({
        user: { email: 7 },
      }),
    ).toEqual([
      {
        path: '/user/email',
        schemaPath: '/properties/user/properties/email/type',
        keyword: 'type',
        reason: 'wrong_type',
        params: { expected: ['string', 'null'], received: 'integer' },
        message: 'Expected string or null but got integer.',
        expected: 'string or null',
      },
    ]);
  });

  it.each([
    { schema: { type: 'number' }, value: '42' },
    { schema: { type: 'integer' }, value: '1' },
    { schema: { type: 'boolean' }, value: 0 },
    { schema: { type: 'null' }, value: '' },
    { schema: { type: 'integer' }, value: 1.5 },
    { schema: { type: 'number' }, value: Number.NaN },
  ])('never coerces: $value is not $schema.type', ({ schema, value }) => {
    expect(compiled(schema).validate(value)).toHaveLength(1);
  });

  it('counts code points, not UTF-16 units, and never trims', () => {
    const schema = compiled({ minLength: 2, maxLength: 2 });
    expect(schema.isValid('😀😀')).toBe(true);
    expect(schema.isValid('😀')).toBe(false);
    expect(schema.isValid(' a ')).toBe(false);
    expect(schema.validate('😀😀😀')[0]?.message).toBe('String has 3 characters; the limit is 2.');
  });

  it('searches patterns unanchored with the u flag', () => {
    const schema = compiled({ pattern: '\\p{Lu}' });
    expect(schema.isValid('abcD')).toBe(true);
    expect(schema.isValid('abcd')).toBe(false);
  });

  it('compares enum values deeply, ignoring key order but not kinds', () => {
    const schema = compiled({ enum: [{ a: 1, b: [true] }] });
    expect(schema.isValid({ b: [true], a: 1.0 })).toBe(true);
    expect(schema.isValid({ b: [1], a: 1 })).toBe(false);
    expect(schema.isValid({ a: 1 })).toBe(false);
  });

  it('checks __proto__, constructor and toString as own property names only', () => {
    const schema = compiled(
      JSON.parse(
        '{"required": ["constructor"], "properties": {"__proto__": {"type": "number"}, "toString": {"type": "number"}}}',
      ),
    );
    expect(schema.isValid({})).toBe(false);
    expect(schema.isValid(JSON.parse('{"constructor": 1, "__proto__": 2, "toString": 3}'))).toBe(true);
    expect(schema.validate(JSON.parse('{"constructor": 1, "__proto__": "x"}'))).toMatchObject([
      { path: '/__proto__', keyword: 'type' },
    ]);
  });

  it('follows recursive $ref through $defs with escaped and percent-encoded names', () => {
    const schema = compiled({
      $defs: { 'node/x%': { properties: { next: { $ref: '#/$defs/node~1x%25' } }, required: ['v'] } },
      $ref: '#/$defs/node~1x%25',
    });
    expect(schema.isValid({ v: 1, next: { v: 2, next: { v: 3 } } })).toBe(true);
    expect(schema.validate({ v: 1, next: { next: {} } })).toMatchObject([
      { path: '/next', schemaPath: '/$defs/node~1x%/required/0' },
      { path: '/next/next', schemaPath: '/$defs/node~1x%/required/0' },
    ]);
  });

  it('reports a depth issue instead of overflowing the stack on a 100,000-deep value', () => {
    const schema = compiled({ items: { $ref: '#' } });
    const deep = nest(100_000, [], (inner) => [inner]);
    expect(schema.isValid(deep)).toBe(false);
    const issues = schema.validate(deep);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ keyword: '$ref', schemaPath: '/items/$ref' });
    // each level is one descent into the array and one $ref hop
    expect(issues[0]?.path).toBe('/0'.repeat(Math.ceil((MAX_VALUE_DEPTH + 1) / 2)));
  });

  it('validates a 100,000-deep value against a non-recursive schema without descending', () => {
    const deep = nest(100_000, 1, (inner) => ({ a: inner }));
    expect(compiled({ properties: { a: { type: 'object' } } }).validate(deep)).toEqual([]);
  });

  it('handles a string of ten million code points', () => {
    const huge = '😀'.repeat(10_000_000);
    expect(compiled({ maxLength: 10_000_000, minLength: 10_000_000 }).isValid(huge)).toBe(true);
    expect(compiled({ maxLength: 9_999_999 }).validate(huge)).toHaveLength(1);
  });

  it('keeps working after the caller changes the schema it compiled', () => {
    const source = { enum: [{ a: 1 }], properties: { a: { type: 'string' } } };
    const schema = compiled(source);
    source.enum[0] = { a: 2 };
    source.properties.a.type = 'number';
    expect(schema.validate({ a: 1 })).toEqual([expect.objectContaining({ path: '/a', keyword: 'type' })]);
  });

  it('leaves Object.prototype untouched', () => {
    const schema = compiled({ additionalProperties: { type: 'object' } });
    schema.validate(JSON.parse('{"__proto__": {"polluted": true}, "x": 1}'));
    expect(Object.keys(Object.prototype)).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('compileSchema validate() calls stay apart', () => {
  it('a list of issues handed out is never changed by a later call', () => {
    const schema = compiled({ properties: { name: { type: 'string', maxLength: 3 } } });
    const first = schema.validate({ name: 1 });
    expect(schema.validate({ name: 'ab' })).toEqual([]);
    const third = schema.validate({ name: 'abcd' });
    expect(third).not.toBe(first);
    expect(first.map((issue) => [issue.path, issue.reason])).toEqual([['/name', 'wrong_type']]);
    expect(third.map((issue) => [issue.path, issue.reason])).toEqual([['/name', 'too_long']]);
    expect(third[0]!.params).toEqual({ limit: 3, length: 4 });
  });

  it('a call made while another runs (from a getter) keeps its own issues', () => {
    const schema = compiled({ properties: { a: { type: 'string' }, b: { type: 'string' } } });
    let inner: readonly unknown[] = [];
    const value = {
      get a() {
        inner = schema.validate({ b: 2 });
        return 1;
      },
    };
    const outer = schema.validate(value);
    expect(outer.map((issue) => issue.path)).toEqual(['/a']);
    expect(inner.map((issue) => (issue as { path: string }).path)).toEqual(['/b']);
  });

  it('a sentence remembered at a site is the same as one worded fresh', () => {
    const schema = compiled({ maxLength: 2 });
    const once = schema.validate('abcd')[0]!.message;
    expect(schema.validate('abcd')[0]!.message).toBe(once);
    expect(schema.validate('abcde')[0]!.message).not.toBe(once);
    expect(schema.validate('abcde')[0]!.params).toEqual({ limit: 2, length: 5 });
    expect(once).toBe(wordReason('too_long', { limit: 2, length: 4 }, 'en'));
    expect(schema.validate('abcde')[0]!.message).toBe(wordReason('too_long', { limit: 2, length: 5 }, 'en'));
  });
});
