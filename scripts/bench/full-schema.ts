/**
 * The full engine beside Ajv 8 (code generation), @cfworker/json-schema and @hyperjump/json-schema (two
 * interpreters) over every value of the official suite's required tests, 2020-12 and draft-07, whose schema
 * Ajv compiles: validation in one table, compiling every schema in another.
 *
 * Each measurement runs in a fresh process of its own (`full-schema-child.ts`), and the contenders take
 * turns, their order rotating every round, so machine load falls on all alike. In one shared process a
 * contender ran in a heap and beside compiled code the others had left: this engine compiled the suite in
 * 2.3–3.5 ms alone and in 4–17 ms after Ajv had run in the same process. CPU time of the process, medians.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ajvCompile, suiteAjv, suiteExists } from '../json-schema-suite.ts';
import type { ChildReply, ChildRequest } from './full-schema-child.ts';
import {
  ajvRuns,
  countValues,
  cfworkerRuns,
  resources,
  suiteCases,
  VALIDATORS,
} from './full-schema-contenders.ts';
import { formatRate, median, printTable } from './measure.ts';

/** Rounds: each contender is measured once per round, in a fresh process. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CHILD = fileURLToPath(new URL('./full-schema-child.ts', import.meta.url));

const COMPILE_TASKS = [
  'ours',
  'ajv',
  'cfworker',
  'ours, compile + validate',
  'ajv, compile + validate',
  'cfworker, compile + validate',
];

export async function runFullSchemaBench(): Promise<void> {
  if (!suiteExists('the full engine bench')) return;
  const all = resources();
  const cases = suiteCases();
  // the compared set: schemas Ajv compiles and runs (one instance per schema: ids repeat across the suite)
  const common = cases
    .map((entry, index) => ({ entry, index }))
    .filter(({ entry }) =>
      [false, true].every((allErrors) =>
        ajvRuns(ajvCompile(suiteAjv(entry.draft, all, allErrors), entry.group.schema), entry),
      ),
    );
  const indices = common.map(({ index }) => index);
  const commonCases = common.map(({ entry }) => entry);
  const cfRunnable = commonCases.filter((entry) => cfworkerRuns(entry, all));
  const folder = mkdtempSync(join(tmpdir(), 'full-schema-bench-'));
  try {
    const measureAll = (kind: ChildRequest['kind'], contenders: readonly string[]) =>
      inTurns(contenders, (contender) => runChild(folder, { kind, contender, cases: indices }));
    const validation = measureAll('rate', Object.keys(VALIDATORS));
    const values = (name: string) => validation.get(name)!.values;
    console.log(
      `full engine: ${countValues(cases)} suite values of ${cases.length} schemas; compared: the ` +
        `${countValues(commonCases)} values of the ${commonCases.length} schemas Ajv compiles and runs; ` +
        `@cfworker ran ${values('@cfworker/json-schema (its subset of the set)')} of them, @hyperjump ` +
        `${values('@hyperjump/json-schema (its subset of the set)')}. Each figure: the median of ${ROUNDS} ` +
        `fresh processes, the contenders in turn.`,
    );
    printValidation(validation);
    console.log('');
    printCompile(measureAll('time', COMPILE_TASKS), commonCases.length, cfRunnable.length);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** A contender's figure: the median over rounds, with the lowest and highest round. */
interface Figure {
  value: number;
  low: number;
  high: number;
  values: number;
}

/** Runs `measure` for every contender once per round, the order rotating every round. */
function inTurns(contenders: readonly string[], measureOne: (contender: string) => ChildReply) {
  const replies = new Map<string, ChildReply[]>(contenders.map((name) => [name, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (let turn = 0; turn < contenders.length; turn++) {
      const name = contenders[(round + turn) % contenders.length]!;
      replies.get(name)!.push(measureOne(name));
    }
  }
  return new Map<string, Figure>(
    [...replies].map(([name, list]) => {
      const numbers = list.map((reply) => reply.value);
      const figure = {
        value: median(numbers),
        low: Math.min(...numbers),
        high: Math.max(...numbers),
        values: list[0]!.values,
      };
      return [name, figure];
    }),
  );
}

/** Measures one contender in a fresh process (the same Node and loader as this one). */
function runChild(folder: string, request: ChildRequest): ChildReply {
  const file = join(folder, 'request.json');
  writeFileSync(file, JSON.stringify(request));
  const child = spawnSync(process.execPath, [...process.execArgv, CHILD, file], {
    encoding: 'utf8',
    maxBuffer: 1 << 20,
  });
  if (child.status !== 0)
    throw new Error(`The bench process for ${request.contender} failed: ${child.stderr || child.error}`);
  return JSON.parse(child.stdout.trim().split('\n').pop()!) as ChildReply;
}

const range = (figure: Figure, format: (value: number) => string) =>
  `${format(figure.low)}–${format(figure.high)}`;

function printValidation(rates: Map<string, Figure>): void {
  const ajv = rates.get('Ajv 8 (compiled)')!.value;
  const ajvAll = rates.get('Ajv 8 (compiled, allErrors)')!.value;
  const cfRate = rates.get('@cfworker/json-schema (its subset of the set)')!.value;
  printTable(
    [
      'validator (one run = every value once)',
      'runs/s (median)',
      'lowest–highest',
      'vs Ajv',
      'vs Ajv allErrors',
      'vs cfworker',
    ],
    [...rates].map(([name, figure]) => [
      name,
      formatRate(figure.value),
      range(figure, formatRate),
      `${(figure.value / ajv).toFixed(2)}×`,
      `${(figure.value / ajvAll).toFixed(2)}×`,
      `${(figure.value / cfRate).toFixed(1)}×`,
    ]),
  );
}

function printCompile(ms: Map<string, Figure>, compiled: number, cfRunnable: number): void {
  const ours = ms.get('ours')!.value;
  const oursBoth = ms.get('ours, compile + validate')!.value;
  const fixed = (value: number) => value.toFixed(1);
  const row = (name: string, key: string) => {
    const both = ms.get(`${key}, compile + validate`)!;
    return [
      name,
      fixed(ms.get(key)!.value),
      range(ms.get(key)!, fixed),
      `${(ms.get(key)!.value / ours).toFixed(1)}×`,
      `${(both.value / oursBoth).toFixed(1)}× (${fixed(both.value)} ms)`,
    ];
  };
  printTable(
    [
      'compiling every compared schema once',
      'ms CPU (median)',
      'lowest–highest',
      'this engine is faster by',
      'compile + validate every value once: this engine is faster by',
    ],
    [
      ['this engine', fixed(ours), range(ms.get('ours')!, fixed), '1.0×', `1.0× (${fixed(oursBoth)} ms)`],
      row('Ajv 8 (instances made untimed)', 'ajv'),
      row('@cfworker/json-schema (new Validator)', 'cfworker'),
    ],
  );
  console.log(
    `(@cfworker compiles all ${compiled} schemas; it validates the values of the ${cfRunnable} it runs.)`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await runFullSchemaBench();
