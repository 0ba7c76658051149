import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, openExplorer, params, pasteCatalog, toolList } from './fixtures.ts';
import { GITHUB_LIKE } from './mcp-links-data.ts';

// A link to a tool of a catalog the visitor loaded names that catalog; a browser that lacks it says so and
// offers to load it. Copy link says what such a link opens, and its "copied" line goes with time or a pick.

const COPIED = 'Link copied.';
const COPIED_LOADED = 'Link copied. It opens this tool only in a browser that has loaded the same catalog.';

async function pick(page: Page, name: string): Promise<void> {
  await toolList(page).locator(`[role="option"][data-name="${name}"]`).click();
  await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
}

/** Loads the GitHub-like list, shows `tool` and presses its Copy link; the address copied. */
async function copyLoadedLink(page: Page, context: BrowserContext, tool: string): Promise<string> {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await pasteCatalog(page, GITHUB_LIKE);
  await pick(page, tool);
  await page.getByRole('tab', { name: 'Arguments' }).click();
  await page.getByRole('button', { name: `Copy link to ${tool}` }).click();
  await expect(page.getByRole('status').filter({ hasText: COPIED_LOADED })).toBeVisible();
  return page.evaluate(() => navigator.clipboard.readText());
}

test('Copy link on a loaded catalog says the link opens the tool only where that catalog is loaded', async ({
  page,
  context,
}) => {
  const copied = await copyLoadedLink(page, context, 'push_files');
  expect(copied).toBe(page.url());
  const query = new URL(copied).searchParams;
  expect([query.get('catalog'), query.get('tool'), query.get('view')]).toEqual([
    'loaded',
    'push_files',
    'arguments',
  ]);
});

test('a copied link to a loaded catalog, opened in a fresh browser, says it needs that catalog and offers to load it', async ({
  page,
  context,
  browser,
}) => {
  const copied = await copyLoadedLink(page, context, 'push_files');
  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto(copied);
  const alert = other.getByRole('alert');
  await expect(alert).toContainText('This link needs a catalog this browser does not have');
  await expect(alert).toContainText('Parameter “tool” = “push_files”');
  await expect(alert).toContainText(
    'This link names a tool of a catalog that was loaded into the page from a file or pasted text, and this browser does not have that catalog.',
  );
  await expect(alert).not.toContainText('TOOL_NOT_AVAILABLE_IN_FAMILY');

  // by keyboard: the offer opens the page's load-your-catalog dialog with focus in it
  const offer = alert.getByRole('button', { name: 'Load the link’s catalog…' });
  await offer.focus();
  await other.keyboard.press('Enter');
  const dialog = other.getByRole('dialog', { name: 'Load your own catalog' });
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);

  // loading the same catalog opens what the link names
  await dialog.getByLabel('Or paste catalog JSON').fill(JSON.stringify(GITHUB_LIKE));
  await dialog.getByRole('button', { name: 'Load pasted JSON' }).click();
  await expect(dialog).toBeHidden();
  // the offer went with the link's problem: focus is on the page's own load control, as after any load
  await expect(other.getByRole('button', { name: 'Load your own catalog…' })).toBeFocused();
  await expect(other.getByRole('heading', { level: 2, name: 'push_files', exact: true })).toBeVisible();
  await expect(other.getByRole('tab', { name: 'Arguments' })).toHaveAttribute('aria-selected', 'true');
  await expect(other.getByRole('alert')).toHaveCount(0);
  expect([params(other).get('catalog'), params(other).get('tool')]).toEqual(['loaded', 'push_files']);
  await fresh.close();
});

test('the offer in Korean, with no axe violation, and Escape from its dialog returns focus to it', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await openExplorer(page, '?catalog=loaded&tool=push_files&lang=ko');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('이 링크에 필요한 카탈로그가 이 브라우저에 없습니다');
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  const offer = alert.getByRole('button', { name: '링크의 카탈로그 불러오기…' });
  await offer.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(offer).toBeFocused();
  // the built-in catalog stays in use, with nothing of the link's applied to it
  await expect(toolList(page)).toBeVisible();
  await expect(toolList(page).getByRole('option', { selected: true })).toHaveCount(0);
});

test('a link that names a catalog value the page does not know is a link problem, and the rest applies', async ({
  page,
}) => {
  await openExplorer(page, '?catalog=elsewhere&tool=observe');
  await expect(page.getByRole('alert')).toContainText('Parameter “catalog” = “elsewhere”');
  await expect(toolList(page).getByRole('option', { selected: true })).toHaveAttribute(
    'data-name',
    'observe',
  );
});

test('“Link copied.” goes after four seconds', async ({ page, context }) => {
  await page.clock.install();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openExplorer(page, '?tool=observe');
  // from here the page's time moves only as the test says
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5_000);
  await page.getByRole('button', { name: 'Copy link to observe' }).click();
  const status = page.getByRole('status').filter({ hasText: COPIED });
  await expect(status).toBeVisible();
  await page.clock.runFor(3_000);
  await expect(status).toBeVisible();
  await page.clock.runFor(1_100);
  await expect(status).toHaveCount(0);
});

test('“Link copied.” goes when another tool or tab is shown', async ({ page, context }) => {
  await page.clock.install();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openExplorer(page, '?tool=observe');
  // the page's time stands still, so the line can go only because of what is shown
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5_000);
  const copyLink = page.locator('.copy-link');
  await page.getByRole('button', { name: 'Copy link to observe' }).click();
  await expect(copyLink.getByRole('status')).toHaveText(COPIED);
  await page.getByRole('tab', { name: 'Arguments' }).click();
  await expect(copyLink.getByRole('status')).toBeEmpty();

  await page.getByRole('button', { name: 'Copy link to observe' }).click();
  await expect(copyLink.getByRole('status')).toHaveText(COPIED);
  await pick(page, 'find');
  await expect(copyLink.getByRole('status')).toBeEmpty();
  expect(params(page).get('tool')).toBe('find');
});
