import { countCodePoints } from '../json-value.ts';
import { finding } from './finding.ts';
import type { Provider, ProviderFinding, RuleId } from './types.ts';
import { isolate, quoted } from '../wording/isolate.ts';

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
  if (name === '')
    out.push(finding(rule.rule, '/name', { reason: 'empty', pattern }, 'The tool name is empty.'));
  else if (characters.length > 0) {
    const listed = characters.map((c) => quoted(c)).join(', ');
    const message = `The tool name contains ${listed}, which ${pattern} does not allow.`;
    out.push(finding(rule.rule, '/name', { reason: 'characters', characters, pattern }, message));
  } else if (!rule.first.test(name.charAt(0))) {
    const message = `The tool name starts with "${isolate(name.charAt(0))}"; ${pattern} needs a letter or "_" first.`;
    out.push(finding(rule.rule, '/name', { reason: 'first_character', pattern }, message));
  }
  const length = countCodePoints(name);
  if (length > rule.maxLength) {
    const message = `The tool name has ${length} characters; the limit is ${rule.maxLength}.`;
    out.push({
      ...finding(rule.rule, '/name', { limit: rule.maxLength, length }, message),
      code: 'NAME_TOO_LONG',
    });
  }
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
