// A site built with `--lang ko`: every label the builder and the page's script write is Korean, the Try-it fold
// checks arguments and a tool's result in Korean, and a reader on a 390 px phone does it all from the keyboard.
import type { Browser, Page } from '@playwright/test';
import { ARGUMENTS_STRINGS } from '../src/ui/arguments/strings.ts';
import { IMPORT_STRINGS } from '../src/ui/import/strings.ts';
import { SITE_STRINGS } from '../src/site-page/strings.ts';
import { siteWords } from '../src/site/site-strings.ts';
import { describeEachSite } from './each-site.ts';
import { test, expect } from './fixtures.ts';
import { pageOverflow } from './layout-probe.ts';
import { landing } from './site-probe.ts';
import type { ExpectedSite } from './site-data.ts';

const KO = siteWords('ko');
const EN = siteWords('en');
const SCRIPT_KO = SITE_STRINGS.ko;
const PAGE_KO = { ...ARGUMENTS_STRINGS.ko, ...IMPORT_STRINGS.ko };

/** A page of the site in a fresh context `width` px wide, with JavaScript. */
async function openAt(browser: Browser, baseURL: string | undefined, width: number) {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 800 } });
  return { context, page: await context.newPage() };
}

/** The English labels a site writes (its words that are plain text of four letters or more, not Korean ones). */
function englishLabels(): string[] {
  const korean = new Set(Object.values(KO).filter((word) => typeof word === 'string'));
  return Object.values(EN).filter(
    (word): word is string => typeof word === 'string' && word.length >= 4 && !korean.has(word),
  );
}

