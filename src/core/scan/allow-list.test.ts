import { describe, expect, it } from 'vitest';
import { applyAllowList, isScanClean, readAllowList, type AllowEntry } from './allow-list.ts';
import type { ScanFinding } from './types.ts';

const finding = (
  tool: string,
  code: ScanFinding['code'],
  pointer: string,
  severity: ScanFinding['severity'],
) => ({ catalog: 0, tool, code, pointer, severity, message: 'm', evidence: {} }) as ScanFinding;

const HIDDEN = finding('add', 'HIDDEN_TEXT', '/description', 'error');
const BLOB = finding('add', 'ENCODED_BLOB', '/description', 'warning');
const OTHER = finding('sub', 'HIDDEN_TEXT', '/description', 'error');

const entry = (over: Partial<AllowEntry> = {}): AllowEntry => ({
  tool: 'add',
  code: 'HIDDEN_TEXT',
  pointer: '/description',
  reason: 'a soft hyphen from the vendor docs',
  ...over,
});

describe('readAllowList', () => {
  it('reads a list of entries', () => {
    expect(readAllowList([entry(), { ...entry(), extra: 1 }])).toEqual({
      ok: true,
      value: [entry(), entry()],
    });
  });

  it.each([
    ['not an array', { tool: 'add' }, '', 'not_an_accept_list'],
    ['an entry that is no object', [entry(), 'x'], '/1', 'accept_entry_not_object'],
    [
      'an entry without a code',
      [{ tool: 'add', pointer: '/description', reason: 'r' }],
      '/0/code',
      'accept_entry_not_string',
    ],
    [
      'a pointer that is no string',
      [entry({ pointer: 3 as unknown as string })],
      '/0/pointer',
      'accept_entry_not_string',
    ],
    [
      'an entry without a reason',
      [{ tool: 'add', code: 'HIDDEN_TEXT', pointer: '/description' }],
      '/0/reason',
      'accept_entry_empty_reason',
    ],
    ['an empty reason', [entry({ reason: '  ' })], '/0/reason', 'accept_entry_empty_reason'],
  ])('refuses %s with a pointer into the list', (_, value, path, reason) => {
    const read = readAllowList(value);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error).toMatchObject({ code: 'INVALID_ACCEPT_LIST', path, reason });
  });
});

describe('applyAllowList', () => {
  it('marks exactly the finding an entry names, with its reason', () => {
    const scanned = applyAllowList([HIDDEN, BLOB, OTHER], [entry()]);
    expect(scanned.findings).toEqual([
      { ...HIDDEN, allowed: true, allowReason: 'a soft hyphen from the vendor docs' },
      BLOB,
      OTHER,
    ]);
    expect(scanned.unmatchedAllows).toEqual([]);
  });

  it.each([
    ['another tool', entry({ tool: 'ad' })],
    ['another code', entry({ code: 'INSTRUCTION_TEXT' })],
    ['another pointer', entry({ pointer: '/title' })],
    ['a wildcard, which names nothing', entry({ tool: '*' })],
  ])('leaves a finding whose entry names %s, and lists the entry as unmatched', (_, other) => {
    const scanned = applyAllowList([HIDDEN], [other]);
    expect(scanned.findings).toEqual([HIDDEN]);
    expect(scanned.unmatchedAllows).toEqual([other]);
  });
});

describe('isScanClean', () => {
  it.each([
    ['no finding', [], true],
    ['only warnings', [BLOB], true],
    ['an error', [HIDDEN, BLOB], false],
    ['an allowed error', [{ ...HIDDEN, allowed: true as const }], true],
  ])('calls a scan with %s clean: %s', (_, findings, clean) => {
    expect(isScanClean(findings)).toBe(clean);
  });
});
