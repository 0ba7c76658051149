import { MCP_HINT_DEFAULTS, MCP_HINTS } from '../mcp/read-tool.ts';
import type { McpHint } from '../mcp/types.ts';
import type { Tool } from '../tool/types.ts';
import type { Direction, SchemaSlot } from './types.ts';

/** Each hint of a tool as a caller may rely on it: the server's value, or the MCP default where it said nothing. */
export function callerHints(tool: Tool): Readonly<Record<McpHint, boolean>> {
  const { hints } = tool;
  // a scalar tool's effect is the promise readOnlyHint makes; it says nothing of the other hints
  if (hints === null) return { ...MCP_HINT_DEFAULTS, readOnlyHint: tool.effect === 'read' };
  const read = {} as Record<McpHint, boolean>;
  for (const hint of MCP_HINTS) read[hint] = hints[hint] ?? MCP_HINT_DEFAULTS[hint];
  return read;
}

/** A tool's input or output schema as the diff compares it: absent, present, or nesting too deep. */
export function schemaSlot(tool: Tool, direction: Direction): SchemaSlot {
  const state = tool.schemaStates[direction];
  switch (state) {
    case 'schema':
      return { state: 'present', schema: direction === 'input' ? tool.inputSchema : tool.outputSchema };
    case 'absent':
    case 'too_deep':
      return { state };
  }
}