/** The labels the page shows in `text` that are English, as a list ([] when every label is Korean). */
function englishIn(text: string): string[] {
  // the bill names the MCP provider by the protocol's own method, in every language
  const labels = text.replaceAll('MCP tools/list', '');
  return englishLabels().filter((label) => new RegExp(`(^|\\W)${escapeRegExp(label)}(\\W|$)`).test(labels));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The JSON of the example payload the region named `name` shows. */
async function shownExample(page: Page, name: string): Promise<unknown> {
  return JSON.parse((await page.getByRole('region', { name }).locator('code').textContent())!) as unknown;
}

/** Text of the element with focus: its data-tool, its accessible name or its text. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return element?.dataset.tool ?? element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '';
  });
}

function koreanChecks(site: ExpectedSite): void {
  // the tool with an outputSchema whose example is shown; the fixture's search_notes
  const withOutput = site.tools.tools.find((tool) => tool.outputSchema !== null && tool.enabled)!;
  const page = (name: string) => `./${site.pages.get(name)}`;

  test('every label of the overview and of a tool page is Korean; the catalog’s text is shown as written', async ({
    browser,
    baseURL,
  }) => {
    const { context, page: tab } = await openAt(browser, baseURL, 1280);
    await tab.goto('./');
    await expect(tab.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText(site.title);
    await expect(tab.getByRole('navigation', { name: KO.tools, exact: true })).toBeVisible();
    await expect(tab.locator('.site-summary')).toHaveText(
      KO.summary(site.allTools.length, site.groups.length),
    );
    await expect(tab.getByRole('button', { name: KO.search })).toBeVisible();
    expect(englishIn(await tab.locator('body').innerText())).toEqual([]);

    await tab.goto(page(withOutput.name));
    await expect(tab).toHaveTitle(`${withOutput.name} · ${site.title}`);
    await expect(tab.getByRole('navigation', { name: KO.breadcrumb })).toBeVisible();
    await expect(tab.getByRole('region', { name: KO.exampleArguments(withOutput.name) })).toBeVisible();
    await expect(tab.getByRole('region', { name: KO.exampleResult(withOutput.name) })).toBeVisible();
    await expect(tab.getByRole('heading', { level: 2, name: KO.arguments, exact: true })).toBeVisible();
    await expect(tab.getByRole('heading', { level: 2, name: KO.output, exact: true })).toBeVisible();
    await expect(tab.locator('details.try > summary')).toHaveText(KO.tryIt);
    await expect(tab.getByRole('button', { name: KO.copy }).first()).toBeVisible();
    // the author's Korean description is the page's, Markdown rendered
    await expect(tab.locator('.tool-about strong').first()).toHaveText('제목');
    expect(englishIn(await tab.locator('body').innerText())).toEqual([]);

    await tab.keyboard.press('/');
    const dialog = tab.getByRole('dialog', { name: KO.search });
    await expect(dialog.getByRole('combobox', { name: SCRIPT_KO.searchBox })).toBeFocused();
    await expect(dialog.getByRole('button', { name: SCRIPT_KO.close })).toBeVisible();
    await context.close();
  });

  test('Try it checks the arguments and a result against the outputSchema, saying so in Korean', async ({
    browser,
    baseURL,
  }) => {
    const { context, page: tab } = await openAt(browser, baseURL, 1280);
    await tab.goto(page(withOutput.name));
    const example = await shownExample(tab, KO.exampleArguments(withOutput.name));
    const exampleResult = await shownExample(tab, KO.exampleResult(withOutput.name));
    await tab.locator('details.try > summary').click();
    const fold = tab.locator('details.try');
    const args = fold.getByRole('textbox', { name: PAGE_KO['mcp.arguments'] });
    await expect(args).toBeVisible({ timeout: 20_000 });
    const verdict = fold.getByRole('status').first();
    await args.fill('[]');
    await expect(verdict).toContainText('거부');
    await expect(verdict).not.toContainText(PAGE_KO['mcp.valid']);
    await args.fill(JSON.stringify(example));
    await expect(verdict).toContainText(PAGE_KO['mcp.valid']);

    // the result check: the example result conforms; one the outputSchema refuses is refused, with its pointer
    const region = fold.getByRole('region', { name: PAGE_KO['mcp.resultCheck'] });
    const result = region.getByRole('textbox', { name: PAGE_KO['mcp.toolResult'] });
    const resultVerdict = region.getByRole('status');
    const content = [{ type: 'text', text: JSON.stringify(exampleResult) }];
    await result.fill(JSON.stringify({ content, structuredContent: exampleResult }));
    await expect(resultVerdict).toHaveAttribute('data-verdict', 'conforms');
    await expect(resultVerdict).toContainText(PAGE_KO['mcp.resultConforms']);
    await result.fill(JSON.stringify({ content, structuredContent: { notes: [], total: -1 } }));
    await expect(resultVerdict).not.toHaveAttribute('data-verdict', 'conforms');
    await expect(resultVerdict).toContainText('거부됨');
    await expect(resultVerdict).toContainText('/structuredContent/total');
    expect(englishIn(await fold.innerText())).toEqual([]);
    await context.close();
  });

  test('on a 390 px phone the keyboard alone opens the nav, searches a field in Korean, lands on it and tries a call', async ({
    browser,
    baseURL,
  }) => {
    const { context, page: tab } = await openAt(browser, baseURL, 390);
    await tab.goto(page(withOutput.name));
    await tab.keyboard.press('Tab');
    await expect(tab.getByRole('link', { name: KO.skip })).toBeFocused();
    await tab.keyboard.press('Tab');
    const toggle = tab.locator('.nav-toggle');
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveText(KO.tools);
    await tab.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await focused(tab)).toBe(withOutput.name);
    await tab.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    // a word only one field's description has, typed into the search opened from the keyboard
    const { tool, path, word } = site.fieldWords.find((candidate) => candidate.tool !== withOutput.name)!;
    await tab.keyboard.press('/');
    const dialog = tab.getByRole('dialog', { name: KO.search });
    await expect(dialog.getByRole('combobox')).toBeFocused();
    await tab.keyboard.type(word);
    await expect(dialog.getByRole('option')).toHaveCount(1);
    await expect(dialog.getByRole('option')).toContainText(`${tool} ${path}`);
    await expect(dialog.getByRole('status')).toHaveText(SCRIPT_KO.oneMatch);
    await tab.keyboard.press('Enter');
    await expect.poll(() => new URL(tab.url()).pathname.endsWith(`/${site.pages.get(tool)}`)).toBe(true);
    const id = decodeURIComponent(new URL(tab.url()).hash.slice(1));
    await expect
      .poll(async () => {
        const at = await tab.evaluate(landing, id);
        return at !== null && at.top >= at.headerBottom - 1 && at.top < at.height;
      })
      .toBe(true);
    expect(await tab.evaluate(pageOverflow)).toBeLessThanOrEqual(0);

    // Tab reaches the Try-it fold; Enter opens it and the arguments typed there are checked
    const summary = tab.locator('details.try > summary');
    for (let step = 0; step < 60 && !(await summary.evaluate((el) => el === document.activeElement)); step++)
      await tab.keyboard.press('Tab');
    await expect(summary).toBeFocused();
    const box = await summary.boundingBox();
    expect(Math.min(box!.width, box!.height)).toBeGreaterThanOrEqual(24);
    await tab.keyboard.press('Enter');
    const args = tab.locator('details.try').getByRole('textbox', { name: PAGE_KO['mcp.arguments'] });
    await expect(args).toBeVisible({ timeout: 20_000 });
    const example = await shownExample(tab, KO.exampleArguments(tool));
    await args.focus();
    await tab.keyboard.press('ControlOrMeta+a');
    await tab.keyboard.type(JSON.stringify(example));
    await expect(tab.locator('details.try').getByRole('status').first()).toContainText(PAGE_KO['mcp.valid']);
    expect(await tab.evaluate(pageOverflow)).toBeLessThanOrEqual(0);
    await context.close();
  });
}

describeEachSite(koreanChecks, ['ko']);
