import { describe, expect, it } from 'vitest';
import { loadMcpToolsList, mcpTool, type Tool } from '../../core/index.ts';
import { RequestHandler } from '../import/handle-request.ts';
import type { PostedRequest } from '../import/protocol.ts';
import { ResultChecker } from './result-check.svelte.ts';
import type { WorkerLike } from '../import/worker-client.ts';

/** A worker that answers in this thread, as the schema worker does, and keeps what it was sent. */
class EchoWorker implements WorkerLike {
  readonly sent: PostedRequest[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  readonly #handler = new RequestHandler();

  postMessage(message: unknown): void {
    const request = message as PostedRequest;
    this.sent.push(request);
    void this.#handler
      .answerPosted(request)
      .then((reply) => this.onmessage?.({ data: reply } as MessageEvent));
  }

  terminate(): void {}
}

function listedTool(annotations: Record<string, unknown>): Tool {
  const outputSchema = { type: 'object', properties: { n: { type: 'integer' } }, required: ['n'] };
  const tool = { name: 'count', inputSchema: { type: 'object' }, outputSchema, annotations };
  const loaded = loadMcpToolsList({ tools: [tool] });
  if (!loaded.ok) throw new Error(loaded.error.message);
  return mcpTool(loaded.value.tools[0]!);
}

describe('ResultChecker', () => {
  it('sends each tool object’s output half once under its own key: the same output schema in two lists is two tools', async () => {
    const worker = new EchoWorker();
    const checker = new ResultChecker(() => worker);
    const first = listedTool({ readOnlyHint: true });
    const second = listedTool({ readOnlyHint: false });
    await checker.setText(first, '{"content": [], "structuredContent": {"n": 1}}');
    await checker.setText(first, '{"content": [], "structuredContent": {"n": "one"}}');
    await checker.setText(second, '{"content": [], "structuredContent": {"n": 2}}');
    const sent = worker.sent.flatMap((request) =>
      request.kind === 'result' ? [{ key: request.outputKey, output: JSON.parse(request.outputText) }] : [],
    );
    expect(sent.map(({ key }) => key)).toEqual(['0', '0', '1']);
    // only what the check reads of a tool crosses: its output schema and whether that can be checked
    expect(sent[2]!.output).toEqual({ outputSchema: second.outputSchema, outputCheck: second.outputCheck });
    expect(checker.check).toMatchObject({ kind: 'done', outcome: { kind: 'checked', verdict: 'conforms' } });
    checker.dispose();
  });
});
