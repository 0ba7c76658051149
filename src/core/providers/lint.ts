import { readProviderTool } from '../mcp/read-provider-tool.ts';
import { ok, type Result } from '../result.ts';
import { finding } from './finding.ts';
import { lintAnthropicStrict } from './lint-anthropic.ts';
import { lintGemini } from './lint-gemini.ts';
import { lintOpenAiStrict } from './lint-openai.ts';
import { lintMcpRevision } from './mcp-revisions.ts';
import { NEWEST_MCP_REVISION } from './revisions.ts';
import { lintName } from './names.ts';
import { refSites } from './refs.ts';
import type { CheckedTool, Provider, ProviderFinding, ProviderOptions, ProviderTool } from './types.ts';

/**
 * What `provider` would say to the tool sent unchanged: every rule it breaks, each with the pointer into
 * the tool, and whether the provider refuses the request or accepts it without enforcing the rule. The
 * tool is read as the MCP import reads a `tools/list` entry (see readProviderTool): one that is no tool at
 * all, or that the import marks as not checkable (a member of the wrong type, a malformed schema, a root
 * that is not `"type": "object"`, a `$ref` that leads nowhere), is refused with the import's code and
 * pointer instead.
 */
export function lintForProvider(
  tool: unknown,
  provider: Provider,
  options: ProviderOptions = {},
): Result<readonly ProviderFinding[]> {
  const read = readCheckedTool(tool);
  if (!read.ok) return read;
  const { tool: provided, checked } = read.value;
  const revision = options.spec ?? NEWEST_MCP_REVISION;
  const found = lintCheckedTool(checked, provider, options.strict === true);
  if (provider !== 'mcp') return ok(found);
  return ok([...found, ...lintMcpRevision(provided, checked, revision)]);
}

/** The tool as the MCP import reads it and, when the import found no defect in it, its checked half. */
export function readCheckedTool(tool: unknown): Result<{ tool: ProviderTool; checked: CheckedTool }> {
  const read = readProviderTool(tool);
  if (!read.ok) return read;
  const { name, description, inputSchema, defect } = read.value;
  if (defect) return { ok: false, error: defect };
  const checked = {
    name,
    description: description ?? null,
    inputSchema: inputSchema as CheckedTool['inputSchema'],
  };
  return ok({ tool: read.value, checked });
}

/** The findings for a tool the MCP import found checkable (see readCheckedTool). */
export function lintCheckedTool(tool: CheckedTool, provider: Provider, strict: boolean): ProviderFinding[] {
  const schema = tool.inputSchema;
  // MCP's name rule depends on the revision: lintMcpRevision applies it
  const names = provider === 'mcp' ? [] : lintName(tool.name, provider);
  const out = [...names, ...lintRoot(schema, provider, strict)];
  const base = '/inputSchema';
  switch (provider) {
    case 'mcp':
      return out;
    case 'openai':
      return strict ? [...out, ...lintOpenAiStrict(schema, base)] : out;
    case 'anthropic':
      return strict ? [...out, ...lintAnthropicStrict(schema, base, refSites(schema))] : out;
    case 'gemini':
      return [...out, ...lintGemini(schema, base)];
  }
}

/** The one root rule a schema the MCP import found checkable (its root `"type": "object"`) can still break. */
function lintRoot(
  schema: Record<string, unknown> | boolean,
  provider: Provider,
  strict: boolean,
): ProviderFinding[] {
  if (provider === 'openai' && strict && typeof schema !== 'boolean' && schema.anyOf !== undefined) {
    return [finding('openai-strict-root', '/inputSchema/anyOf', { keyword: 'anyOf' })];
  }
  return [];
}
