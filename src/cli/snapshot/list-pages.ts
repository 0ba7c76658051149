import {
  contractError,
  hasOwnKey,
  isJsonWithinDepth,
  isPlainObject,
  loadMcpToolsList,
  MAX_VALUE_DEPTH,
  ownValue,
  wordReason,
  type ContractError,
  type ErrorParams,
  type Result,
} from '../../core/index.ts';
import { pageRefusal, runFailure } from './failure.ts';

/**
 * Every tool of every page, in the server's order, or why reading stopped: a page the importer refuses,
 * a cursor given twice (`/nextCursor` of the page that repeats it) or a list longer than the page limit.
 */
export type PagesRead = Result<{ tools: unknown[]; pages: number }>;

/**
 * Follows `nextCursor` from the first page until a page has none. A cursor the server gave before would
 * loop forever, and a list longer than `maxPages` pages is refused instead of read without end.
 */
export async function listAllPages(
  requestPage: (cursor: string | undefined) => Promise<unknown>,
  maxPages: number,
): Promise<PagesRead> {
  const tools: unknown[] = [];
  const seen = new Set<string>();
  let cursor: string | undefined;
  for (let page = 1; ; page++) {
    const result = await requestPage(cursor);
    const error = pageError(result);
    if (error !== null) return { ok: false, error: pageRefusal(error, page) };
    const body = result as Record<string, unknown>; // pageError checked its shape
    for (const tool of ownValue(body, 'tools') as unknown[]) tools.push(tool);
    const next = ownValue(body, 'nextCursor') as string | undefined;
    if (next === undefined) return { ok: true, value: { tools, pages: page } };
    if (seen.has(next)) return fail('repeated_cursor', { page, cursor: next });
    if (page >= maxPages) return fail('too_many_pages', { limit: maxPages });
    seen.add(next);
    cursor = next;
  }
}

function fail(reason: 'repeated_cursor' | 'too_many_pages', params: ErrorParams): PagesRead {
  return { ok: false, error: runFailure('INVALID_TOOLS_LIST', '/nextCursor', reason, params) };
}

/**
 * Why a page is not a `tools/list` result, in the MCP importer's own words (its tools are judged later,
 * one by one, and never refuse the page), or null.
 */
function pageError(result: unknown): ContractError | null {
  if (!isPlainObject(result)) return errorOf(loadMcpToolsList(result));
  const tools = ownValue(result, 'tools');
  const cursor = hasOwnKey(result, 'nextCursor') ? { nextCursor: ownValue(result, 'nextCursor') } : {};
  const shape = errorOf(loadMcpToolsList({ tools: Array.isArray(tools) ? [] : tools, ...cursor }));
  if (shape !== null || isJsonWithinDepth(tools, 0, MAX_VALUE_DEPTH)) return shape;
  const params = { limit: MAX_VALUE_DEPTH, nested: 'value' };
  return contractError(
    'INVALID_TOOLS_LIST',
    '/tools',
    'too_deep',
    params,
    wordReason('too_deep', params, 'en'),
  );
}

function errorOf(loaded: ReturnType<typeof loadMcpToolsList>): ContractError | null {
  return loaded.ok ? null : loaded.error;
}
