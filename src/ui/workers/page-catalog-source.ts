import type { ActiveCatalog } from '../state/catalog.ts';
import type { CatalogSource } from './catalog-source.ts';

/** What of the page a catalog's source is found from: the catalog in use. */
export interface SourceHost {
  readonly catalog: ActiveCatalog | null;
}

/** A page that keeps what a part makes on its first use (a worker's store) for as long as the page lives. */
export interface KeepingHost {
  keep<T>(key: string, create: () => T): T;
}

/**
 * The catalog in use as a worker is sent it: a scalar catalog's items (kept as loaded), or the text (or file)
 * an MCP list was read from; null when no catalog is in use or an MCP list's text was not kept.
 */
export function pageCatalogSource({ catalog }: SourceHost): CatalogSource | null {
  if (catalog === null) return null;
  if (catalog.kind !== 'mcp') return { text: JSON.stringify(catalog.source.catalog.tools) };
  return catalog.listed === undefined ? null : { text: catalog.listed };
}
