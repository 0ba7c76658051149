import type { ProviderTool } from '../../core/index.ts';
import type { Descriptions } from '../state/catalog.ts';

/**
 * A catalog tool as the provider functions take it: its name, its schema, and its English description (what
 * the catalog's author wrote, the same whichever language the page is shown in), left out without one: a
 * tools/list entry, which they read as the MCP import does.
 */
export function catalogProviderTool(
  tool: { name: string; inputSchema: unknown },
  descriptions: Descriptions | undefined,
): ProviderTool {
  const description = descriptions?.[tool.name]?.en;
  return { name: tool.name, description, inputSchema: tool.inputSchema };
}
