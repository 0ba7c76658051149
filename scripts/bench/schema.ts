/**
 * Validates every test value of the 251 conformance tests with precompiled schemas, side by side: this
 * project's compiler, Ajv 2020 (code generation) and @cfworker/json-schema (an interpreter).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { Validator } from '@cfworker/json-schema';
import { compileSchema } from '../../src/core/index.ts';
import { sharedData } from '../shared-data.ts';
import { formatRate, makeRun, measure, median, printTable } from './measure.ts';

type Run = () => number;

interface ConformanceCase {
  description: string;
  schema: unknown;
  tests: { data: unknown; valid: boolean }[];
}

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
const ROUND_MS = 150;

function loadCases(file: string): ConformanceCase[] {
  return JSON.parse(readFileSync(file, 'utf8')) as ConformanceCase[];
}

function pairsOf<V>(cases: ConformanceCase[], compile: (schema: unknown) => V | undefined) {
  const pairs: { validator: V; data: unknown }[] = [];
  for (const { schema, tests } of cases) {
    const validator = compile(schema);
    if (validator !== undefined) for (const { data } of tests) pairs.push({ validator, data });
  }
  return pairs;
}

/** Rounds every contender in turn, so they share the machine's load evenly; medians of the round rates. */
function measureSideBySide(contenders: Record<string, Run>): Record<string, number> {
  const names = Object.keys(contenders);
  const rates = new Map<string, number[]>(names.map((name) => [name, []]));
  for (const [name, run] of Object.entries(contenders)) measure(name, run, { rounds: 1, roundMs: 50 });
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, run] of Object.entries(contenders)) {
      const { opsPerSecond } = measure(name, run, { rounds: 1, roundMs: ROUND_MS, warmupMs: 20 });
      rates.get(name)?.push(opsPerSecond);
    }
  }
  return Object.fromEntries(names.map((name) => [name, median(rates.get(name) ?? [])]));
}

function ajvCompiler(allErrors = false) {
  const ajv = new Ajv2020({ strict: false, ownProperties: true, allErrors });
  return (schema: unknown) => {
    try {
      return ajv.compile(schema as object);
    } catch {
      return undefined; // Ajv refuses `enum: []`
    }
  };
}

/** Prints runs/s medians and ratios; one run validates every value of the compared set once. */
export async function runSchemaBench(): Promise<void> {
  const file = sharedData('the schema bench', 'json-schema-test-suite', 'subset-cases.json');
  if (!file) return;
  const all = loadCases(file);
  const compileAjv = ajvCompiler();
  const common = all.filter((entry) => compileAjv(entry.schema) !== undefined);
  const ours = (cases: ConformanceCase[]) =>
    pairsOf(cases, (schema) => {
      const compiled = compileSchema(schema);
      return compiled.ok ? compiled.value : undefined;
    });
  const contenders: Record<string, Run> = {
    'this compiler, validate() (all values)': makeRun(ours(all), (v, data) => v.validate(data).length === 0),
    'this compiler, validate()': makeRun(ours(common), (v, data) => v.validate(data).length === 0),
    'this compiler, isValid()': makeRun(ours(common), (v, data) => v.isValid(data)),
    'Ajv 2020 (compiled)': makeRun(pairsOf(common, compileAjv), (v, data) => v(data) as boolean),
    'Ajv 2020 (compiled, allErrors)': makeRun(
      pairsOf(common, ajvCompiler(true)),
      (v, data) => v(data) as boolean,
    ),
    '@cfworker/json-schema': makeRun(
      pairsOf(common, (schema) => new Validator(schema as object, '2020-12', false)),
      (v, data) => v.validate(data).valid,
    ),
  };
  const counted = (cases: ConformanceCase[]) => cases.reduce((sum, entry) => sum + entry.tests.length, 0);
  console.log(`values: all ${counted(all)}; shared set ${counted(common)} (Ajv cannot compile enum: [])`);
  const rates = measureSideBySide(contenders);
  const ajv = rates['Ajv 2020 (compiled)'] ?? Number.NaN;
  const cfworker = rates['@cfworker/json-schema'] ?? Number.NaN;
  const rows = Object.entries(rates).map(([name, rate]) => [
    name,
    formatRate(rate),
    `${(rate / ajv).toFixed(2)}×`,
    `${(rate / cfworker).toFixed(1)}×`,
  ]);
  printTable(['validator (one run = every value once)', 'runs/s (median)', 'vs Ajv', 'vs cfworker'], rows);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await runSchemaBench();
