import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import {
  adaptForProvider,
  changeSentence,
  discover,
  findingSentence,
  lintForProvider,
  loadCatalog,
  wordSentence,
} from '../src/core/index.ts';
import { catalogProviderTool } from '../src/ui/providers/provider-tool.ts';
import { test, expect, openExplorer, readCatalog, looksFor } from './fixtures.ts';
import { serveLargestCatalog } from './large-catalog-data.ts';

const loaded = loadCatalog(readCatalog());
if (!loaded.ok) throw new Error('the synthetic catalog must load');
const catalog = loaded.value;
const descriptions = JSON.parse(
  readFileSync(new URL('../public/records/descriptions.json', import.meta.url), 'utf8'),
);
const found = discover(catalog, 'all');
if (!found.ok) throw new Error('the synthetic catalog must list its tools');
const tools = found.value.map((tool) => catalogProviderTool(tool, descriptions));
const FORMATS = [
  ['mcp', 'MCP', false],
  ['openai', 'OpenAI', false],
  ['openai-strict', 'OpenAI strict', true],
  ['anthropic', 'Anthropic', false],
  ['anthropic-strict', 'Anthropic strict', true],
  ['gemini', 'Gemini', false],
] as const;

function toolNamed(name: string) {
  const tool = tools.find((t) => t.name === name);
  if (!tool) throw new Error(`no tool ${name}`);
  return tool;
}

function rejectedCount(name: string, index: number): number {
  const [id, , strict] = FORMATS[index]!;
  const result = lintForProvider(toolNamed(name), id.replace('-strict', '') as 'openai', { strict });
  if (!result.ok) throw new Error('catalog tools are tool-shaped');
  return result.value.filter((f) => f.effect === 'rejected').length;
}

test('switch the provider format by keyboard: one Tab stop, the address and the request follow', async ({
  page,
}) => {
  await openExplorer(page, '?tool=observe');
  const group = page.getByRole('radiogroup', { name: 'Provider format' });
  await expect(group.getByRole('radio')).toHaveCount(FORMATS.length);
  const first = group.getByRole('radio', { name: 'MCP' });
  await first.focus();
  await expect(first).toHaveAttribute('aria-checked', 'true');
  // one Tab stop: every other radio is out of the Tab order
  await expect(group.locator('[tabindex="0"]')).toHaveCount(1);
  const tool = toolNamed('observe');
  for (let i = 1; i < FORMATS.length; i++) {
    await page.keyboard.press('ArrowRight');
    const [id, label, strict] = FORMATS[i]!;
    const radio = group.getByRole('radio', { name: label, exact: true });
    await expect(radio).toBeFocused();
    await expect(radio).toHaveAttribute('aria-checked', 'true');
    await expect(page).toHaveURL(new RegExp(`[?&]provider=${id}(&|$)`));
    const adapted = adaptForProvider(tool, id.replace('-strict', '') as 'openai', { strict });
    if (!adapted.ok) throw new Error('observe adapts');
    const block = page.getByRole('group', { name: `${label} request entry for observe` });
    expect(JSON.parse((await block.textContent()) ?? '')).toEqual(adapted.value.request);
  }
  // wraps back to the first, and the default format leaves the address
  await page.keyboard.press('ArrowRight');
  await expect(first).toBeFocused();
  await expect(page).not.toHaveURL(/provider=/);
});

test('the chosen provider is restored from the address; a bad one is a link problem', async ({ page }) => {
  await openExplorer(page, '?tool=observe&provider=anthropic-strict');
  await expect(page.getByRole('radio', { name: 'Anthropic strict' })).toHaveAttribute('aria-checked', 'true');
  await openExplorer(page, '?tool=observe&provider=nope');
  await expect(page.getByText('There is no such provider format; the MCP format is shown.')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'MCP' })).toHaveAttribute('aria-checked', 'true');
});

test('copy puts the shown request on the clipboard, and findings are announced', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openExplorer(page, '?tool=observe&provider=openai-strict');
  await page.getByRole('button', { name: 'Copy request' }).click();
  await expect(page.getByText('Copied', { exact: true })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const adapted = adaptForProvider(toolNamed('observe'), 'openai', { strict: true });
  if (!adapted.ok) throw new Error('observe adapts');
  expect(JSON.parse(copied)).toEqual(adapted.value.request);
  const lint = lintForProvider(toolNamed('observe'), 'openai', { strict: true });
  if (!lint.ok) throw new Error('observe lints');
  const rejected = lint.value.filter((f) => f.effect === 'rejected').length;
  const remaining = adapted.value.remaining.filter((f) => f.effect === 'rejected').length;
  const status = page.getByRole('status').filter({ hasText: 'OpenAI strict:' });
  await expect(status).toHaveText(
    `OpenAI strict: sent unchanged, ${rejected} refused and ${lint.value.length - rejected} not enforced; after the changes, ${remaining} refused.`,
  );
  // every finding is listed with its pointer
  for (const finding of lint.value)
    await expect(page.getByText(finding.path, { exact: true }).first()).toBeVisible();
});

