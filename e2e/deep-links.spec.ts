import {
  test,
  expect,
  openExplorer,
  params,
  readCatalog,
  readRecord,
  recordIds,
  toolList,
} from './fixtures.ts';

const catalog = readCatalog();
const disabled = catalog.find((tool) => !tool.enabled)!;
const inputTool = catalog.find((tool) => tool.enabled && tool.family === 'input')!;

test('a deep link restores family, tool, view and arguments', async ({ page }) => {
  const args = '{"selector": "#main"}';
  await openExplorer(page, `?family=reading&tool=observe&view=arguments&args=${encodeURIComponent(args)}`);
  await expect(page.getByRole('radio', { name: /^reading\b/ })).toHaveAttribute('aria-checked', 'true');
  await expect(toolList(page).getByRole('option', { selected: true })).toHaveAttribute(
    'data-name',
    'observe',
  );
  await expect(page.getByRole('tab', { name: 'Arguments' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('textbox', { name: 'Arguments' })).toHaveValue(args);
  await expect(page.getByRole('tabpanel').getByRole('status')).toContainText('Shape valid.');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('Copy link copies the address that reopens the tool, and says so (keyboard, Korean, 375 px)', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 375, height: 740 });
  await openExplorer(page, '?family=reading&tool=observe&lang=ko');
  // by keyboard, on a phone-sized window, in Korean
  await page.getByRole('button', { name: '링크 복사: observe' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: '링크를 복사했습니다.' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(page.url());
  expect([...new URL(copied).searchParams]).toEqual([
    ['family', 'reading'],
    ['tool', 'observe'],
    ['lang', 'ko'],
  ]);
});

for (const id of recordIds()) {
  test(`a link naming only record ${id} sets the family, tool and arguments its call used`, async ({
    page,
  }) => {
    const call = readRecord(id).call as {
      op: string;
      family?: string;
      name: string | null;
      arguments?: unknown;
    };
    const family = call.op === 'discover' ? call.family! : 'all';
    await openExplorer(page, `?view=records&record=${id}`);
    await expect(page.getByRole('button', { name: new RegExp(`^${id}\\b`) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('radio', { name: new RegExp(`^${family}\\b`) })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(page.getByRole('textbox', { name: 'Tool name' })).toHaveValue(call.name ?? '');
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(params(page).get('record')).toBe(id);
    if (call.arguments === undefined) return;
    await expect(toolList(page).getByRole('option', { selected: true })).toHaveAttribute(
      'data-name',
      call.name!,
    );
    await page.getByRole('tab', { name: 'Arguments' }).click();
    const editor = page.getByRole('textbox', { name: 'Arguments' });
    expect(JSON.parse(await editor.inputValue())).toEqual(call.arguments);
    expect(JSON.parse(params(page).get('args') ?? '')).toEqual(call.arguments);
  });
}

test('back and forward move through selections', async ({ page }) => {
  await openExplorer(page);
  await page.getByRole('radio', { name: /^input\b/ }).click();
  await page.getByRole('option', { name: new RegExp(`^${inputTool.name}\\b`) }).click();
  await page.getByRole('tab', { name: 'Arguments' }).click();
  expect(params(page).get('view')).toBe('arguments');
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Documentation' })).toHaveAttribute('aria-selected', 'true');
  await page.goBack();
  await expect(toolList(page)).toBeVisible();
  await expect(toolList(page).getByRole('option', { selected: true })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: /^input\b/ })).toHaveAttribute('aria-checked', 'true');
  await page.goBack();
  await expect(page.getByRole('radio', { name: /^all\b/ })).toHaveAttribute('aria-checked', 'true');
  await page.goForward();
  await page.goForward();
  await expect(toolList(page).getByRole('option', { selected: true })).toHaveAttribute(
    'data-name',
    inputTool.name,
  );
});

for (const [what, query, code, path] of [
  ['an unknown family', '?family=no-such-family', 'UNKNOWN_FAMILY', '/family'],
  ['a family that is not a label', '?family=Reading%20Tools', 'INVALID_LABEL', '/family'],
  ['a disabled tool', `?tool=${disabled.name}`, 'TOOL_NOT_AVAILABLE_IN_FAMILY', '/name'],
  [
    'a tool of another family',
    `?family=reading&tool=${inputTool.name}`,
    'TOOL_NOT_AVAILABLE_IN_FAMILY',
    '/name',
  ],
  ['a near name', '?tool=observ', 'TOOL_NOT_AVAILABLE_IN_FAMILY', '/name'],
  ['a tool name with markup', '?tool=%3Cimg%20src%3Dx%3E', 'INVALID_LABEL', '/name'],
] as const) {
  test(`a link to ${what} shows the contract error, not a blank page`, async ({ page }) => {
    await openExplorer(page, query);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(code);
    await expect(alert).toContainText(path);
    if (what === 'a near name')
      await expect(alert).toContainText(
        'No enabled tool in any family is named exactly "observ"; a disabled tool or a similar name is never substituted.',
      );
    await expect(page.getByRole('listbox', { name: 'Tools' })).toBeVisible();
    await expect(page.locator('img')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(alert).toHaveCount(0);
  });
}

for (const key of ['Enter', 'Escape']) {
  test(`dismissing a link problem with ${key} from its button keeps the focus in the page`, async ({
    page,
  }) => {
    await openExplorer(page, '?tool=observ');
    const dismiss = page.getByRole('button', { name: 'Dismiss' });
    await dismiss.focus();
    await page.keyboard.press(key);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('main')).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement))).toBe(
      true,
    );
  });
}

test('Escape in the import dialog closes the dialog and leaves a link problem shown', async ({ page }) => {
  await openExplorer(page, '?tool=observ');
  await page.getByRole('button', { name: 'Load your own catalog…' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('alert')).toContainText('TOOL_NOT_AVAILABLE_IN_FAMILY');
});

test('garbage parameters get a clear message each and the page still works', async ({ page }) => {
  await openExplorer(page, '?view=%00%ff&lang=xx&record=nope&args=%7B&%%%=1&family');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('There is no such view');
  await expect(alert).toContainText('This language is not available');
  await expect(alert).toContainText('There is no verified record with this id.');
  await expect(alert).toContainText('Arguments were given without an available tool');
  await expect(alert).toContainText('INVALID_LABEL');
  await expect(page.getByRole('tab', { name: 'Documentation' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(alert).toHaveCount(0);
  await page.getByRole('option', { name: /^observe\b/ }).click();
  expect(params(page).get('tool')).toBe('observe');
});

test('the built site works from a sub-path of a static server', async ({ page, baseURL }) => {
  const root = new URL(baseURL!);
  await page.route(`${root.origin}/deep/sub/**`, async (route) => {
    const url = new URL(route.request().url());
    url.pathname = url.pathname.replace('/deep/sub/', '/');
    await route.fulfill({ response: await route.fetch({ url: url.href }) });
  });
  await page.goto(`${root.origin}/deep/sub/?family=reading&tool=observe`);
  await expect(toolList(page).getByRole('option', { selected: true })).toHaveAttribute(
    'data-name',
    'observe',
  );
  await page.getByRole('tab', { name: 'Records' }).click();
  expect(new URL(page.url()).pathname).toBe('/deep/sub/');
  await expect(page.getByRole('button', { name: /^single-tool\b/ })).toBeVisible();
});
