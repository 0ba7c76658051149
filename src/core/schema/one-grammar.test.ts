import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discover, loadCatalog, validateArguments, type Catalog, type ToolDefinition } from '../index.ts';
import { arbArgumentsFor, arbCatalogItems } from '../catalog/arbitraries.ts';
import { compileSchema } from './compile-schema.ts';
import type { CompiledSchema } from './types.ts';

/** Beyond ±(2^53−1) JSON Schema still sees an integer; the catalog refuses it because it cannot echo it back. */
function isUnsafeInteger(value: unknown): boolean {
  return Number.isInteger(value) && !Number.isSafeInteger(value);
}

/** The one place the two grammars differ, by design of SPEC 1.3: an unsafe integer in an argument. */
function hasUnsafeInteger(args: unknown): boolean {
  return typeof args === 'object' && args !== null && Object.values(args).some(isUnsafeInteger);
}

function withSafeIntegers(args: Record<string, unknown>): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(args)) {
    const value = isUnsafeInteger(args[key]) ? 1 : args[key];
    Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return copy;
}

function schemaOf(catalog: Catalog, name: string): CompiledSchema {
  const described = discover(catalog, 'all', name);
  if (!described.ok || !described.value[0]) throw new Error(`discover failed for ${name}`);
  const compiled = compileSchema(described.value[0].inputSchema);
  if (!compiled.ok) throw new Error(`${compiled.error.code} at ${compiled.error.path}`);
  return compiled.value;
}

/** Any mix of declared and undeclared keys with scalar values of every kind, near and past each limit. */
function arbLooseArguments(tool: ToolDefinition): fc.Arbitrary<Record<string, unknown>> {
  const keys = [...Object.keys(tool.fields), 'extra', '__proto__', 'toString'];
  const value = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 14 }),
    fc.constantFrom('😀'.repeat(12), 'a'.repeat(13), 1, 1.0, -0, 1.5, 0, true, false, null, '1', [], {}),
    fc.integer(),
    fc.constantFrom(Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER, 2 ** 53, -(2 ** 60)),
  );
  const entry = fc.tuple(fc.constantFrom(...keys), value);
  return fc.uniqueArray(entry, { maxLength: 5, selector: ([key]) => key }).map((entries) => {
    const args: Record<string, unknown> = {};
    for (const [key, item] of entries) {
      Object.defineProperty(args, key, { value: item, enumerable: true, writable: true, configurable: true });
    }
    return args;
  });
}

const arbCatalogAndCalls = arbCatalogItems(6)
  .filter((items) => items.some((tool) => tool.enabled))
  .chain((items) => {
    const tools = items.filter((tool) => tool.enabled);
    const call = fc.constantFrom(...tools).chain((tool) =>
      fc.tuple(
        fc.constant(tool.name),
        fc.oneof(
          arbArgumentsFor(tool).map(({ args }) => args),
          arbLooseArguments(tool),
        ),
      ),
    );
    return fc.tuple(fc.constant(items), fc.array(call, { minLength: 1, maxLength: 10 }));
  });

describe('the generated inputSchema and validateArguments (SPEC 1.5)', () => {
  it('accept exactly the same arguments, apart from integers beyond ±(2^53−1)', () => {
    let accepted = 0;
    let refused = 0;
    fc.assert(
      fc.property(arbCatalogAndCalls, ([items, calls]) => {
        const catalog = loadCatalog(items);
        if (!catalog.ok) throw new Error(catalog.error.message);
        for (const [name, args] of calls) {
          const bySchema = schemaOf(catalog.value, name).validate(args).length === 0;
          const byCatalog = validateArguments(catalog.value, name, args).ok;
          if (byCatalog) accepted++;
          else refused++;
          if (!hasUnsafeInteger(args)) expect(bySchema, JSON.stringify(args)).toBe(byCatalog);
          else {
            // the unsafe integer is the only allowed difference: with it made safe, both must agree again
            const safe = withSafeIntegers(args as Record<string, unknown>);
            const safeBySchema = schemaOf(catalog.value, name).isValid(safe);
            expect(safeBySchema, JSON.stringify(args)).toBe(validateArguments(catalog.value, name, safe).ok);
            expect(byCatalog).toBe(false);
          }
        }
      }),
      { numRuns: 300 },
    );
    expect(accepted).toBeGreaterThan(100);
    expect(refused).toBeGreaterThan(100);
  });

  it.each([2 ** 53, -(2 ** 53), 1e20])(
    'differ on the unsafe integer %d: the schema accepts, the catalog refuses',
    (n) => {
      const items = [
        {
          name: 'count',
          family: 'input',
          effect: 'read',
          enabled: true,
          fields: { n: { type: 'integer', required: true, max_length: 1 } },
        },
      ];
      const catalog = loadCatalog(items);
      if (!catalog.ok) throw new Error(catalog.error.message);
      expect(schemaOf(catalog.value, 'count').isValid({ n })).toBe(true);
      expect(validateArguments(catalog.value, 'count', { n })).toMatchObject({
        ok: false,
        error: { code: 'INVALID_ARGUMENT_VALUE' },
      });
    },
  );
});
