// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import type { Component } from 'svelte';
import { preloadViews, VIEWS, viewsFor, type ViewDefinition } from './views.ts';

const module = { default: (() => {}) as unknown as Component };

describe('preloadViews', () => {
  it('starts loading every lazy view at once, and a failed load does not stop the others', () => {
    const loads = [vi.fn(() => Promise.reject(new Error('offline'))), vi.fn(() => Promise.resolve(module))];
    const views: ViewDefinition[] = [
      { id: 'eager', labelKey: 'x', formats: ['scalar'], component: module.default },
      { id: 'a', labelKey: 'x', formats: ['scalar'], load: loads[0]! },
      { id: 'b', labelKey: 'x', formats: ['scalar'], load: loads[1]! },
    ];
    preloadViews(views);
    expect(loads.map((load) => load.mock.calls.length)).toEqual([1, 1]);
  });

  it('keeps the default view eager, so the first screen needs no extra request', () => {
    expect(VIEWS[0]).toMatchObject({ id: 'schema' });
    expect('component' in VIEWS[0]!).toBe(true);
  });
});

describe('viewsFor', () => {
  it('keeps every view in the explorer and leaves the Gate demonstration out of an author’s site', () => {
    expect(viewsFor(false).map((view) => view.id)).toEqual(VIEWS.map((view) => view.id));
    expect(viewsFor(true).map((view) => view.id)).toEqual([
      'schema',
      'arguments',
      'result',
      'records',
      'portability',
    ]);
  });

  it('gives every catalog format the same views, less what a format lacks: results for MCP, records and the gate for scalar', () => {
    const of = (format: 'scalar' | 'mcp') =>
      VIEWS.filter((view) => view.formats.includes(format)).map((view) => view.id);
    expect(of('scalar')).toEqual(['schema', 'arguments', 'records', 'gate', 'portability']);
    expect(of('mcp')).toEqual(['schema', 'arguments', 'result', 'portability']);
  });
});
