import { describe, expect, it } from 'vitest';
import { billCatalog, importCatalog, planBudget, toolCatalog, type Provider } from '../../core/index.ts';
import { O200K_BASE } from '../../tokenizer/o200k-base.ts';
import { WEATHER_LIST } from '../../../e2e/cost-trust-data.ts';
import type { WorkerLike } from '../import/worker-client.ts';
import { mcpInUse } from '../import/import-jobs.ts';
import { BillHandler } from './bill-handler.ts';
import { BillStore } from './bill-store.svelte.ts';

/** A stand-in for the bill worker: the worker's own handler, answering in a later microtask. */
class HandlerWorker implements WorkerLike {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  handler = new BillHandler(O200K_BASE);
  asked: string[] = [];
  postMessage(message: { id: number; kind: 'bill' | 'plan' } & Record<string, unknown>): void {
    const { id, ...request } = message;
    this.asked.push(`${request.kind} ${String(request.provider)}`);
    void this.handler
      .answer(request as Parameters<BillHandler['answer']>[0])
      .then((reply) => this.onmessage?.({ data: { id, reply } } as MessageEvent));
  }
  terminate(): void {}
}

const imported = importCatalog(WEATHER_LIST);
if (!imported.ok || imported.value.format !== 'mcp') throw new Error('refused');
const catalog = mcpInUse(imported.value.catalog, null, JSON.stringify(WEATHER_LIST));
const coreBill = (provider: Provider) =>
  billCatalog(toolCatalog(imported.value), { provider, counter: O200K_BASE, listed: WEATHER_LIST.tools });

function storeWith(worker: HandlerWorker): BillStore {
  return new BillStore({ catalog }, () => worker);
}

describe('BillStore', () => {
  it('counts nothing until asked, then the chosen provider once', async () => {
    const worker = new HandlerWorker();
    const store = storeWith(worker);
    expect(store.current()!.statusOf('openai')).toEqual({ kind: 'idle' });
    expect(worker.asked).toEqual([]);
    await store.count();
    await store.count();
    const status = store.current()!.statusOf('openai');
    expect(status.kind === 'done' && status.bill.total).toBe(coreBill('openai').total);
    expect(worker.asked).toEqual(['bill openai']);
  });

  it('counts another provider when it is chosen, and keeps the first', async () => {
    const worker = new HandlerWorker();
    const store = storeWith(worker);
    await store.count();
    store.choose('anthropic');
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve));
    const anthropic = store.current()!.statusOf('anthropic');
    expect(anthropic.kind === 'done' && anthropic.bill.total).toBe(coreBill('anthropic').total);
    expect(store.current()!.statusOf('openai').kind).toBe('done');
    expect(worker.asked).toEqual(['bill openai', 'bill anthropic']);
  });

  it('plans a counted bill as planBudget does, counting again a bill the worker no longer holds', async () => {
    const worker = new HandlerWorker();
    const store = storeWith(worker);
    expect(await store.plan('openai', 60)).toBeNull();
    await store.count();
    worker.handler = new BillHandler(O200K_BASE);
    const plan = await store.plan('openai', 60);
    const core = planBudget(coreBill('openai'), {
      limit: 60,
      discovery: 'discovery_tool',
      counter: O200K_BASE,
    });
    expect(plan).toEqual(core.ok ? core.value : 'refused');
    expect(worker.asked).toEqual(['bill openai', 'plan openai', 'bill openai', 'plan openai']);
  });

  it('bills the MCP figure of a list put in use with its text as the list was served', async () => {
    const store = storeWith(new HandlerWorker());
    await store.count('mcp');
    const status = store.current()!.statusOf('mcp');
    expect(status.kind === 'done' && status.bill.total).toBe(coreBill('mcp').total);
  });

  it('says so when a list in use has no text kept for it, and asks the worker nothing', async () => {
    const worker = new HandlerWorker();
    const store = new BillStore({ catalog: mcpInUse({ ...catalog.list }, null) }, () => worker);
    await store.count();
    expect(store.current()!.statusOf('openai')).toEqual({
      kind: 'failed',
      message: 'The text of the list in use was not kept.',
    });
    expect(worker.asked).toEqual([]);
  });

  it('says why when the worker fails', async () => {
    const worker = new HandlerWorker();
    worker.postMessage = () =>
      queueMicrotask(() => worker.onerror?.({ message: 'out of memory', preventDefault() {} } as ErrorEvent));
    const store = storeWith(worker);
    await store.count();
    expect(store.current()!.statusOf('openai')).toEqual({ kind: 'failed', message: 'out of memory' });
  });
});
