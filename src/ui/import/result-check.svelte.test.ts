import { describe, expect, it } from 'vitest';
import { loadMcpToolsList, type McpTool } from '../../core/index.ts';
import { handlePosted } from './handle-request.ts';
import type { PostedRequest } from './protocol.ts';
import { ResultChecker } from './result-check.svelte.ts';
import type { WorkerLike } from './worker-client.ts';

/** A worker that answers in this thread, as the schema worker does, and keeps what it was sent. */
class EchoWorker implements WorkerLike {
  readonly sent: PostedRequest[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;

  postMessage(message: unknown): void {
    const request = message as PostedRequest;
    this.sent.push(request);
    void handlePosted(request).then((reply) => this.onmessage?.({ data: reply } as MessageEvent));
  }

  terminate(): void {}
}

function listedTool(annotations: Record<string, unknown>): McpTool {
  const outputSchema = { type: 'object', properties: { n: { type: 'integer' } }, required: ['n'] };
  const tool = { name: 'count', inputSchema: { type: 'object' }, outputSchema, annotations };
  const loaded = loadMcpToolsList({ tools: [tool] });
  if (!loaded.ok) throw new Error(loaded.error.message);
  return loaded.value.tools[0]!;
}

describe('ResultChecker', () => {
  it('names each tool object once in the worker’s cache: the same name and output schema in two lists are two tools', async () => {
    const worker = new EchoWorker();
    const checker = new ResultChecker(() => worker);
    const first = listedTool({ readOnlyHint: true });
    const second = listedTool({ readOnlyHint: false });
    await checker.setText(first, '{"content": [], "structuredContent": {"n": 1}}');
    await checker.setText(first, '{"content": [], "structuredContent": {"n": "one"}}');
    await checker.setText(second, '{"content": [], "structuredContent": {"n": 2}}');
    const sent = worker.sent.flatMap((request) =>
      request.kind === 'result' ? [{ key: request.toolKey, tool: JSON.parse(request.toolText) }] : [],
    );
    expect(sent.map(({ key }) => key)).toEqual(['0', '0', '1']);
    expect(sent[2]!.tool.annotations).toMatchObject({ readOnlyHint: false });
    expect(checker.check).toMatchObject({ kind: 'done', outcome: { kind: 'checked', verdict: 'conforms' } });
    checker.dispose();
  });
});
