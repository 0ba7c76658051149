/**
 * Search and grouping on a catalog of 1000 tools with real-looking names and descriptions: building the
 * index once, then each query as a visitor types it, letter by letter, and each grouping. Reports the
 * median and worst time of each step against one frame (16 ms). Run with `npx tsx scripts/bench/search.ts`.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  groupAlphabetically,
  groupByHint,
  groupByNamePart,
  searchIndex,
  searchTools,
} from '../../src/core/index.ts';
import { median, printTable } from './measure.ts';

const TOOLS = 1000;
const RUNS = 21;
/** One frame at 60 Hz: a search must answer within it. */
export const SEARCH_BUDGET_MS = 16;

const VERBS = ['get', 'list', 'create', 'update', 'delete', 'search', 'add', 'set', 'merge', 'run'];
const OBJECTS = ['issue', 'pullRequest', 'repository', 'branch', 'commit', 'file', 'label', 'milestone'];
const WORDS = 'the of a repository issue project branch user with comments and returns each page token'.split(
  ' ',
);

/** 1000 tools named like real servers' (verb-first, snake_case and camelCase), each with a 24-word description. */
export function searchCatalog() {
  return Array.from({ length: TOOLS }, (_, i) => {
    const verb = VERBS[i % VERBS.length]!;
    const object = OBJECTS[Math.floor(i / VERBS.length) % OBJECTS.length]!;
    const name =
      i % 2 === 0 ? `${verb}_${object}_${i}` : `${verb}${object[0]!.toUpperCase()}${object.slice(1)}${i}`;
    const description = Array.from({ length: 24 }, (_, j) => WORDS[(i * 7 + j * 3) % WORDS.length]).join(' ');
    return {
      name,
      title: `${verb} ${object} ${i}`,
      description: `${description}.`,
      hints: { readOnlyHint: verb === 'get' || verb === 'list' ? true : null, destructiveHint: null },
    };
  });
}

function timed(fn: () => unknown): number {
  const start = performance.now();
  fn();
  return performance.now() - start;
}

/** Each step's median and worst time in milliseconds, over RUNS runs. */
export function runSearchBench(): { step: string; median: number; worst: number }[] {
  const tools = searchCatalog();
  const names = tools.map((tool) => tool.name);
  const index = searchIndex(tools);
  const typed = (text: string) => Array.from({ length: text.length }, (_, i) => text.slice(0, i + 1));
  const queries = [...typed('issue comm'), ...typed('repository'), ...typed('pullreq'), 'zzz', 'get_issue_0'];
  const steps: [string, () => unknown][] = [
    ['index 1000 tools', () => searchIndex(tools)],
    ...queries.map((query): [string, () => unknown] => [
      `search "${query}"`,
      () => searchTools(index, query),
    ]),
    ['group by name part', () => groupByNamePart(names)],
    ['group A–Z', () => groupAlphabetically(names)],
    ['group by hint', () => groupByHint(tools)],
  ];
  const results = steps.map(([step, fn]) => {
    const times = Array.from({ length: RUNS }, () => timed(fn));
    return { step, median: median(times), worst: Math.max(...times) };
  });
  const searches = results.filter((r) => r.step.startsWith('search'));
  const worstMedian = Math.max(...searches.map((r) => r.median));
  console.log(
    `Search and grouping, ${TOOLS} tools, median and worst of ${RUNS} runs (budget ${SEARCH_BUDGET_MS} ms a query):`,
  );
  printTable(
    ['step', 'median ms', 'worst ms'],
    results
      .filter((r) => !r.step.startsWith('search') || r === searches.at(-1) || r.median === worstMedian)
      .map((r) => [r.step, r.median.toFixed(2), r.worst.toFixed(2)]),
  );
  const overall = median(searches.map((r) => r.median));
  console.log(
    `Every query typed: median ${overall.toFixed(2)} ms, slowest query's median ${worstMedian.toFixed(2)} ms: ` +
      `${worstMedian <= SEARCH_BUDGET_MS ? 'within' : 'NOT within'} one frame.`,
  );
  return results;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) runSearchBench();
