// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCatalog, SYNTHETIC_CATALOG, type Catalog } from '../../core/index.ts';
import { PageState } from '../state/page.svelte.ts';
import { RequestHandler } from './handle-request.ts';
import { keepCatalog, keptCatalog, MAX_KEPT_CHARS } from './keep-catalog.ts';
import { CHECK_LIMIT_MS, type Importer } from './importer.svelte.ts';
import type { WorkerInput } from './protocol.ts';
import type { WorkerLike } from './worker-client.ts';

/**
 * A worker that holds what it is sent as the schema worker does, and starts and answers on the next tick,
 * or never answers when `isStuck` is set.
 */
class FakeWorker implements WorkerLike {
  static isStuck = false;
  /** The kinds of the messages every fake worker was sent, in order. */
  static sent: WorkerInput['kind'][] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  isTerminated = false;
  /** What this worker was sent, in order. */
  readonly inputs: WorkerInput[] = [];
  readonly #handler = new RequestHandler();

  postMessage(message: unknown): void {
    const request = message as WorkerInput;
    FakeWorker.sent.push(request.kind);
    this.inputs.push(request);
    if (request.kind === 'tools') {
      this.#handler.useTools(request);
      return;
    }
    const started = { id: request.id, kind: 'started', at: Date.now() };
    queueMicrotask(() => {
      if (!this.isTerminated) this.onmessage?.({ data: started } as MessageEvent);
    });
    if (FakeWorker.isStuck) return;
    void this.#handler.answerPosted(request).then((reply) => {
      if (!this.isTerminated) this.onmessage?.({ data: reply } as MessageEvent);
    });
  }

  terminate(): void {
    this.isTerminated = true;
  }
}

function loaded(items: unknown): Catalog {
  const result = loadCatalog(items);
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value;
}

const VISITOR = [
  { name: 'send_mail', family: 'mail', effect: 'change', enabled: true, fields: {} },
  { name: 'list_mail', family: 'mail', effect: 'read', enabled: true, fields: {} },
];
const MCP = {
  tools: [
    {
      name: 'word_check',
      inputSchema: {
        type: 'object',
        properties: { w: { type: 'string', pattern: '^(a+)+$' } },
        required: ['w'],
      },
    },
    {
      name: 'word_other',
      inputSchema: { type: 'object', properties: { d: { type: 'string', format: 7 } } },
    },
  ],
};

