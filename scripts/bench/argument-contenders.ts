/**
 * The libraries that do the argument check's job, each given the same schema: the `inputSchema` that
 * `discover` generates for the tool. The core checks through `Tool.check` twice: the scalar catalog's tool
 * (its exact field check) and an MCP tool declaring that inputSchema (the JSON Schema engine), as every
 * feature reads a catalog of either format. zod 4 and valibot parse into a fresh object and return a
 * result, as `Tool.check` does; Ajv's compiled check returns only a boolean. All are timed side by side
 * in one process with the harness's rotation, and must first agree on every case they are timed on.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import * as v from 'valibot';
import { z } from 'zod';
import {
  discover,
  importCatalog,
  scalarToolCatalog,
  toolCatalog,
  type Catalog,
  type InputSchema,
  type Result,
  type Tool,
} from '../../src/core/index.ts';
import { compare, formatRate } from './measure.ts';

/** One contender's verdict on one value; timing keeps the whole result in the harness's sink. */
type Check = (args: unknown) => unknown;

interface Contenders {
  core: Check;
  mcp: Check;
  zod: Check;
  valibot: Check;
  ajv: Check;
}

/** The column titles of a row that `argumentRow` makes, after the operation's name. */
export const CONTENDER_HEADER = [
  'Tool.check',
  'Tool.check (MCP)',
  'zod 4',
  'valibot',
  'Ajv 2020',
  'hand-written',
  'core / zod',
  'MCP / zod',
  'core / valibot',
  'core / Ajv',
];

/** Every contender for one tool of a loaded catalog, built from the tool's generated inputSchema. */
export function contendersFor(catalog: Catalog, tool: string): Contenders {
  const described = discover(catalog, 'all', tool);
  if (!described.ok) throw new Error(described.error.message);
  const schema = described.value[0]!.inputSchema;
  const zodSchema = zodFor(schema);
  const valibotSchema = valibotFor(schema);
  const ajvValidate = new Ajv2020({ allErrors: false }).compile(schema);
  const scalar = found(scalarToolCatalog(catalog).find(tool));
  const imported = importCatalog({ tools: [{ name: tool, inputSchema: schema }] });
  if (!imported.ok) throw new Error(imported.error.message);
  const mcp = found(toolCatalog(imported.value).find(tool));
  return {
    core: (args) => scalar.check(args),
    mcp: (args) => mcp.check(args),
    zod: (args) => zodSchema.safeParse(args),
    valibot: (args) => v.safeParse(valibotSchema, args),
    ajv: (args) => ajvValidate(args),
  };
}

function found(tool: Result<Tool>): Tool {
  if (!tool.ok) throw new Error(tool.error.message);
  return tool.value;
}

/**
 * A strict zod object with the same fields. `max` counts UTF-16 units, not code points: the same verdict
 * on every bench value (all ASCII). `z.int()` accepts safe integers only, as the contract does.
 */
function zodFor(schema: InputSchema) {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, property] of Object.entries(schema.properties)) {
    const rule =
      property.type === 'string'
        ? z.string().max(property.maxLength)
        : property.type === 'integer'
          ? z.int()
          : z.boolean();
    shape[name] = schema.required.includes(name) ? rule : rule.optional();
  }
  return z.strictObject(shape);
}

/** A strict valibot object with the same fields; `maxLength` counts UTF-16 units, as zod's `max` does. */
function valibotFor(schema: InputSchema) {
  const entries: v.ObjectEntries = {};
  for (const [name, property] of Object.entries(schema.properties)) {
    const rule =
      property.type === 'string'
        ? v.pipe(v.string(), v.maxLength(property.maxLength))
        : property.type === 'integer'
          ? v.pipe(v.number(), v.safeInteger())
          : v.boolean();
    entries[name] = schema.required.includes(name) ? rule : v.optional(rule);
  }
  return v.strictObject(entries);
}

/** Whether a contender's answer says the arguments are valid. */
function isAccepted(answer: unknown): boolean {
  if (typeof answer === 'boolean') return answer;
  const result = answer as { ok?: boolean; success?: boolean };
  return result.ok ?? result.success ?? false;
}

/**
 * One table row: every contender timed side by side on the same arguments (and `hand`, a hand-written
 * check, when given), after they were confirmed to agree with each other and with `isValid`.
 */
export function argumentRow(
  label: string,
  contenders: Contenders,
  args: unknown,
  isValid: boolean,
  hand?: Check,
): string[] {
  const all: Record<string, Check> = hand ? { ...contenders, hand } : { ...contenders };
  for (const [name, check] of Object.entries(all)) {
    if (isAccepted(check(args)) !== isValid)
      throw new Error(`${name} does not ${isValid ? 'accept' : 'refuse'} ${label}`);
  }
  const measured = compare(
    Object.fromEntries(Object.entries(all).map(([name, check]) => [name, () => check(args)])),
  );
  const rate = (name: string) => (measured[name] ? formatRate(measured[name].opsPerSecond) : '');
  const ratio = (core: string, name: string) =>
    `${(measured[core]!.opsPerSecond / measured[name]!.opsPerSecond).toFixed(2)}×`;
  return [
    label,
    ...['core', 'mcp', 'zod', 'valibot', 'ajv', 'hand'].map(rate),
    ratio('core', 'zod'),
    ratio('mcp', 'zod'),
    ratio('core', 'valibot'),
    ratio('core', 'ajv'),
  ];
}
