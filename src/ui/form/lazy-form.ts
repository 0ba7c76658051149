import { lazy } from '../shared/lazy.ts';

/** The form generated from the schema (its fields, editor and issue placing), fetched when a visitor first chooses Form. */
export const loadArgumentsForm = lazy(() => import('./ArgumentsForm.svelte'));
