import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sampleArguments, sampleArgumentsText } from './sample-arguments.ts';

describe('sampleArguments', () => {
  it('fills required and optional fields with values of their type', () => {
    const sample = sampleArguments({
      properties: {
        url: { type: 'string', maxLength: 2000 },
        timeout_ms: { type: 'integer' },
        full: { type: 'boolean' },
      },
      required: ['url'],
    });
    expect(sample).toEqual({ url: 'https://example.com/docs', timeout_ms: 1000, full: true });
  });

  it('keeps strings within maxLength counted in code points', () => {
    expect(sampleArguments({ properties: { url: { type: 'string', maxLength: 5 } }, required: [] })).toEqual({
      url: 'https',
    });
  });

  it('gives constructor and __proto__ fields own properties without touching prototypes', () => {
    const sample = sampleArguments({
      properties: { constructor: { type: 'string', maxLength: 3 }, ['__proto__']: { type: 'integer' } },
      required: [],
    });
    expect(Object.keys(sample)).toEqual(['constructor', '__proto__']);
    expect(Object.getPrototypeOf(sample)).toBe(Object.prototype);
    expect(
      JSON.parse(sampleArgumentsText({ properties: { ['__proto__']: { type: 'integer' } }, required: [] })),
    ).toHaveProperty(['__proto__'], 3);
  });

  it('always fits the schema it was built from', () => {
    const spec = fc.oneof(
      fc.record({ type: fc.constant('string'), maxLength: fc.integer({ min: 1, max: 20000 }) }),
      fc.record({ type: fc.constantFrom('integer', 'boolean') }),
    );
    fc.assert(
      fc.property(fc.dictionary(fc.stringMatching(/^[a-z][a-z0-9._-]{0,12}$/), spec), (properties) => {
        const sample = sampleArguments({ properties, required: Object.keys(properties) });
        return Object.entries(properties).every(([field, s]) => {
          const value = sample[field];
          if (s.type === 'integer') return Number.isSafeInteger(value);
          if (s.type === 'boolean') return typeof value === 'boolean';
          return (
            typeof value === 'string' &&
            [...value].length <= ('maxLength' in s ? s.maxLength : Infinity) &&
            value.length > 0
          );
        });
      }),
    );
  });
});
