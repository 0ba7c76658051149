import { finding } from './finding.ts';
import { GEMINI_FIELDS } from './keywords.ts';
import { at } from './schema-facts.ts';
import { walkSchema, type SchemaSite } from './schema-walk.ts';
import type { ProviderFinding } from './types.ts';

/** Findings for a tool's schema as Gemini's `parameters` (an OpenAPI 3.0 subset), beyond the root rule. */
export function lintGemini(schema: unknown, base: string): ProviderFinding[] {
  const out: ProviderFinding[] = [];
  walkSchema(schema, base, (node, site) => {
    if (typeof node === 'boolean') {
      if (['properties', 'items', 'anyOf'].includes(site.via[0] ?? '')) {
        out.push(finding('gemini-fields', site.path, { reason: 'boolean_schema' }));
      }
      return;
    }
    lintFields(node, site, out);
  });
  return out;
}

function lintFields(node: Record<string, unknown>, site: SchemaSite, out: ProviderFinding[]): void {
  for (const keyword of Object.keys(node)) {
    if (keyword === '$ref') out.push(finding('gemini-ref', at(site, keyword), { keyword }));
    else if (!GEMINI_FIELDS.includes(keyword))
      out.push(finding('gemini-fields', at(site, keyword), { keyword }));
  }
  if (Array.isArray(node.type))
    out.push(finding('gemini-type', at(site, 'type'), { keyword: 'type', types: node.type }));
  if (Array.isArray(node.items)) {
    const params = { keyword: 'items', form: 'array', reason: 'items_list' };
    out.push(finding('gemini-fields', at(site, 'items'), params));
  }
  if (Array.isArray(node.enum) && node.enum.some((value) => typeof value !== 'string'))
    out.push(finding('gemini-enum', at(site, 'enum'), { keyword: 'enum' }));
}
