import type { WorkerReply, WorkerRequest } from './protocol.ts';

/** The part of a Web Worker the client uses, so tests can stand in for one. */
export interface WorkerLike {
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  postMessage(message: unknown): void;
  terminate(): void;
}

/** How a request ended: the worker's reply, stopped at the time limit, replaced by a newer request, or failed. */
export type Answer<R> =
  | { kind: 'answered'; reply: R }
  | { kind: 'stopped'; afterMs: number }
  | { kind: 'superseded' }
  | { kind: 'failed'; message: string };

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

/** A request without its id, which the client assigns. */
export type RequestBody = WithoutId<WorkerRequest>;

interface Pending {
  id: number;
  resolve: (answer: Answer<WorkerReply>) => void;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * Sends one request at a time to a worker under a time limit. A request that outlives its limit, or that a
 * newer request replaces, ends the busy worker (the only way to stop a running regular expression) and
 * a fresh one takes its place.
 */
export class WorkerClient {
  #worker: WorkerLike | null = null;
  #pending: Pending | null = null;
  #nextId = 1;
  readonly #create: () => WorkerLike;

  constructor(create: () => WorkerLike) {
    this.#create = create;
  }

  /** Whether a request is waiting for its answer. */
  get isBusy(): boolean {
    return this.#pending !== null;
  }

  /** Sends `body`; the answer arrives within `limitMs` (plus the time to start a worker). */
  request(body: RequestBody, limitMs: number): Promise<Answer<WorkerReply>> {
    if (this.#pending) this.#finish({ kind: 'superseded' }, true);
    const worker = this.#ensureWorker();
    const id = this.#nextId++;
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.#finish({ kind: 'stopped', afterMs: limitMs }, true), limitMs);
      this.#pending = { id, resolve, timer };
      worker.postMessage({ ...body, id });
    });
  }

  /** Ends the worker and any waiting request. */
  dispose(): void {
    if (this.#pending) this.#finish({ kind: 'superseded' }, false);
    this.#worker?.terminate();
    this.#worker = null;
  }

  #ensureWorker(): WorkerLike {
    if (this.#worker) return this.#worker;
    const worker = this.#create();
    worker.onmessage = (event) => this.#onReply(event.data as WorkerReply);
    worker.onerror = (event) => {
      event.preventDefault();
      if (this.#pending) {
        this.#finish({ kind: 'failed', message: event.message || 'The checking worker failed.' }, true);
      } else {
        worker.terminate();
        this.#worker = null;
      }
    };
    this.#worker = worker;
    return worker;
  }

  #onReply(reply: WorkerReply): void {
    if (this.#pending?.id === reply.id) this.#finish({ kind: 'answered', reply }, false);
  }

  /** Settles the waiting request; `isWorkerSpent` ends the worker and starts a fresh one. */
  #finish(answer: Answer<WorkerReply>, isWorkerSpent: boolean): void {
    const pending = this.#pending;
    if (!pending) return;
    this.#pending = null;
    clearTimeout(pending.timer);
    if (isWorkerSpent) {
      this.#worker?.terminate();
      this.#worker = null;
      this.#ensureWorker();
    }
    pending.resolve(answer);
  }
}
