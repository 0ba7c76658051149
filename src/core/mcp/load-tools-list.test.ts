import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePointer } from '../pointer.ts';
import { loadMcpToolHeads, loadMcpToolsList } from './load-tools-list.ts';
import type { McpCatalog } from './types.ts';
import { DIALECT_2020_12, DIALECT_DRAFT_07 } from '../schema/index.ts';

/** A small tools/list result in the shape MCP servers send, built fresh for each test. */
function sampleList(): { tools: Record<string, unknown>[]; nextCursor?: unknown } {
  return {
    tools: [
      {
        name: 'browser_navigate',
        title: 'Navigate',
        description: 'Opens a URL.',
        inputSchema: { type: 'object', properties: { url: { type: 'string' } }, required: ['url'] },
        annotations: { readOnlyHint: false, openWorldHint: true },
      },
      {
        name: 'browser_snapshot',
        description: 'Reads the page.',
        inputSchema: { type: 'object', properties: {} },
        annotations: { title: 'Snapshot', readOnlyHint: true },
      },
      {
        name: 'send_email',
        inputSchema: {
          type: 'object',
          properties: { to: { type: 'string', format: 'email' } },
        },
      },
    ],
  };
}

function loaded(value: unknown): McpCatalog {
  const result = loadMcpToolsList(value);
  if (!result.ok) throw new Error(`expected a catalog, got ${JSON.stringify(result.error)}`);
  return result.value;
}

/** Applies a change to a fresh sample list and returns it. */
function changed(change: (list: ReturnType<typeof sampleList>) => void): unknown {
  const list = sampleList();
  change(list);
  return list;
}

function valueAt(root: unknown, pointer: string): { found: boolean } {
  let at: unknown = root;
  for (const token of parsePointer(pointer) ?? []) {
    if (typeof at !== 'object' || at === null || !Object.hasOwn(at, token)) return { found: false };
    at = (at as Record<string, unknown>)[token];
  }
  return { found: true };
}

