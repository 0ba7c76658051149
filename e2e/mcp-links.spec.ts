import type { Page } from '@playwright/test';
import { test, expect, openExplorer, params } from './fixtures.ts';
import { GITHUB_LIKE } from './mcp-links-data.ts';

// A permanent link per MCP tool, Back and Forward through picks, a loaded list kept for the tab, and one
// tool on one screen: in the explorer with a loaded list, and from a link to one opened before it is loaded.

const FIRST = GITHUB_LIKE.tools[0]!.name;

async function loadList(page: Page, list: unknown = GITHUB_LIKE): Promise<void> {
  await page.getByRole('button', { name: 'Load your own catalog…' }).click();
  await page.getByLabel('Or paste catalog JSON').fill(JSON.stringify(list));
  await page.getByRole('button', { name: 'Load pasted JSON' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
}

function toolHeading(page: Page, name: string) {
  return page.getByRole('heading', { level: 2, name, exact: true });
}

/** The tool shown: its heading and the option selected in the list. */
async function expectTool(page: Page, name: string): Promise<void> {
  await expect(toolHeading(page, name)).toBeVisible();
  await expect(
    page.getByRole('listbox', { name: 'Tools' }).getByRole('option', { selected: true }),
  ).toHaveAttribute('data-name', name);
}

function pick(page: Page, name: string) {
  return page.getByRole('listbox', { name: 'Tools' }).locator(`[role="option"][data-name="${name}"]`).click();
}

const inUse = (page: Page) => page.locator('p', { hasText: 'Catalog in use:' });

test('picks in a loaded MCP list are links: Back and Forward step through them, and one Back more returns to the built-in catalog', async ({
  page,
}) => {
  await openExplorer(page);
  await loadList(page);
  await expect(inUse(page)).toHaveText(
    `Catalog in use: your MCP tool list from pasted text, ${GITHUB_LIKE.tools.length} tools`,
  );
  await expectTool(page, FIRST);
  expect(params(page).get('tool')).toBe(FIRST);

  await pick(page, 'push_files');
  await expectTool(page, 'push_files');
  await expect(toolHeading(page, 'push_files')).toBeFocused();
  expect(params(page).get('tool')).toBe('push_files');

  await pick(page, 'get_issue');
  await expectTool(page, 'get_issue');
  expect(params(page).get('tool')).toBe('get_issue');

  await page.goBack();
  await expectTool(page, 'push_files');
  expect(params(page).get('tool')).toBe('push_files');
  await page.goBack();
  await expectTool(page, FIRST);

  // one Back from the list's first entry: the built-in catalog, with nothing asked
  await page.goBack();
  await expect(inUse(page)).toHaveText(/^Catalog in use: the synthetic browser-agent catalog/);
  await expect(page.getByRole('radiogroup', { name: 'Family' })).toBeVisible();
  expect(params(page).get('tool')).toBeNull();

  await page.goForward();
  await expectTool(page, FIRST);
  await page.goForward();
  await expectTool(page, 'push_files');
  await expect(inUse(page)).toHaveText(/your MCP tool list from pasted text/);
});

test('a loaded list survives a reload of the tab, on the tool and tab the address names', async ({
  page,
}) => {
  await openExplorer(page);
  await loadList(page);
  await pick(page, 'push_files');
  await page.getByRole('tab', { name: 'Arguments' }).click();
  expect([params(page).get('tool'), params(page).get('view')]).toEqual(['push_files', 'arguments']);

  await page.reload();
  await expectTool(page, 'push_files');
  await expect(page.getByRole('tab', { name: 'Arguments' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('textbox', { name: /Arguments/ })).toBeVisible();
  await expect(inUse(page)).toHaveText(/your MCP tool list from pasted text, 5 tools/);
  await expect(page.getByText(/was not kept/)).toHaveCount(0);

  // Back from the reloaded entry still walks the list's picks, then leaves it
  await page.goBack();
  await expectTool(page, 'push_files');
  await expect(page.getByRole('tab', { name: 'Documentation' })).toHaveAttribute('aria-selected', 'true');
});

test('a reload without the kept list shows the built-in catalog and says so', async ({ page }) => {
  await openExplorer(page);
  await loadList(page);
  await pick(page, 'get_issue');
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await expect(
    page.getByText('The catalog loaded before the reload was not kept, so the built-in catalog is shown.'),
  ).toBeVisible();
  await expect(inUse(page)).toHaveText(/^Catalog in use: the synthetic/);
});

test('only the list loaded last is kept: Back to an earlier one says so, and a reload there does not bring the last one', async ({
  page,
}) => {
  await openExplorer(page);
  await loadList(page);
  await pick(page, 'push_files');
  const later = { tools: [{ name: 'get_weather', inputSchema: { type: 'object' } }] };
  await loadList(page, later);
  await expectTool(page, 'get_weather');
  const earlier =
    'Only the catalog loaded last is kept for this tab: a reload here brings back the built-in catalog.';
  await expect(page.getByText(earlier)).toHaveCount(0);

  await page.goBack();
  await expectTool(page, 'push_files');
  await expect(page.getByText(earlier)).toBeVisible();
  // a reload on this entry: the tab kept the other list, which this entry never showed
  await page.reload();
  await expect(
    page.getByText('The catalog loaded before the reload was not kept, so the built-in catalog is shown.'),
  ).toBeVisible();
  await expect(inUse(page)).toHaveText(/^Catalog in use: the synthetic/);

  // Forward to the last list's entry, and a reload there brings it back
  await page.goForward();
  await page.reload();
  await expectTool(page, 'get_weather');
  await expect(inUse(page)).toHaveText(/your MCP tool list from pasted text, 1 tool$/);
  await expect(page.getByText(/was not kept|is kept for this tab/)).toHaveCount(0);
});

test('one tool, one screen: tabs in the address; on a phone a pick brings the tool into view and the tab row shows it scrolls', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openExplorer(page);
  await loadList(page);
  // an option below the fold holds the place of its drawn height, so the list does not jump
  // as it scrolls into view (a jump under the pointer made a tap land beside the option)
  const option = page.locator('[role="option"][data-name="push_files"]');
  const heights = await option.evaluate(async (el) => {
    const unseen = el.getBoundingClientRect().height;
    el.scrollIntoView({ block: 'center' });
    await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
    return { unseen, seen: el.getBoundingClientRect().height };
  });
  expect(heights.unseen).toBe(heights.seen);
  await pick(page, 'push_files');
  const heading = toolHeading(page, 'push_files');
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();

  // the documentation tab shows the description; the arguments are a tab of their own
  // (it is also in the provider formats below, inside each format's JSON)
  const described = page
    .locator('.description')
    .getByText('Push multiple files to a GitHub repository in a single commit');
  await expect(described).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Arguments/ })).toHaveCount(0);
  const tabs = page.getByRole('tablist', { name: 'Views' });
  const row = await tabs.evaluate((el) => ({
    overflows: el.scrollWidth > el.clientWidth,
    shades: (getComputedStyle(el).backgroundImage.match(/linear-gradient/g) ?? []).length,
  }));
  expect(row).toEqual({ overflows: true, shades: 4 });
  const pageScroll = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  expect(pageScroll).toBeLessThanOrEqual(0);

  await tabs.getByRole('tab', { name: 'Portability' }).click();
  expect(params(page).get('view')).toBe('portability');
  const selected = tabs.getByRole('tab', { name: 'Portability' });
  const inRow = await selected.evaluate((tab) => {
    const list = tab.parentElement!.getBoundingClientRect();
    const box = tab.getBoundingClientRect();
    return box.left >= list.left - 1 && box.right <= list.right + 1;
  });
  expect(inRow).toBe(true);

  // a Portability cell opens that tool in that format, brought into view
  const cell = page.getByRole('button', { name: /get_issue/ }).nth(1);
  await cell.click();
  await expect(toolHeading(page, 'get_issue')).toBeFocused();
  await expect(toolHeading(page, 'get_issue')).toBeInViewport();
  await expect(tabs.getByRole('tab', { name: 'Documentation' })).toHaveAttribute('aria-selected', 'true');
  expect([params(page).get('tool'), params(page).get('view')]).toEqual(['get_issue', null]);
  expect(params(page).get('provider')).not.toBeNull();
});

