import { lazy } from '../shared/lazy.ts';

/** The import dialog's code, fetched the first time a visitor opens it. */
export const loadImportDialog = lazy(() => import('./ImportDialog.svelte'));

/** An MCP list's side of the page (its list with groups), fetched the first time one is put in use. */
export const loadMcpDiscovery = lazy(() => import('./McpDiscovery.svelte'));
