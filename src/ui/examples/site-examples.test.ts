import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildRecordFiles, type ResultRecord } from '../../core/index.ts';
import type { Fetcher } from '../records/fetch-verified.ts';
import { loadSiteExamples, readResultRecord } from './site-examples.ts';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const call = { op: 'call_tool', name: 'count_rows', arguments: { table: 'notes' } } as const;
const EXAMPLES: ResultRecord[] = [
  {
    id: 'ok',
    title: { en: 'Counts notes', ko: '노트 세기' },
    call,
    result: { content: [], structuredContent: { n: 3 } },
    verdict: 'conforms',
  },
  { id: 'plain', title: { en: 'Without a result', ko: 'Without a result' }, call },
];

/** The records folder the site builder writes for an MCP list with these examples, served from `./r/`. */
function site(examples?: readonly ResultRecord[]): Map<string, string> {
  const source = { catalogValue: { tools: [] }, kind: 'mcp' as const, catalog: null, calls: [] };
  return buildRecordFiles(examples ? { ...source, examples } : source, sha256);
}

const serve =
  (files: Map<string, string>): Fetcher =>
  async (url) =>
    url.startsWith('./r/') && files.has(url.slice(4))
      ? new Response(files.get(url.slice(4)))
      : new Response('missing', { status: 404 });

describe('loadSiteExamples', () => {
  it('reads the examples the manifest names, after checking their SHA-256', async () => {
    expect(await loadSiteExamples(serve(site(EXAMPLES)), './r/')).toEqual({ ok: true, examples: EXAMPLES });
  });

  it('gives no examples for a site built without any', async () => {
    expect(await loadSiteExamples(serve(site()), './r/')).toEqual({ ok: true, examples: [] });
  });

  it('refuses an examples file whose bytes differ from the manifest', async () => {
    const files = site(EXAMPLES);
    files.set('examples.json', files.get('examples.json')!.replace('"conforms"', '"error_result"'));
    expect(await loadSiteExamples(serve(files), './r/')).toMatchObject({
      ok: false,
      error: { file: 'examples.json', reason: 'digest' },
    });
  });

  it('refuses an examples file that matches its digest but is not a list of examples', async () => {
    const files = site([]);
    const text = '{"examples": []}\n';
    const manifest = JSON.parse(files.get('manifest.json')!) as Record<string, unknown>;
    files.set('examples.json', text);
    files.set(
      'manifest.json',
      JSON.stringify({ ...manifest, examples: { file: 'examples.json', sha256: sha256(text) } }),
    );
    expect(await loadSiteExamples(serve(files), './r/')).toEqual({
      ok: false,
      error: { file: 'examples.json', reason: 'shape' },
    });
  });

  it('says which file could not be fetched', async () => {
    const files = site(EXAMPLES);
    files.delete('examples.json');
    expect(await loadSiteExamples(serve(files), './r/')).toMatchObject({
      ok: false,
      error: { file: 'examples.json', reason: 'network' },
    });
  });
});

describe('readResultRecord', () => {
  const ok = EXAMPLES[0]!;
  it.each([
    ['a call that is not call_tool', { ...ok, call: { ...call, op: 'discover' } }],
    ['a call without arguments', { ...ok, call: { op: 'call_tool', name: 'count_rows' } }],
    ['a verdict without a result', { id: 'x', title: ok.title, call, verdict: 'conforms' }],
    ['a result without a verdict', { id: 'x', title: ok.title, call, result: {} }],
    ['a verdict the build never records', { ...ok, verdict: 'defective' }],
    ['a title without Korean', { ...ok, title: { en: 'x' } }],
  ])('refuses %s', (_, value) => {
    expect(readResultRecord(value)).toBeNull();
  });

  it('keeps an error result and its verdict', () => {
    const error = { ...ok, result: { content: [], isError: true }, verdict: 'error_result' };
    expect(readResultRecord(error)).toEqual(error);
  });
});
