import { test, expect, openExplorer, params, readCatalog } from './fixtures.ts';

const catalog = readCatalog();
const families = ['all', ...new Set(catalog.map((tool) => tool.family))];
const enabledIn = (family: string) =>
  catalog
    .filter((tool) => tool.enabled && (family === 'all' || tool.family === family))
    .map((tool) => tool.name);

test('choose a family with the arrow keys: one Tab stop, arrows move and select, Home and End jump', async ({
  page,
}) => {
  await openExplorer(page);
  const radio = (name: string) => page.getByRole('radio', { name: new RegExp(`^${name}\\b`) });
  const group = page.getByRole('radiogroup', { name: 'Family' });
  await expect(group.getByRole('radio')).toHaveCount(families.length);

  for (let i = 0; i < 8 && !(await radio('all').evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(radio('all')).toBeFocused();
  await expect(radio('all')).toHaveAttribute('aria-checked', 'true');

  const second = families[1]!;
  await page.keyboard.press('ArrowRight');
  await expect(radio(second)).toBeFocused();
  await expect(radio(second)).toHaveAttribute('aria-checked', 'true');
  await expect(radio('all')).toHaveAttribute('tabindex', '-1');
  expect(params(page).get('family')).toBe(second);
  await expect(page.getByRole('listbox', { name: 'Tools' }).getByRole('option')).toHaveCount(
    enabledIn(second).length,
  );
  await expect(page.getByRole('status').filter({ hasText: 'enabled tools in' })).toHaveText(
    `${enabledIn(second).length} enabled tools in ${second}.`,
  );

  await page.keyboard.press('End');
  const last = families.at(-1)!;
  await expect(radio(last)).toBeFocused();
  expect(params(page).get('family')).toBe(last);
  await page.keyboard.press('ArrowDown');
  await expect(radio('all')).toBeFocused();
  expect(params(page).get('family')).toBeNull();
  await page.keyboard.press('ArrowLeft');
  await expect(radio(last)).toBeFocused();
  await page.keyboard.press('Home');
  await expect(radio('all')).toBeFocused();
  await expect(page.getByRole('listbox', { name: 'Tools' }).getByRole('option')).toHaveCount(
    enabledIn('all').length,
  );

  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Tool name' })).toBeFocused();

  await page.goBack();
  await expect(radio(last)).toHaveAttribute('aria-checked', 'true');
  expect(params(page).get('family')).toBe(last);
});

test('the all family still hides disabled tools, and the note says a family is not a permission', async ({
  page,
}) => {
  await openExplorer(page);
  const disabled = catalog.filter((tool) => !tool.enabled).map((tool) => tool.name);
  expect(disabled.length).toBeGreaterThan(0);
  const options = page.getByRole('listbox', { name: 'Tools' }).getByRole('option');
  await expect(options).toHaveCount(enabledIn('all').length);
  for (const name of disabled)
    await expect(options.filter({ hasText: new RegExp(`^${name}\\b`) })).toHaveCount(0);
  await expect(page.getByText('it is not a permission')).toBeVisible();
});
