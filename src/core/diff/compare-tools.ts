import { MCP_HINTS } from '../mcp/read-tool.ts';
import type { McpHint } from '../mcp/types.ts';
import { appendPointer } from '../pointer.ts';
import { diffSchemas } from './diff-schemas.ts';
import { changeMessage } from './messages.ts';
import type { Callers, DiffChange, DiffOptions, DiffReport, DiffTool } from './types.ts';

/** The hint value that promises less to a host's policy: a change towards it weakens the promise. */
const WEAKER: Readonly<Record<McpHint, boolean>> = {
  readOnlyHint: false,
  destructiveHint: true,
  idempotentHint: false,
  openWorldHint: true,
};

/**
 * Every change from one version of a tool list to the next, in the old list's order and then the added
 * tools in the new list's order, and how many break callers (undecided ones count), under the assumption
 * about callers the options name (`declared` by default). Pure: the page and the command line call the
 * same function.
 */
export function diffTools(
  before: readonly DiffTool[],
  after: readonly DiffTool[],
  options: DiffOptions = {},
): DiffReport {
  const callers = options.callers ?? 'declared';
  const afterByName = new Map(after.map((tool) => [tool.name, tool]));
  const beforeNames = new Set(before.map((tool) => tool.name));
  const changes: DiffChange[] = [];
  for (const tool of before) {
    const next = afterByName.get(tool.name);
    if (next === undefined) changes.push(toolChange(tool.name, 'removed', true));
    else for (const change of diffTool(tool, next, callers)) changes.push(change);
  }
  for (const tool of after) {
    if (!beforeNames.has(tool.name)) changes.push(toolChange(tool.name, 'added', false));
  }
  return { callers, breaking: changes.filter((change) => change.breaking !== false).length, changes };
}

/** A whole tool added or removed. */
function toolChange(tool: string, kind: 'added' | 'removed', breaking: boolean): DiffChange {
  const name = `tool_${kind}`;
  const params = { tool };
  return { tool, kind, pointer: '', class: name, breaking, params, message: changeMessage(name, params) };
}

/** The changes of one tool present in both versions, under an assumption about callers. */
export function diffTool(before: DiffTool, after: DiffTool, callers: Callers = 'declared'): DiffChange[] {
  const tool = before.name;
  const changes: DiffChange[] = [];
  for (const [kind, key] of [
    ['input', 'inputSchema'],
    ['output', 'outputSchema'],
  ] as const) {
    for (const change of diffSchemas(before[kind], after[kind], kind, callers)) {
      changes.push({ tool, kind, ...change, pointer: `/${key}${change.pointer}` });
    }
  }
  for (const hint of MCP_HINTS) {
    const [was, now] = [before.hints[hint], after.hints[hint]];
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
