/**
 * The contenders of the full-engine bench and how each is built from the official suite: this engine,
 * Ajv 8 (code generation), @cfworker/json-schema and @hyperjump/json-schema (two interpreters). The
 * parent (`full-schema.ts`) chooses the compared set; each contender is then measured in a process of its
 * own (`full-schema-child.ts`), which builds only that contender.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import { Validator } from '@cfworker/json-schema';
import { compileSchema, DIALECT_2020_12, DIALECT_DRAFT_07 } from '../../src/core/index.ts';
import {
  ajvCompile,
  metaSchemas,
  remotes,
  requiredFiles,
  suiteAjv,
  type Draft,
  type SuiteGroup,
} from '../json-schema-suite.ts';
import { makeRun } from './measure.ts';

export interface Case {
  draft: Draft;
  group: SuiteGroup;
}

const DIALECT: Record<Draft, string> = { 'draft2020-12': DIALECT_2020_12, draft7: DIALECT_DRAFT_07 };

/** Every schema of the required tests of both drafts, always in the same order (a case is named by its index). */
export function suiteCases(): Case[] {
  const drafts: Draft[] = ['draft2020-12', 'draft7'];
  return drafts.flatMap((draft) =>
    requiredFiles(draft).flatMap((file) => file.groups.map((group) => ({ draft, group }))),
  );
}

/** The documents a `$ref` may reach: the meta-schemas and the suite's remotes. */
export const resources = (): Record<string, unknown> => ({ ...metaSchemas(), ...remotes() });

export const countValues = (cases: readonly Case[]): number =>
  cases.reduce((sum, entry) => sum + entry.group.tests.length, 0);

/** True when Ajv compiled the schema and answers every value without throwing (some loops overflow its stack). */
export function ajvRuns(validate: ValidateFunction | undefined, entry: Case): boolean {
  if (!validate) return false;
  try {
    for (const { data } of entry.group.tests) validate(data);
    return true;
  } catch {
    return false;
  }
}

export function oursCompile(entry: Case, all: Record<string, unknown>) {
  const compiled = compileSchema(entry.group.schema, {
    vocabulary: 'full',
    dialect: DIALECT[entry.draft],
    resources: all,
  });
  return compiled.ok ? compiled.value : undefined;
}

export function cfworkerValidator(entry: Case, all: Record<string, unknown>): Validator {
  const validator = new Validator(
    entry.group.schema as object,
    entry.draft === 'draft7' ? '7' : '2020-12',
    false,
  );
  for (const [uri, schema] of Object.entries(all)) validator.addSchema(schema as object, uri);
  return validator;
}

/** True when @cfworker compiles the schema and answers every value without throwing. */
export function cfworkerRuns(entry: Case, all: Record<string, unknown>): boolean {
  try {
    const validator = cfworkerValidator(entry, all);
    for (const { data } of entry.group.tests) validator.validate(data);
    return true;
  } catch {
    return false;
  }
}

interface Pair<V> {
  validator: V;
  data: unknown;
}

export function pairsOf<V>(cases: readonly Case[], compile: (entry: Case) => V | undefined): Pair<V>[] {
  const pairs: Pair<V>[] = [];
  for (const entry of cases) {
    const validator = compile(entry);
    if (validator !== undefined) for (const { data } of entry.group.tests) pairs.push({ validator, data });
  }
  return pairs;
}

/** @hyperjump registers each schema under its own URI; schemas it refuses or cannot resolve are left out. */
async function hyperjumpPairs(cases: readonly Case[], all: Record<string, unknown>) {
  // loaded only in the process that measures it: its registry is global
  const { registerSchema, unregisterSchema, validate } = await import('@hyperjump/json-schema/draft-2020-12');
  await import('@hyperjump/json-schema/draft-07');
  for (const [uri, schema] of Object.entries(all)) {
    try {
      registerSchema(schema as never, uri);
    } catch {
      // already known (its meta-schemas)
    }
  }
  const pairs: Pair<(value: unknown) => boolean>[] = [];
  for (let i = 0; i < cases.length; i++) {
    const { draft, group } = cases[i]!;
    const uri = `https://bench.invalid/${draft}/${i}`;
    const schema =
      typeof group.schema === 'object' && group.schema !== null && !('$schema' in group.schema)
        ? { $schema: DIALECT[draft], ...group.schema }
        : group.schema;
    try {
      registerSchema(schema as never, uri);
      const output = await validate(uri);
      const validator = (value: unknown) => output(value as never).valid;
      for (const { data } of group.tests) pairs.push({ validator, data });
    } catch {
      try {
        unregisterSchema(uri);
      } catch {
        // never registered
      }
    }
  }
  return pairs;
}