describe('loadMcpToolsList', () => {
  it('reads names, titles, descriptions and hints, leaving unstated hints null', () => {
    const catalog = loaded(sampleList());
    expect(catalog.tools.map((tool) => [tool.name, tool.title, tool.description])).toEqual([
      ['browser_navigate', 'Navigate', 'Opens a URL.'],
      ['browser_snapshot', 'Snapshot', 'Reads the page.'],
      ['send_email', null, null],
    ]);
    expect(catalog.tools[0]!.annotations).toEqual({
      title: null,
      readOnlyHint: false,
      destructiveHint: null,
      idempotentHint: null,
      openWorldHint: true,
    });
    expect(catalog.nextCursor).toBeNull();
  });

  it('groups the tools by what their names are about and marks each tool with its group', () => {
    const catalog = loaded(sampleList());
    expect(catalog.groups).toEqual([
      { name: 'browser', tools: ['browser_navigate', 'browser_snapshot'] },
      { name: null, tools: ['send_email'] },
    ]);
    expect(catalog.tools.map((tool) => tool.group)).toEqual(['browser', 'browser', null]);
  });

  it('checks every tool with the whole vocabulary, in 2020-12 unless the tool names its $schema', () => {
    const catalog = loaded(sampleList());
    expect(catalog.tools[2]!.schemaCheck).toEqual({
      isChecked: true,
      dialect: DIALECT_2020_12,
      unchecked: [],
      formatAnnotations: ['/properties/to/format'],
    });
    const list = changed((l) => {
      l.tools[0]!.inputSchema = {
        $schema: 'http://json-schema.org/draft-07/schema#',
        type: 'object',
        properties: { at: { type: 'array', items: [{ type: 'number' }], 'x-order': 1 } },
      };
    });
    expect(loaded(list).tools[0]!.schemaCheck).toEqual({
      isChecked: true,
      dialect: DIALECT_DRAFT_07,
      unchecked: ['/properties/at/x-order'],
      formatAnnotations: [],
    });
  });

  it.each([
    ['a bad pattern', { type: 'object', pattern: '(' }, '/pattern'],
    ['a $ref to nowhere', { type: 'object', $ref: '#/$defs/missing' }, '/$ref'],
    [
      'a malformed keyword under a referenced $defs',
      { type: 'object', $ref: '#/$defs/a', $defs: { a: { oneOf: [] } } },
      '/$defs/a/oneOf',
    ],
    ['no inputSchema', undefined, ''],
    ['a boolean inputSchema', true, ''],
    ['an empty inputSchema', {}, '/type'],
    ['an inputSchema of another type', { type: 'string' }, '/type'],
    ['an unknown $schema', { $schema: 'https://example.com/s', type: 'object' }, '/$schema'],
  ])('keeps the list and that tool, not checked, when its schema has %s', (_label, schema, path) => {
    const list = changed((l) => {
      if (schema === undefined) delete l.tools[1]!.inputSchema;
      else l.tools[1]!.inputSchema = schema as never;
    });
    const catalog = loaded(list);
    expect(catalog.tools.map((tool) => tool.name)).toEqual(
      loaded(sampleList()).tools.map((tool) => tool.name),
    );
    const check = catalog.tools[1]!.schemaCheck;
    expect(check.isChecked).toBe(false);
    if (check.isChecked) return;
    expect(check.error.path).toBe(path);
    expect(['INVALID_SCHEMA', 'UNRESOLVED_REF']).toContain(check.error.code);
    expect(check.keyword).toBeNull();
    expect(catalog.tools[0]!.schemaCheck.isChecked).toBe(true);
  });

  it("keeps a frozen deep copy of each inputSchema, never the caller's objects", () => {
    const list = sampleList();
    const catalog = loaded(list);
    const schema = catalog.tools[0]!.inputSchema as { properties: { url: { type: string } } };
    expect(schema).toEqual(list.tools[0]!.inputSchema);
    expect(schema).not.toBe(list.tools[0]!.inputSchema);
    expect(Object.isFrozen(schema) && Object.isFrozen(schema.properties.url)).toBe(true);
    (list.tools[0]!.inputSchema as { properties: { url: { type: string } } }).properties.url.type = 'number';
    expect(schema.properties.url.type).toBe('string');
  });

  it('keeps a tool whose inputSchema nests too deep as not checked, without a stack overflow', () => {
    let deep: unknown = { type: 'object' };
    for (let i = 0; i < 100_000; i++) deep = { type: 'object', properties: { a: deep } };
    const catalog = loaded(changed((l) => (l.tools[1]!.inputSchema = deep as never)));
    expect(catalog.tools[1]!.inputSchema).toBeNull();
    expect(catalog.tools[1]!.schemaCheck).toMatchObject({
      isChecked: false,
      error: { code: 'INVALID_SCHEMA', path: '' },
    });
  });

  it('ignores keys MCP adds beyond the ones shown (_meta, icons, other annotations)', () => {
    const list = changed((l) => {
      Object.assign(l.tools[1]!, { _meta: { x: 1 }, icons: [] });
      l.tools[1]!.annotations = { readOnlyHint: true, vendorHint: 'anything' };
    });
    expect(loaded(list)).toEqual(loaded(changed((l) => (l.tools[1]!.annotations = { readOnlyHint: true }))));
  });

  it('reads an outputSchema as a frozen copy compiled with the input engine, and none as null', () => {
    const output = { type: 'object', properties: { n: { type: 'integer' } }, required: ['n'] };
    const list = changed((l) => (l.tools[1]!.outputSchema = output));
    const [first, second] = loaded(list).tools;
    expect(first!.outputSchema).toBeNull();
    expect(first!.outputCheck).toBeNull();
    expect(second!.outputSchema).toEqual(output);
    expect(second!.outputSchema).not.toBe(output);
    expect(Object.isFrozen(second!.outputSchema)).toBe(true);
    expect(second!.outputCheck).toEqual({
      isChecked: true,
      dialect: DIALECT_2020_12,
      unchecked: [],
      formatAnnotations: [],
    });
  });

  it('reads any JSON Schema as an outputSchema, not only object schemas', () => {
    const list = changed((l) => (l.tools[1]!.outputSchema = { type: 'array', items: { type: 'string' } }));
    expect(loaded(list).tools[1]!.outputCheck).toMatchObject({ isChecked: true });
  });

  it.each<[string, unknown, string, string]>([
    ['not a schema', 'text', 'INVALID_SCHEMA', ''],
    ['an unknown keyword value', { type: 'object', minProperties: 'x' }, 'INVALID_SCHEMA', '/minProperties'],
    ['a $ref to nowhere', { $ref: '#/$defs/none' }, 'UNRESOLVED_REF', '/$ref'],
    ['an unknown dialect', { $schema: 'https://example.com/my-dialect' }, 'INVALID_SCHEMA', '/$schema'],
  ])(
    'marks only the output half for an outputSchema that is %s, and keeps the tool checkable',
    (_label, output, code, path) => {
      const list = changed((l) => (l.tools[1]!.outputSchema = output));
      const tool = loaded(list).tools[1]!;
      expect(tool.schemaCheck.isChecked).toBe(true);
      expect(tool.outputCheck).toMatchObject({ isChecked: false, at: 'outputSchema', error: { code, path } });
    },
  );

  it('accepts the same list inside a JSON-RPC response and keeps the server cursor', () => {
    const list = { ...sampleList(), nextCursor: 'page-2' };
    const wrapped = loaded({ jsonrpc: '2.0', id: 7, result: list });
    expect(wrapped).toEqual(loaded(list));
    expect(wrapped.nextCursor).toBe('page-2');
  });

  it.each([
    ['a non-object', [], 'INVALID_TOOLS_LIST', ''],
    ['a missing tools array', {}, 'INVALID_TOOLS_LIST', '/tools'],
    ['tools that are not an array', { tools: {} }, 'INVALID_TOOLS_LIST', '/tools'],
    [
      'a JSON-RPC error',
      { jsonrpc: '2.0', id: 1, error: { code: -1, message: 'x' } },
      'INVALID_TOOLS_LIST',
      '/error',
    ],
    [
      'a JSON-RPC response of another version',
      { jsonrpc: '1.0', result: { tools: [] } },
      'INVALID_TOOLS_LIST',
      '/jsonrpc',
    ],
    [
      'a JSON-RPC result that is not an object',
      { jsonrpc: '2.0', id: 1, result: [] },
      'INVALID_TOOLS_LIST',
      '/result',
    ],
    [
      'a JSON-RPC result without tools',
      { jsonrpc: '2.0', id: 1, result: {} },
      'INVALID_TOOLS_LIST',
      '/result/tools',
    ],
    ['a cursor that is not a string', { tools: [], nextCursor: 2 }, 'INVALID_TOOLS_LIST', '/nextCursor'],
  ])('refuses %s with %s at %j', (_label, value, code, path) => {
    expect(loadMcpToolsList(value)).toMatchObject({ ok: false, error: { code, path } });
  });

  it.each([
    [
      'a tool that is not an object',
      (l: ReturnType<typeof sampleList>) => (l.tools[1] = [] as never),
      '/tools/1',
    ],
    ['a missing name', (l: ReturnType<typeof sampleList>) => delete l.tools[1]!.name, '/tools/1/name'],
    ['an empty name', (l: ReturnType<typeof sampleList>) => (l.tools[1]!.name = ''), '/tools/1/name'],
    [
      'a name of 129 characters',
      (l: ReturnType<typeof sampleList>) => (l.tools[1]!.name = 'x'.repeat(129)),
      '/tools/1/name',
    ],
  ])('refuses the whole list for %s with INVALID_TOOLS_LIST at its pointer', (_label, change, path) => {
    expect(loadMcpToolsList(changed(change))).toMatchObject({
      ok: false,
      error: { code: 'INVALID_TOOLS_LIST', path },
    });
  });

  type Change = (l: ReturnType<typeof sampleList>) => unknown;
  it.each<[string, Change, string]>([
    ['a title that is not a string', (l) => (l.tools[1]!.title = 1), '/title'],
    ['a description that is not a string', (l) => (l.tools[1]!.description = true), '/description'],
    ['annotations that are not an object', (l) => (l.tools[1]!.annotations = 'ro'), '/annotations'],
    [
      'a hint that is not a boolean',
      (l) => (l.tools[1]!.annotations = { readOnlyHint: 'yes' }),
      '/annotations/readOnlyHint',
    ],
    [
      'an annotation title that is not a string',
      (l) => (l.tools[1]!.annotations = { title: false }),
      '/annotations/title',
    ],
    ['icons that are not an array', (l) => (l.tools[1]!.icons = { src: 'a.png' }), '/icons'],
    ['an icon that is not an object', (l) => (l.tools[1]!.icons = ['a.png']), '/icons/0'],
    [
      'an icon without a string src',
      (l) => (l.tools[1]!.icons = [{ src: 'a.png' }, { src: 7 }]),
      '/icons/1/src',
    ],
    ['a _meta that is not an object', (l) => (l.tools[1]!._meta = []), '/_meta'],
  ])(
    'marks only the tool for %s, with INVALID_TOOL at its pointer inside the tool',
    (_label, change, path) => {
      const list = changed(change) as ReturnType<typeof sampleList>;
      const result = loadMcpToolsList(list);
      if (!result.ok) throw new Error(`the list was refused: ${result.error.path}`);
      const [first, marked, third] = result.value.tools;
      expect(marked!.schemaCheck).toMatchObject({
        isChecked: false,
        at: 'tool',
        error: { code: 'INVALID_TOOL', path },
      });
      expect(valueAt(list.tools[1], path).found).toBe(true);
      expect([first!.schemaCheck.isChecked, third!.schemaCheck.isChecked]).toEqual([true, true]);
      expect(result.value.tools.map((tool) => tool.name)).toEqual(
        sampleList().tools.map((tool) => tool.name),
      );
    },
  );

  it('reads "annotations": null as no annotations, with a note and no defect', () => {
    const list = sampleList();
    for (const tool of list.tools) tool.annotations = null;
    const result = loaded(list);
    for (const tool of result.tools) {
      expect(tool.schemaCheck.isChecked).toBe(true);
      expect(tool.annotations).toEqual({
        title: null,
        readOnlyHint: null,
        destructiveHint: null,
        idempotentHint: null,
        openWorldHint: null,
      });
      expect(tool.notes).toMatchObject([{ path: '/annotations', reason: 'null_annotations' }]);
    }
    expect(loaded(sampleList()).tools.every((tool) => tool.notes.length === 0)).toBe(true);
  });

  it('refuses a name listed twice with DUPLICATE_TOOL at the second one', () => {
    const list = changed((l) => (l.tools[2]!.name = 'browser_navigate'));
    expect(loadMcpToolsList(list)).toMatchObject({
      ok: false,
      error: { code: 'DUPLICATE_TOOL', path: '/tools/2/name' },
    });
  });

  it('accepts 1000 tools and refuses 1001 with CATALOG_TOO_LARGE at /tools', () => {
    const tool = (i: number) => ({ name: `t_${i}`, inputSchema: { type: 'object' } });
    const many = Array.from({ length: 1001 }, (_, i) => tool(i));
    expect(loaded({ tools: many.slice(0, 1000) }).tools).toHaveLength(1000);
    expect(loadMcpToolsList({ tools: many })).toMatchObject({
      ok: false,
      error: { code: 'CATALOG_TOO_LARGE', path: '/tools' },
    });
  });

  it('reads own keys only: an inherited name or a __proto__ key is not a tool name', () => {
    const inherited = Object.assign(Object.create({ name: 'ghost' }) as object, {
      inputSchema: { type: 'object' },
    });
    expect(loadMcpToolsList({ tools: [inherited] })).toMatchObject({
      ok: false,
      error: { path: '/tools/0' },
    });
    const parsed = JSON.parse('{"tools":[{"__proto__":{"name":"x"},"inputSchema":{"type":"object"}}]}');
    expect(loadMcpToolsList(parsed)).toMatchObject({ ok: false, error: { path: '/tools/0/name' } });
    expect(({} as Record<string, unknown>).name).toBeUndefined();
  });

  it('never throws, never changes its input, and points a refusal at a place whose parent exists', () => {
    const tool = fc.record(
      {
        name: fc.oneof(fc.constantFrom('a_b', 'a_c', 'd'), fc.anything()),
        description: fc.anything(),
        inputSchema: fc.oneof(fc.constant({ type: 'object' }), fc.anything()),
        annotations: fc.oneof(
          fc.dictionary(fc.constantFrom('readOnlyHint', 'title'), fc.anything()),
          fc.anything(),
        ),
      },
      { requiredKeys: [] },
    );
    const list = fc.oneof(fc.record({ tools: fc.array(tool, { maxLength: 5 }) }), fc.anything());
    fc.assert(
      fc.property(list, (value) => {
        const before = JSON.stringify(value);
        const result = loadMcpToolsList(value);
        expect(JSON.stringify(value)).toBe(before);
        if (result.ok) return;
        const parent = result.error.path.replace(/\/[^/]*$/, '');
        expect(valueAt(value, parent).found).toBe(true);
      }),
    );
  });
});

