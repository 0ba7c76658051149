/** Catalogs a visitor brings: MCP `tools/list` results, format detection and import limits. */
export { detectCatalogFormat } from './detect-format.ts';
export { importCatalog, type ImportedCatalog } from './import-catalog.ts';
export { IMPORT_LIMITS, checkCatalogSize, checkCatalogText, utf8Length } from './limits.ts';
export { loadMcpToolsList } from './load-tools-list.ts';
export { mcpProviderTool } from './provider-tool.ts';
export { readProviderTool } from './read-provider-tool.ts';
export { MCP_HINTS, MCP_HINT_DEFAULTS, MCP_SCHEMA_OPTIONS, checkSchema } from './read-tool.ts';
export { checkOutputSchema } from './read-output.ts';
export { displayName, isInlineIcon, readHints, type McpHintReading } from './hints.ts';
export {
  checkToolResult,
  type ToolResultCheck,
  type ToolResultProblem,
  type ToolResultVerdict,
} from './check-result.ts';
export type {
  CatalogFormat,
  McpAnnotations,
  McpCatalog,
  McpGroup,
  McpHint,
  McpIcon,
  McpTool,
  McpToolNote,
  CheckedSchema,
  OutputCheck,
  SchemaCheck,
  SchemaState,
  SchemaStates,
  UncheckedSchema,
} from './types.ts';
export { refusalBase } from './types.ts';
