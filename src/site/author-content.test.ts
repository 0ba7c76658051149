import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sharedData } from '../../scripts/shared-data.ts';
import { assembleSite, type SiteInputs } from './build-site.ts';
import { demoNames, demoSentences, explorerTextIn } from './explorer-text.ts';
import { preparedSite, readInput, writeStandInApp } from './test-support.ts';

const ROOT = new URL('../../', import.meta.url).pathname;
const fixture = (name: string) => join(ROOT, 'scripts', 'site', 'fixtures', name);
const work = mkdtempSync(join(tmpdir(), 'author-site-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The text a reader meets in an HTML page: element text and the attributes read aloud or shown. */
function readableText(html: string): string {
  const attributes = [...html.matchAll(/\s(?:content|aria-label|title|alt|placeholder)="([^"]*)"/g)].map(
    (match) => match[1],
  );
  const text = html.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]*>/g, ' ');
  return decode([text, ...attributes].join('\n'));
}

function decode(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

/** Builds a site from `inputs` around the site page's own template; returns its folder. */
function build(name: string, inputs: SiteInputs): string {
  const site = preparedSite(inputs);
  const app = writeStandInApp(join(work, name));
  // the template's real head, with its own title and description, which an author's site must replace, and
  // the explorer's page, which a site leaves out
  writeFileSync(join(app, 'site.html'), readFileSync(join(ROOT, 'site.html'), 'utf8'));
  writeFileSync(join(app, 'index.html'), readFileSync(join(ROOT, 'index.html'), 'utf8'));
  const out = join(work, name, 'site');
  assembleSite(app, site, out);
  return out;
}

/** The author's own files, whose words the site may repeat. */
function authorText(inputs: SiteInputs): string {
  return [inputs.catalog, inputs.examples, inputs.descriptions, inputs.title]
    .map((input) => (typeof input === 'string' ? input : input ? JSON.stringify(input.value) : ''))
    .join('\n');
}

/** Everything a reader of the site can be shown: the static HTML and every file the page reads. */
function siteTexts(dir: string): { file: string; text: string }[] {
  const records = join(dir, 'records');
  return [
    { file: 'index.html', text: readableText(readFileSync(join(dir, 'index.html'), 'utf8')) },
    ...readdirSync(records).map((file) => ({ file, text: readFileSync(join(records, file), 'utf8') })),
  ];
}

const SITES: { name: string; inputs: () => SiteInputs }[] = [
  {
    name: 'a scalar catalog with examples, descriptions and a title',
    inputs: () => ({
      catalog: readInput(fixture('catalog.json')),
      examples: readInput(fixture('examples.json')),
      descriptions: readInput(fixture('descriptions.json')),
      title: 'Weather tools',
    }),
  },
  { name: 'a scalar catalog alone', inputs: () => ({ catalog: readInput(fixture('catalog.json')) }) },
  {
    name: 'an MCP tool list with a title',
    inputs: () => ({ catalog: readInput(fixture('mcp-tools.json')), title: 'Weather tools' }),
  },
];

const REAL_LIST = sharedData('author site from a real MCP list', 'mcp-real', 'github-mcp-server.json');

/** Builds a site from `inputs` and asserts that it shows none of the explorer's own content. */
function expectAuthorContentOnly(name: string, inputs: SiteInputs): void {
  const dir = build(name, inputs);
  const own = authorText(inputs);
  const found = siteTexts(dir).flatMap(({ file, text }) =>
    explorerTextIn(text, own).map((piece) => `${file}: ${piece}`),
  );
  expect(found).toEqual([]);
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  if (inputs.title !== undefined) expect(html).toContain(`<title>${inputs.title}</title>`);
  expect(html).not.toContain('Tool Contract Explorer');
  expect(html).not.toContain('<!--site-body-->');
  expect(html).not.toContain('<div id="app">');
}

describe('a site built from an author’s catalog shows the author’s content only', () => {
  it.each(SITES.map((site, i) => [site.name, i] as const))('%s', (_, i) => {
    expectAuthorContentOnly(`site-${i}`, SITES[i]!.inputs());
  });

  describe.skipIf(REAL_LIST === undefined)('from a real MCP list', () => {
    it('a real MCP server’s tool list', () => {
      expectAuthorContentOnly('site-real', { catalog: readInput(REAL_LIST!) });
    });
  });

  it('the check finds the explorer’s demonstration on the explorer’s own site', () => {
    const dir = build('own', {});
    const found = siteTexts(dir).flatMap(({ text }) => explorerTextIn(text, ''));
    // the synthetic catalog's tools and their descriptions
    expect(found).toEqual(expect.arrayContaining(['select_tab', 'repair_agent']));
    expect(found.some((piece) => demoSentences().includes(piece))).toBe(true);
  });
});

describe('explorerTextIn', () => {
  it('finds demonstration sentences in either language and development words', () => {
    const tagline = demoSentences().find((s) => s.startsWith('How an AI agent'))!;
    const korean = demoSentences().find((s) => s.startsWith('열 단계 실행'))!;
    expect(explorerTextIn(`Intro. ${tagline}`, '')).toEqual([tagline, 'demo']);
    expect(explorerTextIn(korean, '')).toEqual([korean]);
    expect(explorerTextIn('As SPEC §1.3 says, the seed runs.', '')).toEqual(['seed', 'SPEC', '§']);
    expect(explorerTextIn('Opens report.txt with select_tab.', '')).toEqual(['select_tab', 'report.txt']);
    expect(demoNames()).toContain('report.txt');
  });

  it('lets a site repeat the words its author wrote', () => {
    expect(
      explorerTextIn('Plants a seed in a demo garden.', '{"plant":"Plants a seed in a demo garden."}'),
    ).toEqual([]);
    expect(explorerTextIn('INVALID_SPEC means a field is wrong.', '')).toEqual([]);
  });
});
