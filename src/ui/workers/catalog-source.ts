import {
  contractError,
  importCatalog,
  listedTools,
  toolCatalog,
  type ContractError,
  type ToolCatalog,
} from '../../core/index.ts';

/**
 * The catalog in use as the page sends it to a worker that counts, scans or pins it: its text as its author
 * listed it (the scalar items, or the MCP list as served), or the file it was read from, which the worker reads.
 */
export interface CatalogSource {
  readonly text: string | Blob;
}

/** A catalog source read back in a worker: its tools, and the value as listed. */
export interface ReadSource {
  readonly tools: ToolCatalog;
  /** The catalog as listed, parsed: what a pin is made of. */
  readonly value: unknown;
  /** An MCP list's own entries in list order, so that its MCP figure counts each as served. */
  readonly listed: readonly unknown[] | undefined;
}

/** Reads a catalog source as the command line reads a catalog file; a refusal is the core's error. */
export async function readSource(
  source: CatalogSource,
): Promise<{ ok: true; value: ReadSource } | { ok: false; error: ContractError }> {
  const text = typeof source.text === 'string' ? source.text : await fileText(source.text);
  if (text === null) {
    const message = 'The catalog’s file could not be read again.';
    return { ok: false, error: contractError('INVALID_TOOLS_LIST', '', 'not_opened', {}, message) };
  }
  // the page sends only text it made with JSON.stringify or text the import parsed already
  const value: unknown = JSON.parse(text);
  const imported = importCatalog(value);
  if (!imported.ok) return imported;
  const listed = imported.value.format === 'mcp' ? listedTools(value).entries : undefined;
  return { ok: true, value: { tools: toolCatalog(imported.value), value, listed } };
}

// a file changed or removed since it was picked can no longer be read
async function fileText(file: Blob): Promise<string | null> {
  try {
    return await file.text();
  } catch {
    return null;
  }
}
