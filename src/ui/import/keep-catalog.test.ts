// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { keepCatalog, keptCatalog, MAX_KEPT_CHARS } from './keep-catalog.ts';

describe('keeping a loaded catalog for the tab', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps the text and its origin for a reload', () => {
    expect(keepCatalog('{"tools":[]}', 'github.json')).toBe(true);
    expect(keptCatalog()).toEqual({ text: '{"tools":[]}', origin: 'github.json' });
  });

  it('keeps nothing for a text over the limit, and forgets what it kept before', () => {
    keepCatalog('[]', null);
    expect(keepCatalog('x'.repeat(MAX_KEPT_CHARS + 1), null)).toBe(false);
    expect(keptCatalog()).toBeNull();
  });

  it('says false when the browser refuses to store it', () => {
    const full = {
      removeItem: () => undefined,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as unknown as Storage;
    expect(keepCatalog('[]', null, full)).toBe(false);
  });

  it('reads nothing from a stored value that is not a kept catalog', () => {
    sessionStorage.setItem('tce:visitor-catalog', '{"text": 5}');
    expect(keptCatalog()).toBeNull();
    sessionStorage.setItem('tce:visitor-catalog', 'not json');
    expect(keptCatalog()).toBeNull();
  });
});
