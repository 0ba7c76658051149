import { RULES } from './rules.ts';
import type { FindingEffect, ProviderFinding, RuleId } from './types.ts';

/** Builds a finding whose code comes from its rule, so a rule and its findings never disagree. */
export function finding(
  rule: RuleId,
  path: string,
  params: Record<string, unknown>,
  message: string,
  effect: FindingEffect = 'rejected',
): ProviderFinding {
  return { code: RULES[rule].code, path, effect, params, message, rule };
}
