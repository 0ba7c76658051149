import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import {
  checkSchema,
  compileSchema,
  wordReason,
  type Reason,
  type SchemaCheck,
  type SchemaIssue,
} from '../src/core/index.ts';
import { REASON_STRINGS } from '../src/ui/errors/strings.ts';
import { fillParts } from '../src/core/index.ts';
import IMPORT_BAR_STRINGS from '../src/ui/i18n/dict/import.ts';
import { IMPORT_STRINGS } from '../src/ui/import/strings.ts';
import { test, expect, openExplorer } from './fixtures.ts';
import { ARGUMENTS, VOCABULARY_LIST } from './mcp-vocabulary-data.ts';

type Lang = 'en' | 'ko';
type Tool = (typeof VOCABULARY_LIST.tools)[number];

const WORDS: Record<Lang, Record<string, string>> = {
  en: { ...REASON_STRINGS.en, ...IMPORT_BAR_STRINGS.en, ...IMPORT_STRINGS.en },
  ko: { ...REASON_STRINGS.ko, ...IMPORT_BAR_STRINGS.ko, ...IMPORT_STRINGS.ko },
};

/** A page string filled with its params, in the singular form where the page has one. */
function say(lang: Lang, key: string, params: Record<string, string | number> = {}): string {
  const words = WORDS[lang];
  const singular = params.count === 1 && words[`${key}.one`] !== undefined ? `${key}.one` : key;
  const template = words[singular];
  if (template === undefined) throw new Error(`no string ${key} in ${lang}`);
  return plainFill(template, params);
}

/** What the compiler says about a tool's schema, computed by the core as the import does. */
function schemaCheck(tool: Tool): SchemaCheck {
  return checkSchema(tool.inputSchema);
}

/** Every issue the core's full vocabulary finds, formats annotating, as the import checks MCP tools. */
function issuesOf(tool: Tool, args: unknown): readonly SchemaIssue[] {
  const compiled = compileSchema(tool.inputSchema, { vocabulary: 'full', formats: 'annotate' });
  if (!compiled.ok) throw new Error(`${tool.name} must compile: ${compiled.error.message}`);
  return compiled.value.validate(args);
}

/**
 * The sentence an issue must read as: the core's own sentence for its reason and params, in the page's
 * language (in English, the issue's `message`), as the text reads once each value's `<bdi>` is joined in.
 */
function why(lang: Lang, issue: SchemaIssue): string {
  const sentence = lang === 'en' ? issue.message : wordReason(issue.reason as Reason, issue.params, lang);
  return sentence.replace(/[\u2068\u2069]/g, '');
}

/** Pastes the list into the import dialog, in the page's language. */
async function importList(page: Page, lang: Lang): Promise<void> {
  await page.getByRole('button', { name: say(lang, 'import.open') }).click();
  const dialog = page.getByRole('dialog', { name: say(lang, 'import.title') });
  await dialog.getByLabel(say(lang, 'import.paste')).fill(JSON.stringify(VOCABULARY_LIST));
  await dialog.getByRole('button', { name: say(lang, 'import.load') }).click();
  await expect(dialog).toBeHidden();
}

