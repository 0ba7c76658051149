import { refusalBase, type McpCatalog, type McpTool, type UncheckedSchema } from '../mcp/types.ts';
import { MCP_SCHEMA_OPTIONS } from '../mcp/schema-options.ts';
import { contractError, type Result } from '../result.ts';
import { compileSchema } from '../schema/compile.ts';
import type { CompiledSchema } from '../schema/types.ts';
import { refuse } from '../wording/refuse.ts';
import { checkedBy } from './check.ts';
import { indexed } from './indexed.ts';
import type { SchemaProblem, Tool, ToolCatalog, ToolCheck } from './types.ts';

/** An MCP list's tools; each compiles its schema on its first check, as the import checked it. */
export function mcpToolCatalog(catalog: McpCatalog): ToolCatalog {
  return indexed('mcp', catalog.tools.map(mcpTool), catalog.groups, unknownMcpTool);
}

/** The refusal of a name no tool of an MCP list has exactly. */
export function unknownMcpTool(name: string): Result<never> {
  return refuse('UNKNOWN_TOOL', '', 'unknown_tool', { name });
}

/** One MCP tool as the one `Tool`; it compiles its schema on its first check, as the import checked it. */
export function mcpTool(tool: McpTool): Tool {
  const { schemaCheck } = tool;
  const schemaProblem = schemaCheck.isChecked ? null : refusalInTool(schemaCheck);
  let compiled: Result<CompiledSchema> | undefined;
  return Object.freeze({
    name: tool.name,
    title: tool.title,
    description: tool.description,
    group: tool.group,
    effect: null,
    hints: tool.annotations,
    enabled: true,
    inputSchema: tool.inputSchema,
    outputSchema: tool.outputSchema,
    schemaStates: tool.schemaStates,
    schemaCheck,
    outputCheck: tool.outputCheck,
    schemaProblem,
    icons: tool.icons,
    notes: tool.notes,
    check(args: unknown): ToolCheck {
      compiled ??= compileSchema(tool.inputSchema, MCP_SCHEMA_OPTIONS);
      if (!compiled.ok) return { ok: false, error: schemaProblem?.error ?? compiled.error, issues: [] };
      return checkedBy(compiled.value, args);
    },
  });
}

function refusalInTool(check: UncheckedSchema<string>): SchemaProblem {
  const { code, path, reason, params, message } = check.error;
  const error = contractError(code, refusalBase(check) + path, reason, params, message);
  return Object.freeze({ error, keyword: check.keyword });
}
