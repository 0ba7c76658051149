import { loadCatalog, type Catalog } from '../../core/index.ts';

/** The scalar catalog the arguments view's tests check against: `fill` (a selector of at most 5 characters, an optional count and submit) and `search`. */
export function testCatalog(): Catalog {
  const loaded = loadCatalog([
    {
      name: 'fill',
      family: 'input',
      effect: 'change',
      enabled: true,
      fields: {
        selector: { type: 'string', required: true, max_length: 5 },
        count: { type: 'integer', required: false, max_length: 1 },
        submit: { type: 'boolean', required: false, max_length: 1 },
      },
    },
    {
      name: 'search',
      family: 'reading',
      effect: 'read',
      enabled: true,
      fields: { q: { type: 'string', required: true, max_length: 3 } },
    },
  ]);
  if (!loaded.ok) throw new Error('the test catalog must load');
  return loaded.value;
}
