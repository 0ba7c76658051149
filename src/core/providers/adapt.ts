import { ok, type Result } from '../result.ts';
import { lintCheckedTool, readCheckedTool } from './lint.ts';
import { allowedName, lintName } from './names.ts';
import { rewriteSchema } from './rewrite.ts';
import { changeSentence } from './sentence.ts';
import type {
  NameMapping,
  Provider,
  ProviderAdaptation,
  ProviderChange,
  ProviderOptions,
  ProviderTool,
} from './types.ts';
import { toWire } from './wire.ts';
import { wordSentence } from '../wording/reasons.ts';

/** The tool's outputSchema as it declares it (an MCP tool's; null is no schema), for the request to carry or drop. */
function declaredOutput(tool: ProviderTool): { outputSchema?: unknown } {
  const schema = tool.outputSchema;
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
  const read = readCheckedTool(tool);
  if (!read.ok) return read;
  const strict = options.strict === true && (provider === 'openai' || provider === 'anthropic');
  const { name, description, inputSchema } = read.value.checked;
  const changes: ProviderChange[] = [];
  let nameMapping: NameMapping | null = null;
  let sentName = name;
  if (lintName(name, provider).length > 0) {
    sentName = allowedName(name, provider);
    nameMapping = { original: name, adapted: sentName };
    const params = { ...nameMapping };
    const message = wordSentence(changeSentence({ action: 'renamed', params }), 'en');
    changes.push({ path: '/name', action: 'renamed', meaning: 'kept', params, message });
  }
  const rewritten = rewriteSchema(inputSchema, provider, strict);
  changes.push(...rewritten.changes);
  const adapted = {
    name: sentName,
    description,
    inputSchema: rewritten.schema as Record<string, unknown> | boolean,
  };
  const remaining = [...lintCheckedTool(adapted, provider, strict), ...rewritten.ignored];
  const request = toWire({ ...adapted, ...declaredOutput(read.value.tool) }, provider, strict);
  // a missing description stays missing, so that the neutral tool reads again as the tool it came from
  const { name: sent, inputSchema: schema } = adapted;
  const neutral = description === null ? { name: sent, inputSchema: schema } : { ...adapted, description };
  return ok({ request, tool: neutral, changes, remaining, nameMapping });
}
