import { describe, expect, it } from 'vitest';
import { discover, loadCatalog } from '../../core/index.ts';
import { fieldRows } from './field-rows.ts';

describe('fieldRows', () => {
  it('reads a generated scalar inputSchema: type, required and maxLength per field, in order', () => {
    const loaded = loadCatalog([
      {
        name: 'observe',
        family: 'reading',
        effect: 'read',
        enabled: true,
        fields: {
          selector: { type: 'string', required: false, max_length: 500 },
          max_nodes: { type: 'integer', required: true, max_length: 1 },
        },
      },
    ]);
    if (!loaded.ok) throw new Error(loaded.error.message);
    const described = discover(loaded.value, 'all', 'observe');
    if (!described.ok) throw new Error(described.error.message);
    expect(fieldRows(described.value[0]!.inputSchema)).toEqual([
      { name: 'selector', type: 'string', isRequired: false, limits: ['maxLength: 500'], description: null },
      { name: 'max_nodes', type: 'integer', isRequired: true, limits: [], description: null },
    ]);
  });

  it.each([
    [{ type: ['string', 'null'] }, 'string | null', []],
    [{ type: 'array', items: { type: 'string' }, maxItems: 3 }, 'string[]', ['maxItems: 3']],
    [{ $ref: '#/$defs/point' }, '#/$defs/point', []],
    [{ enum: ['a', 'b'] }, 'enum', ['enum: "a", "b"']],
    [{ anyOf: [{ type: 'string' }] }, 'anyOf', []],
    [{}, 'any', []],
    [true, 'any', []],
    [false, 'never', []],
    [
      { type: 'string', pattern: '^n-[0-9]+$', minLength: 1 },
      'string',
      ['minLength: 1', 'pattern: ^n-[0-9]+$'],
    ],
    [
      { type: 'integer', minimum: 1, maximum: 10, default: 5 },
      'integer',
      ['minimum: 1', 'maximum: 10', 'default: 5'],
    ],
  ])('describes the property %j as type %s with limits %j', (property, type, limits) => {
    const [row] = fieldRows({ type: 'object', properties: { x: property } });
    expect(row).toMatchObject({ name: 'x', type, limits });
  });

  it('shows the first five values of a long enum and how many there are', () => {
    const values = Array.from({ length: 100_000 }, (_, i) => `v${i}`);
    const [row] = fieldRows({ properties: { x: { enum: values } } });
    expect(row!.limits).toEqual(['enum: "v0", "v1", "v2", "v3", "v4", … (100000)']);
  });

  it('keeps a property description and clips a long limit to 120 characters', () => {
    const [row] = fieldRows({
      properties: { x: { type: 'string', description: 'Text.', pattern: 'a'.repeat(500) } },
    });
    expect(row!.description).toBe('Text.');
    expect(row!.limits[0]).toHaveLength(120);
    expect(row!.limits[0]!.endsWith('…')).toBe(true);
  });

  it.each([[null], [[]], [{ type: 'object' }], [{ properties: [] }], ['x']])(
    'gives no rows for a schema without properties: %j',
    (schema) => expect(fieldRows(schema)).toEqual([]),
  );

  it('lists a required key only when the property exists', () => {
    expect(fieldRows({ properties: { a: {} }, required: ['a', 'b'] }).map((row) => row.isRequired)).toEqual([
      true,
    ]);
  });
});
