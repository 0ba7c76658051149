import AxeBuilder from '@axe-core/playwright';
import type { Browser, Locator, Page } from '@playwright/test';
import { groupByNamePart, IMPORT_LIMITS } from '../src/core/index.ts';
import IMPORT_BAR_STRINGS from '../src/ui/i18n/dict/import.ts';
import { IMPORT_STRINGS } from '../src/ui/import/strings.ts';
import { test, expect, looksFor, openExplorer, params, readCatalog } from './fixtures.ts';
import { largeMcpText, MCP_LIST, SCALAR_CATALOG } from './import-data.ts';

type Way = 'file' | 'drop' | 'paste';

const OPEN = 'Load your own catalog…';
const families = (catalog: { family: string }[]) => ['all', ...new Set(catalog.map((tool) => tool.family))];
const enabledNames = (catalog: { name: string; enabled: boolean }[]) =>
  catalog.filter((tool) => tool.enabled).map((tool) => tool.name);

function dialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Load your own catalog' });
}

function inUse(page: Page): Locator {
  return page.locator('p', { hasText: 'Catalog in use:' });
}

/** Opens the import dialog from its button and checks that it is a modal dialog. */
async function openDialog(page: Page): Promise<void> {
  await page.getByRole('button', { name: OPEN }).click();
  await expect(dialog(page)).toBeVisible();
  expect(await dialog(page).evaluate((el) => el.matches(':modal'))).toBe(true);
}

/** Loads catalog text one of the three ways a visitor can. */
async function load(page: Page, way: Way, text: string, name = 'my-tools.json'): Promise<void> {
  await openDialog(page);
  if (way === 'file') {
    const buffer = Buffer.from(text);
    await page.getByLabel('Choose a JSON file').setInputFiles({ name, mimeType: 'application/json', buffer });
  } else if (way === 'drop') {
    const zone = page.getByRole('group', { name: 'Or drop a JSON file here' });
    await zone.evaluate(
      (element, file) => {
        const data = new DataTransfer();
        data.items.add(new File([file.text], file.name, { type: 'application/json' }));
        for (const type of ['dragenter', 'dragover', 'drop']) {
          element.dispatchEvent(new DragEvent(type, { dataTransfer: data, bubbles: true, cancelable: true }));
        }
      },
      { text, name },
    );
  } else {
    await page.getByLabel('Or paste catalog JSON').fill(text);
    await page.getByRole('button', { name: 'Load pasted JSON' }).click();
  }
}

/** Loads a catalog that is accepted, and waits for the dialog to close and give focus back to its opener. */
async function loadAccepted(page: Page, way: Way, text: string): Promise<void> {
  await load(page, way, text);
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByRole('button', { name: OPEN })).toBeFocused();
}

function originOf(way: Way): string {
  return way === 'paste' ? 'pasted text' : 'my-tools.json';
}

