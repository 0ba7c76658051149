import { describe, expect, it } from 'vitest';
import type { SchemaIssue } from '../../core/index.ts';
import { capIssues, comparePointers, ISSUE_CAP } from './issue-cap.ts';

const issue = (path: string, keyword = 'type'): SchemaIssue => ({
  path,
  schemaPath: `/${keyword}`,
  keyword,
  reason: 'wrong_type',
  params: {},
  message: `Issue at ${path}.`,
});

describe('comparePointers', () => {
  it.each([
    ['', '/a', -1],
    ['/a', '/a/b', -1],
    ['/2', '/10', -1],
    ['/10', '/9', 1],
    ['/b', '/a', 1],
    ['/k10', '/k2', -1],
    ['/01', '/1', -1],
    ['/x', '/x', 0],
  ])('orders %j against %j', (a, b, sign) => {
    expect(Math.sign(comparePointers(a, b))).toBe(sign);
    expect(Math.sign(comparePointers(b, a))).toBe(-sign || 0);
  });
});

describe('capIssues', () => {
  it('keeps a short list whole and in the validator’s order', () => {
    const issues = [issue('/b'), issue('/a')];
    expect(capIssues(issues)).toEqual({ issues, total: 2 });
  });

  it('keeps the first issues by pointer from a long list, and counts them all', () => {
    const issues = Array.from({ length: 20_000 }, (_, i) => issue(`/${19_999 - i}`));
    const capped = capIssues(issues);
    expect(capped.total).toBe(20_000);
    expect(capped.issues).toHaveLength(ISSUE_CAP);
    expect(capped.issues.map((i) => i.path)).toEqual(Array.from({ length: ISSUE_CAP }, (_, i) => `/${i}`));
  });

  it('keeps the validator’s order among issues at one pointer', () => {
    const issues = [issue('/z'), issue('/a', 'minLength'), issue('/a', 'pattern')];
    expect(capIssues(issues, 2).issues.map((i) => i.keyword)).toEqual(['minLength', 'pattern']);
  });
});
