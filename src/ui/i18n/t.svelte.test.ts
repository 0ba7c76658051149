// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { registerDictionary, t } from './t.ts';

/** Two translated texts as derived values, counting how often each is worked out again. */
function follow(shownKey: string, missingKey: string) {
  const runs = { shown: 0, missing: 0 };
  const shown = $derived.by(() => {
    runs.shown++;
    return t(shownKey);
  });
  const missing = $derived.by(() => {
    runs.missing++;
    return t(missingKey);
  });
  return () => ({ shown, missing, shownRuns: runs.shown, missingRuns: runs.missing });
}

describe('strings registered later', () => {
  it('re-render only the text whose key was missing, not the text already shown', () => {
    const seen = follow('catalog.tools', 'test.late.added');
    const { shown, missing } = seen();
    expect([missing, shown === 'catalog.tools']).toEqual(['test.late.added', false]);
    registerDictionary({ en: { 'test.late.added': 'Late' }, ko: { 'test.late.added': '늦게' } });
    expect(seen()).toEqual({ shown, missing: 'Late', shownRuns: 1, missingRuns: 2 });
  });

  it('re-render every text when a string already there is changed', () => {
    registerDictionary({ en: { 'test.late.changed': 'Before' }, ko: { 'test.late.changed': '전' } });
    const seen = follow('test.late.changed', 'test.late.other');
    expect(seen().shown).toBe('Before');
    registerDictionary({ en: { 'test.late.changed': 'After' }, ko: { 'test.late.changed': '후' } });
    expect(seen()).toEqual({ shown: 'After', missing: 'test.late.other', shownRuns: 2, missingRuns: 2 });
  });
});
