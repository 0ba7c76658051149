import type { Page } from '@playwright/test';
import { compileSchema, MCP_SCHEMA_OPTIONS } from '../src/core/index.ts';
import { comparePointers } from '../src/ui/import/issue-cap.ts';
import { test, expect, openExplorer, recordIds } from './fixtures.ts';

/**
 * The standing adversarial suite for the page: every hostile input is generated here, each test checks
 * that the page stays answerable (a frame within 1 s after the check), that the DOM stays bounded, and
 * the message the visitor sees. The fixture fails any test on a console error, page error or CSP violation.
 */

const DOM_BUDGET = 3000;

declare global {
  interface Window {
    __pwned?: unknown;
  }
}

/** How long the page's thread takes to answer one animation frame. */
async function frameMs(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const start = performance.now();
        requestAnimationFrame(() => resolve(performance.now() - start));
      }),
  );
}

async function expectBounded(page: Page): Promise<void> {
  expect(await frameMs(page), 'the page answers a frame within 1 s').toBeLessThan(1000);
  const nodes = await page.evaluate(() => document.getElementsByTagName('*').length);
  expect(nodes, 'DOM elements').toBeLessThan(DOM_BUDGET);
}

/** Loads catalog text as a picked file, in either language. */
async function loadFile(page: Page, text: string): Promise<void> {
  await page.locator('button[aria-haspopup="dialog"]').click();
  const buffer = Buffer.from(text);
  await page
    .locator('dialog input[type="file"]')
    .setInputFiles({ name: 'hostile.json', mimeType: 'application/json', buffer });
}

/** Types arguments into the MCP arguments field at once, as a paste would. */
async function setArguments(page: Page, text: string): Promise<void> {
  await page.getByRole('tab', { name: /^(Arguments|인수)$/ }).click();
  await page.getByRole('textbox', { name: /^(Arguments|인수)$/ }).evaluate((element, value) => {
    (element as HTMLTextAreaElement).value = value;
    element.dispatchEvent(new Event('input', { bubbles: true }));
  }, text);
}

// the arguments' own status region; the provider formats announce their counts in another one
const result = (page: Page) =>
  page.locator('.result[role="status"]').filter({ hasText: /Refused|Valid|Checking|stopped|거부|맞습니다/ });

test('an enum of 100,000 values shows 50 of them, says how many there are, and checks in time', async ({
  page,
}) => {
  await openExplorer(page);
  const list = {
    tools: [
      {
        name: 'big_enum',
        inputSchema: { type: 'object', properties: { z: { enum: Array(100_000).fill(0) } } },
      },
    ],
  };
  await loadFile(page, JSON.stringify(list));
  await expect(page.getByText('/properties/z/enum: 100,000 values; the first 50 shown.')).toBeVisible();
  const block = page.getByRole('group', { name: 'inputSchema of big_enum' });
  await expect(block).toHaveAccessibleDescription(/100,000 values; the first 50 shown/);
  await expect(block.locator('.number')).toHaveCount(50);
  await expect(block).toContainText('… 99,950 more values');
  // the check is in the tool's Arguments tab
  await page.getByRole('tab', { name: 'Arguments' }).click();
  // a busy machine may stop the check at the worker's 1 s; it must then not blame a pattern
  await expect(result(page)).toContainText(/Valid for this schema\.|this schema took too long/);
  await expect(result(page)).not.toContainText('pattern');
  await expectBounded(page);
});