describe('loadMcpToolHeads', () => {
  it.each([
    ['not an object', []],
    ['no tools array', { tools: 'x' }],
    ['an entry without a name', { tools: [{ inputSchema: { type: 'object' } }] }],
    ['a name listed twice', { tools: [{ name: 'a' }, { name: 'a' }] }],
    ['a cursor of the wrong type', { tools: [], nextCursor: 3 }],
  ])('refuses %s with the same error as the full reader', (_, value) => {
    const heads = loadMcpToolHeads(value);
    const full = loadMcpToolsList(value);
    expect(heads.ok).toBe(false);
    expect(full.ok).toBe(false);
    if (!heads.ok && !full.ok) expect(heads.error).toEqual(full.error);
  });

  it('reads each tool as the full reader does, without compiling its schemas', () => {
    const value = {
      tools: [
        {
          name: 'search',
          title: 'Search',
          description: 'Finds things.',
          annotations: { readOnlyHint: true },
          // a schema the compiler refuses: the head reader never looks at it
          inputSchema: { type: 'object', properties: { q: { type: 'nope' } } },
        },
        { name: 'broken', description: 7, inputSchema: { type: 'object' } },
      ],
    };
    const heads = loadMcpToolHeads(value);
    const full = loadMcpToolsList(value);
    if (!heads.ok || !full.ok) throw new Error('both readers take this list');
    expect(heads.value.map((tool) => [tool.name, tool.title, tool.description])).toEqual([
      ['search', 'Search', 'Finds things.'],
      ['broken', null, null],
    ]);
    expect(heads.value[0]!.annotations).toEqual(full.value.tools[0]!.annotations);
    expect(heads.value[0]!.defect).toBeNull();
    expect(heads.value[1]!.defect?.path).toBe('/description');
    expect(full.value.tools[0]!.schemaCheck.isChecked).toBe(false);
    expect(Object.keys(heads.value[0]!)).not.toContain('inputSchema');
  });
});
