import { checkCatalogSize, type DiffReport } from '../../core/index.ts';
import { LOAD_LIMIT_MS, type ImportProblem } from '../import/importer.svelte.ts';
import type { DiffOutcome, WorkerReply } from '../import/protocol.ts';
import type { Answer, RequestBody } from '../import/worker-client.ts';

/** Sends one request to the schema worker under a time limit (a WorkerClient's `request`). */
export type Ask = (request: RequestBody, limitMs: number) => Promise<Answer<WorkerReply>>;

/** A comparison's refusal: the import's problem, and which version it is about when a catalog was refused. */
export type CompareProblem = { side: 'old' | 'new' | null; problem: ImportProblem };

/**
 * "Compare with…": a second catalog the visitor loads is the old version and the catalog in use the new
 * one, unless swapped. Both go to the worker as text and the core's diff (the command line's) compares them.
 */
export class Comparison {
  /** The loaded file's name, or null for pasted text; undefined until a catalog is loaded. */
  origin = $state<string | null | undefined>(undefined);
  isSwapped = $state(false);
  isLoading = $state(false);
  report = $state.raw<DiffReport | null>(null);
  problem = $state.raw<CompareProblem | null>(null);
  #other: string | null = null;
  readonly #inUse: () => string;
  readonly #ask: Ask;

  /** `inUse` gives the catalog in use as JSON text; `ask` reaches the worker. */
  constructor(inUse: () => string, ask: Ask) {
    this.#inUse = inUse;
    this.#ask = ask;
  }

  /** Compares with a picked file; one over the size limit is refused before it is read. */
  async compareFile(file: File): Promise<boolean> {
    const size = checkCatalogSize(file.size);
    if (!size.ok) {
      this.problem = { side: null, problem: { kind: 'refused', error: size.error, syntax: null } };
      return false;
    }
    return this.compareText(await file.text(), file.name);
  }

  /** Compares the catalog in use with this text; a refused text keeps the last comparison's catalog. */
  async compareText(text: string, origin: string | null): Promise<boolean> {
    const ran = await this.#run(text);
    if (ran) [this.#other, this.origin] = [text, origin];
    return ran;
  }

  /** Makes the loaded catalog the new version and the one in use the old, or back. */
  async swap(): Promise<void> {
    this.isSwapped = !this.isSwapped;
    if (this.#other !== null) await this.#run(this.#other);
  }

  async #run(other: string): Promise<boolean> {
    this.isLoading = true;
    this.problem = null;
    const inUse = this.#inUse();
    const [oldText, newText] = this.isSwapped ? [inUse, other] : [other, inUse];
    const answer = await this.#ask({ kind: 'diff', oldText, newText }, LOAD_LIMIT_MS);
    if (answer.kind === 'superseded') return false;
    this.isLoading = false;
    if (answer.kind !== 'answered') {
      this.problem = { side: null, problem: answer };
      return false;
    }
    // the worker answers each request in its own kind
    return answer.reply.kind === 'diff' && this.#apply(answer.reply.outcome);
  }

  #apply(outcome: DiffOutcome): boolean {
    if (!outcome.ok) {
      const { side, error, syntax } = outcome;
      this.problem = { side, problem: { kind: 'refused', error, syntax } };
      return false;
    }
    this.report = outcome.report;
    return true;
  }
}
