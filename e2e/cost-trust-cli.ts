// The command line's figures the page's bill and scan are compared with, and the check of a plan shown.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { Locator } from '@playwright/test';
import { once } from '../src/ui/form/field-node.ts';
import { expect } from './fixtures.ts';

/** What `tool-contract` prints for these arguments, as JSON: the figures the page must show. */
function toolContract(args: readonly string[]): Record<string, unknown> {
  const tsx = join('node_modules', '.bin', 'tsx');
  const run = spawnSync(tsx, [join('src', 'cli', 'bin.ts'), ...args], { encoding: 'utf8' });
  if (run.status !== 0 && run.status !== 1) throw new Error(`tool-contract ${args.join(' ')}: ${run.stderr}`);
  return JSON.parse(run.stdout) as Record<string, unknown>;
}

/**
 * What `tool-contract` prints for the arguments `args()` gives, run the first time a test asks and kept: not
 * when Playwright loads the spec to list its tests, which it does in every process.
 */
export function onDemand<T>(args: () => readonly string[]): () => T {
  return once(() => toolContract(args()) as unknown as T);
}

/** The part of `tool-contract budget --format json` the page's bill is compared with. */
export interface BudgetJson {
  total: number;
  tools: { name: string; tokens: number; parts: { description: number; rest: number } }[];
  plan: { keep: string[]; defer: string[]; keptTokens: number; discoveryTokens: number } | null;
}

/**
 * Asks the page's bill for a plan at `limit` tokens and expects what `tool-contract budget --limit` planned:
 * the same tools kept and found on demand, and the same kept tokens.
 */
export async function expectPlan(bill: Locator, limit: number, plan: NonNullable<BudgetJson['plan']>) {
  await bill.getByLabel('Plan for').fill(String(limit));
  await bill.getByRole('button', { name: 'Plan' }).click();
  expect(plan.keep.length).toBeGreaterThan(0);
  expect(plan.defer.length).toBeGreaterThan(0);
  await expect(bill.getByRole('list', { name: 'Kept loaded' }).getByRole('listitem')).toHaveText(plan.keep);
  await expect(bill.getByRole('list', { name: 'Found on demand' }).getByRole('listitem')).toHaveText(
    plan.defer,
  );
  await expect(bill.locator('[data-kept-tokens]')).toHaveAttribute(
    'data-kept-tokens',
    String(plan.keptTokens),
  );
}
