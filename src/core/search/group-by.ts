import { COMMON_VERBS, JOINING_WORDS, nameParts, singular } from './name-parts.ts';

/** Tools listed together under a name; `name` null is the group of tools that fit no other. */
export interface ToolGroup {
  readonly name: string | null;
  readonly tools: readonly string[];
}

/**
 * What a hint grouping needs of a tool: its name and the two hints as the server stated them (null:
 * unstated); a tool with no hints at all (a scalar tool's effect says it instead) goes with the unstated.
 */
export interface HintedTool {
  readonly name: string;
  readonly hints: { readonly readOnlyHint: boolean | null; readonly destructiveHint: boolean | null } | null;
}

/** The groups a reader can switch between; `author` only where the catalog's author gave groups. */
export type Grouping = 'alphabet' | 'name' | 'hint' | 'author';

/** The hint groups, in the order they are listed; tools that are neither go to the last group, null. */
export const HINT_GROUPS = ['read-only', 'destructive'] as const;

/**
 * Tools grouped by the first letter of their name, A to Z, names sorted inside each group; names that do
 * not start with a letter go to a last group, null.
 */
export function groupAlphabetically(names: readonly string[]): ToolGroup[] {
  const sorted = [...names].sort(compareNames);
  const groups = collect(sorted, (name) => {
    const first = [...name][0] ?? '';
    return /\p{L}/u.test(first) ? first.toUpperCase() : null;
  });
  return [...groups].sort((a, b) => compareNames(a.name ?? '\u{10FFFF}', b.name ?? '\u{10FFFF}'));
}

/**
 * Tools grouped by what their name is about: the first word after a leading verb, plural folded, so
 * `get_issue`, `list_issues` and `issue_read` share `issue` and `browser_navigate` goes to `browser`.
 * A group whose tools all continue with the same word is named by both (`pull request`). Groups are in
 * order of first appearance; a word no other tool shares sends its tool to one last group, null. A prefix
 * every name starts with (`go-linear_…`) is left out first.
 */
export function groupByNamePart(names: readonly string[]): ToolGroup[] {
  const parts = names.map(nameParts);
  const shared = sharedPrefixLength(parts);
  const objects = new Map(names.map((name, i) => [name, objectWords(parts[i]!.slice(shared), name)]));
  const byObject = collect(names, (name) => objects.get(name)![0]!);
  const groups: ToolGroup[] = [];
  const other: string[] = [];
  for (const group of byObject) {
    if (group.tools.length > 1)
      groups.push({ name: longestShared(group.tools.map((name) => objects.get(name)!)), tools: group.tools });
    else other.push(group.tools[0]!);
  }
  // a lone object first appears with its only tool, so `other` is already in list order
  if (other.length > 0) groups.push({ name: null, tools: other });
  return groups;
}

/**
 * Tools grouped by what the MCP specification's hints say, with its defaults (readOnlyHint false,
 * destructiveHint true): read-only, destructive, then the rest (null), each in list order.
 */
export function groupByHint(tools: readonly HintedTool[]): ToolGroup[] {
  const groups = collect(
    tools.map((tool) => tool.name),
    (_name, i) => {
      const { readOnlyHint = null, destructiveHint = null } = tools[i]!.hints ?? {};
      if (readOnlyHint ?? false) return 'read-only';
      return (destructiveHint ?? true) ? 'destructive' : null;
    },
  );
  const order: readonly (string | null)[] = [...HINT_GROUPS, null];
  return groups.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
}

/** Tools grouped as their author said (tool → group name), groups in order of first appearance; tools the author left out go last (null). */
export function groupByAuthor(names: readonly string[], groupOf: ReadonlyMap<string, string>): ToolGroup[] {
  const groups = collect(names, (name) => groupOf.get(name) ?? null);
  return [...groups.filter((group) => group.name !== null), ...groups.filter((group) => group.name === null)];
}

/**
 * How many leading name parts every name shares and none consists of alone, such as a server's prefix
 * (`go-linear_issue_create`, `puppeteer_click`): it says nothing about what a tool is about.
 */
function sharedPrefixLength(parts: readonly (readonly string[])[]): number {
  if (parts.length < 2) return 0;
  const first = parts[0]!;
  let length = 0;
  while (parts.every((words) => words.length > length + 1 && words[length] === first[length])) length++;
  return length;
}

/** The words of a name (its parts) after its leading verb and joining words, plural folded; at least its last word. */
function objectWords(parts: readonly string[], name: string): string[] {
  if (parts.length === 0) return [name];
  // one verb, then joining words each with the verb it joins: create·or·update·file, mark·all·notifications
  let start = COMMON_VERBS.has(parts[0]!) ? 1 : 0;
  while (start > 0 && start < parts.length - 1 && JOINING_WORDS.has(parts[start]!)) {
    start++;
    if (start < parts.length - 1 && COMMON_VERBS.has(parts[start]!)) start++;
  }
  return parts.slice(Math.min(start, parts.length - 1)).map(singular);
}

/** The words every tool of a group starts its object with, joined by a space: `pull request`. */
function longestShared(objects: readonly string[][]): string {
  const first = objects[0]!;
  let length = 1;
  while (length < first.length && objects.every((words) => words[length] === first[length])) length++;
  return first.slice(0, length).join(' ');
}

/** Names collected under their key, groups in order of each key's first name, names in list order. */
function collect(
  names: readonly string[],
  keyOf: (name: string, index: number) => string | null,
): ToolGroup[] {
  const byKey = new Map<string | null, string[]>();
  names.forEach((name, i) => {
    const key = keyOf(name, i);
    const members = byKey.get(key);
    if (members) members.push(name);
    else byKey.set(key, [name]);
  });
  return [...byKey].map(([name, tools]) => ({ name, tools }));
}

function compareNames(a: string, b: string): number {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  if (x !== y) return x < y ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}
