import { lazy } from '../shared/lazy.ts';

/** A tool's scan findings and its pin, beside its description. */
export const loadToolTrust = lazy(() => import('./ToolTrust.svelte'));
