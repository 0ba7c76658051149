// Data-driven checks of any site `tool-contract site` built (run with `npm run test:site -- --site <dir>`):
// the plain HTML without JavaScript, links that land in view at every width, the nav, search, Try it, the
// examples, copy buttons and axe. The GitHub site is checked at 320, 390 and 1280 px, the others at 320 and
// 1280 px.
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { Ajv } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { test, expect, FULL_MATRIX } from './fixtures.ts';
import type { ExpectedSite } from './site-data.ts';
import { describeEachSite } from './each-site.ts';
import { explorerTextIn } from '../src/site/explorer-text.ts';
import { brokenWords, pageOverflow } from './layout-probe.ts';
import { brokenChips, landing, wordsOnce } from './site-probe.ts';

const WIDE = 1024;

/** A page of the site in a fresh context of `width` × 800 px, with or without JavaScript. */
async function openAt(browser: Browser, baseURL: string | undefined, width: number, isScript: boolean) {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: isScript,
    viewport: { width, height: 800 },
  });
  return { context, page: await context.newPage() };
}

/** Waits until the element with `id` is in the viewport, its top below the sticky header. */
async function expectLanded(page: Page, id: string): Promise<void> {
  await expect
    .poll(async () => {
      const at = await page.evaluate(landing, id);
      if (!at) return `#${id} is missing`;
      if (at.top < at.headerBottom - 1) return `#${id} is under the header (${at.top} < ${at.headerBottom})`;
      if (at.top >= at.height) return `#${id} is below the viewport (${at.top} ≥ ${at.height})`;
      return 'in view';
    }, `#${id} lands in view`)
    .toBe('in view');
}

