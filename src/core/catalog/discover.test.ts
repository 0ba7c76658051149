import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbCatalogItems, arbLabel } from './arbitraries.ts';
import { discover, listTools } from './discover.ts';
import { loadCatalog } from './load-catalog.ts';
import { testItems } from './test-catalog.ts';
import type { Catalog, ToolDefinition, ToolDescription } from './types.ts';

function loaded(items: unknown): Catalog {
  const result = loadCatalog(items);
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value;
}

function names(result: ReturnType<typeof discover>): string[] {
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value.map((tool) => tool.name);
}

const catalog = loaded(testItems());

describe('discover', () => {
  it('lists the reading family without the input tools: observe, never fill', () => {
    expect(names(discover(catalog, 'reading'))).toEqual(['observe', 'select_tab']);
  });

  it('keeps a change effect inside the reading family, because a family is not a permission', () => {
    const result = discover(catalog, 'reading', 'select_tab');
    expect(result.ok && result.value[0]!.effect).toBe('change');
  });

  it('describes a tool with its generated inputSchema and executes false', () => {
    expect(discover(catalog, 'reading', 'observe')).toEqual({
      ok: true,
      value: [
        {
          name: 'observe',
          family: 'reading',
          effect: 'read',
          inputSchema: {
            type: 'object',
            properties: {
              query: { type: 'string', maxLength: 20 },
              limit: { type: 'integer' },
              visible_only: { type: 'boolean' },
            },
            required: ['query'],
            additionalProperties: false,
          },
          executes: false,
        },
      ],
    });
  });

  it('lists every enabled tool under all, in catalog order, never the disabled evaluate', () => {
    expect(names(discover(catalog, 'all'))).toEqual(['observe', 'select_tab', 'fill', 'typed']);
  });

  it('knows a family whose tools are all disabled and lists nothing in it', () => {
    expect(discover(catalog, 'internal')).toEqual({ ok: true, value: [] });
  });

  it.each([
    ['a disabled tool under all', 'all', 'evaluate'],
    ['a disabled tool under its own family', 'internal', 'evaluate'],
    ['a tool of another family', 'reading', 'fill'],
    ['an unknown tool', 'all', 'navigate'],
    ['a name that merely resembles one', 'reading', 'observ'],
    ['a longer name that starts like one', 'reading', 'observe.all'],
  ])('refuses %s with TOOL_NOT_AVAILABLE_IN_FAMILY at /name', (_label, family, name) => {
    expect(discover(catalog, family, name)).toMatchObject({
      ok: false,
      error: { code: 'TOOL_NOT_AVAILABLE_IN_FAMILY', path: '/name' },
    });
  });

  it.each([
    ['an unknown family', 'writing', undefined, 'UNKNOWN_FAMILY', '/family'],
    ['an unknown family even with a known name', 'writing', 'observe', 'UNKNOWN_FAMILY', '/family'],
    ['a family that is not a label', 'Reading', undefined, 'INVALID_LABEL', '/family'],
    ['an empty family', '', undefined, 'INVALID_LABEL', '/family'],
    ['a name that is not a label', 'reading', 'Observe', 'INVALID_LABEL', '/name'],
    ['a name with spaces around it, never trimmed', 'reading', ' observe ', 'INVALID_LABEL', '/name'],
    ['a bad name before an unknown family', 'writing', 'Observe', 'INVALID_LABEL', '/name'],
    ['a bad family before a bad name', 'Writing', 'Observe', 'INVALID_LABEL', '/family'],
  ])('refuses %s', (_label, family, name, code, path) => {
    expect(discover(catalog, family, name)).toMatchObject({ ok: false, error: { code, path } });
  });

  it('treats a null name as no name', () => {
    expect(names(discover(catalog, 'reading', null))).toEqual(['observe', 'select_tab']);
  });

  it('refuses a megabyte family name quickly with a short message', () => {
    const result = discover(catalog, 'r'.repeat(1 << 20));
    expect(result).toMatchObject({ ok: false, error: { code: 'INVALID_LABEL', path: '/family' } });
    expect(!result.ok && result.error.message.length).toBeLessThan(200);
  });

  it('returns fresh copies: changing a returned description never changes the catalog', () => {
    const first = discover(catalog, 'reading', 'observe');
    if (!first.ok) throw new Error('expected observe');
    const tool = first.value[0]!;
    tool.name = 'changed';
    tool.inputSchema.required.push('limit');
    (tool.inputSchema.properties.query as { maxLength: number }).maxLength = 1;
    delete tool.inputSchema.properties.limit;
    first.value.push(tool);
    const again = discover(catalog, 'reading', 'observe');
    expect(again.ok && again.value).toEqual([expect.objectContaining({ name: 'observe' })]);
    expect(again.ok && again.value[0]!.inputSchema.required).toEqual(['query']);
    expect(again.ok && again.value[0]!.inputSchema.properties).toHaveProperty('query.maxLength', 20);
    expect(again.ok && again.value[0]!.inputSchema.properties).toHaveProperty('limit');
    expect(catalog.tools[0]!.fields.query!.max_length).toBe(20);
  });

  it('never lists a disabled tool and lists exactly the enabled tools of the family, in catalog order', () => {
    fc.assert(
      fc.property(arbCatalogItems(), arbLabel, fc.boolean(), (items, extraFamily, useAll) => {
        const loadedCatalog = loaded(items);
        const family = useAll ? 'all' : (items[0]?.family ?? extraFamily);
        const result = discover(loadedCatalog, family);
        if (family !== 'all' && !items.some((tool) => tool.family === family)) {
          expect(result).toMatchObject({ ok: false, error: { code: 'UNKNOWN_FAMILY' } });
          return;
        }
        const expected = items.filter((tool) => tool.enabled && (family === 'all' || tool.family === family));
        expect(names(result)).toEqual(expected.map((tool) => tool.name));
        expect(result.ok && result.value.every((tool) => tool.executes === false)).toBe(true);
      }),
    );
  });

  it('finds a tool by exact name only when it is enabled, and describes it from its fields', () => {
    fc.assert(
      fc.property(arbCatalogItems(), fc.nat(), (items, pick) => {
        fc.pre(items.length > 0);
        const tool = items[pick % items.length]!;
        const result = discover(loaded(items), 'all', tool.name);
        if (!tool.enabled) {
          expect(result).toMatchObject({ ok: false, error: { code: 'TOOL_NOT_AVAILABLE_IN_FAMILY' } });
          return;
        }
        expect(result).toEqual({ ok: true, value: [describeByHand(tool)] });
      }),
    );
  });
});

