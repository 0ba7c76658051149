import { refuse } from '../wording/refuse.ts';
import { adaptForProvider } from '../providers/adapt.ts';
import type { Provider } from '../providers/types.ts';
import { ok, type Result } from '../result.ts';
import { countEntry } from './count-tool.ts';
import { TOOL_SEARCH } from './sources.ts';
import type { Discovery, TokenCounter } from './types.ts';

/** The name the group of an MCP list's ungrouped tools goes by, made unique if a group already has it. */
const OTHER = 'other';
const DISCOVERY_NAME = 'discover_tools';

/** A deferred tool as the discovery tool hands it out: its name, its group, and its entry as the catalog lists it. */
export interface DeferredTool {
  readonly name: string;
  readonly group: string;
  readonly entry: unknown;
}

/** Each tool's group as discovery names it: its own group, or `other` (made unique) for the ungrouped. */
export function discoveryGroups(
  tools: readonly { name: string; group: string | null }[],
): Map<string, string> {
  const taken = new Set(tools.map((tool) => tool.group).filter((group) => group !== null));
  let other = OTHER;
  for (let n = 2; taken.has(other); n++) other = `${OTHER}_${n}`;
  return new Map(tools.map((tool) => [tool.name, tool.group ?? other]));
}

/** A name for the discovery tool that no tool of the catalog has. */
export function discoveryName(names: readonly string[]): string {
  const taken = new Set(names);
  let name = DISCOVERY_NAME;
  for (let n = 2; taken.has(name); n++) name = `${DISCOVERY_NAME}_${n}`;
  return name;
}

/**
 * The project's discovery tool as an MCP `tools/list` entry: its input takes one of the groups that hold
 * deferred tools and, optionally, one tool's exact name; its description lists those groups.
 */
export function discoveryEntry(name: string, groups: readonly string[]): Record<string, unknown> {
  return {
    name,
    description: `Gives the full contracts of tools not listed here: every tool of a group, or the one tool of the group with exactly the name given (a similar name is never taken for it). It runs nothing. Groups: ${groups.join(', ')}.`,
    inputSchema: {
      type: 'object',
      properties: {
        group: {
          type: 'string',
          enum: [...groups],
          description: 'The group of the tools to describe.',
        },
        name: { type: 'string', description: "One tool's exact name, to describe only that tool." },
      },
      required: ['group'],
      additionalProperties: false,
    },
    annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  };
}

/** Anthropic's BM25 tool search tool as a request entry, never deferred. */
export function toolSearchEntry(): Record<string, unknown> {
  return { ...TOOL_SEARCH.bm25 };
}

/**
 * What finds the deferred tools, counted as it is sent to `provider`: Anthropic's tool search tool, or the
 * project's discovery tool over `groups`, the groups that hold deferred tools.
 */
export function countDiscovery(
  kind: Discovery['kind'],
  provider: Provider,
  name: string,
  groups: readonly string[],
  counter: TokenCounter,
): Discovery {
  if (kind === 'tool_search') {
    const entry = toolSearchEntry();
    const { tokens, counted } = countEntry(entry, provider, counter);
    return { kind, name: TOOL_SEARCH.bm25.name, tokens, counted, entry };
  }
  const entry = discoveryEntry(name, groups);
  const adapted = adaptForProvider(entry, provider);
  // the entry is written here to every provider's rules, so the adapter always takes it
  const request = provider === 'mcp' || !adapted.ok ? entry : adapted.value.request;
  const { tokens, counted } = countEntry(request, provider, counter);
  return { kind, name, tokens, counted, entry };
}

/**
 * What the discovery tool answers: the deferred tools of `group` in catalog order, or, with `name`, the one
 * whose name is exactly that. Never a similar name or another group's tool: an unknown group is
 * `UNKNOWN_FAMILY`, a name no deferred tool of the group has is `TOOL_NOT_AVAILABLE_IN_FAMILY`.
 */
export function discoverDeferred(
  deferred: readonly DeferredTool[],
  group: string,
  name?: string | null,
): Result<unknown[]> {
  const inGroup = deferred.filter((tool) => tool.group === group);
  if (inGroup.length === 0) return refuse('UNKNOWN_FAMILY', '/group', 'unknown_family', { family: group });
  if (name === undefined || name === null) return ok(inGroup.map((tool) => tool.entry));
  const found = inGroup.find((tool) => tool.name === name);
  if (found === undefined) {
    return refuse('TOOL_NOT_AVAILABLE_IN_FAMILY', '/name', 'not_available', { family: group, name });
  }
  return ok([found.entry]);
}
