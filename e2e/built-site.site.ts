// Data-driven checks of any site `npm run site` built (run with `npm run test:site -- --site <dir>`).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, waitForFirstScreen } from './fixtures.ts';
import { toolAnchor } from '../src/site/static-html.ts';
import type { ExpectedSite } from './site-data.ts';
import { describeEachSite } from './each-site.ts';
import { explorerTextIn } from '../src/site/explorer-text.ts';
import { brokenWords, pageOverflow } from './layout-probe.ts';

describeEachSite(siteChecks);

/** Every check of this file on one built site. */
function siteChecks(site: ExpectedSite): void {
  const isMcp = site.kind === 'mcp';

  async function openSite(page: Page, query = ''): Promise<void> {
    await page.goto(`./${query}`);
    const lang = new URLSearchParams(query).get('lang') === 'ko' ? 'ko' : 'en';
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.titles[lang]);
    await waitForFirstScreen(page);
    await expect(page.getByText(/Loading|불러오는/)).toHaveCount(0);
  }

  /**
   * Every option of the tool list, in order, with the name of the group it is in (empty outside a group). A
   * long list draws only the rows in view, so the list is scrolled from top to bottom, a screen at a time, and
   * each option is read where it is drawn.
   */
  async function listedOptions(page: Page): Promise<{ group: string; name: string }[]> {
    const list = page.getByRole('listbox', { name: 'Tools' });
    const listed = new Map<number, { group: string; name: string }>();
    await list.evaluate((el) => el.scrollTo(0, 0));
    for (let isAtEnd = false; !isAtEnd;) {
      // the rows of the range scrolled to are drawn in the frame after the scroll
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      const drawn = await list.evaluate((el) =>
        [...el.querySelectorAll<HTMLElement>('[role="option"]')].map((option) => ({
          at: Number(option.getAttribute('aria-posinset')),
          group: option.closest('[role="group"]')?.getAttribute('aria-label') ?? '',
          name: option.dataset.name ?? '',
        })),
      );
      for (const { at, group, name } of drawn) listed.set(at, { group, name });
      isAtEnd = await list.evaluate((el) => {
        const before = el.scrollTop;
        el.scrollTop += el.clientHeight;
        return el.scrollTop === before;
      });
    }
    return [...listed.entries()].sort(([a], [b]) => a - b).map(([, option]) => option);
  }

  test(`lists every tool under its ${isMcp ? 'group' : 'family'} with the right count`, async ({ page }) => {
    await openSite(page);
    if (isMcp) {
      const listed = await listedOptions(page);
      // every position from 1 to the list's size, each read once
      expect(listed).toHaveLength(site.allTools.length);
      for (const group of site.groups)
        expect(
          listed.filter((option) => option.group === group.name).map((option) => option.name),
          `the tools of group ${group.name}`,
        ).toEqual(group.tools);
      return;
    }
    for (const group of site.groups) {
      const radio = page.getByRole('radio').filter({ has: page.getByText(group.name, { exact: true }) });
      await radio.click();
      await expect(radio).toHaveAttribute('aria-checked', 'true');
      await expect(radio).toContainText(
        `${group.tools.length} ${group.tools.length === 1 ? 'tool' : 'tools'}`,
      );
      const options = page.getByRole('listbox', { name: 'Tools' }).getByRole('option');
      if (group.tools.length === 0) await expect(options).toHaveCount(0);
      else {
        await expect(options.first().locator('.name')).toHaveText(group.tools[0]!);
        expect((await listedOptions(page)).map((option) => option.name)).toEqual(group.tools);
      }
    }
  });

  test('replays every example to its recorded outcome with a match mark', async ({ page }) => {
    test.skip(isMcp, 'an MCP list has no Records view');
    await openSite(page, '?view=records');
    const panel = page.getByRole('tabpanel', { name: 'Records' });
    if (site.records.length === 0) {
      await expect(panel.getByText('This site has no examples')).toBeVisible();
      await expect(panel.getByRole('button')).toHaveCount(0);
      return;
    }
    for (const record of site.records) {
      const button = panel.getByRole('button').filter({ hasText: record.id });
      await button.click();
      await expect(button).toHaveAttribute('aria-pressed', 'true');
      await page.getByRole('tab', { name: 'Records' }).click();
      const mark = page.getByRole('tabpanel', { name: 'Records' }).getByRole('status');
      await expect(mark).toHaveText(/^✓ Match/);
    }
  });

  test('a keyboard path through family, tool and views', async ({ page }) => {
    await openSite(page);
    if (isMcp) {
      const list = page.getByRole('listbox', { name: 'Tools' });
      await list.focus();
      await page.keyboard.press('End');
      await page.keyboard.press('Enter');
      const last = site.groups.at(-1)!.tools.at(-1)!;
      await expect(list.getByRole('option', { name: last, exact: true })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(page.getByRole('heading', { level: 2, name: last, exact: true })).toBeVisible();
      await expect(
        page
          .getByRole('table', { name: `Fields of ${last}` })
          .or(page.getByText('This tool takes no arguments.')),
      ).toBeVisible();
      return;
    }
    const family = site.groups.find((group, i) => i > 0 && group.tools.length > 0) ?? site.groups[0]!;
    const radios = page.getByRole('radio');
    await radios.first().focus();
    for (let i = 0; i < site.groups.indexOf(family); i++) await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { checked: true })).toContainText(family.name);
    // family → tool name → search → list: one Tab stop each
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('searchbox', { name: 'Search tools' })).toBeFocused();
    await page.keyboard.press('Tab');
    const list = page.getByRole('listbox', { name: 'Tools' });
    await expect(list).toBeFocused();
    await page.keyboard.press('Home');
    await page.keyboard.press('Enter');
    const tool = family.tools[0]!;
    await expect(page.getByRole('heading', { level: 2, name: tool, exact: true })).toBeVisible();
    await expect(
      page
        .getByRole('table', { name: `Fields of ${tool}` })
        .or(page.getByText('This tool takes no arguments.')),
    ).toBeVisible();
    // list → the tool's Copy link beside its name → the tabs
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: `Copy link to ${tool}` })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tab', { name: 'Documentation' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Arguments' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Records' })).toHaveAttribute('aria-selected', 'true');
    expect(new URL(page.url()).searchParams.get('view')).toBe('records');
  });

  test('the Portability view lists every tool, and a count opens that tool in that format', async ({
    page,
  }) => {
    await openSite(page, '?view=portability');
    const tools = isMcp ? site.allTools : site.groups[0]!.tools;
    const table = page.getByRole('table');
    await expect(table.locator('caption')).toContainText(
      `${tools.length} ${tools.length === 1 ? 'tool' : 'tools'}`,
    );
    await expect(table).toHaveAttribute('aria-rowcount', String(tools.length + 1));
    const first = table.locator('tr[aria-rowindex="2"]');
    const name = (await first.locator('th').textContent())?.trim() ?? '';
    expect(tools).toContain(name);
    await first.getByRole('button').nth(1).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'OpenAI', exact: true })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(new URL(page.url()).searchParams.get('provider')).toBe('openai');
  });

  for (const lang of ['en', 'ko'] as const) {
    test(`axe finds no violations with a tool shown, ${lang}`, async ({ page }) => {
      test.slow(); // axe walks the whole page, which takes long on a busy machine
      const first = isMcp ? null : site.groups[0]!.tools[0];
      await openSite(page, `?lang=${lang}${first ? `&tool=${encodeURIComponent(first)}` : ''}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      if (first || isMcp) await expect(page.locator('table.fields, main p').first()).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
    });
  }

  test('the plain documentation gives way to the explorer without a layout jump', async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { __shifts: number[] }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await openSite(page);
    await expect(page.locator('#docs')).toHaveCount(0);
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
    // 0.1 is the largest cumulative layout shift that Web Vitals still counts as good
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.1);
  });

  test('without JavaScript the HTML documents every tool with its fields', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('./');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.titles.en);
    const docs = page.locator('#docs');
    // the plain HTML lists tools by family (or group), as its index does
    await expect(docs.locator('article h3')).toHaveText(site.docOrder);
    // every tool has its field table, or says it takes no arguments
    await expect(docs.locator('article')).toHaveCount(site.allTools.length);
    const withoutFields = await docs.locator('article:not(:has(table.fields))').count();
    await expect(docs.getByText('This tool takes no arguments.')).toHaveCount(withoutFields);
    await expect(page.locator('#app')).toBeEmpty();
    await context.close();
  });

  /** What a reader meets on the page: its text, its title, and the labels and hints read aloud or shown. */
  function readableText(page: Page): Promise<string> {
    return page.evaluate(() => {
      const attributes = [
        ...document.querySelectorAll('[aria-label], [title], [placeholder], [alt], meta[content]'),
      ]
        .flatMap((element) =>
          ['aria-label', 'title', 'placeholder', 'alt', 'content'].map((name) => element.getAttribute(name)),
        )
        .filter((value): value is string => value !== null);
      return [document.title, document.body.innerText, ...attributes].join('\n');
    });
  }

  for (const lang of ['en', 'ko'] as const) {
    test(`shows the author's content and none of the explorer's demonstration, ${lang}`, async ({ page }) => {
      test.skip(!site.isAuthorSite, "the explorer's own site keeps its demonstration");
      test.slow(); // it opens every tab in turn, which takes long on a busy machine
      const first = site.allTools[0];
      await openSite(page, `?lang=${lang}${first && !isMcp ? `&tool=${encodeURIComponent(first)}` : ''}`);
      const tabs = page.getByRole('tab');
      const names = (await tabs.allTextContents()).map((name) => name.trim());
      expect(names).not.toContain(lang === 'en' ? 'Gate' : '게이트');
      const texts = [await readableText(page)];
      for (let i = 0; i < names.length; i++) {
        await tabs.nth(i).click();
        await expect(tabs.nth(i)).toHaveAttribute('aria-selected', 'true');
        await expect(page.getByText(/Loading this view|이 보기를 불러오는/)).toHaveCount(0);
        texts.push(await readableText(page));
      }
      expect(explorerTextIn(texts.join('\n'), site.authorText)).toEqual([]);
    });
  }

  test("without JavaScript the HTML shows the author's content and none of the explorer's demonstration", async ({
    browser,
  }) => {
    test.skip(!site.isAuthorSite, "the explorer's own site keeps its demonstration");
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('./');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.titles.en);
    await expect(page).toHaveTitle(site.titles.en);
    expect(explorerTextIn(await readableText(page), site.authorText)).toEqual([]);
    await context.close();
  });
  test('without JavaScript every tool has its #tool-NAME anchor, a link from the index, and its nested fields', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('./');
    const expected = site.docOrder.map((name) => ({
      name,
      id: toolAnchor(name),
      paths: site.fieldPaths.get(name) ?? [],
    }));
    const problems = await page.evaluate((tools) => {
      const found: string[] = [];
      const navLinks = new Set(
        [...document.querySelectorAll('#docs nav a')].map((a) => a.getAttribute('href')),
      );
      for (const { name, id, paths } of tools) {
        const heading = document.getElementById(id);
        if (heading?.tagName !== 'H3' || heading.textContent !== name)
          found.push(`${name}: no heading #${id}`);
        if (!navLinks.has(`#${id}`)) found.push(`${name}: the index does not link #${id}`);
        const article = heading?.closest('article');
        const table = article?.querySelector('table.fields');
        const shown = new Set(
          [...(table?.querySelectorAll('tbody th code') ?? [])].map((code) => code.textContent),
        );
        for (const path of paths)
          if (!shown.has(path)) found.push(`${name}: field ${path} is not in its table`);
      }
      return found;
    }, expected);
    expect(problems).toEqual([]);
    await context.close();
  });

  for (const width of [320, 375, 1280]) {
    for (const isScript of [false, true]) {
      test(`at ${width} px ${isScript ? 'with' : 'without'} JavaScript the page never scrolls sideways and no name or type breaks inside a word`, async ({
        browser,
      }) => {
        const context = await browser.newContext({
          javaScriptEnabled: isScript,
          viewport: { width, height: 800 },
        });
        const page = await context.newPage();
        if (isScript) {
          const name = site.docOrder.find((tool) => (site.fieldPaths.get(tool) ?? []).length > 0);
          await openSite(page, name ? `?tool=${encodeURIComponent(name)}` : '');
          if (name && isMcp) {
            await page
              .getByRole('listbox', { name: 'Tools' })
              .getByRole('option', { name, exact: true })
              .click();
          }
          if (name) await expect(page.locator('table.fields').first()).toBeVisible();
        } else await page.goto('./');
        expect(await page.evaluate(pageOverflow)).toBeLessThanOrEqual(0);
        expect(await page.evaluate(brokenWords, 'table.fields :is(tbody th, td.type) code')).toEqual([]);
        await context.close();
      });
    }
  }
}
