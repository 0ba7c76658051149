import { importCatalog } from '../mcp/import-catalog.ts';
import { toolCatalog, type ToolCatalog } from '../tool/tool.ts';
import type { TokenCounter } from './types.ts';

const utf8 = new TextEncoder();

/** Test support: a counter that makes every UTF-8 byte one token, so that each part's count is its byte length. */
export const BYTE_COUNTER: TokenCounter = {
  name: 'bytes',
  encode: (text) => utf8.encode(text),
  bytesOf: () => 1,
};

/** Test support: a catalog in either format, read as `check` reads it; throws on a refused one. */
export function catalogOf(value: unknown): ToolCatalog {
  const imported = importCatalog(value);
  if (!imported.ok) throw new Error(imported.error.message);
  return toolCatalog(imported.value);
}

/** Test support: an MCP tool with `fields` string fields, each with a description, and a description of its own. */
export function mcpToolOf(
  name: string,
  fields = 1,
  description = `Does ${name}.`,
): { name: string; description: string; inputSchema: Record<string, unknown> } {
  const properties = Object.fromEntries(
    Array.from({ length: fields }, (_, i) => [`f${i}`, { type: 'string', description: `Field ${i}.` }]),
  );
  return { name, description, inputSchema: { type: 'object', properties } };
}
