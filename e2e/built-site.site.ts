// Data-driven checks of any site `tool-contract site` built (run with `npm run test:site -- --site <dir>`):
// the plain HTML of the overview and of every tool's page without JavaScript, links that land in view at
// every width, the nav, search over every page, Try it, the examples and copy buttons, on sites in English; the
// GitHub site at 320, 390 and 1280 px, the others at 320 and 1280 px. axe scans sites in every language at
// 1280 px, and at 320 px too: in npm test the sites SITE_AXE_320 names (scripts/site/test-sites.ts), elsewhere all.
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
import { brokenChips, landing, linkedPages, wordsOnce } from './site-probe.ts';

const WIDE = 1024;

// the sites npm test scans with axe at 320 px too, when it names them (a JSON list); else every site is
const NARROW_AXE: ReadonlySet<string> | undefined = process.env.SITE_AXE_320
  ? new Set(JSON.parse(process.env.SITE_AXE_320) as string[])
  : undefined;

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

/** The tool the width and axe checks open: the GitHub site's list_issues, else the first tool with fields. */
function sampleTool(site: ExpectedSite): string {
  return (
    site.docOrder.find((name) => name === 'list_issues') ??
    site.docOrder.find((name) => (site.fieldPaths.get(name) ?? []).length > 0) ??
    site.docOrder[0]!
  );
}