test('20,000 unknown keys give a count and the first 100 problems by pointer, in both languages', async ({
  page,
}) => {
  await openExplorer(page);
  await loadFile(
    page,
    JSON.stringify({
      tools: [{ name: 'closed', inputSchema: { type: 'object', additionalProperties: false } }],
    }),
  );
  await expect(page.getByRole('heading', { level: 2, name: 'closed' })).toBeVisible();
  const keys = Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`k${i}`, 0]));
  await setArguments(page, JSON.stringify(keys));
  await expect(result(page)).toContainText('Refused: 20,000 problems; the first 100 shown, by pointer.');
  await expectBounded(page);
  await expect(result(page).getByRole('listitem')).toHaveCount(100);
  // the checker keeps its first issues and counts the rest; the page lists those by pointer
  const compiled = compileSchema({ type: 'object', additionalProperties: false }, MCP_SCHEMA_OPTIONS);
  if (!compiled.ok) throw new Error('the schema compiles');
  const firstByPointer = compiled.value
    .validate(keys)
    .filter((issue) => issue.reason !== 'more_issues')
    .map((issue) => issue.path)
    .sort(comparePointers)
    .slice(0, 100);
  await expect(result(page).getByRole('listitem').nth(2).getByRole('definition').first()).toHaveText(
    firstByPointer[2]!,
  );
  await expect(result(page).getByRole('listitem').nth(99).getByRole('definition').first()).toHaveText(
    firstByPointer[99]!,
  );
  await page.getByRole('button', { name: '한국어' }).click();
  await expect(result(page)).toContainText(
    '거부: 문제 20,000개 가운데 포인터 순으로 처음 100개를 보여 줍니다.',
  );
});

test('a stopped check names the schema’s pattern, and a schema without one is not blamed on a pattern', async ({
  page,
}) => {
  await openExplorer(page);
  const list = {
    tools: [
      {
        name: 'word',
        inputSchema: { type: 'object', properties: { w: { type: 'string', pattern: '^(a+)+$' } } },
      },
    ],
  };
  await loadFile(page, JSON.stringify(list));
  await page.getByRole('tab', { name: 'Arguments' }).click();
  await expect(result(page)).toContainText('Valid');
  await setArguments(page, JSON.stringify({ w: 'a'.repeat(40) + '!' }));
  await expect(result(page)).toContainText(
    'Check stopped after 1 s of the worker’s own time. The schema has 1 pattern, ^(a+)+$;',
  );
  await expectBounded(page);
});

test('a manifest that lists a record twice refuses that id with its reason, and the tabs keep working', async ({
  page,
}) => {
  const [doubled, other] = recordIds();
  await page.route('**/records/manifest.json', async (route) => {
    const response = await route.fetch();
    const manifest = await response.json();
    manifest.records.push(manifest.records[0]);
    await route.fulfill({ response, body: JSON.stringify(manifest) });
  });
  await openExplorer(page, '?view=records');
  const alert = page.getByRole('alert').filter({ hasText: `Record ${doubled} was refused.` });
  await expect(alert).toContainText('The manifest lists this id 2 times');
  await expect(page.getByRole('button', { name: new RegExp(`^${other}\\b`) })).toBeVisible();
  await page.getByRole('tab', { name: 'Gate' }).click();
  await expect(page.getByRole('heading', { name: /Document/ })).toBeVisible();
  await page.getByRole('tab', { name: 'Records' }).click();
  await expect(page.getByRole('button', { name: new RegExp(`^${other}\\b`) })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Document/ })).toHaveCount(0);
});

test('a manifest entry that names a file outside the folder is refused by id', async ({ page }) => {
  const [victim] = recordIds();
  await page.route('**/records/manifest.json', async (route) => {
    const response = await route.fetch();
    const manifest = await response.json();
    manifest.records[0].file = '../index.json';
    await route.fulfill({ response, body: JSON.stringify(manifest) });
  });
  await openExplorer(page, '?view=records');
  await expect(page.getByRole('alert').filter({ hasText: `Record ${victim} was refused.` })).toBeVisible();
});

