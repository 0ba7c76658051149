import type { McpCatalog, McpTool } from '../../core/index.ts';
import { LOAD_LIMIT_MS } from './import-types.ts';
import type { PostedRequest, ToolsInUse, WorkerMessage, WorkerReply } from './protocol.ts';
import { isToolPart, withTools, type ToolPart } from './reply-parts.ts';

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
export type RequestBody = WithoutId<PostedRequest>;

interface Pending {
  id: number;
  limitMs: number;
  resolve: (answer: Answer<WorkerReply>) => void;
  timer: ReturnType<typeof setTimeout> | null;
  /** Tools that came ahead of the reply, in parts (see reply-parts.ts), or null before any. */
  tools: McpTool[] | null;
}

/** A timer that fires this late found the page's thread busy: the worker's reply may be waiting behind it. */
export const STALL_MS = 100;
/**
 * Longest a worker may take to pick a request up before the request fails: to load, at first, and to read the
 * list in use it is given, which takes it as long as loading that list did (at most `LOAD_LIMIT_MS`).
 */
export const START_LIMIT_MS = 10_000 + LOAD_LIMIT_MS;
/** How long the page's thread, free again, waits for a reply that may be queued before it stops the worker. */
export const GRACE_MS = 50;

/**
 * Sends one request at a time to a worker under a time limit of the worker's own time. The limit counts
 * from the moment the worker reports it started (`started`), not from sending; and a stop is only
 * decided by a timer that fires on time, so a page thread that was busy (drawing a large view, say)
 * first reads any reply that arrived meanwhile. A request that outlives its limit, or that a newer
 * request replaces, ends the busy worker (the only way to stop a running regular expression) and a fresh
 * one takes its place.
 */
export class WorkerClient {
  #worker: WorkerLike | null = null;
  #pending: Pending | null = null;
  #nextId = 1;
  /** What every worker this client starts is sent first: the tools of the list in use, or null. */
  #tools: ToolsInUse | null = null;
  /** The MCP list `#tools` was made from, so the same list is neither written out nor sent again. */
  #list: McpCatalog | null = null;
  readonly #create: () => WorkerLike;
  readonly #now: () => number;

  /** `now` must be the clock the worker stamps `started` with: `Date.now`, which every thread shares. */
  constructor(create: () => WorkerLike, now: () => number = Date.now) {
    this.#create = create;
    this.#now = now;
  }

  /** Whether a request is waiting for its answer. */
  get isBusy(): boolean {
    return this.#pending !== null;
  }

  /** Sends `body`; the worker gets `limitMs` of its own time, counted from when it starts on the request. */
  request(body: RequestBody, limitMs: number): Promise<Answer<WorkerReply>> {
    if (this.#pending) this.#finish({ kind: 'superseded' }, true);
    const worker = this.#ensureWorker();
    const id = this.#nextId++;
    return new Promise((resolve) => {
      const pending: Pending = { id, limitMs, resolve, timer: null, tools: null };
      this.#pending = pending;
      this.#arm(pending, START_LIMIT_MS, { kind: 'failed', message: 'The checking worker did not start.' });
      worker.postMessage({ ...body, id });
    });
  }

  /**
   * Gives the worker the tools later requests name, ahead of them; a worker started after a stop is given
   * them too, so they are sent once per list and per worker, never with a request.
   */
  useTools(tools: ToolsInUse): void {
    this.#list = null;
    this.#tools = tools;
    this.#worker?.postMessage(tools);
  }

  /**
   * Gives the worker the MCP list whose tools later requests name, once per list (and to each fresh
   * worker): a list already given is not sent again. The text or file the list was read from (`listed`) is
   * sent as it is; without it, the list is written out here.
   */
  useList(list: McpCatalog, listed?: string | Blob): void {
    if (this.#list === list) return;
    this.useTools(
      listed === undefined ? { kind: 'tools', listText: JSON.stringify(list) } : { kind: 'tools', listed },
    );
    this.#list = list;
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
    // the worker sends replies as JSON text (see protocol.ts), a long tool list's parts ahead of its reply;
    // stand-ins in tests may send the object
    worker.onmessage = (event) => {
      const data: unknown = event.data;
      if (isToolPart(data)) this.#onToolPart(data);
      else this.#onMessage((typeof data === 'string' ? JSON.parse(data) : data) as WorkerMessage);
    };
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
    if (this.#tools) worker.postMessage(this.#tools);
    return worker;
  }

  /** The worker has answered (its reply follows the parts), so its time limit no longer runs. */
  #onToolPart(part: ToolPart): void {
    const pending = this.#pending;
    if (pending?.id !== part.id) return;
    if (pending.timer !== null) clearTimeout(pending.timer);
    pending.timer = null;
    pending.tools ??= [];
    for (const tool of JSON.parse(part.toolPart) as McpTool[]) pending.tools.push(tool);
  }

  #onMessage(message: WorkerMessage): void {
    const pending = this.#pending;
    if (pending?.id !== message.id) return;
    if (message.kind !== 'started') {
      const reply = pending.tools ? withTools(message, pending.tools) : message;
      this.#finish({ kind: 'answered', reply }, false);
      return;
    }
    if (pending.timer !== null) clearTimeout(pending.timer);
    const spent = Math.max(0, this.#now() - message.at);
    this.#arm(pending, Math.max(0, pending.limitMs - spent), { kind: 'stopped', afterMs: pending.limitMs });
  }

  /** Ends the request with `answer` when a timer fires on time; a late timer first gives a queued message its turn. */
  #arm(pending: Pending, delayMs: number, answer: Answer<WorkerReply>): void {
    const due = this.#now() + delayMs;
    pending.timer = setTimeout(() => {
      if (this.#pending !== pending) return;
      if (this.#now() - due > STALL_MS) this.#arm(pending, GRACE_MS, answer);
      else this.#finish(answer, true);
    }, delayMs);
  }

  /** Settles the waiting request; `isWorkerSpent` ends the worker and starts a fresh one. */
  #finish(answer: Answer<WorkerReply>, isWorkerSpent: boolean): void {
    const pending = this.#pending;
    if (!pending) return;
    this.#pending = null;
    if (pending.timer !== null) clearTimeout(pending.timer);
    if (isWorkerSpent) {
      this.#worker?.terminate();
      this.#worker = null;
      this.#ensureWorker();
    }
    pending.resolve(answer);
  }
}
