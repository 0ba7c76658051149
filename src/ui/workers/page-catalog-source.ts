import { keptCatalog } from '../import/keep-catalog.ts';
import type { ActiveCatalog } from '../state/catalog.ts';
import type { CatalogSource } from './catalog-source.ts';

/** What of the page a catalog's source is found from: the catalog, and the number of the visitor's catalog shown. */
export interface SourceHost {
  readonly catalog: ActiveCatalog | null;
  readonly visitorId: number | null;
}

/**
 * The catalog in use as a worker is sent it: a scalar catalog's items (kept as loaded); a visitor's MCP list
 * as kept for a reload in this tab; else (a list too large to keep, or one the page did not load from text)
 * the list as the import read it.
 */
export function pageCatalogSource({ catalog, visitorId }: SourceHost): CatalogSource | null {
  if (catalog === null) return null;
  if (catalog.kind !== 'mcp') return { kind: 'listed', text: JSON.stringify(catalog.source.catalog.tools) };
  const kept = visitorId === null ? null : keptCatalog();
  if (kept !== null && kept.id === visitorId) return { kind: 'listed', text: kept.text };
  return { kind: 'read', text: JSON.stringify(catalog.list) };
}
