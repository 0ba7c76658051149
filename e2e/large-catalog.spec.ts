import type { Page } from '@playwright/test';
import { test, expect, openExplorer, params } from './fixtures.ts';
import { serveLargestCatalog } from './large-catalog-data.ts';

/** Whether an option lies inside the visible part of its list's own scroll area. */
async function isShownInList(page: Page, name: string): Promise<boolean> {
  return page.getByRole('listbox').evaluate((list, wanted) => {
    const option = list.querySelector(`[data-name="${wanted}"]`);
    if (!option) return false;
    const outer = list.getBoundingClientRect();
    const inner = option.getBoundingClientRect();
    return inner.top >= outer.top - 1 && inner.bottom <= outer.bottom + 1;
  }, name);
}

test('with 1000 tools the list renders only what is visible and keeps its size and positions right', async ({
  page,
}) => {
  const names = await serveLargestCatalog(page);
  await page.goto('./?tool=tool_0500');
  const list = page.getByRole('listbox', { name: 'Tools' });
  const options = list.getByRole('option');
  await expect(options.first()).toBeVisible();
  expect(await options.count()).toBeLessThan(100);
  await expect(options.first()).toHaveAttribute('aria-setsize', String(names.length));
  const selected = list.getByRole('option', { selected: true });
  await expect(selected).toHaveAttribute('data-name', 'tool_0500');
  await expect(selected).toHaveAttribute('aria-posinset', '501');
  expect(await isShownInList(page, 'tool_0500')).toBe(true);

  await list.focus();
  await page.keyboard.press('End');
  const active = () =>
    list.evaluate((el) => document.getElementById(el.getAttribute('aria-activedescendant') ?? ''));
  await expect.poll(async () => (await active())?.toString()).not.toBe('null');
  await expect(list.locator(`[data-name="${names.at(-1)}"]`)).toHaveAttribute('aria-posinset', '1000');
  await expect.poll(() => isShownInList(page, names.at(-1)!)).toBe(true);
  await page.keyboard.press('Home');
  await expect.poll(() => isShownInList(page, names[0]!)).toBe(true);
  await page.keyboard.type('tool_07');
  await expect.poll(() => isShownInList(page, 'tool_0700')).toBe(true);
  await page.keyboard.press('Enter');
  await expect(list).toBeFocused();
  expect(params(page).get('tool')).toBe('tool_0700');

  await page.getByRole('radio', { name: /^family_1\b/ }).click();
  await expect(options.first()).toHaveAttribute('aria-setsize', '250');
  await page.getByRole('tab', { name: 'Arguments' }).click();
  await page.getByRole('option', { name: /^tool_0001\b/ }).click();
  await expect(page.getByRole('tabpanel').getByRole('status')).toContainText('Shape valid.');
});

/** Turns the wheel over the tool list and reads where the list rests two frames later. */
async function wheelList(page: Page, pixels: number): Promise<number> {
  const list = page.getByRole('listbox', { name: 'Tools' });
  // the wheel is turned once the list has the room to take it (a long list sizes its scroll area after its first
  // rows are drawn) and the pointer is seen to rest over it
  await expect
    .poll(() => list.evaluate((el, wanted) => el.scrollHeight - el.clientHeight >= wanted, pixels))
    .toBe(true);
  await expect(async () => {
    await list.scrollIntoViewIfNeeded();
    const box = (await list.boundingBox())!;
    const x = box.x + box.width / 2;
    const y = box.y + 20;
    expect(
      await list.evaluate((el, [px, py]) => el.contains(document.elementFromPoint(px!, py!)), [x, y]),
    ).toBe(true);
    await page.mouse.move(x, y);
  }).toPass();
  await page.mouse.wheel(0, pixels);
  await expect.poll(() => list.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return list.evaluate((el) => el.scrollTop);
}

test('the list scrolls by wheel and stays where it was scrolled while its first option is the active one', async ({
  page,
}) => {
  // the built-in catalog's list, drawn whole, with no tool chosen: the first option is the active one
  await openExplorer(page);
  const list = page.getByRole('listbox', { name: 'Tools' });
  const room = await list.evaluate((el) => el.scrollHeight - el.clientHeight);
  expect(room).toBeGreaterThan(36);
  expect(await wheelList(page, room)).toBeGreaterThanOrEqual(room - 1);

  // 1000 tools, drawn a window at a time: the rows further down are drawn where the wheel brought the list
  await serveLargestCatalog(page);
  await page.goto('./');
  await expect(list.getByRole('option').first()).toBeVisible();
  expect(await wheelList(page, 3600)).toBeGreaterThanOrEqual(3599);
  await expect(list.locator('[data-name="tool_0100"]')).toBeVisible();
});
