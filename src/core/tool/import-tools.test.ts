import { describe, expect, it } from 'vitest';
import { testItems } from '../catalog/test-catalog.ts';
import recorded from '../mcp/fixtures/recorded-nulls.json';
import { importCatalog } from '../mcp/import-catalog.ts';
import { MAX_SCHEMA_DEPTH } from '../schema/index.ts';
import { importToolCatalog } from './import-tools.ts';
import { toolCatalog } from './tool.ts';
import type { Tool } from './types.ts';

/**
 * How many times `run` makes a RegExp of `source`: the schema engine makes one for a `pattern` when it
 * compiles the schema, and nothing else does, so this counts compiles of a schema with that pattern.
 */
function compilesOf(source: string, run: () => void): number {
  const native = globalThis.RegExp;
  let count = 0;
  globalThis.RegExp = new Proxy(native, {
    construct(target, args) {
      if (args[0] === source) count++;
      return Reflect.construct(target, args) as object;
    },
  });
  try {
    run();
  } finally {
    globalThis.RegExp = native;
  }
  return count;
}

function deep(): unknown {
  let schema: unknown = { type: 'object' };
  for (let i = 0; i < MAX_SCHEMA_DEPTH; i++) schema = { type: 'object', properties: { a: schema } };
  return schema;
}

/** Lists with every kind of schema a tool may send, and members of the wrong type. */
const ODD_LIST = {
  tools: [
    { name: 'absent' },
    { name: 'deep', inputSchema: deep(), outputSchema: deep() },
    { name: 'null', inputSchema: null, outputSchema: null },
    { name: 'string', inputSchema: { type: 'string' }, outputSchema: 'x' },
    { name: 'nowhere', inputSchema: { type: 'object', properties: { a: { $ref: '#/$defs/x' } } } },
    { name: 'bad_title', title: 5, inputSchema: { type: 'object' }, outputSchema: true },
    { name: 'fine', inputSchema: { type: 'object', properties: { q: { type: 'string', maxLength: 2 } } } },
  ],
};

/** Every member of a tool and its verdict on a few calls, as plain data. */
const reading = (tool: Tool) => ({
  ...JSON.parse(JSON.stringify(tool)),
  checks: [{}, { q: 'abc' }, null].map((args) => tool.check(args)),
});

function bothReadings(value: unknown) {
  const imported = importCatalog(value);
  const read = importToolCatalog(value);
  if (!imported.ok || !read.ok) throw new Error('the catalog must import');
  return { imported: toolCatalog(imported.value), read: read.value };
}

describe('importToolCatalog', () => {
  it.each([
    ['a list of odd schemas', ODD_LIST],
    ['a recorded list with nulls', recorded],
    ['a scalar catalog', testItems()],
  ])(
    'reads %s as the import and toolCatalog read it: the same tools, groups and verdicts',
    (_label, value) => {
      const { imported, read } = bothReadings(value);
      expect([read.format, read.groups]).toEqual([imported.format, imported.groups]);
      expect(read.tools.map(reading)).toEqual(imported.tools.map(reading));
    },
  );

  it('tells an absent inputSchema from one nested too deep, as the import does', () => {
    const { imported, read } = bothReadings(ODD_LIST);
    for (const catalog of [imported, read]) {
      expect(catalog.tools.slice(0, 3).map((tool) => [tool.inputSchema, tool.schemaStates])).toEqual([
        [null, { input: 'absent', output: 'absent' }],
        [null, { input: 'too_deep', output: 'too_deep' }],
        [null, { input: 'schema', output: 'absent' }],
      ]);
      expect(catalog.tools.slice(0, 2).map((tool) => tool.schemaProblem?.error.reason)).toEqual([
        'missing_key',
        'too_deep',
      ]);
    }
  });

  it('refuses what the import refuses, with the same error', () => {
    for (const value of [
      null,
      {},
      { tools: [{}] },
      { tools: [{ name: 'a' }, { name: 'a' }] },
      [{ name: 'a' }],
    ]) {
      const [imported, read] = [importCatalog(value), importToolCatalog(value)];
      expect(read.ok).toBe(false);
      expect(!read.ok && read.error).toEqual(!imported.ok && imported.error);
    }
  });

  it('compiles no schema at import, and a tool’s schema once, when its check or defect is first asked for', () => {
    const source = `^only-when-needed-${Date.now()}$`;
    const schema = { type: 'object', properties: { q: { type: 'string', pattern: source } } };
    const list = { tools: [{ name: 'a', inputSchema: schema }] };
    expect(compilesOf(source, () => importCatalog(list))).toBe(1);
    let tools: readonly Tool[] = [];
    const imports = compilesOf(source, () => {
      const read = importToolCatalog(list);
      tools = read.ok ? read.value.tools : [];
    });
    expect([imports, tools.length]).toEqual([0, 1]);
    const [tool] = tools;
    expect(compilesOf(source, () => expect(tool!.inputSchema).toEqual(schema))).toBe(0);
    expect(compilesOf(source, () => expect(tool!.schemaCheck?.isChecked).toBe(true))).toBe(1);
    expect(compilesOf(source, () => expect(tool!.schemaProblem).toBeNull())).toBe(0);
  });
});
