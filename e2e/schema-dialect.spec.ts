import { compileSchema, DEFAULT_VOCABULARY, discover, fillParts, loadCatalog } from '../src/core/index.ts';
import { SCHEMA_STRINGS } from '../src/ui/schema/strings.ts';
import { test, expect, openExplorer, readCatalog } from './fixtures.ts';
import { SCALAR_CATALOG } from './import-data.ts';

/** Every enabled tool's generated inputSchema, as the core's discovery gives it. */
function generated(catalog: unknown): { name: string; inputSchema: unknown }[] {
  const loaded = loadCatalog(catalog);
  if (!loaded.ok) throw new Error(`the catalog must load: ${loaded.error.message}`);
  const described = discover(loaded.value, 'all');
  if (!described.ok) throw new Error('discovery must answer');
  return described.value;
}

/** The dialect the core's full engine reads a generated schema in. */
function dialectOf(schema: unknown): string {
  const compiled = compileSchema(schema, { vocabulary: 'full' });
  if (!compiled.ok) throw new Error(compiled.error.message);
  return compiled.value.dialect;
}

for (const lang of ['en', 'ko'] as const) {
  const words = SCHEMA_STRINGS[lang];
  const vocabulary = plainFill(words['schema.vocabulary'], { vocabulary: DEFAULT_VOCABULARY });

  test(`the Schema view names the generated schema's dialect and the registry's vocabulary (${lang})`, async ({
    page,
  }) => {
    const tools = generated(readCatalog());
    const last = tools.at(-1)!;
    await openExplorer(page, `?lang=${lang}&view=schema&tool=${last.name}`);
    const dialect = page.getByRole('definition').filter({ hasText: vocabulary });
    await expect(page.getByRole('term').filter({ hasText: words['schema.dialect'] })).toBeVisible();
    await expect(dialect).toHaveText(`${dialectOf(last.inputSchema)} — ${vocabulary}`);
  });

  test(`a scalar catalog the visitor loads shows its dialect too (${lang})`, async ({ page }) => {
    const tools = generated(SCALAR_CATALOG);
    await openExplorer(page, `?lang=${lang}&view=schema`);
    await page.getByRole('button', { name: /Load your own catalog|내 카탈로그 불러오기/ }).click();
    await page
      .getByLabel(/Or paste catalog JSON|카탈로그 JSON 붙여넣기/)
      .fill(JSON.stringify(SCALAR_CATALOG));
    await page.getByRole('button', { name: /Load pasted JSON|붙여넣은 JSON 불러오기/ }).click();
    await page.getByRole('option', { name: new RegExp(`^${tools[0]!.name}`) }).click();
    await expect(page.getByRole('heading', { level: 2, name: tools[0]!.name })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: vocabulary })).toHaveText(
      `${dialectOf(tools[0]!.inputSchema)} — ${vocabulary}`,
    );
  });
}

/** A page sentence as its text reads once its values' `<bdi>` elements are joined in. */
function plainFill(template: string, params: Parameters<typeof fillParts>[1]): string {
  return fillParts(template, params)
    .map((part) => part.text)
    .join('');
}
