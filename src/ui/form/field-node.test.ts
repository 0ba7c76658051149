import { describe, expect, it } from 'vitest';
import { buildFieldTree, type FieldNode } from './field-node.ts';

type Node<K extends FieldNode['kind']> = Extract<FieldNode, { kind: K }>;

function as<K extends FieldNode['kind']>(node: FieldNode, kind: K): Node<K> {
  expect(node.kind).toBe(kind);
  return node as Node<K>;
}

describe('buildFieldTree', () => {
  it.each([
    ['a string', { type: 'string' }, 'string'],
    ['an integer', { type: 'integer' }, 'number'],
    ['a number', { type: 'number' }, 'number'],
    ['a boolean', { type: 'boolean' }, 'boolean'],
    ['null', { type: 'null' }, 'null'],
    ['an enum', { enum: ['a', 'b'] }, 'choice'],
    ['a const', { const: 3 }, 'choice'],
    ['an object', { type: 'object' }, 'object'],
    ['an array', { type: 'array' }, 'array'],
    ['properties without type', { properties: {} }, 'object'],
    ['items without type', { items: { type: 'string' } }, 'array'],
    ['maxLength without type', { maxLength: 3 }, 'string'],
    ['any value', {}, 'json'],
    ['true', true, 'json'],
    ['false', false, 'json'],
    ['a string or null (type array)', { type: ['string', 'null'] }, 'nullable'],
    ['a string or null (anyOf)', { anyOf: [{ type: 'string' }, { type: 'null' }] }, 'nullable'],
    ['a string or a number', { type: ['string', 'number'] }, 'variants'],
    ['oneOf two objects', { oneOf: [{ type: 'object' }, { type: 'string' }] }, 'variants'],
    ['an unresolved $ref', { $ref: '#/$defs/missing' }, 'json'],
    ['a non-local $ref', { $ref: 'https://example.com/s.json' }, 'json'],
  ])('draws %s as %s', (_name, schema, kind) => {
    expect(buildFieldTree(schema).kind).toBe(kind);
  });

  it('keeps string limits, format, description and default, and never the default as a value', () => {
    const node = as(
      buildFieldTree({
        type: 'string',
        minLength: 1,
        maxLength: 500,
        format: 'uri',
        description: 'Where',
        default: 'x',
      }),
      'string',
    );
    expect([node.minLength, node.maxLength, node.format, node.description]).toEqual([1, 500, 'uri', 'Where']);
    expect(node.defaultValue).toEqual({ value: 'x' });
  });

  it('reads numeric bounds, both the 2020-12 and the draft 4 way of writing exclusive ones', () => {
    const modern = as(
      buildFieldTree({ type: 'integer', exclusiveMinimum: 0, maximum: 100, multipleOf: 5 }),
      'number',
    );
    expect(modern.isInteger).toBe(true);
    expect(modern.bounds).toEqual({
      minimum: null,
      maximum: 100,
      exclusiveMinimum: 0,
      exclusiveMaximum: null,
      multipleOf: 5,
    });
    const draft4 = as(buildFieldTree({ type: 'number', minimum: 1, exclusiveMinimum: true }), 'number');
    expect(draft4.bounds.exclusiveMinimum).toBe(1);
    expect(draft4.bounds.minimum).toBeNull();
  });

  it('marks required properties and keeps their order, nested to any depth', () => {
    const root = as(
      buildFieldTree({
        type: 'object',
        properties: {
          b: { type: 'object', properties: { c: { type: 'object', properties: { d: { type: 'string' } } } } },
          a: { type: 'string' },
        },
        required: ['a'],
        additionalProperties: false,
      }),
      'object',
    );
    expect(root.isClosed).toBe(true);
    expect(root.properties.map((p) => [p.key, p.isRequired])).toEqual([
      ['b', false],
      ['a', true],
    ]);
    const b = as(root.properties[0]!.node(), 'object');
    const c = as(b.properties[0]!.node(), 'object');
    expect(as(c.properties[0]!.node(), 'string').schemaPath).toBe('/properties/b/properties/c/properties/d');
  });

  it('follows $ref into $defs and keeps the site description over the target one', () => {
    const root = as(
      buildFieldTree({
        type: 'object',
        properties: { when: { $ref: '#/$defs/time', description: 'When to run' } },
        $defs: { time: { type: 'string', format: 'date-time', description: 'A time' } },
      }),
      'object',
    );
    const when = as(root.properties[0]!.node(), 'string');
    expect([when.format, when.description, when.schemaPath]).toEqual([
      'date-time',
      'When to run',
      '/$defs/time',
    ]);
  });

  it('expands a recursive schema only as deep as asked, reusing one node per location', () => {
    const root = as(
      buildFieldTree({
        $defs: {
          tree: {
            type: 'object',
            properties: {
              name: { type: 'string' },
              children: { type: 'array', items: { $ref: '#/$defs/tree' } },
            },
          },
        },
        $ref: '#/$defs/tree',
      }),
      'object',
    );
    const children = as(root.properties[1]!.node(), 'array');
    expect(children.item()).toBe(root);
    expect(as(children.item(), 'object').properties[1]!.node()).toBe(children);
  });

  it('gives a ref chain that never reaches a schema up as JSON', () => {
    expect(
      buildFieldTree({ $defs: { a: { $ref: '#/$defs/b' }, b: { $ref: '#/$defs/a' } }, $ref: '#/$defs/a' })
        .kind,
    ).toBe('json');
  });

  it('names variants by title, type, constant or position', () => {
    const node = as(
      buildFieldTree({
        anyOf: [
          { title: 'By id', type: 'integer' },
          { type: 'string' },
          { const: 'all' },
          { $ref: '#/$defs/Range' },
        ],
        $defs: { Range: { type: 'object' } },
      }),
      'variants',
    );
    expect(node.variants.map((v) => v.label)).toEqual(['By id', 'string', '"all"', 'Range']);
    expect(node.variants.map((v) => v.node().kind)).toEqual(['number', 'string', 'choice', 'object']);
  });

  it('treats anyOf of constraints beside a declared shape as constraints, not variants', () => {
    const node = buildFieldTree({
      type: 'object',
      properties: { a: { type: 'string' }, b: { type: 'string' } },
      anyOf: [{ required: ['a'] }, { required: ['b'] }],
    });
    expect(node.kind).toBe('object');
  });

  it('draws a null branch beside one other as the other plus a null toggle', () => {
    const node = as(
      buildFieldTree({ anyOf: [{ $ref: '#/$defs/n' }, { type: 'array' }], $defs: { n: { type: 'null' } } }),
      'nullable',
    );
    expect(node.inner().kind).toBe('array');
  });
});
