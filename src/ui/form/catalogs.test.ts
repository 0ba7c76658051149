import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  discover,
  jsonEqual,
  loadCatalog,
  loadMcpToolsList,
  sampleArguments,
  SYNTHETIC_CATALOG,
} from '../../core/index.ts';
import { buildFieldTree, type FieldNode } from './field-node.ts';
import { blankState, idSource, stateFromValue, type FieldState } from './field-state.ts';
import { formValue } from './form-value.ts';
import { sharedData } from '../../../scripts/shared-data.ts';

const MCP_REAL = sharedData('the form on the real MCP tool lists', 'mcp-real') ?? '';
const hasMcpReal = MCP_REAL !== '';

/** Walks every field the schema declares, two levels into each variant and item, as the form would draw them. */
function visit(node: FieldNode, depth: number, seen: Set<FieldNode>): number {
  if (depth > 6 || seen.has(node)) return 0;
  seen.add(node);
  let count = 1;
  if (node.kind === 'object') for (const p of node.properties) count += visit(p.node(), depth + 1, seen);
  if (node.kind === 'array') count += visit(node.item(), depth + 1, seen);
  if (node.kind === 'nullable') count += visit(node.inner(), depth + 1, seen);
  if (node.kind === 'variants') for (const v of node.variants) count += visit(v.node(), depth + 1, seen);
  return count;
}

/** A value that fills every declared field with one of its kind, so a round trip goes through every field. */
function fullValue(node: FieldNode, depth: number): unknown {
  if (depth > 4) return null;
  switch (node.kind) {
    case 'string':
      return 'x'.repeat(Math.max(1, node.minLength ?? 1));
    case 'number':
      return node.bounds.minimum ?? node.bounds.maximum ?? 1;
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'choice':
      return node.options[0];
    case 'nullable':
      return fullValue(node.inner(), depth + 1);
    case 'variants':
      return fullValue(node.variants[node.variants.length - 1]!.node(), depth + 1);
    case 'array':
      return [fullValue(node.item(), depth + 1)];
    case 'object':
      return Object.fromEntries(node.properties.map((p) => [p.key, fullValue(p.node(), depth + 1)]));
    case 'json':
      return { any: [1, 'two', null] };
  }
}

/** Places where the form fell back to JSON although the schema has fields there. */
function fallbacks(node: FieldNode, state: FieldState): number {
  if (state.kind === 'json') return node.kind === 'json' ? 0 : 1;
  if (state.kind === 'object' && node.kind === 'object')
    return node.properties.reduce(
      (n, p, i) => n + (state.fields[i] ? fallbacks(p.node(), state.fields[i]!) : 0),
      0,
    );
  if (state.kind === 'array' && node.kind === 'array')
    return state.items.reduce((n, item) => n + fallbacks(node.item(), item.state), 0);
  if (state.kind === 'nullable' && node.kind === 'nullable' && state.inner)
    return fallbacks(node.inner(), state.inner);
  if (state.kind === 'variant' && node.kind === 'variants')
    return fallbacks(node.variants[state.index]!.node(), state.states[state.index]!);
  return 0;
}

/** The form round trip: the state built from `value` reads back as an equal value, with no field left unread. */
function expectRoundTrip(schema: unknown, value: unknown): void {
  const node = buildFieldTree(schema);
  const state = stateFromValue(node, value, idSource());
  const read = formValue(node, state);
  expect(read.problems).toEqual([]);
  expect(jsonEqual(read.value, value)).toBe(true);
  expect(state.kind).toBe(node.kind === 'object' ? 'object' : state.kind);
  expect(visit(node, 0, new Set())).toBeGreaterThan(0);
}

describe('the form on the synthetic catalog', () => {
  const loaded = loadCatalog(SYNTHETIC_CATALOG);
  if (!loaded.ok) throw new Error('the synthetic catalog must load');
  const tools = discover(loaded.value, 'all');
  if (!tools.ok) throw new Error('discover must list the synthetic catalog');

  it.each(tools.value.map((tool) => [tool.name, tool] as const))(
    'round-trips the sample arguments of %s',
    (_name, tool) => {
      expectRoundTrip(tool.inputSchema, sampleArguments(tool, { fill: 'all' }));
      const node = buildFieldTree(tool.inputSchema);
      expect(node.kind === 'object' && node.properties.length).toBe(
        Object.keys(tool.inputSchema.properties).length,
      );
    },
  );
});

describe.skipIf(!hasMcpReal)('the form on the real MCP tool lists', () => {
  const files = hasMcpReal ? readdirSync(MCP_REAL).filter((file) => file.endsWith('.json')) : [];

  it.each(files)('builds a form for every tool of %s and round-trips its sample arguments', (file) => {
    const list = JSON.parse(readFileSync(join(MCP_REAL, file), 'utf8'));
    const loaded = loadMcpToolsList({ tools: list.tools });
    if (!loaded.ok) throw new Error(`${file}: ${loaded.error.code} at ${loaded.error.path}`);
    expect(loaded.value.tools.length).toBe(list.tools.length);
    for (const tool of loaded.value.tools) {
      expectRoundTrip(tool.inputSchema, sampleArguments(tool, { fill: 'required' }));
      const node = buildFieldTree(tool.inputSchema);
      const full = fullValue(node, 0);
      expectRoundTrip(tool.inputSchema, full);
      expect(fallbacks(node, stateFromValue(node, full, idSource())), tool.name).toBe(0);
      // a freshly added field of every kind reads back as a value, any field without one named and left out
      const blank = formValue(node, blankState(node));
      expect(blank.value).toBeTypeOf('object');
    }
  });
});
