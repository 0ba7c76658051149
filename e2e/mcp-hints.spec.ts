import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, pasteCatalog } from './fixtures.ts';

// A tool whose server sent no hints claims nothing: the page says what a host assumes of it by default.

const LIST = {
  tools: [
    { name: 'fetch_page', description: 'Fetches a page.', inputSchema: { type: 'object' } },
    {
      name: 'delete_file',
      inputSchema: { type: 'object' },
      annotations: { readOnlyHint: false, destructiveHint: true },
    },
  ],
};

function hints(page: Page, heading: string) {
  return page.getByRole('region', { name: heading });
}

test('a tool without hints: the page says the server sent none and what a host assumes by default', async ({
  page,
}) => {
  await pasteCatalog(page, LIST);
  await expect(page.getByRole('heading', { level: 2, name: 'fetch_page', exact: true })).toBeVisible();
  const section = hints(page, 'Hints from the server — not permissions');
  await expect(section.locator('p')).toHaveText('The server sent no hints. A host assumes by default that:');
  await expect(section.getByRole('listitem')).toHaveText([
    'the tool may change its environment (readOnlyHint: false)',
    'a change may delete or overwrite data (destructiveHint: true)',
    'calling it again with the same arguments may have a further effect (idempotentHint: false)',
    'it may reach systems outside, such as the web (openWorldHint: true)',
  ]);
  await expect(section).not.toContainText('claims');
  await expect(section).not.toContainText('destroy');
  const { violations } = await new AxeBuilder({ page }).include('.tool-detail').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);

  // a tool whose server stated hints keeps them as its claims
  await page
    .getByRole('listbox', { name: 'Tools' })
    .locator('[role="option"][data-name="delete_file"]')
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'delete_file', exact: true })).toBeVisible();
  await expect(section.getByText('The server sent no hints.')).toHaveCount(0);
  await expect(section.getByRole('definition').filter({ hasText: 'stated by the server' })).toHaveCount(2);
});

test('a tool without hints, in Korean', async ({ page }) => {
  await pasteCatalog(page, LIST);
  await page.getByRole('button', { name: '한국어' }).click();
  const section = hints(page, '서버가 준 힌트 — 권한이 아님');
  await expect(section.locator('p')).toHaveText(
    '서버가 힌트를 보내지 않았습니다. 호스트는 기본값으로 다음과 같이 가정합니다.',
  );
  await expect(section.getByRole('listitem').first()).toHaveText(
    '도구가 환경을 바꿀 수 있음 (readOnlyHint: false)',
  );
});
