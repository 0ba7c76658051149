import { finding } from './finding.ts';
import { GEMINI_FIELDS } from './keywords.ts';
import { at } from './schema-facts.ts';
import { walkSchema, type SchemaSite } from './schema-walk.ts';
import type { ProviderFinding } from './types.ts';
import { isolate } from '../wording/isolate.ts';

/** Findings for a tool's schema as Gemini's `parameters` (an OpenAPI 3.0 subset), beyond the root rule. */
export function lintGemini(schema: unknown, base: string): ProviderFinding[] {
  const out: ProviderFinding[] = [];
  walkSchema(schema, base, (node, site) => {
    if (typeof node === 'boolean') {
      if (['properties', 'items', 'anyOf'].includes(site.via[0] ?? '')) {
        const message = 'Gemini takes a Schema object here, not a boolean schema.';
        out.push(finding('gemini-fields', site.path, { reason: 'boolean_schema' }, message));
      }
      return;
    }
    lintFields(node, site, out);
  });
  return out;
}

function lintFields(node: Record<string, unknown>, site: SchemaSite, out: ProviderFinding[]): void {
  for (const keyword of Object.keys(node)) {
    if (keyword === '$ref') {
      const message = 'Gemini does not resolve "$ref" in function parameters.';
      out.push(finding('gemini-ref', at(site, keyword), { keyword }, message));
    } else if (!GEMINI_FIELDS.includes(keyword)) {
      const message = `Gemini's Schema has no field "${isolate(keyword)}".`;
      out.push(finding('gemini-fields', at(site, keyword), { keyword }, message));
    }
  }
  if (Array.isArray(node.type)) {
    const message = 'Gemini takes one "type", not a list; a list with "null" is written "nullable": true.';
    out.push(finding('gemini-type', at(site, 'type'), { keyword: 'type', types: node.type }, message));
  }
  if (Array.isArray(node.items)) {
    const message = 'Gemini takes one schema in "items", not a list of them.';
    out.push(finding('gemini-fields', at(site, 'items'), { keyword: 'items', form: 'array' }, message));
  }
  if (Array.isArray(node.enum) && node.enum.some((value) => typeof value !== 'string')) {
    const message = 'Gemini takes enum values as strings.';
    out.push(finding('gemini-enum', at(site, 'enum'), { keyword: 'enum' }, message));
  }
}
