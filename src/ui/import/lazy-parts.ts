import { lazy } from '../shared/lazy.ts';

/** The import dialog's code, fetched the first time a visitor opens it. */
export const loadImportDialog = lazy(() => import('./ImportDialog.svelte'));
