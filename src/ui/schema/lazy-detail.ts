import { lazy } from '../shared/lazy.ts';

/** The Schema view's field table and raw schema, fetched with the first tool shown or when the page is idle. */
export const loadSchemaDetail = lazy(() => import('./SchemaDetail.svelte'));
