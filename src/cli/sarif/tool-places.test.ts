import { describe, expect, it } from 'vitest';
import { toolPlaces } from './tool-places.ts';

describe('toolPlaces', () => {
  it.each([
    [
      'an MCP list',
      { tools: [{ name: 'a' }, { name: 'b' }, { name: 'a' }] },
      '/tools',
      [
        ['a', '/tools/0'],
        ['b', '/tools/1'],
      ],
    ],
    [
      'a JSON-RPC response',
      { jsonrpc: '2.0', id: 1, result: { tools: [{ name: 'a' }] } },
      '/result/tools',
      [['a', '/result/tools/0']],
    ],
    [
      'a scalar catalog',
      [{ name: 'x' }, { name: 'y' }],
      '',
      [
        ['x', '/0'],
        ['y', '/1'],
      ],
    ],
    ['something else', { tools: 'none' }, '/tools', []],
    ['nothing', null, '', []],
  ])('finds the tools of %s (the first of a name)', (_, value, list, places) => {
    const found = toolPlaces(value);
    expect([found.list, [...found.byName]]).toEqual([list, places]);
  });
});
