import { describe, expect, it } from 'vitest';
import { discover } from '../catalog/discover.ts';
import { loadCatalog } from '../catalog/load-catalog.ts';
import { SYNTHETIC_CATALOG } from '../records/synthetic-catalog.ts';
import { ToolRegistry } from '../registry/tool-registry.ts';
import { compileSchema } from './compile.ts';
import { DEFAULT_VOCABULARY, declaredDialect, schemaDialect } from './dialect.ts';
import { DIALECT_DRAFT_07 } from './full/types.ts';

function generatedSchemas(): unknown[] {
  const loaded = loadCatalog(SYNTHETIC_CATALOG);
  if (!loaded.ok) throw new Error('the synthetic catalog must load');
  const described = discover(loaded.value, 'all');
  if (!described.ok) throw new Error('discovery must answer');
  return described.value.map((tool) => tool.inputSchema);
}

function fullDialect(schema: unknown): string {
  const compiled = compileSchema(schema, { vocabulary: 'full' });
  if (!compiled.ok) throw new Error(compiled.error.message);
  return compiled.value.dialect;
}

describe('schemaDialect', () => {
  it('names, for every schema the catalog generates, the dialect the full engine reads it in', () => {
    const schemas = generatedSchemas();
    expect(schemas.length).toBeGreaterThan(0);
    for (const schema of schemas) {
      expect(declaredDialect(schema)).toBeUndefined();
      expect(schemaDialect(schema)).toBe(fullDialect(schema));
    }
  });

  it('takes a schema’s own $schema over the fallback, as the full engine does', () => {
    const schema = { $schema: DIALECT_DRAFT_07, type: 'object' };
    expect(schemaDialect(schema)).toBe(fullDialect(schema));
    expect(schemaDialect({ type: 'object' }, DIALECT_DRAFT_07)).toBe(DIALECT_DRAFT_07);
    expect(schemaDialect(true)).toBe(fullDialect(true));
  });
});

describe('DEFAULT_VOCABULARY', () => {
  it('is the vocabulary compileSchema uses unasked, the one the registry checks with', () => {
    // `minimum` is outside the subset: refused unasked and by the registry, known to the full vocabulary
    const schema = { type: 'object', properties: { n: { type: 'integer', minimum: 1 } } };
    const unasked = compileSchema(schema);
    const named = compileSchema(schema, { vocabulary: DEFAULT_VOCABULARY });
    const registered = new ToolRegistry().register('n.count', {
      description: 'Counts.',
      schema,
      handler: () => undefined,
      idempotent: true,
      timeoutMs: 1000,
    });
    expect(DEFAULT_VOCABULARY).toBe('subset');
    expect(unasked.ok || unasked.error.code).toBe('UNSUPPORTED_KEYWORD');
    expect(named.ok || named.error.code).toBe('UNSUPPORTED_KEYWORD');
    expect(registered.ok || registered.error.code).toBe('UNSUPPORTED_KEYWORD');
    expect(compileSchema(schema, { vocabulary: 'full' }).ok).toBe(true);
  });
});
