// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { keepCatalog, keptCatalog, MAX_KEPT_CHARS } from './keep-catalog.ts';

describe('keeping a loaded catalog for the tab', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps the text, its origin and the number its history entries carry, for a reload', () => {
    expect(keepCatalog('{"tools":[]}', 'github.json', 7)).toBe(true);
    expect(keptCatalog()).toEqual({ text: '{"tools":[]}', origin: 'github.json', id: 7 });
  });

  it('keeps nothing for a text over the limit, and forgets what it kept before', () => {
    keepCatalog('[]', null, 1);
    expect(keepCatalog('x'.repeat(MAX_KEPT_CHARS + 1), null, 2)).toBe(false);
    expect(keptCatalog()).toBeNull();
  });

  it('says false when the browser refuses to store it', () => {
    const full = {
      removeItem: () => undefined,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as unknown as Storage;
    expect(keepCatalog('[]', null, 1, full)).toBe(false);
  });

  it('reads nothing from a stored value that is not a kept catalog', () => {
    sessionStorage.setItem('tce:visitor-catalog', '{"text": 5}');
    expect(keptCatalog()).toBeNull();
    sessionStorage.setItem('tce:visitor-catalog', 'not json');
    expect(keptCatalog()).toBeNull();
    // without the number of the entries it belongs to, no entry could bring it back
    sessionStorage.setItem('tce:visitor-catalog', '{"text": "[]", "origin": null}');
    expect(keptCatalog()).toBeNull();
  });
});
