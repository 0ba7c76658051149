import { contractError } from '../result.ts';
import type { ProviderTool } from '../providers/types.ts';
import type { McpTool } from './types.ts';

/**
 * An imported MCP tool as the provider functions take it. A tool the import found not checkable carries
 * that defect, pointing into the tool, so every provider refuses it with the code and pointer `check` gives.
 */
export function mcpProviderTool(tool: McpTool): ProviderTool {
  const { name, description, inputSchema, schemaCheck } = tool;
  if (schemaCheck.isChecked) return { name, description, inputSchema };
  const { code, path, reason, params, message } = schemaCheck.error;
  const at = schemaCheck.at === 'inputSchema' ? `/inputSchema${path}` : path;
  return { name, description, inputSchema, defect: contractError(code, at, reason, params, message) };
}
