/**
 * One contender of the full-engine bench, measured in a process of its own: `full-schema.ts` starts this
 * file with a request (the contender, the cases by index) and reads one line of JSON from its output.
 * A fresh process per measurement means no contender runs in a heap or with compiled code that another
 * contender left behind.
 */
import { readFileSync } from 'node:fs';
import { compileTasks, resources, suiteCases, VALIDATORS, type Task } from './full-schema-contenders.ts';
import { cpuMs, measure, median } from './measure.ts';

export interface ChildRequest {
  kind: 'rate' | 'time';
  contender: string;
  /** Indices into suiteCases(). */
  cases: number[];
}

export interface ChildReply {
  /** Runs per second (rate) or CPU milliseconds per run (time), median of the samples. */
  value: number;
  /** Values one run validates (rate only). */
  values: number;
}

/** Samples per measurement; the median is reported. */
const SAMPLES = 5;
/**
 * Untimed warm-up of a validator: slices of SLICE_MS until its rate stops climbing (the best of the last
 * four slices within 5 % of the best before them), at least MIN_WARMUP_MS and at most MAX_WARMUP_MS. Ajv's
 * generated functions need it: one per schema, each optimised on its own, Ajv's rate over the suite climbed
 * from about 500 to about 4,900 runs a second during its first three seconds, while this engine's shared
 * closures settled within half a second.
 */
const SLICE_MS = 250;
const MIN_WARMUP_MS = 2000;
const MAX_WARMUP_MS = 15000;
/**
 * Runs a validator makes untimed before its rate may count as settled (unless MAX_WARMUP_MS comes first).
 * V8 optimizes a function after a number of calls, not after a time: when the machine was slow, two
 * seconds were too few runs, and Ajv was once timed at 314 runs a second, unoptimized, beside 4,330 in
 * the next process.
 */
const MIN_WARMUP_RUNS = 10_000;
/** Untimed warm-up of a compile task (three runs at least, ten at most). */
const COMPILE_WARMUP_MS = 2000;
/** The shortest timed sample of a compile task: a faster task runs several times per sample. */
const MIN_SAMPLE_MS = 100;

async function main(): Promise<void> {
  const request = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as ChildRequest;
  const everyCase = suiteCases();
  const cases = request.cases.map((index) => everyCase[index]!);
  const all = resources();
  let reply: ChildReply;
  if (request.kind === 'rate') {
    const { values, run } = await VALIDATORS[request.contender]!(cases, all);
    settle(run);
    const measured = measure(request.contender, run, { rounds: SAMPLES, roundMs: 150, warmupMs: 0 });
    reply = { value: measured.opsPerSecond, values };
  } else {
    reply = { value: timeTask(compileTasks(cases, all)[request.contender]!()), values: 0 };
  }
  process.stdout.write(`${JSON.stringify(reply)}\n`);
}

/** Runs a validator untimed until its rate has settled (see SLICE_MS). */
function settle(run: () => unknown): void {
  const rates: number[] = [];
  const start = cpuMs();
  let runs = 0;
  for (;;) {
    const before = cpuMs();
    const rate = measure('warm-up', run, { rounds: 1, roundMs: SLICE_MS, warmupMs: 0 }).opsPerSecond;
    rates.push(rate);
    // about rate × time: the slice's timed runs and those its calibration made
    runs += (rate * (cpuMs() - before)) / 1000;
    const spent = cpuMs() - start;
    if (spent > MAX_WARMUP_MS) return;
    if (spent < MIN_WARMUP_MS || runs < MIN_WARMUP_RUNS || rates.length < 8) continue;
    if (Math.max(...rates.slice(-4)) <= Math.max(...rates.slice(0, -4)) * 1.05) return;
  }
}

/** CPU milliseconds of one run, median of SAMPLES samples taken after COMPILE_WARMUP_MS of untimed runs. */
function timeTask(task: Task): number {
  const warm: number[] = [];
  // at most ten: Ajv's untimed setup (an instance per schema) takes seconds a run
  while (warm.length < 3 || (warm.reduce((sum, ms) => sum + ms, 0) < COMPILE_WARMUP_MS && warm.length < 10))
    warm.push(timeRuns(task, 1));
  const runs = Math.max(1, Math.ceil(MIN_SAMPLE_MS / Math.min(...warm.slice(-3))));
  return median(Array.from({ length: SAMPLES }, () => timeRuns(task, runs) / runs));
}

/** Results of timed runs land here, so that no work is dropped as unused. */
export let sinkResult: unknown;

/** CPU milliseconds of `runs` runs in a row, their setups made untimed beforehand. */
function timeRuns({ setup, run }: Task, runs: number): number {
  const states = Array.from({ length: runs }, setup);
  const start = cpuMs();
  for (const state of states) sinkResult = run(state);
  return cpuMs() - start;
}

await main();