/** Every check of this file on one built site. */
function siteChecks(site: ExpectedSite): void {
  const widths = site.name === 'github' ? [320, 390, 1280] : [320, 1280];
  // the tool the width checks open: the GitHub site's list_issues, else the first tool with fields
  const sample =
    site.docOrder.find((name) => name === 'list_issues') ??
    site.docOrder.find((name) => (site.fieldPaths.get(name) ?? []).length > 0) ??
    site.docOrder[0]!;
  const paths = site.fieldPaths.get(sample) ?? [];
  // a field one level down when there is one (its fold is open), else the first
  const field =
    paths.find((path) => /\[\]\.|\.\w/.test(path) && path.split(/\[\]\.|\./).length === 2) ?? paths[0];
  const toolId = (page: Page, name: string) =>
    page.locator(`article.tool[data-tool="${name}"] .tool-heading`).getAttribute('id');
  const fieldId = (page: Page, name: string, path: string) =>
    page
      .locator(`article.tool[data-tool="${name}"] li.field[data-path="${path}"]`)
      .first()
      .getAttribute('id');

  test('without JavaScript the page documents every tool with its heading, nav link and field rows', async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await openAt(browser, baseURL, 1280, false);
    await page.goto('./');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.title);
    await expect(page.locator('article.tool')).toHaveCount(site.allTools.length);
    expect(
      await page
        .locator('article.tool')
        .evaluateAll((all) => all.map((a) => (a as HTMLElement).dataset.tool)),
    ).toEqual(site.docOrder);
    const expected = site.docOrder.map((name) => ({ name, paths: site.fieldPaths.get(name) ?? [] }));
    const problems = await page.evaluate((tools) => {
      const found: string[] = [];
      const navLinks = new Set(
        [...document.querySelectorAll('#site-nav a[href]')].map((a) => a.getAttribute('href')),
      );
      for (const { name, paths } of tools) {
        const article = document.querySelector(`article.tool[data-tool="${CSS.escape(name)}"]`);
        const heading = article?.querySelector('h3.tool-heading');
        if (!heading?.id.startsWith('tool-')) found.push(`${name}: no heading with a tool- id`);
        else if (!navLinks.has(`#${heading.id}`)) found.push(`${name}: the nav does not link #${heading.id}`);
        const rows = new Set(
          [...(article?.querySelectorAll('li.field[id]') ?? [])].map(
            (row) => (row as HTMLElement).dataset.path,
          ),
        );
        for (const path of paths) if (!rows.has(path)) found.push(`${name}: field ${path} has no row`);
      }
      return found;
    }, expected);
    expect(problems).toEqual([]);
    await context.close();
  });

  test("without JavaScript the page shows the author's content and none of the explorer's", async ({
    browser,
    baseURL,
  }) => {
    test.skip(!site.isAuthorSite, "the explorer's own site keeps its demonstration");
    const { context, page } = await openAt(browser, baseURL, 1280, false);
    await page.goto('./');
    await expect(page).toHaveTitle(site.title);
    // a group's name and its count, set apart by the sheet, are two things ("issue", "20 tools"), not one
    // phrase ("issue 20"): they are read here with a mark between them
    const text = await page.evaluate(() => {
      for (const count of document.querySelectorAll('.group-count')) count.prepend('· ');
      return document.body.innerText;
    });
    expect(explorerTextIn(text, site.authorText)).toEqual([]);
    await context.close();
  });

  for (const width of widths) {
    test(`at ${width} px without JavaScript, #tool and #field links land in view and nothing scrolls sideways`, async ({
      browser,
      baseURL,
    }) => {
      const { context, page } = await openAt(browser, baseURL, width, false);
      await page.goto('./');
      expect(await page.evaluate(pageOverflow)).toBeLessThanOrEqual(0);
      const heading = (await toolId(page, sample))!;
      await page.goto(`./#${heading}`);
      await expectLanded(page, heading);
      if (field !== undefined) {
        const row = (await fieldId(page, sample, field))!;
        await page.goto(`./#${row}`);
        await expectLanded(page, row);
      }
      await context.close();
    });

    test(`at ${width} px with JavaScript, ?tool and &field land in view, chips stay whole and nothing scrolls sideways`, async ({
      browser,
      baseURL,
    }) => {
      const { context, page } = await openAt(browser, baseURL, width, true);
      await page.goto(`./?tool=${encodeURIComponent(sample)}`);
      const heading = (await toolId(page, sample))!;
      await expectLanded(page, heading);
      expect(await page.evaluate(pageOverflow)).toBeLessThanOrEqual(0);
      const article = `article.tool[data-tool="${sample}"]`;
      expect(await page.evaluate(brokenChips, article)).toEqual([]);
      expect(await page.evaluate(brokenWords, `${article} :is(.field-name, .field-type)`)).toEqual([]);
      if (field !== undefined) {
        await page.goto(`./?tool=${encodeURIComponent(sample)}&field=${encodeURIComponent(field)}`);
        await expectLanded(page, (await fieldId(page, sample, field))!);
      }
      await context.close();
    });

    if (width < WIDE) {
      test(`at ${width} px the header's button opens the nav, Escape closes it, and a link closes it`, async ({
        browser,
        baseURL,
      }) => {
        const { context, page } = await openAt(browser, baseURL, width, true);
        await page.goto('./');
        const button = page.locator('.nav-toggle');
        const nav = page.getByRole('navigation', { name: 'Tools' });
        await expect(button).toBeVisible();
        await expect(button).toHaveAttribute('aria-expanded', 'false');
        await button.click();
        await expect(button).toHaveAttribute('aria-expanded', 'true');
        await expect(nav).toBeInViewport();
        expect(await page.evaluate(() => document.activeElement?.closest('#site-nav') !== null)).toBe(true);
        await page.keyboard.press('Escape');
        await expect(button).toHaveAttribute('aria-expanded', 'false');
        await expect(button).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(button).toHaveAttribute('aria-expanded', 'true');
        const last = site.docOrder.at(-1)!;
        await nav.locator(`a[data-tool="${last}"]`).click();
        await expect(button).toHaveAttribute('aria-expanded', 'false');
        await expectLanded(page, (await toolId(page, last))!);
        expect(await page.evaluate(pageOverflow)).toBeLessThanOrEqual(0);
        await context.close();
      });
    } else {
      test(`at ${width} px the nav stays in view beside the content and marks the tool in view`, async ({
        browser,
        baseURL,
      }) => {
        const { context, page } = await openAt(browser, baseURL, width, true);
        await page.goto('./');
        await expect(page.locator('.nav-toggle')).toBeHidden();
        const nav = page.getByRole('navigation', { name: 'Tools' });
        for (const name of [site.docOrder[Math.floor(site.docOrder.length / 2)]!, site.docOrder.at(-1)!]) {
          const id = (await toolId(page, name))!;
          await page.evaluate((target) => document.getElementById(target)!.scrollIntoView(), id);
          await expect(nav).toBeInViewport();
          const link = nav.locator(`a[data-tool="${name}"]`);
          await expect(link).toHaveAttribute('aria-current', 'location');
          await expect(nav.locator('a[aria-current]')).toHaveCount(1);
          await expect(link).toBeInViewport();
        }
        await context.close();
      });
    }
  }

  test('search finds a field by a word only its description has, Enter opens it, and Back returns', async ({
    page,
  }) => {
    await page.goto('./');
    const once = new Set(
      await page.evaluate(
        wordsOnce,
        site.fieldWords.map((candidate) => candidate.word),
      ),
    );
    const candidates = site.fieldWords.filter((candidate) => once.has(candidate.word));
    test.skip(candidates.length === 0, 'no field description of this catalog has a word of its own');
    const { tool, path, word } = candidates[0]!;
    await page.keyboard.press('/');
    const dialog = page.getByRole('dialog', { name: 'Search' });
    const box = dialog.getByRole('combobox', { name: 'Search tools and fields' });
    await expect(box).toBeFocused();
    await box.fill(word);
    const options = dialog.getByRole('option');
    await expect(options).toHaveCount(1);
    await expect(options.first()).toHaveText(`${tool} ${path}`);
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByRole('status')).toHaveText('1 match');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    const row = (await fieldId(page, tool, path))!;
    expect(decodeURIComponent(new URL(page.url()).hash)).toBe(`#${row}`);
    await expectLanded(page, row);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(row);
    await page.goBack();
    expect(new URL(page.url()).hash).toBe('');
  });

  test('search opens from the header button and Ctrl+K, arrows move through results, Escape gives focus back', async ({
    page,
  }) => {
    await page.goto('./');
    const open = page.getByRole('button', { name: 'Search' });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    const box = dialog.getByRole('combobox');
    await expect(box).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    await page.keyboard.press('Control+k');
    await expect(box).toBeFocused();
    await box.fill(sample);
    const options = dialog.getByRole('option');
    await expect(options.first()).toHaveText(sample);
    const count = await options.count();
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(Math.min(1, count - 1))).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!);
    await page.keyboard.press('Enter');
    await expectLanded(page, (await toolId(page, sample))!);
  });

  test('Try it checks the arguments as typed: refused, then accepted', async ({ page }) => {
    const name = site.docOrder.find((tool) => site.tools.get(tool)?.enabled) ?? sample;
    await page.goto(`./?tool=${encodeURIComponent(name)}`);
    const article = page.locator(`article.tool[data-tool="${name}"]`);
    const example = (await article.locator('.example code').first().textContent()) ?? '';
    await article.locator('details.try > summary').click();
    const box = article.locator('details.try').getByRole('textbox', { name: 'Arguments' });
    await expect(box).toBeVisible({ timeout: 20_000 });
    await box.fill('[]');
    const verdict = article.locator('details.try').getByRole('status').first();
    await expect(verdict).toContainText(/Refused/);
    await box.fill(example);
    await expect(verdict).toContainText(site.kind === 'mcp' ? 'Valid for this schema' : 'Shape valid');
  });

  test('every example payload is valid for its tool, by the core and by Ajv', async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await openAt(browser, baseURL, 1280, false);
    await page.goto('./');
    const regions = await page.getByRole('region', { name: /^Example arguments for / }).evaluateAll((all) =>
      all.map((region) => ({
        name: region.closest<HTMLElement>('article.tool')!.dataset.tool!,
        text: region.querySelector('pre code')?.textContent ?? null,
      })),
    );
    // every tool has its region; one whose schema no generated value satisfies says so there instead
    expect(regions.map((region) => region.name)).toEqual(site.docOrder);
    const problems: string[] = [];
    for (const { name, text } of regions) {
      if (text === null) continue;
      const tool = site.tools.get(name)!;
      const args = JSON.parse(text) as unknown;
      if (tool.enabled && !tool.check(args).ok) problems.push(`${name}: the core refuses its example`);
      if (!ajvAccepts(tool.inputSchema, args)) problems.push(`${name}: Ajv refuses its example`);
    }
    expect(problems).toEqual([]);
    const without = regions.filter((region) => region.text === null).map((region) => region.name);
    if (without.length > 0) console.log(`${site.name}: no example for ${without.join(', ')}`);
    expect(regions.length - without.length).toBeGreaterThan(0);
    await context.close();
  });

  test('a copy button copies its example and says Copied', async ({ page }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`./?tool=${encodeURIComponent(sample)}`);
    const example = page.locator(`article.tool[data-tool="${sample}"] section.example`).first();
    const button = example.getByRole('button', { name: 'Copy' });
    const expected =
      (await button.getAttribute('data-copy')) ?? (await example.locator('code').textContent());
    await button.click();
    await expect(page.locator('.copy-status')).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  });

  test('folds open and close from the keyboard', async ({ page }) => {
    await page.goto(`./?tool=${encodeURIComponent(sample)}`);
    const fold = page.locator(`article.tool[data-tool="${sample}"] details.schema`);
    const summary = fold.locator('> summary');
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(fold).toHaveAttribute('open', '');
    await page.keyboard.press('Space');
    await expect(fold).not.toHaveAttribute('open');
  });

  for (const width of [320, 1280]) {
    test(`axe finds nothing at ${width} px`, async ({ browser, baseURL }) => {
      test.slow(); // axe walks the page's every element it is given
      const { context, page } = await openAt(browser, baseURL, width, true);
      await page.goto(`./?tool=${encodeURIComponent(sample)}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.title);
      // every tool is written by the same markup: npm test walks the page's frame and one tool of it, the
      // full run (E2E_FULL=1) every tool
      const axe = new AxeBuilder({ page });
      if (!FULL_MATRIX)
        for (const part of [
          '.skip-link',
          '.site-header',
          '#site-nav',
          'main > :not(section.group)',
          `article.tool[data-tool="${sample}"]`,
        ])
          axe.include(part);
      const results = await axe.analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
      await context.close();
    });
  }
}

/** Whether Ajv accepts `value` for `schema`, in the draft the schema names (2020-12 when it names none). */
function ajvAccepts(schema: unknown, value: unknown): boolean {
  const draft = (schema as { $schema?: unknown }).$schema;
  const isDraft07 = typeof draft === 'string' && /draft-0[4-7]/.test(draft);
  const ajv = isDraft07 ? new Ajv({ strict: false }) : new Ajv2020({ strict: false });
  addFormats(ajv);
  return ajv.validate(schema as object, value);
}

describeEachSite(siteChecks);
