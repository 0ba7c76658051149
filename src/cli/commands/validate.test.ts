import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  compileSchema,
  discover,
  loadCatalog,
  loadMcpToolsList,
  MCP_SCHEMA_OPTIONS,
  mcpToolCatalog,
  plainError,
  SYNTHETIC_CATALOG,
  validateArguments,
} from '../../core/index.ts';
import { sharedData } from '../../../scripts/shared-data.ts';
import type { CliIo } from '../io.ts';
import { run, tempFolder } from '../test-io.ts';
import { argumentProblems } from './validate.ts';

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

const corpus = sharedData('argument checks on the real MCP corpus', 'mcp-real');
describe.skipIf(corpus === undefined)('argument checks on the real MCP corpus', () => {
  it('checks every tool that check calls checkable, so no call is refused for its schema', async () => {
    const io = {
      checkInWorker: () => Promise.reject(new Error('no worker in this test')),
    } as unknown as CliIo;
    for (const name of readdirSync(corpus!).filter((file) => file.endsWith('.json'))) {
      const loaded = loadMcpToolsList(JSON.parse(readFileSync(join(corpus!, name), 'utf8')));
      if (!loaded.ok) throw new Error(`${name}: ${loaded.error.code}`);
      const tools = mcpToolCatalog(loaded.value);
      for (const [index, tool] of tools.tools.entries()) {
        if (!loaded.value.tools[index]!.schemaCheck.isChecked) continue;
        const checked = tool.check({});
        // a refusal of the arguments lists its issues; a refusal of the schema would list none
        expect(checked.ok || checked.issues.length > 0, `${name}: ${tool.name}`).toBe(true);
        if (JSON.stringify(tool.inputSchema).includes('"pattern')) continue;
        const problems = await argumentProblems(tool, `/tools/${index}`, {}, io, 1000);
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

describe('validate runs an MCP schema with patterns under a time limit', () => {
  const slow = '^(a+)+$';
  const slowFile = folder.write('slow.json', {
    tools: [
      { name: 'noop', inputSchema: { type: 'object' } },
      {
        name: 'match',
        inputSchema: {
          type: 'object',
          properties: { quick: { type: 'string', pattern: '^x' }, word: { $ref: '#/$defs/word' } },
          $defs: { word: { type: 'string', pattern: slow } },
        },
      },
    ],
  });
  // 2^28 ways to split the a's, each refused at the "!": 10 to 30 s on one core without a limit, so a
  // check run without the worker ends (and fails these tests) instead of hanging them
  const hostile = { quick: 'x', word: `${'a'.repeat(28)}!` };

  it('stops a catastrophic pattern after 1 s by default, naming it and its pointer, exit status 1', async () => {
    const started = Date.now();
    const result = await validate(slowFile, 'match', hostile);
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(result.status).toBe(1);
    expect(result.report.problems).toEqual([
      {
        input: 'catalog',
        tool: 'match',
        code: 'CHECK_TIMEOUT',
        path: '/tools/1/inputSchema/$defs/word/pattern',
        keyword: 'pattern',
        reason: 'pattern_timeout',
        params: { seconds: 1, pattern: slow },
        message: `The check was stopped after 1 s while the pattern "${slow}" was running; a pattern like this can backtrack for a very long time on some strings.`,
      },
    ]);
  });

  it('takes --pattern-timeout in seconds, and says where in the text output', async () => {
    const file = folder.write('hostile-args.json', hostile);
    const result = await run(['validate', slowFile, 'match', file, '--pattern-timeout', '0.25']);
    expect(result.status).toBe(1);
    expect(result.out).toBe(
      `match: refused\n  CHECK_TIMEOUT ${slowFile}#/tools/1/inputSchema/$defs/word/pattern: The check was stopped after 0.25 s while the pattern "${slow}" was running; a pattern like this can backtrack for a very long time on some strings.\n`,
    );
  });

  it('gives the issues of a check that ends in time, as the schema compiler does', async () => {
    const args = { quick: 'y', word: 'aaa!' };
    const result = await validate(slowFile, 'match', args, '--pattern-timeout=5');
    expect(result.status).toBe(1);
    expect(result.report.problems).toMatchObject([
      {
        input: 'arguments',
        code: 'INVALID_ARGUMENTS',
        path: '/quick',
        schemaPath: '/properties/quick/pattern',
      },
      { input: 'arguments', code: 'INVALID_ARGUMENTS', path: '/word', schemaPath: '/$defs/word/pattern' },
    ]);
  });

  it('checks a schema without a pattern without a worker', async () => {
    const checkInWorker = () => Promise.reject(new Error('no worker for a schema without a pattern'));
    const file = folder.write('noop-args.json', { any: 1 });
    const result = await run(['validate', slowFile, 'noop', file], '', { checkInWorker });
    expect(result).toMatchObject({ status: 0, out: 'noop: arguments valid\n' });
  });

  it.each([
    [
      { kind: 'stopped', afterMs: 2000, pattern: null },
      {
        code: 'CHECK_TIMEOUT',
        path: '/tools/1/inputSchema',
        reason: 'check_timeout',
        params: { seconds: 2 },
        message: 'The check was stopped after 2 s.',
      },
    ],
    [
      { kind: 'failed', message: 'out of memory' },
      {
        code: 'CHECK_FAILED',
        path: '/tools/1/inputSchema',
        reason: 'check_failed',
        params: { message: 'out of memory' },
        message: 'The check could not run: out of memory.',
      },
    ],
  ] as const)('reports a worker outcome %j as a problem of the tool', async (outcome, problem) => {
    const file = folder.write('outcome-args.json', hostile);
    const result = await run(['validate', slowFile, 'match', file, '--format', 'json'], '', {
      checkInWorker: () => Promise.resolve(outcome),
    });
    expect(result.status).toBe(1);
    expect(JSON.parse(result.out).problems).toEqual([{ input: 'catalog', tool: 'match', ...problem }]);
  });

  it('words a stopped check in Korean', async () => {
    const file = folder.write('ko-args.json', hostile);
    const result = await run([
      'validate',
      slowFile,
      'match',
      file,
      '--lang',
      'ko',
      '--pattern-timeout',
      '0.2',
    ]);
    expect(result.out).toContain(`0.2초 뒤 검사를 멈췄습니다. 그때 돌던 패턴: ${slow}.`);
  });
});
