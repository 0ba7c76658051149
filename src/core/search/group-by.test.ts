import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupAlphabetically, groupByAuthor, groupByHint, groupByNamePart } from './group-by.ts';

// Shaped like real servers' names: GitHub's verb-first snake_case, GitLab's camelCase, MongoDB's kebab-case.
const GITHUB_LIKE = [
  'get_issue',
  'list_issues',
  'create_issue',
  'issue_read',
  'add_issue_comment',
  'get_pull_request',
  'list_pull_requests',
  'merge_pull_request',
  'create_or_update_file',
  'push_files',
  'get_me',
  'mark_all_notifications_read',
  'list_notifications',
];
const GITLAB_LIKE = [
  'getIssue',
  'listIssues',
  'createIssue',
  'createMergeRequest',
  'getMergeRequest',
  'listMergeRequests',
  'getProject',
  'listProjects',
  'search',
];

describe('groupByNamePart', () => {
  it('leaves out a prefix every name starts with, such as the server name', () => {
    const names = [
      'go-linear_issue_create',
      'go-linear_issue_list',
      'go-linear_comment_create',
      'go-linear_comment_delete',
      'go-linear_viewer',
    ];
    expect(groupByNamePart(names)).toEqual([
      { name: 'issue', tools: ['go-linear_issue_create', 'go-linear_issue_list'] },
      { name: 'comment', tools: ['go-linear_comment_create', 'go-linear_comment_delete'] },
      { name: null, tools: ['go-linear_viewer'] },
    ]);
    // a shared first word that is a whole name stays: it may be the object itself
    expect(groupByNamePart(['issue', 'issue_list']).map((group) => group.name)).toEqual(['issue']);
  });

  it('groups verb-first snake_case names by their object, plurals folded', () => {
    expect(groupByNamePart(GITHUB_LIKE)).toEqual([
      {
        name: 'issue',
        tools: ['get_issue', 'list_issues', 'create_issue', 'issue_read', 'add_issue_comment'],
      },
      { name: 'pull request', tools: ['get_pull_request', 'list_pull_requests', 'merge_pull_request'] },
      { name: 'file', tools: ['create_or_update_file', 'push_files'] },
      { name: 'notification', tools: ['mark_all_notifications_read', 'list_notifications'] },
      { name: null, tools: ['get_me'] },
    ]);
  });

  it('splits camelCase names', () => {
    expect(groupByNamePart(GITLAB_LIKE)).toEqual([
      { name: 'issue', tools: ['getIssue', 'listIssues', 'createIssue'] },
      { name: 'merge request', tools: ['createMergeRequest', 'getMergeRequest', 'listMergeRequests'] },
      { name: 'project', tools: ['getProject', 'listProjects'] },
      { name: null, tools: ['search'] },
    ]);
  });

  it.each([
    [
      'a namespace before the verb',
      ['browser_navigate', 'browser.click', 'fs/read'],
      [
        { name: 'browser', tools: ['browser_navigate', 'browser.click'] },
        { name: null, tools: ['fs/read'] },
      ],
    ],
    [
      'kebab-case names',
      ['list-collections', 'drop-collection', 'insert-many', 'delete-many'],
      [
        { name: 'collection', tools: ['list-collections', 'drop-collection'] },
        { name: 'many', tools: ['insert-many', 'delete-many'] },
      ],
    ],
    ['no tools', [], []],
    ['one tool', ['only_one'], [{ name: null, tools: ['only_one'] }]],
    ['names without letters or digits', ['__', '--'], [{ name: null, tools: ['__', '--'] }]],
    [
      'names like built-in keys',
      ['__proto__', 'constructor_a', 'constructor_b'],
      [
        { name: 'constructor', tools: ['constructor_a', 'constructor_b'] },
        { name: null, tools: ['__proto__'] },
      ],
    ],
  ])('handles %s', (_label, names, groups) => {
    expect(groupByNamePart(names)).toEqual(groups);
  });

  it('lists every name once, in list order inside each group, with named groups of two or more', () => {
    const names = fc.uniqueArray(fc.stringMatching(/^(get_|list_)?[a-c]{1,2}s?([_.-][a-c]{0,2})?$/), {
      maxLength: 30,
    });
    fc.assert(
      fc.property(names, (list) => {
        const groups = groupByNamePart(list);
        expect(groups.flatMap((group) => group.tools).sort()).toEqual([...list].sort());
        for (const group of groups) {
          const order = group.tools.map((name) => list.indexOf(name));
          expect(order).toEqual([...order].sort((a, b) => a - b));
          if (group.name !== null) expect(group.tools.length).toBeGreaterThan(1);
        }
        expect(groups.findIndex((group) => group.name === null)).toBeOneOf([-1, groups.length - 1]);
      }),
    );
  });
});

describe('groupAlphabetically', () => {
  it('groups by first letter from A to Z, names sorted, other first characters last', () => {
    expect(groupAlphabetically(['push_files', 'Alpha', '_hidden', 'apply', 'b', 'élan', '2fa'])).toEqual([
      { name: 'A', tools: ['Alpha', 'apply'] },
      { name: 'B', tools: ['b'] },
      { name: 'P', tools: ['push_files'] },
      { name: 'É', tools: ['élan'] },
      { name: null, tools: ['2fa', '_hidden'] },
    ]);
  });
});

describe('groupByHint', () => {
  const hinted = (name: string, readOnlyHint: boolean | null, destructiveHint: boolean | null) => ({
    name,
    hints: { readOnlyHint, destructiveHint },
  });

  it('reads the hints with the specification defaults: unstated is destructive, not read-only', () => {
    const tools = [
      hinted('delete_file', false, true),
      hinted('unstated', null, null),
      hinted('get_file', true, null),
      hinted('append_line', false, false),
      hinted('read_only_anyway', true, true),
      hinted('not_destructive_default_writer', null, false),
    ];
    expect(groupByHint(tools)).toEqual([
      { name: 'read-only', tools: ['get_file', 'read_only_anyway'] },
      { name: 'destructive', tools: ['delete_file', 'unstated'] },
      { name: null, tools: ['append_line', 'not_destructive_default_writer'] },
    ]);
  });

  it('leaves out a hint group no tool is in', () => {
    expect(groupByHint([hinted('a', true, null)])).toEqual([{ name: 'read-only', tools: ['a'] }]);
  });
});

describe('groupByAuthor', () => {
  it('keeps the author’s groups in order of first appearance and the tools left out last', () => {
    const groupOf = new Map([
      ['c', 'Writing'],
      ['a', 'Reading'],
      ['d', 'Reading'],
    ]);
    expect(groupByAuthor(['a', 'b', 'c', 'd'], groupOf)).toEqual([
      { name: 'Reading', tools: ['a', 'd'] },
      { name: 'Writing', tools: ['c'] },
      { name: null, tools: ['b'] },
    ]);
  });
});
