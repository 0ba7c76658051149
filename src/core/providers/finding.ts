import { wordSentence } from '../wording/reasons.ts';
import { RULES } from './rules.ts';
import { findingSentence } from './sentence.ts';
import type { FindingEffect, ProviderFinding, RuleId } from './types.ts';

/**
 * Builds a finding whose code comes from its rule, so a rule and its findings never disagree, and whose
 * English message is its sentence from the catalog (see findingSentence), filled from its params.
 */
export function finding(
  rule: RuleId,
  path: string,
  params: Record<string, unknown>,
  effect: FindingEffect = 'rejected',
): ProviderFinding {
  const message = wordSentence(findingSentence({ rule, effect, params }), 'en');
  return { code: RULES[rule].code, path, effect, params, message, rule };
}
