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
 */
export function compare(
  contenders: Readonly<Record<string, () => unknown>>,
  options: MeasureOptions = {},
): Record<string, Measurement> {
  const { rounds = 21, roundMs = 40, warmupMs = 200 } = options;
  const entries = Object.entries(contenders);
  const batches = entries.map(([, fn]) => calibrate(fn, roundMs));
  entries.forEach(([, fn], i) => {
    const warmupEnd = performance.now() + warmupMs;
    while (performance.now() < warmupEnd) runBatch(fn, batches[i]!);
  });
  const rates = entries.map(() => [] as number[]);
  for (let round = 0; round < rounds; round++) {
    entries.forEach(([, fn], i) => {
      const start = cpuMs();
      runBatch(fn, batches[i]!);
      rates[i]!.push((batches[i]! / (cpuMs() - start)) * 1000);
    });
  }
  return Object.fromEntries(
    entries.map(([name], i) => [name, { name, opsPerSecond: median(rates[i]!), rounds: rates[i]! }]),
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
