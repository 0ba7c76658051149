import { refuse } from '../wording/refuse.ts';
import { appendPointer } from '../pointer.ts';
import { ok, type Result } from '../result.ts';
import { groupByNamePart } from '../search/group-by.ts';
import { IMPORT_LIMITS } from './limits.ts';
import { hasOwnKey, isPlainObject, ownValue, valueKind } from '../json-value.ts';
import { readTool, readToolHead, type ToolHead } from './read-tool.ts';
import type { McpCatalog, McpGroup } from './types.ts';

/**
 * Checks an MCP `tools/list` result — `{ tools, nextCursor? }` or that object as a JSON-RPC response's
 * `result`. Only a defect of the list itself refuses it whole, with a JSON pointer: not an object, no
 * `tools` array, too many tools, an entry that is no tool (not an object, no usable name), a name listed
 * twice. A defect inside one tool marks that tool, which stays listed as not checkable (see SchemaCheck).
 */
export function loadMcpToolsList(value: unknown): Result<McpCatalog> {
  const list = readList(value, readTool);
  if (!list.ok) return list;
  const { tools, cursor } = list.value;
  const { groups, groupOf } = namePartGroups(tools);
  return ok({
    tools: tools.map((tool) => ({ ...tool, group: groupOf(tool.name) })),
    groups,
    nextCursor: cursor ?? null,
  });
}

/** The groups of a list's tools by name part (see groupByNamePart), and the group of each tool by name. */
export function namePartGroups(tools: readonly { name: string }[]): {
  groups: McpGroup[];
  groupOf: (name: string) => string | null;
} {
  const groups = groupByNamePart(tools.map((tool) => tool.name));
  const byName = new Map(groups.flatMap((group) => group.tools.map((name) => [name, group.name] as const)));
  return { groups, groupOf: (name) => byName.get(name) ?? null };
}

/**
 * The same list checks as loadMcpToolsList, with each tool read without its schemas (see readToolHead), so
 * nothing is compiled: `importToolCatalog` makes tools of the heads that compile on first need.
 */
export function loadMcpToolHeads(value: unknown): Result<ToolHead[]> {
  const list = readList(value, readToolHead);
  return list.ok ? ok(list.value.tools) : list;
}

/** The list's envelope, its `nextCursor` and its tools, each read by `readItem`. */
function readList<T extends { name: string }>(
  value: unknown,
  readItem: (item: unknown, path: string) => Result<T>,
): Result<{ tools: T[]; cursor: string | undefined }> {
  const list = unwrapEnvelope(value);
  if (!list.ok) return list;
  const { body, path } = list.value;
  const cursor = ownValue(body, 'nextCursor');
  if (cursor !== undefined && typeof cursor !== 'string') {
    return refuse('INVALID_TOOLS_LIST', appendPointer(path, 'nextCursor'), 'wrong_type', {
      expected: ['string'],
      received: valueKind(cursor),
    });
  }
  const tools = readTools(ownValue(body, 'tools'), appendPointer(path, 'tools'), readItem);
  return tools.ok ? ok({ tools: tools.value, cursor }) : tools;
}

/** The object that holds `tools`, and its pointer: the value itself, or a JSON-RPC response's `result`. */
function unwrapEnvelope(value: unknown): Result<{ body: Record<string, unknown>; path: string }> {
  if (!isPlainObject(value)) {
    return refuse('INVALID_TOOLS_LIST', '', 'not_an_object', {
      subject: 'tools_list',
      received: valueKind(value),
    });
  }
  const isJsonRpc = hasOwnKey(value, 'jsonrpc') || hasOwnKey(value, 'result') || hasOwnKey(value, 'error');
  if (!isJsonRpc || hasOwnKey(value, 'tools')) return ok({ body: value, path: '' });
  if (ownValue(value, 'jsonrpc') !== '2.0') {
    return refuse('INVALID_TOOLS_LIST', '/jsonrpc', 'not_jsonrpc_2', {});
  }
  if (hasOwnKey(value, 'error')) {
    return refuse('INVALID_TOOLS_LIST', '/error', 'jsonrpc_error', {});
  }
  const result = ownValue(value, 'result');
  if (!isPlainObject(result)) {
    return refuse('INVALID_TOOLS_LIST', '/result', 'not_an_object', {
      subject: 'jsonrpc_result',
      received: valueKind(result),
    });
  }
  return ok({ body: result, path: '/result' });
}

function readTools<T extends { name: string }>(
  tools: unknown,
  path: string,
  readItem: (item: unknown, path: string) => Result<T>,
): Result<T[]> {
  if (!Array.isArray(tools))
    return refuse('INVALID_TOOLS_LIST', path, 'wrong_type', {
      expected: ['array'],
      received: valueKind(tools),
    });
  if (tools.length > IMPORT_LIMITS.maxTools) {
    return refuse('CATALOG_TOO_LARGE', path, 'too_many_tools', {
      limit: IMPORT_LIMITS.maxTools,
      count: tools.length,
    });
  }
  const read: T[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < tools.length; i++) {
    const tool = readItem(tools[i], appendPointer(path, i));
    if (!tool.ok) return tool;
    if (seen.has(tool.value.name)) {
      const at = appendPointer(appendPointer(path, i), 'name');
      return refuse('DUPLICATE_TOOL', at, 'duplicate_name', { name: tool.value.name });
    }
    seen.add(tool.value.name);
    read.push(tool.value);
  }
  return ok(read);
}
