/**
 * The full engine beside Ajv 8 (code generation), @cfworker/json-schema and @hyperjump/json-schema (two
 * interpreters) over every value of the official suite's required tests, 2020-12 and draft-07, whose schema
 * Ajv compiles: validation in one table, compiling every schema in another. Rounds alternate between
 * contenders so machine load falls on all alike; CPU time, medians.
 */
import { fileURLToPath } from 'node:url';
import { Ajv, type ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { Validator } from '@cfworker/json-schema';
import {
  registerSchema,
  unregisterSchema,
  validate as hyperjumpValidate,
} from '@hyperjump/json-schema/draft-2020-12';
import '@hyperjump/json-schema/draft-07';
import { compileSchema, DIALECT_2020_12, DIALECT_DRAFT_07 } from '../../src/core/index.ts';
import {
  metaSchemas,
  remotes,
  requiredFiles,
  suiteExists,
  type Draft,
  type SuiteGroup,
} from '../json-schema-suite.ts';
import { cpuMs, formatRate, makeRun, measure, median, printTable } from './measure.ts';

type Run = () => number;

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 11);
const DIALECT: Record<Draft, string> = { 'draft2020-12': DIALECT_2020_12, draft7: DIALECT_DRAFT_07 };

interface Case {
  draft: Draft;
  group: SuiteGroup;
}

const resources = (): Record<string, unknown> => ({ ...metaSchemas(), ...remotes() });

function newAjv(draft: Draft, all: Record<string, unknown>, allErrors: boolean): Ajv {
  const options = {
    strict: false,
    allErrors,
    validateFormats: false,
    validateSchema: false,
    logger: false as const,
  };
  const ajv = draft === 'draft7' ? new Ajv(options) : new Ajv2020(options);
  for (const [uri, schema] of Object.entries(all)) {
    try {
      if (!ajv.getSchema(uri)) ajv.addSchema(schema as object, uri);
    } catch {
      // a remote of another draft, or a meta-schema Ajv has built in
    }
  }
  return ajv;
}

function ajvCompile(ajv: Ajv, schema: unknown): ValidateFunction | undefined {
  try {
    return ajv.compile(schema as object);
  } catch {
    return undefined;
  }
}

/** True when Ajv compiled the schema and answers every value without throwing (some loops overflow its stack). */
function ajvRuns(validate: ValidateFunction | undefined, entry: Case): boolean {
  if (!validate) return false;
  try {
    for (const { data } of entry.group.tests) validate(data);
    return true;
  } catch {
    return false;
  }
}

function oursCompile(entry: Case, all: Record<string, unknown>) {
  const compiled = compileSchema(entry.group.schema, {
    vocabulary: 'full',
    dialect: DIALECT[entry.draft],
    resources: all,
  });
  return compiled.ok ? compiled.value : undefined;
}

function pairsOf<V>(cases: Case[], compile: (entry: Case) => V | undefined) {
  const pairs: { validator: V; data: unknown }[] = [];
  for (const entry of cases) {
    const validator = compile(entry);
    if (validator !== undefined) for (const { data } of entry.group.tests) pairs.push({ validator, data });
  }
  return pairs;
}

function sideBySide(contenders: Record<string, Run>): Record<string, number> {
  const names = Object.keys(contenders);
  const rates = new Map<string, number[]>(names.map((name) => [name, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, run] of Object.entries(contenders)) {
      rates.get(name)!.push(measure(name, run, { rounds: 1, roundMs: 150, warmupMs: 20 }).opsPerSecond);
    }
  }
  return Object.fromEntries(names.map((name) => [name, median(rates.get(name)!)]));
}

function cfworkerValidator(entry: Case, all: Record<string, unknown>): Validator {
  const validator = new Validator(
    entry.group.schema as object,
    entry.draft === 'draft7' ? '7' : '2020-12',
    false,
  );
  for (const [uri, schema] of Object.entries(all)) validator.addSchema(schema as object, uri);
  return validator;
}

/** True when @cfworker compiles the schema and answers every value without throwing. */
function cfworkerRuns(entry: Case, all: Record<string, unknown>): boolean {
  try {
    const validator = cfworkerValidator(entry, all);
    for (const { data } of entry.group.tests) validator.validate(data);
    return true;
  } catch {
    return false;
  }
}

