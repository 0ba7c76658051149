import { describe, expect, it } from 'vitest';
import { compileSchema } from '../schema/compile.ts';
import { MCP_SCHEMA_OPTIONS } from '../mcp/schema-options.ts';
import { candidateValue, candidateValues, seededRandom } from './candidate-values.ts';

describe('candidateValue', () => {
  it.each([
    [{ type: 'string', minLength: 2 }, 'aa'],
    [{ type: ['null', 'integer'], minimum: 3 }, 3],
    [{ type: 'number', exclusiveMinimum: 0 }, 0.5],
    [{ enum: ['b', 'c'] }, 'b'],
    [{ const: { x: 1 } }, { x: 1 }],
    [{ type: 'array', minItems: 2, items: { type: 'boolean' } }, [false, false]],
    [
      { required: ['a'], properties: { a: { $ref: '#/$defs/n' } }, $defs: { n: { type: 'integer' } } },
      { a: 0 },
    ],
    [{ anyOf: [{ type: 'string' }, { type: 'integer' }] }, ''],
    [{}, null],
  ])('is minimal for %j with no randomness', (schema, value) => {
    expect(candidateValue(schema, schema, null)).toEqual(value);
  });

  it('ignores a `$ref` that names nothing and samples the rest of the schema', () => {
    expect(candidateValue({ $ref: '#/gone', type: 'boolean' }, {}, null)).toBe(false);
  });

  it('stops at a `$ref` loop instead of recursing forever', () => {
    const schema = { $ref: '#' };
    expect(candidateValue(schema, schema, seededRandom(1))).toBeDefined();
  });
});

describe('candidateValues', () => {
  const schema = {
    type: 'object',
    required: ['name', 'tags'],
    properties: {
      name: { type: 'string', maxLength: 4 },
      tags: { type: 'array', items: { enum: ['x', 'y'] }, maxItems: 2 },
      size: { type: 'integer', minimum: 1, maximum: 9 },
    },
    additionalProperties: false,
  };

  it('gives the minimal value first, then the same varied ones on every run', () => {
    const values = candidateValues(schema, schema, 20, 3);
    expect(values).toHaveLength(21);
    expect(values[0]).toEqual({ name: '', tags: [] });
    expect(candidateValues(schema, schema, 20, 3)).toEqual(values);
    expect(candidateValues(schema, schema, 20, 4)).not.toEqual(values);
  });

  it('makes values the schema accepts when its bounds allow every choice', () => {
    const compiled = compileSchema(schema, MCP_SCHEMA_OPTIONS);
    if (!compiled.ok) throw new Error(compiled.error.message);
    const values = candidateValues(schema, schema, 50, 9);
    expect(values.filter((value) => !compiled.value.isValid(value))).toEqual([]);
    expect(new Set(values.map((value) => JSON.stringify(value))).size).toBeGreaterThan(20);
  });
});
