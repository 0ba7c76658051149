/** One tool model: every catalog format read as the same `Tool`, each checking its own arguments. */
export type { SchemaProblem, Tool, ToolCatalog, ToolCheck } from './types.ts';
export { mcpTool, mcpToolCatalog } from './mcp-tool.ts';
export { scalarToolCatalog } from './scalar-tool.ts';
export { toolCatalog } from './tool.ts';
export { importToolCatalog } from './import-tools.ts';
export { checkedBy } from './check.ts';