describe('Importer', () => {
  let page: PageState;
  let importer: Importer;
  let workers: FakeWorker[];

  beforeEach(() => {
    FakeWorker.isStuck = false;
    FakeWorker.sent = [];
    workers = [];
    history.replaceState(null, '', location.pathname);
    const createWorker = () => {
      const worker = new FakeWorker();
      workers.push(worker);
      return worker;
    };
    page = new PageState({ createWorker });
    page.showBuiltInExample({ id: 'synthetic', catalog: loaded(SYNTHETIC_CATALOG), descriptions: {} });
    importer = page.importer;
  });

  /** The MCP tool the page shows, which must be one. */
  function shown() {
    const tool = page.tool;
    if (page.format !== 'mcp' || !tool) throw new Error('an MCP tool must be shown');
    return tool;
  }
  afterEach(() => vi.useRealTimers());

  it('puts a valid scalar catalog in every view, keeps the language and view, and goes back to the synthetic one', async () => {
    page.views = [
      { id: 'schema', formats: ['scalar', 'mcp'] },
      { id: 'arguments', formats: ['scalar', 'mcp'] },
    ];
    page.setLang('ko', 'replace');
    page.selectView('arguments', 'replace');
    expect(await importer.loadText(JSON.stringify(VISITOR), 'mail.json')).toBe(true);
    expect(page.catalog).toMatchObject({ kind: 'scalar', origin: 'mail.json' });
    expect(page.scalarCatalog?.catalog.tools.map((tool) => tool.name)).toEqual(
      VISITOR.map((tool) => tool.name),
    );
    expect(page.selection.families.map((family) => family.name)).toEqual(['all', 'mail']);
    expect([page.lang, page.view]).toEqual(['ko', 'arguments']);
    expect(importer.news).toEqual({ key: 'import.loaded.scalar', params: { count: 2 }, about: 'scalar' });
    await importer.backToBuiltInExample();
    expect(page.catalog?.kind).toBe('synthetic');
    expect(page.scalarCatalog).toBe(page.synthetic);
    expect([page.lang, page.view]).toEqual(['ko', 'arguments']);
  });

  it('refuses a defective catalog whole and leaves the catalog in use alone', async () => {
    const broken = structuredClone(VISITOR);
    broken[1]!.name = broken[0]!.name;
    expect(await importer.loadText(JSON.stringify(broken), null)).toBe(false);
    expect(importer.problem).toMatchObject({
      kind: 'refused',
      error: { code: 'DUPLICATE_TOOL', path: '/1/name' },
    });
    expect(page.catalog).toEqual({ kind: 'synthetic', source: page.synthetic });
    expect(importer.news).toBeNull();
  });

  it('refuses a file over the size limit without reading it', async () => {
    const file = { size: 6 * 1024 * 1024, name: 'big.json', text: vi.fn() } as unknown as File;
    expect(await importer.loadFile(file)).toBe(false);
    expect(importer.problem).toMatchObject({ error: { code: 'CATALOG_TOO_LARGE' } });
    expect(file.text).not.toHaveBeenCalled();
    expect(workers).toHaveLength(0);
  });

  it('has the worker read a picked file, and keeps a small one for a reload', async () => {
    sessionStorage.clear();
    const text = JSON.stringify(MCP);
    expect(await importer.loadFile(new File([text], 'tools.json', { type: 'application/json' }))).toBe(true);
    expect(FakeWorker.sent[0]).toBe('loadFile');
    expect(page.tools?.tools.map((tool) => tool.name)).toEqual(MCP.tools.map((tool) => tool.name));
    expect(importer.isLoading).toBe(false);
    expect(importer.lastLoad).toEqual({ id: page.visitorId, isKept: true });
    expect(keptCatalog()).toEqual({ text, origin: 'tools.json', id: page.visitorId });
    expect(importer.notKeptKey(page.visitorId)).toBeNull();
  });

  it('does not read a file over the kept size on the page, and keeps nothing of it', async () => {
    keepCatalog(JSON.stringify(VISITOR), 'old.json', 1);
    const tool = { name: 'long', description: 'x'.repeat(MAX_KEPT_CHARS), inputSchema: { type: 'object' } };
    const file = new File([JSON.stringify({ tools: [tool] })], 'long.json');
    const read = vi.spyOn(file, 'text');
    expect(await importer.loadFile(file)).toBe(true);
    // once, in the worker
    expect(read).toHaveBeenCalledTimes(1);
    expect(importer.lastLoad).toEqual({ id: page.visitorId, isKept: false });
    expect(keptCatalog()).toBeNull();
    expect(importer.notKeptKey(page.visitorId)).toBe('import.notKept');
  });

  it('keeps only the catalog loaded last: an earlier one says so, and a reload brings back neither on its entries', async () => {
    sessionStorage.clear();
    expect(await importer.loadText(JSON.stringify(VISITOR), 'mail.json')).toBe(true);
    const first = page.visitorId;
    expect(await importer.loadText(JSON.stringify(MCP), 'words.json')).toBe(true);
    const last = page.visitorId;
    expect(first).not.toBe(last);
    expect(keptCatalog()).toMatchObject({ origin: 'words.json', id: last });
    expect(importer.notKeptKey(last)).toBeNull();
    expect(importer.notKeptKey(first)).toBe('import.notKeptEarlier');

    // a reload on the earlier catalog's entry: the kept text is another catalog's, so nothing comes back
    await importer.backToBuiltInExample();
    expect(await importer.restoreKept(first)).toBe(false);
    expect(page.catalog?.kind).toBe('synthetic');
    expect(importer.news).toMatchObject({ key: 'import.notRestored' });
    // on the last one's entry it comes back under the number its entries carry
    expect(await importer.restoreKept(last)).toBe(true);
    expect(page.catalog).toMatchObject({ kind: 'mcp', origin: 'words.json' });
    expect([page.visitorId, importer.lastLoad]).toEqual([last, { id: last, isKept: true }]);
  });

  it('shows an MCP list: first tool selected, sample arguments checked in the worker', async () => {
    const checked = vi.spyOn(importer, 'checkArguments');
    expect(await importer.loadText(JSON.stringify(MCP), null)).toBe(true);
    expect(page.catalog).toMatchObject({ kind: 'mcp', origin: null });
    expect(page.tools?.tools.map((tool) => tool.name)).toEqual(MCP.tools.map((tool) => tool.name));
    expect(page.toolName).toBe('word_check');
    // the selection holds no text of the visitor's; the worker checks the tool's sample
    await vi.waitFor(() => expect(checked).toHaveBeenCalled());
    expect(JSON.parse(checked.mock.lastCall![1])).toEqual({ w: '' });
    expect([page.selection.argsText, page.selection.isArgsEdited]).toEqual(['', false]);
    await vi.waitFor(() => expect(importer.checkOf(shown()).kind).toBe('done'));
    expect(importer.checkOf(shown())).toMatchObject({
      outcome: { kind: 'checked', result: { ok: false, issues: [{ path: '/w', keyword: 'pattern' }] } },
    });
  });

  it('gives the checking worker the text of the list once; each check names the tool and sends the text only', async () => {
    expect(await importer.loadText(JSON.stringify(MCP), null)).toBe(true);
    await vi.waitFor(() => expect(importer.checkOf(shown()).kind).toBe('done'));
    await importer.checkArguments(shown(), '{"w": "a"}');
    await importer.checkArguments(shown(), '{"w": "b"}');
    const checker = workers.find((worker) => worker.inputs.some((input) => input.kind === 'check'))!;
    expect(checker.inputs.map((input) => input.kind)).toEqual(['tools', 'check', 'check', 'check']);
    const [tools, ...checks] = checker.inputs;
    // the text the list was loaded from, as it is: the page's thread does not write the list out again
    expect(tools).toEqual({ kind: 'tools', listed: JSON.stringify(MCP) });
    expect(checks.at(-1)).toEqual({
      id: expect.any(Number),
      kind: 'check',
      tool: 'word_check',
      argsText: '{"w": "b"}',
    });
    // a list loaded next is given once more, before its first check
    expect(await importer.loadText(JSON.stringify({ tools: [MCP.tools[0]] }), null)).toBe(true);
    await vi.waitFor(() => expect(importer.checkOf(shown()).kind).toBe('done'));
    expect(checker.inputs.map((input) => input.kind).slice(4)).toEqual(['tools', 'check']);
    expect(importer.checkOf(shown())).toMatchObject({ outcome: { result: { ok: false } } });
  });

  it('does not send arguments of a tool whose schema is not checked', async () => {
    await importer.loadText(JSON.stringify(MCP), null);
    page.selectTool('word_other');
    expect(shown().schemaCheck).toMatchObject({
      isChecked: false,
      error: { code: 'INVALID_SCHEMA', path: '/properties/d/format' },
    });
    expect(shown().schemaProblem?.error).toMatchObject({ code: 'INVALID_SCHEMA' });
    await importer.checkArguments(shown(), '{}');
    expect(importer.checkOf(shown())).toEqual({ kind: 'idle' });
    expect(FakeWorker.sent).not.toContain('check');
  });

  it('sends a text once for its tool: the same text again keeps its answer', async () => {
    await importer.loadText(JSON.stringify(MCP), null);
    const tool = shown();
    await vi.waitFor(() => expect(importer.checkOf(tool).kind).toBe('done'));
    const checks = () => FakeWorker.sent.filter((kind) => kind === 'check').length;
    const before = checks();
    await importer.checkArguments(tool, '{"w": "a"}');
    await importer.checkArguments(tool, '{"w": "a"}');
    expect(checks()).toBe(before + 1);
    expect(importer.checkOf(tool)).toEqual({
      kind: 'done',
      outcome: { kind: 'checked', result: { ok: true, value: { w: 'a' } }, total: 0 },
    });
  });

  it('shows no late answer for a tool that is no longer shown, nor for a text replaced since', async () => {
    await importer.loadText(JSON.stringify(MCP), null);
    const tool = shown();
    const late = importer.checkArguments(tool, '{"w": "b"}');
    page.selectTool('word_other');
    await late;
    expect(page.toolName).toBe('word_other');
    expect(importer.checkOf(shown())).toEqual({ kind: 'idle' });

    const replaced = importer.checkArguments(tool, '{"w": "c"}');
    await importer.checkArguments(tool, '{"w": "aa"}');
    await replaced;
    expect(importer.checkOf(tool)).toEqual({
      kind: 'done',
      outcome: { kind: 'checked', result: { ok: true, value: { w: 'aa' } }, total: 0 },
    });
  });

  it('stops a check that outlives the limit and checks again on a fresh worker', async () => {
    await importer.loadText(JSON.stringify(MCP), null);
    const tool = shown();
    await vi.waitFor(() => expect(importer.checkOf(tool).kind).toBe('done'));
    vi.useFakeTimers();
    FakeWorker.isStuck = true;
    const stuck = importer.checkArguments(tool, JSON.stringify({ w: 'a'.repeat(40) + '!' }));
    expect(importer.checkOf(tool)).toEqual({ kind: 'checking' });
    await vi.advanceTimersByTimeAsync(CHECK_LIMIT_MS);
    await stuck;
    expect(importer.checkOf(tool)).toEqual({ kind: 'stopped', afterMs: CHECK_LIMIT_MS });
    const checker = workers.at(-2)!;
    expect(checker.isTerminated).toBe(true);
    FakeWorker.isStuck = false;
    await importer.checkArguments(tool, JSON.stringify({ w: 'aaa' }));
    expect(importer.checkOf(tool)).toEqual({
      kind: 'done',
      outcome: { kind: 'checked', result: { ok: true, value: { w: 'aaa' } }, total: 0 },
    });
    // the fresh worker was given the list before the check that named its tool
    expect(workers.at(-1)!.inputs.map((input) => input.kind)).toEqual(['tools', 'check']);
  });
});
