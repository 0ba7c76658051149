/** One tool definition in every provider's format: what each would refuse, and the adapted request. */
export { lintForProvider } from './lint.ts';
export { adaptForProvider } from './adapt.ts';
export { outputSchemaFate, type OutputSchemaFate } from './output-schema.ts';
export { COMPOSITION_LIMITS, MCP_RULE_SECTIONS, type McpRuleId } from './mcp-revisions.ts';
export { MCP_REVISIONS, NEWEST_MCP_REVISION, type McpRevision } from './revisions.ts';
export { PROVIDERS, PROVIDER_LABELS, RULES, type RuleInfo } from './rules.ts';
export { CHANGE_REASONS, RULE_REASONS, changeSentence, findingSentence } from './sentence.ts';
export { NAME_RULES, type NameRule } from './names.ts';
export { OPENAI_STRICT_LIMITS } from './openai-limits.ts';
export { GEMINI_FIELDS, OPENAI_FORMATS, ANTHROPIC_FORMATS } from './keywords.ts';
export { ANTHROPIC_STRICT_LIMITS } from './lint-anthropic.ts';
export { WALK_LIMITS as PROVIDER_WALK_LIMITS } from './schema-walk.ts';
export type {
  ChangeAction,
  ChangeMeaning,
  CheckedTool,
  FindingCode,
  FindingEffect,
  NameMapping,
  Provider,
  ProviderAdaptation,
  ProviderChange,
  ProviderFinding,
  ProviderOptions,
  ProviderTool,
  RuleId,
} from './types.ts';
