import type { Provider } from './types.ts';

/** A tool in the neutral shape, ready to be put in a provider's request. */
export interface WireTool {
  readonly name: string;
  readonly description: string | null;
  readonly inputSchema: unknown;
  /** An MCP tool's outputSchema, when it declares one: only a format with a place for it carries it. */
  readonly outputSchema?: unknown;
}

/**
 * The tool as one entry of the provider's request body: an MCP `tools/list` entry, an OpenAI function
 * tool, an Anthropic tool, or a Gemini `functionDeclarations` entry. `strict` goes where the provider
 * takes it; a missing description stays missing. Only the MCP entry has a place for an outputSchema: the
 * other formats describe a tool's input alone, so theirs is dropped.
 */
export function toWire(tool: WireTool, provider: Provider, strict: boolean): Record<string, unknown> {
  const description = tool.description === null ? {} : { description: tool.description };
  switch (provider) {
    case 'mcp': {
      const output = tool.outputSchema === undefined ? {} : { outputSchema: tool.outputSchema };
      return { name: tool.name, ...description, inputSchema: tool.inputSchema, ...output };
    }
    case 'openai':
      return {
        type: 'function',
        function: { name: tool.name, ...description, parameters: tool.inputSchema, strict },
      };
    case 'anthropic':
      return {
        name: tool.name,
        ...description,
        input_schema: tool.inputSchema,
        ...(strict ? { strict: true } : {}),
      };
    case 'gemini':
      return { name: tool.name, ...description, parameters: tool.inputSchema };
  }
}
