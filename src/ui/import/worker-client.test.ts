import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { McpCatalog } from '../../core/index.ts';
import { loadText, RequestHandler } from './handle-request.ts';
import type { ToolsInUse, WorkerInput, WorkerReply, WorkerRequest } from './protocol.ts';
import { isToolPart, packReply } from './reply-parts.ts';
import { LOAD_LIMIT_MS } from './import-types.ts';
import { GRACE_MS, START_LIMIT_MS, WorkerClient, type Answer, type WorkerLike } from './worker-client.ts';

/** Answers as the schema worker does, holding nothing: for the loads here. */
const answerer = new RequestHandler();

/**
 * A stand-in worker: holds the tools it is given, reports it started and answers as the schema worker does
 * when told to, or stays busy forever. It starts on a request at once unless made slow to start.
 */
class FakeWorker implements WorkerLike {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  received: WorkerRequest[] = [];
  /** Every message it was sent, in order. */
  inputs: WorkerInput[] = [];
  isTerminated = false;
  isSlowToStart = false;
  readonly handler = new RequestHandler();

  postMessage(message: unknown): void {
    const input = message as WorkerInput;
    this.inputs.push(input);
    if (input.kind === 'tools') {
      this.handler.useTools(input);
      return;
    }
    this.received.push(input as WorkerRequest);
    if (!this.isSlowToStart) this.start();
  }

  terminate(): void {
    this.isTerminated = true;
  }

  /** Reports that it picked up the newest request, stamped with the shared clock. */
  start(): void {
    const request = this.received.at(-1);
    if (request && !this.isTerminated)
      this.onmessage?.({ data: { id: request.id, kind: 'started', at: Date.now() } } as MessageEvent);
  }

  /** Answers the oldest request it holds, as the real worker would (`packed`: as the worker posts it). */
  answer(packed = false): void {
    const request = this.received.shift();
    if (!request || this.isTerminated) return;
    const reply = this.handler.answer(request);
    for (const data of packed ? packReply(reply) : [reply]) this.onmessage?.({ data } as MessageEvent);
  }
}

/** The MCP list of one tool, `t`, that takes a string, as the page gives a checking worker. */
function stringTool(): Extract<ToolsInUse, { listText: string }> {
  const outcome = loadText(JSON.stringify({ tools: [{ name: 't', inputSchema: { type: 'string' } }] }));
  if (!outcome.ok || outcome.format !== 'mcp') throw new Error('the list must load');
  return { kind: 'tools', listText: JSON.stringify(outcome.catalog) };
}

const TOOLS = stringTool();
const CHECK = { kind: 'check', tool: 't', argsText: '"x"' } as const;

