import {
  checkCatalogText,
  importCatalog,
  toolCatalog,
  type Catalog,
  type McpCatalog,
  type ToolCatalog,
} from '../core/index.ts';
import { fromContract, type SiteResult } from './site-error.ts';

/**
 * The catalog a site documents, checked whole by the core in the format the page detects; `groupOf` holds
 * the groups its author gave (tool → group), which the documentation lists tools by instead of its own;
 * `tools` is the same catalog read as tools, whatever its format.
 */
export type SiteCatalog = (
  { kind: 'scalar'; value: unknown; catalog: Catalog } | { kind: 'mcp'; value: unknown; catalog: McpCatalog }
) & { tools: ToolCatalog; groupOf?: ReadonlyMap<string, string> };

/** Detects the format as the page does and refuses the whole catalog at its first defect. */
export function loadSiteCatalog(value: unknown): SiteResult<SiteCatalog> {
  const imported = importCatalog(value);
  if (!imported.ok) return fromContract(imported.error);
  const tools = toolCatalog(imported.value);
  if (imported.value.format === 'scalar') {
    return { ok: true, value: { kind: 'scalar', value, catalog: imported.value.catalog, tools } };
  }
  // the page hands an MCP catalog's text to its import worker, which refuses text over the import limit
  const size = checkCatalogText(JSON.stringify(value));
  if (!size.ok) return fromContract(size.error);
  return { ok: true, value: { kind: 'mcp', value, catalog: imported.value.catalog, tools } };
}

/** Whether a tool of this name exists in the catalog, enabled or not. */
export function hasTool(site: SiteCatalog, name: string): boolean {
  return site.tools.has(name);
}
