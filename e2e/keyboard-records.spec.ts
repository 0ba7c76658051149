import { test, expect, openExplorer, params, readRecord, recordIds, toolList } from './fixtures.ts';

test('open a record with the keyboard: the page takes its family, tool and arguments', async ({ page }) => {
  const id = recordIds().find((r) => readRecord(r).call.op === 'validate_arguments')!;
  const record = readRecord(id);
  await openExplorer(page);
  await page.getByRole('tab', { name: 'Documentation' }).focus();
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Portability' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Records' })).toBeFocused();
  expect(params(page).get('view')).toBe('records');

  const button = page.getByRole('button', { name: new RegExp(`^${id}\\b`) });
  for (let i = 0; i < 10 && !(await button.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').filter({ hasText: /Match|Mismatch/ })).toHaveText(
    '✓ Match: the live outcome equals the recorded one.',
  );
  expect(params(page).get('record')).toBe(id);
  expect(params(page).get('tool')).toBe(record.call.name);
  expect(JSON.parse(params(page).get('args') ?? '')).toEqual(record.call.arguments);

  await page.getByRole('tab', { name: 'Records' }).focus();
  await page.keyboard.press('ArrowLeft');
  const editor = page.getByRole('textbox', { name: 'Arguments' });
  expect(JSON.parse(await editor.inputValue())).toEqual(record.call.arguments);
  await expect(toolList(page).getByRole('option', { selected: true })).toHaveAttribute(
    'data-name',
    String(record.call.name),
  );
  const outcome = record.outcome as { ok: boolean; code?: string; path?: string };
  const status = page.getByRole('tabpanel').getByRole('status');
  if (outcome.ok) await expect(status).toContainText('Shape valid.');
  else await expect(status).toContainText(`${outcome.code}`);
});
