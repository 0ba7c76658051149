import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasPython, runReference } from './run-python.ts';
import { approvalKey, createGate, createMemoryStore } from '../../src/core/index.ts';

type Call = { tool: string; args: unknown };
type Case = { files: Record<string, string>; permissions: string[]; approvals: Call[]; calls: Call[] };
type Run = { results: unknown[]; files: Record<string, string>; approvals: string[] };

/** Runs one case through the core's gate on the in-memory store, in Korean like the seed. */
function runCore(c: Case): Run {
  const entries = Object.fromEntries(
    Object.entries(c.files).map(([name, text]) => [name, { kind: 'file' as const, text }]),
  );
  const store = createMemoryStore(entries);
  const gate = createGate({
    store,
    permissions: c.permissions,
    approvals: c.approvals.map((a) => approvalKey(a.tool, a.args)),
    lang: 'ko',
  });
  const results = c.calls.map((call) => gate.execute(call.tool, call.args));
  const files: Record<string, string> = {};
  for (const [name, entry] of Object.entries(store.snapshot()))
    if (entry.kind === 'file') files[name] = entry.text;
  return { results, files, approvals: gate.approvals().sort() };
}

// Text without lone surrogates (Python cannot encode them) and without "\r" (Python's text mode reads
// "\r" and "\r\n" back as "\n"; the core keeps a document's characters as written).
const arbText = fc
  .string({
    unit: fc.oneof(
      fc.constantFrom('a', ' ', '\n', '가', '😀', '"', '\\'),
      fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
    ),
    maxLength: 12,
  })
  .filter((s) => !s.includes('\r'));
const arbPath = fc.oneof(
  fc.constantFrom(
    'report.txt',
    'notes.txt',
    'missing.txt',
    '../report.txt',
    'a b.txt',
    'x.md',
    'report.txt\n',
  ),
  fc.constantFrom<unknown>('', 7, null, true, ['report.txt']),
);
const arbArgs: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ path: arbPath }) },
  {
    weight: 6,
    arbitrary: fc.record({ path: arbPath, text: fc.oneof(arbText, fc.constantFrom<unknown>(5, null)) }),
  },
  fc.record({ path: arbPath, approved: fc.constant(true) }),
  fc.record({ path: arbPath, text: arbText, approved: fc.constant(true) }),
  fc.constantFrom<unknown>(null, [], 'report.txt', 5, {}),
);
const arbCall: fc.Arbitrary<Call> = fc.record({
  tool: fc.constantFrom('read_text', 'write_text', 'delete_file', 'unknown', 'READ_TEXT', ''),
  args: arbArgs,
});
const arbCase: fc.Arbitrary<Case> = fc
  .record({
    files: fc.record({ 'report.txt': arbText, 'notes.txt': arbText }, { requiredKeys: [] }),
    permissions: fc.subarray(['read', 'write', 'delete', 'read_only', 'writer', 'READ']),
    calls: fc.array(arbCall, { minLength: 1, maxLength: 8 }),
    extra: fc.array(arbCall, { maxLength: 2 }),
  })
  .chain(({ files, permissions, calls, extra }) =>
    // Approvals for some of the calls themselves, so approved paths are exercised, plus unrelated ones.
    fc.subarray(calls).map((approved) => ({ files, permissions, calls, approvals: [...approved, ...extra] })),
  );

describe.skipIf(!hasPython)('the gate against the seed’s Python harness (needs python3)', () => {
  it('gives the same envelopes, messages, files and leftover approvals for generated call sequences', () => {
    const cases = fc
      .sample(arbCase, { numRuns: 400, seed: 20261130 })
      .map((c) => JSON.parse(JSON.stringify(c)) as Case);
    const expected = runReference<Run>('gate_reference.py', cases);
    const mismatches = cases
      .map((c, i) => ({ case: c, core: runCore(c), reference: expected[i] }))
      .filter(({ core, reference }) => JSON.stringify(core) !== JSON.stringify(reference));
    expect(mismatches.slice(0, 2)).toEqual([]);
    const outcomes = new Set(expected.flatMap((r) => r.results.map((x) => JSON.stringify(x).slice(0, 40))));
    expect(outcomes.size).toBeGreaterThan(8);
  });
});
