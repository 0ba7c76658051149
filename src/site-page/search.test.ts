import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldText, queryWords, SiteSearch, type SearchEntry } from './search.ts';
import { searchEntries } from './search-load.ts';

const entry = (tool: string, path: string | null, name: string, text: string): SearchEntry => ({
  id: path === null ? `tool-${tool}` : `tool-${tool}/${path}`,
  page: `tool-${tool}.html`,
  tool,
  path,
  name,
  text,
});

const ENTRIES: SearchEntry[] = [
  entry('list_issues', null, 'list_issues', 'List issues\nLists the issues of a repository.'),
  entry('list_issues', 'labels', 'labels', 'labels\nFilter by these labels.'),
  entry('list_issues', 'perPage', 'perPage', 'perPage\nHow many results a page holds.'),
  entry('get_issue', null, 'get_issue', 'Get an issue\nOne issue by its number.'),
  entry('get_issue', 'issue_number', 'issue_number', 'issue_number\nThe number of the issue.'),
  entry('search_code', null, 'search_code', '代码搜索\n在仓库中搜索代码。'),
  entry('search_code', 'query', 'query', 'query\n搜索语法，例如 language:go'),
  entry('labels', null, 'labels', 'Labels of a repository.'),
];

/** The plain version the index must always agree with: fold both sides, filter by every word, then rank. */
function searchPlainly(entries: readonly SearchEntry[], query: string): SearchEntry[] {
  const words = queryWords(query);
  if (words.length === 0) return [];
  const rankOf = ({ name, path }: SearchEntry) => {
    const folded = foldText(name);
    const first = words[0]!;
    const place = folded === first ? 0 : folded.startsWith(first) ? 1 : folded.includes(first) ? 2 : 3;
    return place * 2 + (path === null ? 0 : 1);
  };
  return entries
    .map((item, index) => ({ item, index, all: `${foldText(item.name)}\n${foldText(item.text)}` }))
    .filter(({ all }) => words.every((word) => all.includes(word)))
    .sort((a, b) => rankOf(a.item) - rankOf(b.item) || a.index - b.index)
    .map(({ item }) => item);
}

describe('foldText', () => {
  it.each([
    ['List_Issues', 'list_issues'],
    ['ＡＢＣ', 'abc'],
    ['ＰｅｒＰａｇｅ', 'perpage'],
    ['代码', '代码'],
  ])('folds %s to %s', (text, folded) => {
    expect(foldText(text)).toBe(folded);
  });
});

describe('SiteSearch.search', () => {
  const index = new SiteSearch(ENTRIES);
  const ids = (query: string) => index.search(query).hits.map((hit) => hit.entry.id);

  it('finds a field by a word only its description has, naming the tool and the path', () => {
    expect(index.search('holds').hits.map((hit) => [hit.entry.tool, hit.entry.path])).toEqual([
      ['list_issues', 'perPage'],
    ]);
  });

  it('finds a Chinese description by a Chinese word inside a sentence without spaces', () => {
    expect(ids('仓库')).toEqual(['tool-search_code']);
    expect(ids('语法')).toEqual(['tool-search_code/query']);
  });

  it('ranks an exact name, then a name that starts so, then a name with it inside, then the text', () => {
    // a tool before a field at the same place
    expect(ids('labels')).toEqual(['tool-labels', 'tool-list_issues/labels']);
    expect(ids('issue')).toEqual(['tool-get_issue/issue_number', 'tool-list_issues', 'tool-get_issue']);
    expect(ids('repository')).toEqual(['tool-list_issues', 'tool-labels']);
  });

  it('needs every word of the query, in any order and any case', () => {
    expect(ids('NUMBER issue')).toEqual(['tool-get_issue/issue_number', 'tool-get_issue']);
    expect(ids('number zebra')).toEqual([]);
  });

  it('answers a blank query with nothing, and counts what it leaves out past the limit', () => {
    expect(index.search('   ')).toEqual({ hits: [], total: 0 });
    const limited = index.search('i', 2);
    expect(limited.hits).toHaveLength(2);
    expect(limited.total).toBe(searchPlainly(ENTRIES, 'i').length);
  });

  it('agrees with the plain search on any entries and query', () => {
    const text = fc.string({
      unit: fc.constantFrom('a', 'B', 'c', '_', ' ', '代', 'Ａ', '\n'),
      maxLength: 12,
    });
    fc.assert(
      fc.property(
        fc.array(fc.record({ name: text, text, isField: fc.boolean() }), { maxLength: 12 }),
        text,
        (made, query) => {
          const entries = made.map((m, i) => entry(`t${i}`, m.isField ? 'p' : null, m.name, m.text));
          const found = new SiteSearch(entries).search(query, entries.length);
          expect(found.hits.map((hit) => hit.entry)).toEqual(searchPlainly(entries, query));
          expect(found.total).toBe(found.hits.length);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('searchEntries', () => {
  it('makes an entry of each tool and each of its fields, on the tool’s page, found by title, text and path', () => {
    const entries = searchEntries({
      tools: [
        {
          name: 'list_issues',
          page: 'tool-list_issues.html',
          id: 'tool-list_issues',
          title: 'List issues',
          text: 'Lists the issues of a repository.',
          fields: [
            { path: 'labels[]', id: 'tool-list_issues/labels/[]', name: 'labels', text: 'One label.' },
          ],
        },
        { name: 'ping', page: 'tool-2.html', id: 'tool-ping', title: null, text: '', fields: [] },
      ],
    });
    expect(entries).toEqual([
      {
        id: 'tool-list_issues',
        page: 'tool-list_issues.html',
        tool: 'list_issues',
        path: null,
        name: 'list_issues',
        text: 'List issues\nLists the issues of a repository.',
      },
      {
        id: 'tool-list_issues/labels/[]',
        page: 'tool-list_issues.html',
        tool: 'list_issues',
        path: 'labels[]',
        name: 'labels',
        text: 'labels[]\nOne label.',
      },
      { id: 'tool-ping', page: 'tool-2.html', tool: 'ping', path: null, name: 'ping', text: '\n' },
    ]);
    const found = new SiteSearch(entries).search('label');
    expect(found.hits.map((hit) => [hit.entry.page, hit.entry.id])).toEqual([
      ['tool-list_issues.html', 'tool-list_issues/labels/[]'],
    ]);
  });
});
