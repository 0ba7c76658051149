import { describe, expect, it } from 'vitest';
import { discover } from '../catalog/discover.ts';
import { validateArguments } from '../catalog/validate-arguments.ts';
import { testItems } from '../catalog/test-catalog.ts';
import { importCatalog } from '../mcp/import-catalog.ts';
import { mcpTool, toolCatalog, type ToolCatalog } from './tool.ts';

function tools(value: unknown): ToolCatalog {
  const imported = importCatalog(value);
  if (!imported.ok) throw new Error(imported.error.message);
  return toolCatalog(imported.value);
}

const MCP_LIST = {
  tools: [
    {
      name: 'search_issues',
      title: 'Search issues',
      description: 'Finds issues.',
      annotations: { readOnlyHint: true },
      inputSchema: {
        type: 'object',
        properties: { query: { type: 'string', maxLength: 5 }, limit: { type: 'integer' } },
        required: ['query'],
        additionalProperties: false,
      },
      outputSchema: { type: 'object', properties: { count: { type: 'integer' } } },
    },
    { name: 'odd', inputSchema: { type: 'object', properties: { a: { $ref: 'https://example.com/a' } } } },
  ],
};

const MCP_WITH_EXTRAS = {
  tools: [
    {
      name: 'drawn',
      icons: [{ src: 'data:image/png;base64,AA==' }],
      annotations: null,
      inputSchema: { type: 'object' },
    },
  ],
};

describe('a scalar catalog read as tools', () => {
  const catalog = tools(testItems());
  const loaded = importCatalog(testItems());
  const scalar = loaded.ok && loaded.value.format === 'scalar' ? loaded.value.catalog : undefined;

  it('keeps every definition in catalog order, with its family as group and its effect', () => {
    expect(catalog.format).toBe('scalar');
    expect(catalog.tools.map((tool) => [tool.name, tool.group, tool.effect, tool.enabled])).toEqual(
      testItems().map((item) => [item.name, item.family, item.effect, item.enabled]),
    );
    expect(catalog.tools.every((tool) => tool.hints === null && tool.schemaProblem === null)).toBe(true);
  });

  it('groups its tools by family, in order of first appearance, disabled tools too', () => {
    const items = [
      { name: 'b_one', family: 'beta', effect: 'read', enabled: true, fields: {} },
      { name: 'a_one', family: 'alpha', effect: 'read', enabled: false, fields: {} },
      { name: 'b_two', family: 'beta', effect: 'read', enabled: false, fields: {} },
    ];
    expect(tools(items).groups).toEqual([
      { name: 'beta', tools: ['b_one', 'b_two'] },
      { name: 'alpha', tools: ['a_one'] },
    ]);
    expect(catalog.groups.flatMap((group) => group.tools)).toHaveLength(catalog.tools.length);
  });

  it('carries none of what only an import reads: no schema check, output check, icons or notes', () => {
    for (const tool of catalog.tools) {
      expect([tool.schemaCheck, tool.outputCheck, tool.icons, tool.notes]).toEqual([null, null, [], []]);
    }
  });

  it('gives the schema discovery generates, and checks with the exact checker: same verdicts and errors', () => {
    const observe = catalog.find('observe');
    if (!observe.ok) throw new Error('observe not found');
    const described = discover(scalar!, 'all', 'observe');
    expect(observe.value.inputSchema).toEqual(described.ok && described.value[0]!.inputSchema);
    for (const args of [
      { query: 'a' },
      { query: 'x'.repeat(21) },
      { limit: 1 },
      { query: 'a', extra: 1 },
      null,
    ]) {
      const checked = observe.value.check(args);
      const exact = validateArguments(scalar!, 'observe', args);
      expect(checked.ok).toBe(exact.ok);
      if (!checked.ok && !exact.ok) {
        expect({ ...checked.error, message: checked.error.message }).toEqual({
          ...exact.error,
          message: exact.error.message,
        });
        expect(checked.issues).toEqual([]);
      }
    }
  });

  it('finds by exact name as discovery does: a disabled or unknown name is refused with its code', () => {
    const disabled = testItems().find((item) => !item.enabled)!.name;
    for (const name of [disabled, 'nope', 'Observe']) {
      const found = catalog.find(name);
      const exact = discover(scalar!, 'all', name);
      expect(found.ok).toBe(false);
      expect(catalog.has(name)).toBe(name === disabled);
      expect(catalog.get(name)?.name).toBe(name === disabled ? disabled : undefined);
      expect(catalog.get(name)?.enabled).toBe(name === disabled ? false : undefined);
      expect(!found.ok && !exact.ok && [found.error.code, found.error.path]).toEqual(
        !exact.ok && [exact.error.code, exact.error.path],
      );
    }
  });
});

