import { startStaticServer, type StaticServer } from '../scripts/serve-static.mjs';
import { appBuild } from '../scripts/site/app-build.ts';
import { test, expect, recordIds, toolList } from './fixtures.ts';

// The build Playwright's web server serves (see scripts/e2e-server.ts), kept once for these sources, served
// again by a plain static server under a sub-path, as a project page on a static host would be.
const PREFIX = '/sub/path/';

let served: StaticServer;

test.beforeAll(async () => {
  test.setTimeout(300_000); // a build of sources changed since the web server started
  served = await startStaticServer({ root: appBuild(), prefix: PREFIX });
});

test.afterAll(async () => {
  await served?.close();
});

test('the page loads under a sub-path, every file from inside it with its MIME type', async ({ page }) => {
  const loaded: { path: string; status: number; type: string }[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.protocol === 'http:') {
      loaded.push({
        path: url.pathname,
        status: response.status(),
        type: response.headers()['content-type'] ?? '',
      });
    }
  });
  await page.goto(served.url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tool Contract Explorer');
  await expect(page.getByRole('listbox', { name: 'Tools' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  const expected = { '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };
  for (const [extension, type] of Object.entries(expected)) {
    const files = loaded.filter((entry) => entry.path.endsWith(extension));
    expect(files.length, `${extension} files loaded`).toBeGreaterThan(0);
    for (const file of files) expect(file.type, file.path).toContain(type);
  }
  for (const file of loaded) {
    expect(file.path.startsWith(PREFIX), file.path).toBe(true);
    expect(file.status, file.path).toBe(200);
  }
  expect(loaded.map((file) => file.path)).toContain(`${PREFIX}records/manifest.json`);
});

test('the records verify under a sub-path: none refused, all listed', async ({ page }) => {
  await page.goto(`${served.url}?view=records`);
  await expect(page.getByRole('tab', { name: 'Records' })).toHaveAttribute('aria-selected', 'true');
  for (const id of recordIds()) {
    await expect(page.getByRole('button', { name: new RegExp(`^${id}\\b`) })).toBeVisible();
  }
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText(/was refused/)).toHaveCount(0);
  await page.getByRole('button', { name: new RegExp(`^${recordIds()[0]}\\b`) }).click();
  await expect(page.getByRole('status').filter({ hasText: /^✓ Match/ })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(PREFIX);
});

test('a deep link under a sub-path restores family, tool and view, and keeps the sub-path', async ({
  page,
}) => {
  const args = JSON.stringify({ text: 'Sign in' });
  const query = new URLSearchParams({ family: 'reading', tool: 'find', view: 'arguments', args });
  await page.goto(`${served.url}?${query}`);
  await expect(page.getByRole('radio', { name: /^reading\b/ })).toHaveAttribute('aria-checked', 'true');
  await expect(toolList(page).getByRole('option', { selected: true })).toHaveAttribute('data-name', 'find');
  await expect(page.getByRole('tab', { name: 'Arguments' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('textbox', { name: 'Arguments' })).toHaveValue(args);
  await page.getByRole('tab', { name: 'Documentation' }).click();
  const url = new URL(page.url());
  expect(url.pathname).toBe(PREFIX);
  expect(url.searchParams.get('tool')).toBe('find');
  await page.reload();
  await expect(toolList(page).getByRole('option', { selected: true })).toHaveAttribute('data-name', 'find');
});

test('the sub-path without its trailing slash redirects and still loads', async ({ page }) => {
  await page.goto(`${served.url.slice(0, -1)}?family=input`);
  expect(new URL(page.url()).pathname).toBe(PREFIX);
  await expect(page.getByRole('radio', { name: /^input\b/ })).toHaveAttribute('aria-checked', 'true');
});
