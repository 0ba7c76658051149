import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  compileSchema,
  importCatalog,
  loadCatalog,
  loadMcpToolsList,
  MCP_SCHEMA_OPTIONS,
  plainError,
  SYNTHETIC_CATALOG,
} from '../../core/index.ts';
import { run, tempFolder } from '../test-io.ts';
import { sharedData } from '../../../scripts/shared-data.ts';

const folder = tempFolder();
afterAll(() => folder.remove());

const catalog = [...SYNTHETIC_CATALOG];
const mcpList = {
  tools: [
    { name: 'read_page', inputSchema: { type: 'object', properties: { url: { type: 'string' } } } },
    {
      name: 'list_rows',
      inputSchema: { type: 'object', properties: { page: { type: 'integer', minimum: 'one' } } },
    },
    { name: 'refer', inputSchema: { type: 'object', properties: { a: { $ref: '#/$defs/missing' } } } },
  ],
};

describe('check on a scalar catalog', () => {
  it('passes a valid catalog with exit status 0 and lists every tool', async () => {
    const file = folder.write('synthetic.json', catalog);
    const result = await run(['check', file, '--format', 'json']);
    const report = JSON.parse(result.out);
    expect(result.status).toBe(0);
    expect(report).toMatchObject({
      command: 'check',
      ok: true,
      catalog: file,
      format: 'scalar',
      problems: [],
    });
    expect(report.tools.map((tool: { name: string }) => tool.name)).toEqual(catalog.map((tool) => tool.name));
    expect(result.err).toBe('');
  });

  it('refuses a catalog with one defect with the core code and pointer, exit status 1', async () => {
    const broken = catalog.map((tool, i) =>
      i === 3
        ? { ...tool, fields: { ...tool.fields, extra: { type: 'string', required: false, max_length: 0 } } }
        : tool,
    );
    const expected = loadCatalog(broken);
    if (expected.ok) throw new Error('the broken catalog loaded');
    const file = folder.write('broken.json', broken);
    const result = await run(['check', file, '--format=json']);
    expect(result.status).toBe(1);
    const report = JSON.parse(result.out);
    expect(report).toMatchObject({ ok: false, format: 'scalar', tools: [] });
    expect(report.problems).toEqual([{ input: 'catalog', ...plainError(expected.error) }]);
  });

  it('says the verdict in one line of text, in English and in Korean', async () => {
    const file = folder.write('synthetic.json', catalog);
    const english = await run(['check', file]);
    const korean = await run(['check', file, '--lang', 'ko']);
    expect(english.out).toBe(`${file}: scalar catalog, ${catalog.length} tool(s): valid\n`);
    expect(korean.out).toBe(`${file}: 스칼라 카탈로그, 도구 ${catalog.length}개: 유효함\n`);
  });
});

