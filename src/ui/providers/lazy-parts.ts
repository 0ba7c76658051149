import { lazy } from '../shared/lazy.ts';

/** The provider formats' code (and the core's provider rules), fetched the first time a tool is shown. */
export const loadProviderFormats = lazy(() => import('./ProviderFormats.svelte'));