/** One run: every value once through its validator; returns how many were valid. */
function runOf<V>(pairs: readonly Pair<V>[], isValid: (validator: V, data: unknown) => boolean) {
  return { values: pairs.length, run: makeRun(pairs, isValid) };
}

/** The validation contenders, by the name the table shows; each builds its validators over `cases`. */
export const VALIDATORS: Readonly<
  Record<
    string,
    (cases: Case[], all: Record<string, unknown>) => Promise<{ values: number; run: () => number }>
  >
> = {
  'this engine, isValid()': async (cases, all) =>
    runOf(
      pairsOf(cases, (entry) => oursCompile(entry, all)),
      (v, data) => v.isValid(data),
    ),
  'this engine, validate() (every issue)': async (cases, all) =>
    runOf(
      pairsOf(cases, (entry) => oursCompile(entry, all)),
      (v, data) => v.validate(data).length === 0,
    ),
  'Ajv 8 (compiled)': async (cases, all) =>
    runOf(
      pairsOf(cases, (entry) => ajvCompile(suiteAjv(entry.draft, all, false), entry.group.schema)),
      (v, data) => v(data) as boolean,
    ),
  'Ajv 8 (compiled, allErrors)': async (cases, all) =>
    runOf(
      pairsOf(cases, (entry) => ajvCompile(suiteAjv(entry.draft, all, true), entry.group.schema)),
      (v, data) => v(data) as boolean,
    ),
  '@cfworker/json-schema (its subset of the set)': async (cases, all) =>
    runOf(
      pairsOf(
        cases.filter((entry) => cfworkerRuns(entry, all)),
        (entry) => cfworkerValidator(entry, all),
      ),
      (v, data) => v.validate(data).valid,
    ),
  '@hyperjump/json-schema (its subset of the set)': async (cases, all) =>
    runOf(await hyperjumpPairs(cases, all), (v, data) => v(data)),
};

/** One timed task: `setup` runs untimed before each run, `run` is timed. */
export interface Task<S = unknown> {
  setup: () => S;
  run: (state: S) => unknown;
}

const task = <S>(setup: () => S, run: (state: S) => unknown): Task => ({
  setup,
  run: run as (state: unknown) => unknown,
});

function countValid<V>(
  cases: readonly Case[],
  validators: readonly (V | undefined)[],
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

/** The compile tasks, by key: compiling every compared schema, then the same plus validating every value once. */
export function compileTasks(cases: Case[], all: Record<string, unknown>): Record<string, () => Task> {
  const cfCases = () => cases.filter((entry) => cfworkerRuns(entry, all));
  const ajvInstances = () => cases.map((entry) => suiteAjv(entry.draft, all, false));
  const ajvCompileAll = (instances: Ajv[]) =>
    cases.map((entry, i) => ajvCompile(instances[i]!, entry.group.schema));
  const oursCompileAll = () => cases.map((entry) => oursCompile(entry, all));
  return {
    ours: () => task(() => undefined, oursCompileAll),
    ajv: () => task(ajvInstances, ajvCompileAll),
    cfworker: () =>
      task(
        () => undefined,
        () => cases.map((entry) => cfworkerValidator(entry, all)),
      ),
    'ours, compile + validate': () =>
      task(
        () => undefined,
        () => countValid(cases, oursCompileAll(), (v, data) => v.isValid(data)),
      ),
    'ajv, compile + validate': () =>
      task(ajvInstances, (instances) =>
        countValid(cases, ajvCompileAll(instances), (v, data) => v(data) as boolean),
      ),
    'cfworker, compile + validate': () => {
      const runnable = cfCases();
      return task(
        () => undefined,
        () =>
          countValid(
            runnable,
            runnable.map((entry) => cfworkerValidator(entry, all)),
            (v, data) => v.validate(data).valid,
          ),
      );
    },
  };
}
