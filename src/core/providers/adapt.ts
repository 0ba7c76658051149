import { ok, type Result } from '../result.ts';
import { lintCheckedTool } from './lint.ts';
import { allowedName, lintName } from './names.ts';
import { readProviderTool } from './read-tool.ts';
import { rewriteSchema } from './rewrite.ts';
import type { NameMapping, Provider, ProviderAdaptation, ProviderChange, ProviderOptions } from './types.ts';
import { toWire } from './wire.ts';
import { isolate } from '../wording/isolate.ts';
import { isPlainObject } from '../json-value.ts';

/** The tool's outputSchema as it declares it (an MCP tool's; null is no schema), for the request to carry or drop. */
function declaredOutput(tool: unknown): { outputSchema?: unknown } {
  const schema = isPlainObject(tool) && Object.hasOwn(tool, 'outputSchema') ? tool.outputSchema : undefined;
  return schema === undefined || schema === null ? {} : { outputSchema: schema };
}

/**
 * The tool as `provider` wants it, after the mechanical fixes that keep its meaning or say how they change
 * it: a renamed tool (with the mapping back), `$ref`s inlined for Gemini where not recursive, keywords the
 * provider refuses dropped (each then listed in `remaining` as not enforced, for the host to check), and in
 * OpenAI's strict mode every property required and optional ones nullable, every object closed. What no
 * such fix can mend stays in `remaining` as rejected. Bad input is refused as lintForProvider refuses it.
 */
export function adaptForProvider(
  tool: unknown,
  provider: Provider,
  options: ProviderOptions = {},
): Result<ProviderAdaptation> {
  const checked = readProviderTool(tool);
  if (!checked.ok) return checked;
  const strict = options.strict === true && (provider === 'openai' || provider === 'anthropic');
  const { name, description, inputSchema } = checked.value;
  const changes: ProviderChange[] = [];
  let nameMapping: NameMapping | null = null;
  let sentName = name;
  if (lintName(name, provider).length > 0) {
    sentName = allowedName(name, provider);
    nameMapping = { original: name, adapted: sentName };
    const message = `Renamed the tool to "${isolate(sentName)}"; map calls to "${isolate(sentName)}" back to "${isolate(name)}".`;
    changes.push({ path: '/name', action: 'renamed', meaning: 'kept', params: { ...nameMapping }, message });
  }
  const rewritten = rewriteSchema(inputSchema, provider, strict);
  changes.push(...rewritten.changes);
  const adapted = {
    name: sentName,
    description,
    inputSchema: rewritten.schema as Record<string, unknown> | boolean,
  };
  const remaining = [...lintCheckedTool(adapted, provider, strict), ...rewritten.ignored];
  const request = toWire({ ...adapted, ...declaredOutput(tool) }, provider, strict);
  return ok({ request, tool: adapted, changes, remaining, nameMapping });
}
