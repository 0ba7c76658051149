import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasPython, runReference } from './run-python.ts';
import { discover, loadCatalog, validateArguments } from '../../src/core/index.ts';
import {
  arbArgumentsFor,
  arbBadLabel,
  arbCatalogItems,
  arbCorruptedCatalog,
  arbLabel,
} from '../../src/core/catalog/arbitraries.ts';
import type { ToolDefinition } from '../../src/core/catalog/types.ts';

type Case =
  | { op: 'catalog'; items: unknown }
  | { op: 'discover'; items: unknown; family: string; name?: string }
  | { op: 'validate'; items: unknown; name: string; arguments: unknown };
type Outcome = { ok: true; value: unknown } | { ok: false; code: string };

/** Runs one case through the core, flattened to the reference's outcome shape. */
function runCore(c: Case): Outcome {
  const loaded = loadCatalog(c.items);
  if (!loaded.ok) return { ok: false, code: loaded.error.code };
  const result =
    c.op === 'catalog'
      ? { ok: true as const, value: c.items }
      : c.op === 'discover'
        ? discover(loaded.value, c.family, c.name)
        : validateArguments(loaded.value, c.name, c.arguments);
  return result.ok ? { ok: true, value: result.value } : { ok: false, code: result.error.code };
}

/** Integers past ±(2^53−1): the one place where SPEC 1.3 refuses what the Python reference accepts. */
function hasUnsafeInteger(value: unknown): boolean {
  if (typeof value === 'number') return Number.isInteger(value) && !Number.isSafeInteger(value);
  if (value === null || typeof value !== 'object') return false;
  return Object.values(value).some(hasUnsafeInteger);
}

const arbDiscoverCase: fc.Arbitrary<Case> = arbCatalogItems(6).chain((items) => {
  const names = items.map((t) => t.name);
  const families = [...new Set(items.map((t) => t.family)), 'all'];
  const pickName = fc.oneof(
    fc.constant(undefined),
    names.length ? fc.constantFrom(...names) : arbLabel,
    arbLabel,
    arbBadLabel,
  );
  const pickFamily = fc.oneof(fc.constantFrom(...families), arbLabel, arbBadLabel);
  return fc.record({ family: pickFamily, name: pickName }).map(({ family, name }) => ({
    op: 'discover' as const,
    items,
    family,
    ...(name === undefined ? {} : { name }),
  }));
});

const arbValidateCase: fc.Arbitrary<Case> = arbCatalogItems(6)
  .filter((items) => items.length > 0)
  .chain((items) =>
    fc.constantFrom(...items).chain((tool: ToolDefinition) =>
      fc.oneof(
        arbArgumentsFor(tool).map(({ args }) => ({
          op: 'validate' as const,
          items,
          name: tool.name,
          arguments: args,
        })),
        fc
          .oneof(arbLabel, arbBadLabel)
          .map((name) => ({ op: 'validate' as const, items, name, arguments: {} })),
      ),
    ),
  );

const arbCatalogCase: fc.Arbitrary<Case> = fc.oneof(
  arbCorruptedCatalog().map(({ items }) => ({ op: 'catalog' as const, items })),
  arbCatalogItems(6).map((items) => ({ op: 'catalog' as const, items })),
);

describe.skipIf(!hasPython)('the core against the seed’s Python reference (needs python3)', () => {
  it.each([
    ['whole-catalog checks', arbCatalogCase],
    ['discover', arbDiscoverCase],
    ['validateArguments', arbValidateCase],
  ])('gives the reference’s outcome and code for generated %s cases', (_label, arb) => {
    // Both sides read the same JSON text, so NaN, Maps and own __proto__ keys arrive identically.
    const cases = fc
      .sample(arb, { numRuns: 400, seed: 20261130 })
      .map((c) => JSON.parse(JSON.stringify(c)) as Case)
      .filter((c) => c.op !== 'validate' || !hasUnsafeInteger(c.arguments));
    const expected = runReference<Outcome>('scalar_contract.py', cases);
    const mismatches = cases
      .map((c, i) => ({ case: c, core: runCore(c), reference: expected[i] }))
      .filter(({ core, reference }) => JSON.stringify(core) !== JSON.stringify(reference));
    expect(mismatches.slice(0, 3)).toEqual([]);
    expect(cases.length).toBeGreaterThan(300);
  });
});
