import type { Provider } from '../providers/types.ts';
import type { Host, Overhead, Source } from './types.ts';

/**
 * The published figures the bill is checked against, each with its document, address and the day it was
 * read; docs/budget.md quotes each one. A figure changes when its host changes it: this is the one place.
 */

const READ = '2026-12-07';
// The provider name rules of docs/providers.md were read on the day that page gives.
const PROVIDER_RULES_READ = '2026-11-30';

/** Providers whose own tokenizer is not public, so that an o200k count only estimates theirs. */
export const ESTIMATED: ReadonlySet<Provider> = /* @__PURE__ */ new Set<Provider>(['anthropic', 'gemini']);

/** The fixed tool-use overhead each provider publishes; none publishes one but Anthropic. */
export const OVERHEADS: Readonly<Record<Provider, Overhead | null>> = /* @__PURE__ */ Object.freeze({
  mcp: null,
  openai: null,
  gemini: null,
  anthropic: {
    tokens: 346,
    what: 'the tool-use system prompt Anthropic adds to a request with tools (tool_choice auto or none, Claude 4 models), in Anthropic tokens',
    source: {
      title: 'Anthropic docs, Pricing: tool use pricing (tool use system prompt token count)',
      url: 'https://platform.claude.com/docs/en/about-claude/pricing#tool-use-pricing',
      read: READ,
    },
  },
});

/** A host's limit on the tools of one request or session, with its source. */
export interface ToolCountLimit {
  readonly host: Host;
  readonly limit: number;
  readonly source: Source;
}

/** Tool counts per request or session: the provider's own when it is the one named, the editors' always. */
export const TOOL_COUNT_LIMITS: readonly ToolCountLimit[] = /* @__PURE__ */ Object.freeze([
  {
    host: 'openai',
    limit: 128,
    source: {
      title: 'OpenAI API reference, Chat Completions, tools: "A max of 128 functions are supported."',
      url: 'https://platform.openai.com/docs/api-reference/chat/create',
      read: READ,
    },
  },
  {
    host: 'gemini',
    limit: 512,
    source: {
      title:
        'Google Gen AI SDK reference, Tool.functionDeclarations: "Maximum 512 function declarations can be provided."',
      url: 'https://googleapis.github.io/js-genai/release_docs/interfaces/types.Tool.html',
      read: READ,
    },
  },
  {
    host: 'cursor',
    limit: 40,
    source: {
      title:
        'Cursor docs, Model Context Protocol, Limitations: "Cursor will only send the first 40 tools to the Agent."',
      url: 'https://docs.cursor.com/context/model-context-protocol',
      read: READ,
    },
  },
  {
    host: 'vscode',
    limit: 128,
    source: {
      title:
        'VS Code docs, Use tools with agents: "A chat request can have a maximum of 128 tools enabled at a time."',
      url: 'https://code.visualstudio.com/docs/copilot/agents/agent-tools',
      read: READ,
    },
  },
]);

/** The provider name rules' sources, as docs/providers.md gives them. */
export const NAME_RULE_SOURCES: Readonly<Record<Provider, Source>> = /* @__PURE__ */ Object.freeze({
  mcp: {
    title: 'MCP specification 2025-11-25, Server › Tools › Tool names',
    url: 'https://modelcontextprotocol.io/specification/2025-11-25/server/tools#tool-names',
    read: PROVIDER_RULES_READ,
  },
  openai: {
    title: 'OpenAI API reference, Chat Completions, tools[].function.name',
    url: 'https://platform.openai.com/docs/api-reference/chat/create',
    read: PROVIDER_RULES_READ,
  },
  anthropic: {
    title: 'Anthropic docs, Define tools: the name row',
    url: 'https://platform.claude.com/docs/en/agents-and-tools/tool-use/define-tools',
    read: PROVIDER_RULES_READ,
  },
  gemini: {
    title: 'Google Gen AI SDK reference, FunctionDeclaration.name',
    url: 'https://googleapis.github.io/js-genai/release_docs/interfaces/types.FunctionDeclaration.html',
    read: PROVIDER_RULES_READ,
  },
});

/**
 * Claude Code names an MCP tool `mcp__<server>__<tool>` and the whole name must fit Anthropic's 64
 * characters, so a tool's own name has 64 less the prefix: at most 56 with a one-character server name.
 */
export const PREFIXED_NAME = /* @__PURE__ */ Object.freeze({
  host: 'claude-code' as const,
  prefix: 'mcp__',
  separator: '__',
  limit: 64,
  shortestServer: 1,
  source: {
    title:
      'Claude Code docs, Hooks: an MCP tool "has the form mcp__<server>__<tool>"; observed API error "tools.N.custom.name: String should have at most 64 characters" (anthropics/claude-code#2412)',
    url: 'https://code.claude.com/docs/en/hooks',
    read: READ,
  },
});

/**
 * A tool Anthropic's tool search finds is named in a `tool_reference` block, whose name takes at most 64
 * characters: a deferred tool with a longer name breaks the search.
 */
export const DEFERRED_NAME = /* @__PURE__ */ Object.freeze({
  host: 'anthropic' as const,
  limit: 64,
  source: {
    title:
      'Observed API error "tool_reference.tool_name: String should have at most 64 characters" with tool search (anthropics/claude-code#19882)',
    url: 'https://github.com/anthropics/claude-code/issues/19882',
    read: READ,
  },
});

/** Anthropic's server tool that searches the deferred tools, in its two variants. */
export const TOOL_SEARCH = /* @__PURE__ */ Object.freeze({
  bm25: { type: 'tool_search_tool_bm25_20251119', name: 'tool_search_tool_bm25' },
  regex: { type: 'tool_search_tool_regex_20251119', name: 'tool_search_tool_regex' },
  source: {
    title: 'Anthropic docs, Tool search tool',
    url: 'https://platform.claude.com/docs/en/agents-and-tools/tool-use/tool-search-tool',
    read: READ,
  },
});
