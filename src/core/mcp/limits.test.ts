import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkCatalogSize, checkCatalogText, IMPORT_LIMITS, utf8Length } from './limits.ts';

const utf16Unit = fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit));

describe('utf8Length', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['é', 2],
    ['한', 3],
    ['😀', 4],
    ['\ud800', 3],
    ['\udc00\ud800', 6],
  ])('counts %j as %i bytes', (text, bytes) => {
    expect(utf8Length(text)).toBe(bytes);
  });

  it('agrees with TextEncoder for any UTF-16 text, lone surrogates included', () => {
    const encoder = new TextEncoder();
    fc.assert(
      fc.property(fc.string({ unit: utf16Unit }), (text) => {
        expect(utf8Length(text)).toBe(encoder.encode(text).length);
      }),
    );
  });
});

describe('checkCatalogSize', () => {
  it('accepts exactly the limit and refuses one byte more with CATALOG_TOO_LARGE at ""', () => {
    expect(checkCatalogSize(IMPORT_LIMITS.maxTextBytes)).toEqual({
      ok: true,
      value: IMPORT_LIMITS.maxTextBytes,
    });
    expect(checkCatalogSize(IMPORT_LIMITS.maxTextBytes + 1)).toMatchObject({
      ok: false,
      error: { code: 'CATALOG_TOO_LARGE', path: '', message: 'The catalog has 5.0 MiB; the limit is 5 MiB.' },
    });
  });
});

describe('checkCatalogText', () => {
  it('measures bytes, not characters: a text of multi-byte characters under the length limit is refused', () => {
    const hangul = '한'.repeat(Math.floor(IMPORT_LIMITS.maxTextBytes / 3) + 1);
    expect(hangul.length).toBeLessThan(IMPORT_LIMITS.maxTextBytes);
    expect(checkCatalogText(hangul)).toMatchObject({ ok: false, error: { code: 'CATALOG_TOO_LARGE' } });
  });

  it('accepts a text of exactly the limit in bytes', () => {
    const text = 'a'.repeat(IMPORT_LIMITS.maxTextBytes);
    expect(checkCatalogText(text)).toEqual({ ok: true, value: text });
    expect(checkCatalogText(text + 'a')).toMatchObject({ ok: false, error: { code: 'CATALOG_TOO_LARGE' } });
  });
});
