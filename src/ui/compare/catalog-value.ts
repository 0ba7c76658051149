import { MCP_HINTS, type Tool } from '../../core/index.ts';
import type { ActiveCatalog } from '../state/catalog.ts';

/**
 * The catalog in use as the JSON a file of it would hold, for the diff: a scalar catalog's items (the
 * loaded definitions are copies of them), or an MCP list rebuilt from what the reader kept of each tool.
 */
export function catalogValue(catalog: ActiveCatalog): unknown {
  return catalog.kind === 'mcp'
    ? { tools: catalog.tools.tools.map(listEntry) }
    : catalog.source.catalog.tools;
}

function listEntry(tool: Tool): Record<string, unknown> {
  const annotations: Record<string, unknown> = {};
  for (const hint of MCP_HINTS)
    if (tool.hints && tool.hints[hint] !== null) annotations[hint] = tool.hints[hint];
  return {
    name: tool.name,
    ...(tool.title === null ? {} : { title: tool.title }),
    ...(tool.description === null ? {} : { description: tool.description }),
    annotations,
    ...(tool.inputSchema === null ? {} : { inputSchema: tool.inputSchema }),
    ...(tool.outputSchema === null ? {} : { outputSchema: tool.outputSchema }),
  };
}
