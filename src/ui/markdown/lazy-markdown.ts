import { lazy } from '../shared/lazy.ts';

/** The Markdown renderer, fetched with the first description that has Markdown in it. */
export const loadMarkdownView = lazy(() => import('./MarkdownView.svelte'));
