import { loadCatalog } from '../catalog/load-catalog.ts';
import { detectCatalogFormat } from '../mcp/detect-format.ts';
import { unknownCatalogFormat } from '../mcp/import-catalog.ts';
import { loadMcpToolHeads } from '../mcp/load-tools-list.ts';
import { ok, type Result } from '../result.ts';
import { mcpHeadToolCatalog } from './mcp-head-tool.ts';
import { scalarToolCatalog } from './scalar-tool.ts';
import type { ToolCatalog } from './types.ts';

/**
 * A parsed catalog of either format read as `Tool`s: refused as `importCatalog` refuses it, and otherwise
 * the tools `toolCatalog` makes of its import, except that an MCP tool compiles its schema only when its
 * check or defect is first asked for, and holds the value's own schema objects instead of frozen copies
 * (see mcpHeadTool). A reader of schemas alone (the diff, which compiles what it compares itself) pays for
 * no compile and no copy; the value must not change while its tools are in use.
 */
export function importToolCatalog(value: unknown): Result<ToolCatalog> {
  switch (detectCatalogFormat(value)) {
    case 'scalar': {
      const loaded = loadCatalog(value);
      return loaded.ok ? ok(scalarToolCatalog(loaded.value)) : loaded;
    }
    case 'mcp': {
      const heads = loadMcpToolHeads(value);
      return heads.ok ? ok(mcpHeadToolCatalog(heads.value)) : heads;
    }
    case 'unknown':
      return unknownCatalogFormat();
  }
}
