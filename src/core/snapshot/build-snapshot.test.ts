import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../gate/canonical-json.ts';
import recorded from '../mcp/fixtures/recorded-nulls.json';
import { importCatalog } from '../mcp/import-catalog.ts';
import { buildSnapshot, snapshotHash, snapshotText, sortTools } from './build-snapshot.ts';
import type { SnapshotSource } from './types.ts';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

const SOURCE: SnapshotSource = {
  server: { name: 'demo', version: '1.0.0' },
  protocolVersion: '2025-11-25',
  transport: { kind: 'stdio', command: 'node', args: ['server.js'] },
};

const object = { type: 'object', properties: { q: { type: 'string' } } };

describe('sortTools', () => {
  it('sorts by name in code point order and keeps the server order of equal names', () => {
    const a1 = { name: 'a', n: 1 };
    const a2 = { name: 'a', n: 2 };
    const emoji = { name: '😀' };
    const wide = { name: '～' };
    expect(sortTools([emoji, a2, wide, a1])).toEqual([a2, a1, wide, emoji]);
  });

  it('puts entries without a string name last, in the server order', () => {
    const nameless = { inputSchema: object };
    expect(sortTools([7, { name: 'b' }, nameless, { name: 42 }, { name: 'a' }])).toEqual([
      { name: 'a' },
      { name: 'b' },
      7,
      nameless,
      { name: 42 },
    ]);
  });
});

describe('buildSnapshot', () => {
  it('keeps every tool exactly as sent, unknown keys included, and hashes the sorted list', () => {
    const tools = [
      { name: 'zeta', inputSchema: object, 'x-vendor': { weight: 1.5 } },
      { name: 'alpha', description: 'first', inputSchema: object, _meta: { b: 1, a: 2 } },
    ];
    const document = buildSnapshot(tools, SOURCE, sha256);
    expect(document.tools).toEqual([tools[1], tools[0]]);
    expect(document.snapshot).toEqual({
      ...SOURCE,
      toolCount: 2,
      sha256: sha256(canonicalJson([tools[1], tools[0]])),
      defects: [],
      refused: null,
    });
  });

  it('gives the same hash and text whatever order the server sent tools and keys in', () => {
    const tool = (name: string) => ({ name, inputSchema: { properties: { b: {}, a: {} }, type: 'object' } });
    fc.assert(
      fc.property(fc.shuffledSubarray(['a', 'b', 'c', 'd'], { minLength: 4, maxLength: 4 }), (names) => {
        const reversed = names.map((name) => Object.fromEntries(Object.entries(tool(name)).reverse()));
        const first = snapshotText(buildSnapshot(names.map(tool), SOURCE, sha256));
        const second = snapshotText(buildSnapshot(reversed, SOURCE, sha256));
        expect(second).toBe(first);
      }),
      { numRuns: 24 },
    );
  });

  it('changes the hash when one value of one tool changes', () => {
    const before = buildSnapshot([{ name: 'a', inputSchema: object }], SOURCE, sha256);
    const changed = { name: 'a', inputSchema: { ...object, required: ['q'] } };
    const after = buildSnapshot([changed], SOURCE, sha256);
    expect(after.snapshot.sha256).not.toBe(before.snapshot.sha256);
    expect(after.snapshot.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('marks malformed tools with a pointer into the snapshot and never drops them', () => {
    const tools = [
      { name: 'ok', inputSchema: object },
      { name: 'bad_type', inputSchema: { type: 'strin' } },
      { name: 'no_schema' },
      { name: 'bad_title', title: 3, inputSchema: object },
      { title: 'nameless', inputSchema: object },
    ];
    const { tools: kept, snapshot } = buildSnapshot(tools, SOURCE, sha256);
    expect(kept).toHaveLength(5);
    expect(snapshot.defects.map(({ tool, code, path, reason }) => ({ tool, code, path, reason }))).toEqual([
      { tool: 'bad_title', code: 'INVALID_TOOL', path: '/tools/0/title', reason: 'wrong_type' },
      {
        tool: 'bad_type',
        code: 'INVALID_SCHEMA',
        path: '/tools/1/inputSchema/type',
        reason: 'not_object_schema',
      },
      { tool: 'no_schema', code: 'INVALID_SCHEMA', path: '/tools/2/inputSchema', reason: 'missing_key' },
      { tool: null, code: 'INVALID_TOOLS_LIST', path: '/tools/4/name', reason: 'empty_name' },
    ]);
    for (const defect of snapshot.defects) expect(defect.message).toMatch(/^[A-Z"].*\.$/);
  });

  it('keeps the nulls of a recorded list as sent and finds no defect in them', () => {
    const { tools: kept, snapshot } = buildSnapshot(recorded.tools, SOURCE, sha256);
    expect(kept).toEqual(sortTools(recorded.tools));
    expect(kept.filter((tool) => (tool as { description?: unknown }).description === null)).toHaveLength(2);
    expect(snapshot.defects).toEqual([]);
    expect(snapshot.refused).toBeNull();
  });

  it('reports the refusal of the whole list, such as a repeated name, beside the tools as sent', () => {
    const tools = [
      { name: 'same', inputSchema: object, n: 1 },
      { name: 'same', inputSchema: object, n: 2 },
    ];
    const { tools: kept, snapshot } = buildSnapshot(tools, SOURCE, sha256);
    expect(kept).toEqual(tools);
    expect(snapshot.defects).toEqual([]);
    expect(snapshot.refused).toMatchObject({ code: 'DUPLICATE_TOOL', path: '/tools/1/name' });
  });

  it('points a defect at the same place that importing the snapshot file points at', () => {
    const tools = [
      { name: 'b', inputSchema: object },
      { name: 'a', annotations: { readOnlyHint: 'yes' } },
    ];
    const { snapshot, tools: kept } = buildSnapshot(tools, SOURCE, sha256);
    const imported = importCatalog(JSON.parse(snapshotText({ tools: kept, snapshot })));
    if (!imported.ok || imported.value.format !== 'mcp') throw new Error('the snapshot did not import');
    const check = imported.value.catalog.tools[0]!.schemaCheck;
    if (check.isChecked) throw new Error('the defective tool was found checkable');
    expect(check.at).toBe('tool');
    expect(snapshot.defects[0]).toMatchObject({
      code: check.error.code,
      path: `/tools/0${check.error.path}`,
    });
    expect(snapshot.defects[0]!.path).toBe('/tools/0/annotations/readOnlyHint');
  });
});

describe('snapshotText', () => {
  it('is the MCP list shape the importer reads, keys sorted, two-space indents and a final newline', () => {
    const document = buildSnapshot([{ name: 'b', inputSchema: object }], SOURCE, sha256);
    const text = snapshotText(document);
    expect(text.endsWith('}\n')).toBe(true);
    expect(text.startsWith('{\n  "snapshot": {\n')).toBe(true);
    const imported = importCatalog(JSON.parse(text));
    expect(imported.ok && imported.value.format).toBe('mcp');
  });

  it('hashes the tools the file holds, so a reader can check the file against its hash', () => {
    const document = buildSnapshot([{ name: 'é', inputSchema: object }], SOURCE, sha256);
    const parsed = JSON.parse(snapshotText(document)) as { tools: unknown[]; snapshot: { sha256: string } };
    expect(snapshotHash(parsed.tools, sha256)).toBe(parsed.snapshot.sha256);
  });
});
