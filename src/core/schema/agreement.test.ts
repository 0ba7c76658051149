import fc from 'fast-check';
import { Ajv2020 } from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { compileSchema } from './compile-schema.ts';
import { arbJsonValue, arbSubsetSchema, PLAIN_NAMES } from './arbitraries.ts';
import { pointsInto } from './test-support.ts';

const ajv = new Ajv2020({ ownProperties: true, strict: false, allErrors: true });

function ajvVerdict(schema: unknown): ((value: unknown) => boolean) | undefined {
  try {
    const validate = ajv.compile(schema as object);
    return (value) => validate(value) as boolean;
  } catch {
    return undefined;
  }
}

describe('compileSchema on generated schemas and values', () => {
  it('compiles every generated subset schema', () => {
    fc.assert(fc.property(arbSubsetSchema(), (schema) => compileSchema(schema).ok));
  });

  it('agrees with Ajv 2020 wherever Ajv compiles the schema', () => {
    let compared = 0;
    fc.assert(
      fc.property(
        arbSubsetSchema(PLAIN_NAMES),
        fc.array(arbJsonValue(PLAIN_NAMES), { minLength: 1, maxLength: 8 }),
        (schema, values) => {
          const ajvIsValid = ajvVerdict(schema);
          const compiled = compileSchema(schema);
          if (!ajvIsValid || !compiled.ok) return;
          compared++;
          for (const value of values)
            expect(compiled.value.validate(value).length === 0).toBe(ajvIsValid(value));
        },
      ),
      { numRuns: 400 },
    );
    expect(compared).toBeGreaterThan(300);
  });

  it('gives the same verdict on the fast path and the collecting path', () => {
    fc.assert(
      fc.property(arbSubsetSchema(), arbJsonValue(), (schema, value) => {
        const compiled = compileSchema(schema);
        if (!compiled.ok) throw new Error(compiled.error.message);
        expect(compiled.value.isValid(value)).toBe(compiled.value.validate(value).length === 0);
      }),
      { numRuns: 1000 },
    );
  });

  it('reports only paths that resolve to a location in the value', () => {
    fc.assert(
      fc.property(arbSubsetSchema(), arbJsonValue(), (schema, value) => {
        const compiled = compileSchema(schema);
        if (!compiled.ok) throw new Error(compiled.error.message);
        for (const issue of compiled.value.validate(value)) expect(pointsInto(value, issue.path)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});
