import { test, expect, openExplorer, params, readCatalog, toolList } from './fixtures.ts';

const catalog = readCatalog();
const reading = catalog.filter((tool) => tool.enabled && tool.family === 'reading').map((tool) => tool.name);

test('walk the tool list with arrows, Home, End and type-ahead, then choose with Enter', async ({ page }) => {
  await openExplorer(page, '?family=reading');
  const list = page.getByRole('listbox', { name: 'Tools' });
  await page.getByRole('textbox', { name: 'Tool name' }).focus();
  // the search box sits between the lookup and the list, one Tab stop each
  await page.keyboard.press('Tab');
  await expect(page.getByRole('searchbox', { name: 'Search tools' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(list).toBeFocused();

  const active = async () =>
    list.evaluate(
      (el) => document.getElementById(el.getAttribute('aria-activedescendant') ?? '')?.dataset.name,
    );
  expect(await active()).toBe(reading[0]);
  await page.keyboard.press('ArrowUp');
  expect(await active()).toBe(reading[0]);
  await page.keyboard.press('ArrowDown');
  expect(await active()).toBe(reading[1]);
  await page.keyboard.press('End');
  expect(await active()).toBe(reading.at(-1));
  await page.keyboard.press('ArrowDown');
  expect(await active()).toBe(reading.at(-1));
  await page.keyboard.press('Home');
  expect(await active()).toBe(reading[0]);

  const target = reading.at(-1)!;
  await page.keyboard.type(target.slice(0, 3));
  expect(await active()).toBe(reading.find((name) => name.startsWith(target.slice(0, 3))));
  await page.keyboard.press('Enter');
  const chosen = (await active())!;
  await expect(list.getByRole('option', { selected: true })).toHaveAttribute('data-name', chosen);
  await expect(list).toBeFocused();
  expect(params(page).get('tool')).toBe(chosen);
  await expect(page.getByRole('status').filter({ hasText: 'Exact match' })).toHaveText(
    `Exact match: ${chosen} is selected.`,
  );
  await expect(page.getByRole('heading', { level: 2, name: chosen })).toBeVisible();

  await page.keyboard.press('Home');
  await page.keyboard.press(' ');
  await expect(list.getByRole('option', { selected: true })).toHaveAttribute('data-name', reading[0]!);
  expect(params(page).get('tool')).toBe(reading[0]);
});

test('the exact-name field selects only an exact match and otherwise shows the contract error', async ({
  page,
}) => {
  await openExplorer(page, '?family=reading');
  const field = page.getByRole('textbox', { name: 'Tool name' });
  const status = page
    .getByRole('status')
    .filter({ has: page.getByText('Code') })
    .or(page.getByRole('status').filter({ hasText: 'Exact match' }));
  const other = catalog.find((tool) => tool.enabled && tool.family !== 'reading')!.name;

  await field.fill(reading[0]!.slice(0, -1));
  await expect(status).toContainText('TOOL_NOT_AVAILABLE_IN_FAMILY');
  await expect(status).toContainText('/name');
  await expect(toolList(page)).toBeVisible();
  await expect(toolList(page).getByRole('option', { selected: true })).toHaveCount(0);

  await field.fill(other);
  await expect(status).toContainText('TOOL_NOT_AVAILABLE_IN_FAMILY');

  await field.fill('Observe Page');
  await expect(status).toContainText('INVALID_LABEL');

  await field.fill(reading[1]!);
  await expect(status).toHaveText(`Exact match: ${reading[1]} is selected.`);
  await expect(field).toBeFocused();
  await expect(toolList(page).getByRole('option', { selected: true })).toHaveAttribute(
    'data-name',
    reading[1]!,
  );
  await expect.poll(() => params(page).get('tool')).toBe(reading[1]);
});

test('a click on a tool moves focus to its name above the views; the page scrolls only where the name is out of view', async ({
  page,
}) => {
  // a wide, tall screen, where the list and the name both fit: nothing moves
  await page.setViewportSize({ width: 1280, height: 1000 });
  await openExplorer(page, '?family=reading');
  const list = page.getByRole('listbox', { name: 'Tools' });
  await list.getByRole('option', { name: new RegExp(`^${reading[1]}\\b`) }).click();
  const heading = page.getByRole('heading', { level: 2, name: reading[1], exact: true });
  await expect(heading).toBeFocused();
  expect(await page.evaluate(() => scrollY)).toBe(0);
  // a phone: the name is below the list, and comes into view
  await page.setViewportSize({ width: 375, height: 740 });
  await list.getByRole('option', { name: new RegExp(`^${reading[2]}\\b`) }).click();
  const next = page.getByRole('heading', { level: 2, name: reading[2], exact: true });
  await expect(next).toBeFocused();
  await expect(next).toBeInViewport();
  expect(await page.evaluate(() => scrollY)).toBeGreaterThan(0);
});
