import { afterAll, describe, expect, it } from 'vitest';
import { SYNTHETIC_CATALOG } from '../../core/index.ts';
import { run, tempFolder } from '../test-io.ts';

const folder = tempFolder();
afterAll(() => folder.remove());

const output = {
  type: 'object',
  properties: { exitCode: { type: 'integer' }, stdout: { type: 'string', pattern: '^ok' } },
  required: ['exitCode'],
  additionalProperties: false,
};
const catalogFile = folder.write('mcp.json', {
  tools: [
    { name: 'plain', inputSchema: { type: 'object' } },
    { name: 'run', inputSchema: { type: 'object' }, outputSchema: output },
    {
      name: 'count',
      inputSchema: { type: 'object' },
      outputSchema: { type: 'object', properties: { n: { type: 'integer', minimum: 0 } } },
    },
    { name: 'broken', inputSchema: { type: 'object' }, outputSchema: { $ref: '#/$defs/none' } },
  ],
});
const scalarFile = folder.write('scalar.json', SYNTHETIC_CATALOG);
const text = [{ type: 'text', text: 'done' }];

async function validateResult(tool: string, result: unknown, ...flags: string[]) {
  const file = folder.write('result.json', result);
  const ran = await run(['validate-result', catalogFile, tool, file, '--format', 'json', ...flags]);
  return { ...ran, file, report: ran.out === '' ? null : JSON.parse(ran.out) };
}

describe('validate-result', () => {
  it('accepts a result whose structuredContent matches the outputSchema, exit status 0', async () => {
    const result = await validateResult('count', { content: text, structuredContent: { n: 3 } });
    expect(result.status).toBe(0);
    expect(result.report).toMatchObject({
      command: 'validate-result',
      ok: true,
      tool: 'count',
      format: 'mcp',
      verdict: 'conforms',
      checkedOutput: true,
      problems: [],
    });
  });

  it('refuses structuredContent that breaks the outputSchema, every issue with its pointer, exit status 1', async () => {
    const result = await validateResult('count', { content: text, structuredContent: { n: -1 } });
    expect(result.status).toBe(1);
    expect(result.report.verdict).toBe('defective');
    expect(result.report.problems).toEqual([
      expect.objectContaining({
        input: 'result',
        code: 'INVALID_STRUCTURED_CONTENT',
        path: '/structuredContent/n',
        schemaPath: '/properties/n/minimum',
        keyword: 'minimum',
      }),
    ]);
  });

  it('checks an outputSchema with patterns in the worker, with the same pointers', async () => {
    const result = await validateResult('run', {
      content: text,
      structuredContent: { exitCode: 1.5, stdout: 'no', x: 1 },
    });
    expect(result.status).toBe(1);
    expect(result.report.problems.map((p: { path: string; keyword: string }) => [p.path, p.keyword])).toEqual(
      [
        ['/structuredContent/exitCode', 'type'],
        ['/structuredContent/stdout', 'pattern'],
        ['/structuredContent/x', 'additionalProperties'],
      ],
    );
    const good = await validateResult('run', {
      content: text,
      structuredContent: { exitCode: 0, stdout: 'ok' },
    });
    expect([good.status, good.report.verdict]).toEqual([0, 'conforms']);
  });

  it.each([
    [
      { kind: 'stopped', afterMs: 2000, pattern: 0 },
      { reason: 'check_timeout', params: { seconds: 2 }, message: 'The check was stopped after 2 s.' },
    ],
    [
      { kind: 'failed', message: 'out of memory' },
      {
        reason: 'check_failed',
        params: { message: 'out of memory' },
        message: 'The check could not run: out of memory.',
      },
    ],
  ] as const)('refuses a result whose check in the worker ends as %j', async (outcome, words) => {
    const file = folder.write('worker-result.json', { content: text, structuredContent: { exitCode: 0 } });
    const result = await run(['validate-result', catalogFile, 'run', file, '--format', 'json'], '', {
      checkInWorker: () => Promise.resolve(outcome),
    });
    expect(result.status).toBe(1);
    expect(JSON.parse(result.out)).toMatchObject({ verdict: 'defective', checkedOutput: true });
    expect(JSON.parse(result.out).problems).toEqual([
      { input: 'result', code: 'INVALID_STRUCTURED_CONTENT', path: '/structuredContent', ...words },
    ]);
  });

  it('reports an error result without checking it against the outputSchema, exit status 0', async () => {
    const result = await validateResult('count', {
      content: text,
      isError: true,
      structuredContent: { n: 'x' },
    });
    expect(result.status).toBe(0);
    expect(result.report).toMatchObject({
      ok: true,
      verdict: 'error_result',
      checkedOutput: false,
      problems: [],
    });
    const words = await run(['validate-result', catalogFile, 'count', result.file]);
    expect(words.out).toBe('count: error result (isError is true): not checked against the outputSchema\n');
  });

  it('refuses a successful result without structuredContent from a tool with an outputSchema', async () => {
    const result = await validateResult('run', { content: text });
    expect(result.status).toBe(1);
    expect(result.report.problems).toMatchObject([
      { input: 'result', code: 'MISSING_STRUCTURED_CONTENT', path: '' },
    ]);
  });

  it('accepts a well-formed result of a tool without an outputSchema and says nothing was compared', async () => {
    const result = await validateResult('plain', { content: text });
    expect(result.report).toMatchObject({ ok: true, verdict: 'conforms', checkedOutput: false });
    const words = await run(['validate-result', catalogFile, 'plain', result.file]);
    expect(words.out).toBe('plain: result well formed (the tool declares no outputSchema)\n');
  });

  it('says the result is not checkable when the outputSchema is malformed, pointing into the catalog', async () => {
    const result = await validateResult('broken', { content: text, structuredContent: {} });
    expect(result.status).toBe(1);
    expect(result.report.verdict).toBe('not_checkable');
    expect(result.report.problems).toMatchObject([
      { input: 'catalog', tool: 'broken', code: 'UNRESOLVED_REF', path: '/tools/3/outputSchema/$ref' },
    ]);
  });

  it('reads the result from standard input and words problems in text', async () => {
    const stdin = JSON.stringify({ content: 'x', structuredContent: { n: 1 } });
    const result = await run(['validate-result', catalogFile, 'count', '-'], stdin);
    expect(result.status).toBe(1);
    expect(result.out).toBe(
      'count: result refused\n  INVALID_TOOL_RESULT <standard input>#/content: Expected array but got string.\n',
    );
  });

  it.each([
    ['an unknown tool', ['validate-result', catalogFile, 'nope', '-'], '{}', 1, 'UNKNOWN_TOOL'],
    ['a scalar catalog', ['validate-result', scalarFile, 'observe', '-'], '{}', 1, 'UNKNOWN_CATALOG_FORMAT'],
    ['a result that is not JSON', ['validate-result', catalogFile, 'count', '-'], '{', 1, 'INVALID_JSON'],
  ])('refuses %s with its code', async (_label, argv, stdin, status, code) => {
    const result = await run([...argv, '--format', 'json'], stdin);
    expect(result.status).toBe(status);
    expect(JSON.parse(result.out).problems).toMatchObject([{ code }]);
  });

  it('exits 2 when the result file cannot be read', async () => {
    const result = await run(['validate-result', catalogFile, 'count', folder.dir + '/missing.json']);
    expect(result.status).toBe(2);
    expect(result.out).toBe('');
  });
});
