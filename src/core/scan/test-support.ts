import { importCatalog } from '../mcp/import-catalog.ts';
import { toolCatalog, type Tool } from '../tool/tool.ts';

/** The tools of an MCP `tools/list` result, as the importer reads them; a list it refuses is a test's bug. */
export function mcpToolsOf(tools: readonly unknown[]): readonly Tool[] {
  const imported = importCatalog({ tools });
  if (!imported.ok) throw new Error(imported.error.message);
  return toolCatalog(imported.value).tools;
}

/** The one tool of an MCP list holding only it. */
export function mcpToolOf(tool: Record<string, unknown>): Tool {
  return mcpToolsOf([tool])[0]!;
}
