import { namePartGroups } from '../mcp/load-tools-list.ts';
import { copySchemas, withSchemaChecks, type ToolHead } from '../mcp/read-tool.ts';
import { indexed } from './indexed.ts';
import { mcpTool, unknownMcpTool } from './mcp-tool.ts';
import type { Tool, ToolCatalog } from './types.ts';

/** An MCP list's tools read from their heads (see mcpHeadTool), with the groups the import gives them. */
export function mcpHeadToolCatalog(heads: readonly ToolHead[]): ToolCatalog {
  const { groups, groupOf } = namePartGroups(heads);
  const tools = heads.map((head) => mcpHeadTool(head, groupOf(head.name)));
  return indexed('mcp', tools, groups, unknownMcpTool);
}

/**
 * One MCP tool read from its head as the one `Tool`, equal to the one the import makes: compiled only when
 * its schema check, its problem or a check is first asked for, once per tool, so a reader that needs only
 * the schemas themselves (the diff) compiles nothing. Its schemas are the parsed value's own objects, not
 * copies: the diff keeps nothing, and copying two 1000-tool lists slowed it (see docs/benchmarks.md).
 */
export function mcpHeadTool(head: ToolHead, group: string | null): Tool {
  const copied = copySchemas(head, asSent);
  let whole: Tool | undefined;
  const read = () => (whole ??= mcpTool({ ...withSchemaChecks(head, copied), group }));
  return Object.freeze({
    name: head.name,
    title: head.title,
    description: head.description,
    group,
    effect: null,
    hints: head.annotations,
    enabled: true,
    inputSchema: copied.input.schema,
    outputSchema: copied.output.schema,
    schemaStates: Object.freeze({ input: copied.input.state, output: copied.output.state }),
    get schemaCheck() {
      return read().schemaCheck;
    },
    get outputCheck() {
      return read().outputCheck;
    },
    get schemaProblem() {
      return read().schemaProblem;
    },
    icons: head.icons,
    notes: head.notes,
    check: (args: unknown) => read().check(args),
  });
}

/** A schema kept as the parsed value holds it. */
const asSent = (schema: unknown): unknown => schema;
