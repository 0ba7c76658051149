import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileSchema } from '../../core/index.ts';
import { sampleArguments } from './sample-arguments.ts';

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
  ])('fills %s', (_label, schema, sample) => {
    expect(sampleArguments(schema)).toEqual(sample);
  });

  it('makes a required __proto__ an own key and leaves Object.prototype alone', () => {
    const schema = JSON.parse(
      '{"type":"object","properties":{"__proto__":{"type":"string"}},"required":["__proto__"]}',
    );
    const sample = sampleArguments(schema);
    expect(Object.keys(sample)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(sample)).toBe(Object.prototype);
    expect(JSON.stringify(sample)).toBe('{"__proto__":""}');
  });

  it('fills a sample the schema accepts when every required property has a plain type', () => {
    const type = fc.constantFrom('string', 'number', 'integer', 'boolean', 'array', 'object', 'null');
    const schemas = fc.dictionary(fc.stringMatching(/^[a-z]{1,4}$/), type).map((types) => ({
      type: 'object',
      properties: Object.fromEntries(Object.entries(types).map(([name, t]) => [name, { type: t }])),
      required: Object.keys(types),
    }));
    fc.assert(
      fc.property(schemas, (schema) => {
        const compiled = compileSchema(schema);
        expect(compiled.ok && compiled.value.validate(sampleArguments(schema))).toEqual([]);
      }),
    );
  });
});
