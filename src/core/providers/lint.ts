import { ok, type Result } from '../result.ts';
import { finding } from './finding.ts';
import { lintAnthropicStrict } from './lint-anthropic.ts';
import { lintGemini } from './lint-gemini.ts';
import { lintOpenAiStrict } from './lint-openai.ts';
import { lintMcpRevision, NEWEST_MCP_REVISION } from './mcp-revisions.ts';
import { lintName } from './names.ts';
import { readProviderTool, type CheckedTool } from './read-tool.ts';
import { refSites } from './refs.ts';
import type { Provider, ProviderFinding, ProviderOptions, ProviderTool, RuleId } from './types.ts';

const ROOT_RULES: Readonly<Record<Provider, RuleId>> = {
  mcp: 'mcp-root',
  openai: 'openai-root',
  anthropic: 'anthropic-root',
  gemini: 'gemini-root',
};

/**
 * What `provider` would say to the tool sent unchanged: every rule it breaks, each with the pointer into
 * the tool, and whether the provider refuses the request or accepts it without enforcing the rule. A tool
 * that is not even tool-shaped (not an object, a name that is not a string, a malformed schema, a local
 * `$ref` that leads nowhere) is refused with the code and pointer of its first defect instead.
 */
export function lintForProvider(
  tool: unknown,
  provider: Provider,
  options: ProviderOptions = {},
): Result<readonly ProviderFinding[]> {
  const checked = readProviderTool(tool);
  if (!checked.ok) return checked;
  const revision = options.spec ?? NEWEST_MCP_REVISION;
  const found = lintCheckedTool(checked.value, provider, options.strict === true);
  if (provider !== 'mcp') return ok(found);
  return ok([...found, ...lintMcpRevision(tool as ProviderTool, checked.value, revision)]);
}

/** The findings for a tool already checked by readProviderTool. */
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

function lintRoot(
  schema: Record<string, unknown> | boolean,
  provider: Provider,
  strict: boolean,
): ProviderFinding[] {
  const rule = ROOT_RULES[provider];
  if (typeof schema === 'boolean' || schema.type !== 'object') {
    const received = typeof schema === 'boolean' ? String(schema) : JSON.stringify(schema.type ?? null);
    const message = `The input schema must have "type": "object"; it has ${typeof schema === 'boolean' ? `the boolean schema ${received}` : `type ${received}`}.`;
    const path = typeof schema === 'boolean' ? '/inputSchema' : '/inputSchema/type';
    return [finding(rule, path, { received }, message)];
  }
  if (provider === 'openai' && strict && schema.anyOf !== undefined) {
    const message = 'In strict mode the root schema must be an object, not "anyOf".';
    return [finding('openai-strict-root', '/inputSchema/anyOf', { keyword: 'anyOf' }, message)];
  }
  return [];
}
