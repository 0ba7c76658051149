import type { ProviderTool } from '../providers/types.ts';
import type { Tool } from '../tool/types.ts';

/** What a provider tool is made from: the one `Tool` an MCP tool is read as. */
type ProviderSource = Pick<
  Tool,
  'name' | 'description' | 'inputSchema' | 'schemaProblem' | 'outputSchema' | 'outputCheck'
>;

/** The provider tools this module made: read, so the provider functions take them as they are. */
const READ = /* @__PURE__ */ new WeakSet<object>();

/**
 * An imported MCP tool as the provider functions take it. A tool the import found not checkable carries
 * that defect, pointing into the tool, so every provider refuses it with the code and pointer `check` gives.
 */
export function mcpProviderTool(tool: ProviderSource): ProviderTool {
  const { name, description, inputSchema, schemaProblem } = tool;
  const output = outputOf(tool);
  const read: ProviderTool = schemaProblem
    ? { name, description, inputSchema, defect: schemaProblem.error, ...output }
    : { name, description, inputSchema, ...output };
  READ.add(Object.freeze(read));
  return read;
}

/** Whether `tool` is one `mcpProviderTool` made (and so was read by the MCP import's reader). */
export function isReadProviderTool(tool: unknown): tool is ProviderTool {
  return typeof tool === 'object' && tool !== null && READ.has(tool);
}

/** The output half as the MCP rules read it: the schema and, when it cannot be checked, its defect. */
function outputOf(tool: ProviderSource): Pick<ProviderTool, 'outputSchema' | 'outputDefect'> {
  const check = tool.outputCheck;
  if (check === null) return {};
  return { outputSchema: tool.outputSchema, outputDefect: check.isChecked ? null : check.error };
}
