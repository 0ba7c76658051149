import { test, expect, pasteCatalog } from './fixtures.ts';

const RICH = [
  'Create or submit a review.',
  '',
  'Available methods:',
  '- create: a **new** review',
  '- `submit_pending`: send it',
  '',
  '# Usage',
  'Run `gh pr view` first, see [the docs](https://docs.github.com/en/rest "REST docs").',
  'Never [this](javascript:window.__pwned=1) nor <img src=x onerror="window.__pwned=1"> or <uuid>.',
  '',
  '```',
  'gh pr review --approve',
  '```',
].join('\n');

const LIST = {
  tools: [
    { name: 'plain_tool', description: 'Reads one value.', inputSchema: { type: 'object' } },
    { name: 'rich_tool', description: RICH, inputSchema: { type: 'object' } },
  ],
};

test("a description's Markdown renders as lists, code, a heading and a safe link; its raw HTML stays text", async ({
  page,
}) => {
  const chunks: string[] = [];
  page.on('request', (request) => chunks.push(new URL(request.url()).pathname));
  await pasteCatalog(page, LIST);
  const detail = page.locator('section.tool-detail');

  // a description without Markdown is drawn as it is, and the renderer is not fetched for it
  await expect(page.getByRole('heading', { level: 2, name: 'plain_tool' })).toBeVisible();
  await expect(detail.locator('.description p')).toHaveText('Reads one value.');
  expect(chunks.filter((path) => /MarkdownView/.test(path))).toEqual([]);

  await page.getByRole('option', { name: 'rich_tool' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'rich_tool' })).toBeVisible();
  const description = detail.locator('.description');
  const items = description.getByRole('listitem');
  await expect(items).toHaveText(['create: a new review', 'submit_pending: send it']);
  await expect(items.first().locator('strong')).toHaveText('new');
  await expect(items.nth(1).locator('code')).toHaveText('submit_pending');
  expect(chunks.filter((path) => /MarkdownView.*\.js$/.test(path))).toHaveLength(1);

  // the author's top heading ranks below the page's "Description" (h3)
  await expect(description.getByRole('heading', { level: 4, name: 'Usage' })).toBeVisible();
  await expect(description.locator('pre code')).toHaveText('gh pr review --approve');
  await expect(description.locator(':scope p code').first()).toHaveText('gh pr view');

  const links = description.getByRole('link');
  await expect(links).toHaveCount(1);
  await expect(links).toHaveText('the docs');
  await expect(links).toHaveAttribute('href', 'https://docs.github.com/en/rest');
  await expect(links).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(links).toHaveAttribute('title', 'REST docs');

  await expect(description).toContainText('[this](javascript:window.__pwned=1)');
  await expect(description).toContainText('<img src=x onerror="window.__pwned=1"> or <uuid>.');
  await expect(description.locator('img')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
});
