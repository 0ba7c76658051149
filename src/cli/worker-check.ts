import { Worker } from 'node:worker_threads';
import type { Problem } from './problem.ts';

/** What the check worker is given: the schema and the arguments as JSON text, and the slot it marks. */
export interface WorkerInput {
  schemaText: string;
  argsText: string;
  /** One Int32: 0 while no pattern of the schema runs, else 1 + its index in `findPatterns(schema)`. */
  running: SharedArrayBuffer;
}

/** What the worker posts: that the check starts now (the time limit counts from here), then its issues. */
export type WorkerMessage = { kind: 'started' } | { kind: 'checked'; problems: Problem[] };

/**
 * How a check in the worker ended: its issues; stopped at the time limit, with the index of the pattern
 * that was running then (null when none was); or failed (the worker could not start or ran out of memory).
 */
export type WorkerCheck =
  | { kind: 'checked'; problems: Problem[] }
  | { kind: 'stopped'; afterMs: number; pattern: number | null }
  | { kind: 'failed'; message: string };

const SOURCE_EXTENSION = import.meta.url.endsWith('.ts') ? '.ts' : '.js';
const WORKER_FILE = new URL(`./check-worker${SOURCE_EXTENSION}`, import.meta.url);

/**
 * Checks arguments against an MCP tool's schema in a worker thread, and terminates it `limitMs` after the
 * check started: a pattern such as `^(a+)+$` can backtrack for minutes and cannot be interrupted from
 * inside. Never rejects.
 */
export function checkInWorker(schema: unknown, args: unknown, limitMs: number): Promise<WorkerCheck> {
  const running = new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT);
  const input: WorkerInput = { schemaText: JSON.stringify(schema), argsText: JSON.stringify(args), running };
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let worker: Worker;
    const finish = (outcome: WorkerCheck) => {
      clearTimeout(timer);
      worker.removeAllListeners();
      void worker.terminate();
      resolve(outcome);
    };
    const stop = () => {
      const slot = Atomics.load(new Int32Array(running), 0);
      finish({ kind: 'stopped', afterMs: limitMs, pattern: slot === 0 ? null : slot - 1 });
    };
    try {
      worker = startWorker(input);
    } catch (error) {
      resolve({ kind: 'failed', message: (error as Error).message });
      return;
    }
    worker.on('message', (message: WorkerMessage) => {
      if (message.kind === 'started') timer = setTimeout(stop, limitMs);
      else finish(message);
    });
    worker.on('error', (error) => finish({ kind: 'failed', message: error.message }));
    worker.on('exit', (code) =>
      finish({ kind: 'failed', message: `the worker ended with exit code ${code}` }),
    );
  });
}

function startWorker(workerData: WorkerInput): Worker {
  if (SOURCE_EXTENSION === '.js') return new Worker(WORKER_FILE, { workerData });
  // Run from the TypeScript sources (tests, tsx), the worker needs tsx's loader, which it does not inherit.
  const tsx = import.meta.resolve('tsx/esm/api');
  const code = `import(${JSON.stringify(tsx)})
    .then(({ register }) => register())
    .then(() => import(${JSON.stringify(WORKER_FILE.href)}));`;
  return new Worker(code, { eval: true, workerData });
}
