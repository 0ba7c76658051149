import { isPlainObject } from '../json-value.ts';
import { finding } from './finding.ts';
import { at, isObjectSchema, propertyNames } from './schema-facts.ts';
import { walkSchema } from './schema-walk.ts';
import type { ProviderFinding } from './types.ts';

/** OpenAI's documented size limits for a strict schema (openai-strict-limits). */
export const OPENAI_STRICT_LIMITS = /* @__PURE__ */ Object.freeze({
  properties: 5000,
  nesting: 10,
  stringLength: 120_000,
  enumValues: 1000,
  largeEnumValues: 250,
  largeEnumLength: 15_000,
});

interface Tally {
  properties: number;
  nesting: number;
  stringLength: number;
  enumValues: number;
}

/** Findings for a strict schema past OpenAI's limits on properties, nesting, string length and enum size. */
export function lintOpenAiLimits(schema: unknown, base: string): ProviderFinding[] {
  const tally: Tally = { properties: 0, nesting: 0, stringLength: 0, enumValues: 0 };
  const out: ProviderFinding[] = [];
  walkSchema(schema, base, (node, site) => {
    if (typeof node === 'boolean') return;
    tally.nesting = Math.max(tally.nesting, site.depth);
    if (isObjectSchema(node)) {
      const names = propertyNames(node);
      tally.properties += names.length;
      for (const name of names) tally.stringLength += name.length;
    }
    for (const defs of ['$defs', 'definitions']) {
      if (isPlainObject(node[defs]))
        for (const name of Object.keys(node[defs])) tally.stringLength += name.length;
    }
    if (typeof node.const === 'string') tally.stringLength += node.const.length;
    if (Array.isArray(node.enum)) {
      tally.enumValues += node.enum.length;
      const strings = node.enum.filter((value): value is string => typeof value === 'string');
      const length = strings.reduce((sum, value) => sum + value.length, 0);
      tally.stringLength += length;
      const { largeEnumValues, largeEnumLength } = OPENAI_STRICT_LIMITS;
      if (strings.length > largeEnumValues && length > largeEnumLength) {
        const params = {
          measure: 'large_enum_length',
          limit: largeEnumLength,
          count: length,
          values: strings.length,
          threshold: largeEnumValues,
        };
        out.push(finding('openai-strict-limits', at(site, 'enum'), params));
      }
    }
  });
  return [...totals(tally, base), ...out];
}

const MEASURES: readonly (keyof Tally)[] = ['properties', 'nesting', 'stringLength', 'enumValues'];

function totals(tally: Tally, base: string): ProviderFinding[] {
  const out: ProviderFinding[] = [];
  for (const measure of MEASURES) {
    const limit = OPENAI_STRICT_LIMITS[measure];
    const count = tally[measure];
    if (count <= limit) continue;
    out.push(finding('openai-strict-limits', base, { measure, limit, count }));
  }
  return out;
}
