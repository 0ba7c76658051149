import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { test, expect, openExplorer, params, readRecord, recordIds } from './fixtures.ts';

const ids = recordIds();

test('the manifest lists the five records', () => {
  expect(ids).toHaveLength(5);
});

for (const id of ids) {
  test(`record ${id}: the page shows the recorded outcome and the live outcome matches it`, async ({
    page,
  }) => {
    const record = readRecord(id);
    await openExplorer(page, '?view=records');
    await page.getByRole('button', { name: new RegExp(`^${id}\\b`) }).click();
    const recorded = page.getByRole('group', { name: 'Recorded outcome' });
    const live = page.getByRole('group', { name: 'Outcome computed now' });
    expect(JSON.parse((await recorded.textContent()) ?? '')).toEqual(record.outcome);
    expect(JSON.parse((await live.textContent()) ?? '')).toEqual(record.outcome);
    expect(JSON.parse((await page.getByRole('group', { name: 'Call' }).textContent()) ?? '')).toEqual(
      record.call,
    );
    await expect(page.getByRole('status').filter({ hasText: /^✓ Match/ })).toBeVisible();
    expect(params(page).get('record')).toBe(id);
    const call = record.call as { op: string; family?: string; name: string | null };
    expect(params(page).get('family') ?? 'all').toBe(call.op === 'discover' ? call.family : 'all');
    expect(params(page).get('tool')).toBe(call.name);
  });
}

test('a record whose bytes differ from the manifest is refused and never shown', async ({ page }) => {
  const [victim] = ids;
  await page.route(`**/records/${victim}.json`, async (route) => {
    const response = await route.fetch();
    const text = (await response.text()).replace('"ok": true', '"ok": false');
    await route.fulfill({ response, body: text.length > 0 ? text + ' ' : 'x' });
  });
  await openExplorer(page, '?view=records');
  const alert = page.getByRole('alert').filter({ hasText: `Record ${victim} was refused.` });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('SHA-256');
  await expect(page.getByRole('button', { name: new RegExp(`^${victim}\\b`) })).toHaveCount(0);
  await expect(page.getByRole('button', { name: new RegExp(`^${ids[1]}\\b`) })).toBeVisible();
});

test('a tampered catalog is refused with a visible error and no tools are shown', async ({ page }) => {
  await page.route('**/records/catalog.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({
      response,
      body: (await response.text()).replace('"enabled": false', '"enabled": true'),
    });
  });
  await openExplorer(page);
  await expect(page.getByRole('alert')).toContainText('catalog.json was refused');
  await expect(page.getByRole('listbox', { name: 'Tools' })).toHaveCount(0);
});

test('the record files on disk are the ones the manifest vouches for', () => {
  const manifest = JSON.parse(
    readFileSync(new URL('../public/records/manifest.json', import.meta.url), 'utf8'),
  );
  for (const entry of manifest.records) {
    const bytes = readFileSync(new URL(`../public/records/${entry.file}`, import.meta.url));
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(entry.sha256);
  }
});
