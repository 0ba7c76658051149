import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * An MCP tool whose schema stays inside the compiler's subset, so every issue comes from the checker:
 * a string with a limit, an enum, a string-or-null, an integer-or-string, and an array of `$ref` objects.
 */
export const NESTED_TOOL = {
  name: 'search_issues',
  description: 'Searches issues.',
  inputSchema: {
    type: 'object',
    properties: {
      query: { type: 'string', maxLength: 20, description: 'Words to look for.' },
      state: { enum: ['open', 'closed', 'all'] },
      since: { type: ['string', 'null'] },
      target: { type: ['integer', 'string'] },
      filters: { type: 'array', items: { $ref: '#/$defs/filter' } },
    },
    required: ['query', 'filters'],
    additionalProperties: false,
    $defs: {
      filter: {
        type: 'object',
        properties: { field: { type: 'string', minLength: 1 }, op: { enum: ['eq', 'lt', 'gt'] } },
        required: ['field', 'op'],
        additionalProperties: false,
      },
    },
  },
};

/** Loads a tools/list result by pasting it into the import dialog, and waits for the MCP browser. */
export async function loadMcpTools(page: Page, tools: unknown[]): Promise<void> {
  await page.getByRole('button', { name: /Load your own catalog|내 카탈로그 불러오기/ }).click();
  await page.getByLabel(/Or paste catalog JSON|카탈로그 JSON 붙여넣기/).fill(JSON.stringify({ tools }));
  await page.getByRole('button', { name: /Load pasted JSON|붙여넣은 JSON 불러오기/ }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: (tools[0] as { name: string }).name }),
  ).toBeVisible();
  // the arguments editor is the tool's Arguments tab
  await page.getByRole('tab', { name: /^(Arguments|인수)$/ }).click();
}

/** The value the arguments text holds now, read from the JSON editor after switching to it and back. */
export async function argumentsValue(page: Page): Promise<unknown> {
  await page.getByRole('radio', { name: 'JSON' }).click();
  const value = JSON.parse(await page.getByRole('textbox', { name: 'Arguments' }).inputValue());
  await page.getByRole('radio', { name: 'Form' }).click();
  return value;
}
