import { lazy } from '../shared/lazy.ts';

/** The views of what went wrong, fetched only when a link or the page's own data has a problem. */
export const loadLinkProblems = lazy(() => import('./LinkProblems.svelte'));
export const loadLoadProblem = lazy(() => import('./LoadProblem.svelte'));
