/**
 * The published site's search (src/site-page/search.ts) on 1000 tools × 30 fields: building its index
 * once, then every query as a reader types it, letter by letter, each keystroke timed on its own. Reports
 * the median and worst keystroke against the site's budget (50 ms). Run with
 * `npx tsx scripts/bench/site-search.ts`.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SiteSearch, type SearchEntry } from '../../src/site-page/search.ts';
import { median, printTable } from './measure.ts';
import { searchCatalog } from './search.ts';

const FIELDS = 30;
const RUNS = 21;
/** The longest a keystroke may take to answer on the published site. */
export const SITE_SEARCH_BUDGET_MS = 50;

const FIELD_WORDS =
  'the owner name of repository page cursor token when set filter state open closed label sort order since'.split(
    ' ',
  );

/** 1000 tools of the search bench, each with 30 fields, every field with a 12-word description, as entries. */
export function siteSearchEntries(): SearchEntry[] {
  return searchCatalog().flatMap((tool, t) => {
    const page = `tool-${tool.name}.html`;
    const toolEntry = { id: `tool-${tool.name}`, page, tool: tool.name, path: null, name: tool.name };
    const fields = Array.from({ length: FIELDS }, (_, f) => {
      const name = `${FIELD_WORDS[(t + f) % FIELD_WORDS.length]}${f}`;
      const path = f % 3 === 0 ? `options/${name}` : name;
      const words = Array.from(
        { length: 12 },
        (_, w) => FIELD_WORDS[(t * 5 + f * 3 + w) % FIELD_WORDS.length],
      );
      return {
        id: `tool-${tool.name}/${path}`,
        page,
        tool: tool.name,
        path,
        name,
        text: `${path}\n${words.join(' ')}.`,
      };
    });
    return [{ ...toolEntry, text: `${tool.title}\n${tool.description}` }, ...fields];
  });
}

function timed(fn: () => unknown): number {
  const start = performance.now();
  fn();
  return performance.now() - start;
}

/** Each step's median and worst time in milliseconds over RUNS runs, and the keystrokes' overall median. */
export function runSiteSearchBench(): { median: number; worst: number } {
  const entries = siteSearchEntries();
  const index = new SiteSearch(entries);
  const typed = (text: string) => Array.from({ length: text.length }, (_, i) => text.slice(0, i + 1));
  const queries = [
    ...typed('repository cursor'),
    ...typed('get_issue_42'),
    ...typed('label sort'),
    'zzz',
    '代码',
  ];
  const build = Array.from({ length: RUNS }, () => timed(() => new SiteSearch(entries)));
  const keystrokes = queries.map((query) => {
    const times = Array.from({ length: RUNS }, () => timed(() => index.search(query)));
    return { query, median: median(times), worst: Math.max(...times) };
  });
  const slowest = keystrokes.reduce((a, b) => (b.median > a.median ? b : a));
  const overall = median(keystrokes.map((k) => k.median));
  const worst = Math.max(...keystrokes.map((k) => k.worst));
  console.log(
    `Site search, ${index.size} entries (1000 tools × ${FIELDS} fields), median and worst of ${RUNS} runs (budget ${SITE_SEARCH_BUDGET_MS} ms a keystroke):`,
  );
  printTable(
    ['step', 'median ms', 'worst ms'],
    [
      ['index 31000 entries', median(build).toFixed(2), Math.max(...build).toFixed(2)],
      [`slowest keystroke "${slowest.query}"`, slowest.median.toFixed(2), slowest.worst.toFixed(2)],
      [`every keystroke (${keystrokes.length})`, overall.toFixed(2), worst.toFixed(2)],
    ],
  );
  console.log(
    `Every keystroke: median ${overall.toFixed(2)} ms, slowest median ${slowest.median.toFixed(2)} ms: ` +
      `${slowest.median <= SITE_SEARCH_BUDGET_MS ? 'within' : 'NOT within'} ${SITE_SEARCH_BUDGET_MS} ms.`,
  );
  return { median: overall, worst };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) runSiteSearchBench();
