import { lazy } from '../shared/lazy.ts';

/** The examples a site's author recorded for its own list, fetched the first time one of its tools is shown. */
export const loadExamples = lazy(() => import('./Examples.svelte'));
