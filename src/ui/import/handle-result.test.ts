import { describe, expect, it } from 'vitest';
import { loadMcpToolsList, mcpTool, type Tool } from '../../core/index.ts';
import { MAX_RESULT_PROBLEMS, RequestHandler } from './handle-request.ts';

function toolOf(extra: Record<string, unknown>): Tool {
  const loaded = loadMcpToolsList({ tools: [{ name: 'count', inputSchema: { type: 'object' }, ...extra }] });
  if (!loaded.ok) throw new Error(loaded.error.message);
  return mcpTool(loaded.value.tools[0]!);
}

/** One worker's handler for every check here, so its cache of output schemas is kept between them. */
const handler = new RequestHandler();

function checkResult(tool: Tool, result: unknown, key = 'k') {
  const text = typeof result === 'string' ? result : JSON.stringify(result);
  const request = {
    id: 1,
    kind: 'result',
    outputKey: key,
    outputText: JSON.stringify({ outputSchema: tool.outputSchema, outputCheck: tool.outputCheck }),
    resultText: text,
  } as const;
  const reply = handler.answer(request);
  if (reply.kind !== 'result') throw new Error('not a result reply');
  // what crosses to the page is plain JSON
  return JSON.parse(JSON.stringify(reply.outcome)) as typeof reply.outcome;
}

const counted = toolOf({
  outputSchema: { type: 'object', properties: { n: { type: 'integer' } }, required: ['n'] },
});

describe('RequestHandler result', () => {
  it('judges a result against the tool sent as JSON text, as checkToolResult does', () => {
    expect(checkResult(counted, { content: [], structuredContent: { n: 1 } })).toEqual({
      kind: 'checked',
      verdict: 'conforms',
      checkedOutput: true,
      problems: [],
      total: 0,
      outputDefect: null,
    });
    expect(checkResult(counted, { content: [], structuredContent: { n: 'x' } })).toMatchObject({
      verdict: 'defective',
      problems: [{ code: 'INVALID_STRUCTURED_CONTENT', path: '/structuredContent/n', keyword: 'type' }],
    });
    expect(checkResult(counted, { content: [], isError: true })).toMatchObject({ verdict: 'error_result' });
  });

  it('gives a JSON syntax problem with its line and column', () => {
    expect(checkResult(counted, '{\n  "content": [,]\n}')).toMatchObject({
      kind: 'syntax',
      problem: { line: 2 },
    });
  });

  it('recompiles when the tool changes under a new key, not the cached one', () => {
    checkResult(counted, { content: [], structuredContent: { n: 1 } }, 'a');
    const strings = toolOf({ outputSchema: { type: 'object', properties: { n: { type: 'string' } } } });
    expect(checkResult(strings, { content: [], structuredContent: { n: 1 } }, 'b')).toMatchObject({
      verdict: 'defective',
    });
  });

  it('sends at most the problem cap, with the total', () => {
    const many = Object.fromEntries(Array.from({ length: 150 }, (_, i) => [`k${i}`, 1]));
    const tool = toolOf({ outputSchema: { type: 'object', additionalProperties: false } });
    const outcome = checkResult(tool, { content: [], structuredContent: many }, 'c');
    if (outcome.kind !== 'checked') throw new Error('not checked');
    expect(outcome.problems).toHaveLength(MAX_RESULT_PROBLEMS);
    expect(outcome.total).toBeGreaterThan(MAX_RESULT_PROBLEMS);
  });
});
