import type { Component } from 'svelte';
import SchemaView from './schema/SchemaView.svelte';
import { lazy } from './shared/lazy.ts';
import type { ViewFormat } from './state/catalog.ts';

/**
 * One tab of the explorer: its id in the URL, the i18n key of its name, the catalog formats that have it,
 * and the panel it shows. A view marked `isDemo` shows the explorer's own demonstration, not the catalog: a
 * site built for an author's catalog leaves it out.
 */
export type ViewDefinition = {
  id: string;
  labelKey: string;
  formats: readonly ViewFormat[];
  isDemo?: boolean;
} & ({ component: Component } | { load: () => Promise<{ default: Component }> });

const EVERY_FORMAT: readonly ViewFormat[] = ['scalar', 'mcp'];

/**
 * The explorer's views in tab order, for every catalog: a view appears where the catalog has what it shows
 * (records and the gate replay the built-in scalar catalog; results are an MCP tool's). A new view is one
 * entry here plus its component, which reads the page state for both formats.
 */
export const VIEWS: readonly ViewDefinition[] = [
  { id: 'schema', labelKey: 'view.schema', formats: EVERY_FORMAT, component: SchemaView },
  {
    id: 'arguments',
    labelKey: 'view.arguments',
    formats: EVERY_FORMAT,
    load: lazy(() => import('./arguments/ArgumentsView.svelte')),
  },
  {
    id: 'result',
    labelKey: 'view.result',
    formats: ['mcp'],
    load: lazy(() => import('./result/ResultView.svelte')),
  },
  {
    id: 'records',
    labelKey: 'view.records',
    formats: ['scalar'],
    load: lazy(() => import('./records/RecordsView.svelte')),
  },
  {
    id: 'gate',
    labelKey: 'view.gate',
    formats: ['scalar'],
    isDemo: true,
    load: lazy(() => import('./gate/GateView.svelte')),
  },
  {
    id: 'portability',
    labelKey: 'view.portability',
    formats: EVERY_FORMAT,
    load: lazy(() => import('./providers/PortabilityView.svelte')),
  },
];

/** The views a page shows: all of them in the explorer, all but the demonstrations on an author's site. */
export function viewsFor(
  isAuthorSite: boolean,
  views: readonly ViewDefinition[] = VIEWS,
): readonly ViewDefinition[] {
  return isAuthorSite ? views.filter((view) => !view.isDemo) : views;
}

/**
 * Fetches every lazy view's code at once. The page calls it when the visitor reaches for the tabs (a pointer
 * over them, or focus in them), so a tab opens without waiting while the first load does only the first screen.
 */
export function preloadViews(views: readonly ViewDefinition[] = VIEWS): void {
  for (const view of views) if ('load' in view) view.load().catch(() => undefined);
}