for (const way of ['file', 'drop', 'paste'] as const) {
  test(`${way}: a scalar catalog replaces the synthetic one in every view until the visitor goes back`, async ({
    page,
  }) => {
    await openExplorer(page);
    await load(page, way, JSON.stringify(SCALAR_CATALOG));
    await expect(dialog(page)).toBeHidden();
    await expect(page.getByRole('button', { name: OPEN })).toBeFocused();
    await expect(inUse(page)).toHaveText(
      `Catalog in use: your scalar catalog from ${originOf(way)}, ${SCALAR_CATALOG.length} tools`,
    );
    const radios = page.getByRole('radiogroup', { name: 'Family' }).getByRole('radio');
    await expect(radios).toHaveCount(families(SCALAR_CATALOG).length);
    for (const family of families(SCALAR_CATALOG)) {
      await expect(page.getByRole('radio', { name: new RegExp(`^${family}\\b`) })).toBeVisible();
    }
    const options = page.getByRole('listbox', { name: 'Tools' }).getByRole('option');
    await expect(options).toHaveText(enabledNames(SCALAR_CATALOG).map((name) => new RegExp(`^${name}`)));

    await options.filter({ hasText: 'send_mail' }).click();
    await page.getByRole('tab', { name: 'Arguments' }).click();
    await page.getByRole('textbox', { name: 'Arguments' }).fill('{"to": "abcdef"}');
    await expect(page.getByRole('status').filter({ hasText: 'INVALID_ARGUMENT_VALUE' })).toContainText('/to');

    await page.getByRole('button', { name: 'Back to the synthetic catalog' }).click();
    await expect(inUse(page)).toContainText('the synthetic browser-agent catalog');
    await expect(inUse(page)).toBeFocused();
    await expect(radios).toHaveCount(families(readCatalog()).length);
    await expect(page.getByRole('button', { name: 'Back to the synthetic catalog' })).toHaveCount(0);
  });

  test(`${way}: an MCP tools/list result is listed in name-part groups with hints that are not permissions`, async ({
    page,
  }) => {
    await openExplorer(page);
    await loadAccepted(page, way, JSON.stringify({ jsonrpc: '2.0', id: 1, result: MCP_LIST }));
    await expect(inUse(page)).toHaveText(
      `Catalog in use: your MCP tool list from ${originOf(way)}, ${MCP_LIST.tools.length} tools`,
    );
    await expect(page.getByRole('radiogroup', { name: 'Family' })).toHaveCount(0);
    const list = page.getByRole('listbox', { name: 'Tools' });
    const groups = groupByNamePart(MCP_LIST.tools.map((tool) => tool.name));
    await expect(list.getByRole('group')).toHaveCount(groups.length);
    for (const group of groups) {
      const options = list.getByRole('group', { name: group.name ?? 'Other' }).getByRole('option');
      await expect(options).toHaveText([...group.tools]);
    }
    await expect(page.getByText('MCP has no families.')).toContainText(
      '“get_issue” and “list_issues” share “issue”',
    );

    const first = MCP_LIST.tools[0]!;
    await expect(page.getByRole('heading', { level: 2, name: first.name })).toBeVisible();
    await expect(page.getByText(first.description, { exact: true })).toBeVisible();
    await expect(page.locator('.description b')).toHaveCount(0);
    // an MCP tool is described and checked, never run, as a scalar tool is
    await expect(
      page.locator('section.tool-detail dt', { hasText: /^executes$/ }).locator('+ dd'),
    ).toHaveText('false — discovery describes the tool and never runs it.');
    await expect(
      page.getByRole('heading', { name: 'Hints from the server — not permissions' }),
    ).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: 'claims changes only add' })).toContainText(
      'false',
    );
    // idempotentHint is not stated: the specification's default, false, with where it comes from
    const unstated = page.getByRole('definition').filter({ hasText: 'not stated' });
    await expect(unstated).toHaveCount(1);
    await expect(unstated).toHaveText(
      'false (not stated: the specification’s default) — says repeating a call may have a further effect',
    );
    // a read-only tool: destructiveHint and idempotentHint mean nothing, whatever their value
    await page.getByRole('option', { name: 'browser_snapshot' }).click();
    await expect(page.locator('dd[data-meaningful="false"]')).toHaveText([
      'true (not stated: the specification’s default) — means nothing for this tool: it claims to be read-only',
      'false (not stated: the specification’s default) — means nothing for this tool: it claims to be read-only',
    ]);
  });
}

