import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbToolSchema, arbValueFor } from '../providers/arbitraries.ts';
// plain names only: Ajv's enum equality calls a value's own toString, which a key named so replaces
import { PLAIN_NAMES, arbJsonValue, arbSubsetSchema } from '../schema/arbitraries.ts';
import { compareSchemas } from './compare-schemas.ts';
import { changeClasses } from './classes.ts';
import { isDeclaredValue } from './declared-values.ts';
import { diffCatalogs } from './diff-catalogs.ts';
import { diffSchemas } from './diff-schemas.ts';
import { candidateValues } from '../sample/candidate-values.ts';
import { ajvAccepts, ajvCompiles, present } from './test-support.ts';
import type { Callers, Direction } from './types.ts';

type Json = Record<string, unknown>;

/** Every object node of a schema, so an edit can land anywhere in it. */
function objectNodes(schema: unknown, out: Json[] = []): Json[] {
  if (typeof schema !== 'object' || schema === null) return out;
  if (!Array.isArray(schema)) out.push(schema as Json);
  for (const child of Object.values(schema)) objectNodes(child, out);
  return out;
}

/** One small edit at a random node: the kinds of change a server makes from one version to the next. */
const EDITS: ((node: Json, pick: number) => void)[] = [
  (node, pick) => {
    const keys = Object.keys(node);
    if (keys.length > 0) delete node[keys[pick % keys.length]!];
  },
  (node) => void (node.additionalProperties = false),
  (node) => void (node.additionalProperties = true),
  (node, pick) => void (node.required = PLAIN_NAMES.slice(0, pick % 3)),
  (node, pick) => void (node.maxLength = pick % 4),
  (node, pick) => void (node.minimum = (pick % 5) - 2),
  (node, pick) => void (node.maxItems = pick % 3),
  (node, pick) => void (node.type = ['string', 'integer', 'number', 'object', ['string', 'null']][pick % 5]),
  (node, pick) => void (node.enum = [['a'], ['a', 'b', 1], [0, null]][pick % 3]),
  (node) => void (node.pattern = '^a'),
  (node, pick) => {
    const properties = (node.properties ??= {}) as Json;
    properties[PLAIN_NAMES[pick % PLAIN_NAMES.length]!] = { type: 'string' };
  },
  (node) => void (node.uniqueItems = true),
];

function edited(schema: unknown, edits: readonly [number, number, number][]): unknown {
  const copy = structuredClone(schema);
  for (const [at, kind, pick] of edits) {
    const nodes = objectNodes(copy);
    if (nodes.length > 0) EDITS[kind % EDITS.length]!(nodes[at % nodes.length]!, pick);
  }
  return copy;
}

const arbEdits = fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat()), { minLength: 1, maxLength: 3 });
const arbPair = (arbSchema: fc.Arbitrary<unknown>) =>
  fc.oneof(
    {
      weight: 4,
      arbitrary: fc.tuple(arbSchema, arbEdits).map(([old, edits]) => [old, edited(old, edits)] as const),
    },
    { weight: 1, arbitrary: fc.tuple(arbSchema, arbSchema) },
  );

/**
 * The law: a verdict of compatible holds for every value Ajv is shown that callers send (under `declared`,
 * inputs with only declared properties); every counterexample is one for Ajv too, and a value callers send.
 */
function checkLaw(
  old: unknown,
  next: unknown,
  direction: Direction,
  values: readonly unknown[],
  callers: Callers,
): void {
  if (!ajvCompiles(old) || !ajvCompiles(next)) return;
  const [holds, other] = direction === 'input' ? [old, next] : [next, old];
  const isSent = (value: unknown) =>
    callers === 'any' || direction === 'output' || isDeclaredValue(value, holds, holds);
  const changes = diffSchemas(present(old), present(next), direction, callers);
  for (const change of changes) {
    if (!('counterexample' in change)) continue;
    const value = change.counterexample;
    expect([ajvAccepts(holds, value), ajvAccepts(other, value), isSent(value)]).toEqual([true, false, true]);
  }
  const tried = [...values, ...candidateValues(holds, holds, 16, 3)].filter(isSent);
  // the walk alone, without the sampled check diffSchemas adds on top: each proof of widening must hold
  const findings = compareSchemas(
    holds,
    other,
    direction === 'input',
    direction === 'input' ? callers : 'any',
  );
  if (findings.every((finding) => finding.effect === 'widens')) expectImplies(holds, other, tried, findings);
  if (changes.every((change) => change.breaking === false)) expectImplies(holds, other, tried, changes);
}

function expectImplies(holds: unknown, other: unknown, values: readonly unknown[], why: unknown): void {
  for (const value of values) {
    if (ajvAccepts(holds, value)) expect(ajvAccepts(other, value), JSON.stringify({ value, why })).toBe(true);
  }
}

describe('diffSchemas against Ajv', () => {
  it('never calls a change of a tool-shaped schema compatible when Ajv finds a value it breaks', () => {
    fc.assert(
      fc.property(
        arbPair(arbToolSchema()).chain(([old, next]) =>
          fc.tuple(
            fc.constant(old),
            fc.constant(next),
            fc.array(fc.oneof(arbValueFor(old), arbJsonValue(PLAIN_NAMES)), { maxLength: 30 }),
          ),
        ),
        fc.constantFrom<Direction>('input', 'output'),
        fc.constantFrom<Callers>('declared', 'any'),
        ([old, next, values], direction, callers) => checkLaw(old, next, direction, values, callers),
      ),
      { numRuns: 300 },
    );
  });

  it('never calls a change of a subset schema ($ref, booleans, every keyword) compatible when Ajv finds a value it breaks', () => {
    fc.assert(
      fc.property(
        arbPair(arbSubsetSchema(PLAIN_NAMES)),
        fc.array(arbJsonValue(PLAIN_NAMES), { maxLength: 30 }),
        fc.constantFrom<Direction>('input', 'output'),
        fc.constantFrom<Callers>('declared', 'any'),
        ([old, next], values, direction, callers) => checkLaw(old, next, direction, values, callers),
      ),
      { numRuns: 300 },
    );
  });
});

describe('diffCatalogs on arbitrary JSON as schemas', () => {
  it('answers every pair with known classes, verdicts and one-sentence messages, never a throw', () => {
    const arbSchema = fc.oneof(arbJsonValue(), arbSubsetSchema(), arbToolSchema());
    const classes = new Set(changeClasses());
    fc.assert(
      fc.property(arbSchema, arbSchema, arbSchema, arbSchema, (inputA, inputB, outputA, outputB) => {
        const list = (inputSchema: unknown, outputSchema: unknown) => ({
          tools: [{ name: 't', inputSchema, outputSchema }],
        });
        const outcome = diffCatalogs(list(inputA, outputA), list(inputB, outputB));
        expect(outcome.ok).toBe(true);
        if (!outcome.ok) return;
        for (const change of outcome.value.changes) {
          expect(classes.has(change.class), change.class).toBe(true);
          expect([true, false, 'undecided']).toContain(change.breaking);
          expect(change.message).toMatch(/^\S.*\.$/);
          expect(change.pointer === '' || change.pointer.startsWith('/')).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });
});
