/**
 * A small, dependency-free timing loop: calibrate a batch, warm up, time several rounds, keep the median.
 * Rounds are timed in CPU time of this process, not wall time, so that other processes sharing the
 * machine do not count against whichever contender happened to be running when they woke up.
 */

export interface MeasureOptions {
  /** Timed rounds; the median of their rates is reported. */
  rounds?: number;
  /** Target duration of one round in milliseconds. */
  roundMs?: number;
  /** Warm-up duration in milliseconds, so the JIT has optimised the code before timing starts. */
  warmupMs?: number;
}

export interface Measurement {
  name: string;
  /** Median operations per second over the rounds. */
  opsPerSecond: number;
  /** Operations per second of each round, in the order they ran. */
  rounds: number[];
}

/** Anything a measured function returns lands here, so the JIT cannot drop the work as unused. */
export let sink: unknown;

/** Runs `fn` in batches and returns its median rate; every call's result is kept in `sink`. */
export function measure(name: string, fn: () => unknown, options: MeasureOptions = {}): Measurement {
  const { rounds = 9, roundMs = 100, warmupMs = 200 } = options;
  const batch = calibrate(fn, roundMs);
  const warmupEnd = performance.now() + warmupMs;
  while (performance.now() < warmupEnd) runBatch(fn, batch);
  const rates: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const start = cpuMs();
    runBatch(fn, batch);
    rates.push((batch / (cpuMs() - start)) * 1000);
  }
  return { name, opsPerSecond: median(rates), rounds: rates };
}

/**
 * Measures several contenders round by round, each round running every contender once in turn, so that
 * a change in machine load during the run affects all of them alike and their ratios stay meaningful.
 *
 * Fair to whichever contender is named first (an identical copy of a function measures within a few
 * percent of the original in either order; `harnessSelfCheck` shows it in `npm run bench`):
 * - warm-up is interleaved, a short slice of each contender in turn, so the JIT settles the shared batch
 *   loop on all of them before any timing, instead of optimising it for the first and deoptimising later;
 * - batches are sized again after warm-up, so every contender's timed batch lasts about `roundMs`;
 * - the order rotates every round (the round count is rounded up to a multiple of the contender count),
 *   so each contender runs first, second, … equally often;
 * - right before its timed batch, each contender runs a tenth of a batch untimed, so none is timed while
 *   the previous contender's code and data still fill the caches;
 * - every call's result goes through the same loop into `sink`.
 */
export function compare(
  contenders: Readonly<Record<string, () => unknown>>,
  options: MeasureOptions = {},
): Record<string, Measurement> {
  const { rounds = 21, roundMs = 40, warmupMs = 200 } = options;
  const entries = Object.entries(contenders);
  const count = entries.length;
  warmTogether(entries, roundMs, warmupMs);
  const batches = entries.map(([, fn]) => calibrate(fn, roundMs));
  const rates = entries.map(() => [] as number[]);
  const roundCount = Math.ceil(rounds / count) * count;
  for (let round = 0; round < roundCount; round++) {
    for (let turn = 0; turn < count; turn++) {
      const i = (round + turn) % count;
      const fn = entries[i]![1];
      const batch = batches[i]!;
      runBatch(fn, Math.ceil(batch / 10));
      const start = cpuMs();
      runBatch(fn, batch);
      rates[i]!.push((batch / (cpuMs() - start)) * 1000);
    }
  }
  return Object.fromEntries(
    entries.map(([name], i) => [name, { name, opsPerSecond: median(rates[i]!), rounds: rates[i]! }]),
  );
}

/**
 * Runs the contenders in turn, a short slice each, until each has run `warmupMs` of CPU time and every
 * rate has stopped climbing, so the JIT has settled on all of them before anything is timed.
 */
