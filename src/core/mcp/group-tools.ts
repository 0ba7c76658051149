import type { McpGroup } from './types.ts';

// The separators MCP servers use between a namespace and an action: snake, dotted, path, colon, kebab.
const PREFIX = /^([^_./:-]+)[_./:-]/;

/** The part of a tool name before its first `_`, `.`, `/`, `:` or `-`; the whole name when it has none. */
export function namePrefix(name: string): string {
  return PREFIX.exec(name)?.[1] ?? name;
}

/**
 * Groups tool names by their prefix (see namePrefix): a prefix shared by two or more tools is a group,
 * in order of first appearance; tools whose prefix no other tool shares go to one last group, `null`.
 */
export function groupTools(names: readonly string[]): McpGroup[] {
  const byPrefix = new Map<string, string[]>();
  for (const name of names) {
    const prefix = namePrefix(name);
    const members = byPrefix.get(prefix);
    if (members) members.push(name);
    else byPrefix.set(prefix, [name]);
  }
  const groups: McpGroup[] = [];
  const other: string[] = [];
  for (const [prefix, members] of byPrefix) {
    if (members.length > 1) groups.push({ name: prefix, tools: members });
    else other.push(members[0]!);
  }
  // a lone prefix first appears with its only tool, so `other` is already in list order
  if (other.length > 0) groups.push({ name: null, tools: other });
  return groups;
}
