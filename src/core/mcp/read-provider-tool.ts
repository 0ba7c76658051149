import { ok, type Result } from '../result.ts';
import type { ProviderTool } from '../providers/types.ts';
import { isReadProviderTool, mcpProviderTool } from './provider-tool.ts';
import { readTool } from './read-tool.ts';
import { mcpTool } from '../tool/mcp-tool.ts';

/**
 * The one way a tool reaches the provider functions: one `mcpProviderTool` made, as it is; anything else
 * read as a `tools/list` entry by the MCP import's own reader first, so that it is judged as the import
 * judges it (refused when it is no tool at all, carrying the defect the import marks it with otherwise).
 */
export function readProviderTool(tool: unknown): Result<ProviderTool> {
  if (isReadProviderTool(tool)) return ok(tool);
  const read = readTool(tool, '');
  return read.ok ? ok(mcpProviderTool(mcpTool({ ...read.value, group: null }))) : read;
}
