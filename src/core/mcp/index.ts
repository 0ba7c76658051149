/** Catalogs a visitor brings: MCP `tools/list` results, format detection and import limits. */
export { detectCatalogFormat } from './detect-format.ts';
export { namePrefix, groupTools } from './group-tools.ts';
export { importCatalog, type ImportedCatalog } from './import-catalog.ts';
export { IMPORT_LIMITS, checkCatalogSize, checkCatalogText, utf8Length } from './limits.ts';
export { loadMcpToolsList } from './load-tools-list.ts';
export { mcpProviderTool } from './provider-tool.ts';
export { MCP_HINTS, MCP_HINT_DEFAULTS, MCP_SCHEMA_OPTIONS, checkSchema } from './read-tool.ts';
export type {
  CatalogFormat,
  McpAnnotations,
  McpCatalog,
  McpGroup,
  McpHint,
  McpTool,
  McpToolNote,
  SchemaCheck,
} from './types.ts';
