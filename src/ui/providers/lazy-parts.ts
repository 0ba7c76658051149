import { lazy } from '../shared/lazy.ts';

/** The provider formats' code (and the core's provider rules), fetched the first time a tool is shown. */
export const loadProviderFormats = lazy(() => import('./ProviderFormats.svelte'));

/** The Portability table's code, fetched the first time an MCP list's Portability tab is shown. */
export const loadPortabilityTable = lazy(() => import('./PortabilityTable.svelte'));