/** Every check of this file on one built site but axe's, which reads no label and runs in every language. */
function siteChecks(site: ExpectedSite): void {
  // the packed package's site is checked for what packing can break (its pages, assets, script and search
  // data); how pages read at each width, their axe scans and the script's finer keys are the builder's and the
  // script's own work, checked on the other sites (and on this one too by npm run test:sites:full)
  const isEveryCheck = FULL_MATRIX || site.name !== 'installed';
  const widths = !isEveryCheck ? [] : site.name === 'github' ? [320, 390, 1280] : [320, 1280];
  const sample = sampleTool(site);
  const samplePage = site.pages.get(sample)!;
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
  /** The path of the page the browser shows, relative to the site's root. */
  const shown = (page: Page, baseURL: string | undefined) =>
    new URL(page.url()).pathname.slice(new URL(baseURL!).pathname.length);

  test('without JavaScript the overview lists every tool, and every nav link leads to a page holding that tool alone', async ({
    browser,
    baseURL,
  }) => {
    test.slow(); // every tool's page is fetched and parsed
    const { context, page } = await openAt(browser, baseURL, 1280, false);
    await page.goto('./');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.title);
    await expect(page.locator('article.tool')).toHaveCount(0);
    const listed = await page
      .locator('main a.tool-link')
      .evaluateAll((all) => all.map((a) => a.getAttribute('href')));
    expect(listed).toEqual(site.docOrder.map((name) => site.pages.get(name)));
    const linked = await page.evaluate(linkedPages);
    expect(linked.map((entry) => entry.tool)).toEqual(site.docOrder);
    const problems: string[] = [];
    for (const entry of linked) {
      const { tool, href } = entry;
      if (href !== site.pages.get(tool)) problems.push(`${tool}: the nav links ${href}`);
      if (entry.status !== 200) problems.push(`${tool}: ${href} answers ${entry.status}`);
      if (entry.articles.join() !== tool) problems.push(`${tool}: ${href} holds ${entry.articles.join()}`);
      if (!entry.h1?.startsWith('tool-')) problems.push(`${tool}: no h1 with a tool- id`);
      const rows = new Set(entry.paths);
      for (const path of site.fieldPaths.get(tool) ?? [])
        if (!rows.has(path)) problems.push(`${tool}: field ${path} has no row`);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  test("without JavaScript the pages show the author's content and none of the explorer's", async ({
    browser,
    baseURL,
  }) => {
    test.skip(!site.isAuthorSite, "the explorer's own site keeps its demonstration");
    const { context, page } = await openAt(browser, baseURL, 1280, false);
    for (const [path, title] of [
      ['./', site.title],
      [`./${samplePage}`, `${sample} · ${site.title}`],
    ]) {
      await page.goto(path!);
      await expect(page).toHaveTitle(title!);
      // a group's name and its count, set apart by the sheet, are two things ("issue", "20 tools"), not one
      // phrase ("issue 20"): they are read here with a mark between them
      const text = await page.evaluate(() => {
        for (const count of document.querySelectorAll('.group-count')) count.prepend('· ');
        return document.body.innerText;
      });
      expect(explorerTextIn(text, site.authorText)).toEqual([]);
    }
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
      await page.goto(`./${samplePage}`);
      expect(await page.evaluate(pageOverflow)).toBeLessThanOrEqual(0);
      const heading = (await toolId(page, sample))!;
      await page.goto('about:blank');
      await page.goto(`./${samplePage}#${heading}`);
      await expectLanded(page, heading);
      if (field !== undefined) {
        const row = (await fieldId(page, sample, field))!;
        await page.goto('about:blank');
        await page.goto(`./${samplePage}#${row}`);
        await expectLanded(page, row);
      }
      await context.close();
    });

    test(`at ${width} px with JavaScript, ?tool and &field on the overview open the tool's page in view, chips stay whole and nothing scrolls sideways`, async ({
      browser,
      baseURL,
    }) => {
      const { context, page } = await openAt(browser, baseURL, width, true);
      await page.goto(`./index.html?tool=${encodeURIComponent(sample)}`);
      await expect.poll(() => shown(page, baseURL)).toBe(samplePage);
      const heading = (await toolId(page, sample))!;
      expect(decodeURIComponent(new URL(page.url()).hash)).toBe(`#${heading}`);
      await expectLanded(page, heading);
      expect(await page.evaluate(pageOverflow)).toBeLessThanOrEqual(0);
      const article = `article.tool[data-tool="${sample}"]`;
      expect(await page.evaluate(brokenChips, article)).toEqual([]);
      expect(await page.evaluate(brokenWords, `${article} :is(.field-name, .field-type)`)).toEqual([]);
      if (field !== undefined) {
        await page.goto(`./index.html?tool=${encodeURIComponent(sample)}&field=${encodeURIComponent(field)}`);
        await expect.poll(() => shown(page, baseURL)).toBe(samplePage);
        const row = (await fieldId(page, sample, field))!;
        expect(decodeURIComponent(new URL(page.url()).hash)).toBe(`#${row}`);
        await expectLanded(page, row);
      }
      await context.close();
    });

    if (width < WIDE) {
      test(`at ${width} px the header's button opens the nav, Escape closes it, and a link opens its tool's page`, async ({
        browser,
        baseURL,
      }) => {
        const { context, page } = await openAt(browser, baseURL, width, true);
        await page.goto(`./${samplePage}`);
        const button = page.locator('.nav-toggle');
        const nav = page.getByRole('navigation', { name: 'Tools', exact: true });
        await expect(button).toBeVisible();
        await expect(button).toHaveAttribute('aria-expanded', 'false');
        await button.click();
        await expect(button).toHaveAttribute('aria-expanded', 'true');
        await expect(nav).toBeInViewport();
        // focus goes to the link of the page's own tool
        expect(await page.evaluate(() => document.activeElement?.getAttribute('data-tool'))).toBe(sample);
        await page.keyboard.press('Escape');
        await expect(button).toHaveAttribute('aria-expanded', 'false');
        await expect(button).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(button).toHaveAttribute('aria-expanded', 'true');
        const last = site.docOrder.at(-1)!;
        await nav.locator(`a[data-tool="${last}"]`).click();
        await expect.poll(() => shown(page, baseURL)).toBe(site.pages.get(last));
        await expect(page.locator('.nav-toggle')).toHaveAttribute('aria-expanded', 'false');
        await expectLanded(page, (await toolId(page, last))!);
        expect(await page.evaluate(pageOverflow)).toBeLessThanOrEqual(0);
        await context.close();
      });
    } else {
      test(`at ${width} px the nav stays in view beside the content, its page's tool marked and scrolled into sight`, async ({
        browser,
        baseURL,
      }) => {
        const { context, page } = await openAt(browser, baseURL, width, true);
        for (const name of [site.docOrder[Math.floor(site.docOrder.length / 2)]!, site.docOrder.at(-1)!]) {
          await page.goto(`./${site.pages.get(name)}`);
          await expect(page.locator('.nav-toggle')).toBeHidden();
          const nav = page.getByRole('navigation', { name: 'Tools', exact: true });
          await expect(nav).toBeInViewport();
          const link = nav.locator(`a[data-tool="${name}"]`);
          await expect(link).toHaveAttribute('aria-current', 'page');
          await expect(nav.locator('a[aria-current]')).toHaveCount(1);
          await expect(link).toBeInViewport();
          await page.evaluate(() => scrollTo(0, document.body.scrollHeight));
          await expect(nav).toBeInViewport();
        }
        await context.close();
      });
    }
  }

  if (isEveryCheck)
    test('?tool= with a name the site does not have stays on the page, and nothing breaks', async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto('./?tool=no_such_tool_here&field=x');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.title);
      await page.waitForLoadState('load');
      expect(new URL(page.url()).search).toBe('?tool=no_such_tool_here&field=x');
      await page.keyboard.press('/');
      await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible();
      expect(errors).toEqual([]);
    });

  test('search finds a field on another page by a word only its description has, Enter opens it there, and Back returns', async ({
    page,
    baseURL,
  }) => {
    await page.goto(`./${samplePage}`);
    const once = new Set(
      await page.evaluate(
        wordsOnce,
        site.fieldWords.map((candidate) => candidate.word),
      ),
    );
    const candidates = site.fieldWords.filter((candidate) => once.has(candidate.word));
    test.skip(candidates.length === 0, 'no field description of this catalog has a word of its own');
    const { tool, path, word } = candidates.find((candidate) => candidate.tool !== sample) ?? candidates[0]!;
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
    await expect.poll(() => shown(page, baseURL)).toBe(site.pages.get(tool));
    const row = (await fieldId(page, tool, path))!;
    expect(decodeURIComponent(new URL(page.url()).hash)).toBe(`#${row}`);
    await expectLanded(page, row);
    await page.goBack();
    await expect.poll(() => shown(page, baseURL)).toBe(samplePage);
    expect(new URL(page.url()).hash).toBe('');
  });

  if (isEveryCheck)
    test('search says it is loading its index until it arrives, and that it is unavailable when it cannot load', async ({
      page,
    }) => {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/search-index.json', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('./');
      await page.getByRole('button', { name: 'Search' }).click();
      const dialog = page.getByRole('dialog', { name: 'Search' });
      await expect(dialog.getByRole('status')).toHaveText('Loading the search index…');
      await dialog.getByRole('combobox').fill(sample);
      await expect(dialog.getByRole('option')).toHaveCount(0);
      release();
      await expect(dialog.getByRole('option').first()).toHaveText(sample);
      await page.unroute('**/search-index.json');
      // an index that is not JSON (a host's error page): the status says why, and nothing is thrown
      await page.route('**/search-index.json', (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: '<html>' }),
      );
      await page.reload();
      await page.keyboard.press('Control+k');
      await expect(page.getByRole('dialog', { name: 'Search' }).getByRole('status')).toHaveText(
        /^Search is unavailable: /,
      );
    });

  if (isEveryCheck)
    test('search opens from the header button and Ctrl+K, arrows move through results, Escape gives focus back', async ({
      page,
      baseURL,
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
      await expect.poll(() => shown(page, baseURL)).toBe(samplePage);
      await expectLanded(page, (await toolId(page, sample))!);
    });

  test('Try it checks the arguments as typed: refused, then accepted', async ({ page }) => {
    const name = site.docOrder.find((tool) => site.tools.get(tool)?.enabled) ?? sample;
    await page.goto(`./${site.pages.get(name)}`);
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
    test.slow(); // every tool's page is fetched and parsed, and every example checked twice
    const { context, page } = await openAt(browser, baseURL, 1280, false);
    await page.goto('./');
    const linked = await page.evaluate(linkedPages);
    // every tool has its region; one whose schema no generated value satisfies says so there instead
    expect(linked.filter((entry) => entry.example !== undefined).map((entry) => entry.tool)).toEqual(
      site.docOrder,
    );
    const problems: string[] = [];
    for (const { tool: name, example } of linked) {
      if (example === null || example === undefined) continue;
      const tool = site.tools.get(name)!;
      const args = JSON.parse(example) as unknown;
      if (tool.enabled && !tool.check(args).ok) problems.push(`${name}: the core refuses its example`);
      if (!ajvAccepts(tool.inputSchema, args)) problems.push(`${name}: Ajv refuses its example`);
    }
    expect(problems).toEqual([]);
    const without = linked.filter((entry) => entry.example === null).map((entry) => entry.tool);
    if (without.length > 0) console.log(`${site.name}: no example for ${without.join(', ')}`);
    expect(linked.length - without.length).toBeGreaterThan(0);
    await context.close();
  });

  test('a copy button copies its example and says Copied', async ({ page }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`./${samplePage}`);
    const example = page.locator(`article.tool[data-tool="${sample}"] section.example`).first();
    const button = example.getByRole('button', { name: 'Copy' });
    const expected =
      (await button.getAttribute('data-copy')) ?? (await example.locator('code').textContent());
    await button.click();
    await expect(page.locator('.copy-status')).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  });

  if (isEveryCheck)
    test('folds open and close from the keyboard', async ({ page }) => {
      await page.goto(`./${samplePage}`);
      const fold = page.locator(`article.tool[data-tool="${sample}"] details.schema`);
      const summary = fold.locator('> summary');
      await summary.focus();
      await page.keyboard.press('Enter');
      await expect(fold).toHaveAttribute('open', '');
      await page.keyboard.press('Space');
      await expect(fold).not.toHaveAttribute('open');
    });
}

/** axe on the overview and on a tool's page, at 1280 px and (where npm test samples, on the sites it names) 320 px. */
function axeChecks(site: ExpectedSite): void {
  const isEveryCheck = FULL_MATRIX || site.name !== 'installed';
  const isNarrow = FULL_MATRIX || (NARROW_AXE?.has(site.name) ?? true);
  const axeWidths = !isEveryCheck ? [] : isNarrow ? [320, 1280] : [1280];
  const sample = sampleTool(site);
  const samplePage = site.pages.get(sample)!;
  for (const width of axeWidths) {
    test(`axe finds nothing at ${width} px on the overview and on a tool's page`, async ({
      browser,
      baseURL,
    }) => {
      test.slow(); // axe walks the page's every element
      const { context, page } = await openAt(browser, baseURL, width, true);
      await page.goto('./');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.title);
      const found: string[] = [];
      const analyze = async () => {
        const results = await new AxeBuilder({ page }).analyze();
        found.push(...results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`));
      };
      await analyze();
      await page.goto(`./${samplePage}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(sample);
      await analyze();
      expect(found).toEqual([]);
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
describeEachSite(axeChecks, ['en', 'ko']);
