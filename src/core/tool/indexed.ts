import { ok, type Result } from '../result.ts';
import type { ToolGroup } from '../search/group-by.ts';
import type { Tool, ToolCatalog } from './types.ts';

/** Tools with their groups and lookups; a name no enabled tool has gets the format's refusal. */
export function indexed(
  format: ToolCatalog['format'],
  tools: readonly Tool[],
  groups: readonly ToolGroup[],
  refuse: (name: string) => Result<never>,
): ToolCatalog {
  const byName = new Map(tools.map((tool) => [tool.name, tool]));
  return Object.freeze({
    format,
    tools: Object.freeze(tools),
    groups,
    has: (name: string) => byName.has(name),
    get: (name: string) => byName.get(name),
    find(name: string): Result<Tool> {
      const tool = byName.get(name);
      return tool?.enabled ? ok(tool) : refuse(name);
    },
  });
}
