import { describe, expect, it } from 'vitest';
import { wordSentence } from '../wording/reasons.ts';
import { counterexampleSentence, diffCallersSentence, diffChangeSentence } from './messages.ts';

describe('diffChangeSentence', () => {
  it('words a verdict that rests on the assumption about callers in the sentence that says so', () => {
    const added = (params: Record<string, string>) =>
      wordSentence(diffChangeSentence({ class: 'open_object_property_added', params }, 'en'), 'en');
    expect(added({ key: 'limit' })).toBe(
      'Property "limit" was declared with a schema where any undeclared "limit" was accepted.',
    );
    expect(added({ key: 'limit', callers: 'declared' })).toBe(
      'Property "limit" was added to an object that accepts undeclared properties; callers that send only the properties the old schema declares never sent it.',
    );
  });
});

describe('diffCallersSentence', () => {
  it.each([
    ['declared', 'en', 'Callers are assumed to send only the properties the old schema declares.'],
    ['any', 'en', 'Callers are assumed to send any value the old schema accepted.'],
    ['declared', 'ko', '호출자는 이전 스키마가 선언한 속성만 보낸다고 가정합니다.'],
  ] as const)('states %s in %s', (callers, lang, words) => {
    expect(wordSentence(diffCallersSentence(callers), lang)).toBe(words);
  });
});

describe('counterexampleSentence', () => {
  const issue = { path: '/perPage', reason: 'too_large', params: { limit: 100 } };
  const word = (...args: Parameters<typeof counterexampleSentence>) => {
    const sentence = counterexampleSentence(...args);
    return sentence && wordSentence(sentence, args[1]);
  };

  it('says the value was accepted and is now refused, where and why, the reason worded by the core', () => {
    const change = { kind: 'input', counterexample: { perPage: 500 }, counterexampleIssue: issue } as const;
    expect(word(change, 'en')).toBe(
      '{"perPage":500} was accepted and is now refused at /perPage (the number must be at most 100).',
    );
    expect(word(change, 'ko')).toBe(
      '이전에 받던 값을 이제 /perPage에서 거부합니다: {"perPage":500} (\u2068값은 100 이하여야 합니다\u2069).',
    );
  });

  it('says an output may now be returned, and words a place at the root without a pointer', () => {
    const change = {
      kind: 'output',
      counterexample: 'a',
      counterexampleIssue: {
        path: '',
        reason: 'wrong_type',
        params: { expected: 'number', received: 'string' },
      },
    } as const;
    expect(word(change, 'en')).toBe(
      '"a" may now be returned, and the old schema refused it (expected number but got string).',
    );
  });

  it('writes the value as it is told, and gives nothing for a change without a counterexample', () => {
    const change = { kind: 'input', counterexample: { q: 'long' }, counterexampleIssue: issue } as const;
    expect(word(change, 'en', () => '{"q":…}')).toMatch(/^\u2068\{"q":…\}\u2069 was accepted/);
    expect(counterexampleSentence({ kind: 'input' }, 'en')).toBeUndefined();
  });
});
