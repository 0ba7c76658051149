import { test, expect, openExplorer, params } from './fixtures.ts';

test('switch views with the arrow keys in the tab list, one Tab stop, and copy the schema', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openExplorer(page, '?family=reading&tool=observe');
  const tablist = page.getByRole('tablist');
  await expect(tablist.getByRole('tab')).toHaveText([
    'Documentation',
    'Arguments',
    'Records',
    'Gate',
    'Portability',
  ]);
  const tab = (name: string) => page.getByRole('tab', { name });

  // from the list, Tab reaches the catalog's context cost below it, then the shown tool's Copy link (beside
  // its name, above the tabs), then the tabs
  await page.getByRole('listbox', { name: 'Tools' }).focus();
  await page.keyboard.press('Tab');
  const discovery = page.getByRole('region', { name: 'Discovery' });
  await expect(discovery.locator('summary', { hasText: /^Context cost/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Copy link to observe' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(tab('Documentation')).toBeFocused();
  await expect(tab('Documentation')).toHaveAttribute('aria-selected', 'true');

  await page.keyboard.press('ArrowRight');
  await expect(tab('Arguments')).toBeFocused();
  await expect(tab('Arguments')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Arguments' })).toBeVisible();
  expect(params(page).get('view')).toBe('arguments');

  await page.keyboard.press('End');
  await expect(tab('Portability')).toBeFocused();
  expect(params(page).get('view')).toBe('portability');
  await page.keyboard.press('ArrowRight');
  await expect(tab('Documentation')).toBeFocused();
  expect(params(page).get('view')).toBeNull();
  await page.keyboard.press('ArrowLeft');
  await expect(tab('Portability')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(tab('Documentation')).toBeFocused();

  await page.keyboard.press('Tab');
  await expect(page.getByRole('tabpanel', { name: 'Documentation' })).toBeFocused();
  const copy = page.getByRole('button', { name: 'Copy schema' });
  await copy.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toHaveText('Copied');
  await expect(copy).toBeFocused();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const shown = await page.getByRole('group', { name: 'inputSchema of observe' }).textContent();
  expect(JSON.parse(copied)).toEqual(JSON.parse(shown ?? ''));
  await expect(page.getByText('executes', { exact: true })).toBeVisible();

  await page.goBack();
  await expect(tab('Portability')).toHaveAttribute('aria-selected', 'true');
  await page.goForward();
  await expect(tab('Documentation')).toHaveAttribute('aria-selected', 'true');
});

test('the other views’ code is fetched only when the visitor reaches the tabs, then a tab opens at once (keyboard, Korean, 375 px)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const viewCode: string[] = [];
  page.on('request', (request) => {
    if (/(Arguments|Records|Gate|Portability)View-[^/]*\.js$/.test(request.url()))
      viewCode.push(request.url());
  });
  await openExplorer(page, '?family=reading&tool=observe&lang=ko');
  await expect(page.getByRole('tab', { name: '문서' })).toHaveAttribute('aria-selected', 'true');
  // the first screen is drawn and the page is idle: still no view's code
  await page.waitForTimeout(1500);
  expect(viewCode).toEqual([]);
  // Tab from the tool list reaches the selected tab; focus there asks for every view's code
  await page.getByRole('listbox').focus();
  for (let i = 0; i < 10; i++) {
    if (await page.getByRole('tab', { name: '문서' }).evaluate((tab) => tab === document.activeElement))
      break;
    await page.keyboard.press('Tab');
  }
  await expect(page.getByRole('tab', { name: '문서' })).toBeFocused();
  await expect.poll(() => viewCode.length).toBe(4);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: '인수' })).toBeFocused();
  await expect(page.getByRole('textbox', { name: '인수' })).toBeVisible();
  expect(params(page).get('view')).toBe('arguments');
});
