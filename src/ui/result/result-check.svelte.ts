import type { Tool } from '../../core/index.ts';
import { CHECK_LIMIT_MS, type LiveCheck } from '../import/importer.svelte.ts';
import type { ResultOutcome } from '../import/protocol.ts';
import type { WorkerClient, WorkerLike } from '../import/worker-client.ts';
import type { SourceHost } from '../workers/page-catalog-source.ts';

// Its own worker, made here: exporting the importer's maker costs the page's first chunk about 80 B gzip.
function createSchemaWorker(): WorkerLike {
  return new Worker(new URL('../import/schema-worker.ts', import.meta.url), { type: 'module' });
}

/** The live check of a recorded tool result, as the arguments' check: idle, running, or how it ended. */
export type ResultCheck = LiveCheck<ResultOutcome>;

const NOT_IN_LIST = 'The tool is not in the list in use.';

/**
 * Checks the result text a visitor pastes or loads against one tool of the MCP list in use, in a schema
 * worker of its own (so a result typed while arguments are checked never cancels their check), stopped
 * after the limit. As the arguments' worker, it is given the list once (again after a restart) and then
 * only the tool's name and the text.
 */
export class ResultChecker {
  text = $state('');
  check = $state.raw<ResultCheck>({ kind: 'idle' });
  // loaded on first use, as the arguments' client is: the page's first chunk never carries it
  #client: Promise<WorkerClient> | null = null;
  #serial = 0;
  readonly #host: SourceHost;
  readonly #createWorker: () => WorkerLike;

  /** `host` is the page, whose catalog in use is the list the checked tools belong to. */
  constructor(host: SourceHost, createWorker: () => WorkerLike = createSchemaWorker) {
    this.#host = host;
    this.#createWorker = createWorker;
  }

  /** Takes the result text as typed and checks it against `tool`, one of the MCP list in use. */
  async setText(tool: Tool, text: string): Promise<void> {
    this.text = text;
    const serial = ++this.#serial;
    const catalog = this.#host.catalog;
    if (catalog?.kind !== 'mcp' || catalog.tools.get(tool.name) !== tool) {
      this.check = { kind: 'failed', message: NOT_IN_LIST };
      return;
    }
    this.check = { kind: 'checking' };
    this.#client ??= import('../import/worker-client.ts').then(
      ({ WorkerClient }) => new WorkerClient(this.#createWorker),
    );
    const client = await this.#client;
    client.useList(catalog.list, catalog.listed);
    const answer = await client.request(
      { kind: 'result', tool: tool.name, resultText: text },
      CHECK_LIMIT_MS,
    );
    // a late answer for a text no longer shown is dropped
    if (answer.kind === 'superseded' || serial !== this.#serial) return;
    if (answer.kind !== 'answered') this.check = answer;
    else if (answer.reply.kind === 'result') {
      const { outcome } = answer.reply;
      this.check =
        outcome.kind === 'notHeld' ? { kind: 'failed', message: NOT_IN_LIST } : { kind: 'done', outcome };
    }
  }

  /** Ends the worker; the checker is not used after this. */
  dispose(): void {
    void this.#client?.then((client) => client.dispose());
  }
}
