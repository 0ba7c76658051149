import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMcpToolsList, mcpToolCatalog, type McpCatalog } from '../../core/index.ts';
import { RequestHandler } from '../import/handle-request.ts';
import type { WorkerInput, WorkerRequest } from '../import/protocol.ts';
import { ResultChecker } from './result-check.svelte.ts';
import type { WorkerLike } from '../import/worker-client.ts';
import type { ActiveCatalog } from '../state/catalog.ts';

/** A worker that answers in this thread, as the schema worker does (or never, when stuck), and keeps what it was sent. */
class EchoWorker implements WorkerLike {
  readonly sent: WorkerInput[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  isStuck = false;
  readonly #handler = new RequestHandler();

  postMessage(message: unknown): void {
    const input = message as WorkerInput;
    this.sent.push(input);
    if (input.kind === 'tools') {
      this.#handler.useTools(input);
      return;
    }
    const request = input as WorkerRequest;
    this.onmessage?.({ data: { id: request.id, kind: 'started', at: Date.now() } } as MessageEvent);
    if (!this.isStuck) this.onmessage?.({ data: this.#handler.answer(request) } as MessageEvent);
  }

  terminate(): void {}
}

function listOf(tools: unknown[]): McpCatalog {
  const loaded = loadMcpToolsList({ tools });
  if (!loaded.ok) throw new Error(loaded.error.message);
  return loaded.value;
}

const COUNT = {
  name: 'count',
  inputSchema: { type: 'object' },
  outputSchema: { type: 'object', properties: { n: { type: 'integer' } }, required: ['n'] },
};
const NAME = {
  ...COUNT,
  name: 'name',
  outputSchema: { type: 'object', properties: { n: { type: 'string' } } },
};

type McpInUse = Extract<ActiveCatalog, { kind: 'mcp' }>;

/** A page with an MCP list in use, which a test may replace. */
function pageWith(list: McpCatalog): { catalog: McpInUse } {
  return { catalog: { kind: 'mcp', list, tools: mcpToolCatalog(list), nextCursor: null, origin: null } };
}

describe('ResultChecker', () => {
  let workers: EchoWorker[];
  const create = () => {
    const worker = new EchoWorker();
    workers.push(worker);
    return worker;
  };
  beforeEach(() => (workers = []));
  afterEach(() => vi.useRealTimers());

  it('gives its worker the list in use once, then only a tool’s name and the result text', async () => {
    const list = listOf([COUNT, NAME]);
    const page = pageWith(list);
    const checker = new ResultChecker(page, create);
    const count = page.catalog.tools.get('count')!;
    const name = page.catalog.tools.get('name')!;
    await checker.setText(count, '{"content": [], "structuredContent": {"n": 1}}');
    await checker.setText(count, '{"content": [], "structuredContent": {"n": "one"}}');
    expect(checker.check).toMatchObject({ kind: 'done', outcome: { verdict: 'defective' } });
    await checker.setText(name, '{"content": [], "structuredContent": {"n": "one"}}');
    expect(checker.check).toMatchObject({ kind: 'done', outcome: { kind: 'checked', verdict: 'conforms' } });

    const sent = workers[0]!.sent;
    expect(sent.filter((input) => input.kind === 'tools')).toEqual([
      { kind: 'tools', listText: JSON.stringify(list) },
    ]);
    expect(sent.filter((input) => input.kind !== 'tools')).toEqual([
      { kind: 'result', tool: 'count', resultText: '{"content": [], "structuredContent": {"n": 1}}', id: 1 },
      {
        kind: 'result',
        tool: 'count',
        resultText: '{"content": [], "structuredContent": {"n": "one"}}',
        id: 2,
      },
      {
        kind: 'result',
        tool: 'name',
        resultText: '{"content": [], "structuredContent": {"n": "one"}}',
        id: 3,
      },
    ]);
    checker.dispose();
  });

  it('gives a fresh worker the list after a stop, and a new list when the list in use changes', async () => {
    vi.useFakeTimers();
    const page = pageWith(listOf([COUNT]));
    const checker = new ResultChecker(page, create);
    const first = checker.setText(page.catalog.tools.get('count')!, '{}');
    await vi.waitFor(() => expect(workers).toHaveLength(1));
    workers[0]!.isStuck = true;
    const stuck = checker.setText(page.catalog.tools.get('count')!, '{"content": []}');
    await first;
    await vi.advanceTimersByTimeAsync(60_000);
    await stuck;
    expect(checker.check).toMatchObject({ kind: 'stopped' });
    expect(workers.map((worker) => worker.sent.map((input) => input.kind))).toEqual([
      ['tools', 'result', 'result'],
      ['tools'],
    ]);

    const other = pageWith(listOf([NAME]));
    page.catalog = other.catalog;
    await checker.setText(page.catalog.tools.get('name')!, '{"content": []}');
    expect(workers[1]!.sent.map((input) => input.kind)).toEqual(['tools', 'tools', 'result']);
    expect(workers[1]!.sent[1]).toEqual({ kind: 'tools', listText: JSON.stringify(other.catalog.list) });
    expect(checker.check).toMatchObject({ kind: 'done' });
    checker.dispose();
  });

  it('fails, without asking the worker, for a tool that is not of the list in use', async () => {
    const page = pageWith(listOf([COUNT]));
    const checker = new ResultChecker(page, create);
    const stray = mcpToolCatalog(listOf([COUNT])).get('count')!;
    await checker.setText(stray, '{}');
    expect(checker.check).toEqual({ kind: 'failed', message: 'The tool is not in the list in use.' });
    expect(workers).toHaveLength(0);
  });
});
