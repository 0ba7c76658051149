// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { PageText } from './page-text.svelte.ts';

/** Two translated texts of a page as derived values, counting how often each is worked out again. */
function follow(words: PageText, shownKey: string, missingKey: string) {
  const runs = { shown: 0, missing: 0 };
  const shown = $derived.by(() => {
    runs.shown++;
    return words.t(shownKey);
  });
  const missing = $derived.by(() => {
    runs.missing++;
    return words.t(missingKey);
  });
  return () => ({ shown, missing, shownRuns: runs.shown, missingRuns: runs.missing });
}

describe('strings registered later', () => {
  it('re-render only the text whose key was missing, not the text already shown', () => {
    const words = new PageText();
    const seen = follow(words, 'catalog.tools', 'test.late.added');
    const { shown, missing } = seen();
    expect([missing, shown === 'catalog.tools']).toEqual(['test.late.added', false]);
    words.register({ en: { 'test.late.added': 'Late' }, ko: { 'test.late.added': '늦게' } });
    expect(seen()).toEqual({ shown, missing: 'Late', shownRuns: 1, missingRuns: 2 });
  });

  it('re-render every text when a string already there is changed', () => {
    const words = new PageText();
    words.register({ en: { 'test.late.changed': 'Before' }, ko: { 'test.late.changed': '전' } });
    const seen = follow(words, 'test.late.changed', 'test.late.other');
    expect(seen().shown).toBe('Before');
    words.register({ en: { 'test.late.changed': 'After' }, ko: { 'test.late.changed': '후' } });
    expect(seen()).toEqual({ shown: 'After', missing: 'test.late.other', shownRuns: 2, missingRuns: 2 });
  });

  it('re-render nothing when an area registers the same dictionary again, as each of its parts does', () => {
    const words = new PageText();
    const area = { en: { 'test.late.again': 'Again' }, ko: { 'test.late.again': '다시' } };
    const seen = follow(words, 'catalog.tools', 'test.late.again');
    expect(seen().missing).toBe('test.late.again');
    words.register(area);
    expect(seen().missingRuns).toBe(2);
    words.register(area);
    expect(seen()).toMatchObject({ missing: 'Again', shownRuns: 1, missingRuns: 2 });
  });
});

describe('two pages', () => {
  it('re-render on their own language only', () => {
    const [first, second] = [new PageText(), new PageText()];
    const [seenFirst, seenSecond] = [first, second].map((words) => follow(words, 'shell.title', 'x'));
    const english = seenSecond!().shown;
    first.lang = 'ko';
    expect(seenFirst!().shown).not.toBe(english);
    expect(seenSecond!()).toMatchObject({ shown: english, shownRuns: 1 });
  });

  it('re-render on their own registered strings only', () => {
    const [first, second] = [new PageText(), new PageText()];
    const [seenFirst, seenSecond] = [first, second].map((words) => follow(words, 'shell.title', 'test.one'));
    first.register({ en: { 'test.one': 'One' }, ko: { 'test.one': '하나' } });
    expect(seenFirst!().missing).toBe('One');
    expect(seenSecond!()).toMatchObject({ missing: 'test.one', missingRuns: 1 });
  });
});
