import type { Component } from 'svelte';
import SchemaView from './schema/SchemaView.svelte';
import ArgumentsView from './arguments/ArgumentsView.svelte';
import RecordsView from './records/RecordsView.svelte';

/** One tab of the explorer: its id in the URL, the i18n key of its name, and the panel it shows. */
export type ViewDefinition = { id: string; labelKey: string } & (
  { component: Component } | { load: () => Promise<{ default: Component }> }
);

/** Loads a view's code on first use only, so views a visitor never opens stay out of the initial bundle. */
export function lazy(load: () => Promise<{ default: Component }>): () => Promise<{ default: Component }> {
  let pending: Promise<{ default: Component }> | undefined;
  return () => (pending ??= load());
}

/** The explorer's views in tab order; a new view is one entry here plus its component. */
export const VIEWS: readonly ViewDefinition[] = [
  { id: 'schema', labelKey: 'view.schema', component: SchemaView },
  { id: 'arguments', labelKey: 'view.arguments', component: ArgumentsView },
  { id: 'records', labelKey: 'view.records', component: RecordsView },
  { id: 'gate', labelKey: 'view.gate', load: lazy(() => import('./gate/GateView.svelte')) },
];
