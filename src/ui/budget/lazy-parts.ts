import { lazy } from '../shared/lazy.ts';

/**
 * The catalog's scan count and bill near the tool list (their code; the tokenizer loads only when the bill
 * is opened, in its worker).
 */
export const loadCatalogFacts = lazy(() => import('./CatalogFacts.svelte'));

/** A tool's figure and its parts, on the tool's page. */
export const loadToolBill = lazy(() => import('./ToolBill.svelte'));
