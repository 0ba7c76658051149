import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadMcpToolsList, mcpProviderTool } from '../mcp/index.ts';
import { mcpTool } from '../tool/tool.ts';
import { lintForProvider } from './lint.ts';
import { COMPOSITION_LIMITS, MCP_RULE_SECTIONS } from './mcp-revisions.ts';
import { MCP_REVISIONS, type McpRevision } from './revisions.ts';
import { RULES } from './rules.ts';
import type { ProviderFinding } from './types.ts';

/** Imports one tools/list entry and lints it as MCP under `spec`. */
function lint(entry: Record<string, unknown>, spec?: McpRevision) {
  const loaded = loadMcpToolsList({ tools: [{ inputSchema: { type: 'object' }, ...entry }] });
  if (!loaded.ok) throw new Error(loaded.error.message);
  return lintForProvider(mcpProviderTool(mcpTool(loaded.value.tools[0]!)), 'mcp', spec ? { spec } : {});
}

function findings(
  entry: Record<string, unknown>,
  spec?: McpRevision,
): Pick<ProviderFinding, 'rule' | 'path' | 'effect'>[] {
  const result = lint(entry, spec);
  if (!result.ok) throw new Error(`refused: ${result.error.code} ${result.error.path}`);
  return result.value.map(({ rule, path, effect }) => ({ rule, path, effect }));
}

const UNNAMED_DIALECT = { rule: 'mcp-dialect', path: '/inputSchema', effect: 'ignored' };

