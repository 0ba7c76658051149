import { describe, expect, it } from 'vitest';
import { firstSentence, plainText } from './plain-text.ts';

describe('plainText', () => {
  it('keeps the words of Markdown without its markup, a paragraph’s line breaks as spaces', () => {
    expect(plainText('Lists **open** issues of\na [repo](https://x.test) by `owner`.\n\n- one\n- two')).toBe(
      'Lists open issues of a repo by owner.\none\ntwo',
    );
  });
});

describe('firstSentence', () => {
  it.each([
    ['List issues. Then more.', 'List issues.'],
    ['v1.2 is here! More', 'v1.2 is here!'],
    ['在仓库中搜索代码。然后', '在仓库中搜索代码。'],
    ['No stop at all', 'No stop at all'],
    ['First line\nsecond line', 'First line'],
    ['', ''],
  ])('reads %j as %j', (text, sentence) => {
    expect(firstSentence(text)).toBe(sentence);
  });

  it('cuts a long sentence at a word, at most 160 characters with its ellipsis', () => {
    const long = `${'word '.repeat(60)}end.`;
    const cut = firstSentence(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut).toMatch(/^word( word)*…$/);
  });
});
