import { describe, expect, it } from 'vitest';
import { loadMcpToolsList, type McpCatalog } from '../../core/index.ts';
import { MAX_RESULT_PROBLEMS, RequestHandler } from './handle-request.ts';

/** A list of one tool, `count`, as the page gives it to the worker. */
function toolOf(extra: Record<string, unknown>): McpCatalog {
  const loaded = loadMcpToolsList({ tools: [{ name: 'count', inputSchema: { type: 'object' }, ...extra }] });
  if (!loaded.ok) throw new Error(loaded.error.message);
  return loaded.value;
}

/** One worker's handler for every check here, so its compiled output schema is kept between them. */
const handler = new RequestHandler();

/** Checks a result against `count` of `list`, which the handler is given only when it is not the one it holds. */
let held: McpCatalog | null = null;
function checkResult(list: McpCatalog, result: unknown, tool = 'count') {
  if (held !== list) handler.useTools({ kind: 'tools', listText: JSON.stringify(list) });
  held = list;
  const text = typeof result === 'string' ? result : JSON.stringify(result);
  const reply = handler.answer({ id: 1, kind: 'result', tool, resultText: text });
  if (reply.kind !== 'result') throw new Error('not a result reply');
  // what crosses to the page is plain JSON
  return JSON.parse(JSON.stringify(reply.outcome)) as typeof reply.outcome;
}

const counted = toolOf({
  outputSchema: { type: 'object', properties: { n: { type: 'integer' } }, required: ['n'] },
});

describe('RequestHandler result', () => {
  it('judges a result against the named tool of the list it holds, as checkToolResult does', () => {
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

  it('recompiles for the tool of a new list of the same name, not the one compiled before', () => {
    checkResult(counted, { content: [], structuredContent: { n: 1 } });
    const strings = toolOf({ outputSchema: { type: 'object', properties: { n: { type: 'string' } } } });
    expect(checkResult(strings, { content: [], structuredContent: { n: 1 } })).toMatchObject({
      verdict: 'defective',
    });
  });

  it('says a tool the list lacks is not held', () => {
    expect(checkResult(counted, { content: [] }, 'no_such_tool')).toEqual({
      kind: 'notHeld',
      tool: 'no_such_tool',
    });
  });

  it('sends at most the problem cap, with the total', () => {
    const many = Object.fromEntries(Array.from({ length: 150 }, (_, i) => [`k${i}`, 1]));
    const tool = toolOf({ outputSchema: { type: 'object', additionalProperties: false } });
    const outcome = checkResult(tool, { content: [], structuredContent: many });
    if (outcome.kind !== 'checked') throw new Error('not checked');
    expect(outcome.problems).toHaveLength(MAX_RESULT_PROBLEMS);
    expect(outcome.total).toBeGreaterThan(MAX_RESULT_PROBLEMS);
  });
});
