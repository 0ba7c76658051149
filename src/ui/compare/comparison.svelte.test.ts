import { describe, expect, it } from 'vitest';
import { loadMcpToolsList, type McpCatalog } from '../../core/index.ts';
import { mcpInUse } from '../import/import-jobs.ts';
import { diffTexts, RequestHandler } from '../import/handle-request.ts';
import type { WorkerReply, WorkerRequest } from '../import/protocol.ts';
import type { Answer, RequestBody } from '../import/worker-client.ts';
import { catalogValue } from './catalog-value.ts';
import { Comparison } from './comparison.svelte.ts';

const OLD = {
  tools: [
    {
      name: 'search',
      description: 'Searches.',
      annotations: { readOnlyHint: true },
      inputSchema: { type: 'object', properties: { q: { type: 'string' } } },
    },
    { name: 'purge', inputSchema: { type: 'object' } },
  ],
};
const NEW = {
  tools: [
    {
      name: 'search',
      description: 'Searches the index.',
      annotations: { readOnlyHint: true },
      inputSchema: { type: 'object', properties: { q: { type: 'string', maxLength: 5 } }, required: ['q'] },
      outputSchema: { type: 'object' },
    },
  ],
};

function mcp(value: unknown): McpCatalog {
  const loaded = loadMcpToolsList(value);
  if (!loaded.ok) throw new Error('fixture refused');
  return loaded.value;
}

/** Answers in this thread what the schema worker would, and keeps the requests. */
function localWorker() {
  const requests: RequestBody[] = [];
  const ask = async (request: RequestBody): Promise<Answer<WorkerReply>> => {
    requests.push(request);
    return { kind: 'answered', reply: new RequestHandler().answer({ ...request, id: 1 } as WorkerRequest) };
  };
  return { ask, requests };
}

describe('catalogValue', () => {
  it('rebuilds an MCP list that the diff finds unchanged from the list it was read from', () => {
    const list = mcp(NEW);
    const value = catalogValue(mcpInUse(list, null));
    const outcome = diffTexts(JSON.stringify(NEW), JSON.stringify(value));
    expect(outcome).toEqual({ ok: true, report: { callers: 'declared', breaking: 0, changes: [] } });
  });
});

describe('diffTexts', () => {
  it('runs the core diff: a removed tool and a new required property break, with a counterexample', () => {
    const outcome = diffTexts(JSON.stringify(OLD), JSON.stringify(NEW));
    if (!outcome.ok) throw new Error('diff refused');
    const classes = outcome.report.changes.map((change) => [change.tool, change.class, change.breaking]);
    expect(classes).toContainEqual(['purge', 'tool_removed', true]);
    expect(classes).toContainEqual(['search', 'required_added', true]);
    const required = outcome.report.changes.find((change) => change.class === 'required_added');
    expect(required?.counterexample).toEqual({});
  });

  it('names the side it could not read, with the JSON syntax problem', () => {
    const outcome = diffTexts('{"tools": [', JSON.stringify(NEW));
    expect(outcome).toMatchObject({ ok: false, side: 'old', error: { code: 'INVALID_JSON' } });
    expect(outcome.ok === false && outcome.syntax?.line).toBe(1);
    expect(diffTexts(JSON.stringify(OLD), '{"tools": 3}')).toMatchObject({
      ok: false,
      side: 'new',
      error: { code: 'INVALID_TOOLS_LIST', path: '/tools' },
    });
  });
});

describe('Comparison', () => {
  it('diffs the loaded text as the old version against the catalog in use, and the other way once swapped', async () => {
    const worker = localWorker();
    const comparison = new Comparison(() => JSON.stringify(NEW), worker.ask);
    expect(await comparison.compareText(JSON.stringify(OLD), 'v1.json')).toBe(true);
    expect(comparison.origin).toBe('v1.json');
    expect(worker.requests[0]).toMatchObject({ kind: 'diff', oldText: JSON.stringify(OLD) });
    expect(comparison.report?.changes.some((change) => change.class === 'tool_removed')).toBe(true);
    await comparison.swap();
    expect(comparison.isSwapped).toBe(true);
    expect(worker.requests[1]).toMatchObject({ kind: 'diff', newText: JSON.stringify(OLD) });
    expect(comparison.report?.changes.some((change) => change.class === 'tool_added')).toBe(true);
  });

  it('keeps the last comparison and reports the refused side when a text cannot be read', async () => {
    const worker = localWorker();
    const comparison = new Comparison(() => JSON.stringify(NEW), worker.ask);
    await comparison.compareText(JSON.stringify(OLD), 'v1.json');
    const before = comparison.report;
    expect(await comparison.compareText('[{"name": 1}]', null)).toBe(false);
    expect(comparison.problem).toMatchObject({ side: 'old', problem: { kind: 'refused' } });
    expect(comparison.report).toBe(before);
    expect(comparison.origin).toBe('v1.json');
  });

  it('passes a stopped worker on as the import does', async () => {
    const ask = async (): Promise<Answer<WorkerReply>> => ({ kind: 'stopped', afterMs: 15_000 });
    const comparison = new Comparison(() => '[]', ask);
    expect(await comparison.compareText('[]', null)).toBe(false);
    expect(comparison.problem).toEqual({ side: null, problem: { kind: 'stopped', afterMs: 15_000 } });
    expect(comparison.isLoading).toBe(false);
  });
});