// the checking worker is given the list as it was read: the pasted text, or the file
for (const way of ['paste', 'file'] as const) {
  test(`${way}: arguments of an MCP tool are checked live, with every issue and its JSON pointer`, async ({
    page,
  }) => {
    await openExplorer(page);
    await loadAccepted(page, way, JSON.stringify(MCP_LIST));
    await page.getByRole('tab', { name: 'Arguments' }).click();
    const args = page.getByRole('textbox', { name: 'Arguments' });
    await expect(args).toHaveValue(JSON.stringify({ url: '' }, null, 2));
    // the arguments' own status region; the tool result's check below them has another
    const result = page.locator('.result[role="status"]');
    await expect(result).toContainText('Refused with 1 issue.');
    await expect(result).toContainText('/url');
    await expect(result).toContainText('minLength');

    await args.fill('{"wait": "yes", "extra": 1}');
    await expect(result).toContainText('Refused with 3 issues.');
    await expect(result.getByRole('definition')).toContainText(['""', 'required', '/required/0']);
    await expect(result).toContainText('/wait');
    await expect(result).toContainText('/extra');

    await args.fill('{"url": "https://example.org"}');
    await expect(result).toHaveText(
      'Valid for this schema. A valid shape grants no permission and runs nothing.',
    );

    await args.fill('{"url": ');
    await expect(result).toContainText('Invalid JSON at line 1, column 9.');
  });
}

test('a tool whose schema is malformed stays visible as not checked, beside checked ones', async ({
  page,
}) => {
  await openExplorer(page);
  await loadAccepted(page, 'paste', JSON.stringify(MCP_LIST));
  await page.getByRole('option', { name: 'send_draft' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'send_draft' })).toBeVisible();
  await expect(page.getByText('Not checked: UNRESOLVED_REF at /properties/to/$ref.')).toBeVisible();
  await page.getByRole('tab', { name: 'Arguments' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'not checked' })).toHaveText(
    'These arguments are not checked, because the schema has a defect.',
  );
  await page.getByRole('tab', { name: 'Documentation' }).click();
  await page.getByRole('option', { name: 'send_email' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'send_email' })).toBeVisible();
  await expect(page.getByText('Not checked:')).toHaveCount(0);
});

test('one tool with a defect is marked while the rest of the list loads; null annotations are read as none', async ({
  page,
}) => {
  const list = {
    tools: [
      {
        name: 'notes_read',
        annotations: null,
        inputSchema: { type: 'object', properties: { id: { type: 'string' } } },
      },
      { name: 'notes_write', annotations: { readOnlyHint: 'no' }, inputSchema: { type: 'object' } },
    ],
  };
  await openExplorer(page);
  await loadAccepted(page, 'paste', JSON.stringify(list));
  await page.getByRole('option', { name: 'notes_write' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'notes_write' })).toBeVisible();
  await expect(page.getByText('Not checked: INVALID_TOOL at /annotations/readOnlyHint.')).toBeVisible();
  await page.getByRole('option', { name: 'notes_read' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'notes_read' })).toBeVisible();
  await expect(page.getByText('“annotations” is null: read as no annotations.')).toBeVisible();
  await expect(page.getByText('Not checked:')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Arguments' }).click();
  const args = page.getByRole('textbox', { name: 'Arguments' });
  await args.fill('{"id": 5}');
  await expect(page.getByRole('status').filter({ hasText: 'Refused with 1 issue.' }).first()).toBeVisible();
});

test('a recorded list that writes absent members as null imports every tool, with a note at each null', async ({
  page,
}) => {
  const list = {
    tools: [
      {
        name: 'issues_search',
        title: null,
        description: null,
        outputSchema: null,
        annotations: { readOnlyHint: true, destructiveHint: null },
        inputSchema: { type: 'object', properties: { q: { type: 'string' } } },
      },
      { name: 'issues_close', description: 'Closes an issue.', inputSchema: { type: 'object' } },
    ],
  };
  await openExplorer(page);
  await loadAccepted(page, 'paste', JSON.stringify(list));
  await page.getByRole('option', { name: 'issues_search' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'issues_search' })).toBeVisible();
  await expect(page.getByText('This optional member is null: read as absent.')).toHaveCount(3);
  await expect(page.getByText('This hint is null: read as not stated, so MCP assumes true.')).toBeVisible();
  await expect(page.getByText('mcp.note.')).toHaveCount(0);
  await expect(page.getByText('Not checked:')).toHaveCount(0);
});

