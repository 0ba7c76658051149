import { describe, expect, it } from 'vitest';
import type { ProviderTool } from '../../core/index.ts';
import { mcpRevisionFindings, PortabilityCache, portabilityCell } from './portability.ts';

const slashed: ProviderTool = { name: 'files/read', inputSchema: { type: 'object' } };
const arrayOutput: ProviderTool = {
  name: 'list_rows',
  inputSchema: { $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object' },
  outputSchema: { $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'array' },
};
const plain: ProviderTool = {
  name: 'ping',
  inputSchema: { $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object' },
};

describe('portabilityCell', () => {
  it('applies the chosen MCP revision: an array outputSchema is refused before 2026-07-28 only', () => {
    expect(portabilityCell(arrayOutput, 'mcp', '2025-11-25')).toEqual({ ok: true, rejected: 1, ignored: 0 });
    expect(portabilityCell(arrayOutput, 'mcp', '2026-07-28')).toEqual({ ok: true, rejected: 0, ignored: 0 });
    expect(portabilityCell(arrayOutput, 'mcp')).toEqual(portabilityCell(arrayOutput, 'mcp', '2026-07-28'));
  });
});

describe('PortabilityCache', () => {
  it('computes cells under the revision it was made for', () => {
    expect(new PortabilityCache([arrayOutput], '2025-06-18').cell(0, 'mcp')).toMatchObject({ rejected: 1 });
    expect(new PortabilityCache([arrayOutput], '2026-07-28').cell(0, 'mcp')).toMatchObject({ rejected: 0 });
  });

  it('answers for the tools of its own catalog, even where another catalog uses the same name', () => {
    const renamed: ProviderTool = { ...arrayOutput, name: 'ping' };
    const cache = new PortabilityCache([plain, arrayOutput], '2025-11-25');
    expect([cache.cell(0, 'mcp'), cache.cell(1, 'mcp')]).toEqual([
      { ok: true, rejected: 0, ignored: 0 },
      { ok: true, rejected: 1, ignored: 0 },
    ]);
    expect(new PortabilityCache([renamed], '2025-11-25').cell(0, 'mcp')).toEqual({
      ok: true,
      rejected: 1,
      ignored: 0,
    });
  });
});

describe('mcpRevisionFindings', () => {
  it('lists only the tools with findings under the revision, each finding with its rule and pointer', () => {
    const under = (spec: '2025-06-18' | '2025-11-25' | '2026-07-28') =>
      mcpRevisionFindings([slashed, arrayOutput, plain], spec).map((entry) => [
        entry.name,
        entry.ok ? entry.findings.map((finding) => `${finding.rule} ${finding.path} ${finding.effect}`) : [],
      ]);
    expect(under('2025-11-25')).toEqual([
      ['files/read', ['mcp-name /name ignored']],
      ['list_rows', ['mcp-output-root /outputSchema/type rejected']],
    ]);
    expect(under('2026-07-28')).toEqual([['files/read', ['mcp-name /name ignored']]]);
    expect(under('2025-06-18')).toEqual([
      ['files/read', ['mcp-dialect /inputSchema ignored']],
      ['list_rows', ['mcp-output-root /outputSchema/type rejected']],
    ]);
  });

  it('gives a tool that cannot be checked with its defect', () => {
    const broken: ProviderTool = { name: 'broken', inputSchema: 'nope' };
    expect(mcpRevisionFindings([broken], '2026-07-28')).toEqual([
      { name: 'broken', ok: false, code: 'INVALID_SCHEMA', path: '/inputSchema' },
    ]);
  });
});