function warmTogether(entries: readonly [string, () => unknown][], roundMs: number, warmupMs: number): void {
  const sliceMs = Math.max(1, roundMs / 4);
  const slices = entries.map(([, fn]) => calibrate(fn, sliceMs));
  const spent = entries.map(() => 0);
  const best = entries.map(() => 0);
  let settled = false;
  while (!settled || Math.min(...spent) < warmupMs) {
    settled = true;
    entries.forEach(([, fn], i) => {
      const start = cpuMs();
      runBatch(fn, slices[i]!);
      const elapsed = cpuMs() - start;
      spent[i]! += elapsed;
      const rate = slices[i]! / Math.max(elapsed, 0.001);
      // a rate 5 % above the best so far means the code is still getting faster
      if (rate > best[i]! * 1.05) settled = false;
      best[i] = Math.max(best[i]!, rate);
    });
    if (Math.min(...spent) > warmupMs * 10) break;
  }
}

/** Two identical contenders measured in both orders: how far apart `compare` puts them. */
export interface SelfCheck {
  /** Rate of the original over its copy when the original runs first in round 0, and when it runs second. */
  ratios: [number, number];
  /** The larger distance of either ratio from 1, e.g. 0.03 for 3 %. */
  spread: number;
}

/**
 * Measures a tiny operation against an identical copy of itself (two separate functions with the same
 * body), once with each named first, so a bias of `compare` toward a position shows as a ratio away
 * from 1. Timings cannot be asserted in a unit test; `npm run bench` prints this beside its tables.
 */
export function harnessSelfCheck(options: MeasureOptions = {}): SelfCheck {
  const input = { selector: 'main', pixels: 400 };
  const original = () => tinyCheck(input);
  const copy = () => tinyCheckCopy(input);
  const first = compare({ original, copy }, options);
  const second = compare({ copy, original }, options);
  const ratios: [number, number] = [
    first.original!.opsPerSecond / first.copy!.opsPerSecond,
    second.original!.opsPerSecond / second.copy!.opsPerSecond,
  ];
  return { ratios, spread: Math.max(...ratios.map((ratio) => Math.abs(ratio - 1))) };
}

/** A tiny operation for the self-check: the size of a typical small tool's argument check. */
function tinyCheck(args: Record<string, unknown>): boolean {
  return (
    typeof args.selector === 'string' && args.selector.length <= 500 && Number.isSafeInteger(args.pixels)
  );
}

/** The same body as `tinyCheck`, as a separate function so the JIT treats the two apart. */
function tinyCheckCopy(args: Record<string, unknown>): boolean {
  return (
    typeof args.selector === 'string' && args.selector.length <= 500 && Number.isSafeInteger(args.pixels)
  );
}

/** The middle value of a list of numbers (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Formats a rate with thousands separators, e.g. `1,234,567`. */
export function formatRate(opsPerSecond: number): string {
  return Math.round(opsPerSecond).toLocaleString('en-US');
}

/** Prints rows as a fixed-width table with a header line. */
export function printTable(header: readonly string[], rows: readonly (readonly string[])[]): void {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ');
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
}

/** CPU time (user and system) this process has used, in milliseconds. */
export function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

function runBatch(fn: () => unknown, batch: number): void {
  let last: unknown;
  for (let i = 0; i < batch; i++) last = fn();
  sink = last;
}

/** Doubles the batch until one batch takes a tenth of a round, then scales it to a whole round. */
function calibrate(fn: () => unknown, roundMs: number): number {
  let batch = 1;
  for (;;) {
    const start = cpuMs();
    runBatch(fn, batch);
    const elapsed = cpuMs() - start;
    if (elapsed >= roundMs / 10) return Math.max(1, Math.round((batch * roundMs) / elapsed));
    batch *= 2;
  }
}

/** One run: every value through its precompiled validator; returns the valid count so nothing is optimised away. */
export function makeRun<V>(
  pairs: readonly { validator: V; data: unknown }[],
  isValid: (validator: V, data: unknown) => boolean,
): () => number {
  return () => {
    let valid = 0;
    for (const { validator, data } of pairs) if (isValid(validator, data)) valid++;
    return valid;
  };
}
