import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { discover, lintForProvider, loadCatalog, PROVIDERS, SYNTHETIC_CATALOG } from '../../core/index.ts';
import { EXIT } from '../main.ts';
import { run, tempFolder } from '../test-io.ts';

const folder = tempFolder();
afterAll(() => folder.remove());

const tools = [
  {
    name: 'read_page',
    inputSchema: {
      type: 'object',
      properties: { url: { type: 'string' } },
      required: ['url'],
      additionalProperties: false,
    },
  },
  {
    name: 'list.rows',
    inputSchema: { type: 'object', properties: { page: { type: 'integer', minimum: 1 } } },
  },
];
const mcpFile = folder.write('mcp.json', { tools });

async function lint(file: string, ...flags: string[]) {
  const result = await run(['lint', file, '--format', 'json', ...flags]);
  return { ...result, report: JSON.parse(result.out) };
}

describe('lint on an MCP tools/list result', () => {
  it.each(PROVIDERS.flatMap((provider) => [[provider, false] as const, [provider, true] as const]))(
    'reports what %s (strict: %s) finds in each tool, located in the file',
    async (provider, strict) => {
      const result = await lint(mcpFile, '--provider', provider, ...(strict ? ['--strict'] : []));
      const expected = tools.map((tool) => {
        const linted = lintForProvider(tool, provider, { strict });
        if (!linted.ok) throw new Error(`${tool.name} is not tool-shaped`);
        return linted.value;
      });
      const rejected = expected.map((findings) => findings.filter((f) => f.effect === 'rejected').length);
      expect(result.report).toMatchObject({ command: 'lint', provider, strict, format: 'mcp' });
      expect(result.report.tools).toEqual(
        tools.map((tool, i) => ({
          name: tool.name,
          rejected: rejected[i],
          ignored: expected[i]!.length - rejected[i]!,
        })),
      );
      const paths = expected.flatMap((findings, i) => findings.map((f) => `/tools/${i}${f.path}`));
      expect(result.report.problems.map((problem: { path: string }) => problem.path)).toEqual(paths);
      const isOk = rejected.every((count) => count === 0);
      expect([result.report.ok, result.status]).toEqual([isOk, isOk ? EXIT.ok : EXIT.defects]);
    },
  );

  it('finds something to refuse in the fixture, so the table above can fail', async () => {
    const result = await lint(mcpFile, '--provider', 'openai', '--strict');
    expect(result.status).toBe(EXIT.defects);
    expect(result.report.problems).toContainEqual(
      expect.objectContaining({
        tool: 'list.rows',
        code: 'NAME_NOT_ALLOWED',
        path: '/tools/1/name',
        effect: 'rejected',
      }),
    );
  });
});

describe('lint agrees with check', () => {
  const list = {
    tools: [
      tools[0],
      { name: 'typo', inputSchema: { type: 'object', properties: { q: { type: 'strin' } } } },
      { name: 'bad_hint', annotations: { readOnlyHint: 1 }, inputSchema: { type: 'object' } },
    ],
  };
  const file = folder.write('malformed.json', list);

  it.each(PROVIDERS.flatMap((provider) => [[provider, false] as const, [provider, true] as const]))(
    'refuses, for %s (strict: %s), each tool check finds not checkable, with the same code and pointer',
    async (provider, strict) => {
      const checked = JSON.parse((await run(['check', file, '--format', 'json'])).out);
      const result = await lint(file, '--provider', provider, ...(strict ? ['--strict'] : []));
      expect(result.status).toBe(EXIT.defects);
      expect(result.report.tools.slice(1)).toEqual([
        { name: 'typo', rejected: 1, ignored: 0 },
        { name: 'bad_hint', rejected: 1, ignored: 0 },
      ]);
      const defects = result.report.problems.filter((p: { tool: string }) => p.tool !== 'read_page');
      const pick = (p: { tool: string; code: string; path: string }) => [p.tool, p.code, p.path];
      expect(defects.map(pick)).toEqual(checked.problems.map(pick));
      expect(defects.map(pick)).toEqual([
        ['typo', 'INVALID_SCHEMA', '/tools/1/inputSchema/properties/q/type'],
        ['bad_hint', 'INVALID_TOOL', '/tools/2/annotations/readOnlyHint'],
      ]);
      expect(defects.every((p: { effect: string }) => p.effect === 'rejected')).toBe(true);
    },
  );

  it('says REFUSED in the text output for the malformed tool', async () => {
    const result = await run(['lint', file, '--provider', 'mcp']);
    expect(result.status).toBe(EXIT.defects);
    expect(result.out).toMatch(
      /REFUSED\s+typo\n\s+INVALID_SCHEMA \S+#\/tools\/1\/inputSchema\/properties\/q\/type/,
    );
  });
});