async function select(page: Page, name: string): Promise<void> {
  await page.getByRole('option', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  // the check's result is under the arguments, in the tool's Arguments tab
  await page.getByRole('tab', { name: /^(Arguments|인수)$/ }).click();
}

/** The check's status region under the arguments. */
function result(page: Page): Locator {
  return page.locator('.result[role="status"]');
}

/** Each listed issue as its four definitions: pointer, keyword, schema pointer, sentence. */
async function listedIssues(page: Page): Promise<string[][]> {
  return result(page)
    .locator('ol > li')
    .evaluateAll((items) =>
      items.map((item) => [...item.querySelectorAll('dd')].map((dd) => dd.textContent?.trim() ?? '')),
    );
}

async function typeArguments(page: Page, lang: Lang, args: unknown): Promise<void> {
  await page.getByRole('textbox', { name: say(lang, 'mcp.arguments') }).fill(JSON.stringify(args));
}

const checkable = VOCABULARY_LIST.tools.filter((tool) => schemaCheck(tool).isChecked);
const malformed = VOCABULARY_LIST.tools.filter((tool) => !schemaCheck(tool).isChecked);

test('the data holds what the spec is about: checkable tools of both dialects, and malformed ones', () => {
  const dialects = checkable.map((tool) => {
    const check = schemaCheck(tool);
    return check.isChecked ? check.dialect : null;
  });
  expect(new Set(dialects).size).toBe(2);
  expect(malformed.map((tool) => tool.name)).toEqual(['broken_empty', 'broken_ref']);
  expect(Object.keys(ARGUMENTS).sort()).toEqual(checkable.map((tool) => tool.name).sort());
  for (const tool of checkable) {
    for (const args of ARGUMENTS[tool.name]!.broken) expect(issuesOf(tool, args).length).toBeGreaterThan(0);
    for (const args of ARGUMENTS[tool.name]!.accepted) expect(issuesOf(tool, args)).toEqual([]);
  }
  const keywords = new Set(
    checkable
      .flatMap((tool) => ARGUMENTS[tool.name]!.broken.flatMap((a) => issuesOf(tool, a)))
      .map((i) => i.keyword),
  );
  for (const keyword of [
    'anyOf',
    'minimum',
    'maximum',
    'exclusiveMinimum',
    'minLength',
    'maxLength',
    'maxItems',
    'additionalItems',
    'additionalProperties',
    'required',
    'type',
  ])
    expect(keywords, keyword).toContain(keyword);
});

for (const lang of ['en', 'ko'] as const) {
  test(`an MCP list with anyOf-null, defaults, bounds, formats and malformed tools imports whole and is checked by pointer (${lang})`, async ({
    page,
  }) => {
    test.slow(); // every argument object waits for the worker's check
    await openExplorer(page, `?lang=${lang}`);
    await importList(page, lang);
    await expect(page.locator('p', { hasText: say(lang, 'import.inUse') })).toContainText(
      say(lang, 'import.mcpFrom', {
        origin: say(lang, 'import.pasted'),
        count: VOCABULARY_LIST.tools.length,
      }),
    );
    await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(VOCABULARY_LIST.tools.length);

    for (const tool of malformed) {
      const check = schemaCheck(tool);
      if (check.isChecked) throw new Error('unreachable');
      await select(page, tool.name);
      await expect(
        page.getByText(say(lang, 'mcp.notCheckedOther', { code: check.error.code, path: check.error.path })),
      ).toBeVisible();
      await typeArguments(page, lang, {});
      await expect(result(page)).toHaveText(say(lang, 'mcp.unchecked'));
    }

    for (const tool of checkable) {
      const check = schemaCheck(tool);
      if (!check.isChecked) throw new Error('unreachable');
      await select(page, tool.name);
      await expect(page.getByText(say(lang, 'mcp.checked', { dialect: check.dialect }))).toBeVisible();
      const formats = page.getByText(
        say(lang, 'mcp.formatsAnnotate', { pointers: check.formatAnnotations.join(', ') }),
      );
      await expect(formats).toHaveCount(check.formatAnnotations.length > 0 ? 1 : 0);

      for (const args of ARGUMENTS[tool.name]!.broken) {
        const issues = issuesOf(tool, args);
        await typeArguments(page, lang, args);
        await expect(result(page).locator('p').first()).toHaveText(
          say(lang, 'mcp.invalid', { count: issues.length }),
        );
        await expect
          .poll(() => listedIssues(page), { message: `${tool.name} ${JSON.stringify(args)}` })
          .toEqual(
            issues.map((issue) => [
              issue.path === '' ? '""' : issue.path,
              issue.keyword,
              issue.schemaPath,
              why(lang, issue),
            ]),
          );
      }
      for (const args of ARGUMENTS[tool.name]!.accepted) {
        await typeArguments(page, lang, args);
        await expect(result(page)).toHaveText(say(lang, 'mcp.valid'));
      }
    }
  });

  test(`axe finds no violations in the MCP view with issues, format notes and a malformed tool (${lang})`, async ({
    page,
  }) => {
    test.slow(); // two whole-page axe runs, each a few seconds even on an idle machine
    await openExplorer(page, `?lang=${lang}`);
    await importList(page, lang);
    const [tool] = checkable;
    await select(page, tool!.name);
    const [args] = ARGUMENTS[tool!.name]!.broken;
    await typeArguments(page, lang, args);
    await expect(result(page).locator('ol > li')).toHaveCount(issuesOf(tool!, args).length);
    const withIssues = await new AxeBuilder({ page }).analyze();
    expect(withIssues.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual(
      [],
    );

    await select(page, malformed[0]!.name);
    await expect(result(page)).toHaveText(say(lang, 'mcp.unchecked'));
    const unchecked = await new AxeBuilder({ page }).analyze();
    expect(unchecked.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  });
}

test('Korean words an issue in Korean: a maximum broken in Korean', async ({ page }) => {
  const tool = checkable[0]!;
  const args = { query: 'ok', limit: 101 };
  const [issue] = issuesOf(tool, args);
  expect(issue?.reason).toBe('too_large');
  await openExplorer(page, '?lang=ko');
  await importList(page, 'ko');
  await select(page, tool.name);
  await typeArguments(page, 'ko', args);
  const sentence = plainFill(REASON_STRINGS.ko['issue.too_large'], {
    field: 'limit',
    limit: Number(issue!.params.limit),
  });
  await expect(result(page).getByRole('definition').filter({ hasText: sentence })).toHaveText(sentence);
});

/** A page sentence as its text reads once its values' `<bdi>` elements are joined in. */
function plainFill(template: string, params: Parameters<typeof fillParts>[1]): string {
  return fillParts(template, params)
    .map((part) => part.text)
    .join('');
}
