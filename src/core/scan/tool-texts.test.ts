import { describe, expect, it } from 'vitest';
import { mcpToolOf } from './test-support.ts';
import { parameterNames, toolTexts } from './tool-texts.ts';

const TOOL = mcpToolOf({
  name: 'search',
  title: 'Search',
  description: 'Searches.',
  annotations: { title: 'Search it', readOnlyHint: true },
  inputSchema: {
    type: 'object',
    description: 'The query.',
    properties: {
      'a/b~c': { type: 'string', description: 'Odd name.', enum: ['x', 'y'], default: 'x' },
      filter: {
        type: 'object',
        properties: { state: { type: 'string', description: 'State.', examples: ['open'] } },
      },
      tags: { type: 'array', items: { type: 'string', description: 'A tag.' } },
    },
    $defs: { shared: { title: 'Shared', description: 'Shared part.' } },
  },
  outputSchema: { type: 'object', properties: { count: { type: 'integer', description: 'How many.' } } },
});

describe('toolTexts', () => {
  it('lists every text with its pointer, role and parameter, in document order', () => {
    const rows = toolTexts(TOOL).map(({ pointer, role, parameter, text }) => [
      pointer,
      role,
      parameter,
      text,
    ]);
    expect(rows).toEqual(
      expect.arrayContaining([
        ['/name', 'name', null, 'search'],
        ['/title', 'title', null, 'Search'],
        ['/annotations/title', 'title', null, 'Search it'],
        ['/description', 'description', null, 'Searches.'],
        ['/inputSchema/description', 'description', null, 'The query.'],
        ['/inputSchema/properties/a~1b~0c', 'key', null, 'a/b~c'],
        ['/inputSchema/properties/a~1b~0c/description', 'description', 'a/b~c', 'Odd name.'],
        ['/inputSchema/properties/a~1b~0c/enum/1', 'value', 'a/b~c', 'y'],
        ['/inputSchema/properties/a~1b~0c/default', 'value', 'a/b~c', 'x'],
        ['/inputSchema/properties/filter/properties/state/description', 'description', 'state', 'State.'],
        ['/inputSchema/properties/filter/properties/state/examples/0', 'value', 'state', 'open'],
        ['/inputSchema/properties/tags/items/description', 'description', 'tags', 'A tag.'],
        ['/inputSchema/$defs/shared/title', 'title', null, 'Shared'],
        ['/outputSchema/properties/count/description', 'description', null, 'How many.'],
      ]),
    );
    const pointers = rows.map(([pointer]) => pointer as string);
    expect(pointers.indexOf('/description')).toBeLessThan(pointers.indexOf('/inputSchema/description'));
    expect(pointers.indexOf('/inputSchema/properties/tags/items/description')).toBeLessThan(
      pointers.indexOf('/outputSchema/properties/count/description'),
    );
  });

  it('calls a property named description a key, and its schema no description', () => {
    const tool = mcpToolOf({
      name: 'edit',
      inputSchema: { type: 'object', properties: { description: { type: 'string' } } },
    });
    const rows = toolTexts(tool).map(({ pointer, role }) => [pointer, role]);
    expect(rows).toContainEqual(['/inputSchema/properties/description', 'key']);
    expect(rows.filter(([, role]) => role === 'description')).toEqual([]);
  });

  it('reads the schemas under every subschema keyword of either dialect, draft-07 dependencies included', () => {
    const tool = mcpToolOf({
      name: 'ship',
      inputSchema: {
        type: 'object',
        properties: { gift: { type: 'boolean' } },
        dependencies: { gift: { description: 'Wrapping.' }, note: ['gift'] },
        items: [{ title: 'First.' }],
      },
    });
    const rows = toolTexts(tool).map(({ pointer, role, text }) => [pointer, role, text]);
    expect(rows).toEqual(
      expect.arrayContaining([
        ['/inputSchema/dependencies/gift/description', 'description', 'Wrapping.'],
        ['/inputSchema/dependencies/note/0', 'value', 'gift'],
        ['/inputSchema/items/0/title', 'title', 'First.'],
      ]),
    );
  });

  it('keeps only the texts the filter wants, with the pointers of the rest never made', () => {
    const kept = toolTexts(TOOL, (_, role) => role === 'description').map(({ pointer }) => pointer);
    expect(kept).toEqual([
      '/description',
      '/inputSchema/description',
      '/inputSchema/properties/a~1b~0c/description',
      '/inputSchema/properties/filter/properties/state/description',
      '/inputSchema/properties/tags/items/description',
      '/inputSchema/$defs/shared/description',
      '/outputSchema/properties/count/description',
    ]);
  });

  it('reads a schema nested 400 levels deep to its bottom', () => {
    let schema: Record<string, unknown> = { type: 'string', description: 'bottom' };
    for (let i = 0; i < 200; i++) schema = { type: 'object', properties: { a: schema } };
    const texts = toolTexts(mcpToolOf({ name: 'deep', inputSchema: schema }));
    const bottom = texts.find((text) => text.text === 'bottom')!;
    expect(bottom.pointer).toBe('/inputSchema' + '/properties/a'.repeat(200) + '/description');
    expect(bottom.parameter).toBe('a');
  });
});

describe('parameterNames', () => {
  it('names the top-level properties of the inputSchema', () => {
    expect(parameterNames(TOOL)).toEqual(['a/b~c', 'filter', 'tags']);
  });
});
