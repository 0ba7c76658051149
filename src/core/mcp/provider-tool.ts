import { contractError } from '../result.ts';
import type { ProviderTool } from '../providers/types.ts';
import { refusalBase, type McpTool } from './types.ts';

/**
 * An imported MCP tool as the provider functions take it. A tool the import found not checkable carries
 * that defect, pointing into the tool, so every provider refuses it with the code and pointer `check` gives.
 */
export function mcpProviderTool(tool: McpTool): ProviderTool {
  const { name, description, inputSchema, schemaCheck } = tool;
  const output = outputOf(tool);
  if (schemaCheck.isChecked) return { name, description, inputSchema, ...output };
  const { code, path, reason, params, message } = schemaCheck.error;
  const defect = contractError(code, refusalBase(schemaCheck) + path, reason, params, message);
  return { name, description, inputSchema, defect, ...output };
}

/** The output half as the MCP rules read it: the schema and, when it cannot be checked, its defect. */
function outputOf(tool: McpTool): Pick<ProviderTool, 'outputSchema' | 'outputDefect'> {
  const check = tool.outputCheck;
  if (check === null) return {};
  return { outputSchema: tool.outputSchema, outputDefect: check.isChecked ? null : check.error };
}
