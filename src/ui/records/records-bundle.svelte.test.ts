import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Fetcher } from './fetch-verified.ts';
import { RecordsBundle } from './records-bundle.svelte.ts';

const folder = new URL('../../../public/records/', import.meta.url);

/** Serves the committed record files, or answers 404 for `missing`. */
function serve(missing?: string): Fetcher {
  return async (url) => {
    const file = url.replace('./records/', '');
    return file === missing
      ? new Response('', { status: 404 })
      : new Response(readFileSync(new URL(file, folder)));
  };
}

describe('RecordsBundle', () => {
  it('keeps the verified records, and stays loading until the page says it is ready', async () => {
    const bundle = new RecordsBundle();
    const loaded = await bundle.load(serve());
    expect(loaded?.catalog).not.toBeNull();
    expect(bundle.records.length).toBeGreaterThan(0);
    expect(bundle.records.every((record) => record.ok)).toBe(true);
    expect([bundle.status, bundle.problem]).toEqual(['loading', null]);
  });

  it('is refused, with the file and the reason, when the manifest cannot be fetched', async () => {
    const bundle = new RecordsBundle();
    expect(await bundle.load(serve('manifest.json'))).toBeNull();
    expect(bundle.status).toBe('failed');
    expect(bundle.problem).toMatchObject({ file: 'manifest.json' });
    expect(bundle.records).toEqual([]);
  });
});