describe('an MCP list read as tools', () => {
  const catalog = tools(MCP_LIST);

  it('keeps title, description, hints and both schemas', () => {
    const found = catalog.find('search_issues');
    if (!found.ok) throw new Error('not found');
    const tool = found.value;
    expect([tool.title, tool.description, tool.effect, tool.enabled]).toEqual([
      'Search issues',
      'Finds issues.',
      null,
      true,
    ]);
    expect(tool.hints?.readOnlyHint).toBe(true);
    expect(tool.inputSchema).toEqual(MCP_LIST.tools[0]!.inputSchema);
    expect(tool.outputSchema).toEqual(MCP_LIST.tools[0]!.outputSchema);
    expect(tool.schemaCheck).toMatchObject({ isChecked: true });
    expect(tool.outputCheck).toMatchObject({ isChecked: true });
    expect(catalog.get('search_issues')).toBe(tool);
  });

  it('keeps the groups the import made by name part, the rest last', () => {
    const listed = tools({
      tools: ['issue_read', 'zeta', 'issue_write'].map((name) => ({ name, inputSchema: { type: 'object' } })),
    });
    expect(listed.groups).toEqual([
      { name: 'issue', tools: ['issue_read', 'issue_write'] },
      { name: null, tools: ['zeta'] },
    ]);
  });

  it("carries the import's reading of each tool: its schema check, icons and notes as the list gave them", () => {
    const imported = importCatalog(MCP_WITH_EXTRAS);
    if (!imported.ok || imported.value.format !== 'mcp') throw new Error('the list must import');
    const [source] = imported.value.catalog.tools;
    const [tool] = tools(MCP_WITH_EXTRAS).tools;
    expect(tool!.icons).toEqual(source!.icons);
    expect(tool!.icons.map((icon) => icon.src)).toEqual(['data:image/png;base64,AA==']);
    expect(tool!.notes).toEqual(source!.notes);
    expect(tool!.notes.length).toBeGreaterThan(0);
    expect(tool!.schemaCheck).toEqual(source!.schemaCheck);
    expect(tool!.outputCheck).toBeNull();
  });

  it('checks with the schema engine: every issue, the first as the error, counting the rest', () => {
    const tool = catalog.tools[0]!;
    expect(tool.check({ query: 'abc', limit: 2 })).toEqual({ ok: true, value: { query: 'abc', limit: 2 } });
    const refused = tool.check({ query: 'abcdefg', limit: 'x', extra: true });
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.issues.map((issue) => [issue.path, issue.reason])).toEqual([
      ['/query', 'too_long'],
      ['/limit', 'wrong_type'],
      ['/extra', 'unknown_key'],
    ]);
    expect(refused.error).toMatchObject({ code: 'INVALID_ARGUMENTS', path: '/query', reason: 'too_long' });
    expect(refused.error.params).toMatchObject({ issues: 3 });
    expect(refused.error.message).toMatch(/2 more issues follow\.$/);
  });

  it('says why a schema it cannot check is refused, located in the tool, and refuses every call with it', () => {
    const odd = catalog.tools[1]!;
    expect(odd.schemaProblem?.error.path).toMatch(/^\/inputSchema\/properties\/a/);
    const checked = odd.check({});
    expect(!checked.ok && checked.error.code).toBe(odd.schemaProblem?.error.code);
  });

  it('refuses a name no tool has exactly with UNKNOWN_TOOL', () => {
    expect(catalog.find('Search_issues')).toMatchObject({
      ok: false,
      error: { code: 'UNKNOWN_TOOL', path: '' },
    });
  });
});

describe('mcpTool', () => {
  it('reads one MCP tool sent as JSON text as the list reads it: the same fields and verdicts', () => {
    const imported = importCatalog(MCP_LIST);
    if (!imported.ok || imported.value.format !== 'mcp') throw new Error('the list must import');
    const listed = tools(MCP_LIST).tools[0]!;
    const tool = mcpTool(JSON.parse(JSON.stringify(imported.value.catalog.tools[0])));
    expect(JSON.parse(JSON.stringify(tool))).toEqual(JSON.parse(JSON.stringify(listed)));
    const args = { query: 'abcdefg', limit: 'x' };
    expect(tool.check(args)).toEqual(listed.check(args));
  });
});
