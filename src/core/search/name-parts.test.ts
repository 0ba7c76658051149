import { describe, expect, it } from 'vitest';
import { nameParts, singular } from './name-parts.ts';

describe('nameParts', () => {
  it.each([
    ['push_files', ['push', 'files']],
    ['listIssues', ['list', 'issues']],
    ['getProjectDAST', ['get', 'project', 'dast']],
    ['HTTPServer', ['http', 'server']],
    ['list-collections', ['list', 'collections']],
    ['github.create_issue', ['github', 'create', 'issue']],
    ['fs/read:v2', ['fs', 'read', 'v', '2']],
    ['search', ['search']],
    ['___', []],
    ['読む_ファイル', ['読む', 'ファイル']],
  ])('splits %s into %j', (name, parts) => {
    expect(nameParts(name)).toEqual(parts);
  });
});

describe('singular', () => {
  it.each([
    ['issues', 'issue'],
    ['repositories', 'repository'],
    ['branches', 'branch'],
    ['processes', 'process'],
    ['boxes', 'box'],
    ['files', 'file'],
    ['status', 'status'],
    ['analysis', 'analysis'],
    ['access', 'access'],
    ['gas', 'gas'],
    ['issue', 'issue'],
  ])('folds %s to %s', (word, folded) => {
    expect(singular(word)).toBe(folded);
  });
});
