import { describe, expect, it } from 'vitest';
import recorded from '../mcp/fixtures/recorded-nulls.json';
import { diffCatalogs } from './diff-catalogs.ts';
import { diffToolsOf } from './diff-tools.ts';

type Members = Record<string, unknown>;

/** The object without its null members. */
const dropNulls = (value: object): Members =>
  Object.fromEntries(Object.entries(value).filter(([, member]) => member !== null));

/** The recorded list with every null member of its tools, and of their annotations, left out. */
function withoutNulls(list: { tools: readonly Members[] }): { tools: Members[] } {
  return {
    tools: list.tools.map((tool) => {
      const kept = dropNulls(tool);
      return typeof kept.annotations === 'object'
        ? { ...kept, annotations: dropNulls(kept.annotations!) }
        : kept;
    }),
  };
}

const oneTool = (members: Members) => ({
  tools: [{ name: 'a', inputSchema: { type: 'object' }, ...members }],
});

describe('diffToolsOf', () => {
  it('reads a null optional member of an MCP tool as the member left out', () => {
    const written = diffToolsOf(recorded);
    expect(written.ok).toBe(true);
    expect(written).toEqual(diffToolsOf(withoutNulls(recorded)));
  });

  it('reads the schemas of a JSON-RPC response’s tools as those of the bare list', () => {
    const response = { jsonrpc: '2.0', id: 1, result: recorded };
    expect(diffToolsOf(response)).toEqual(diffToolsOf(recorded));
    const written = diffToolsOf(response);
    if (!written.ok) throw new Error(written.error.message);
    expect(written.value.map((tool) => [tool.input.state, tool.output.state])).toEqual([
      ['present', 'absent'],
      ['present', 'present'],
      ['present', 'absent'],
      ['present', 'absent'],
    ]);
  });
});

describe('diffCatalogs on a list that writes absent members as null', () => {
  it.each<[string, Members, Members]>([
    ['a null description', { description: null }, {}],
    ['a null title', { title: null, annotations: { title: 'A' } }, { annotations: { title: 'A' } }],
    ['a null outputSchema', { outputSchema: null }, {}],
    ['null annotations', { annotations: null }, {}],
    [
      'a null hint beside a stated one',
      { annotations: { readOnlyHint: true, destructiveHint: null } },
      { annotations: { readOnlyHint: true } },
    ],
  ])('finds no change between %s and the member left out, either way', (_label, written, absent) => {
    for (const [before, after] of [
      [oneTool(written), oneTool(absent)],
      [oneTool(absent), oneTool(written)],
    ]) {
      expect(diffCatalogs(before, after)).toMatchObject({ ok: true, value: { breaking: 0, changes: [] } });
    }
  });

  it('finds no change between a recorded list and the same list without its nulls', () => {
    expect(diffCatalogs(recorded, withoutNulls(recorded))).toMatchObject({
      ok: true,
      value: { breaking: 0, changes: [] },
    });
  });
});