test('a catastrophic pattern is stopped after 1 s while the page keeps responding', async ({ page }) => {
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await openExplorer(page);
  await loadAccepted(page, 'paste', JSON.stringify(MCP_LIST));
  await page.getByRole('option', { name: 'match_word' }).click();
  await page.getByRole('tab', { name: 'Arguments' }).click();
  const args = page.getByRole('textbox', { name: 'Arguments' });
  const result = page.locator('.result[role="status"]');
  await expect(result).toContainText('Refused with 1 issue.');
  // The checks ran in the built site's own worker script, under the page's CSP (the fixture fails on violations).
  // A list in use starts the schema worker and, for the tool shown, the scan's; the bill's waits to be opened.
  const site = page.url().replace(/[?#].*$/, '');
  const started = (kind: string) => workers.filter((url) => url.startsWith(`${site}assets/${kind}-worker-`));
  expect(started('schema').length).toBeGreaterThan(0);
  const known = [...started('schema'), ...started('trust')];
  expect(workers.filter((url) => !known.includes(url))).toEqual([]);
  const before = started('schema').length;

  await args.fill(JSON.stringify({ word: 'a'.repeat(40) + '!' }));
  await expect(result).toHaveText('Checking…');
  const theme = page.getByRole('button', { name: 'Dark theme' });
  const pressed = await theme.getAttribute('aria-pressed');
  await theme.click();
  await expect(theme).not.toHaveAttribute('aria-pressed', pressed!);
  await expect(result).toContainText('Check stopped after 1 s');
  await expect
    .poll(() => started('schema').length, { message: 'a fresh worker replaces the stopped one' })
    .toBe(before + 1);

  await args.fill(JSON.stringify({ word: 'aaa' }));
  await expect(result).toHaveText(
    'Valid for this schema. A valid shape grants no permission and runs nothing.',
  );
  await args.fill(JSON.stringify({ word: 'aab' }));
  await expect(result).toContainText('/word');

  // the bill's worker starts only when the visitor opens a bill
  expect(started('bill')).toEqual([]);
  await page.getByRole('tab', { name: 'Documentation' }).click();
  await page
    .locator('details', { has: page.locator('summary', { hasText: /^Context cost/ }) })
    .last()
    .locator('summary')
    .click();
  await expect.poll(() => started('bill').length, { message: 'opening a bill starts its worker' }).toBe(1);
});

test('a scalar catalog loaded in Korean on the Arguments view keeps Korean and the Arguments view', async ({
  page,
}) => {
  const ko = { ...IMPORT_BAR_STRINGS.ko, ...IMPORT_STRINGS.ko };
  await openExplorer(page, '?view=arguments&lang=ko');
  await page.getByRole('button', { name: ko['import.open'] }).click();
  const koDialog = page.getByRole('dialog', { name: ko['import.title'] });
  await koDialog.getByLabel(ko['import.paste']).fill(JSON.stringify(SCALAR_CATALOG));
  await koDialog.getByRole('button', { name: ko['import.load'] }).click();
  await expect(koDialog).toBeHidden();

  const count = String(SCALAR_CATALOG.length);
  const origin = ko['import.pasted'];
  await expect(page.locator('p', { hasText: ko['import.inUse'] })).toContainText(
    ko['import.scalarFrom'].replace('{origin}', origin).replace('{count}', count),
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page.getByRole('tab', { name: '인수' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('listbox', { name: '도구' }).getByRole('option')).toHaveText(
    enabledNames(SCALAR_CATALOG).map((name) => new RegExp(`^${name}`)),
  );
  expect([params(page).get('lang'), params(page).get('view'), params(page).get('tool')]).toEqual([
    'ko',
    'arguments',
    null,
  ]);
});

test('a catalog of one tool reads in the singular; opening a record puts the synthetic catalog back and drops the news', async ({
  page,
}) => {
  const tool = SCALAR_CATALOG.find((t) => t.enabled)!;
  await openExplorer(page, '?view=records');
  await loadAccepted(page, 'paste', JSON.stringify([tool]));
  await expect(inUse(page)).toContainText(', 1 tool');
  await expect(page.getByText('Loaded 1 tool; every view now shows your catalog.')).toBeVisible();
  await expect(page.getByRole('radio', { name: `${tool.family} 1 tool` })).toBeVisible();
  await expect(page.getByText(`1 enabled tool in all.`)).toBeVisible();

  await page.getByRole('button', { name: /^unknown-key\b/ }).click();
  await expect(inUse(page)).toContainText(IMPORT_BAR_STRINGS.en['import.synthetic']);
  await expect(page.getByText(/^Loaded /)).toHaveCount(0);
  expect(params(page).get('record')).toBe('unknown-key');
});

test('the MCP list counts its tools and groups in the singular where one is one', async ({ page }) => {
  const list = (names: string[]) =>
    JSON.stringify({ tools: names.map((name) => ({ name, inputSchema: { type: 'object' } })) });
  await openExplorer(page);
  const summary = page.getByText(/^\d+ MCP tools? in \d+ groups?\.$/);
  await loadAccepted(page, 'paste', list(['get_issue', 'list_issues', 'ping']));
  await expect(summary).toHaveText('3 MCP tools in 2 groups.');
  await loadAccepted(page, 'paste', list(['get_issue', 'list_issues']));
  await expect(summary).toHaveText('2 MCP tools in 1 group.');
  await loadAccepted(page, 'paste', list(['ping']));
  await expect(summary).toHaveText('1 MCP tool in 1 group.');
});

test('a refused scalar catalog shows the code and path, and the synthetic catalog stays in use', async ({
  page,
}) => {
  await openExplorer(page);
  const broken = structuredClone(SCALAR_CATALOG);
  broken[2]!.name = broken[0]!.name;
  await load(page, 'paste', JSON.stringify(broken));
  const outcome = dialog(page).getByRole('status');
  await expect(outcome).toContainText('Refused. The catalog in use did not change.');
  await expect(outcome.getByRole('definition').first()).toHaveText('DUPLICATE_TOOL');
  await expect(outcome.getByRole('definition').nth(1)).toHaveText('/2/name');
  await expect(outcome).toContainText('A tool earlier in the list already has this name');

  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByRole('button', { name: OPEN })).toBeFocused();
  await expect(inUse(page)).toContainText('the synthetic browser-agent catalog');
  await expect(page.getByRole('radiogroup', { name: 'Family' }).getByRole('radio')).toHaveCount(
    families(readCatalog()).length,
  );
});

test.describe('refusals before and during parsing', () => {
  for (const [label, text, code, path] of [
    ['broken JSON', '[\n  {"name": }\n]', 'INVALID_JSON', '""'],
    ['an unknown format', '{"items": []}', 'UNKNOWN_CATALOG_FORMAT', '""'],
    [
      'an MCP tool without a name',
      '{"tools": [{"name": "", "inputSchema": {"type": "object"}}]}',
      'INVALID_TOOLS_LIST',
      '/tools/0/name',
    ],
  ] as const) {
    test(`${label} is refused with ${code} at ${path}`, async ({ page }) => {
      await openExplorer(page);
      await load(page, 'paste', text);
      const outcome = dialog(page).getByRole('status');
      await expect(outcome.getByRole('definition').first()).toHaveText(code);
      await expect(outcome.getByRole('definition').nth(1)).toContainText(path);
      if (code === 'INVALID_JSON') await expect(outcome).toContainText('Invalid JSON at line 2, column 12.');
    });
  }
});

test('Back and Forward bring back each catalog the visitor loaded, with its tool and no link problem', async ({
  page,
}) => {
  await openExplorer(page);
  const list = (prefix: string) =>
    JSON.stringify({
      tools: ['one', 'two'].map((n) => ({ name: `${prefix}_${n}`, inputSchema: { type: 'object' } })),
    });
  await load(page, 'file', list('alpha'), 'alpha.json');
  await expect(inUse(page)).toContainText('alpha.json, 2 tools');
  await page.getByRole('option', { name: 'alpha_two' }).click();
  await load(page, 'file', JSON.stringify(SCALAR_CATALOG), 'scalar.json');
  await expect(inUse(page)).toContainText('scalar.json');
  await load(page, 'file', list('beta'), 'beta.json');
  await expect(inUse(page)).toContainText('beta.json, 2 tools');

  await page.goBack();
  await expect(inUse(page)).toContainText('scalar.json');
  await page.goBack();
  await expect(inUse(page)).toContainText('alpha.json, 2 tools');
  await expect(page.getByRole('heading', { level: 2, name: 'alpha_two' })).toBeVisible();
  expect(params(page).get('tool')).toBe('alpha_two');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.goForward();
  await page.goForward();
  await expect(inUse(page)).toContainText('beta.json, 2 tools');
  await expect(page.getByRole('heading', { level: 2, name: 'beta_one' })).toBeVisible();
});

test('a 5 MiB catalog loads without freezing the page; one byte more is refused unread', async ({
  page,
  browser,
}) => {
  await openExplorer(page);
  await openDialog(page);
  // The file is made in the page first, so what is measured afterwards is the page's own work only.
  await page.evaluate(
    ({ text, limit }) => {
      const files = window as unknown as Record<string, File>;
      files.large = new File([text], 'large.json', { type: 'application/json' });
      files.huge = new File([new Uint8Array(limit + 1).fill(0x20)], 'huge.json', {
        type: 'application/json',
      });
    },
    { text: largeMcpText(IMPORT_LIMITS.maxTextBytes), limit: IMPORT_LIMITS.maxTextBytes },
  );
  expect(
    await page.evaluate(() => (window as unknown as Record<string, File>).large!.size),
  ).toBeLessThanOrEqual(IMPORT_LIMITS.maxTextBytes);
  const list = page.getByRole('listbox', { name: 'Tools' });
  const options = list.getByRole('option');
  const longest = await longestTaskMs(browser, page, async () => {
    await dropWindowFile(page, 'large');
    await expect(inUse(page)).toContainText('large.json, 1000 tools', { timeout: 20_000 });
    // Like the synthetic catalog's list, the MCP list draws only the rows in view and states its size and positions.
    await expect(options.first()).toHaveAttribute('aria-setsize', '1000');
  });
  expect(await options.count()).toBeLessThan(100);
  // Frozen means no answer to input for a long while; parsing and checking in the worker keeps every task short.
  expect(longest).toBeLessThan(250);
  await list.focus();
  await page.keyboard.press('End');
  const last = list.locator('[aria-posinset="1000"]');
  await expect(last).toBeInViewport();
  await expect(list).toHaveAttribute('aria-activedescendant', (await last.getAttribute('id')) ?? 'none');
  // the checking worker reads the 5 MiB file itself and checks the shown tool's arguments
  await page.getByRole('tab', { name: 'Arguments' }).click();
  await page.getByRole('textbox', { name: 'Arguments' }).fill('{"q": 1}');
  await expect(page.locator('.result[role="status"]')).toContainText('/q', { timeout: 20_000 });

  await openDialog(page);
  await dropWindowFile(page, 'huge');
  await expect(dialog(page).getByRole('status').getByRole('definition').first()).toHaveText(
    'CATALOG_TOO_LARGE',
  );
});

/**
 * The longest task of the page's thread while `work` runs, in the thread's own CPU time (as Chromium's trace
 * counts it): the page's work alone, however busy the other tests running beside it keep the machine.
 */
async function longestTaskMs(browser: Browser, page: Page, work: () => Promise<void>): Promise<number> {
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
  });
  await work();
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: TraceEvent[];
  };
  const pageThreads = new Set(
    traceEvents
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}/${event.tid}`),
  );
  const tasks = traceEvents.filter(
    (event) => event.name === 'RunTask' && pageThreads.has(`${event.pid}/${event.tid}`),
  );
  // the trace did see the page's thread at work, and timed each task in its own CPU time
  expect(tasks.filter((task) => typeof task.tdur === 'number').length).toBeGreaterThan(10);
  return Math.max(...tasks.map((task) => (task.tdur ?? 0) / 1000));
}

interface TraceEvent {
  name: string;
  pid: number;
  tid: number;
  /** The thread's CPU time the event took, in microseconds. */
  tdur?: number;
  args?: { name?: string };
}

/** Drops a File the page already holds in `window[key]` onto the drop zone. */
async function dropWindowFile(page: Page, key: string): Promise<void> {
  await page.getByRole('group', { name: 'Or drop a JSON file here' }).evaluate((element, name) => {
    const data = new DataTransfer();
    data.items.add((window as unknown as Record<string, File>)[name]!);
    element.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
  }, key);
}

test('keyboard: open the dialog, Escape closes it and focus returns; the MCP list moves with arrows and type-ahead', async ({
  page,
}) => {
  await openExplorer(page);
  const open = page.getByRole('button', { name: OPEN });
  await open.focus();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(open).toBeFocused();

  await loadAccepted(page, 'paste', JSON.stringify(MCP_LIST));
  const list = page.getByRole('listbox', { name: 'Tools' });
  await list.focus();
  const order = groupByNamePart(MCP_LIST.tools.map((tool) => tool.name)).flatMap((group) => group.tools);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: order[1] })).toBeVisible();
  await expect(list.getByRole('option', { name: order[1] })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await page.keyboard.press(' ');
  await expect(page.getByRole('heading', { level: 2, name: order.at(-1) })).toBeVisible();
  // Type-ahead, as in the synthetic catalog's list: the first letter of the first tool, then Enter.
  await page.keyboard.press(order[0]![0]!);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: order[0] })).toBeVisible();
  await expect(list).toBeFocused();
});

// one look in npm test, each spec another, so npm test reads every language and scheme across them; every pair in
// npm run test:e2e:full
for (const [lang, scheme] of looksFor(1)) {
  test(`axe finds no violations in the import dialog and the MCP browser (${lang}, ${scheme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await openExplorer(page, `?lang=${lang}`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await page.locator('button[aria-haspopup="dialog"]').click();
    const modal = page.getByRole('dialog');
    await expect(modal).toBeVisible();
    await modal.locator('textarea').fill('[{"name": 1}]');
    await modal.locator('textarea').press('Tab');
    await page.keyboard.press('Enter');
    await expect(modal.getByRole('status').getByRole('definition').first()).toHaveText('INVALID_FIELDS');
    const inDialog = await new AxeBuilder({ page }).include('dialog').analyze();
    expect(inDialog.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);

    await modal.locator('textarea').fill(JSON.stringify(MCP_LIST));
    await modal.locator('textarea').press('Tab');
    await page.keyboard.press('Enter');
    await expect(modal).toBeHidden();
    const documentation = await new AxeBuilder({ page }).analyze();
    expect(documentation.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual(
      [],
    );
    await page.locator('[role="tab"][aria-controls]').nth(1).click();
    await expect(page.getByRole('status').getByRole('listitem')).toHaveCount(1);
    const withIssues = await new AxeBuilder({ page }).analyze();
    expect(withIssues.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual(
      [],
    );
    await page.getByRole('option', { name: 'send_draft' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'send_draft' })).toBeVisible();
    const unchecked = await new AxeBuilder({ page }).analyze();
    expect(unchecked.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  });
}
