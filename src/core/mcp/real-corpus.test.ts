import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileSchema, DIALECT_DRAFT_07 } from '../schema/index.ts';
import { checkToolResult } from './check-result.ts';
import { loadMcpToolsList } from './load-tools-list.ts';
import { MCP_SCHEMA_OPTIONS } from './read-tool.ts';
import { mcpToolCatalog } from '../tool/tool.ts';
import { corpusRuns, sharedData } from '../../../scripts/shared-data.ts';

const DIR = sharedData('the real MCP corpus', 'mcp-real') ?? '';
/** Generated cases per tool: every tool of the corpus is checked either way, with more cases in the corpus run. */
const RUNS = corpusRuns(25, 4);
const present = DIR !== '';

interface CorpusFile {
  name: string;
  tools: Record<string, unknown>[];
}

const files = (): CorpusFile[] =>
  readdirSync(DIR)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({
      name,
      tools: (JSON.parse(readFileSync(join(DIR, name), 'utf8')) as CorpusFile).tools,
    }));

type Schema = Record<string, unknown>;
const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value the schema most likely accepts, read from it: const, enum, default, then an example of its type. */
function exampleOf(schema: unknown, root: Schema, depth = 0): unknown {
  if (!isSchema(schema) || depth > 8) return null;
  if (typeof schema.$ref === 'string' && schema.$ref.startsWith('#/')) {
    const target = schema.$ref
      .slice(2)
      .split('/')
      .reduce<unknown>(
        (at, token) => (isSchema(at) ? at[token.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined),
        root,
      );
    return exampleOf(target, root, depth + 1);
  }
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if ('default' in schema) return schema.default;
  for (const key of ['anyOf', 'oneOf', 'allOf']) {
    const branches = schema[key];
    if (Array.isArray(branches) && branches.length > 0) return exampleOf(branches[0], root, depth + 1);
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return 'x'.repeat(typeof schema.minLength === 'number' ? schema.minLength : 1);
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 1;
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array':
      return Array.from({ length: typeof schema.minItems === 'number' ? schema.minItems : 1 }, () =>
        exampleOf(schema.items, root, depth + 1),
      );
    default: {
      const properties = isSchema(schema.properties) ? schema.properties : {};
      return Object.fromEntries(
        Object.keys(properties).map((key) => [key, exampleOf(properties[key], root, depth + 1)]),
      );
    }
  }
}

/** Argument objects for one tool: its example, examples with some keys dropped or replaced, and random objects. */
function argumentsFor(schema: Schema): fc.Arbitrary<unknown> {
  const example = exampleOf(schema, schema) as Record<string, unknown>;
  const keys = Object.keys(example);
  const json = fc.jsonValue({ maxDepth: 2 });
  const edited = fc
    .tuple(fc.subarray(keys), fc.array(fc.tuple(fc.constantFrom(...keys, 'extra'), json), { maxLength: 2 }))
    .map(([kept, replaced]) => Object.fromEntries([...kept.map((key) => [key, example[key]]), ...replaced]));
  return fc.oneof(
    fc.constant(example),
    keys.length > 0 ? edited : fc.constant({}),
    fc.dictionary(fc.string(), json, { maxKeys: 3 }),
  );
}

function ajvFor(schema: Schema) {
  const options = { strict: false, validateFormats: false, ownProperties: true, logger: false as const };
  const ajv = schema.$schema === DIALECT_DRAFT_07 ? new Ajv(options) : new Ajv2020(options);
  return ajv.compile(schema);
}

describe.skipIf(!present)('the real MCP corpus in ../shared/mcp-real', () => {
  it('imports every tool of every server and can check at least 99% of them', () => {
    let total = 0;
    let checkable = 0;
    const notCheckable: string[] = [];
    for (const file of present ? files() : []) {
      const loaded = loadMcpToolsList({ tools: file.tools });
      if (!loaded.ok) throw new Error(`${file.name}: ${loaded.error.code} at ${loaded.error.path}`);
      expect(loaded.value.tools.map((tool) => tool.name)).toEqual(file.tools.map((tool) => tool.name));
      for (const tool of loaded.value.tools) {
        total++;
        if (tool.schemaCheck.isChecked) checkable++;
        else
          notCheckable.push(
            `${file.name} ${tool.name}: ${tool.schemaCheck.error.code} at ${tool.schemaCheck.error.path}`,
          );
      }
    }
    console.log(
      `mcp-real: ${total} tools imported, ${checkable} checkable (${((100 * checkable) / total).toFixed(1)}%)`,
    );
    if (notCheckable.length > 0) console.log(`not checkable:\n  ${notCheckable.join('\n  ')}`);
    expect(checkable / total).toBeGreaterThanOrEqual(0.99);
  });

  it('agrees with Ajv on generated argument objects, valid and invalid, for every checkable tool', () => {
    const verdicts = { valid: 0, invalid: 0 };
    for (const file of present ? files() : []) {
      for (const tool of file.tools) {
        const schema = tool.inputSchema as Schema;
        const ours = compileSchema(schema, MCP_SCHEMA_OPTIONS);
        if (!ours.ok) continue;
        const ajv = ajvFor(schema);
        fc.assert(
          fc.property(argumentsFor(schema), (args) => {
            const verdict = ours.value.isValid(args);
            expect(verdict, `${file.name} ${String(tool.name)}: ${JSON.stringify(args)}`).toBe(ajv(args));
            expect(ours.value.validate(args).length === 0).toBe(verdict);
            verdicts[verdict ? 'valid' : 'invalid']++;
          }),
          { numRuns: RUNS, seed: 9 },
        );
      }
    }
    console.log(
      `mcp-real agreement with Ajv: ${verdicts.valid} valid and ${verdicts.invalid} invalid argument objects`,
    );
    // both kinds well represented: over 40 of each per generated case and tool pass
    expect(verdicts.valid).toBeGreaterThan(40 * RUNS);
    expect(verdicts.invalid).toBeGreaterThan(40 * RUNS);
  }, 120_000);

  it('judges generated results of every tool with an outputSchema as Ajv judges their structuredContent', () => {
    const verdicts = { tools: 0, conforms: 0, defective: 0 };
    for (const file of present ? files() : []) {
      const loaded = loadMcpToolsList({ tools: file.tools });
      if (!loaded.ok) throw new Error(`${file.name}: ${loaded.error.code} at ${loaded.error.path}`);
      for (const tool of mcpToolCatalog(loaded.value).tools) {
        if (tool.outputCheck === null) continue;
        verdicts.tools++;
        expect(tool.outputCheck.isChecked, `${file.name} ${tool.name}`).toBe(true);
        const ajv = ajvFor(tool.outputSchema as Schema);
        fc.assert(
          fc.property(argumentsFor(tool.outputSchema as Schema), (structuredContent) => {
            const check = checkToolResult(tool, { content: [], structuredContent });
            const label = `${file.name} ${tool.name}: ${JSON.stringify(structuredContent)}`;
            expect(check.verdict === 'conforms', label).toBe(ajv(structuredContent));
            for (const problem of check.problems) expect(problem.path).toMatch(/^\/structuredContent/);
            verdicts[check.verdict === 'conforms' ? 'conforms' : 'defective']++;
          }),
          { numRuns: RUNS, seed: 11 },
        );
        const missing = checkToolResult(tool, { content: [{ type: 'text', text: '{}' }] });
        expect(missing.problems.map((problem) => problem.code)).toEqual(['MISSING_STRUCTURED_CONTENT']);
      }
    }
    console.log(
      `mcp-real results: ${verdicts.tools} tools with an outputSchema, ${verdicts.conforms} conforming and ${verdicts.defective} defective results, as Ajv judged them`,
    );
    expect(verdicts.tools).toBeGreaterThan(0);
    expect(verdicts.conforms).toBeGreaterThan(0.4 * RUNS * verdicts.tools);
    expect(verdicts.defective).toBeGreaterThan((RUNS / 25) * verdicts.tools);
  }, 120_000);
});
