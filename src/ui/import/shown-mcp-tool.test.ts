import { describe, expect, it } from 'vitest';
import { loadCatalog, loadMcpToolsList, mcpToolCatalog, SYNTHETIC_CATALOG } from '../../core/index.ts';
import type { ActiveCatalog } from '../state/catalog.ts';
import { shownMcpTool } from './shown-mcp-tool.ts';

const listed = loadMcpToolsList({
  tools: [
    { name: 'files_get', inputSchema: { type: 'object' } },
    { name: 'issue_read', inputSchema: { type: 'object' } },
  ],
});
if (!listed.ok) throw new Error(JSON.stringify(listed.error));
const mcp = listed.value;
const loaded = loadCatalog(SYNTHETIC_CATALOG);
if (!loaded.ok) throw new Error(JSON.stringify(loaded.error));

const MCP: ActiveCatalog = { kind: 'mcp', mcp, tools: mcpToolCatalog(mcp), origin: null };
const SCALAR: ActiveCatalog = {
  kind: 'synthetic',
  source: { id: 'synthetic', catalog: loaded.value, descriptions: {} },
};
const FIRST_SCALAR = loaded.value.tools[0]!.name;

describe('shownMcpTool', () => {
  it('is the tool of the MCP list in use that the selection names, as the list holds it', () => {
    expect(shownMcpTool({ catalog: MCP, toolName: 'issue_read' })).toBe(mcp.tools[1]);
  });

  it.each([
    ['no catalog is in use', null, 'issue_read'],
    ['no tool is shown', MCP, null],
    ['the list lacks the name', MCP, 'no_such_tool'],
    ['a scalar catalog is in use', SCALAR, FIRST_SCALAR],
  ] as const)('is null when %s', (_, catalog, toolName) => {
    expect(shownMcpTool({ catalog, toolName })).toBeNull();
  });
});
