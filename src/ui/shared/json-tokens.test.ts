import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { tokenizeJson } from './json-tokens.ts';

describe('tokenizeJson', () => {
  it('labels keys, strings, numbers, literals and punctuation', () => {
    const kinds = tokenizeJson('{"type": "object", "maxLength": 20, "x": false}')
      .filter((t) => t.kind !== 'space')
      .map((t) => `${t.kind}:${t.text}`);
    expect(kinds).toEqual([
      'punctuation:{',
      'key:"type"',
      'punctuation::',
      'string:"object"',
      'punctuation:,',
      'key:"maxLength"',
      'punctuation::',
      'number:20',
      'punctuation:,',
      'key:"x"',
      'punctuation::',
      'literal:false',
      'punctuation:}',
    ]);
  });

  it('keeps markup as plain string text', () => {
    expect(tokenizeJson('"<img src=x onerror=alert(1)>"')).toEqual([
      { kind: 'string', text: '"<img src=x onerror=alert(1)>"' },
    ]);
  });

  it('gives back exactly the text it was given', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.jsonValue().map((v) => JSON.stringify(v, null, 2)),
          fc.string(),
        ),
        (text) => {
          return (
            tokenizeJson(text)
              .map((t) => t.text)
              .join('') === text
          );
        },
      ),
    );
  });
});
