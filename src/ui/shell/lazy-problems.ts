import { lazy } from '../shared/lazy.ts';

/** The views of what went wrong, fetched only when a link or the page's own data has a problem. */
export const loadLinkProblems = lazy(() => import('./LinkProblems.svelte'));
export const loadLoadProblem = lazy(() => import('./LoadProblem.svelte'));
/** How the page shows a contract error; the exact-name field needs it only once a name is refused. */
export const loadContractErrorView = lazy(() => import('./ContractErrorView.svelte'));
