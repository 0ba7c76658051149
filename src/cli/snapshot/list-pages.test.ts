import { describe, expect, it } from 'vitest';
import { listAllPages } from './list-pages.ts';
import { MAX_VALUE_DEPTH, wordReason } from '../../core/index.ts';

/** A server whose pages are given by cursor ('' for the first); records the cursors it was asked for. */
function pagesOf(pages: Record<string, unknown>) {
  const asked: (string | undefined)[] = [];
  const request = (cursor: string | undefined) => {
    asked.push(cursor);
    return Promise.resolve(pages[cursor ?? '']);
  };
  return { asked, request };
}

describe('listAllPages', () => {
  it('follows nextCursor until a page has none and keeps the tools in server order', async () => {
    const { asked, request } = pagesOf({
      '': { tools: [{ name: 'b' }, { name: 'a' }], nextCursor: 'two' },
      two: { tools: [], nextCursor: 'three' },
      three: { tools: [{ name: 'c' }] },
    });
    await expect(listAllPages(request, 100)).resolves.toEqual({
      ok: true,
      value: { tools: [{ name: 'b' }, { name: 'a' }, { name: 'c' }], pages: 3 },
    });
    expect(asked).toEqual([undefined, 'two', 'three']);
  });

  it('refuses a cursor the server gave before, without asking for it again', async () => {
    const { asked, request } = pagesOf({
      '': { tools: [], nextCursor: 'x' },
      x: { tools: [], nextCursor: 'y' },
      y: { tools: [], nextCursor: 'x' },
    });
    await expect(listAllPages(request, 100)).resolves.toMatchObject({
      ok: false,
      error: {
        code: 'INVALID_TOOLS_LIST',
        path: '/nextCursor',
        reason: 'repeated_cursor',
        params: { page: 3, cursor: 'x' },
      },
    });
    expect(asked).toEqual([undefined, 'x', 'y']);
  });

  it('stops at the page limit when the last page allowed still has a next cursor', async () => {
    let asked = 0;
    const endless = (cursor: string | undefined) => {
      asked++;
      return Promise.resolve({ tools: [], nextCursor: `${Number(cursor ?? 0) + 1}` });
    };
    await expect(listAllPages(endless, 5)).resolves.toMatchObject({
      ok: false,
      error: {
        code: 'INVALID_TOOLS_LIST',
        path: '/nextCursor',
        reason: 'too_many_pages',
        params: { limit: 5 },
      },
    });
    expect(asked).toBe(5);
  });

  it('accepts a list of exactly the page limit', async () => {
    const { request } = pagesOf({ '': { tools: [], nextCursor: 'last' }, last: { tools: [{ name: 'z' }] } });
    await expect(listAllPages(request, 2)).resolves.toMatchObject({ ok: true, value: { pages: 2 } });
  });

  it.each([
    ['a page that is not an object', ['tools'], '', 'not_an_object'],
    ['tools that are not a list', { tools: { name: 'a' } }, '/tools', 'wrong_type'],
    ['a cursor that is not a string', { tools: [], nextCursor: 2 }, '/nextCursor', 'wrong_type'],
  ])('refuses %s with the importer code and a pointer into the page', async (_name, page, path, reason) => {
    const { request } = pagesOf({ '': { tools: [{ name: 'a' }], nextCursor: 'p2' }, p2: page });
    const read = await listAllPages(request, 100);
    if (read.ok) throw new Error('the page must be refused');
    expect(read.error).toMatchObject({ code: 'INVALID_TOOLS_LIST', path, reason, params: { page: 2 } });
    expect(read.error.message).toMatch(/\.$/);
  });

  it('keeps malformed tools: only the page itself can refuse a page', async () => {
    const tools = [7, { name: '' }, { name: 'x', inputSchema: { type: 'strin' } }];
    const { request } = pagesOf({ '': { tools } });
    await expect(listAllPages(request, 1)).resolves.toEqual({ ok: true, value: { tools, pages: 1 } });
  });

  it('refuses tools nested deeper than the value limit, in bounded time', async () => {
    let deep: unknown = 0;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    const { request } = pagesOf({ '': { tools: [{ name: 'deep', inputSchema: deep }] } });
    const read = await listAllPages(request, 1);
    if (read.ok) throw new Error('the page must be refused');
    const { error } = read;
    expect(error).toMatchObject({ path: '/tools', reason: 'too_deep' });
    expect(error.params).toEqual({ limit: MAX_VALUE_DEPTH, nested: 'value', page: 1 });
    expect(error.message).toBe(wordReason('too_deep', { limit: MAX_VALUE_DEPTH, nested: 'value' }, 'en'));
  });
});
