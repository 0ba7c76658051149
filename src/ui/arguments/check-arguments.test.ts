import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { loadMcpToolsList, mcpToolCatalog, scalarToolCatalog, validateArguments } from '../../core/index.ts';
import { checkArguments, refusalIssues } from './check-arguments.ts';
import { testCatalog } from './test-catalog.ts';

const catalog = testCatalog();
const fill = scalarToolCatalog(catalog).get('fill')!;

const list = loadMcpToolsList({
  tools: [{ name: 'closed', inputSchema: { type: 'object', additionalProperties: false } }],
});
if (!list.ok) throw new Error('the test list must load');
const closed = mcpToolCatalog(list.value).get('closed')!;

describe('checkArguments', () => {
  it.each([
    ['{"selector": "a"}', { kind: 'checked', result: { ok: true }, total: 0 }],
    [
      '{"selector": "abcdef"}',
      { kind: 'checked', result: { ok: false, error: { path: '/selector' } }, total: 1 },
    ],
    ['{}', { kind: 'checked', result: { ok: false, error: { code: 'INVALID_ARGUMENT_KEYS' } }, total: 1 }],
    ['{"selector": ', { kind: 'syntax', problem: { line: 1, column: 14, found: null } }],
    ['{\n  x}', { kind: 'syntax', problem: { line: 2, column: 3, found: 'x' } }],
  ])('checks %j', (text, expected) => {
    expect(checkArguments(fill, text)).toMatchObject(expected);
  });

  it('gives the scalar contract’s answer for any JSON text, unchanged', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = JSON.stringify(value);
        const check = checkArguments(fill, text);
        expect(check.kind).toBe('checked');
        if (check.kind !== 'checked') return;
        const contract = validateArguments(catalog, 'fill', JSON.parse(text));
        expect(check.result.ok).toBe(contract.ok);
        if (contract.ok) expect(check.result).toEqual(contract);
        else expect(check.result).toEqual({ ok: false, error: contract.error, issues: [] });
        expect(check.args).toEqual(JSON.parse(text));
      }),
    );
  });

  it('keeps the first issues by pointer up to the cap, and counts them all', () => {
    const text = JSON.stringify({ c: 1, a: 1, b: 1 });
    const check = checkArguments(closed, text, 2);
    if (check.kind !== 'checked' || check.result.ok) throw new Error('expected a refusal');
    expect(check.total).toBe(3);
    expect(check.result.issues.map((issue) => issue.path)).toEqual(['/a', '/b']);
    // the error is the tool's own: its first issue, counting them all
    expect(check.result.error).toMatchObject({
      code: 'INVALID_ARGUMENTS',
      path: '/c',
      params: { issues: 3 },
    });
  });
});

describe('refusalIssues', () => {
  it('lists a schema’s issues, an exact check’s one error, and nothing for a success', () => {
    const schema = closed.check({ a: 1 });
    const exact = fill.check({});
    expect(refusalIssues(schema)).toMatchObject([{ path: '/a', keyword: 'additionalProperties' }]);
    expect(refusalIssues(exact)).toEqual([!exact.ok && exact.error]);
    expect(refusalIssues(fill.check({ selector: 'a' }))).toEqual([]);
  });
});
