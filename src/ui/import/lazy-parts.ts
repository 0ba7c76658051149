/** Memoizes a dynamic import, so every caller shares one request and one module. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => (pending ??= load());
}

/** The import dialog's code, fetched the first time a visitor opens it. */
export const loadImportDialog = once(() => import('./ImportDialog.svelte'));

/** The MCP tool browser's code, fetched the first time a visitor loads an MCP tool list. */
export const loadMcpBrowser = once(() => import('./McpBrowser.svelte'));
