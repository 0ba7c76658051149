import { test, expect } from '@playwright/test';

test('the page loads with its title', async ({ page }) => {
  await page.goto('./');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tool Contract Explorer');
});
