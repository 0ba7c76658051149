import { readFileSync } from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';

/** Problems the page reported while a test ran: console errors, uncaught exceptions and CSP violations. */
interface PageProblems {
  list: string[];
}

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Playwright's test, extended so every test fails if the page logs an error, throws, or breaks the CSP. */
export const test = base.extend<{ problems: PageProblems }>({
  problems: [
    async ({ page }, use) => {
      const problems: PageProblems = { list: [] };
      page.on('console', (message) => {
        if (message.type() === 'error') problems.list.push(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.list.push(`pageerror: ${error.message}`));
      await page.addInitScript(() => {
        window.__cspViolations = [];
        document.addEventListener('securitypolicyviolation', (event) => {
          window.__cspViolations!.push(`${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      await use(problems);
      const violations = await page.evaluate(() => window.__cspViolations ?? []).catch(() => []);
      for (const violation of violations) problems.list.push(`csp: ${violation}`);
      expect(problems.list, 'console errors, page errors and CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Each language and colour scheme the page can be read in. */
const LOOKS = [
  ['en', 'light'],
  ['ko', 'dark'],
  ['en', 'dark'],
  ['ko', 'light'],
] as const;

/** True under `npm run test:e2e:full`, which runs every check in every language, scheme and width. */
export const FULL_MATRIX = process.env.E2E_FULL === '1';

/**
 * The languages and schemes the `index`-th case of a matrix is checked in: all of them in the full run; in
 * `npm test` one each, taken in turn, so every pair is still checked across a matrix's cases.
 */
export function looksFor(index: number): readonly (readonly ['en' | 'ko', 'light' | 'dark'])[] {
  return FULL_MATRIX ? LOOKS : [LOOKS[index % LOOKS.length]!];
}

/** One record file from `public/records`, read from disk so nothing is copied into the tests. */
export function readRecord(id: string): {
  id: string;
  title: { en: string; ko: string };
  call: Record<string, unknown>;
  outcome: unknown;
} {
  return JSON.parse(readFileSync(new URL(`../public/records/${id}.json`, import.meta.url), 'utf8'));
}

/** The ids of the records the manifest lists, read from disk. */
export function recordIds(): string[] {
  const manifest = JSON.parse(
    readFileSync(new URL('../public/records/manifest.json', import.meta.url), 'utf8'),
  );
  return manifest.records.map((r: { id: string }) => r.id);
}

/** The synthetic catalog, read from disk. */
export function readCatalog(): {
  name: string;
  family: string;
  effect: string;
  enabled: boolean;
  fields: Record<string, unknown>;
}[] {
  return JSON.parse(readFileSync(new URL('../public/records/catalog.json', import.meta.url), 'utf8'));
}

/** Opens the page (relative to the base URL, so it works under a sub-path) and waits for the catalog and the view. */
export async function openExplorer(page: Page, query = ''): Promise<void> {
  await page.goto(`./${query}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    /^(Tool Contract Explorer|도구 계약 탐색기)$/,
  );
  await expect(page.getByText(/Loading and verifying|기록을 불러와/)).toHaveCount(0);
  await waitForFirstScreen(page);
  // views other than the default load their code on first use
  await expect(page.getByText(/Loading this view|이 보기를 불러오는/)).toHaveCount(0);
}

/**
 * The first screen comes in parts, frame by frame, the views last: it is whole when the tabs are there (or,
 * where the records were refused, the problem in their place).
 */
export async function waitForFirstScreen(page: Page): Promise<void> {
  await expect(page.locator('[role="tablist"], .load-problem').first()).toBeAttached();
}

/** Opens the explorer and loads a catalog through the import dialog's paste field, as a visitor would. */
export async function pasteCatalog(page: Page, catalog: unknown): Promise<void> {
  await openExplorer(page, '');
  await page.getByRole('button', { name: 'Load your own catalog…' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Or paste catalog JSON').fill(JSON.stringify(catalog));
  await dialog.getByRole('button', { name: 'Load pasted JSON' }).click();
  await expect(dialog).toBeHidden();
}

/** The list of tools, named in English or Korean (a bill's provider choice has options of its own). */
export function toolList(page: Page) {
  return page.getByRole('listbox', { name: /^(Tools|도구)$/ });
}

/** The query string of the page's current address, as parameters. */
export function params(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams;
}
