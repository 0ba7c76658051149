import { describe, expect, it } from 'vitest';
import { testItems } from '../catalog/test-catalog.ts';
import { importCatalog } from './import-catalog.ts';

describe('importCatalog', () => {
  it('loads an array with the scalar contract', () => {
    const result = importCatalog(testItems());
    expect(result.ok && result.value.format).toBe('scalar');
    expect(result.ok && result.value.catalog.tools.map((tool) => tool.name)).toEqual(
      testItems().map((item) => item.name),
    );
  });

  it('refuses a defective scalar catalog whole with the scalar code and pointer', () => {
    const items: unknown[] = testItems();
    (items[1] as { effect: string }).effect = 'write';
    expect(importCatalog(items)).toMatchObject({
      ok: false,
      error: { code: 'INVALID_METADATA', path: '/1/effect' },
    });
  });

  it('loads an object with tools as an MCP tools/list result', () => {
    const result = importCatalog({ tools: [{ name: 'x', inputSchema: { type: 'object' } }] });
    expect(result.ok && result.value.format).toBe('mcp');
    expect(result.ok && result.value.catalog.tools.map((tool) => tool.name)).toEqual(['x']);
  });

  it.each([
    ['an unrelated object', { items: [] }],
    ['a string', 'catalog'],
    ['null', null],
  ])('refuses %s with UNKNOWN_CATALOG_FORMAT at ""', (_label, value) => {
    expect(importCatalog(value)).toMatchObject({
      ok: false,
      error: { code: 'UNKNOWN_CATALOG_FORMAT', path: '' },
    });
  });
});