test('Portability: each cell is the core’s count, and a cell opens that tool in that format', async ({
  page,
}) => {
  await openExplorer(page, '?view=portability');
  const table = page.getByRole('table');
  await expect(table.locator('caption')).toContainText(`${tools.length} tools`);
  const rows = table.locator('tbody tr:not(.spacer)');
  const count = await rows.count();
  expect(count).toBeGreaterThan(0);
  for (let r = 0; r < count; r++) {
    const name = (await rows.nth(r).locator('th').textContent())?.trim() ?? '';
    const buttons = rows.nth(r).getByRole('button');
    for (let c = 0; c < FORMATS.length; c++)
      await expect(buttons.nth(c)).toHaveText(String(rejectedCount(name, c)));
  }
  // keyboard: one Tab stop into the table, arrows move, Enter opens
  const first = rows.first().getByRole('button').first();
  await first.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  const target = rows.nth(1).getByRole('button').nth(2);
  await expect(target).toBeFocused();
  const name = (await rows.nth(1).locator('th').textContent())?.trim() ?? '';
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`tool=${encodeURIComponent(name)}`));
  await expect(page).toHaveURL(/provider=openai-strict/);
  await expect(page.getByRole('tab', { name: 'Documentation' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('radio', { name: 'OpenAI strict' })).toHaveAttribute('aria-checked', 'true');
});

test('in Korean, each finding and change reads as the Korean of the sentence its English message is made from', async ({
  page,
}) => {
  await openExplorer(page, '?tool=observe&provider=openai-strict&lang=ko');
  const lint = lintForProvider(toolNamed('observe'), 'openai', { strict: true });
  const adapted = adaptForProvider(toolNamed('observe'), 'openai', { strict: true });
  if (!lint.ok || !adapted.ok) throw new Error('observe lints and adapts');
  const [finding] = lint.value;
  const [change] = adapted.value.changes;
  if (finding === undefined || change === undefined) throw new Error('observe has a finding and a change');
  const items = page.getByRole('listitem');
  await expect(items.filter({ hasText: wordSentence(findingSentence(finding), 'ko') }).first()).toBeVisible();
  await expect(items.filter({ hasText: wordSentence(changeSentence(change), 'ko') }).first()).toBeVisible();
  await expect(page.getByText(finding.message)).toHaveCount(0);
});

// one look per address in npm test, the two addresses taking the last two looks (the other specs take the first
// two); every pair in npm run test:e2e:full
for (const [index, query] of ['?tool=observe&provider=openai-strict', '?view=portability'].entries()) {
  for (const [lang, scheme] of looksFor(index + 2)) {
    test(`axe finds no violations: ${query}, ${lang}, ${scheme}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await openExplorer(page, `${query}&lang=${lang}`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      await expect(page.getByRole('radiogroup').or(page.getByRole('table')).first()).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
    });
  }
}

for (const query of ['?tool=observe&provider=gemini', '?view=portability']) {
  test(`at 320 px no sideways scrolling: ${query}`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await openExplorer(page, query);
    await expect(page.getByRole('radiogroup').or(page.getByRole('table')).first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test('Portability with the largest legal catalog renders only the rows in view and reaches the last by keyboard', async ({
  page,
}) => {
  const names = await serveLargestCatalog(page);
  const started = Date.now();
  await openExplorer(page, '?view=portability');
  const table = page.getByRole('table');
  await expect(table.locator('caption')).toContainText(`${names.length} tools`);
  console.log(`portability, 1000 tools: table shown ${Date.now() - started} ms after navigation`);
  await expect(table).toHaveAttribute('aria-rowcount', String(names.length + 1));
  const rendered = await table.locator('tbody tr:not(.spacer)').count();
  expect(rendered).toBeLessThan(60);
  await table.locator('tbody tr:not(.spacer)').first().getByRole('button').first().focus();
  await page.keyboard.press('Control+End');
  const last = table.locator(`tr[aria-rowindex="${names.length + 1}"]`);
  await expect(last.locator('th')).toHaveText(names.at(-1)!);
  await expect(last.getByRole('button').last()).toBeFocused();
});