for (const lang of ['en', 'ko'] as const) {
  test(`catalog and URL strings cannot reverse the page's sentences (${lang})`, async ({ page }) => {
    const name = 'safe_read\u2069\u202E';
    await openExplorer(page, `?lang=${lang}&view=%E2%80%AEabc`);
    const problem = page.getByRole('alert').locator('p').first();
    await expect(problem.locator('bdi')).toHaveText(['view', '\u202Eabc\u202C']);
    await loadFile(
      page,
      JSON.stringify({
        tools: [
          { name, inputSchema: { type: 'object' } },
          { name: 'other', inputSchema: { type: 'object' } },
        ],
      }),
    );
    await page.getByRole('tab', { name: lang === 'en' ? 'Arguments' : '인수' }).click();
    const help = page.locator('p', { hasText: lang === 'en' ? 'JSON arguments for' : 'JSON 인수' });
    // the stray isolate closer is dropped and the override is closed, so it ends inside its isolate
    await expect(help.locator('bdi').first()).toHaveText('safe_read\u202E\u202C');
    const isReversed = await help.evaluate((element) => {
      const text = element.lastChild!;
      const range = document.createRange();
      const x = (i: number) => {
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        return range.getBoundingClientRect().x;
      };
      return (text.textContent ?? '').length > 2 && x(1) < x(0);
    });
    expect(isReversed, 'the words after the name still run left to right').toBe(false);
  });
}

test('markup in catalog strings and URL parameters is shown as text and never runs', async ({ page }) => {
  const xss = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';
  await openExplorer(page, `?tool=${encodeURIComponent(xss)}&family=${encodeURIComponent(xss)}`);
  await expect(page.getByRole('alert').first()).toContainText('<img src=x');
  const list = {
    tools: [
      {
        name: 'x_img',
        title: xss,
        description: xss,
        inputSchema: { type: 'object', properties: { [xss]: { type: 'string', pattern: xss } } },
      },
      { name: 'x_other', description: 'javascript:window.__pwned=3', inputSchema: { type: 'object' } },
    ],
  };
  await loadFile(page, JSON.stringify(list));
  await expect(page.getByText(xss).first()).toBeVisible();
  await setArguments(page, JSON.stringify({ [xss]: 1 }));
  await expect(result(page)).toContainText('Refused');
  expect(await page.evaluate(() => window.__pwned)).toBeUndefined();
  expect(await page.locator('main img, main script').count()).toBe(0);
});

test('prototype keys in a schema and in arguments pollute nothing', async ({ page }) => {
  await openExplorer(page);
  const schema =
    '{"type":"object","properties":{"__proto__":{"type":"string"},"constructor":{"type":"string"}},"additionalProperties":false}';
  await loadFile(page, `{"tools":[{"name":"proto","inputSchema":${schema}}]}`);
  await expect(page.getByRole('heading', { level: 2, name: 'proto' })).toBeVisible();
  await setArguments(page, '{"__proto__": {"polluted": 1}, "constructor": {"prototype": {"polluted": 1}}}');
  await expect(result(page)).toContainText('Refused with 2 issues.');
  await expect(result(page)).toContainText('/__proto__');
  expect(await page.evaluate(() => ({}) as Record<string, unknown>)).not.toHaveProperty('polluted');
  await expectBounded(page);
});

test('a 20 MB catalog is refused by the size limit without being parsed, and the page stays answerable', async ({
  page,
}) => {
  await openExplorer(page);
  await page.getByRole('button', { name: 'Load your own catalog…' }).click();
  const zone = page.getByRole('group', { name: 'Or drop a JSON file here' });
  await zone.evaluate((element) => {
    const text = `{"tools":[{"name":"big","description":"${'x'.repeat(20 * 1024 * 1024)}","inputSchema":{}}]}`;
    const data = new DataTransfer();
    data.setData('text/plain', text);
    for (const type of ['dragenter', 'dragover', 'drop'])
      element.dispatchEvent(new DragEvent(type, { dataTransfer: data, bubbles: true, cancelable: true }));
  });
  const dialog = page.getByRole('dialog', { name: 'Load your own catalog' });
  await expect(dialog.getByRole('status')).toContainText('CATALOG_TOO_LARGE');
  await expectBounded(page);
});
