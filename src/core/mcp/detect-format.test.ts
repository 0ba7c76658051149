import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectCatalogFormat } from './detect-format.ts';

describe('detectCatalogFormat', () => {
  it.each([
    ['an empty array', [], 'scalar'],
    ['an array of anything', [1, 'x'], 'scalar'],
    ['a tools/list result', { tools: [] }, 'mcp'],
    ['a JSON-RPC response', { jsonrpc: '2.0', id: 1, result: { tools: [] } }, 'mcp'],
    ['a JSON-RPC error', { jsonrpc: '2.0', id: 1, error: { code: -32601 } }, 'mcp'],
    ['a bare result wrapper', { result: {} }, 'mcp'],
    ['an unrelated object', { name: 'x' }, 'unknown'],
    ['null', null, 'unknown'],
    ['a string', '[]', 'unknown'],
    ['a number', 1, 'unknown'],
  ])('reads %s as %s', (_label, value, format) => {
    expect(detectCatalogFormat(value)).toBe(format);
  });

  it('ignores inherited keys: only own "tools" counts', () => {
    const inherited = Object.create({ tools: [] }) as object;
    expect(detectCatalogFormat(inherited)).toBe('unknown');
    expect(detectCatalogFormat(JSON.parse('{"__proto__": {"tools": []}}'))).toBe('unknown');
  });

  it('answers for any value without throwing', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(['scalar', 'mcp', 'unknown']).toContain(detectCatalogFormat(value));
      }),
    );
  });
});
