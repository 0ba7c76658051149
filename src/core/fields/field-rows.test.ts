import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { discover, loadCatalog } from '../index.ts';
import { fieldRows, MAX_FIELD_DEPTH, MAX_FIELD_ROWS } from './field-rows.ts';
import { FILES_ARRAY } from './test-schemas.ts';
import type { FieldRow } from './types.ts';
import { sharedData } from '../../../scripts/shared-data.ts';

const GITHUB_LIST = sharedData('push_files’ nested rows', 'mcp-real', 'github-mcp-server.json');

/** Each row as `depth path: type`, the shape a reader scans. */
function outline(schema: unknown): string[] {
  return fieldRows(schema).rows.map((row) => {
    const type = row.type.isVariants ? `one of ${row.type.parts.join(' · ')}` : row.type.parts.join(' or ');
    const name = row.kind === 'variant' ? `<${row.name}>` : row.path;
    return `${row.depth} ${name}: ${type}${row.note ? ` (${row.note})` : ''}`;
  });
}

function only(schema: unknown): FieldRow {
  const { rows } = fieldRows({ type: 'object', properties: { x: schema } });
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

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
    const { rows } = fieldRows(described.value[0]!.inputSchema);
    expect(rows.map((row) => [row.path, row.type.parts, row.isRequired, row.limits])).toEqual([
      ['selector', ['string'], false, ['maxLength: 500']],
      ['max_nodes', ['integer'], true, []],
    ]);
  });

  it('lists array items and nested objects as indented rows with their path', () => {
    const schema = {
      type: 'object',
      required: ['files'],
      properties: {
        files: FILES_ARRAY,
        grid: {
          type: 'array',
          items: { type: 'array', items: { type: 'object', properties: { v: { type: 'number' } } } },
        },
        'odd key': { type: 'object', properties: { 'a.b': { type: 'string' } } },
      },
    };
    expect(outline(schema)).toEqual([
      '0 files: object[]',
      '1 files[].path: string',
      '1 files[].meta: object',
      '2 files[].meta.mode: string',
      '0 grid: object[][]',
      '1 grid[][].v: number',
      '0 ["odd key"]: object',
      '1 ["odd key"]["a.b"]: string',
    ]);
    const rows = fieldRows(schema).rows;
    expect(rows.map((row) => row.isRequired)).toEqual([true, true, false, false, false, false, false, false]);
  });

  it.skipIf(GITHUB_LIST === undefined)(
    'lists push_files.files[].path and .content from the real GitHub catalog',
    () => {
      const value = JSON.parse(readFileSync(GITHUB_LIST!, 'utf8')) as {
        tools: { name: string; inputSchema: unknown }[];
      };
      const pushFiles = value.tools.find((tool) => tool.name === 'push_files')!;
      const paths = fieldRows(pushFiles.inputSchema).rows.map((row) => row.path);
      expect(paths).toEqual(expect.arrayContaining(['files', 'files[].path', 'files[].content']));
    },
  );

  it.each([
    [{ anyOf: [{ type: 'string' }, { type: 'null' }] }, 'string or null'],
    [{ oneOf: [{ type: 'integer' }, { type: 'string' }] }, 'integer or string'],
    [{ type: ['string', 'null'] }, 'string or null'],
    [{ anyOf: [{ type: 'array', items: { type: 'string' } }, { type: 'null' }] }, 'string[] or null'],
    [{ type: 'array', items: { type: ['string', 'integer'] } }, '(string | integer)[]'],
    [{ enum: ['a', 'b'] }, 'string'],
    [{ const: 3 }, 'integer'],
    [{}, 'any'],
    [true, 'any'],
    [false, 'never'],
  ])('reads %j as the type "%s"', (schema, type) => {
    const row = only(schema);
    expect(row.type.isVariants).toBe(false);
    expect(row.type.parts.join(' or ')).toBe(type);
  });

  it('reads object variants as "one of" their titles and lists each variant’s fields under it', () => {
    const schema = {
      type: 'object',
      $defs: { Circle: { type: 'object', properties: { r: { type: 'number' } } } },
      properties: {
        shape: {
          oneOf: [
            { title: 'Square', type: 'object', required: ['side'], properties: { side: { type: 'number' } } },
            { $ref: '#/$defs/Circle' },
            { type: 'object', properties: { w: { type: 'number' } } },
            { type: 'null' },
          ],
        },
      },
    };
    expect(outline(schema)).toEqual([
      '0 shape: one of Square · Circle · object · null',
      '1 <Square>: object',
      '2 shape.side: number',
      '1 <Circle>: object',
      '2 shape.r: number',
      '1 <object>: object',
      '2 shape.w: number',
    ]);
    expect(fieldRows(schema).rows[2]!.isRequired).toBe(true);
  });

  it('reads a nullable object as that object and lists its fields', () => {
    const schema = {
      properties: {
        p: { anyOf: [{ type: 'object', properties: { q: { type: 'string' } } }, { type: 'null' }] },
      },
    };
    expect(outline(schema)).toEqual(['0 p: object or null', '1 p.q: string']);
  });

  it('keeps a union of bare required lists as a constraint on its object, not a type', () => {
    const schema = {
      properties: {
        p: { type: 'object', properties: { a: {} }, oneOf: [{ required: ['a'] }, { required: ['b'] }] },
      },
    };
    expect(outline(schema)).toEqual(['0 p: object', '1 p.a: any']);
  });

  it('follows local $refs and stops a cycle at the schema it returns to', () => {
    const schema = {
      $defs: {
        node: {
          type: 'object',
          properties: {
            name: { type: 'string' },
            children: { type: 'array', items: { $ref: '#/$defs/node' } },
          },
        },
      },
      properties: {
        tree: { $ref: '#/$defs/node' },
        self: { $ref: '#' },
        far: { $ref: 'https://example.com/s.json' },
      },
    };
    expect(outline(schema)).toEqual([
      '0 tree: object',
      '1 tree.name: string',
      '1 tree.children: node[] (recursive)',
      '0 self: # (recursive)',
      '0 far: https://example.com/s.json (unresolved)',
    ]);
  });

  it('lists a schema reused by two properties under both: reuse is not a cycle', () => {
    const schema = {
      $defs: { point: { type: 'object', properties: { x: { type: 'number' } } } },
      properties: { from: { $ref: '#/$defs/point' }, to: { $ref: '#/$defs/point' } },
    };
    expect(outline(schema)).toEqual(['0 from: object', '1 from.x: number', '0 to: object', '1 to.x: number']);
  });

  it('merges allOf members into one object', () => {
    const schema = {
      $defs: { base: { properties: { id: { type: 'string' } }, required: ['id'] } },
      properties: { p: { allOf: [{ $ref: '#/$defs/base' }, { properties: { n: { type: 'integer' } } }] } },
    };
    expect(outline(schema)).toEqual(['0 p: object', '1 p.id: string', '1 p.n: integer']);
    expect(fieldRows(schema).rows[1]!.isRequired).toBe(true);
  });

  it('marks the field where the depth bound stops the listing', () => {
    let schema: Record<string, unknown> = { type: 'string' };
    for (let i = 0; i < MAX_FIELD_DEPTH + 4; i++) schema = { type: 'object', properties: { n: schema } };
    const { rows } = fieldRows(schema);
    expect(rows).toHaveLength(MAX_FIELD_DEPTH + 1);
    expect(rows.at(-1)).toMatchObject({ depth: MAX_FIELD_DEPTH, note: 'deep' });
  });

  it('stops at the row budget when $refs fan out, and says so', () => {
    const defs: Record<string, unknown> = { d0: { type: 'string' } };
    for (let i = 1; i <= 8; i++) {
      const ref = { $ref: `#/$defs/d${i - 1}` };
      defs[`d${i}`] = { type: 'object', properties: { a: ref, b: ref, c: ref, d: ref } };
    }
    const result = fieldRows({ $defs: defs, properties: { root: { $ref: '#/$defs/d8' } } });
    expect(result.isCut).toBe(true);
    expect(result.rows).toHaveLength(MAX_FIELD_ROWS);
  });

  it('keeps every enum value whole, however many there are', () => {
    const values = Array.from({ length: 100_000 }, (_, i) => `v${i},"x"`);
    const row = only({ enum: values });
    expect(row.values).toEqual({ keyword: 'enum', items: values.map((v) => JSON.stringify(v)) });
  });

  it('reads a union of consts as the enum of their values', () => {
    const row = only({
      oneOf: [
        { const: 'a', title: 'A' },
        { const: 'b', title: 'B' },
      ],
    });
    expect(row.type).toEqual({ parts: ['string'], isVariants: false });
    expect(row.values).toEqual({ keyword: 'enum', items: ['"a"', '"b"'] });
  });

  it('shows const, defaults, formats, bounds, lengths, item counts, patterns and examples', () => {
    expect(only({ const: 'x' }).values).toEqual({ keyword: 'const', items: ['"x"'] });
    expect(
      only({
        type: 'string',
        format: 'date-time',
        minLength: 1,
        maxLength: 30,
        pattern: '^a+$',
        default: 'aa',
        examples: ['a', 'aaa'],
      }).limits,
    ).toEqual([
      'format: "date-time"',
      'minLength: 1',
      'maxLength: 30',
      'pattern: ^a+$',
      'default: "aa"',
      'examples: "a", "aaa"',
    ]);
    expect(only({ type: 'integer', exclusiveMinimum: 0, maximum: 10, multipleOf: 2 }).limits).toEqual([
      'exclusiveMinimum: 0',
      'maximum: 10',
      'multipleOf: 2',
    ]);
    const tags = only({
      type: 'array',
      minItems: 1,
      maxItems: 3,
      uniqueItems: true,
      items: { enum: ['a', 'b'], maxLength: 4 },
    });
    expect(tags.limits).toEqual(['minItems: 1', 'maxItems: 3', 'uniqueItems: true', 'items.maxLength: 4']);
    expect(tags.values?.items).toEqual(['"a"', '"b"']);
  });

  it('keeps a property description', () => {
    expect(only({ type: 'string', description: 'Text.' }).description).toBe('Text.');
  });

  it.each([[null], [[]], [{ type: 'object' }], [{ properties: [] }], ['x']])(
    'gives no rows for a schema without properties: %j',
    (schema) => expect(fieldRows(schema)).toEqual({ rows: [], isCut: false }),
  );

  it('lists a required key only when the property exists', () => {
    expect(
      fieldRows({ properties: { a: {} }, required: ['a', 'b'] }).rows.map((row) => row.isRequired),
    ).toEqual([true]);
  });

  it('keeps a key named __proto__ as a field', () => {
    const schema = JSON.parse(
      '{"properties":{"__proto__":{"type":"string"}},"required":["__proto__"]}',
    ) as unknown;
    expect(outline(schema)).toEqual(['0 __proto__: string']);
  });

  it('gives each row its steps: properties by key, items, and variants by index', () => {
    const schema = {
      type: 'object',
      properties: {
        files: { type: 'array', items: { type: 'object', properties: { path: { type: 'string' } } } },
        shape: {
          oneOf: [
            { title: 'Circle', type: 'object', properties: { r: { type: 'number' } } },
            { title: 'Square', type: 'object', properties: { side: { type: 'number' } } },
          ],
        },
      },
    };
    expect(fieldRows(schema).rows.map((row) => row.steps)).toEqual([
      [{ kind: 'property', key: 'files' }],
      [{ kind: 'property', key: 'files' }, { kind: 'items' }, { kind: 'property', key: 'path' }],
      [{ kind: 'property', key: 'shape' }],
      [
        { kind: 'property', key: 'shape' },
        { kind: 'variant', index: 0 },
      ],
      [
        { kind: 'property', key: 'shape' },
        { kind: 'variant', index: 0 },
        { kind: 'property', key: 'r' },
      ],
      [
        { kind: 'property', key: 'shape' },
        { kind: 'variant', index: 1 },
      ],
      [
        { kind: 'property', key: 'shape' },
        { kind: 'variant', index: 1 },
        { kind: 'property', key: 'side' },
      ],
    ]);
  });

  it('names the $ref a row came through', () => {
    const schema = {
      type: 'object',
      properties: { at: { $ref: '#/$defs/Point' }, n: { type: 'integer' } },
      $defs: { Point: { type: 'object', properties: { x: { type: 'number' } } } },
    };
    expect(fieldRows(schema).rows.map((row) => [row.path, row.refName])).toEqual([
      ['at', 'Point'],
      ['at.x', null],
      ['n', null],
    ]);
  });

  it.each([
    [
      { type: 'object', additionalProperties: { type: 'integer' } },
      { parts: ['integer'], isVariants: false },
    ],
    [
      { type: 'object', additionalProperties: { type: ['string', 'null'] } },
      { parts: ['string', 'null'], isVariants: false },
    ],
    [{ type: 'object', additionalProperties: false }, null],
    [{ type: 'object', additionalProperties: true }, null],
    [{ type: 'object' }, null],
  ])('reads a map’s values from additionalProperties: %j', (schema, values) => {
    expect(only(schema).mapValues).toEqual(values);
  });
});
