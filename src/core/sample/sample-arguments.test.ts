import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileSchema } from '../schema/compile.ts';
import { sampleArguments, sampleResult } from './sample-arguments.ts';

const DEFS = {
  $defs: { mode: { enum: ['fast', 'slow'] }, count: { $ref: '#/$defs/number' }, number: { type: 'integer' } },
};

/** The issues the core's engine finds in `value` against `schema`, or the engine's refusal of the schema. */
function issuesOf(schema: unknown, value: unknown): unknown {
  const compiled = compileSchema(schema);
  return compiled.ok ? compiled.value.validate(value) : compiled.error;
}

describe('sampleArguments', () => {
  it.each([
    ['no required list', { type: 'object', properties: { a: { type: 'string' } } }, {}],
    [
      'one property of each type',
      {
        type: 'object',
        properties: {
          s: { type: 'string' },
          n: { type: 'number' },
          i: { type: 'integer' },
          b: { type: 'boolean' },
          a: { type: 'array' },
          o: { type: 'object' },
          z: { type: 'null' },
        },
        required: ['s', 'n', 'i', 'b', 'a', 'o', 'z'],
      },
      { s: '', n: 0, i: 0, b: false, a: [], o: {}, z: null },
    ],
    [
      'an enum',
      { type: 'object', properties: { m: { enum: ['fast', 'slow'] } }, required: ['m'] },
      { m: 'fast' },
    ],
    [
      'a type list',
      { type: 'object', properties: { t: { type: ['integer', 'null'] } }, required: ['t'] },
      { t: 0 },
    ],
    ['a required name without a property', { type: 'object', required: ['x'] }, { x: null }],
    ['a required name listed twice and a non-string one', { required: ['x', 7, 'x'] }, { x: null }],
    ['a schema that is not an object', 'object', {}],
    [
      'properties behind $refs, a chain of them included',
      {
        ...DEFS,
        properties: { m: { $ref: '#/$defs/mode' }, c: { $ref: '#/$defs/count' } },
        required: ['m', 'c'],
      },
      { m: 'fast', c: 0 },
    ],
    [
      'an inputSchema that is itself a $ref',
      { $ref: '#/$defs/args', $defs: { args: { properties: { q: { type: 'string' } }, required: ['q'] } } },
      { q: '' },
    ],
    [
      'a $ref that names the root by its $id',
      { $id: 'urn:t', ...DEFS, properties: { m: { $ref: 'urn:t#/$defs/mode' } }, required: ['m'] },
      { m: 'fast' },
    ],
    [
      'a $ref that names nothing, another document or a loop',
      {
        $defs: { a: { $ref: '#/$defs/b' }, b: { $ref: '#/$defs/a' } },
        properties: { x: { $ref: '#/$defs/none' }, y: { $ref: 'other.json#/a' }, z: { $ref: '#/$defs/a' } },
        required: ['x', 'y', 'z'],
      },
      { x: null, y: null, z: null },
    ],
  ])("fills %s with fill 'required'", (_label, inputSchema, sample) => {
    expect(sampleArguments({ inputSchema }, { fill: 'required' })).toEqual(sample);
  });

  it("fills required and optional fields with plausible values of their type with fill 'all'", () => {
    const inputSchema = {
      type: 'object',
      properties: {
        url: { type: 'string', maxLength: 2000 },
        timeout_ms: { type: 'integer' },
        full: { type: 'boolean' },
        skip_cache: { type: 'boolean' },
        ratio: { type: 'number' },
        mode: { $ref: '#/$defs/mode' },
        tags: { type: 'array' },
      },
      required: ['url', 'other'],
      ...DEFS,
    };
    expect(sampleArguments({ inputSchema }, { fill: 'all' })).toEqual({
      url: 'https://example.com/docs',
      timeout_ms: 1000,
      full: true,
      skip_cache: false,
      ratio: 3,
      mode: 'fast',
      tags: [],
      other: null,
    });
  });

  it('keeps strings within maxLength counted in code points', () => {
    const inputSchema = {
      properties: { url: { type: 'string', maxLength: 5 }, label: { type: 'string', maxLength: 0 } },
    };
    expect(sampleArguments({ inputSchema }, { fill: 'all' })).toEqual({ url: 'https', label: '' });
  });

  it.each(['required', 'all'] as const)(
    'gives constructor and __proto__ fields own keys without touching prototypes (fill %s)',
    (fill) => {
      const inputSchema = JSON.parse(
        '{"properties":{"constructor":{"type":"string"},"__proto__":{"type":"integer"}},"required":["constructor","__proto__"]}',
      );
      const sample = sampleArguments({ inputSchema }, { fill });
      expect(Object.keys(sample)).toEqual(['constructor', '__proto__']);
      expect(Object.getPrototypeOf(sample)).toBe(Object.prototype);
      expect(JSON.parse(JSON.stringify(sample))).toHaveProperty(['__proto__'], fill === 'all' ? 3 : 0);
    },
  );

  it("fills a sample the schema accepts when every required property has a plain type (fill 'required')", () => {
    const type = fc.constantFrom('string', 'number', 'integer', 'boolean', 'array', 'object', 'null');
    const schemas = fc.dictionary(fc.stringMatching(/^[a-z]{1,4}$/), type).map((types) => ({
      type: 'object',
      properties: Object.fromEntries(Object.entries(types).map(([name, t]) => [name, { type: t }])),
      required: Object.keys(types),
    }));
    fc.assert(
      fc.property(schemas, (inputSchema) => {
        expect(issuesOf(inputSchema, sampleArguments({ inputSchema }, { fill: 'required' }))).toEqual([]);
      }),
    );
  });

  it("fills a sample a generated scalar schema accepts, every field included (fill 'all')", () => {
    const spec = fc.oneof(
      fc.record({ type: fc.constant('string'), maxLength: fc.integer({ min: 1, max: 20000 }) }),
      fc.record({ type: fc.constantFrom('integer', 'boolean') }),
    );
    fc.assert(
      fc.property(fc.dictionary(fc.stringMatching(/^[a-z][a-z0-9._-]{0,12}$/), spec), (properties) => {
        const inputSchema = {
          type: 'object',
          properties,
          required: Object.keys(properties),
          additionalProperties: false,
        };
        const sample = sampleArguments({ inputSchema }, { fill: 'all' });
        expect(Object.keys(sample)).toEqual(Object.keys(properties));
        expect(issuesOf(inputSchema, sample)).toEqual([]);
      }),
    );
  });
});

describe('sampleResult', () => {
  it('is one empty text block when the tool declares no outputSchema', () => {
    expect(sampleResult({ outputSchema: null })).toEqual({ content: [{ type: 'text', text: '' }] });
  });

  it("adds structuredContent filled from the outputSchema's required properties", () => {
    const outputSchema = {
      ...DEFS,
      properties: { m: { $ref: '#/$defs/mode' }, note: { type: 'string' } },
      required: ['m'],
    };
    expect(sampleResult({ outputSchema })).toEqual({
      content: [{ type: 'text', text: '' }],
      structuredContent: { m: 'fast' },
    });
  });
});