/** @hyperjump registers each schema under its own URI; schemas it refuses or cannot resolve are left out. */
async function hyperjumpPairs(cases: Case[], all: Record<string, unknown>) {
  for (const [uri, schema] of Object.entries(all)) {
    try {
      registerSchema(schema as never, uri);
    } catch {
      // already known (its meta-schemas)
    }
  }
  const pairs: { validator: (value: unknown) => boolean; data: unknown }[] = [];
  let skipped = 0;
  for (let i = 0; i < cases.length; i++) {
    const { draft, group } = cases[i]!;
    const uri = `https://bench.invalid/${draft}/${i}`;
    const schema =
      typeof group.schema === 'object' && group.schema !== null && !('$schema' in group.schema)
        ? { $schema: DIALECT[draft], ...group.schema }
        : group.schema;
    try {
      registerSchema(schema as never, uri);
      const output = await hyperjumpValidate(uri);
      const validator = (value: unknown) => output(value as never).valid;
      for (const { data } of group.tests) pairs.push({ validator, data });
    } catch {
      skipped++;
      try {
        unregisterSchema(uri);
      } catch {
        // never registered
      }
    }
  }
  return { pairs, skipped };
}

/** One timed task of a contender: `setup` runs untimed before each round, `run` is timed. */
interface Task<S = unknown> {
  setup: () => S;
  run: (state: S) => unknown;
}

const task = <S>(setup: () => S, run: (state: S) => unknown): Task => ({
  setup,
  run: run as (state: unknown) => unknown,
});

/** The shortest timed sample: a contender faster than this runs several times per sample. */
const MIN_SAMPLE_MS = 100;

/**
 * CPU milliseconds of one run of each task, median over rounds. Every round takes one sample of each
 * contender, after untimed warm-up runs of each, and the order rotates every round, so that machine load
 * and the garbage one contender leaves fall on each in turn. A sample lasts at least MIN_SAMPLE_MS: a task
 * that runs faster runs several times in a row (each run's setup made before the clock starts) and the
 * sample is divided by the runs. Without that, a collection of garbage another contender left, a few ms,
 * lands whole on a 5 ms run and not on a 100 ms one. (Collecting the heap before each run was tried: a full
 * collection makes Ajv's next compile about three times slower, which would flatter this engine.)
 */
function timeSideBySide(tasks: Record<string, Task>): Record<string, number> {
  const names = Object.keys(tasks);
  const times = new Map<string, number[]>(names.map((name) => [name, []]));
  const runsPerSample = new Map<string, number>();
  for (const name of names) {
    const warm = [0, 1, 2].map(() => timeRuns(tasks[name]!, 1));
    runsPerSample.set(name, Math.max(1, Math.ceil(MIN_SAMPLE_MS / Math.min(...warm))));
  }
  const rounds = Math.max(5, ROUNDS);
  for (let round = 0; round < rounds; round++) {
    for (let turn = 0; turn < names.length; turn++) {
      const name = names[(turn + round) % names.length]!;
      const runs = runsPerSample.get(name)!;
      times.get(name)!.push(timeRuns(tasks[name]!, runs) / runs);
    }
  }
  return Object.fromEntries(names.map((name) => [name, median(times.get(name)!)]));
}

/** CPU milliseconds of `runs` runs of a task in a row, their setups made untimed beforehand. */
function timeRuns({ setup, run }: Task, runs: number): number {
  const states = Array.from({ length: runs }, setup);
  const start = cpuMs();
  for (const state of states) sinkResult = run(state);
  return cpuMs() - start;
}

/** Results of timed tasks land here, so that no work is dropped as unused. */
export let sinkResult: unknown;

