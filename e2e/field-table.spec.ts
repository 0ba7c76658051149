// A field table as a reader meets it: nested fields, unions, folded values, and a table that scrolls in its own box.
import type { Page } from '@playwright/test';
import { test, expect, openExplorer } from './fixtures.ts';
import { brokenWords, pageOverflow } from './layout-probe.ts';

// push_files as the GitHub MCP server lists it, and a tool with a union and a long enum
const LIST = {
  tools: [
    {
      name: 'push_files',
      inputSchema: {
        type: 'object',
        required: ['owner', 'repo', 'branch', 'files', 'message'],
        properties: {
          branch: { description: 'Branch to push to', type: 'string' },
          files: {
            description: 'Array of file objects to push, each object with path (string) and content (string)',
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['path', 'content'],
              properties: {
                content: { description: 'file content', type: 'string' },
                path: { description: 'path to the file', type: 'string' },
              },
            },
          },
          message: { description: 'Commit message', type: 'string' },
          owner: { description: 'Repository owner', type: 'string' },
          repo: { description: 'Repository name', type: 'string' },
        },
      },
    },
    {
      name: 'actions_get',
      inputSchema: {
        type: 'object',
        properties: {
          method: {
            type: 'string',
            enum: Array.from({ length: 12 }, (_, i) => `download_workflow_run_${i}`),
          },
          since: { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] },
        },
      },
    },
  ],
};

async function loadList(page: Page): Promise<void> {
  await openExplorer(page);
  await page.getByRole('button', { name: 'Load your own catalog…' }).click();
  await page.getByLabel('Or paste catalog JSON').fill(JSON.stringify(LIST));
  await page.getByRole('button', { name: 'Load pasted JSON' }).click();
  await expect(page.getByRole('dialog', { name: 'Load your own catalog' })).toBeHidden();
}

test('push_files lists files[].path and files[].content as nested rows under files', async ({ page }) => {
  await loadList(page);
  await page.getByRole('option', { name: 'push_files' }).click();
  const table = page.getByRole('table', { name: 'Fields of push_files' });
  await expect(table.locator('tbody th')).toHaveText([
    'branch',
    'files',
    /^\s+files\[\]\.content$/,
    /^\s+files\[\]\.path$/,
    'message',
    'owner',
    'repo',
  ]);
  const files = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'files', exact: true }) });
  await expect(files.getByRole('cell').first()).toHaveText('object[]');
  const path = table.getByRole('row').filter({ hasText: 'files[].path' });
  await expect(path.getByRole('cell')).toHaveText(['string', 'yes', '', 'path to the file']);
});

test('a union reads as its types and a long enum shows ten values, the rest folded whole', async ({
  page,
}) => {
  await loadList(page);
  await page.getByRole('option', { name: 'actions_get' }).click();
  const table = page.getByRole('table', { name: 'Fields of actions_get' });
  const since = table.getByRole('row').filter({ hasText: 'since' });
  await expect(since.getByRole('cell').first()).toHaveText('string or null');
  await expect(since).toContainText('format: "date-time"');
  const method = table.getByRole('row').filter({ hasText: 'method' });
  await expect(method.locator('td.limits').first().locator(':scope > code')).toHaveCount(10);
  // the values are parted by a space, as a reader and a copy of the cell see them
  await expect(method.locator('td.limits').first()).toContainText(
    'enum: "download_workflow_run_0" "download_workflow_run_1" "download_workflow_run_2"',
  );
  const more = method.getByText('2 more values');
  await more.click();
  await expect(method.locator('details code')).toHaveText([
    '"download_workflow_run_10"',
    '"download_workflow_run_11"',
  ]);
});

test('at 320 px the page never scrolls sideways: the table scrolls in its own box and no name breaks', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await loadList(page);
  await page.getByRole('option', { name: 'push_files' }).click();
  const table = page.getByRole('table', { name: 'Fields of push_files' });
  await expect(table).toBeVisible();
  expect(await page.evaluate(pageOverflow)).toBeLessThanOrEqual(0);
  const box = page.getByRole('group', { name: 'Fields of push_files' });
  expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  expect(
    await page.evaluate(
      brokenWords,
      'table.fields :is(tbody th, thead th, td.type) code, table.fields thead th',
    ),
  ).toEqual([]);
});
