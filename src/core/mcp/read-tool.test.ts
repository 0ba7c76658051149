import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ErrorParams, Result } from '../result.ts';
import { wordAnyReason, wordReason } from '../wording/reasons.ts';
import recorded from './fixtures/recorded-nulls.json';
import { readHints } from './hints.ts';
import { loadMcpToolHeads, loadMcpToolsList } from './load-tools-list.ts';
import { MCP_HINT_DEFAULTS, MCP_HINTS } from './read-annotations.ts';
import { OPTIONAL_MEMBERS } from './read-member.ts';
import { readTool, readToolHead, type ReadTool } from './read-tool.ts';
import type { McpHint } from './types.ts';

/** A tool with every optional member set to a value of the right type, built fresh for each test. */
function fullTool(): Record<string, unknown> {
  return {
    name: 'search',
    title: 'Search',
    description: 'Finds things.',
    inputSchema: { type: 'object', properties: { q: { type: 'string' } } },
    outputSchema: { type: 'object', properties: { hits: { type: 'integer' } } },
    annotations: {
      title: 'Search',
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    icons: [{ src: 'data:image/png;base64,AA==' }],
    _meta: { vendor: 'example' },
  };
}

/** `tool` with the member at `tokens` set to `value`, or deleted when `value` is undefined. */
function withMember(tool: Record<string, unknown>, tokens: readonly string[], value: unknown) {
  const [key, inner] = tokens as [string, string | undefined];
  const copy: Record<string, unknown> = { ...tool };
  const target = inner === undefined ? copy : (copy[key] = { ...(copy[key] as object) });
  const at = (inner ?? key) as string;
  if (value === undefined) delete (target as Record<string, unknown>)[at];
  else (target as Record<string, unknown>)[at] = value;
  return copy;
}

function read(tool: unknown): ReadTool {
  const result: Result<ReadTool> = readTool(tool, '/tools/0');
  if (!result.ok) throw new Error(`the tool was refused: ${result.error.path}`);
  return result.value;
}

const hintRow = (hint: McpHint) =>
  [
    `annotations.${hint}`,
    ['annotations', hint],
    'null_hint',
    { value: String(MCP_HINT_DEFAULTS[hint]) },
  ] as const;

describe('readTool', () => {
  it.each<readonly [string, readonly string[], string, ErrorParams]>([
    ['title', ['title'], 'null_member', {}],
    ['description', ['description'], 'null_member', {}],
    ['outputSchema', ['outputSchema'], 'null_member', {}],
    ['annotations', ['annotations'], 'null_annotations', {}],
    ['annotations.title', ['annotations', 'title'], 'null_member', {}],
    ...MCP_HINTS.map(hintRow),
    ['icons', ['icons'], 'null_member', {}],
    ['_meta', ['_meta'], 'null_member', {}],
  ])(
    'reads a null %s as absent: checkable, with one note at its pointer',
    (_label, tokens, reason, params) => {
      const written = read(withMember(fullTool(), tokens, null));
      const absent = read(withMember(fullTool(), tokens, undefined));
      expect(written.schemaCheck.isChecked).toBe(true);
      expect(written.outputCheck?.isChecked ?? null).not.toBe(false);
      const path = `/${tokens.join('/')}`;
      expect(written.notes).toEqual([
        { path, reason, params, message: wordReason(reason as never, params, 'en') },
      ]);
      expect(wordAnyReason(reason, params, 'ko')).toMatch(/null/);
      expect({ ...written, notes: [] }).toEqual({ ...absent, notes: [] });
      expect(absent.notes).toEqual([]);
    },
  );

  it.each(MCP_HINTS)('gives a null %s the default MCP assumes for it and keeps the stated hints', (hint) => {
    const values = (tool: ReadTool) =>
      readHints(tool.annotations).map(({ value, source }) => [value, source]);
    // the full tool states the opposite of each default, so no hint reads as its default by chance
    const stated = MCP_HINTS.map((each) => [!MCP_HINT_DEFAULTS[each], 'stated']);
    expect(values(read(fullTool()))).toEqual(stated);
    const tool = read(withMember(fullTool(), ['annotations', hint], null));
    const expected = MCP_HINTS.map((each, i) =>
      each === hint ? [MCP_HINT_DEFAULTS[hint], 'default'] : stated[i],
    );
    expect(values(tool)).toEqual(expected);
  });

  it('keeps a null inputSchema a defect of the tool, with no note', () => {
    const tool = read(withMember(fullTool(), ['inputSchema'], null));
    expect(tool.schemaCheck).toMatchObject({
      isChecked: false,
      at: 'inputSchema',
      error: { code: 'INVALID_SCHEMA', path: '', reason: 'not_an_object' },
    });
    expect(tool.notes).toEqual([]);
  });

  it('keeps a null name a refusal of the entry, at the name’s pointer', () => {
    expect(readTool(withMember(fullTool(), ['name'], null), '/tools/3')).toMatchObject({
      ok: false,
      error: { code: 'INVALID_TOOLS_LIST', path: '/tools/3/name', reason: 'empty_name' },
    });
  });

  it('still marks a hint of the wrong type beside a null one', () => {
    const annotations = { readOnlyHint: 'yes', destructiveHint: null };
    const tool = read(withMember(fullTool(), ['annotations'], annotations));
    expect(tool.schemaCheck).toMatchObject({
      isChecked: false,
      at: 'tool',
      error: { code: 'INVALID_TOOL', path: '/annotations/readOnlyHint' },
    });
    expect(tool.notes.map((note) => note.path)).toEqual(['/annotations/destructiveHint']);
  });

  it('reads any mix of absent, null and set members as the tool without its nulls, one note per null', () => {
    const member = (value: unknown) => fc.constantFrom(undefined, null, value);
    const full = fullTool();
    const annotations = fc.record(
      Object.fromEntries(
        Object.entries(full.annotations as object).map(([key, value]) => [key, member(value)]),
      ),
    );
    const tool = fc.record({
      ...Object.fromEntries(OPTIONAL_MEMBERS.map((key) => [key, member(full[key])])),
      annotations: fc.oneof(member(full.annotations), annotations),
    });
    fc.assert(
      fc.property(tool, (members) => {
        const written = { name: 'search', inputSchema: full.inputSchema, ...members };
        const nulls = nullPointers(written);
        const tool = read(written);
        expect(tool.schemaCheck.isChecked).toBe(true);
        const noted = tool.notes.filter((note) => note.reason !== 'title_conflict').map((note) => note.path);
        expect(noted.sort()).toEqual(nulls.sort());
        expect(new Set(tool.notes.map((note) => note.path)).size).toBe(tool.notes.length);
        const withoutNulls = read(dropNulls(written));
        expect({ ...tool, notes: [] }).toEqual({ ...withoutNulls, notes: [] });
      }),
    );
  });
});

/** The pointers of the nulls in a tool's members and in its annotations object. */
function nullPointers(tool: Record<string, unknown>): string[] {
  const top = Object.keys(tool).filter((key) => tool[key] === null);
  const annotations = tool.annotations;
  if (typeof annotations !== 'object' || annotations === null) return top.map((key) => `/${key}`);
  const inner = Object.entries(annotations).filter(([, value]) => value === null);
  return [...top.map((key) => `/${key}`), ...inner.map(([key]) => `/annotations/${key}`)];
}

/** A tool with every null member (and every null member of its annotations) left out. */
function dropNulls(tool: Record<string, unknown>): Record<string, unknown> {
  const kept = (value: object) => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null));
  const copy = kept(tool);
  if (typeof copy.annotations === 'object') copy.annotations = kept(copy.annotations as object);
  return copy;
}

