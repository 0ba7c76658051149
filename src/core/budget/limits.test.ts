import { describe, expect, it } from 'vitest';
import type { Provider } from '../providers/types.ts';
import { billCatalog } from './bill-catalog.ts';
import { budgetLimits } from './limits.ts';
import { planBudget } from './plan-budget.ts';
import { BYTE_COUNTER, catalogOf, mcpToolOf } from './test-support.ts';
import type { CatalogBill, LimitFinding } from './types.ts';

function billOf(names: readonly string[], provider: Provider = 'openai'): CatalogBill {
  return billCatalog(catalogOf({ tools: names.map((name) => mcpToolOf(name, 0)) }), {
    provider,
    counter: BYTE_COUNTER,
  });
}

const numbered = (count: number) => Array.from({ length: count }, (_, i) => `tool_${i}`);
const brief = (findings: readonly LimitFinding[]) =>
  findings.map((finding) =>
    finding.code === 'HOST_TOOL_LIMIT'
      ? [finding.code, finding.host, finding.limit, finding.count]
      : [finding.code, finding.host, finding.limit, finding.name, finding.reason],
  );

describe('budgetLimits', () => {
  it('breaks none for a small catalog of short names', () => {
    expect(budgetLimits(billOf(numbered(40)))).toEqual([]);
  });

  it.each([
    [41, 'openai', [['HOST_TOOL_LIMIT', 'cursor', 40, 41]]],
    [
      129,
      'openai',
      [
        ['HOST_TOOL_LIMIT', 'openai', 128, 129],
        ['HOST_TOOL_LIMIT', 'cursor', 40, 129],
        ['HOST_TOOL_LIMIT', 'vscode', 128, 129],
      ],
    ],
    [
      129,
      'anthropic',
      [
        ['HOST_TOOL_LIMIT', 'cursor', 40, 129],
        ['HOST_TOOL_LIMIT', 'vscode', 128, 129],
      ],
    ],
  ] as const)('counts %i tools for %s against the request and editor limits', (count, provider, expected) => {
    expect(brief(budgetLimits(billOf(numbered(count), provider)))).toEqual(expected);
  });

  it('counts what the plan sends: the kept tools and the discovery tool', () => {
    const bill = billOf(numbered(60));
    const plan = planBudget(bill, { limit: 2000, discovery: 'discovery_tool', counter: BYTE_COUNTER });
    if (!plan.ok) throw new Error(plan.error.message);
    const sent = plan.value.keep.length + 1;
    const expected = sent > 40 ? [['HOST_TOOL_LIMIT', 'cursor', 40, sent]] : [];
    expect(brief(budgetLimits(bill, plan.value))).toEqual(expected);
    expect(plan.value.defer.length).toBeGreaterThan(0);
  });

  it("names a name the provider's rule refuses, and one Claude Code's mcp__<server>__ prefix pushes past 64", () => {
    const long57 = 'a'.repeat(57);
    const long65 = 'b'.repeat(65);
    const findings = budgetLimits(billOf(['ok', long57, long65, 'dotted.name']));
    expect(brief(findings)).toEqual([
      ['HOST_NAME_LIMIT', 'openai', 64, long65, 'too_long'],
      ['HOST_NAME_LIMIT', 'openai', 64, 'dotted.name', 'not_allowed'],
      ['HOST_NAME_LIMIT', 'claude-code', 56, long57, 'too_long'],
      ['HOST_NAME_LIMIT', 'claude-code', 56, long65, 'too_long'],
    ]);
  });

  it('names a deferred tool whose name is too long for the references of Anthropic tool search', () => {
    const long = 'c'.repeat(70);
    const bill = billOf(['short', long], 'anthropic');
    const plan = planBudget(bill, { limit: 0, discovery: 'tool_search', counter: BYTE_COUNTER });
    if (!plan.ok) throw new Error(plan.error.message);
    const deferred = budgetLimits(bill, plan.value).filter((finding) => finding.host === 'anthropic');
    expect(brief(deferred)).toEqual([['HOST_NAME_LIMIT', 'anthropic', 64, long, 'too_long']]);
  });

  it('gives every finding its source and the day it was read', () => {
    const findings = budgetLimits(billOf([...numbered(130), 'x'.repeat(70)]));
    expect(findings.length).toBeGreaterThan(3);
    for (const { source } of findings) {
      expect(source.url).toMatch(/^https:\/\//);
      expect(source.read).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(source.title.length).toBeGreaterThan(10);
    }
  });
});
