/** One tool model: every catalog format read as the same `Tool`, each checking its own arguments. */
export {
  mcpTool,
  mcpToolCatalog,
  scalarToolCatalog,
  toolCatalog,
  type SchemaProblem,
  type Tool,
  type ToolCatalog,
  type ToolCheck,
} from './tool.ts';
export { checkedBy } from './check.ts';