test.describe('a link to a tool of a loaded MCP list, opened before the list is loaded', () => {
  /** Opens the explorer on `query` (a link to the loaded catalog) and loads the list it names. */
  async function openLink(page: Page, query: string): Promise<void> {
    await openExplorer(page, `?catalog=loaded&${query}`);
    await expect(page.getByRole('alert')).toContainText(
      'This link needs a catalog this browser does not have',
    );
    await loadList(page);
  }

  test('?tool= opens that tool, with its tab, and Back and Forward step through picks', async ({ page }) => {
    await openLink(page, 'tool=push_files&view=arguments');
    await expectTool(page, 'push_files');
    await expect(page.getByRole('tab', { name: 'Arguments' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('alert')).toHaveCount(0);

    await page.getByRole('tab', { name: 'Documentation' }).click();
    await pick(page, 'list_issues');
    await expectTool(page, 'list_issues');
    expect(params(page).get('tool')).toBe('list_issues');
    await page.goBack();
    await expect(page.getByRole('tab', { name: 'Documentation' })).toHaveAttribute('aria-selected', 'true');
    await expectTool(page, 'push_files');
    await page.goBack();
    await expect(page.getByRole('tab', { name: 'Arguments' })).toHaveAttribute('aria-selected', 'true');
    await page.goForward();
    await page.goForward();
    await expectTool(page, 'list_issues');
  });

  test('a name the list lacks gets the link problem the explorer shows, and the first tool', async ({
    page,
  }) => {
    await openLink(page, 'tool=push_file');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('This link asks for something that does not exist');
    await expect(alert).toContainText('Parameter “tool” = “push_file”');
    await expect(alert).toContainText('TOOL_NOT_AVAILABLE_IN_FAMILY');
    // an MCP list has no families, and its sentence says so: the list lacks the name
    await expect(alert).toContainText(
      'No tool of this list is named exactly "push_file"; a similar name is never substituted.',
    );
    await expect(alert).not.toContainText('family');
    await expectTool(page, FIRST);
  });

  test('a link carries the arguments: they open in the editor, checked, and what the reader types goes into the address', async ({
    page,
  }) => {
    const args = { owner: 'octo', repo: 'hello', issue_number: 'seven' };
    const query = new URLSearchParams({ tool: 'get_issue', view: 'arguments', args: JSON.stringify(args) });
    await openLink(page, String(query));
    await expectTool(page, 'get_issue');
    const editor = page.getByRole('textbox', { name: /Arguments/ });
    await expect(editor).toHaveValue(JSON.stringify(args));
    const verdict = page.getByRole('tabpanel').getByRole('status').first();
    await expect(verdict).toContainText('Refused with 1 issue');
    await expect(page.getByRole('alert')).toHaveCount(0);

    const fixed = JSON.stringify({ ...args, issue_number: 7 });
    await editor.fill(fixed);
    await expect(verdict).toContainText('Valid for this schema');
    await expect.poll(() => params(page).get('args')).toBe(fixed);
    expect(params(page).get('tool')).toBe('get_issue');

    // another tool starts from its own sample, and its link carries no arguments
    await page.getByRole('tab', { name: 'Documentation' }).click();
    await pick(page, 'list_issues');
    await expectTool(page, 'list_issues');
    expect(params(page).get('args')).toBeNull();
    await page.goBack();
    await page.goBack();
    await expectTool(page, 'get_issue');
    await expect(page.getByRole('textbox', { name: /Arguments/ })).toHaveValue(fixed);
  });

  test('arguments in a link that names no tool of the list are a link problem', async ({ page }) => {
    await openLink(page, 'tool=get_issues&args=%7B%7D');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Parameter “tool” = “get_issues”');
    await expect(alert).toContainText('Parameter “args”');
    await expectTool(page, FIRST);
  });
});
