// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCatalog, SYNTHETIC_CATALOG, type Catalog } from '../../core/index.ts';
import type { Lang } from '../i18n/locale.svelte.ts';
import { PageState } from '../state/page.svelte.ts';
import { handleRequest } from './handle-request.ts';
import { CHECK_LIMIT_MS, Importer } from './importer.svelte.ts';
import type { WorkerRequest } from './protocol.ts';
import type { WorkerLike } from './worker-client.ts';

/** A worker that starts and answers through handleRequest on the next tick, or never answers when `isStuck` is set. */
class FakeWorker implements WorkerLike {
  static isStuck = false;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  isTerminated = false;

  postMessage(message: unknown): void {
    const request = message as WorkerRequest;
    const started = { id: request.id, kind: 'started', at: Date.now() };
    const reply = FakeWorker.isStuck ? null : handleRequest(request);
    queueMicrotask(() => {
      if (!this.isTerminated) this.onmessage?.({ data: started } as MessageEvent);
      if (reply && !this.isTerminated) this.onmessage?.({ data: reply } as MessageEvent);
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
    workers = [];
    history.replaceState(null, '', location.pathname);
    const locale = $state<{ lang: Lang }>({ lang: 'en' });
    page = new PageState({ locale });
    page.showSynthetic({ id: 'synthetic', catalog: loaded(SYNTHETIC_CATALOG), descriptions: {} });
    importer = new Importer(page, () => {
      const worker = new FakeWorker();
      workers.push(worker);
      return worker;
    });
  });
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
    expect(page.source?.catalog.tools.map((tool) => tool.name)).toEqual(VISITOR.map((tool) => tool.name));
    expect(page.selection.families.map((family) => family.name)).toEqual(['all', 'mail']);
    expect([page.lang, page.view]).toEqual(['ko', 'arguments']);
    expect(importer.news).toEqual({ key: 'import.loaded.scalar', params: { count: 2 }, about: 'scalar' });
    importer.backToSynthetic();
    expect(page.catalog?.kind).toBe('synthetic');
    expect(page.source).toBe(page.synthetic);
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

  it('shows an MCP list: first tool selected, sample arguments checked in the worker', async () => {
    expect(await importer.loadText(JSON.stringify(MCP), null)).toBe(true);
    expect(page.catalog).toMatchObject({ kind: 'mcp', origin: null });
    expect(importer.mcp?.tools.map((tool) => tool.name)).toEqual(MCP.tools.map((tool) => tool.name));
    expect(importer.mcpToolName).toBe('word_check');
    await vi.waitFor(() => expect(importer.argsText).not.toBe(''));
    expect(JSON.parse(importer.argsText)).toEqual({ w: '' });
    await vi.waitFor(() => expect(importer.check.kind).toBe('done'));
    expect(importer.check).toMatchObject({
      outcome: { kind: 'checked', issues: [{ path: '/w', keyword: 'pattern' }] },
    });
  });

  it('does not send arguments of a tool whose schema is not checked', async () => {
    await importer.loadText(JSON.stringify(MCP), null);
    importer.selectMcpTool('word_other');
    expect(importer.mcpTool?.schemaCheck).toMatchObject({
      isChecked: false,
      error: { code: 'INVALID_SCHEMA', path: '/properties/d/format' },
    });
    expect(importer.check).toEqual({ kind: 'idle' });
  });

  it('drops a late answer for a tool that is no longer shown', async () => {
    await importer.loadText(JSON.stringify(MCP), null);
    const late = importer.setArguments('{"w": "b"}');
    importer.selectMcpTool('word_other');
    await late;
    expect(importer.mcpToolName).toBe('word_other');
    expect(importer.check).toEqual({ kind: 'idle' });
  });

  it('stops a check that outlives the limit and checks again on a fresh worker', async () => {
    await importer.loadText(JSON.stringify(MCP), null);
    await vi.waitFor(() => expect(importer.check.kind).toBe('done'));
    vi.useFakeTimers();
    FakeWorker.isStuck = true;
    const stuck = importer.setArguments(JSON.stringify({ w: 'a'.repeat(40) + '!' }));
    expect(importer.check).toEqual({ kind: 'checking' });
    await vi.advanceTimersByTimeAsync(CHECK_LIMIT_MS);
    await stuck;
    expect(importer.check).toEqual({ kind: 'stopped', afterMs: CHECK_LIMIT_MS });
    const checker = workers.at(-2)!;
    expect(checker.isTerminated).toBe(true);
    FakeWorker.isStuck = false;
    await importer.setArguments(JSON.stringify({ w: 'aaa' }));
    expect(importer.check).toEqual({ kind: 'done', outcome: { kind: 'checked', issues: [], total: 0 } });
  });
});
