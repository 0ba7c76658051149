import { lazy } from '../shared/lazy.ts';

/** The tool detail's heavy part (Markdown, field table, schema preview), fetched when the first tool is shown. */
export const loadToolDetailBody = lazy(() => import('./ToolDetailBody.svelte'));
