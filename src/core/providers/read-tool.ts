import { hasOwnKey, isPlainObject, valueKind } from '../json-value.ts';
import { fail, ok, type ContractError, type Result } from '../result.ts';
import { refSites, resolvePointer } from './refs.ts';
import { checkSchemaShape } from './schema-walk.ts';
import { isolate } from '../wording/isolate.ts';

/** A tool whose shape was checked: a string name, a description or null, and a well-formed schema. */
export interface CheckedTool {
  readonly name: string;
  readonly description: string | null;
  readonly inputSchema: Record<string, unknown> | boolean;
}

/**
 * Checks that `tool` has the shape every provider format starts from — an object with a string `name`,
 * an optional string `description` and an `inputSchema` that is a well-formed schema whose local `$ref`s
 * all lead somewhere — refusing it with
 * the JSON pointer of the first defect; provider rules are findings, not errors. A tool that carries a
 * known `defect` (a malformed schema the MCP import found) is refused with it.
 */
export function readProviderTool(tool: unknown): Result<CheckedTool> {
  if (!isPlainObject(tool))
    return fail(
      'INVALID_TOOL',
      '',
      'not_an_object',
      { subject: 'tool', received: valueKind(tool) },
      'A tool must be a JSON object.',
    );
  const defect = own(tool, 'defect') as ContractError | null | undefined;
  if (defect) return { ok: false, error: defect };
  const name = own(tool, 'name');
  if (typeof name !== 'string')
    return fail(
      'INVALID_TOOL',
      '/name',
      'wrong_type',
      { expected: ['string'], received: valueKind(name) },
      'A tool name must be a string.',
    );
  const description = own(tool, 'description');
  if (description !== undefined && description !== null && typeof description !== 'string') {
    return fail(
      'INVALID_TOOL',
      '/description',
      'wrong_type',
      { expected: ['string'], received: valueKind(description) },
      '"description" must be a string when present.',
    );
  }
  if (!hasOwnKey(tool, 'inputSchema'))
    return fail(
      'INVALID_TOOL',
      '/inputSchema',
      'missing_key',
      { key: 'inputSchema' },
      'A tool must have an "inputSchema".',
    );
  const inputSchema = own(tool, 'inputSchema');
  if (typeof inputSchema !== 'boolean' && !isPlainObject(inputSchema)) {
    return fail(
      'INVALID_SCHEMA',
      '/inputSchema',
      'not_a_schema',
      { received: valueKind(inputSchema) },
      '"inputSchema" must be a JSON object or a boolean.',
    );
  }
  const shape = checkSchemaShape(inputSchema, '/inputSchema');
  if (!shape.ok) return shape;
  for (const site of refSites(inputSchema)) {
    if (site.target === null) continue;
    const target = resolvePointer(inputSchema, site.target);
    if (typeof target !== 'boolean' && !isPlainObject(target)) {
      const message = `"${isolate(site.ref)}" does not name a schema in this inputSchema.`;
      return fail(
        'UNRESOLVED_REF',
        `/inputSchema${site.path}/$ref`,
        'ref_not_found',
        { ref: site.ref },
        message,
      );
    }
  }
  return ok({ name, description: description ?? null, inputSchema });
}

function own(value: Record<string, unknown>, key: string): unknown {
  return hasOwnKey(value, key) ? value[key] : undefined;
}