describe('lintForProvider mcp, per specification revision', () => {
  it('applies the name rule from 2025-11-25 as a finding that does not refuse', () => {
    const tool = { name: 'files/read' };
    expect(findings(tool, '2025-06-18')).toEqual([UNNAMED_DIALECT]);
    for (const spec of ['2025-11-25', '2026-07-28'] as const)
      expect(findings(tool, spec)).toEqual([{ rule: 'mcp-name', path: '/name', effect: 'ignored' }]);
    expect(findings(tool)).toEqual(findings(tool, '2026-07-28'));
  });

  it('wants an object outputSchema before 2026-07-28 and accepts any schema from then', () => {
    const tool = {
      name: 'list',
      outputSchema: { $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'array' },
    };
    const refused = { rule: 'mcp-output-root', path: '/outputSchema/type', effect: 'rejected' };
    expect(findings(tool, '2025-06-18')).toEqual([UNNAMED_DIALECT, refused]);
    expect(findings(tool, '2025-11-25')).toEqual([refused]);
    expect(findings(tool, '2026-07-28')).toEqual([]);
  });

  it('says under 2025-06-18 that a schema without $schema is read as 2020-12, without refusing', () => {
    expect(findings({ name: 'a' }, '2025-06-18')).toEqual([UNNAMED_DIALECT]);
    expect(findings({ name: 'a' }, '2025-11-25')).toEqual([]);
  });

  it('refuses a tool whose inputSchema declares an unsupported dialect under every revision, with that reason', () => {
    for (const spec of MCP_REVISIONS) {
      const result = lint(
        {
          name: 'a',
          inputSchema: { $schema: 'https://json-schema.org/draft/2019-09/schema', type: 'object' },
        },
        spec,
      );
      expect(result).toMatchObject({
        ok: false,
        error: { code: 'INVALID_SCHEMA', path: '/inputSchema/$schema', reason: 'unknown_dialect' },
      });
    }
  });

  it('never fetches a network $ref: the tool is not checkable, with the pointer of the $ref', () => {
    const result = lint({
      name: 'a',
      inputSchema: { type: 'object', properties: { x: { $ref: 'https://example.com/x.json' } } },
    });
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'UNRESOLVED_REF', path: '/inputSchema/properties/x/$ref', reason: 'remote_ref' },
    });
  });

  it('refuses a tool whose outputSchema cannot be checked, at the pointer inside it, keeping the input half', () => {
    const tool = {
      name: 'a',
      outputSchema: { type: 'object', properties: { x: { $ref: 'http://example.com/s' } } },
    };
    expect(findings(tool)).toEqual([
      { rule: 'mcp-output-schema', path: '/outputSchema/properties/x/$ref', effect: 'rejected' },
    ]);
    expect(
      lint({ ...tool, outputSchema: { $schema: 'https://example.com/mine', type: 'object' } }),
    ).toMatchObject({
      ok: true,
      value: [
        { rule: 'mcp-output-schema', path: '/outputSchema/$schema', params: { reason: 'unknown_dialect' } },
      ],
    });
  });

  it.each<[string, Record<string, unknown>, string | null, string]>([
    ['a valid header parameter', { region: { type: 'string', 'x-mcp-header': 'Region' } }, null, ''],
    [
      'a name with a space',
      { region: { type: 'string', 'x-mcp-header': 'My Region' } },
      'not_a_token',
      '/region',
    ],
    ['a name with a colon', { region: { type: 'string', 'x-mcp-header': 'a:b' } }, 'not_a_token', '/region'],
    ['an empty name', { region: { type: 'string', 'x-mcp-header': '' } }, 'not_a_token', '/region'],
    ['a number property', { n: { type: 'number', 'x-mcp-header': 'N' } }, 'not_primitive', '/n'],
    ['an object property', { o: { type: 'object', 'x-mcp-header': 'O' } }, 'not_primitive', '/o'],
    [
      'a nested property reached through properties',
      { o: { type: 'object', properties: { r: { type: 'string', 'x-mcp-header': 'R' } } } },
      null,
      '',
    ],
    [
      'a property under array items',
      {
        a: {
          type: 'array',
          items: { type: 'object', properties: { r: { type: 'string', 'x-mcp-header': 'R' } } },
        },
      },
      'not_reachable',
      '/a/items/properties/r',
    ],
    [
      'a property inside a composition',
      { o: { anyOf: [{ type: 'object', properties: { r: { type: 'string', 'x-mcp-header': 'R' } } }] } },
      'not_reachable',
      '/o/anyOf/0/properties/r',
    ],
  ])('checks x-mcp-header under 2026-07-28: %s', (_label, properties, reason, at) => {
    const tool = { name: 'a', inputSchema: { type: 'object', properties } };
    const result = lint(tool, '2026-07-28');
    if (!result.ok) throw new Error(result.error.message);
    if (reason === null) expect(result.value).toEqual([]);
    else
      expect(result.value).toMatchObject([
        {
          rule: 'mcp-header',
          code: 'INVALID_HEADER_PARAMETER',
          effect: 'rejected',
          path: `/inputSchema/properties${at}/x-mcp-header`,
          params: { reason },
        },
      ]);
    expect(findings(tool, '2025-11-25')).toEqual([]);
  });

  it('refuses two header parameters whose names differ only in case', () => {
    const properties = {
      a: { type: 'string', 'x-mcp-header': 'Tenant' },
      b: { type: 'integer', 'x-mcp-header': 'tenant' },
    };
    expect(lint({ name: 'a', inputSchema: { type: 'object', properties } })).toMatchObject({
      ok: true,
      value: [
        {
          rule: 'mcp-header',
          path: '/inputSchema/properties/b/x-mcp-header',
          params: { reason: 'duplicate' },
        },
      ],
    });
  });

  it.each([
    ['depth', () => nested(COMPOSITION_LIMITS.depth + 1)],
    [
      'branches',
      () => ({ anyOf: Array.from({ length: COMPOSITION_LIMITS.branches + 1 }, () => ({ type: 'string' })) }),
    ],
    [
      'steps',
      () => ({
        properties: Object.fromEntries(
          Array.from({ length: COMPOSITION_LIMITS.steps }, (_, i) => [`p${i}`, { type: 'string' }]),
        ),
      }),
    ],
  ])('refuses a schema over the composition bound on %s, and names the bound', (bound, build) => {
    const result = lint({ name: 'a', inputSchema: { type: 'object', properties: { x: build() } } });
    expect(result).toMatchObject({
      ok: true,
      value: [{ rule: 'mcp-composition', effect: 'rejected', params: { bound } }],
    });
    const within = lint({
      name: 'a',
      inputSchema: { type: 'object', properties: { x: nested(COMPOSITION_LIMITS.depth) } },
    });
    expect(within).toEqual({ ok: true, value: [] });
  });
});

function nested(depth: number): unknown {
  let schema: unknown = { type: 'string' };
  for (let i = 0; i < depth; i++) schema = { allOf: [schema] };
  return schema;
}

describe('MCP_RULE_SECTIONS', () => {
  const docs = readFileSync(new URL('../../../docs/mcp-spec.md', import.meta.url), 'utf8');
  const sections = new Map(
    docs
      .split(/^## /m)
      .slice(1)
      .map((part) => [part.slice(0, part.indexOf('\n')), part] as const),
  );

  it('names a section for every MCP rule, as docs/mcp-spec.md gives it under the rule id', () => {
    const mcpRules = Object.keys(RULES).filter((rule) => rule.startsWith('mcp-'));
    expect(Object.keys(MCP_RULE_SECTIONS).sort()).toEqual(mcpRules.sort());
    for (const [rule, section] of Object.entries(MCP_RULE_SECTIONS)) {
      const text = sections.get(rule);
      expect(text, rule).toBeDefined();
      if (section === null) expect(text).toContain('Not a rule of the specification');
      else expect(text!.replace(/\s+/g, ' ')).toContain(section);
    }
  });
});
