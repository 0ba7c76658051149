import { contractError, fail, ok, type ContractError, type Result } from '../result.ts';
import type { Catalog, PropertySchema, ToolDefinition, ToolDescription } from './types.ts';
import { englishMessage } from '../wording/message.ts';
import { not_available, not_available$all, not_listed, unknown_family } from '../wording/en-catalog.ts';
import { isLabel, notALabel } from './values.ts';

/** The family that lifts the family filter, and only that filter: disabled tools stay hidden. */
export const ALL_FAMILIES = 'all';

/**
 * Lists the enabled tools of a family (or of every family for `all`), optionally only the one with
 * exactly `name`, as fresh copies that the caller may change. Errors point into the call itself:
 * `/family` for a bad or unknown family, `/name` for a bad name or a tool that is not available.
 */
export function discover(catalog: Catalog, family: string, name?: string | null): Result<ToolDescription[]> {
  if (!isLabel(family)) return notALabel('/family', 'family', family);
  const hasName = name !== undefined && name !== null;
  if (hasName && !isLabel(name)) return notALabel('/name', 'tool_name', name);
  if (family !== ALL_FAMILIES && !catalog.index.hasFamily(family)) return unknownFamily(family);
  if (!hasName) return ok(catalog.index.enabledIn(family).map((entry) => entry.describe()));
  const entry = catalog.index.tool(name);
  const isAvailable =
    entry !== undefined &&
    entry.definition.enabled &&
    (family === ALL_FAMILIES || entry.definition.family === family);
  if (!isAvailable) return notAvailable(name, family);
  return ok([entry.describe()]);
}

/**
 * The enabled tools of a family (every family for `all`) as the catalog holds them: frozen definitions,
 * shared rather than copied, with the same family checks as `discover`. For a list that shows names and
 * effects, where building a fresh description of every tool would be wasted work.
 */
export function listTools(catalog: Catalog, family: string): Result<readonly ToolDefinition[]> {
  if (!isLabel(family)) return notALabel('/family', 'family', family);
  if (family !== ALL_FAMILIES && !catalog.index.hasFamily(family)) return unknownFamily(family);
  return ok(catalog.index.enabledIn(family).map((entry) => entry.definition));
}

function unknownFamily(family: string): Result<never> {
  const params = { family };
  return fail('UNKNOWN_FAMILY', '/family', 'unknown_family', params, () =>
    englishMessage(unknown_family, params),
  );
}

/** The failure for a name that is not a label or names no enabled tool of the family. */
export function toolNotFound(name: unknown, family: string): Result<never> {
  if (!isLabel(name)) return notALabel('/name', 'tool_name', name);
  return notAvailable(name, family);
}

/** Builds fresh descriptions of one tool from arrays prepared once at load time. */
export function compileDescriber(definition: ToolDefinition): () => ToolDescription {
  const { name, family, effect, fields } = definition;
  const names = Object.keys(fields);
  const specs = names.map((field) => fields[field]!);
  const required = names.filter((field) => fields[field]!.required);
  return () => {
    const properties: Record<string, PropertySchema> = {};
    for (let i = 0; i < names.length; i++) {
      const spec = specs[i]!;
      properties[names[i]!] =
        spec.type === 'string' ? { type: 'string', maxLength: spec.max_length } : { type: spec.type };
    }
    return {
      name,
      family,
      effect,
      inputSchema: { type: 'object', properties, required: required.slice(), additionalProperties: false },
      executes: false,
    };
  };
}

/**
 * A list without families (an MCP tool list) has no tool of exactly this name: the same code and pointer
 * as a catalog's tool that is not available, worded for a list.
 */
export function notListed(name: string): ContractError<'TOOL_NOT_AVAILABLE_IN_FAMILY'> {
  const params = { name };
  return contractError('TOOL_NOT_AVAILABLE_IN_FAMILY', '/name', 'not_listed', params, () =>
    englishMessage(not_listed, params),
  );
}

function notAvailable(name: string, family: string): Result<never> {
  const params = { name, family };
  // the sentence's variant, as sentenceKey chooses it: `all` is every family, not one
  const sentence = family === ALL_FAMILIES ? not_available$all : not_available;
  return fail('TOOL_NOT_AVAILABLE_IN_FAMILY', '/name', 'not_available', params, () =>
    englishMessage(sentence, params),
  );
}