describe('check on an MCP tools/list result', () => {
  it('gives each tool checkable or its defect with a pointer into the file, exit status 1', async () => {
    const file = folder.write('mcp.json', mcpList);
    const result = await run(['check', file, '--format', 'json']);
    const report = JSON.parse(result.out);
    expect(result.status).toBe(1);
    expect(report.format).toBe('mcp');
    const checkable = mcpList.tools.map((tool) => compileSchema(tool.inputSchema, MCP_SCHEMA_OPTIONS).ok);
    expect(report.tools).toEqual(
      mcpList.tools.map((tool, i) => ({ name: tool.name, checked: checkable[i] })),
    );
    const defects = mcpList.tools.flatMap((tool, i) => {
      const compiled = compileSchema(tool.inputSchema, MCP_SCHEMA_OPTIONS);
      return compiled.ok ? [] : [{ tool: tool.name, path: `/tools/${i}/inputSchema${compiled.error.path}` }];
    });
    expect(report.problems.map(({ tool, path }: { tool: string; path: string }) => ({ tool, path }))).toEqual(
      defects,
    );
    expect(report.problems[0]).toMatchObject({
      input: 'catalog',
      code: 'INVALID_SCHEMA',
      reason: 'malformed_keyword',
      params: { keyword: 'minimum' },
    });
  });

  it('locates tools inside a JSON-RPC response under /result', async () => {
    const file = folder.write('rpc.json', { jsonrpc: '2.0', id: 1, result: mcpList });
    const report = JSON.parse((await run(['check', file, '--format', 'json'])).out);
    expect(report.problems[0].path).toBe('/result/tools/1/inputSchema/properties/page/minimum');
  });

  it('passes a list whose every schema can be checked', async () => {
    const file = folder.write('mcp-ok.json', { tools: mcpList.tools.slice(0, 1) });
    const result = await run(['check', file]);
    expect(result.status).toBe(0);
    expect(result.out).toBe(
      `${file}: MCP tools/list, 1 tool(s): 1 checkable, 0 not checkable\n  checkable     read_page\n`,
    );
  });

  it('refuses a malformed list whole, with the pointer of its first defect', async () => {
    const bad = { tools: [mcpList.tools[0], { name: '', inputSchema: { type: 'object' } }] };
    const expected = loadMcpToolsList(bad);
    if (expected.ok) throw new Error('the malformed list loaded');
    const file = folder.write('bad-mcp.json', bad);
    const result = await run(['check', file]);
    expect(result.status).toBe(1);
    expect(result.out).toBe(
      `${file}: refused\n  ${expected.error.code} ${file}#${expected.error.path}: ${expected.error.message}\n`,
    );
  });

  const corpus = sharedData('check on the real MCP corpus', 'mcp-real') ?? '';
  it.skipIf(corpus === '')('agrees with the core on every tool of the real MCP corpus', async () => {
    for (const name of readdirSync(corpus).filter((file) => file.endsWith('.json'))) {
      const loaded = loadMcpToolsList(JSON.parse(readFileSync(join(corpus, name), 'utf8')));
      if (!loaded.ok) throw new Error(`${name}: ${loaded.error.code}`);
      const result = await run(['check', join(corpus, name), '--format', 'json']);
      const report = JSON.parse(result.out);
      const checked = loaded.value.tools.map((tool) => tool.schemaCheck.isChecked);
      expect(report.tools.map((tool: { checked: boolean }) => tool.checked)).toEqual(checked);
      expect(result.status).toBe(checked.every(Boolean) ? 0 : 1);
    }
  });
});

describe('check on an MCP list with a defect inside one tool', () => {
  it('reads "annotations": null as none, with a note, and every tool stays checkable', async () => {
    const list = { tools: mcpList.tools.slice(0, 1).map((tool) => ({ ...tool, annotations: null })) };
    const file = folder.write('null-annotations.json', list);
    const json = await run(['check', file, '--format', 'json']);
    expect(json.status).toBe(0);
    expect(JSON.parse(json.out).tools).toEqual([
      {
        name: 'read_page',
        checked: true,
        notes: [
          {
            path: '/tools/0/annotations',
            reason: 'null_annotations',
            params: {},
            message: expect.any(String),
          },
        ],
      },
    ]);
    const text = await run(['check', file]);
    expect(text.out).toContain(`note ${file}#/tools/0/annotations: "annotations" is null`);
  });

  it('marks the one defective tool with INVALID_TOOL at its pointer and checks the others', async () => {
    const list = {
      tools: [
        mcpList.tools[0],
        { name: 'broken', annotations: { readOnlyHint: 'yes' }, inputSchema: { type: 'object' } },
        { name: 'fine', inputSchema: { type: 'object' } },
      ],
    };
    const file = folder.write('one-defect.json', list);
    const result = await run(['check', file, '--format', 'json']);
    expect(result.status).toBe(1);
    const report = JSON.parse(result.out);
    expect(report.tools.map((tool: { checked: boolean }) => tool.checked)).toEqual([true, false, true]);
    expect(report.problems).toMatchObject([
      { input: 'catalog', tool: 'broken', code: 'INVALID_TOOL', path: '/tools/1/annotations/readOnlyHint' },
    ]);
  });
});

