import { MCP_HINTS } from '../mcp/read-tool.ts';
import type { McpHint } from '../mcp/types.ts';
import { appendPointer } from '../pointer.ts';
import type { Tool, ToolCatalog } from '../tool/types.ts';
import { diffSchemas } from './diff-schemas.ts';
import { changeMessage } from './messages.ts';
import type { Callers, DiffChange, DiffOptions, DiffReport } from './types.ts';
import { callerHints, schemaSlot } from './tool-view.ts';

/** The hint value that promises less to a host's policy: a change towards it weakens the promise. */
const WEAKER: Readonly<Record<McpHint, boolean>> = {
  readOnlyHint: false,
  destructiveHint: true,
  idempotentHint: false,
  openWorldHint: true,
};

/**
 * Every change from one version of a catalog's tools to the next, in the old list's order and then the
 * added tools in the new list's order, and how many break callers (undecided ones count), under the
 * assumption about callers the options name (`declared` by default). A disabled tool cannot be called, so
 * it is left out: enabled → disabled reads as a removal. Pure: the page and the command line call the
 * same function.
 */
export function diffTools(
  before: ToolCatalog | readonly Tool[],
  after: ToolCatalog | readonly Tool[],
  options: DiffOptions = {},
): DiffReport {
  const callers = options.callers ?? 'declared';
  const [old, next] = [callable(before), callable(after)];
  const afterByName = new Map(next.map((tool) => [tool.name, tool]));
  const beforeNames = new Set(old.map((tool) => tool.name));
  const changes: DiffChange[] = [];
  for (const tool of old) {
    const now = afterByName.get(tool.name);
    if (now === undefined) changes.push(toolChange(tool.name, 'removed', true));
    else for (const change of diffTool(tool, now, callers)) changes.push(change);
  }
  for (const tool of next) {
    if (!beforeNames.has(tool.name)) changes.push(toolChange(tool.name, 'added', false));
  }
  return { callers, breaking: changes.filter((change) => change.breaking !== false).length, changes };
}

/** The tools a caller can call, in catalog order. */
function callable(tools: ToolCatalog | readonly Tool[]): readonly Tool[] {
  return ('tools' in tools ? tools.tools : tools).filter((tool) => tool.enabled);
}

/** A whole tool added or removed. */
function toolChange(tool: string, kind: 'added' | 'removed', breaking: boolean): DiffChange {
  const name = `tool_${kind}`;
  const params = { tool };
  return { tool, kind, pointer: '', class: name, breaking, params, message: changeMessage(name, params) };
}

/** The changes of one tool present in both versions, under an assumption about callers. */
export function diffTool(before: Tool, after: Tool, callers: Callers = 'declared'): DiffChange[] {
  const tool = before.name;
  const changes: DiffChange[] = [];
  for (const [kind, key] of [
    ['input', 'inputSchema'],
    ['output', 'outputSchema'],
  ] as const) {
    const [was, now] = [schemaSlot(before, kind), schemaSlot(after, kind)];
    for (const change of diffSchemas(was, now, kind, callers)) {
      changes.push({ tool, kind, ...change, pointer: `/${key}${change.pointer}` });
    }
  }
  const [hintsBefore, hintsAfter] = [callerHints(before), callerHints(after)];
  for (const hint of MCP_HINTS) {
    const [was, now] = [hintsBefore[hint], hintsAfter[hint]];
    if (was === now) continue;
    const isWeaker = now === WEAKER[hint];
    const name = isWeaker ? 'annotation_weakened' : 'annotation_strengthened';
    const params = { hint, before: String(was), after: String(now) };
    const pointer = appendPointer('/annotations', hint);
    const message = changeMessage(name, params);
    changes.push({ tool, kind: 'annotations', pointer, class: name, breaking: isWeaker, params, message });
  }
  for (const kind of ['title', 'description'] as const) {
    const [was, now] = [before[kind], after[kind]];
    if (was === now) continue;
    const params = { edit: was === null ? 'added' : now === null ? 'removed' : 'changed' };
    const name = `${kind}_changed`;
    const message = changeMessage(name, params);
    changes.push({ tool, kind, pointer: `/${kind}`, class: name, breaking: false, params, message });
  }
  return changes;
}
