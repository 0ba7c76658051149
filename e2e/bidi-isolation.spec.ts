import type { Page } from '@playwright/test';
import { unisolatedTexts } from '../scripts/bidi-walk.ts';
import IMPORT_BAR_STRINGS from '../src/ui/i18n/dict/import.ts';
import VIEW_STRINGS from '../src/ui/i18n/dict/views.ts';
import { FORM_STRINGS } from '../src/ui/form/strings.ts';
import { IMPORT_STRINGS } from '../src/ui/import/strings.ts';
import { PROVIDERS_STRINGS } from '../src/ui/providers/strings.ts';
import { SENTENCES } from '../src/core/index.ts';
import { test, expect, openExplorer } from './fixtures.ts';

type Lang = 'en' | 'ko';

/** The page's own words in a language: what the test clicks and reads, taken from the page's dictionaries. */
function words(lang: Lang): Record<string, string> {
  return {
    ...IMPORT_BAR_STRINGS[lang],
    ...VIEW_STRINGS[lang],
    ...FORM_STRINGS[lang],
    ...IMPORT_STRINGS[lang],
    ...PROVIDERS_STRINGS[lang],
  };
}

/** The words of a sentence before its first placeholder. */
function opening(sentence: string): string {
  return sentence.split('{')[0]!.trim();
}

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

async function loadList(page: Page, lang: Lang = 'en'): Promise<void> {
  const say = words(lang);
  await openExplorer(page, `?lang=${lang}`);
  await page.getByRole('button', { name: say['import.open'] }).click();
  const dialog = page.getByRole('dialog', { name: say['import.title'] });
  await dialog.getByLabel(say['import.paste']!).fill(JSON.stringify(LIST));
  await dialog.getByRole('button', { name: say['import.load'] }).click();
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

for (const lang of ['en', 'ko'] as const) {
  test(`every catalog value an MCP list puts on the page is isolated, in every view (${lang})`, async ({
    page,
  }) => {
    const say = words(lang);
    await loadList(page, lang);
    await page.getByRole('option', { name: /safe_read/ }).click();
    await expect(page.getByRole('heading', { level: 2, name: /safe_read/ })).toBeVisible();
    await expectIsolated(page, 'tool list and tool detail');
    const argumentsTab = page.getByRole('tab', { name: /^(Arguments|인수)$/ });
    // a tool's provider formats are in its documentation
    const documentationTab = page.getByRole('tab', { name: say['view.schema'] });
    await argumentsTab.click();

    // an unknown key, a wrong type and a value outside the enum: the result names each key
    const editor = page.getByRole('textbox', { name: say['mcp.arguments'] });
    await editor.fill(JSON.stringify({ [`path${RLO}`]: 5, [`extra${PDI}`]: 1, [`mode${PDI}`]: 'x' }));
    const result = page.getByRole('status').filter({ hasText: opening(say['mcp.invalid']!) });
    await expect(result).toContainText('extra');
    await expect(result).toContainText('path');
    await expectIsolated(page, 'arguments with errors');

    const form = page.getByRole('radio', { name: say['form.mode.form'] });
    await form.click();
    await expect(form).toHaveAttribute('aria-checked', 'true');
    await expectIsolated(page, 'form');

    await documentationTab.click();
    await page.getByRole('radio', { name: 'OpenAI', exact: true }).click();
    // a provider's findings and changes are worded by the core's catalog of sentences
    await expect(page.getByText(opening(SENTENCES.adapt_renamed[lang]))).toBeVisible();
    await expect(page.getByText(opening(SENTENCES.lint_name[lang]))).toBeVisible();
    await expectIsolated(page, 'OpenAI findings and changes');

    await page.getByRole('option', { name: /safe_write/ }).click();
    await expectIsolated(page, 'a second tool and its findings');
    await argumentsTab.click();
    await page.getByRole('radio', { name: say['form.mode.form'] }).click();
    await expectIsolated(page, 'a second tool and its form');

    await page.getByRole('tab', { name: say['view.portability'] }).click();
    await expect(page.getByRole('table')).toBeVisible();
    await expectIsolated(page, 'portability');
  });
}

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
