import { countCodePoints } from '../json-value.ts';
import { finding } from './finding.ts';
import type { Provider, ProviderFinding, RuleId } from './types.ts';

/** One provider's rule for tool names: allowed characters, the first character, the longest length. */
export interface NameRule {
  readonly rule: RuleId;
  readonly allowed: RegExp;
  readonly first: RegExp;
  readonly maxLength: number;
  /** The pattern as the provider's document writes it, for messages and the page. */
  readonly pattern: string;
}

/** The name rule of each provider; sources in docs/providers.md under each rule id. */
export const NAME_RULES: Readonly<Record<Provider, NameRule>> = /* @__PURE__ */ Object.freeze({
  mcp: {
    rule: 'mcp-name',
    allowed: /[A-Za-z0-9_.-]/,
    first: /./,
    maxLength: 128,
    pattern: '^[A-Za-z0-9_.-]{1,128}$',
  },
  openai: {
    rule: 'openai-name',
    allowed: /[A-Za-z0-9_-]/,
    first: /./,
    maxLength: 64,
    pattern: '^[a-zA-Z0-9_-]{1,64}$',
  },
  anthropic: {
    rule: 'anthropic-name',
    allowed: /[A-Za-z0-9_-]/,
    first: /./,
    maxLength: 128,
    pattern: '^[a-zA-Z0-9_-]{1,128}$',
  },
  gemini: {
    rule: 'gemini-name',
    allowed: /[A-Za-z0-9_.-]/,
    first: /[A-Za-z_]/,
    maxLength: 64,
    pattern: '^[a-zA-Z_][a-zA-Z0-9_.-]{0,63}$',
  },
});

/** The characters of `name` the rule does not allow, each once, in order of appearance. */
function disallowed(name: string, rule: NameRule): string[] {
  const found = new Set<string>();
  for (const char of name) if (!rule.allowed.test(char)) found.add(char);
  return [...found];
}

/** Findings for a tool name under one provider's rule: characters not allowed, a bad first character, length. */
export function lintName(name: string, provider: Provider): ProviderFinding[] {
  const rule = NAME_RULES[provider];
  const out: ProviderFinding[] = [];
  const pattern = rule.pattern;
  const characters = disallowed(name, rule);
  if (name === '') out.push(finding(rule.rule, '/name', { reason: 'empty', pattern }));
  else if (characters.length > 0)
    out.push(finding(rule.rule, '/name', { reason: 'characters', characters, pattern }));
  else if (!rule.first.test(name.charAt(0))) {
    const params = { reason: 'first_character', pattern, character: name.charAt(0) };
    out.push(finding(rule.rule, '/name', params));
  }
  const length = countCodePoints(name);
  if (length > rule.maxLength)
    out.push({ ...finding(rule.rule, '/name', { limit: rule.maxLength, length }), code: 'NAME_TOO_LONG' });
  return out;
}

/** A name the provider accepts: each character it does not allow becomes "_", then the length is cut. */
export function allowedName(name: string, provider: Provider): string {
  const rule = NAME_RULES[provider];
  let out = '';
  for (const char of name) out += rule.allowed.test(char) ? char : '_';
  if (out === '' || !rule.first.test(out.charAt(0))) out = '_' + out;
  return out.slice(0, rule.maxLength);
}
