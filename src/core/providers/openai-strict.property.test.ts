import fc from 'fast-check';
import { Ajv2020 } from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { adaptForProvider } from './adapt.ts';
import { arbToolSchema, arbValueFor, fromStrict, toStrict } from './arbitraries.ts';

const ajv = new Ajv2020({ strict: false, allErrors: false });

function adaptStrict(schema: unknown): unknown {
  const adapted = adaptForProvider({ name: 'tool', inputSchema: schema }, 'openai', { strict: true });
  if (!adapted.ok) throw new Error(adapted.error.message);
  expect(adapted.value.remaining).toEqual([]);
  return adapted.value.tool.inputSchema;
}

const schemaWithValues = arbToolSchema().chain((schema) =>
  fc.tuple(fc.constant(schema), fc.array(arbValueFor(schema), { minLength: 8, maxLength: 16 })),
);

// Ajv compiles each generated schema and its adaptation once; every law below is checked on the same pair.
describe('adaptForProvider for OpenAI strict mode, checked by Ajv 2020 on generated schemas', () => {
  it('accepts what the original accepts (null for each omitted optional property) and nothing it refuses', () => {
    const seen = { accepted: 0, refused: 0, adaptedAccepted: 0, adaptedRefused: 0 };
    fc.assert(
      fc.property(schemaWithValues, ([schema, values]) => {
        const original = ajv.compile(schema);
        const adapted = ajv.compile(adaptStrict(schema) as object);
        for (const value of values) {
          const strict = toStrict(schema, value);
          if (original(value)) {
            seen.accepted++;
            expect(adapted(strict), `accepted by the original: ${JSON.stringify(value)}`).toBe(true);
          } else seen.refused++;
          // what a strict-mode model sends, and values with properties left out: read null as left out
          for (const sent of [value, strict]) {
            if (!adapted(sent)) {
              seen.adaptedRefused++;
              continue;
            }
            seen.adaptedAccepted++;
            expect(
              original(fromStrict(schema, sent)),
              `accepted by the adaptation: ${JSON.stringify(sent)}`,
            ).toBe(true);
          }
        }
      }),
      { numRuns: 150 },
    );
    // both verdicts occur often enough for either law to be able to fail
    for (const count of Object.values(seen)) expect(count).toBeGreaterThan(200);
  });
});
