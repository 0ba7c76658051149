import { describe, expect, it } from 'vitest';
import { findPatterns } from './find-patterns.ts';

const plain = (schema: unknown) => findPatterns(schema).map(({ pattern, path }) => ({ pattern, path }));

describe('findPatterns', () => {
  it.each([
    ['a schema without a pattern', { type: 'object', properties: { z: { enum: [0, 0] } } }, []],
    [
      'a pattern in a property',
      { properties: { w: { type: 'string', pattern: '^(a+)+$' } } },
      [{ pattern: '^(a+)+$', path: '/properties/w/pattern' }],
    ],
    ['a property named pattern, which is not one', { properties: { pattern: { type: 'string' } } }, []],
    ['a pattern inside enum data, which is not one', { enum: [{ pattern: 'x' }] }, []],
    [
      'patternProperties keys, escaped in the pointer',
      { patternProperties: { '^a/b': {}, '^b~': { pattern: 'c' } } },
      [
        { pattern: '^a/b', path: '/patternProperties/^a~1b' },
        { pattern: '^b~', path: '/patternProperties/^b~0' },
        { pattern: 'c', path: '/patternProperties/^b~0/pattern' },
      ],
    ],
    [
      'patterns under $defs, items and anyOf, breadth first',
      { $defs: { a: { pattern: 'd' } }, items: { anyOf: [true, { pattern: 'e' }] } },
      [
        { pattern: 'd', path: '/$defs/a/pattern' },
        { pattern: 'e', path: '/items/anyOf/1/pattern' },
      ],
    ],
    [
      "draft-07's schema-valued dependencies, beside a list of names",
      { dependencies: { a: ['b'], c: { properties: { d: { pattern: 'f' } } } } },
      [{ pattern: 'f', path: '/dependencies/c/properties/d/pattern' }],
    ],
    ['a boolean schema', true, []],
  ])('finds the patterns of %s, with their pointers', (_, schema, expected) => {
    expect(plain(schema)).toEqual(expected);
  });

  it('walks a schema nested 100,000 deep without recursion, and points at its pattern', () => {
    let schema: Record<string, unknown> = { pattern: 'deep' };
    for (let i = 0; i < 100_000; i++) schema = { items: schema };
    const found = findPatterns(schema);
    expect(found.map((pattern) => pattern.pattern)).toEqual(['deep']);
    expect(found[0]!.path).toBe(`${'/items'.repeat(100_000)}/pattern`);
  });

  it('skips an enum of a million values without looking into it', () => {
    expect(findPatterns({ enum: Array(1_000_000).fill({ pattern: 'x' }) })).toEqual([]);
  });
});
