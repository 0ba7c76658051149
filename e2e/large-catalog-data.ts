import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';

/** Serves the largest legal catalog (1000 tools × 30 fields) in place of the synthetic one, with a matching manifest. */
export async function serveLargestCatalog(page: Page): Promise<string[]> {
  const fields = Object.fromEntries(
    Array.from({ length: 30 }, (_, i) => [
      `field_${i}`,
      { type: ['string', 'integer', 'boolean'][i % 3], required: i < 3, max_length: 20000 },
    ]),
  );
  const catalog = Array.from({ length: 1000 }, (_, i) => ({
    name: `tool_${String(i).padStart(4, '0')}`,
    family: `family_${i % 4}`,
    effect: i % 2 ? 'change' : 'read',
    enabled: true,
    fields,
  }));
  const body = JSON.stringify(catalog);
  await page.route('**/records/catalog.json', (route) => route.fulfill({ body }));
  await page.route('**/records/manifest.json', async (route) => {
    const response = await route.fetch();
    const manifest = await response.json();
    manifest.catalog.sha256 = createHash('sha256').update(body).digest('hex');
    await route.fulfill({ response, body: JSON.stringify(manifest) });
  });
  return catalog.map((tool) => tool.name);
}
