// Apart from `mcp-tool.ts`, so a page that shows only a scalar catalog loads no schema compiler.
import { toolNotFound } from '../catalog/discover.ts';
import type { Catalog, CatalogEntry } from '../catalog/types.ts';
import { NOTHING_IMPORTED } from './generated.ts';
import { indexed } from './indexed.ts';
import type { Tool, ToolCatalog, ToolCheck } from './types.ts';

/** A scalar catalog's tools; each checks with the catalog's exact field checker. */
export function scalarToolCatalog(catalog: Catalog): ToolCatalog {
  const tools = catalog.tools.map((definition) => scalarTool(catalog.index.tool(definition.name)!));
  const byFamily = new Map<string, string[]>(catalog.families.map((family) => [family, []]));
  for (const tool of tools) byFamily.get(tool.group!)?.push(tool.name);
  const groups = [...byFamily].map(([name, names]) => ({ name, tools: names }));
  // a disabled tool is refused as discovery refuses it: not available
  return indexed('scalar', tools, groups, (name) => toolNotFound(name, 'all'));
}

function scalarTool(entry: CatalogEntry): Tool {
  const { name, family, effect, enabled } = entry.definition;
  return Object.freeze({
    name,
    description: null,
    group: family,
    effect,
    enabled,
    get inputSchema() {
      return entry.describe().inputSchema;
    },
    ...NOTHING_IMPORTED,
    check(args: unknown): ToolCheck {
      const checked = entry.check(args);
      return checked.ok ? checked : { ...checked, issues: [] };
    },
  });
}
