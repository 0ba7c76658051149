import { describe, expect, it } from 'vitest';
import type { ResultRecord } from '../../core/index.ts';
import { replayVerdict } from './example-verdict.ts';
import type { ResultCheck } from '../result/result-check.svelte.ts';

const example: ResultRecord = {
  id: 'ok',
  title: { en: 'Counts', ko: 'Counts' },
  call: { op: 'call_tool', name: 'count_rows', arguments: {} },
  result: { content: [], structuredContent: { n: 3 } },
  verdict: 'conforms',
};
const checked = (verdict: 'conforms' | 'error_result' | 'defective', total = 0): ResultCheck => ({
  kind: 'done',
  outcome: { kind: 'checked', verdict, checkedOutput: true, problems: [], total, outputDefect: null },
});

describe('replayVerdict', () => {
  it.each<[string, ResultCheck, string, string | undefined]>([
    ['a check still running', { kind: 'checking' }, 'checking', undefined],
    ['the same verdict', checked('conforms'), 'match', 'conforms'],
    ['another verdict', checked('defective', 2), 'mismatch', 'defective'],
    [
      'an error result where a conforming one was recorded',
      checked('error_result'),
      'mismatch',
      'error_result',
    ],
    ['a check stopped at its limit', { kind: 'stopped', afterMs: 1000 }, 'mismatch', 'stopped'],
    ['a check that failed', { kind: 'failed', message: 'x' }, 'mismatch', 'failed'],
  ])('gives %s as %s', (_, check, kind, now) => {
    const replayed = replayVerdict(example, check);
    expect(replayed.kind).toBe(kind);
    if (replayed.kind !== 'checking') expect(replayed.now).toBe(now);
  });

  it('carries the problems and their total from the check made now', () => {
    const replayed = replayVerdict(example, checked('defective', 7));
    expect(replayed).toMatchObject({ kind: 'mismatch', total: 7 });
  });
});
