import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbCatalogItems, arbInvalidValue, arbValidValue, withOwnKey } from './arbitraries.ts';
import { loadCatalog } from './load-catalog.ts';
import type { ToolDefinition } from './types.ts';
import { validateArguments } from './validate-arguments.ts';
import { checkArgumentsPlainly, type OracleVerdict } from './validate-arguments.oracle.ts';

/** Arguments of every sort for a tool: its fields and stray keys, in any order, with good, bad or any values. */
function arbAnyArguments(tool: ToolDefinition): fc.Arbitrary<unknown> {
  const names = Object.keys(tool.fields);
  const arbKey = fc.oneof(
    { weight: 4, arbitrary: names.length > 0 ? fc.constantFrom(...names) : fc.constant('x') },
    fc.constantFrom('script', '__proto__', 'constructor', 'a/b', '~0', '0', ''),
  );
  const arbValue = (key: string) => {
    const spec = tool.fields[key];
    if (spec === undefined || !Object.hasOwn(tool.fields, key)) return fc.anything();
    return fc.oneof({ weight: 4, arbitrary: arbValidValue(spec) }, arbInvalidValue(spec), fc.anything());
  };
  const arbEntries = fc
    .uniqueArray(arbKey, { maxLength: 8 })
    .chain((keys) => fc.tuple(...keys.map((key) => arbValue(key).map((value) => [key, value] as const))));
  const arbObject = arbEntries.map((entries) => {
    let args: object = {};
    for (const [key, value] of entries) args = withOwnKey(args, key, value);
    return args;
  });
  return fc.oneof({ weight: 8, arbitrary: arbObject }, fc.anything());
}

function fastVerdict(tool: ToolDefinition, items: unknown, args: unknown): OracleVerdict {
  const loaded = loadCatalog(items);
  if (!loaded.ok) throw new Error('the generated catalog must load');
  const result = validateArguments(loaded.value, tool.name, args);
  if (result.ok) return { ok: true, arguments: result.value.arguments };
  const { code, path, reason, params } = result.error;
  return { ok: false, code, path, reason, params };
}

describe('validateArguments and its plain oracle', () => {
  it('always agree: the same verdict, code, path, reason, params and copied arguments', () => {
    const arbCase = arbCatalogItems(4)
      .map((items) => items.map((tool) => ({ ...tool, enabled: true })))
      .filter((items) => items.length > 0)
      .chain((items) =>
        fc
          .constantFrom(...items)
          .chain((tool) => arbAnyArguments(tool).map((args) => ({ items, tool, args }))),
      );
    fc.assert(
      fc.property(arbCase, ({ items, tool, args }) => {
        expect(fastVerdict(tool, items, args)).toEqual(checkArgumentsPlainly(tool, args));
      }),
      { numRuns: 1000 },
    );
  });
});
