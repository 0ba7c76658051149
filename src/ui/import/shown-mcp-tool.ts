import type { McpTool } from '../../core/index.ts';
import type { ActiveCatalog } from '../state/catalog.ts';

/** What names the tool shown: the catalog in use and the selected tool's name. */
export interface ShownTool {
  readonly catalog: ActiveCatalog | null;
  readonly toolName: string | null;
}

/** The MCP tool shown, as its list holds it; null while a scalar catalog is in use or no tool is shown. */
export function shownMcpTool({ catalog, toolName }: ShownTool): McpTool | null {
  if (catalog?.kind !== 'mcp' || toolName === null) return null;
  return catalog.mcp.tools.find((tool) => tool.name === toolName) ?? null;
}
