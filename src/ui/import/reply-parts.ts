import type { McpTool } from '../../core/index.ts';
import type { LoadOutcome, WorkerReply } from './protocol.ts';

/**
 * A worker's reply on its way to the page. A reply travels as its JSON text; a loaded MCP list's tools go
 * ahead of it, as messages of their own with JSON texts of about `PART_CHARS` each, so the page copies and
 * reads a 5 MiB list in several short tasks rather than in one long one. The reply that follows them
 * carries the list without its tools.
 */
export type WorkerPost = string | ToolPart;

/** Some of a loaded MCP list's tools, in order, as the JSON text of an array. */
export interface ToolPart {
  id: number;
  toolPart: string;
}

/** About how much of a tool list's JSON text the page reads in one task. */
export const PART_CHARS = 256 * 1024;

/** What the worker posts for `reply`, in order: its JSON text, after a long MCP tool list's parts. */
export function packReply(reply: WorkerReply): WorkerPost[] {
  if (!isListLoad(reply)) return [JSON.stringify(reply)];
  const parts: ToolPart[] = [];
  let texts: string[] = [];
  let chars = 0;
  const cut = () => {
    parts.push({ id: reply.id, toolPart: `[${texts.join(',')}]` });
    texts = [];
    chars = 0;
  };
  for (const tool of reply.outcome.catalog.tools) {
    const text = JSON.stringify(tool);
    texts.push(text);
    chars += text.length;
    if (chars >= PART_CHARS) cut();
  }
  if (parts.length === 0) return [JSON.stringify(reply)];
  if (texts.length > 0) cut();
  return [...parts, JSON.stringify(withTools(reply, []))];
}

/** Whether a worker's message is one part of a tool list. */
export function isToolPart(data: unknown): data is ToolPart {
  return typeof data === 'object' && data !== null && 'toolPart' in data && 'id' in data;
}

/** The reply that followed tool parts, with the tools they brought put back in its MCP list. */
export function withTools(reply: WorkerReply, tools: readonly McpTool[]): WorkerReply {
  if (!isListLoad(reply)) return reply;
  return { ...reply, outcome: { ...reply.outcome, catalog: { ...reply.outcome.catalog, tools } } };
}

/** A load reply that brings an MCP list. */
type ListLoad = Extract<WorkerReply, { kind: 'load' }> & { outcome: Extract<LoadOutcome, { format: 'mcp' }> };

function isListLoad(reply: WorkerReply): reply is ListLoad {
  return reply.kind === 'load' && reply.outcome.ok && reply.outcome.format === 'mcp';
}