describe('check on a recorded list that writes absent members as null', () => {
  const recorded = fileURLToPath(new URL('../../core/mcp/fixtures/recorded-nulls.json', import.meta.url));
  const absent = 'This optional member is null: read as absent.';
  const hint = (value: boolean) => `This hint is null: read as not stated, so MCP assumes ${value}.`;

  it('finds every tool checkable, exit status 0, with a note at each null located in the file', async () => {
    const result = await run(['check', recorded, '--format', 'json']);
    expect(result.status).toBe(0);
    const report = JSON.parse(result.out);
    expect(report).toMatchObject({ ok: true, format: 'mcp', problems: [] });
    expect(
      report.tools.map(({ name, checked, output }: Record<string, unknown>) => [name, checked, output]),
    ).toEqual([
      ['search_issues', true, undefined],
      ['create_issue', true, 'checkable'],
      ['delete_branch', true, undefined],
      ['get_file', true, undefined],
    ]);
    expect(report.tools[0].notes).toEqual([
      { path: '/tools/0/title', reason: 'null_member', params: {}, message: absent },
      { path: '/tools/0/description', reason: 'null_member', params: {}, message: absent },
      { path: '/tools/0/outputSchema', reason: 'null_member', params: {}, message: absent },
      { path: '/tools/0/icons', reason: 'null_member', params: {}, message: absent },
      { path: '/tools/0/_meta', reason: 'null_member', params: {}, message: absent },
      { path: '/tools/0/annotations/title', reason: 'null_member', params: {}, message: absent },
      {
        path: '/tools/0/annotations/destructiveHint',
        reason: 'null_hint',
        params: { value: 'true' },
        message: hint(true),
      },
      {
        path: '/tools/0/annotations/idempotentHint',
        reason: 'null_hint',
        params: { value: 'false' },
        message: hint(false),
      },
      {
        path: '/tools/0/annotations/openWorldHint',
        reason: 'null_hint',
        params: { value: 'true' },
        message: hint(true),
      },
    ]);
    expect(report.tools[2].notes).toContainEqual({
      path: '/tools/2/annotations',
      reason: 'null_annotations',
      params: {},
      message: '"annotations" is null: read as no annotations.',
    });
  });

  it('says so in the text output, one note line per null', async () => {
    const result = await run(['check', recorded]);
    expect(result.status).toBe(0);
    expect(result.out).toContain(': MCP tools/list, 4 tool(s): 4 checkable, 0 not checkable\n');
    expect(result.out).toContain(`note ${recorded}#/tools/3/annotations/openWorldHint: ${hint(true)}\n`);
    expect(result.out.match(/^ {4}note /gm)).toHaveLength(24);
  });

  it('words each note in Korean from the core’s catalog', async () => {
    const result = await run(['check', recorded, '--lang', 'ko']);
    expect(result.status).toBe(0);
    expect(result.out).toContain(`#/tools/0/description: 이 선택 항목이 null이라 없는 것으로 읽었습니다.\n`);
    expect(result.out).toContain(
      `#/tools/0/annotations/destructiveHint: 이 힌트가 null이라 밝히지 않은 것으로 읽었습니다. MCP 기본값은 true입니다.\n`,
    );
    expect(result.out).not.toContain('read as');
  });
});

describe('check refuses what is not a catalog', () => {
  it.each([
    ['an object without tools', { name: 'x' }, null],
    ['a number', 42, null],
    ['an array of non-objects', [1], 'scalar'],
  ])('refuses %s with the core code, exit status 1', async (_name, value, format) => {
    const expected = importCatalog(value);
    if (expected.ok) throw new Error('the value imported');
    const file = folder.write('odd.json', value);
    const result = await run(['check', file, '--format', 'json']);
    expect(result.status).toBe(1);
    expect(JSON.parse(result.out)).toMatchObject({ ok: false, format, problems: [expected.error] });
  });
});

describe('check on an MCP list whose tools declare outputSchemas', () => {
  const list = {
    tools: [
      { name: 'count', inputSchema: { type: 'object' }, outputSchema: { type: 'object' } },
      {
        name: 'broken',
        inputSchema: { type: 'object' },
        outputSchema: { $ref: 'https://example.com/s.json' },
      },
      { name: 'plain', inputSchema: { type: 'object' } },
    ],
  };

  it('marks a malformed outputSchema as the output half only, with its pointer, exit status 1', async () => {
    const file = folder.write('outputs.json', list);
    const result = await run(['check', file, '--format', 'json']);
    expect(result.status).toBe(1);
    const report = JSON.parse(result.out);
    expect(report.tools).toEqual([
      { name: 'count', checked: true, output: 'checkable' },
      { name: 'broken', checked: true, output: 'not_checkable' },
      { name: 'plain', checked: true },
    ]);
    expect(report.problems).toEqual([
      expect.objectContaining({
        input: 'catalog',
        tool: 'broken',
        code: 'UNRESOLVED_REF',
        path: '/tools/1/outputSchema/$ref',
        reason: 'remote_ref',
      }),
    ]);
    const text = await run(['check', file]);
    expect(text.out).toContain(
      '  checkable     broken (its results cannot be checked: the outputSchema has a defect)\n',
    );
    expect(text.out).toContain('UNRESOLVED_REF');
  });
});
