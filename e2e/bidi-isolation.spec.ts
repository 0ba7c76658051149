import type { Page } from '@playwright/test';
import { unisolatedTexts } from '../scripts/bidi-walk.ts';
import { test, expect, openExplorer } from './fixtures.ts';

const RLO = '\u202E';
const LRE = '\u202A';
const RLE = '\u202B';
const LRO = '\u202D';
const LRI = '\u2066';
const RLI = '\u2067';
const FSI = '\u2068';
const PDI = '\u2069';

/** An MCP tools/list whose names, group, title, keys, enum values and descriptions carry direction controls. */
const LIST = {
  tools: [
    {
      name: `safe_read${RLO}`,
      title: `Read${RLI} safely`,
      description: `Reads a file${RLO} backwards ${PDI} and ${LRI}on.`,
      annotations: { readOnlyHint: true },
      inputSchema: {
        type: 'object',
        properties: {
          [`path${RLO}`]: { type: 'string', maxLength: 20, description: `Where${FSI} to read` },
          [`mode${PDI}`]: { enum: [`fast${RLO}`, `slow${LRI}`] },
        },
        required: [`path${RLO}`],
        additionalProperties: false,
      },
    },
    {
      name: `safe_write${PDI}`,
      description: `Writes${RLI}`,
      inputSchema: {
        type: 'object',
        properties: {
          [`text${LRI}`]: { type: 'string' },
          [`count${LRE}`]: { type: 'integer', minimum: 1 },
          [`opts${RLE}`]: { type: 'object', properties: { [`deep${LRO}`]: { type: 'boolean' } } },
        },
      },
    },
    { name: `rtl${RLO}_list`, description: 'Lists.', inputSchema: { type: 'object' } },
    { name: `rtl${RLO}_show`, description: 'Shows.', inputSchema: { type: 'object' } },
  ],
};

async function loadList(page: Page): Promise<void> {
  await openExplorer(page);
  await page.getByRole('button', { name: 'Load your own catalog…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Load your own catalog' });
  await dialog.getByLabel('Or paste catalog JSON').fill(JSON.stringify(LIST));
  await dialog.getByRole('button', { name: 'Load pasted JSON' }).click();
  await expect(dialog).toBeHidden();
}

/** Asserts that the page shows catalog text with direction controls, and that every such text is isolated. */
async function expectIsolated(page: Page, view: string): Promise<void> {
  const shown = await page.evaluate(
    () =>
      [...document.body.querySelectorAll('*')].filter((element) =>
        [...element.childNodes].some(
          (node) => node.nodeType === Node.TEXT_NODE && /[\u202a-\u202e\u2066-\u2069]/u.test(node.nodeValue!),
        ),
      ).length,
  );
  expect(shown, `${view}: text holding direction controls`).toBeGreaterThan(0);
  expect(await page.evaluate(unisolatedTexts, await page.evaluateHandle(() => document.body)), view).toEqual(
    [],
  );
}

test('every catalog value an MCP list puts on the page is isolated, in every view', async ({ page }) => {
  await loadList(page);
  await page.getByRole('option', { name: /safe_read/ }).click();
  await expect(page.getByRole('heading', { level: 3, name: /safe_read/ })).toBeVisible();
  await expectIsolated(page, 'tool list and tool detail');

  // an unknown key and a wrong type: the result names each key in a sentence
  const editor = page.getByRole('textbox', { name: 'Arguments' });
  await editor.fill(JSON.stringify({ [`path${RLO}`]: 5, [`extra${PDI}`]: 1, [`mode${PDI}`]: 'x' }));
  const result = page.getByRole('status').filter({ hasText: /Refused/ });
  await expect(result).toContainText('extra');
  await expect(result).toContainText('path');
  await expectIsolated(page, 'arguments with errors');

  await page.getByRole('radio', { name: 'Form' }).click();
  await expect(page.getByRole('radio', { name: 'Form' })).toHaveAttribute('aria-checked', 'true');
  await expectIsolated(page, 'form');

  await page.getByRole('radio', { name: 'OpenAI', exact: true }).click();
  await expect(page.getByText('Renamed the tool to')).toBeVisible();
  await expect(page.getByText('The tool name contains')).toBeVisible();
  await expectIsolated(page, 'OpenAI findings and changes');

  await page.getByRole('option', { name: /safe_write/ }).click();
  await page.getByRole('radio', { name: 'Form' }).click();
  await expectIsolated(page, 'a second tool, its form and findings');

  await page.getByRole('tab', { name: 'Portability' }).click();
  await expect(page.getByRole('table')).toBeVisible();
  await expectIsolated(page, 'portability');
});

test('the isolation check finds a catalog value written into a sentence without isolation', async ({
  page,
}) => {
  await loadList(page);
  const sentence = await page.evaluateHandle((name) => {
    const p = document.createElement('p');
    p.append(`The tool ${name} is here.`);
    return document.body.appendChild(p);
  }, `safe_read${RLO}`);
  expect(await page.evaluate(unisolatedTexts, sentence)).toEqual([
    `P: ${JSON.stringify(`The tool safe_read${RLO} is here.`)}`,
  ]);
});
