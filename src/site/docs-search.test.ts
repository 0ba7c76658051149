// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { searchIndex, searchTools, type SearchableTool } from '../core/index.ts';
import { loadSiteCatalog } from './site-catalog.ts';
import { renderDocs, toolAnchor } from './static-html.ts';

// public/docs-search.js runs in the plain documentation; the core's searchTools is its oracle
const SCRIPT = readFileSync(resolve('public/docs-search.js'), 'utf8');

const TOOLS: (SearchableTool & { inputSchema: object })[] = [
  { name: 'push_files', title: 'Push files', description: 'Push several files to a branch in one commit.' },
  { name: 'listIssues', description: 'List the issues of a project.' },
  { name: 'create_issue', description: 'Open a new *issue* in a repository.' },
  { name: 'search', title: 'Search everything' },
  { name: 'get_me', title: 'Who am I', description: 'The authenticated user, with their ISSUES count.' },
  { name: 'get-branches', description: 'Branches of a repository, like `main`.' },
].map((tool) => ({ ...tool, inputSchema: { type: 'object' } }));

const index = searchIndex(TOOLS);

function mountDocs(): void {
  const site = loadSiteCatalog({ tools: TOOLS });
  if (!site.ok) throw new Error(site.error.message);
  // without the sheet and the script's own tag: the test runs the script as a browser would once it is parsed
  const docs = renderDocs({ title: 'T', site: site.value });
  document.body.innerHTML = docs.replace(/<link [^>]*>|<script [^>]*><\/script>/g, '');
  new Function(SCRIPT)();
}

const box = () => document.querySelector<HTMLInputElement>('#docs input[type="search"]')!;

function search(query: string): void {
  box().value = query;
  box().dispatchEvent(new Event('input'));
}

const shownTools = (): string[] =>
  [...document.querySelectorAll('#docs article:not([hidden]) h3')].map((h3) => h3.textContent);

beforeEach(mountDocs);

describe('docs-search.js', () => {
  it('adds a labelled search box above the index with a status of the tool count', () => {
    const label = document.querySelector(`label[for="${box().id}"]`);
    expect(label?.textContent).toBe('Search tools');
    expect(box().closest('.docs-search')?.nextElementSibling?.tagName).toBe('NAV');
    expect(document.querySelector('.docs-search [role="status"]')?.textContent).toBe('6 tools');
  });

  it.each([
    ['commit', ['push_files'], '1 of 6 tools matches'],
    ['issues', ['listIssues', 'create_issue', 'get_me'], '3 of 6 tools match'],
    ['REPOSITOR bran', ['get-branches'], '1 of 6 tools matches'],
    ['zzz', [], 'No tool matches'],
    ['  ', TOOLS.map((tool) => tool.name), '6 tools'],
  ])('finds %j as %j and says %j', (query, names, said) => {
    const all = shownTools();
    search(query);
    // the documentation lists tools by group; the status counts them
    expect(shownTools()).toEqual(all.filter((name) => names.includes(name)));
    expect(shownTools()).toHaveLength(names.length);
    expect(document.querySelector('.docs-search [role="status"]')?.textContent).toBe(said);
  });

  it('hides the index links of the tools it hides, and a group none of whose tools match', () => {
    search('who');
    const links = [...document.querySelectorAll('#docs nav li:not([hidden]) > a[href^="#tool-"]')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([`#${toolAnchor('get_me')}`]);
    const sections = [...document.querySelectorAll('#docs main > section:not([hidden])')];
    expect(sections).toHaveLength(1);
    expect(sections[0]!.contains(document.getElementById(toolAnchor('get_me')))).toBe(true);
  });

  it('finds the same tools as the core for any query made of parts of the words', () => {
    const words = [...new Set(index.entries.flatMap((entry) => entry.fields.flat()))];
    const term = fc
      .tuple(fc.constantFrom(...words), fc.nat(), fc.constantFrom('', 's', 'es', 'ies'))
      .map(([word, cut, ending]) => word.slice(0, 1 + (cut % word.length)) + ending);
    fc.assert(
      fc.property(fc.array(term, { minLength: 1, maxLength: 3 }), fc.boolean(), (terms, isUpper) => {
        const query = isUpper ? terms.join(' ').toUpperCase() : terms.join(' ');
        const found = searchTools(index, query).sort();
        search(query);
        expect(shownTools().sort()).toEqual(found);
      }),
    );
  });

  it('copies each tool’s address with its anchor and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const article = document.getElementById(toolAnchor('get_me'))!.closest('article')!;
    const button = article.querySelector('button')!;
    expect(button.textContent).toBe('Copy link');
    expect(button.previousElementSibling?.className).toBe('tool-link');
    button.click();
    await vi.waitFor(() => expect(article.querySelector('[role="status"]')?.textContent).toBe('Link copied'));
    const url = new URL(location.href);
    expect(writeText).toHaveBeenCalledWith(`${url.origin}${url.pathname}#tool-get_me`);
  });

  it('says the address when the clipboard refuses it', async () => {
    const writeText = vi.fn(() => Promise.reject(new Error('denied')));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const article = document.getElementById(toolAnchor('search'))!.closest('article')!;
    article.querySelector('button')!.click();
    await vi.waitFor(() =>
      expect(article.querySelector('[role="status"]')?.textContent).toMatch(
        /^The link could not be copied; it is .*#tool-search$/,
      ),
    );
  });
});