/** The seed's reference construction of a description, written out independently of the core. */
function describeByHand(tool: ToolDefinition): ToolDescription {
  const entries = Object.entries(tool.fields);
  const properties = Object.fromEntries(
    entries.map(([name, spec]) => [
      name,
      spec.type === 'string' ? { type: 'string' as const, maxLength: spec.max_length } : { type: spec.type },
    ]),
  );
  return {
    name: tool.name,
    family: tool.family,
    effect: tool.effect,
    inputSchema: {
      type: 'object',
      properties,
      required: entries.filter(([, spec]) => spec.required).map(([name]) => name),
      additionalProperties: false,
    },
    executes: false,
  };
}

describe('listTools', () => {
  it('lists what discover lists, family by family, as the catalog’s own frozen definitions', () => {
    fc.assert(
      fc.property(arbCatalogItems(), (items) => {
        const result = loadCatalog(items);
        if (!result.ok) return;
        for (const family of ['all', ...result.value.families]) {
          const listed = listTools(result.value, family);
          const described = discover(result.value, family);
          if (!listed.ok || !described.ok) throw new Error(`${family} must be listed`);
          expect(listed.value.map((tool) => tool.name)).toEqual(described.value.map((tool) => tool.name));
          expect(listed.value.map((tool) => tool.effect)).toEqual(described.value.map((tool) => tool.effect));
          for (const tool of listed.value) expect(Object.isFrozen(tool)).toBe(true);
        }
      }),
    );
  });

  it('refuses a family as discover does: the same code and pointer', () => {
    for (const family of ['Not A Label', 'no_such_family', 'x'.repeat(1_000_000)]) {
      const listed = listTools(catalog, family);
      const described = discover(catalog, family);
      expect(listed.ok || described.ok).toBe(false);
      if (!listed.ok && !described.ok) expect(listed.error).toEqual(described.error);
    }
  });
});
