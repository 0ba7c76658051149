import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  compileSchema,
  discover,
  loadCatalog,
  loadMcpToolsList,
  MCP_SCHEMA_OPTIONS,
  plainError,
  SYNTHETIC_CATALOG,
  validateArguments,
} from '../../core/index.ts';
import { run, tempFolder } from '../test-io.ts';
import { mcpProblems } from './validate.ts';

const folder = tempFolder();
afterAll(() => folder.remove());

const loaded = loadCatalog(SYNTHETIC_CATALOG);
if (!loaded.ok) throw new Error('the synthetic catalog does not load');
const catalogFile = folder.write('synthetic.json', SYNTHETIC_CATALOG);

const pageSchema = {
  type: 'object',
  properties: { url: { type: 'string', pattern: '^https://' }, depth: { type: 'integer' } },
  required: ['url'],
  additionalProperties: false,
};
const mcpFile = folder.write('mcp.json', {
  tools: [
    { name: 'read-page', inputSchema: pageSchema },
    {
      name: 'list_rows',
      inputSchema: { type: 'object', properties: { page: { type: 'integer', minimum: 'one' } } },
    },
  ],
});

async function validate(catalog: string, tool: string, args: unknown, ...flags: string[]) {
  const file = folder.write('arguments.json', args);
  const result = await run(['validate', catalog, tool, file, '--format', 'json', ...flags]);
  return { ...result, file, report: result.out === '' ? null : JSON.parse(result.out) };
}

describe('validate with a scalar catalog', () => {
  it('accepts valid arguments with exit status 0', async () => {
    const result = await validate(catalogFile, 'observe', { selector: 'main' });
    expect(result.status).toBe(0);
    expect(result.report).toMatchObject({ command: 'validate', ok: true, tool: 'observe', format: 'scalar' });
    expect(result.report.problems).toEqual([]);
  });

  it.each([
    ['an unknown key', 'observe', { selector: 'main', script: 'x' }],
    ['a wrong value', 'observe', { max_nodes: '10' }],
    ['a non-object', 'observe', [1]],
  ])('refuses %s with the error validateArguments gives, exit status 1', async (_name, tool, args) => {
    const expected = validateArguments(loaded.value, tool, args);
    if (expected.ok) throw new Error('the arguments are valid');
    const result = await validate(catalogFile, tool, args);
    expect(result.status).toBe(1);
    expect(result.report.problems).toEqual([{ input: 'arguments', ...plainError(expected.error) }]);
  });

  it.each(['evaluate', 'observ', 'Observe'])('refuses the tool name %s as discovery does', async (tool) => {
    const expected = discover(loaded.value, 'all', tool);
    if (expected.ok) throw new Error('the tool was found');
    const result = await validate(catalogFile, tool, {});
    expect(result.status).toBe(1);
    expect(result.report.problems).toEqual([{ input: 'tool', ...plainError(expected.error) }]);
  });

  it('reads the arguments from standard input for "-"', async () => {
    const args = { selector: 'x'.repeat(501) };
    const expected = validateArguments(loaded.value, 'observe', args);
    if (expected.ok) throw new Error('the arguments are valid');
    const result = await run(['validate', catalogFile, 'observe', '-'], JSON.stringify(args));
    expect(result.status).toBe(1);
    const line = `  ${expected.error.code} <standard input>#${expected.error.path}: ${expected.error.message}\n`;
    expect(result.out).toBe(`observe: refused\n${line}`);
  });
});

describe('validate with an MCP tools/list result', () => {
  it('reports every schema issue with its pointer and schema path', async () => {
    const args = { url: 'http://x', depth: 1.5, extra: true };
    const compiled = compileSchema(pageSchema, MCP_SCHEMA_OPTIONS);
    if (!compiled.ok) throw new Error('the schema does not compile');
    const issues = compiled.value.validate(args);
    expect(issues.length).toBeGreaterThan(1);
    const result = await validate(mcpFile, 'read-page', args);
    expect(result.status).toBe(1);
    expect(result.report.format).toBe('mcp');
    expect(result.report.problems).toEqual(
      issues.map((issue) => ({ input: 'arguments', code: 'INVALID_ARGUMENTS', ...issue })),
    );
  });

  it('accepts arguments the schema accepts', async () => {
    const result = await validate(mcpFile, 'read-page', { url: 'https://example.org' });
    expect(result.status).toBe(0);
    expect(result.report.problems).toEqual([]);
  });

  it('refuses a tool whose schema cannot be checked, with the defect located in the catalog', async () => {
    const result = await validate(mcpFile, 'list_rows', { page: 0 });
    expect(result.status).toBe(1);
    expect(result.report.problems).toMatchObject([
      {
        input: 'catalog',
        tool: 'list_rows',
        code: 'INVALID_SCHEMA',
        path: '/tools/1/inputSchema/properties/page/minimum',
      },
    ]);
  });

  it('refuses a name that no tool has exactly', async () => {
    const result = await validate(mcpFile, 'read_page', {});
    expect(result.status).toBe(1);
    expect(result.report.problems).toMatchObject([{ input: 'tool', code: 'UNKNOWN_TOOL', path: '' }]);
  });
});

const corpus = resolve(import.meta.dirname, '../../../../shared/mcp-real');
if (!existsSync(corpus)) console.log(`skipped: the real MCP corpus at ${corpus} is absent`);
describe.skipIf(!existsSync(corpus))('mcpProblems on the real MCP corpus', () => {
  it('compiles every tool that check calls checkable, so no call is refused for its schema', () => {
    for (const name of readdirSync(corpus).filter((file) => file.endsWith('.json'))) {
      const loaded = loadMcpToolsList(JSON.parse(readFileSync(join(corpus, name), 'utf8')));
      if (!loaded.ok) throw new Error(`${name}: ${loaded.error.code}`);
      for (const tool of loaded.value.tools.filter((candidate) => candidate.schemaCheck.isChecked)) {
        const problems = mcpProblems(loaded.value, '/tools', tool.name, {});
        expect(
          problems.filter((problem) => problem.input !== 'arguments'),
          `${name}: ${tool.name}`,
        ).toEqual([]);
      }
    }
  });
});

describe('validate with inputs that cannot be used', () => {
  it('refuses arguments that are not JSON with exit status 1', async () => {
    const file = folder.write('not-json.json', '{"selector": ');
    const result = await run(['validate', catalogFile, 'observe', file]);
    expect(result.status).toBe(1);
    expect(result.out).toBe(
      `observe: refused\n  INVALID_JSON ${file}: The text is not JSON: at line 1, column 14, the text ends early.\n`,
    );
  });

  it('refuses a broken catalog before it reads the arguments', async () => {
    const catalog = folder.write('broken.json', [{ name: 'x' }]);
    const result = await run(['validate', catalog, 'x', '/no/such/arguments.json', '--format', 'json']);
    expect(result.status).toBe(1);
    expect(JSON.parse(result.out).problems).toMatchObject([
      { input: 'catalog', code: 'INVALID_FIELDS', path: '/0' },
    ]);
  });

  it('stops with exit status 2 when the arguments file is missing', async () => {
    const result = await run(['validate', catalogFile, 'observe', '/no/such/arguments.json']);
    expect(result).toEqual({
      status: 2,
      out: '',
      err: 'tool-contract: /no/such/arguments.json: no such file\n',
    });
  });
});
