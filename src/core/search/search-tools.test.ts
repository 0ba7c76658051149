import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  searchIndex,
  searchTools,
  searchWords,
  toolSearchWords,
  type SearchableTool,
} from './search-tools.ts';

const TOOLS: SearchableTool[] = [
  { name: 'push_files', title: 'Push files', description: 'Push several files to a branch in one commit.' },
  { name: 'listIssues', title: null, description: 'List the issues of a project.' },
  { name: 'create_issue', description: 'Open a new issue in a repository.' },
  { name: 'search', title: 'Search everything', description: null },
  { name: 'get_me', title: 'Who am I', description: 'The authenticated user, with their ISSUES count.' },
  { name: 'search_code', description: 'Find code across repositories; like the search tool, for code.' },
];
const index = searchIndex(TOOLS);

describe('searchWords', () => {
  it('keeps each word and its parts, lowercased, without surrounding punctuation', () => {
    expect(searchWords('Calls push_files (fast) listIssues.').sort()).toEqual([
      'calls',
      'fast',
      'files',
      'issues',
      'list',
      'listissues',
      'push',
      'push_files',
    ]);
  });
});

describe('toolSearchWords', () => {
  it('lists the words of the name, title and description once each, in that order', () => {
    expect(
      toolSearchWords({ name: 'push_files', title: 'Push files', description: 'Files: push (them).' }),
    ).toEqual(['push_files', 'push', 'files', 'them']);
    expect(toolSearchWords({ name: 'search' })).toEqual(['search']);
  });
  it('holds, for every tool, exactly the words its index entry matches by', () => {
    index.entries.forEach((entry, i) => {
      expect(new Set(toolSearchWords(TOOLS[i]!))).toEqual(new Set(entry.fields.flat()));
    });
  });
});

describe('searchTools', () => {
  it.each([
    ['', TOOLS.map((tool) => tool.name)],
    ['push', ['push_files']],
    ['PUSH Fil', ['push_files']],
    ['issues', ['listIssues', 'create_issue', 'get_me']],
    ['issue', ['listIssues', 'create_issue', 'get_me']],
    ['who', ['get_me']],
    ['commit', ['push_files']],
    ['repositor', ['create_issue', 'search_code']],
    ['search', ['search', 'search_code']],
    ['search_code', ['search_code']],
    ['code search', ['search_code']],
    ['push nothing', []],
    ['zzz', []],
  ])('finds %j as %j', (query, names) => {
    expect(searchTools(index, query)).toEqual(names);
  });

  it('puts the exact name first, then name matches, then title, then description matches', () => {
    const tools = [
      { name: 'b', description: 'about alpha' },
      { name: 'c', title: 'Alpha tool' },
      { name: 'alpha_tool' },
      { name: 'Alpha' },
    ];
    expect(searchTools(searchIndex(tools), 'alpha')).toEqual(['Alpha', 'alpha_tool', 'c', 'b']);
  });

  it('ranks by the field the least well matched word needs', () => {
    const tools = [{ name: 'push_files', description: 'to a branch' }, { name: 'push_branch' }];
    expect(searchTools(searchIndex(tools), 'push branch')).toEqual(['push_branch', 'push_files']);
  });

  it('matches the same tools as a plain scan of every word, and lists each once', () => {
    const word = fc.stringMatching(/^[a-cA-C_]{1,6}$/);
    const tool = fc.record({ name: word, title: fc.option(word), description: fc.option(word) });
    const tools = fc.uniqueArray(tool, { selector: (t) => t.name, maxLength: 12 });
    fc.assert(
      fc.property(tools, fc.stringMatching(/^[a-c]{1,3}( [a-c]{1,2})?$/), (list, query) => {
        const found = searchTools(searchIndex(list), query);
        expect(new Set(found).size).toBe(found.length);
        const expected = list.filter((t) => {
          const words = [t.name, t.title ?? '', t.description ?? ''].flatMap(searchWords);
          return query
            .split(' ')
            .every((term) => words.some((w) => w.startsWith(term.replace(/s$/, '')) || w.startsWith(term)));
        });
        expect([...found].sort()).toEqual(expected.map((t) => t.name).sort());
      }),
    );
  });
});