describe('WorkerClient', () => {
  let workers: FakeWorker[];
  let client: WorkerClient;

  let isSlowToStart: boolean;

  beforeEach(() => {
    vi.useFakeTimers();
    workers = [];
    isSlowToStart = false;
    client = new WorkerClient(() => {
      const worker = new FakeWorker();
      worker.isSlowToStart = isSlowToStart;
      workers.push(worker);
      return worker;
    });
    client.useTools(TOOLS);
  });
  afterEach(() => vi.useRealTimers());

  it('gives the tools to the worker running and to every fresh one, ahead of any request', async () => {
    const tools = TOOLS;
    expect(workers).toHaveLength(0);
    const stuck = client.request(CHECK, 1000);
    expect(workers[0]!.inputs.map((input) => input.kind)).toEqual(['tools', 'check']);
    vi.advanceTimersByTime(1000);
    await expect(stuck).resolves.toMatchObject({ kind: 'stopped' });
    // the fresh worker holds them before it is asked anything
    expect(workers[1]!.inputs).toEqual([tools]);
    const next = client.request({ ...CHECK, argsText: '1' }, 1000);
    workers[1]!.answer();
    await expect(next).resolves.toMatchObject({
      kind: 'answered',
      reply: { outcome: { kind: 'checked', result: { ok: false, issues: [{ keyword: 'type' }] } } },
    });
    // new tools go to the worker running at once, and stay for the next
    const other = { ...tools, listText: tools.listText.replace('"string"', '"number"') };
    client.useTools(other);
    expect(workers[1]!.inputs.at(-1)).toBe(other);
    const again = client.request({ ...CHECK, argsText: '1' }, 1000);
    workers[1]!.answer();
    await expect(again).resolves.toMatchObject({ reply: { outcome: { result: { ok: true } } } });
  });

  it('writes out and sends a list given by useList once, however often it is given, and a new list again', () => {
    const list = JSON.parse(TOOLS.listText) as McpCatalog;
    client.useList(list);
    client.useList(list);
    void client.request(CHECK, 1000);
    client.useList(list);
    const other = { ...list, tools: [] };
    client.useList(other);
    expect(workers[0]!.inputs).toEqual([
      { kind: 'tools', listText: TOOLS.listText },
      { ...CHECK, id: 1 },
      { kind: 'tools', listText: JSON.stringify(other) },
    ]);
  });

  it('sends the text or file a list was read from as it is, once, rather than writing the list out', () => {
    const list = JSON.parse(TOOLS.listText) as McpCatalog;
    const file = new Blob(['{"tools": []}']);
    client.useList(list, '{"tools": [{"name": "t", "inputSchema": {"type": "string"}}]}');
    client.useList(list, 'another text of the same list is not sent');
    void client.request(CHECK, 1000);
    const other = { ...list, tools: [] };
    client.useList(other, file);
    expect(workers[0]!.inputs).toEqual([
      { kind: 'tools', listed: '{"tools": [{"name": "t", "inputSchema": {"type": "string"}}]}' },
      { ...CHECK, id: 1 },
      { kind: 'tools', listed: file },
    ]);
    expect((workers[0]!.inputs[2] as { listed: Blob }).listed).toBe(file);
  });

  it('returns the worker reply for its request and keeps the same worker', async () => {
    const answer = client.request(CHECK, 1000);
    workers[0]!.answer();
    await expect(answer).resolves.toMatchObject({ kind: 'answered', reply: { kind: 'check', id: 1 } });
    expect(client.isBusy).toBe(false);
    expect(workers).toHaveLength(1);
    expect(workers[0]!.isTerminated).toBe(false);
  });

  it('stops a request at its limit, ends the busy worker and starts a fresh one that answers', async () => {
    const stuck = client.request(CHECK, 1000);
    vi.advanceTimersByTime(999);
    expect(client.isBusy).toBe(true);
    vi.advanceTimersByTime(1);
    await expect(stuck).resolves.toEqual({ kind: 'stopped', afterMs: 1000 });
    expect(workers[0]!.isTerminated).toBe(true);
    expect(workers).toHaveLength(2);
    const next = client.request(CHECK, 1000);
    workers[1]!.answer();
    await expect(next).resolves.toMatchObject({ kind: 'answered' });
  });

  it('lets a newer request replace a waiting one, on a fresh worker', async () => {
    const first = client.request(CHECK, 1000);
    const second = client.request({ ...CHECK, argsText: '1' }, 1000);
    await expect(first).resolves.toEqual({ kind: 'superseded' });
    expect(workers[0]!.isTerminated).toBe(true);
    workers[1]!.answer();
    await expect(second).resolves.toMatchObject({
      kind: 'answered',
      reply: {
        id: 2,
        outcome: { kind: 'checked', result: { ok: false, issues: [{ keyword: 'type', path: '' }] } },
      },
    });
  });

  it('ignores a late reply to a request that was already stopped', async () => {
    const stuck = client.request(CHECK, 10);
    vi.advanceTimersByTime(10);
    await expect(stuck).resolves.toMatchObject({ kind: 'stopped' });
    const next = client.request(CHECK, 1000);
    workers[0]!.onmessage?.({
      data: {
        id: 1,
        kind: 'check',
        outcome: { kind: 'checked', result: { ok: true, value: 'x' }, total: 0 },
      },
    } as MessageEvent);
    expect(client.isBusy).toBe(true);
    workers[1]!.answer();
    await expect(next).resolves.toMatchObject({ kind: 'answered', reply: { id: 2 } });
  });

  it('reports a worker error as failed and replaces the worker', async () => {
    const answer = client.request(CHECK, 1000);
    workers[0]!.onerror?.({ message: 'boom', preventDefault() {} } as ErrorEvent);
    await expect(answer).resolves.toEqual({ kind: 'failed', message: 'boom' });
    expect(workers).toHaveLength(2);
  });

  it('counts the limit from when the worker starts, not from when the request was sent', async () => {
    isSlowToStart = true;
    const answer = client.request(CHECK, 1000);
    vi.advanceTimersByTime(3000);
    expect(client.isBusy).toBe(true);
    workers[0]!.start();
    vi.advanceTimersByTime(999);
    expect(client.isBusy).toBe(true);
    vi.advanceTimersByTime(1);
    await expect(answer).resolves.toEqual({ kind: 'stopped', afterMs: 1000 });
  });

  it('fails a request the worker never starts on, after the start limit', async () => {
    isSlowToStart = true;
    const answer = client.request(CHECK, 1000);
    vi.advanceTimersByTime(START_LIMIT_MS);
    await expect(answer).resolves.toEqual({ kind: 'failed', message: 'The checking worker did not start.' });
  });

  it('waits for a worker that reads its list for as long as a load may take before it starts', async () => {
    isSlowToStart = true;
    const answer = client.request(CHECK, 1000);
    vi.advanceTimersByTime(LOAD_LIMIT_MS);
    expect(client.isBusy).toBe(true);
    workers[0]!.start();
    workers[0]!.answer();
    await expect(answer).resolves.toMatchObject({ kind: 'answered', reply: { kind: 'check' } });
  });

  it('subtracts the time the worker already spent before its start reached the page', async () => {
    isSlowToStart = true;
    const answer = client.request(CHECK, 1000);
    // the start message was stamped 600 ms ago: it waited in the queue while the page's thread was busy
    const started = { id: 1, kind: 'started', at: Date.now() - 600 };
    workers[0]!.onmessage?.({ data: started } as MessageEvent);
    vi.advanceTimersByTime(399);
    expect(client.isBusy).toBe(true);
    vi.advanceTimersByTime(1);
    await expect(answer).resolves.toEqual({ kind: 'stopped', afterMs: 1000 });
  });

  it('reads a reply that waited behind a busy page thread instead of stopping the worker', async () => {
    const answer = client.request(CHECK, 1000);
    // the page's thread is blocked for 2 s: the clock moves on, the timer cannot fire until it is free
    vi.setSystemTime(Date.now() + 2000);
    vi.advanceTimersByTime(1000);
    expect(client.isBusy).toBe(true);
    workers[0]!.answer();
    await expect(answer).resolves.toMatchObject({ kind: 'answered', reply: { kind: 'check' } });
    expect(workers).toHaveLength(1);
  });

  it('stops the worker when the timer, late once, then fires on time without a reply', async () => {
    const answer = client.request(CHECK, 1000);
    vi.setSystemTime(Date.now() + 2000);
    vi.advanceTimersByTime(1000);
    expect(client.isBusy).toBe(true);
    vi.advanceTimersByTime(GRACE_MS);
    await expect(answer).resolves.toEqual({ kind: 'stopped', afterMs: 1000 });
    expect(workers[0]!.isTerminated).toBe(true);
  });

  it('clears its timer once answered, so no stop arrives later', async () => {
    const answer = client.request(CHECK, 1000);
    workers[0]!.answer();
    await answer;
    vi.advanceTimersByTime(5000);
    expect(workers).toHaveLength(1);
    expect(workers[0]!.isTerminated).toBe(false);
  });

  describe('a long MCP list, answered in parts', () => {
    const tools = Array.from({ length: 300 }, (_, i) => ({
      name: `bulk_${i}`,
      description: 'x'.repeat(4000),
      inputSchema: { type: 'object' },
    }));
    const LOAD = { kind: 'load', text: JSON.stringify({ tools }) } as const;

    it('posts the list in parts ahead of its reply', () => {
      const posts = packReply(answerer.answer({ ...LOAD, id: 1 }));
      expect(posts.slice(0, -1).every(isToolPart)).toBe(true);
      expect(posts.length).toBeGreaterThan(2);
    });

    it('answers with the whole list, its limit stopped by the first part', async () => {
      const answer = client.request(LOAD, 1000);
      vi.advanceTimersByTime(999);
      const [request] = workers[0]!.received.splice(0);
      const posts = packReply(answerer.answer(request!));
      workers[0]!.onmessage?.({ data: posts[0] } as MessageEvent);
      // the limit falls due while the rest of the parts are on their way
      vi.advanceTimersByTime(1);
      expect(client.isBusy).toBe(true);
      for (const data of posts.slice(1)) workers[0]!.onmessage?.({ data } as MessageEvent);
      const settled = await answer;
      expect(settled).toMatchObject({
        kind: 'answered',
        reply: { id: 1, outcome: { ok: true, format: 'mcp' } },
      });
      if (settled.kind !== 'answered' || settled.reply.kind !== 'load' || !settled.reply.outcome.ok) return;
      const names =
        settled.reply.outcome.format === 'mcp' && settled.reply.outcome.catalog.tools.map((t) => t.name);
      expect(names).toEqual(tools.map((tool) => tool.name));
      expect(workers).toHaveLength(1);
      expect(workers[0]!.isTerminated).toBe(false);
    });

    /** Stops a load at its limit, asks again, and lets the first worker's parts arrive late. */
    async function stalePartsThenNewRequest(): Promise<{ next: Promise<Answer<WorkerReply>> }> {
      const stuck = client.request(LOAD, 10);
      vi.advanceTimersByTime(10);
      await expect(stuck).resolves.toMatchObject({ kind: 'stopped' });
      const next = client.request(LOAD, 1000);
      for (const data of packReply(answerer.answer({ ...LOAD, id: 1 })).slice(0, -1))
        workers[0]!.onmessage?.({ data } as MessageEvent);
      return { next };
    }

    it('drops parts of an answer to an older request and keeps the newer one’s limit', async () => {
      const { next } = await stalePartsThenNewRequest();
      vi.advanceTimersByTime(1000);
      await expect(next).resolves.toEqual({ kind: 'stopped', afterMs: 1000 });
    });

    it('answers a later request with its own tools only', async () => {
      const { next } = await stalePartsThenNewRequest();
      workers[1]!.answer(true);
      const settled = await next;
      if (settled.kind !== 'answered' || settled.reply.kind !== 'load' || !settled.reply.outcome.ok)
        throw new Error();
      expect(settled.reply.outcome.format === 'mcp' && settled.reply.outcome.catalog.tools).toHaveLength(300);
    });
  });
});
