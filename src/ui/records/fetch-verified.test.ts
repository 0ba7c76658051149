import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fetchJson, fetchVerified, sha256Hex, type Fetcher } from './fetch-verified.ts';

const body = '{"id":"single-tool"}';
const digest = createHash('sha256').update(body).digest('hex');
const serve =
  (files: Record<string, string>): Fetcher =>
  async (url) =>
    Object.hasOwn(files, url) ? new Response(files[url]) : new Response('missing', { status: 404 });

describe('sha256Hex', () => {
  it('agrees with Node', async () => {
    expect(await sha256Hex(new TextEncoder().encode(body).buffer as ArrayBuffer)).toBe(digest);
  });
});

describe('fetchVerified', () => {
  it('returns the parsed file when its digest matches', async () => {
    const result = await fetchVerified(serve({ './r/a.json': body }), './r/', {
      file: 'a.json',
      sha256: digest,
    });
    expect(result).toEqual({ ok: true, value: { id: 'single-tool' } });
  });

  it('refuses a file whose bytes differ by one character', async () => {
    const tampered = body.replace('single', 'singlE');
    const result = await fetchVerified(serve({ './r/a.json': tampered }), './r/', {
      file: 'a.json',
      sha256: digest,
    });
    expect(result).toMatchObject({
      ok: false,
      error: { file: 'a.json', reason: 'digest', expected: digest },
    });
  });

  it.each([
    ['a missing file', 'b.json', 'network'],
    ['a file name that leaves the folder', '../x.json', 'network'],
  ])('refuses %s', async (_, file, reason) => {
    const result = await fetchVerified(serve({ './r/a.json': body }), './r/', { file, sha256: digest });
    expect(result).toMatchObject({ ok: false, error: { reason } });
  });

  it('refuses bytes that match but are not JSON', async () => {
    const text = 'not json';
    const sha256 = createHash('sha256').update(text).digest('hex');
    const result = await fetchVerified(serve({ './r/a.json': text }), './r/', { file: 'a.json', sha256 });
    expect(result).toMatchObject({ ok: false, error: { reason: 'json' } });
  });
});

describe('fetchJson', () => {
  it('parses a file without a digest', async () => {
    expect(await fetchJson(serve({ './m.json': '[1]' }), './', 'm.json')).toEqual({ ok: true, value: [1] });
  });
});
