import { describe, expect, it } from 'vitest';
import { findPatterns } from './schema-patterns.ts';

describe('findPatterns', () => {
  it.each([
    ['a schema without a pattern', { type: 'object', properties: { z: { enum: [0, 0] } } }, 0, null],
    ['a pattern in a property', { properties: { w: { type: 'string', pattern: '^(a+)+$' } } }, 1, '^(a+)+$'],
    ['a property named pattern, which is not one', { properties: { pattern: { type: 'string' } } }, 0, null],
    ['a pattern inside enum data, which is not one', { enum: [{ pattern: 'x' }] }, 0, null],
    ['patternProperties keys', { patternProperties: { '^a': {}, '^b': { pattern: 'c' } } }, 3, '^a'],
    [
      'patterns under $defs, items and anyOf',
      { $defs: { a: { pattern: 'd' } }, items: { anyOf: [{ pattern: 'e' }] } },
      2,
      'd',
    ],
    ['a boolean schema', true, 0, null],
  ])('finds the patterns of %s', (_, schema, count, first) => {
    expect(findPatterns(schema)).toEqual({ count, first });
  });

  it('walks a schema nested 100,000 deep without recursion', () => {
    let schema: Record<string, unknown> = { pattern: 'deep' };
    for (let i = 0; i < 100_000; i++) schema = { items: schema };
    expect(findPatterns(schema)).toEqual({ count: 1, first: 'deep' });
  });

  it('skips an enum of a million values without looking into it', () => {
    expect(findPatterns({ enum: Array(1_000_000).fill({ pattern: 'x' }) })).toEqual({
      count: 0,
      first: null,
    });
  });
});
