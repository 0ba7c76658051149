import { describe, expect, it } from 'vitest';
import {
  breakLine,
  checkPair,
  closedForDeclaredCallers,
  consecutivePairs,
  readHistory,
} from '../../../scripts/diff-history.ts';
import { FULL_CORPUS, sharedData } from '../../../scripts/shared-data.ts';
import { diffCatalogs } from './diff-catalogs.ts';
import type { DiffChange, DiffReport } from './types.ts';

const field = (type: string, required = false, max_length = 100) => ({ type, required, max_length });
const scalarTool = (name: string, fields: Record<string, unknown>, effect = 'read', enabled = true) => ({
  name,
  family: 'reading',
  effect,
  enabled,
  fields,
});

function diffed(before: unknown, after: unknown): DiffReport {
  const outcome = diffCatalogs(before, after);
  if (!outcome.ok) throw new Error(outcome.error.message);
  return outcome.value;
}

const summary = (changes: readonly DiffChange[]) =>
  changes.map(({ tool, class: name, pointer, breaking }) => [tool, name, pointer, breaking]);

describe('diffCatalogs', () => {
  it('reads scalar catalogs: a tool disabled is removed for callers, a field narrowed breaks, read to change weakens', () => {
    const before = [
      scalarTool('observe', { selector: field('string', false, 500), depth: field('integer') }),
      scalarTool('evaluate', { script: field('string', true) }),
    ];
    const after = [
      scalarTool(
        'observe',
        { selector: field('string', false, 50), depth: field('integer', true) },
        'change',
      ),
      scalarTool('evaluate', { script: field('string', true) }, 'read', false),
      scalarTool('scroll', {}),
    ];
    const report = diffed(before, after);
    expect(summary(report.changes)).toEqual([
      ['observe', 'bound_tightened', '/inputSchema/properties/selector/maxLength', true],
      ['observe', 'required_added', '/inputSchema/required/0', true],
      ['observe', 'annotation_weakened', '/annotations/readOnlyHint', true],
      ['evaluate', 'tool_removed', '', true],
      ['scroll', 'tool_added', '', false],
    ]);
    expect(report.breaking).toBe(4);
    expect(report.changes[0]!.counterexample).toEqual({ selector: 'a'.repeat(500) });
  });

  it('compares a scalar catalog with an MCP list of the same tool', () => {
    const scalar = [scalarTool('find', { query: field('string', true, 200) })];
    const mcp = {
      tools: [
        {
          name: 'find',
          description: 'Finds text.',
          annotations: { readOnlyHint: true },
          inputSchema: {
            type: 'object',
            properties: { query: { type: 'string', maxLength: 200 } },
            required: ['query'],
            additionalProperties: false,
          },
        },
      ],
    };
    expect(summary(diffed(scalar, mcp).changes)).toEqual([
      ['find', 'description_changed', '/description', false],
    ]);
  });

  it('reports hints, title and output schema changes of MCP tools', () => {
    const tool = (extra: Record<string, unknown>) => ({
      tools: [{ name: 't', inputSchema: { type: 'object' }, ...extra }],
    });
    const before = tool({ title: 'T', annotations: { readOnlyHint: true, openWorldHint: false } });
    const after = tool({
      title: 'U',
      annotations: { readOnlyHint: false, openWorldHint: false, idempotentHint: true },
      outputSchema: { type: 'object', properties: { n: { type: 'integer' } } },
    });
    expect(summary(diffed(before, after).changes)).toEqual([
      ['t', 'output_schema_added', '/outputSchema', false],
      ['t', 'annotation_weakened', '/annotations/readOnlyHint', true],
      ['t', 'annotation_strengthened', '/annotations/idempotentHint', false],
      ['t', 'title_changed', '/title', false],
    ]);
  });

  it('says which catalog it cannot read, with the contract code and a pointer into it', () => {
    const good = { tools: [] };
    expect(diffCatalogs({ tools: 3 }, good)).toMatchObject({
      ok: false,
      side: 'old',
      error: { code: 'INVALID_TOOLS_LIST', path: '/tools' },
    });
    expect(diffCatalogs(good, [{ name: 'Bad' }])).toMatchObject({
      ok: false,
      side: 'new',
      error: { code: 'INVALID_FIELDS', path: '/0' },
    });
    expect(diffCatalogs(good, 'text')).toMatchObject({
      ok: false,
      side: 'new',
      error: { code: 'UNKNOWN_CATALOG_FORMAT', path: '' },
    });
  });

  it('answers a schema nested too deep to compare as undecided, in bounded time', () => {
    let deep: unknown = { type: 'string' };
    for (let i = 0; i < 100_000; i++) deep = { items: deep };
    const report = diffed(
      { tools: [{ name: 't', inputSchema: { type: 'object' } }] },
      { tools: [{ name: 't', inputSchema: deep }] },
    );
    expect(summary(report.changes)).toEqual([['t', 'schema_changed', '/inputSchema', 'undecided']]);
  });

  it('answers a huge enum and required list in time linear in their size, never calling a change compatible unproved', () => {
    const names = Array.from({ length: 20_000 }, (_, i) => `k${i}`);
    const tool = (values: string[], required: string[]) => ({
      tools: [{ name: 't', inputSchema: { type: 'object', properties: { m: { enum: values } }, required } }],
    });
    const started = process.cpuUsage();
    const report = diffed(tool(names, []), tool(names.slice(1), names));
    const used = process.cpuUsage(started);
    expect((used.user + used.system) / 1000).toBeLessThan(10_000);
    expect(report.changes).toHaveLength(20_001);
    expect(report.breaking).toBe(20_001);
    expect(report.changes[0]).toMatchObject({
      class: 'enum_value_removed',
      breaking: true,
      counterexample: { m: 'k0' },
    });
    expect(report.changes.slice(1).every((change) => change.class === 'required_added')).toBe(true);
  });

  it('diffs two 1000-tool catalogs of 30 fields, every tool changed, well within 10 s of CPU time', () => {
    const catalog = (limit: number) =>
      Array.from({ length: 1000 }, (_, t) =>
        scalarTool(
          `tool-${t}`,
          Object.fromEntries(
            Array.from({ length: 30 }, (_, f) => [
              `field-${f}`,
              field(f % 3 === 0 ? 'integer' : 'string', f % 2 === 0, limit),
            ]),
          ),
        ),
      );
    const [before, after] = [catalog(200), catalog(100)];
    // CPU time of this process: other work sharing the machine does not count against the diff
    const started = process.cpuUsage();
    const report = diffed(before, after);
    const used = process.cpuUsage(started);
    expect(report.breaking).toBe(1000 * 20);
    expect(report.changes.every((change) => change.counterexample !== undefined)).toBe(true);
    expect((used.user + used.system) / 1000).toBeLessThan(10_000);
  });
});