describe('readToolHead', () => {
  it('gives the schemas as sent, a null outputSchema as absent and a null inputSchema as it is', () => {
    const head = readToolHead({ name: 'a', inputSchema: null, outputSchema: null }, '');
    if (!head.ok) throw new Error('the head was refused');
    expect(head.value.sentSchemas).toEqual({ input: null, output: undefined });
    const full = readToolHead(fullTool(), '');
    if (!full.ok) throw new Error('the head was refused');
    expect(full.value.sentSchemas).toEqual({
      input: fullTool().inputSchema,
      output: fullTool().outputSchema,
    });
  });
});

describe('a recorded list with nulls in every optional member', () => {
  const NOTES: Record<string, string[]> = {
    search_issues: [
      '/title',
      '/description',
      '/outputSchema',
      '/icons',
      '/_meta',
      '/annotations/title',
      '/annotations/destructiveHint',
      '/annotations/idempotentHint',
      '/annotations/openWorldHint',
    ],
    create_issue: [
      '/icons',
      '/annotations/title',
      '/annotations/readOnlyHint',
      '/annotations/destructiveHint',
      '/annotations/idempotentHint',
      '/annotations/openWorldHint',
    ],
    delete_branch: ['/title', '/outputSchema', '/annotations', '/icons', '/_meta'],
    get_file: ['/title', '/description', '/_meta', '/annotations/openWorldHint'],
  };

  it('imports every tool as checkable, each with a note at each null', () => {
    const list = loadMcpToolsList(recorded);
    if (!list.ok) throw new Error(`the list was refused: ${list.error.path}`);
    const { tools } = list.value;
    expect(tools.map((tool) => tool.schemaCheck.isChecked)).toEqual([true, true, true, true]);
    expect(tools.map((tool) => tool.outputCheck?.isChecked ?? null)).toEqual([null, true, null, null]);
    expect(Object.fromEntries(tools.map((tool) => [tool.name, tool.notes.map((n) => n.path)]))).toEqual(
      NOTES,
    );
    expect(tools.map((tool) => [tool.title, tool.description])).toEqual([
      [null, null],
      ['Create an issue', 'Opens an issue in a repository.'],
      [null, 'Deletes a branch.'],
      ['Get a file', null],
    ]);
    const effective = (i: number) => readHints(tools[i]!.annotations).map((hint) => hint.value);
    expect(effective(0)).toEqual([true, true, false, true]);
    expect(effective(1)).toEqual([false, true, false, true]);
    expect(effective(3)).toEqual([true, true, false, true]);
  });

  it('reads the same heads and notes without compiling the schemas', () => {
    const heads = loadMcpToolHeads(recorded);
    if (!heads.ok) throw new Error(`the list was refused: ${heads.error.path}`);
    expect(heads.value.map((head) => head.defect)).toEqual([null, null, null, null]);
    expect(Object.fromEntries(heads.value.map((head) => [head.name, head.notes.map((n) => n.path)]))).toEqual(
      NOTES,
    );
  });
});
