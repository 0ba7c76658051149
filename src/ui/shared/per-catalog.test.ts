import { describe, expect, it } from 'vitest';
import { PerCatalog } from './per-catalog.ts';

interface Catalog {
  name: string;
}

function hostAt(catalog: Catalog | null): { catalog: Catalog | null } {
  return { catalog };
}

describe('PerCatalog', () => {
  it('has no value while the page has no catalog, and makes none', () => {
    const made: Catalog[] = [];
    const values = new PerCatalog(hostAt(null), (catalog: Catalog) => made.push(catalog));
    expect(values.current()).toBeNull();
    expect(made).toEqual([]);
  });

  it('makes the value of a catalog once and gives the same one on every later ask', () => {
    const first = { name: 'first' };
    const made: Catalog[] = [];
    const values = new PerCatalog(hostAt(first), (catalog: Catalog) => {
      made.push(catalog);
      return { of: catalog.name };
    });
    const value = values.current();
    expect(value).toEqual({ of: 'first' });
    expect(values.current()).toBe(value);
    expect(made).toEqual([first]);
  });

  it('keeps each catalog its own value as the catalog in use changes and comes back', () => {
    const first = { name: 'first' };
    const second = { name: 'second' };
    const host = hostAt(first);
    let next = 1;
    const values = new PerCatalog(host, () => next++);
    expect(values.current()).toBe(1);
    host.catalog = second;
    expect(values.current()).toBe(2);
    host.catalog = first;
    expect(values.current()).toBe(1);
    host.catalog = null;
    expect(values.current()).toBeNull();
    expect(next).toBe(3);
  });

  it('makes a value that is undefined only once', () => {
    let asks = 0;
    const values = new PerCatalog(hostAt({ name: 'one' }), () => {
      asks++;
      return undefined;
    });
    values.current();
    values.current();
    expect(asks).toBe(1);
  });
});
