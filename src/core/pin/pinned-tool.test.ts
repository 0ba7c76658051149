import { describe, expect, it } from 'vitest';
import { testItems } from '../catalog/test-catalog.ts';
import { pinnedTools } from './pinned-tool.ts';

const schema = { type: 'object', properties: { q: { type: 'string' } } };

describe('pinnedTools', () => {
  it('pins an MCP tool as listed: every pinned member as sent, null and absent ones left out', () => {
    const tool = {
      name: 'search',
      title: null,
      description: 'Searches.',
      inputSchema: schema,
      annotations: { readOnlyHint: true, 'x-vendor': 1 },
      icons: [{ src: 'https://example.com/i.png' }],
      _meta: { a: 1 },
    };
    const read = pinnedTools({ tools: [tool] });
    expect(read).toEqual({
      ok: true,
      value: [
        {
          name: 'search',
          at: '/tools/0',
          pinned: {
            name: 'search',
            description: 'Searches.',
            inputSchema: schema,
            annotations: { readOnlyHint: true, 'x-vendor': 1 },
          },
        },
      ],
    });
  });

  it('keeps a member the import cannot read, so a change inside it still moves the pin', () => {
    let deep: unknown = { type: 'string' };
    for (let i = 0; i < 300; i++) deep = { type: 'object', properties: { x: deep } };
    const read = pinnedTools({ tools: [{ name: 'deep', description: 7, inputSchema: deep }] });
    expect(read.ok && read.value[0]!.pinned).toEqual({ name: 'deep', description: 7, inputSchema: deep });
  });

  it('points into a JSON-RPC response at /result/tools', () => {
    const response = { jsonrpc: '2.0', id: 1, result: { tools: [{ name: 'a', inputSchema: schema }] } };
    const read = pinnedTools(response);
    expect(read.ok && read.value.map((tool) => tool.at)).toEqual(['/result/tools/0']);
  });

  it('pins a scalar tool as described, its effect as readOnlyHint, and leaves disabled tools out', () => {
    const read = pinnedTools(testItems());
    if (!read.ok) throw new Error(read.error.message);
    expect(read.value.map((tool) => [tool.name, tool.at])).toEqual([
      ['observe', '/0'],
      ['select_tab', '/1'],
      ['fill', '/2'],
      ['typed', '/4'],
    ]);
    expect(read.value[1]!.pinned).toEqual({
      name: 'select_tab',
      inputSchema: {
        type: 'object',
        properties: { index: { type: 'integer' } },
        required: ['index'],
        additionalProperties: false,
      },
      annotations: { readOnlyHint: false },
    });
    expect(read.value[0]!.pinned.annotations).toEqual({ readOnlyHint: true });
  });

  it.each([
    ['neither format', { tool: [] }, 'UNKNOWN_CATALOG_FORMAT', ''],
    ['a repeated name', { tools: [{ name: 'a' }, { name: 'a' }] }, 'DUPLICATE_TOOL', '/tools/1/name'],
  ])('refuses %s with the import’s error', (_, value, code, path) => {
    const read = pinnedTools(value);
    expect(read.ok ? null : { code: read.error.code, path: read.error.path }).toEqual({ code, path });
  });
});
