import { countCodePoints } from '../json-value.ts';
import { lintName, NAME_RULES } from '../providers/names.ts';
import { DEFERRED_NAME, NAME_RULE_SOURCES, PREFIXED_NAME, TOOL_COUNT_LIMITS } from './sources.ts';
import type { BudgetPlan, CatalogBill, Host, LimitFinding, Source } from './types.ts';

/**
 * The published limits a bill breaks, each with its source: too many tools for the provider's request or
 * an editor's session (with a plan, the kept tools and the discovery are what is sent), and names the
 * provider's rule refuses, that Claude Code's `mcp__<server>__` prefix pushes past 64 characters, or, for
 * tools Anthropic's tool search is to find, past the 64 characters its references take.
 */
export function budgetLimits(bill: CatalogBill, plan: BudgetPlan | null = null): LimitFinding[] {
  return [...toolCountFindings(bill, plan), ...nameFindings(bill, plan)];
}

function toolCountFindings(bill: CatalogBill, plan: BudgetPlan | null): LimitFinding[] {
  const count = plan === null ? bill.tools.length : plan.keep.length + (plan.discovery === null ? 0 : 1);
  const editors: readonly Host[] = ['cursor', 'vscode'];
  return TOOL_COUNT_LIMITS.filter(
    ({ host, limit }) => (host === bill.provider || editors.includes(host)) && count > limit,
  ).map(({ host, limit, source }) => ({ code: 'HOST_TOOL_LIMIT', host, limit, count, source }));
}

function nameFindings(bill: CatalogBill, plan: BudgetPlan | null): LimitFinding[] {
  const out: LimitFinding[] = [];
  const rule = NAME_RULES[bill.provider];
  for (const { name } of bill.tools) {
    for (const finding of lintName(name, bill.provider)) {
      const reason = finding.code === 'NAME_TOO_LONG' ? 'too_long' : 'not_allowed';
      out.push(
        nameFinding(
          bill.provider,
          rule.maxLength,
          name,
          reason,
          rule.pattern,
          NAME_RULE_SOURCES[bill.provider],
        ),
      );
    }
  }
  const room =
    PREFIXED_NAME.limit -
    PREFIXED_NAME.prefix.length -
    PREFIXED_NAME.separator.length -
    PREFIXED_NAME.shortestServer;
  for (const { name } of bill.tools) {
    if (countCodePoints(name) > room) {
      out.push(
        nameFinding(
          PREFIXED_NAME.host,
          room,
          name,
          'too_long',
          '^[a-zA-Z0-9_-]{1,64}$',
          PREFIXED_NAME.source,
        ),
      );
    }
  }
  if (plan?.discovery?.kind === 'tool_search') {
    for (const name of plan.defer) {
      if (countCodePoints(name) > DEFERRED_NAME.limit) {
        out.push(
          nameFinding(
            DEFERRED_NAME.host,
            DEFERRED_NAME.limit,
            name,
            'too_long',
            '^[a-zA-Z0-9_-]{1,64}$',
            DEFERRED_NAME.source,
          ),
        );
      }
    }
  }
  return out;
}

function nameFinding(
  host: Host,
  limit: number,
  name: string,
  reason: 'too_long' | 'not_allowed',
  pattern: string,
  source: Source,
): LimitFinding {
  return { code: 'HOST_NAME_LIMIT', host, limit, name, reason, pattern, source };
}