describe('lint on a recorded list that writes absent members as null', () => {
  const recorded = fileURLToPath(new URL('../../core/mcp/fixtures/recorded-nulls.json', import.meta.url));
  const list = JSON.parse(readFileSync(recorded, 'utf8')) as { tools: Record<string, unknown>[] };
  const dropNulls = (value: object) =>
    Object.fromEntries(Object.entries(value).filter(([, member]) => member !== null));
  const withoutNulls = folder.write('without-nulls.json', {
    tools: list.tools.map((tool) => {
      const kept = dropNulls(tool);
      return typeof kept.annotations === 'object'
        ? { ...kept, annotations: dropNulls(kept.annotations) }
        : kept;
    }),
  });

  it.each(PROVIDERS)(
    'lints it for %s as the same list without its nulls, refusing no tool as malformed',
    async (provider) => {
      const written = await lint(recorded, '--provider', provider, '--strict');
      const absent = await lint(withoutNulls, '--provider', provider, '--strict');
      expect(written.status).toBe(absent.status);
      expect(written.report.tools).toEqual(absent.report.tools);
      expect(written.report.problems).toEqual(absent.report.problems);
      const codes = written.report.problems.map((problem: { code: string }) => problem.code);
      expect(codes).not.toContain('INVALID_TOOL');
    },
  );

  it('passes the MCP rules with exit status 0', async () => {
    const result = await lint(recorded, '--provider', 'mcp');
    expect([result.status, result.report.ok, result.report.problems]).toEqual([EXIT.ok, true, []]);
    expect(result.report.tools).toHaveLength(4);
  });
});

describe('lint on a scalar catalog', () => {
  it('lints every tool, disabled ones too, as discover describes it', async () => {
    const loaded = loadCatalog(SYNTHETIC_CATALOG);
    if (!loaded.ok) throw new Error('the synthetic catalog does not load');
    const file = folder.write('synthetic.json', SYNTHETIC_CATALOG);
    const result = await lint(file, '--provider', 'gemini');
    expect(result.report.tools.map((tool: { name: string }) => tool.name)).toEqual(
      SYNTHETIC_CATALOG.map((tool) => tool.name),
    );
    const enabled = discover(loaded.value, 'all');
    if (!enabled.ok) throw new Error('discover failed');
    const first = enabled.value[0]!;
    const linted = lintForProvider({ name: first.name, inputSchema: first.inputSchema }, 'gemini');
    if (!linted.ok) throw new Error('the description is not tool-shaped');
    const own = result.report.problems.filter((problem: { tool: string }) => problem.tool === first.name);
    expect(own).toEqual(linted.value.map((f) => ({ input: 'description', tool: first.name, ...f })));
  });
});

describe('lint usage', () => {
  it('needs --provider', async () => {
    const result = await run(['lint', mcpFile]);
    expect(result).toEqual({
      status: EXIT.usage,
      out: '',
      err: 'tool-contract: option "--provider" is required (run "tool-contract --help" for usage)\n',
    });
  });

  it('takes only the four providers', async () => {
    const result = await run(['lint', mcpFile, '--provider', 'mistral']);
    expect(result.status).toBe(EXIT.usage);
    expect(result.err).toContain(`takes ${PROVIDERS.join(' or ')}, not "mistral"`);
  });

  it('words findings in Korean from their rule, with the sentence the page shows', async () => {
    const result = await run(['lint', mcpFile, '--provider', 'openai', '--lang', 'ko']);
    expect(result.out).toContain('NAME_NOT_ALLOWED');
    expect(result.out).toContain('도구 이름에 허용되지 않는 문자: ".". 허용 형식: ^[a-zA-Z0-9_-]{1,64}$.');
  });
});

describe('lint --provider mcp --spec', () => {
  const revisionFile = folder.write('revisions.json', {
    tools: [
      { name: 'files/read', inputSchema: { type: 'object' } },
      { name: 'rows', inputSchema: { type: 'object' }, outputSchema: { type: 'array' } },
      {
        name: 'region',
        inputSchema: { type: 'object', properties: { r: { type: 'number', 'x-mcp-header': 'Region' } } },
      },
    ],
  });

  it.each([
    ['2025-06-18', 1, ['mcp-dialect', 'mcp-dialect', 'mcp-dialect', 'mcp-output-root', 'mcp-dialect']],
    ['2025-11-25', 1, ['mcp-name', 'mcp-output-root']],
    ['2026-07-28', 1, ['mcp-name', 'mcp-header']],
  ])('applies the rules of %s', async (spec, status, rules) => {
    const result = await lint(revisionFile, '--provider', 'mcp', '--spec', spec);
    expect(result.status).toBe(status);
    expect(result.report.spec).toBe(spec);
    expect(result.report.problems.map((p: { rule: string }) => p.rule)).toEqual(rules);
  });

  it('applies the newest revision by default and names it in the text output', async () => {
    const result = await run(['lint', revisionFile, '--provider', 'mcp']);
    expect(result.out).toMatch(
      /^\S+: MCP 2026-07-28, 3 tool\(s\): 1 refused, 1 accepted with rules not enforced\n/,
    );
    expect(result.out).toContain('INVALID_HEADER_PARAMETER');
  });

  it('refuses a revision it does not know as a usage error', async () => {
    const result = await run(['lint', revisionFile, '--provider', 'mcp', '--spec', '2024-11-05']);
    expect(result.status).toBe(EXIT.usage);
    expect(result.out).toBe('');
  });
});
