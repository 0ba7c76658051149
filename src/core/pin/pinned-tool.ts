import { importCatalog } from '../mcp/import-catalog.ts';
import { hasOwnKey, isPlainObject, ownValue } from '../json-value.ts';
import { ok, type Result } from '../result.ts';
import { toolCatalog, type Tool } from '../tool/tool.ts';

/** The members of a tool that a pin covers, in the order the lock file's per-field hashes list them. */
export const PINNED_FIELDS = /* @__PURE__ */ Object.freeze([
  'title',
  'description',
  'inputSchema',
  'outputSchema',
  'annotations',
] as const);

/** One member a pin covers, besides the name that keys it. */
export type PinnedField = (typeof PINNED_FIELDS)[number];

/** What a model reads of a tool: its name and each pinned member it has, as JSON data. */
export type PinnedObject = { readonly name: string } & Partial<Readonly<Record<PinnedField, unknown>>>;

/** A tool of a catalog as a pin sees it: its name, where it sits in the file, and what is pinned. */
export interface PinnedTool {
  readonly name: string;
  /** RFC 6901 pointer to the tool in the catalog file (`/tools/3`); `/3` for a scalar tool's definition. */
  readonly at: string;
  readonly pinned: PinnedObject;
}

/**
 * Every tool a model can be offered from a parsed catalog, with what a pin covers. An MCP tool is pinned
 * as its server listed it (every member as sent, a member absent or null left out), so any change of a
 * value moves the pin, even where the import reads the member in a kinder way. A scalar tool is pinned as
 * it is described (its generated inputSchema, its effect as `readOnlyHint`); a disabled one is not offered
 * and is not pinned.
 */
export function pinnedTools(value: unknown): Result<PinnedTool[]> {
  const imported = importCatalog(value);
  if (!imported.ok) return imported;
  const { format, tools } = toolCatalog(imported.value);
  if (format === 'scalar') return ok(tools.flatMap((tool, i) => (tool.enabled ? [scalarPin(tool, i)] : [])));
  const listed = listedTools(value);
  return ok(tools.map((tool, i) => mcpPin(tool.name, listed.entries, `${listed.at}/${i}`, i)));
}

function scalarPin(tool: Tool, index: number): PinnedTool {
  const annotations = { readOnlyHint: tool.effect === 'read' };
  return {
    name: tool.name,
    at: `/${index}`,
    pinned: { name: tool.name, inputSchema: tool.inputSchema, annotations },
  };
}

function mcpPin(name: string, entries: readonly unknown[], at: string, index: number): PinnedTool {
  // the import keeps the list's order and refuses a repeated name, so entry i is tool i
  const entry = entries[index] as Record<string, unknown>;
  const pinned: Record<string, unknown> = { name };
  for (const field of PINNED_FIELDS) {
    const member = ownValue(entry, field);
    if (member !== undefined && member !== null) pinned[field] = member;
  }
  return { name, at, pinned: pinned as PinnedObject };
}

/** An MCP list's own entries and where they sit: `/tools`, or `/result/tools` in a JSON-RPC response. */
export function listedTools(value: unknown): { entries: readonly unknown[]; at: string } {
  const isWrapped = isPlainObject(value) && !hasOwnKey(value, 'tools');
  const body = isWrapped ? ownValue(value, 'result') : value;
  const entries = isPlainObject(body) ? ownValue(body, 'tools') : undefined;
  return { entries: Array.isArray(entries) ? entries : [], at: isWrapped ? '/result/tools' : '/tools' };
}

/** A record keyed by names from a file: no prototype, so a tool named `__proto__` is a key like any other. */
export function keyed<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}
