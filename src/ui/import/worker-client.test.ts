import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handleRequest } from './handle-request.ts';
import type { WorkerRequest } from './protocol.ts';
import { WorkerClient, type WorkerLike } from './worker-client.ts';

/** A stand-in worker: answers through handleRequest when told to, or stays busy forever. */
class FakeWorker implements WorkerLike {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  received: WorkerRequest[] = [];
  isTerminated = false;

  postMessage(message: unknown): void {
    this.received.push(message as WorkerRequest);
  }

  terminate(): void {
    this.isTerminated = true;
  }

  /** Answers the oldest request it holds, as the real worker would. */
  answer(): void {
    const request = this.received.shift();
    if (request && !this.isTerminated) this.onmessage?.({ data: handleRequest(request) } as MessageEvent);
  }
}

const CHECK = { kind: 'check', schemaKey: 'k', schema: { type: 'string' }, argsText: '"x"' } as const;

describe('WorkerClient', () => {
  let workers: FakeWorker[];
  let client: WorkerClient;

  beforeEach(() => {
    vi.useFakeTimers();
    workers = [];
    client = new WorkerClient(() => {
      const worker = new FakeWorker();
      workers.push(worker);
      return worker;
    });
  });
  afterEach(() => vi.useRealTimers());

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
      reply: { id: 2, outcome: { kind: 'checked', issues: [{ keyword: 'type', path: '' }] } },
    });
  });

  it('ignores a late reply to a request that was already stopped', async () => {
    const stuck = client.request(CHECK, 10);
    vi.advanceTimersByTime(10);
    await expect(stuck).resolves.toMatchObject({ kind: 'stopped' });
    const next = client.request(CHECK, 1000);
    workers[0]!.onmessage?.({
      data: { id: 1, kind: 'check', outcome: { kind: 'checked', issues: [] } },
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

  it('clears its timer once answered, so no stop arrives later', async () => {
    const answer = client.request(CHECK, 1000);
    workers[0]!.answer();
    await answer;
    vi.advanceTimersByTime(5000);
    expect(workers).toHaveLength(1);
    expect(workers[0]!.isTerminated).toBe(false);
  });
});
