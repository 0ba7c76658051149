import { mcpProviderTool } from '../mcp/provider-tool.ts';
import { adaptForProvider } from '../providers/adapt.ts';
import type { Provider } from '../providers/types.ts';
import { ok, type Result } from '../result.ts';
import type { Tool } from '../tool/tool.ts';
import { tokensByPart } from './attribute.ts';
import { markedJson } from './marked-json.ts';
import { fieldDescriptionPart, fieldSchemaPart, PART, requestRole, schemaFields } from './request-roles.ts';
import type { TokenCounter, ToolBill, ToolParts } from './types.ts';

/**
 * What is sent for a tool to `provider`: the request entry `adaptForProvider` makes, or, for MCP, the tool as
 * its list gives it (`listed`, when the caller has it). A tool whose schema cannot be checked is refused with
 * that defect, as every provider refuses it.
 */
export function requestEntry(tool: Tool, provider: Provider, listed?: unknown): Result<unknown> {
  if (tool.schemaProblem !== null) return { ok: false, error: tool.schemaProblem.error };
  if (provider === 'mcp' && listed !== undefined) return ok(listed);
  // a generated tool's schema (a scalar tool's, as discover describes it) needs no reading either
  const adapted = adaptForProvider(mcpProviderTool(tool), provider);
  return adapted.ok ? ok(adapted.value.request) : adapted;
}

/**
 * The tokens of one tool for `provider`: the compact JSON of its request entry (`requestEntry`), counted
 * with `counter`, and where they go (description, each field, the rest), adding up exactly to the total.
 */
export function countTool(
  tool: Tool,
  provider: Provider,
  counter: TokenCounter,
  listed?: unknown,
): Result<ToolBill> {
  const entry = requestEntry(tool, provider, listed);
  if (!entry.ok) return entry;
  const counted = countEntry(entry.value, provider, counter);
  return ok({ name: tool.name, group: tool.group, ...counted });
}

/** The tokens of a request entry of `provider` and their parts. */
export function countEntry(
  entry: unknown,
  provider: Provider,
  counter: TokenCounter,
): Pick<ToolBill, 'tokens' | 'parts' | 'counted'> {
  const fields = schemaFields(provider, entry);
  const marked = markedJson(entry, requestRole(provider, fields));
  const byPart = tokensByPart(marked, counter, 2 + 2 * fields.length);
  const parts: ToolParts = {
    description: byPart[PART.description]!,
    fields: fields.map((name, i) => ({
      name,
      description: byPart[fieldDescriptionPart(i)]!,
      schema: byPart[fieldSchemaPart(i)]!,
    })),
    rest: byPart[PART.rest]!,
  };
  const tokens = byPart.reduce((sum, count) => sum + count, 0);
  return { tokens, parts, counted: marked.text };
}
