import { test, expect, openExplorer, params } from './fixtures.ts';

test('?lang=ko shows Korean labels and sets the document language', async ({ page }) => {
  await openExplorer(page, '?lang=ko&family=reading&tool=observe');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('도구 계약 탐색기');
  await expect(page).toHaveTitle('도구 계약 탐색기');
  await expect(page.getByRole('radiogroup', { name: '묶음' })).toBeVisible();
  await expect(page.getByRole('listbox', { name: '도구' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: '도구 이름' })).toHaveValue('observe');
  await expect(page.getByRole('tab', { name: '문서' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('textbox', { name: '도구 이름' }).fill('observ');
  await expect(page.getByText('TOOL_NOT_AVAILABLE_IN_FAMILY')).toBeVisible();
  await expect(
    page.getByText('이 묶음에 정확히 이 이름을 가진 활성 도구가 없습니다.', { exact: false }),
  ).toBeVisible();
});

test('the header switch changes the language, the URL and <html lang>, and back returns', async ({
  page,
}) => {
  await openExplorer(page, '?tool=observe&view=arguments');
  const korean = page.getByRole('button', { name: '한국어' });
  await korean.focus();
  await page.keyboard.press('Enter');
  await expect(korean).toHaveAttribute('aria-pressed', 'true');
  await expect(korean).toBeFocused();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  expect(params(page).get('lang')).toBe('ko');
  await expect(page.getByRole('textbox', { name: '인수' })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('status')).toContainText('형식이 맞습니다.');
  await expect(page).toHaveTitle('도구 계약 탐색기');
  await page.goBack();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle('Tool Contract Explorer');
  await expect(page.getByRole('textbox', { name: 'Arguments' })).toBeVisible();
});

test('the theme follows the system and the toggle overrides it', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await openExplorer(page);
  const html = page.locator('html');
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await expect(html).toHaveAttribute('data-theme', 'dark');
  const dark = await background();
  const toggle = page.getByRole('button', { name: 'Dark theme' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await toggle.click();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  expect(await background()).not.toBe(dark);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('light');
  await page.emulateMedia({ colorScheme: 'light' });
  await toggle.click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  expect(await background()).toBe(dark);
});

test('a skip link moves focus to the main content', async ({ page }) => {
  await openExplorer(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement))).toBe(
    true,
  );
});
