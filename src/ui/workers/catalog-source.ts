import {
  importCatalog,
  listedTools,
  mcpToolCatalog,
  toolCatalog,
  type ContractError,
  type McpCatalog,
  type ToolCatalog,
} from '../../core/index.ts';

/**
 * The catalog in use as the page sends it to a worker that counts, scans or pins it: `listed`, its text as
 * its author listed it (the scalar items, or the MCP list as served), where the page has that text; else
 * `read`, an MCP list as the import read it, which holds every tool but not each entry as the server sent it.
 */
export type CatalogSource = { kind: 'listed'; text: string } | { kind: 'read'; text: string };

/** A catalog source read back in a worker: its tools, and the value as listed (null for a `read` source). */
export interface ReadSource {
  readonly tools: ToolCatalog;
  /** The catalog as listed, parsed; null when only the import's reading was sent. */
  readonly value: unknown;
  /** An MCP list's own entries in list order, so that its MCP figure counts each as served. */
  readonly listed: readonly unknown[] | undefined;
}

/** Reads a catalog source as the command line reads a catalog file; a refusal is the core's error. */
export function readSource(
  source: CatalogSource,
): { ok: true; value: ReadSource } | { ok: false; error: ContractError } {
  // the page sends only text it made with JSON.stringify or a kept text the import parsed already
  const value: unknown = JSON.parse(source.text);
  if (source.kind === 'read') {
    const tools = mcpToolCatalog(value as McpCatalog);
    return { ok: true, value: { tools, value: null, listed: undefined } };
  }
  const imported = importCatalog(value);
  if (!imported.ok) return imported;
  const listed = imported.value.format === 'mcp' ? listedTools(value).entries : undefined;
  return { ok: true, value: { tools: toolCatalog(imported.value), value, listed } };
}
