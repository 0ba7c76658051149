import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbCatalogItems, arbCorruptedCatalog, withOwnKey } from './arbitraries.ts';
import { loadCatalog } from './load-catalog.ts';
import { testItems } from './test-catalog.ts';
import type { Catalog } from './types.ts';

type Item = Record<string, unknown> & { fields: Record<string, Record<string, unknown>> };

/** Damages the test catalog's item 1 (`select_tab`, field `index`) and returns the whole list. */
function damaged(change: (item: Item) => unknown): unknown[] {
  const items: unknown[] = testItems();
  items[1] = change(items[1] as Item);
  return items;
}

function loaded(items: unknown): Catalog {
  const result = loadCatalog(items);
  if (!result.ok) throw new Error(`expected a catalog, got ${JSON.stringify(result.error)}`);
  return result.value;
}

function prototypeSnapshot(): string {
  return JSON.stringify(Object.getOwnPropertyNames(Object.prototype).sort());
}

describe('loadCatalog', () => {
  it('loads a valid catalog, keeping catalog order and every family, even one whose tools are all disabled', () => {
    const catalog = loaded(testItems());
    expect(catalog.tools).toEqual(testItems());
    expect(catalog.families).toEqual(['reading', 'input', 'internal']);
  });

  it('returns a frozen catalog that later changes to the input cannot reach', () => {
    const items = testItems();
    const catalog = loaded(items);
    (items[0]!.fields as Record<string, unknown>).query = { type: 'boolean', required: false, max_length: 1 };
    (items[0] as { name: string }).name = 'changed';
    expect(catalog.tools[0]!.name).toBe('observe');
    expect(catalog.tools[0]!.fields.query!.type).toBe('string');
    expect(Object.isFrozen(catalog)).toBe(true);
    expect(Object.isFrozen(catalog.tools)).toBe(true);
    expect(Object.isFrozen(catalog.tools[0]!.fields.query)).toBe(true);
    expect(() => (catalog.tools as unknown[]).push({})).toThrow(TypeError);
  });

  it.each([
    ['a string', 'observe'],
    ['null', null],
    ['an object', { tools: [] }],
    ['a number', 3],
  ])('rejects %s instead of an array with INVALID_CATALOG at ""', (_label, items) => {
    expect(loadCatalog(items)).toMatchObject({ ok: false, error: { code: 'INVALID_CATALOG', path: '' } });
  });

  it('accepts 1000 tools of 30 fields and rejects 1001 tools as INVALID_CATALOG before looking at any item', () => {
    const fields = Object.fromEntries(
      Array.from({ length: 30 }, (_, i) => [`f${i}`, { type: 'string', required: false, max_length: 20000 }]),
    );
    const tools = Array.from({ length: 1000 }, (_, i) => ({
      name: `t${i}`,
      family: 'f',
      effect: 'read',
      enabled: true,
      fields,
    }));
    expect(loaded(tools).tools).toHaveLength(1000);
    const result = loadCatalog([...tools, 'not even an object']);
    expect(result).toMatchObject({ ok: false, error: { code: 'INVALID_CATALOG', path: '' } });
    expect(!result.ok && result.error.message).toBe('The catalog has 1001 tools; the limit is 1000.');
  });

  // One defect each, in the order of SPEC 1.1; the item is `select_tab` at index 1, its field is `index`.
  it.each<[string, string, string, (item: Item) => unknown]>([
    ['a non-object item', 'INVALID_FIELDS', '/1', () => 'select_tab'],
    ['a null item', 'INVALID_FIELDS', '/1', () => null],
    ['an array item', 'INVALID_FIELDS', '/1', (item) => [item]],
    ['an extra key', 'INVALID_FIELDS', '/1', (item) => ({ ...item, description: 'Select a tab.' })],
    ['an own __proto__ key', 'INVALID_FIELDS', '/1', (item) => withOwnKey(item, '__proto__', {})],
    ['a missing key', 'INVALID_FIELDS', '/1', (item) => omit(item, 'enabled')],
    ['a name that is not a label', 'INVALID_LABEL', '/1/name', (item) => ({ ...item, name: 'Select_tab' })],
    ['a name that is not a string', 'INVALID_LABEL', '/1/name', (item) => ({ ...item, name: 7 })],
    ['a name of 81 characters', 'INVALID_LABEL', '/1/name', (item) => ({ ...item, name: 's'.repeat(81) })],
    [
      'a family that is not a label',
      'INVALID_LABEL',
      '/1/family',
      (item) => ({ ...item, family: 'Reading' }),
    ],
    ['a duplicate name', 'DUPLICATE_TOOL', '/1/name', (item) => ({ ...item, name: 'observe' })],
    ['an unknown effect', 'INVALID_METADATA', '/1/effect', (item) => ({ ...item, effect: 'write' })],
    ['enabled as 1', 'INVALID_METADATA', '/1/enabled', (item) => ({ ...item, enabled: 1 })],
    ['enabled as "true"', 'INVALID_METADATA', '/1/enabled', (item) => ({ ...item, enabled: 'true' })],
    ['fields as an array', 'INVALID_FIELDS', '/1/fields', (item) => ({ ...item, fields: [] })],
    ['fields as null', 'INVALID_FIELDS', '/1/fields', (item) => ({ ...item, fields: null })],
    ['31 fields', 'INVALID_FIELDS', '/1/fields', (item) => ({ ...item, fields: manyFields(31) })],
    [
      'a field name that is not a label',
      'INVALID_LABEL',
      '/1/fields/Index',
      (item) => addField(item, 'Index', {}),
    ],
    [
      'a field name with / and ~',
      'INVALID_LABEL',
      '/1/fields/a~1b~0c',
      (item) => addField(item, 'a/b~c', {}),
    ],
    [
      'a __proto__ field name',
      'INVALID_LABEL',
      '/1/fields/__proto__',
      (item) => addField(item, '__proto__', {}),
    ],
    [
      'a spec that is not an object',
      'INVALID_FIELDS',
      '/1/fields/index',
      (item) => setSpec(item, () => 'integer'),
    ],
    [
      'a spec with an extra key',
      'INVALID_FIELDS',
      '/1/fields/index',
      (item) => setSpec(item, (s) => ({ ...s, min: 0 })),
    ],
    [
      'a spec without required',
      'INVALID_FIELDS',
      '/1/fields/index',
      (item) => setSpec(item, (s) => omit(s, 'required')),
    ],
    [
      'an unknown type',
      'INVALID_SPEC',
      '/1/fields/index/type',
      (item) => setSpec(item, (s) => ({ ...s, type: 'number' })),
    ],
    [
      'required as 0',
      'INVALID_SPEC',
      '/1/fields/index/required',
      (item) => setSpec(item, (s) => ({ ...s, required: 0 })),
    ],
    [
      'max_length 0',
      'INVALID_SPEC',
      '/1/fields/index/max_length',
      (item) => setSpec(item, (s) => ({ ...s, max_length: 0 })),
    ],
    [
      'max_length 20001',
      'INVALID_SPEC',
      '/1/fields/index/max_length',
      (item) => setSpec(item, (s) => ({ ...s, max_length: 20001 })),
    ],
    [
      'max_length 1.5',
      'INVALID_SPEC',
      '/1/fields/index/max_length',
      (item) => setSpec(item, (s) => ({ ...s, max_length: 1.5 })),
    ],
    [
      'max_length true',
      'INVALID_SPEC',
      '/1/fields/index/max_length',
      (item) => setSpec(item, (s) => ({ ...s, max_length: true })),
    ],
    [
      'max_length "10"',
      'INVALID_SPEC',
      '/1/fields/index/max_length',
      (item) => setSpec(item, (s) => ({ ...s, max_length: '10' })),
    ],
  ])('rejects the whole catalog for %s with %s at %s', (_label, code, path, change) => {
    const result = loadCatalog(damaged(change));
    expect(result).toMatchObject({ ok: false, error: { code, path } });
    expect(!result.ok && result.error.message).toMatch(/^[A-Z"].*\.$/);
  });

  // Two defects: the check that comes first in SPEC 1.1 decides the code.
  it.each<[string, string, string, (item: Item) => unknown]>([
    ['extra key and bad name', 'INVALID_FIELDS', '/1', (i) => ({ ...i, name: 'X', extra: 1 })],
    ['bad name and bad family', 'INVALID_LABEL', '/1/name', (i) => ({ ...i, name: 'X', family: 'Y' })],
    [
      'bad family and duplicate name',
      'INVALID_LABEL',
      '/1/family',
      (i) => ({ ...i, name: 'observe', family: 'Y' }),
    ],
    [
      'duplicate name and bad effect',
      'DUPLICATE_TOOL',
      '/1/name',
      (i) => ({ ...i, name: 'observe', effect: 'x' }),
    ],
    [
      'bad effect and bad enabled',
      'INVALID_METADATA',
      '/1/effect',
      (i) => ({ ...i, effect: 'x', enabled: 0 }),
    ],
    [
      'bad enabled and bad fields',
      'INVALID_METADATA',
      '/1/enabled',
      (i) => ({ ...i, enabled: 0, fields: [] }),
    ],
    [
      '31 fields, one of them badly named',
      'INVALID_FIELDS',
      '/1/fields',
      (i) => ({ ...i, fields: { ...manyFields(30), X: {} } }),
    ],
    [
      'bad field name before a bad spec',
      'INVALID_LABEL',
      '/1/fields/B',
      (i) => ({ ...i, fields: { B: {}, c: { type: 'x' } } }),
    ],
    [
      'bad spec keys and bad type',
      'INVALID_FIELDS',
      '/1/fields/index',
      (i) => setSpec(i, () => ({ type: 'x', required: 0 })),
    ],
    [
      'bad type and bad max_length',
      'INVALID_SPEC',
      '/1/fields/index/type',
      (i) => setSpec(i, (s) => ({ ...s, type: 'x', max_length: 0 })),
    ],
    [
      'bad required and bad max_length',
      'INVALID_SPEC',
      '/1/fields/index/required',
      (i) => setSpec(i, (s) => ({ ...s, required: 1, max_length: 0 })),
    ],
  ])('reports the first failing check when two defects meet: %s → %s at %s', (_label, code, path, change) => {
    expect(loadCatalog(damaged(change))).toMatchObject({ ok: false, error: { code, path } });
  });

  it('reports the earliest defective item when several items are defective', () => {
    const items: unknown[] = testItems();
    items[3] = 'broken';
    (items[2] as Item).effect = 'write';
    expect(loadCatalog(items)).toMatchObject({
      ok: false,
      error: { code: 'INVALID_METADATA', path: '/2/effect' },
    });
  });

  it('treats a hole in a sparse array as a non-object item', () => {
    const items: unknown[] = testItems();
    delete items[2];
    expect(loadCatalog(items)).toMatchObject({ ok: false, error: { code: 'INVALID_FIELDS', path: '/2' } });
  });

  it('accepts `constructor` as a field name and a null-prototype fields object', () => {
    const fields = Object.assign(Object.create(null) as object, {
      constructor: { type: 'integer', required: true, max_length: 1 },
    });
    const catalog = loaded([{ name: 'c', family: 'f', effect: 'read', enabled: true, fields }]);
    expect(Object.keys(catalog.tools[0]!.fields)).toEqual(['constructor']);
  });

  it('refuses a megabyte name, family or field name quickly and keeps its message short', () => {
    const huge = 'a'.repeat(1 << 20) + 'A';
    for (const [items, path] of [
      [damaged((i) => ({ ...i, name: huge })), '/1/name'],
      [damaged((i) => ({ ...i, family: huge })), '/1/family'],
      [damaged((i) => addField(i, huge, {})), `/1/fields/${huge}`],
    ] as const) {
      const result = loadCatalog(items);
      expect(result).toMatchObject({ ok: false, error: { code: 'INVALID_LABEL', path } });
      expect(!result.ok && result.error.message.length).toBeLessThan(200);
    }
  });

  it('refuses a max_length nested 100,000 arrays deep without recursing into it', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    const result = loadCatalog(damaged((i) => setSpec(i, (s) => ({ ...s, max_length: deep }))));
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'INVALID_SPEC', path: '/1/fields/index/max_length' },
    });
  });

  it('handles JSON with __proto__ keys everywhere without changing Object.prototype', () => {
    const before = prototypeSnapshot();
    const json =
      '[{"__proto__":{"polluted":1},"name":"a","family":"b","effect":"read","enabled":true,"fields":{}}]';
    expect(loadCatalog(JSON.parse(json))).toMatchObject({
      ok: false,
      error: { code: 'INVALID_FIELDS', path: '/0' },
    });
    const inFields =
      '[{"name":"a","family":"b","effect":"read","enabled":true,"fields":{"__proto__":{"x":1}}}]';
    expect(loadCatalog(JSON.parse(inFields))).toMatchObject({
      error: { code: 'INVALID_LABEL', path: '/0/fields/__proto__' },
    });
    expect(prototypeSnapshot()).toBe(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('loads every valid catalog, keeping each definition as given', () => {
    fc.assert(
      fc.property(arbCatalogItems(), (items) => {
        const result = loadCatalog(items);
        expect(result.ok).toBe(true);
        expect(result.ok && result.value.tools).toEqual(items);
      }),
    );
  });

  it('rejects a catalog with any single corruption whole, with the code and path of that corruption', () => {
    fc.assert(
      fc.property(arbCorruptedCatalog(), ({ items, code, path }) => {
        expect(loadCatalog(items)).toMatchObject({ ok: false, error: { code, path } });
      }),
      { numRuns: 500 },
    );
  });
});

function manyFields(count: number): Record<string, unknown> {
  return Object.fromEntries(
    Array.from({ length: count }, (_, i) => [`f${i}`, { type: 'boolean', required: false, max_length: 1 }]),
  );
}

function addField(item: Item, name: string, spec: unknown): Item {
  return { ...item, fields: withOwnKey(item.fields, name, spec) };
}

function setSpec(item: Item, change: (spec: Record<string, unknown>) => unknown): Item {
  return {
    ...item,
    fields: { ...item.fields, index: change(item.fields.index!) as Record<string, unknown> },
  };
}

function omit(value: object, key: string): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...value };
  delete copy[key];
  return copy;
}