export async function runFullSchemaBench(): Promise<void> {
  if (!suiteExists()) {
    console.log(
      'full engine bench skipped: the JSON Schema test suite is not in ../shared/json-schema-test-suite-full',
    );
    return;
  }
  const all = resources();
  const drafts: Draft[] = ['draft2020-12', 'draft7'];
  const cases = drafts.flatMap((draft) =>
    requiredFiles(draft).flatMap((file) => file.groups.map((group) => ({ draft, group }))),
  );
  // the compared set: schemas Ajv compiles (one instance per schema: ids repeat across the suite)
  const common = cases.filter((entry) =>
    [false, true].every((allErrors) =>
      ajvRuns(ajvCompile(newAjv(entry.draft, all, allErrors), entry.group.schema), entry),
    ),
  );
  const count = (list: Case[]) => list.reduce((sum, entry) => sum + entry.group.tests.length, 0);
  const ajvPairs = (allErrors: boolean) =>
    pairsOf(common, (entry) => ajvCompile(newAjv(entry.draft, all, allErrors), entry.group.schema));
  const hyperjump = await hyperjumpPairs(common, all);
  // @cfworker with the remotes added; schemas it refuses or throws on (references it cannot follow) are left out
  const cfCases = common.filter((entry) => cfworkerRuns(entry, all));
  const cfworker = {
    pairs: pairsOf(cfCases, (entry) => cfworkerValidator(entry, all)),
    skipped: common.length - cfCases.length,
  };
  const ours = pairsOf(common, (entry) => oursCompile(entry, all));
  console.log(
    `full engine: ${count(cases)} suite values of ${cases.length} schemas; compared: the ${count(common)} values of the ` +
      `${common.length} schemas Ajv compiles and runs; ` +
      `@cfworker ran ${cfworker.pairs.length} of them, ` +
      `@hyperjump ${hyperjump.pairs.length} (they refused or threw on ${cfworker.skipped} and ${hyperjump.skipped} schemas)`,
  );
  const rates = sideBySide({
    'this engine, isValid()': makeRun(ours, (v, data) => v.isValid(data)),
    'this engine, validate() (every issue)': makeRun(ours, (v, data) => v.validate(data).length === 0),
    'Ajv 8 (compiled)': makeRun(ajvPairs(false), (v, data) => v(data) as boolean),
    'Ajv 8 (compiled, allErrors)': makeRun(ajvPairs(true), (v, data) => v(data) as boolean),
    '@cfworker/json-schema (its subset of the set)': makeRun(
      cfworker.pairs,
      (v, data) => v.validate(data).valid,
    ),
    '@hyperjump/json-schema (its subset of the set)': makeRun(hyperjump.pairs, (v, data) => v(data)),
  });
  const ajv = rates['Ajv 8 (compiled)']!;
  const ajvAll = rates['Ajv 8 (compiled, allErrors)']!;
  const cfRate = rates['@cfworker/json-schema (its subset of the set)']!;
  printTable(
    [
      'validator (one run = every value once)',
      'runs/s (median)',
      'vs Ajv',
      'vs Ajv allErrors',
      'vs cfworker',
    ],
    Object.entries(rates).map(([name, rate]) => [
      name,
      formatRate(rate),
      `${(rate / ajv).toFixed(2)}×`,
      `${(rate / ajvAll).toFixed(2)}×`,
      `${(rate / cfRate).toFixed(1)}×`,
    ]),
  );

  console.log('');
  const ajvInstances = () => common.map((entry) => newAjv(entry.draft, all, false));
  const ajvCompileAll = (instances: Ajv[]) =>
    common.map((entry, i) => ajvCompile(instances[i]!, entry.group.schema));
  const oursCompileAll = () => common.map((entry) => oursCompile(entry, all));
  const cfCompileAll = () => common.map((entry) => cfworkerValidator(entry, all));
  const ms = timeSideBySide({
    ours: task(() => undefined, oursCompileAll),
    ajv: task(ajvInstances, ajvCompileAll),
    cfworker: task(() => undefined, cfCompileAll),
    'ours, compile + validate': task(
      () => undefined,
      () => countValid(common, oursCompileAll(), (v, data) => v.isValid(data)),
    ),
    'ajv, compile + validate': task(ajvInstances, (instances) =>
      countValid(common, ajvCompileAll(instances), (v, data) => v(data) as boolean),
    ),
    'cfworker, compile + validate': task(
      () => undefined,
      () =>
        countValid(
          cfCases,
          cfCases.map((entry) => cfworkerValidator(entry, all)),
          (v, data) => v.validate(data).valid,
        ),
    ),
  });
  const row = (name: string, key: string, note = '') => [
    name,
    ms[key]!.toFixed(1),
    `${(ms[key]! / ms.ours!).toFixed(1)}×`,
    note ||
      `${(ms[`${key}, compile + validate`]! / ms['ours, compile + validate']!).toFixed(1)}× (${ms[`${key}, compile + validate`]!.toFixed(1)} ms)`,
  ];
  printTable(
    [
      'compiling every compared schema once',
      'ms CPU (median)',
      'this engine is faster by',
      'compile + validate every value once: this engine is faster by',
    ],
    [
      ['this engine', ms.ours!.toFixed(1), '1.0×', `1.0× (${ms['ours, compile + validate']!.toFixed(1)} ms)`],
      row('Ajv 8 (instances made untimed)', 'ajv'),
      row('@cfworker/json-schema (new Validator)', 'cfworker'),
    ],
  );
  console.log(
    `(@cfworker compiles all ${common.length} schemas; it validates the values of the ${cfCases.length} it runs.)`,
  );
}

/** Valid values over each schema's tests with its compiled validator; undefined validators are skipped. */
function countValid<V>(
  cases: Case[],
  validators: (V | undefined)[],
  isValid: (validator: V, data: unknown) => boolean,
): number {
  let valid = 0;
  cases.forEach((entry, i) => {
    const validator = validators[i];
    if (validator === undefined) return;
    for (const { data } of entry.group.tests) if (isValid(validator, data)) valid++;
  });
  return valid;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await runFullSchemaBench();