const history = sharedData('diff over real MCP version history', 'mcp-history');

// every pair of consecutive versions under `npm run test:corpus`, two of them in `npm test`
const SAMPLE = ['github-mcp-server@8cd03c018525.json', 'gitlab-mcp-server@4cdac8e36da4.json'];

describe.skipIf(history === undefined)('diffCatalogs over real MCP version history', () => {
  const versions = history === undefined ? [] : readHistory(history);
  const version = (prefix: string) => versions.find((v) => v.name.startsWith(prefix))!;
  const breaks = (report: DiffReport) => summary(report.changes.filter((c) => c.breaking !== false));
  const pairs = consecutivePairs(versions).filter(([old]) => FULL_CORPUS || SAMPLE.includes(old.name));

  it.each(pairs.map(([old, next]) => [old.name, next.name, old, next] as const))(
    '%s → %s: every break a declared caller can hit, each proved by a counterexample Ajv confirms',
    (_old, _next, old, next) => expect(checkPair(old, next).problems).toEqual([]),
  );

  it('reads the optional properties a go-sdk server added to open objects as compatible, and proves them breaks under --callers any', () => {
    const [old, next] = [
      version('github-mcp-server@8cd03c018525'),
      version('github-mcp-server@456fae9d0464'),
    ];
    const { report, problems } = checkPair(old, next);
    expect(problems).toEqual([]);
    expect(report).toMatchObject({ callers: 'declared', breaking: 0 });
    const added = report.changes.filter((c) => c.class === 'open_object_property_added');
    expect(added.map((c) => [c.tool, c.pointer])).toContainEqual([
      'list_issues',
      '/inputSchema/properties/fields',
    ]);
    expect(added.every((c) => c.breaking === false && c.params.callers === 'declared')).toBe(true);
    const any = diffCatalogs({ tools: old.tools }, { tools: next.tools }, { callers: 'any' });
    expect(any.ok && any.value.breaking).toBe(added.length);
  });

  it('finds the break the history is known for: "ref" made required in getProjectFile, with its proof', () => {
    const [old, next] = [
      version('gitlab-mcp-server@4cdac8e36da4'),
      version('gitlab-mcp-server@4fe476deb559'),
    ];
    const { report, problems } = checkPair(old, next);
    expect(problems).toEqual([]);
    expect(breaks(report)).toEqual([['getProjectFile', 'required_added', '/inputSchema/required/2', true]]);
    expect(breakLine(report.changes[0]!)).toBe(
      'getProjectFile required_added /inputSchema/required/2: Property "ref" is now required. {"projectId":"","filePath":""} was accepted and is now refused (missing required property "ref").',
    );
  });
});

describe('closedForDeclaredCallers, the history check’s oracle', () => {
  it('closes objects that declare their properties, where no combinator may declare more', () => {
    const open = { type: 'object', properties: { a: { type: 'object', properties: {} } } };
    expect(closedForDeclaredCallers(open)).toEqual({
      type: 'object',
      properties: { a: { type: 'object', properties: {}, additionalProperties: false } },
      additionalProperties: false,
    });
    const composed = { anyOf: [open] };
    expect(closedForDeclaredCallers(composed)).toBe(composed);
    const map = { type: 'object' };
    expect(closedForDeclaredCallers(map)).toEqual(map);
  });
});
