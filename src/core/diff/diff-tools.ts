import { discover } from '../catalog/discover.ts';
import type { Catalog } from '../catalog/types.ts';
import { isJsonWithinDepth } from '../json-value.ts';
import { loadCatalog } from '../catalog/load-catalog.ts';
import { detectCatalogFormat } from '../mcp/detect-format.ts';
import { unknownCatalogFormat } from '../mcp/import-catalog.ts';
import { loadMcpToolHeads } from '../mcp/load-tools-list.ts';
import { MCP_HINT_DEFAULTS, MCP_HINTS, type ToolHead } from '../mcp/read-tool.ts';
import type { McpHint } from '../mcp/types.ts';
import { ok, type Result } from '../result.ts';
import type { DiffTool, SchemaSlot } from './types.ts';

/**
 * Reads a parsed catalog of either format into the tools a caller can call, in catalog order. A disabled
 * scalar tool cannot be called, so it is left out: enabled → disabled reads as a removal.
 */
export function diffToolsOf(value: unknown): Result<DiffTool[]> {
  switch (detectCatalogFormat(value)) {
    case 'scalar': {
      const loaded = loadCatalog(value);
      return loaded.ok ? ok(scalarTools(loaded.value)) : loaded;
    }
    case 'mcp': {
      // the diff compiles each schema it compares, so the list is read without compiling them first
      const heads = loadMcpToolHeads(value);
      return heads.ok ? ok(mcpTools(heads.value)) : heads;
    }
    case 'unknown':
      return unknownCatalogFormat();
  }
}

function scalarTools(catalog: Catalog): DiffTool[] {
  const described = discover(catalog, 'all');
  if (!described.ok) return [];
  return described.value.map((tool) => ({
    name: tool.name,
    title: null,
    description: null,
    // the scalar format's effect is the promise readOnlyHint makes; it says nothing of the other hints
    hints: { ...MCP_HINT_DEFAULTS, readOnlyHint: tool.effect === 'read' },
    input: { state: 'present', schema: tool.inputSchema },
    output: { state: 'absent' },
  }));
}

function mcpTools(heads: readonly ToolHead[]): DiffTool[] {
  return heads.map((tool) => {
    const hints = {} as Record<McpHint, boolean>;
    for (const hint of MCP_HINTS) hints[hint] = tool.annotations[hint] ?? MCP_HINT_DEFAULTS[hint];
    return {
      name: tool.name,
      title: tool.title,
      description: tool.description,
      hints,
      input: slotOf(tool.sentSchemas.input),
      output: slotOf(tool.sentSchemas.output),
    };
  });
}

/** The slot of a schema exactly as the server sent it (undefined: absent, as the head reader gives it). */
function slotOf(schema: unknown): SchemaSlot {
  if (schema === undefined) return { state: 'absent' };
  return isJsonWithinDepth(schema) ? { state: 'present', schema } : { state: 'too_deep' };
}
