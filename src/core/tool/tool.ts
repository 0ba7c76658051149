import type { ImportedCatalog } from '../mcp/import-catalog.ts';
import { mcpToolCatalog } from './mcp-tool.ts';
import { scalarToolCatalog } from './scalar-tool.ts';
import type { ToolCatalog } from './types.ts';

// the model and both adapters are named here too, so one import reaches the whole tool module
export type { SchemaProblem, Tool, ToolCatalog, ToolCheck } from './types.ts';
export { mcpTool, mcpToolCatalog } from './mcp-tool.ts';
export { scalarToolCatalog } from './scalar-tool.ts';

/** The tools of a catalog in either format, as `importCatalog` read it. */
export function toolCatalog(imported: ImportedCatalog): ToolCatalog {
  return imported.format === 'scalar'
    ? scalarToolCatalog(imported.catalog)
    : mcpToolCatalog(imported.catalog);
}
