import { MCP_HINT_DEFAULTS, MCP_HINTS } from './read-tool.ts';
import type { Tool } from '../tool/types.ts';
import type { McpAnnotations, McpHint } from './types.ts';

/**
 * One hint as the MCP specification defines it: the value a client should act on, whether the server
 * stated it or the specification's default applies, and whether it means anything for this tool
 * (`destructiveHint` and `idempotentHint` are meaningful only when `readOnlyHint` is false).
 */
export interface McpHintReading {
  readonly hint: McpHint;
  readonly value: boolean;
  readonly source: 'stated' | 'default';
  readonly isMeaningful: boolean;
}

// The hints the specification says are meaningful only for a tool that may change its environment.
const ONLY_WHEN_WRITING: ReadonlySet<McpHint> = new Set(['destructiveHint', 'idempotentHint']);

/** Each of the four hints, in the specification's order, with its effective value and where it comes from. */
export function readHints(annotations: McpAnnotations): readonly McpHintReading[] {
  const readOnly = annotations.readOnlyHint ?? MCP_HINT_DEFAULTS.readOnlyHint;
  return MCP_HINTS.map((hint) => {
    const stated = annotations[hint];
    return {
      hint,
      value: stated ?? MCP_HINT_DEFAULTS[hint],
      source: stated === null ? 'default' : 'stated',
      isMeaningful: !(readOnly && ONLY_WHEN_WRITING.has(hint)),
    };
  });
}

/** The name a person reads, in the specification's order: `title`, then `annotations.title`, then `name`. */
export function displayName(tool: Pick<Tool, 'name' | 'title'>): string {
  return tool.title ?? tool.name;
}

/** Whether an icon's `src` is a `data:` URI, the only kind the page's Content-Security-Policy lets it show. */
export function isInlineIcon(src: string): boolean {
  return /^data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]/i.test(src);
}
