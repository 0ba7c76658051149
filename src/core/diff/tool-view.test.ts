import { describe, expect, it } from 'vitest';
import { MAX_SCHEMA_DEPTH } from '../schema/index.ts';
import recorded from '../mcp/fixtures/recorded-nulls.json';
import { importToolCatalog } from '../tool/import-tools.ts';
import type { ToolCatalog } from '../tool/types.ts';
import { diffCatalogs } from './diff-catalogs.ts';
import { callerHints, schemaSlot } from './tool-view.ts';

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

function imported(value: unknown): ToolCatalog {
  const read = importToolCatalog(value);
  if (!read.ok) throw new Error(read.error.message);
  return read.value;
}

/** What the diff reads of each tool: name, title, description, hints and both schema slots. */
const diffView = (value: unknown) =>
  imported(value).tools.map((tool) => ({
    name: tool.name,
    title: tool.title,
    description: tool.description,
    hints: callerHints(tool),
    input: schemaSlot(tool, 'input'),
    output: schemaSlot(tool, 'output'),
  }));

/** A schema nested one level deeper than the depth limit. */
function tooDeep(): unknown {
  let schema: unknown = { type: 'object' };
  for (let i = 0; i < MAX_SCHEMA_DEPTH; i++) schema = { type: 'object', properties: { a: schema } };
  return schema;
}

describe('schemaSlot', () => {
  it('reads a null optional member of an MCP tool as the member left out', () => {
    expect(diffView(recorded)).toEqual(diffView(withoutNulls(recorded)));
  });

  it('reads the schemas of a JSON-RPC response’s tools as those of the bare list', () => {
    const response = { jsonrpc: '2.0', id: 1, result: recorded };
    expect(diffView(response)).toEqual(diffView(recorded));
    expect(diffView(response).map((tool) => [tool.input.state, tool.output.state])).toEqual([
      ['present', 'absent'],
      ['present', 'present'],
      ['present', 'absent'],
      ['present', 'absent'],
    ]);
  });

  it('tells an absent inputSchema from one nested too deep, though the Tool holds null for both', () => {
    const tools = imported({
      tools: [
        { name: 'absent' },
        { name: 'deep', inputSchema: tooDeep() },
        { name: 'null', inputSchema: null },
      ],
    }).tools;
    expect(tools.map((tool) => tool.inputSchema)).toEqual([null, null, null]);
    expect(tools.map((tool) => schemaSlot(tool, 'input'))).toEqual([
      { state: 'absent' },
      { state: 'too_deep' },
      { state: 'present', schema: null },
    ]);
  });

  it('gives an absent schema no change, and a too deep one on both sides an undecided schema_changed', () => {
    const classes = (before: Members, after: Members) => {
      const diff = diffCatalogs({ tools: [{ name: 'a', ...before }] }, { tools: [{ name: 'a', ...after }] });
      return diff.ok ? diff.value.changes.map((change) => [change.class, change.breaking]) : diff.error.code;
    };
    const deep = { inputSchema: tooDeep() };
    expect(classes({}, {})).toEqual([]);
    expect(classes(deep, deep)).toEqual([['schema_changed', 'undecided']]);
    expect(classes({}, deep)).toEqual([['schema_changed', 'undecided']]);
  });
});

describe('callerHints', () => {
  it('reads a scalar tool’s effect as readOnlyHint and every other hint as its MCP default', () => {
    const scalar = imported([
      { name: 'look', family: 'f', effect: 'read', enabled: true, fields: {} },
      { name: 'make', family: 'f', effect: 'change', enabled: true, fields: {} },
    ]);
    const mcp = imported({ tools: [{ name: 'a', inputSchema: { type: 'object' } }] });
    const defaults = callerHints(mcp.tools[0]!);
    expect(scalar.tools.map(callerHints)).toEqual([
      { ...defaults, readOnlyHint: true },
      { ...defaults, readOnlyHint: false },
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
