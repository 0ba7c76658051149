import type { WorkerLike } from '../import/worker-client.ts';

/** A request as posted: its body and the number its answer comes back with. */
export type Numbered<T> = T & { readonly id: number };

/**
 * Asks a worker questions and matches each answer to its question by number. The worker starts with the
 * first question; if it fails, every waiting question is refused and the next one starts a fresh worker.
 */
export class WorkerAnswers<Request extends object, Reply> {
  #worker: WorkerLike | null = null;
  #nextId = 1;
  readonly #waiting = new Map<number, { resolve: (reply: Reply) => void; reject: (error: Error) => void }>();
  readonly #create: () => WorkerLike;

  constructor(create: () => WorkerLike) {
    this.#create = create;
  }

  /** Posts `request` and resolves with the worker's answer to it. */
  ask(request: Request): Promise<Reply> {
    const worker = (this.#worker ??= this.#start());
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#waiting.set(id, { resolve, reject });
      worker.postMessage({ ...request, id });
    });
  }

  /** Ends the worker; questions still waiting are refused. */
  dispose(): void {
    this.#fail('The worker was ended.');
  }

  #start(): WorkerLike {
    const worker = this.#create();
    worker.onmessage = (event: MessageEvent<Numbered<{ reply: Reply }>>) => {
      const waiting = this.#waiting.get(event.data.id);
      this.#waiting.delete(event.data.id);
      waiting?.resolve(event.data.reply);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      this.#fail(event.message || 'The worker failed.');
    };
    return worker;
  }

  #fail(message: string): void {
    this.#worker?.terminate();
    this.#worker = null;
    for (const waiting of this.#waiting.values()) waiting.reject(new Error(message));
    this.#waiting.clear();
  }
}

/**
 * Serves a worker's questions with `answer`, posting each answer back with its question's number; used by
 * the worker's own entry module.
 */
export function serveAnswers<Request extends object, Reply>(
  scope: { onmessage: ((event: MessageEvent) => void) | null; postMessage(message: unknown): void },
  answer: (request: Request) => Reply | Promise<Reply>,
): void {
  scope.onmessage = async (event: MessageEvent<Numbered<Request>>) => {
    const { id, ...request } = event.data;
    scope.postMessage({ id, reply: await answer(request as unknown as Request) });
  };
}
