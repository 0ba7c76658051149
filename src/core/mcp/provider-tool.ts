import { contractError } from '../result.ts';
import type { ProviderTool } from '../providers/types.ts';
import type { ReadTool } from './read-tool.ts';
import { refusalBase } from './types.ts';

/** The provider tools this module made: read, so the provider functions take them as they are. */
const READ = /* @__PURE__ */ new WeakSet<object>();

/**
 * An imported MCP tool as the provider functions take it. A tool the import found not checkable carries
 * that defect, pointing into the tool, so every provider refuses it with the code and pointer `check` gives.
 */
export function mcpProviderTool(tool: ReadTool): ProviderTool {
  const { name, description, inputSchema, schemaCheck } = tool;
  const output = outputOf(tool);
  let read: ProviderTool = { name, description, inputSchema, ...output };
  if (!schemaCheck.isChecked) {
    const { code, path, reason, params, message } = schemaCheck.error;
    const defect = contractError(code, refusalBase(schemaCheck) + path, reason, params, message);
    read = { name, description, inputSchema, defect, ...output };
  }
  READ.add(Object.freeze(read));
  return read;
}

/** Whether `tool` is one `mcpProviderTool` made (and so was read by the MCP import's reader). */
export function isReadProviderTool(tool: unknown): tool is ProviderTool {
  return typeof tool === 'object' && tool !== null && READ.has(tool);
}

/** The output half as the MCP rules read it: the schema and, when it cannot be checked, its defect. */
function outputOf(tool: ReadTool): Pick<ProviderTool, 'outputSchema' | 'outputDefect'> {
  const check = tool.outputCheck;
  if (check === null) return {};
  return { outputSchema: tool.outputSchema, outputDefect: check.isChecked ? null : check.error };
}
