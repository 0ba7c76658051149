import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, openExplorer } from './fixtures.ts';
import { loadMcpTools, NESTED_TOOL } from './form-data.ts';

const FORM = { en: 'Form', ko: '양식' } as const;

async function expectNoViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

const refused = encodeURIComponent(JSON.stringify({ selector: 'x'.repeat(501), script: 1 }));
const states = [
  ['the scalar form, valid', '?family=reading&tool=observe&view=arguments'],
  ['the scalar form with a refused key', `?tool=observe&view=arguments&args=${refused}`],
] as const;

for (const lang of ['en', 'ko'] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    for (const [name, query] of states) {
      test(`axe finds no violations: ${name}, ${lang}, ${scheme}`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: scheme });
        await openExplorer(page, `${query}&lang=${lang}`);
        await page.getByRole('radio', { name: FORM[lang] }).click();
        await expect(page.locator('fieldset').first()).toBeVisible();
        await expectNoViolations(page);
      });
    }

    test(`axe finds no violations: a nested MCP form with issues, null and a variant, ${lang}, ${scheme}`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await openExplorer(page, `?lang=${lang}`);
      await loadMcpTools(page, [NESTED_TOOL]);
      const args = {
        query: 1,
        state: 'open',
        since: null,
        target: 'x',
        filters: [{ field: '', op: 'zz' }],
        bad: 1,
      };
      await page.locator('textarea').fill(JSON.stringify(args));
      await page.getByRole('radio', { name: FORM[lang] }).click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
      await expectNoViolations(page);
    });
  }
}

test('at 320 px the nested form fits without scrolling sideways', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await openExplorer(page);
  await loadMcpTools(page, [NESTED_TOOL]);
  const args = {
    query: 'a long query',
    since: 'now',
    target: 3,
    filters: [{ field: 'label', op: 'eq' }],
    extra: 1,
  };
  await page.locator('textarea').fill(JSON.stringify(args));
  await page.getByRole('radio', { name: 'Form' }).click();
  await expect(page.getByRole('textbox', { name: 'field (required)' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoViolations(page);
});
