/**
 * `tool-contract diff` at the largest legal size: two catalogs of 1000 tools × 30 fields in which every
 * tool changed, in each format, diffed by the core's diffCatalogs from parsed JSON (reading both catalogs
 * included). Reports the first (cold) run and the median of warm runs, in wall and CPU time. Run with
 * `npx tsx scripts/bench/diff.ts`.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { diffCatalogs, type DiffReport } from '../../src/core/index.ts';

const TOOLS = 1000;
const FIELDS = 30;
const RUNS = 7;
/** The budget the diff must meet on this input. */
export const DIFF_BUDGET_MS = 2000;

const KINDS = ['string', 'integer', 'boolean'] as const;

/** A scalar catalog; `version` 1 tightens every string field's max_length and makes field_1 required. */
export function scalarCatalog(version: 0 | 1): unknown[] {
  return Array.from({ length: TOOLS }, (_, i) => ({
    name: `tool_${i}`,
    family: `family_${i % 20}`,
    effect: 'read',
    enabled: true,
    fields: Object.fromEntries(
      Array.from({ length: FIELDS }, (_, j) => [
        `field_${j}`,
        {
          type: KINDS[j % 3],
          required: j % 2 === 0 || (version === 1 && j === 1),
          max_length: 200 - 100 * version,
        },
      ]),
    ),
  }));
}

/** An MCP list; `version` 1 changes every tool: a bound, an enum value, a typed property, a required key, a hint, its description. */
export function mcpList(version: 0 | 1): { tools: unknown[] } {
  const property = (j: number) =>
    j % 3 === 0
      ? { type: 'string', maxLength: 200 - 100 * version, description: `Field ${j}.` }
      : j % 3 === 1
        ? { type: 'integer', minimum: 0, maximum: 1000 - 500 * version }
        : { enum: version === 1 ? ['a', 'b', 'c'] : ['a', 'b'] };
  return {
    tools: Array.from({ length: TOOLS }, (_, i) => ({
      name: `tool_${i}`,
      description: `Tool ${i}, version ${version}.`,
      annotations: { readOnlyHint: version === 0 },
      inputSchema: {
        type: 'object',
        properties: {
          ...Object.fromEntries(Array.from({ length: FIELDS }, (_, j) => [`field_${j}`, property(j)])),
          ...(version === 1 ? { added: { type: 'string' } } : {}),
        },
        required: version === 1 ? ['field_0', 'field_1'] : ['field_0'],
      },
    })),
  };
}

interface Timing {
  wallMs: number;
  cpuMs: number;
  report: DiffReport;
}

function timed(before: unknown, after: unknown): Timing {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const outcome = diffCatalogs(before, after);
  const wallMs = performance.now() - start;
  const used = process.cpuUsage(cpu);
  if (!outcome.ok) throw new Error(outcome.error.message);
  return { wallMs, cpuMs: (used.user + used.system) / 1000, report: outcome.value };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Prints one line per format: changes found, cold run, and the warm median against the budget. */
export function runDiffBench(): void {
  console.log(
    `Diff: two catalogs of ${TOOLS} tools × ${FIELDS} fields, every tool changed (diffCatalogs, reading included)`,
  );
  for (const [label, make] of [
    ['scalar', scalarCatalog],
    ['MCP', mcpList],
  ] as const) {
    const [before, after] = [make(0), make(1)];
    const cold = timed(before, after);
    const warm = Array.from({ length: RUNS }, () => timed(before, after));
    const [wall, cpu] = [median(warm.map((t) => t.wallMs)), median(warm.map((t) => t.cpuMs))];
    const proved = cold.report.changes.filter((change) => change.counterexample !== undefined).length;
    console.log(
      `  ${label.padEnd(6)} ${cold.report.changes.length} changes, ${cold.report.breaking} breaking, ${proved} with a counterexample;` +
        ` cold ${cold.wallMs.toFixed(0)} ms wall / ${cold.cpuMs.toFixed(0)} ms CPU;` +
        ` warm median of ${RUNS} ${wall.toFixed(0)} ms wall / ${cpu.toFixed(0)} ms CPU` +
        ` (budget ${DIFF_BUDGET_MS} ms: ${cpu < DIFF_BUDGET_MS ? 'within' : 'OVER'} in CPU time)`,
    );
  }
}

if (resolve(process.argv[1] ?? '') === fileURLToPath(import.meta.url)) runDiffBench();
