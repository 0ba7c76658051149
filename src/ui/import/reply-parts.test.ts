import { describe, expect, it } from 'vitest';
import type { McpTool } from '../../core/index.ts';
import { RequestHandler } from './handle-request.ts';
import type { WorkerReply } from './protocol.ts';
import { PART_CHARS, isToolPart, packReply, withTools, type WorkerPost } from './reply-parts.ts';

/** An MCP list of `count` tools whose descriptions are `chars` long. */
function mcpText(count: number, chars: number): string {
  const tools = Array.from({ length: count }, (_, i) => ({
    name: `bulk_${i}`,
    description: 'x'.repeat(chars),
    inputSchema: { type: 'object', properties: { q: { type: 'string', maxLength: 50 } } },
  }));
  return JSON.stringify({ tools });
}

/** The page's side: the parts' tools, in order, put back into the reply that follows them. */
function unpack(posts: WorkerPost[]): unknown {
  const tools = posts.filter(isToolPart).flatMap((post) => JSON.parse(post.toolPart) as McpTool[]);
  const last = posts.at(-1);
  if (typeof last !== 'string') throw new Error('the reply comes last, as JSON text');
  return withTools(JSON.parse(last) as WorkerReply, tools);
}

describe('a worker reply in parts', () => {
  it('sends a short reply as its JSON text alone', () => {
    const reply = new RequestHandler().answer({ id: 3, kind: 'load', text: mcpText(3, 10) });
    expect(packReply(reply)).toEqual([JSON.stringify(reply)]);
  });

  it('sends a long MCP list ahead of its reply in parts of about PART_CHARS and puts it back as it was', () => {
    const reply = new RequestHandler().answer({ id: 4, kind: 'load', text: mcpText(1000, 4000) });
    const posts = packReply(reply);
    const parts = posts.filter(isToolPart);
    expect(parts.length).toBeGreaterThanOrEqual(10);
    expect(parts).toHaveLength(posts.length - 1);
    expect(parts.every((part) => part.id === 4)).toBe(true);
    for (const part of parts.slice(0, -1)) {
      expect(part.toolPart.length).toBeGreaterThanOrEqual(PART_CHARS);
      expect(part.toolPart.length).toBeLessThan(PART_CHARS + 6000);
    }
    expect((posts.at(-1) as string).length).toBeLessThan(PART_CHARS);
    expect(unpack(posts)).toEqual(JSON.parse(JSON.stringify(reply)));
  });

  it('leaves a refusal and every other reply whole', () => {
    const refused = new RequestHandler().answer({ id: 6, kind: 'load', text: '{"tools": 1}' });
    expect(packReply(refused)).toEqual([JSON.stringify(refused)]);
    expect(isToolPart(JSON.stringify(refused))).toBe(false);
    expect(isToolPart({ id: 1, kind: 'started', at: 0 })).toBe(false);
  });
});
