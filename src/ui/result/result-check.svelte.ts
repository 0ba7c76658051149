import type { Tool } from '../../core/index.ts';
import { CHECK_LIMIT_MS, type LiveCheck } from '../import/importer.svelte.ts';
import { keyedOnce } from '../import/keyed-once.ts';
import type { ResultOutcome } from '../import/protocol.ts';
import type { WorkerClient, WorkerLike } from '../import/worker-client.ts';

// Its own worker, made here: exporting the importer's maker costs the page's first chunk about 80 B gzip.
function createSchemaWorker(): WorkerLike {
  return new Worker(new URL('../import/schema-worker.ts', import.meta.url), { type: 'module' });
}

/** The live check of a recorded tool result, as the arguments' check: idle, running, or how it ended. */
export type ResultCheck = LiveCheck<ResultOutcome>;

/**
 * Checks the result text a visitor pastes or loads against one MCP tool, in a schema worker of its own
 * (so a result typed while arguments are checked never cancels their check), stopped after the limit.
 */
export class ResultChecker {
  text = $state('');
  check = $state.raw<ResultCheck>({ kind: 'idle' });
  // loaded on first use, as the arguments' client is: the page's first chunk never carries it
  #client: Promise<WorkerClient> | null = null;
  #serial = 0;
  /**
   * The tool's output half as JSON text and its key in the worker's cache, made once per tool object, so a
   * large output schema is neither copied again nor compiled again on every keystroke.
   */
  readonly #outputOf = keyedOnce(({ outputSchema, outputCheck }: Tool) =>
    JSON.stringify({ outputSchema, outputCheck }),
  );
  readonly #createWorker: () => WorkerLike;

  constructor(createWorker: () => WorkerLike = createSchemaWorker) {
    this.#createWorker = createWorker;
  }

  /** Takes the result text as typed and checks it against `tool`. */
  async setText(tool: Tool, text: string): Promise<void> {
    this.text = text;
    const serial = ++this.#serial;
    this.check = { kind: 'checking' };
    const { key: outputKey, text: outputText } = this.#outputOf(tool);
    const request = { kind: 'result', outputKey, outputText, resultText: text } as const;
    this.#client ??= import('../import/worker-client.ts').then(
      ({ WorkerClient }) => new WorkerClient(this.#createWorker),
    );
    const answer = await (await this.#client).request(request, CHECK_LIMIT_MS);
    // a late answer for a text no longer shown is dropped
    if (answer.kind === 'superseded' || serial !== this.#serial) return;
    if (answer.kind !== 'answered') this.check = answer;
    else if (answer.reply.kind === 'result') this.check = { kind: 'done', outcome: answer.reply.outcome };
  }

  /** Ends the worker; the checker is not used after this. */
  dispose(): void {
    void this.#client?.then((client) => client.dispose());
  }
}
