import { describe, expect, it } from 'vitest';
import { followRefs, sampleValue } from './sample-value.ts';

describe('sampleValue', () => {
  it.each([
    ['a string', { type: 'string' }, '', 'example'],
    ['an integer', { type: 'integer' }, 0, 3],
    ['a type list, by its first type', { type: ['boolean', 'null'] }, false, true],
    ['an enum, by its first value', { type: 'string', enum: ['b', 'a'] }, 'b', 'b'],
    ['an empty enum, by its type', { type: 'string', enum: [] }, '', 'example'],
    ['an array', { type: 'array' }, [], []],
    ['a schema without a type', { minimum: 3 }, null, null],
    ['an unknown type', { type: 'date' }, null, null],
    ['a boolean schema', true, null, null],
  ])('samples %s', (_label, schema, required, all) => {
    expect(sampleValue(schema, { fill: 'required' })).toEqual(required);
    expect(sampleValue(schema, { fill: 'all' })).toEqual(all);
  });

  it.each([
    ['timeout_ms', { type: 'integer' }, 1000],
    ['limit', { type: 'number' }, 10],
    ['disable_cache', { type: 'boolean' }, false],
    ['Selector', { type: 'string' }, '#main'],
    ['file_path', { type: 'string', maxLength: 5 }, 'notes'],
  ])("chooses a plausible value for a property named %s under fill 'all'", (name, schema, value) => {
    expect(sampleValue(schema, { fill: 'all', name })).toEqual(value);
  });

  it('follows $refs in the root it is given', () => {
    const root = { $defs: { mode: { enum: ['fast'] } } };
    expect(sampleValue({ $ref: '#/$defs/mode' }, { fill: 'required', root })).toBe('fast');
    expect(sampleValue({ $ref: '#/$defs/mode' }, { fill: 'required' })).toBeNull();
  });
});

describe('followRefs', () => {
  const root = {
    $defs: {
      a: { $ref: '#/$defs/b' },
      b: { type: 'string' },
      loop: { $ref: '#/$defs/loop' },
      'x/y': { type: 'null' },
    },
  };

  it.each([
    ['a schema without $ref, as it is', { type: 'integer' }, { type: 'integer' }],
    ['a chain, to its end', { $ref: '#/$defs/a' }, { type: 'string' }],
    ['an escaped pointer token', { $ref: '#/$defs/x~1y' }, { type: 'null' }],
    ['a percent-encoded fragment', { $ref: '#/%24defs/b' }, { type: 'string' }],
    ['a loop, to nothing', { $ref: '#/$defs/loop' }, undefined],
    ['a $ref to another document, to nothing', { $ref: 'other.json#/$defs/b' }, undefined],
    ['a $ref that is not a string, to nothing', { $ref: 7 }, undefined],
  ])('follows %s', (_label, schema, target) => {
    expect(followRefs(schema, root)).toEqual(target);
  });
});
