import { refuse } from '../wording/refuse.ts';
import { loadCatalog } from '../catalog/load-catalog.ts';
import type { Catalog } from '../catalog/types.ts';
import { ok, type Result } from '../result.ts';
import { detectCatalogFormat } from './detect-format.ts';
import { loadMcpToolsList } from './load-tools-list.ts';
import type { McpCatalog } from './types.ts';

/** A catalog a visitor brought, in whichever of the two formats it came. */
export type ImportedCatalog = { format: 'scalar'; catalog: Catalog } | { format: 'mcp'; catalog: McpCatalog };

/** Detects the format of a parsed catalog and checks it whole with that format's rules. */
export function importCatalog(value: unknown): Result<ImportedCatalog> {
  const format = detectCatalogFormat(value);
  switch (format) {
    case 'scalar': {
      const loaded = loadCatalog(value);
      return loaded.ok ? ok({ format, catalog: loaded.value }) : loaded;
    }
    case 'mcp': {
      const loaded = loadMcpToolsList(value);
      return loaded.ok ? ok({ format, catalog: loaded.value }) : loaded;
    }
    case 'unknown':
      return unknownCatalogFormat();
  }
}

/** The refusal of a value that is neither catalog format. */
export function unknownCatalogFormat(): Result<never> {
  return refuse('UNKNOWN_CATALOG_FORMAT', '', 'unknown_format', {});
}
