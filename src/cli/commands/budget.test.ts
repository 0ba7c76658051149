import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { afterAll, describe, expect, it } from 'vitest';
import { adaptForProvider, importCatalog, PROVIDERS } from '../../core/index.ts';
import { EXIT } from '../main.ts';
import { run, tempFolder } from '../test-io.ts';
import { budgetCommand } from './budget.ts';
import { checkCommand } from './check.ts';
import type { BudgetReport } from './budget-report.ts';

const folder = tempFolder();
afterAll(() => folder.remove());

const PLAIN = { disallowedSpecial: new Set<string>() };
const tool = (name: string, fields: number, description = `Does ${name}.`) => ({
  name,
  description,
  inputSchema: {
    type: 'object',
    properties: Object.fromEntries(
      Array.from({ length: fields }, (_, i) => [
        `f${i}`,
        { type: 'string', description: `Field ${i} of ${name}.` },
      ]),
    ),
  },
});
const TOOLS = [
  { ...tool('issue_read', 2), annotations: { readOnlyHint: true } },
  tool('issue_write', 6),
  tool('pull_read', 1),
  tool('pull_merge', 3),
  tool('solo', 4),
];
const list = folder.write('list.json', { tools: TOOLS });

async function budget(...args: string[]) {
  return run(['budget', ...args], '', {}, [budgetCommand, checkCommand]);
}

async function budgetJson(...args: string[]): Promise<{ status: number; report: BudgetReport; err: string }> {
  const result = await budget(...args, '--format', 'json');
  return { status: result.status, report: JSON.parse(result.out) as BudgetReport, err: result.err };
}

const partsSum = (entry: BudgetReport['tools'][number]) =>
  entry.parts.description +
  entry.parts.rest +
  entry.parts.fields.reduce((sum, f) => sum + f.description + f.schema, 0);

describe('budget: the bill', () => {
  it.each(PROVIDERS)(
    'counts each tool for %s as the compact JSON of what is sent (the adapted request, for MCP the tool as listed), in catalog order',
    async (provider) => {
      const { status, report } = await budgetJson(list, '--provider', provider, '--with-text');
      expect(report).toMatchObject({
        command: 'budget',
        ok: true,
        provider,
        tokenizer: 'o200k_base',
        limits: [],
        plan: null,
      });
      expect(report.counts).toBe('o200k tokens of the request JSON');
      expect(report.estimate).toBe(provider === 'anthropic' || provider === 'gemini');
      expect(report.tools.map((entry) => entry.name)).toEqual(TOOLS.map((entry) => entry.name));
      for (const [i, entry] of report.tools.entries()) {
        const adapted = adaptForProvider(TOOLS[i], provider);
        if (!adapted.ok) throw new Error(adapted.error.message);
        const expected = provider === 'mcp' ? TOOLS[i] : adapted.value.request;
        expect(entry.counted).toBe(JSON.stringify(expected));
        expect(entry.tokens).toBe(countTokens(JSON.stringify(expected), PLAIN));
        expect(partsSum(entry)).toBe(entry.tokens);
      }
      const overhead = provider === 'anthropic' ? 346 : 0;
      expect(report.total).toBe(report.tools.reduce((sum, entry) => sum + entry.tokens, overhead));
      expect(report.overhead?.tokens ?? 0).toBe(overhead);
      expect(status).toBe(EXIT.ok);
    },
  );

  it('leaves the counted text out unless --with-text is given', async () => {
    const { report } = await budgetJson(list);
    expect(report.provider).toBe('openai');
    expect(report.tools.every((entry) => !('counted' in entry))).toBe(true);
  });

  it('says in text what it counts, and that Anthropic figures are estimates, with the overhead apart', async () => {
    const openai = await budget(list);
    expect(openai.out).toMatch(
      /^.*list\.json\S*: 5 tools, [\d,]+ o200k tokens of the request JSON for OpenAI\n/,
    );
    expect(openai.out).not.toMatch(/estimate/);
    const anthropic = await budget(list, '--provider', 'anthropic');
    expect(anthropic.out).toMatch(
      /for Anthropic\n {2}\(an estimate: Anthropic renders tools in its own format/,
    );
    expect(anthropic.out).toMatch(
      /of which 346 are overhead, counted apart from the tools' [\d,]+: .*read 2026-12-07\)/,
    );
    const korean = await budget(list, '--lang', 'ko');
    expect(korean.out).toMatch(/도구 5개, OpenAI 기준 요청 JSON의 o200k 토큰 [\d,]+개/);
  });

  it('names the costliest tools and the part that costs most, and each tool as the sum of its parts', async () => {
    const { out } = await budget(list);
    expect(out).toMatch(
      /\n {2}issue_write \d+: description \d+, 6 fields \d+, the rest \d+; the largest part is /,
    );
    const { report } = await budgetJson(list);
    const solo = report.tools.find((entry) => entry.name === 'solo')!;
    const fields = solo.parts.fields.reduce((sum, f) => sum + f.description + f.schema, 0);
    expect(out).toContain(
      `\n  solo ${solo.tokens} = ${solo.parts.description} + ${fields} + ${solo.parts.rest}\n`,
    );
  });

  it('writes a Markdown table with a row per tool', async () => {
    const { out, status } = await budget(list, '--format', 'markdown');
    expect(out).toMatch(/^### Context bill of `.*list\.json` for OpenAI\n/);
    expect(out).toContain('| tool | tokens | description | fields | rest | largest part |');
    expect(out.match(/^\| `[a-z_]+` \|/gm)).toHaveLength(TOOLS.length);
    expect(status).toBe(EXIT.ok);
  });

  it("leaves a scalar catalog's disabled tools out of the bill and says so", async () => {
    const scalar = folder.write('scalar.json', [
      { name: 'observe', family: 'reading', effect: 'read', enabled: true, fields: {} },
      { name: 'evaluate', family: 'internal', effect: 'change', enabled: false, fields: {} },
    ]);
    const { report, status } = await budgetJson(scalar);
    expect(report.tools.map((entry) => entry.name)).toEqual(['observe']);
    expect(report.notCounted).toEqual([{ name: 'evaluate', reason: 'disabled' }]);
    expect([report.format, status]).toEqual(['scalar', EXIT.ok]);
  });
});

describe('budget: limits', () => {
  it('reports each host limit the catalog breaks with its source and the day it was read, and exits 1', async () => {
    const many = folder.write('many.json', { tools: Array.from({ length: 41 }, (_, i) => tool(`t${i}`, 0)) });
    const { report, status } = await budgetJson(many);
    expect(report.limits).toEqual([
      expect.objectContaining({ code: 'HOST_TOOL_LIMIT', host: 'cursor', limit: 40, count: 41 }),
    ]);
    expect(report.limits[0]!.source).toMatchObject({
      url: expect.stringMatching(/^https:/),
      read: '2026-12-07',
    });
    expect([report.ok, status]).toEqual([false, EXIT.defects]);
    const text = await budget(many);
    expect(text.out).toContain('HOST_TOOL_LIMIT cursor: 41 tools; the limit is 40 (');
  });
});

describe('budget: the plan', () => {
  it('partitions the tools under --limit and keeps the sums, exit 0 when everything fits', async () => {
    const whole = (await budgetJson(list)).report.total;
    const { report, status } = await budgetJson(
      list,
      '--limit',
      String(Math.round(whole * 0.7)),
      '--keep',
      'solo',
    );
    const plan = report.plan!;
    expect([...plan.keep, ...plan.defer].sort()).toEqual(TOOLS.map((entry) => entry.name).sort());
    expect(plan.keep).toContain('solo');
    expect(plan.defer.length).toBeGreaterThan(0);
    const tokens = (names: readonly string[]) =>
      report.tools
        .filter((entry) => names.includes(entry.name))
        .reduce((sum, entry) => sum + entry.tokens, 0);
    expect(plan.keptTokens).toBe(tokens(plan.keep));
    expect(plan.discoveryTokens).toBeGreaterThan(0);
    expect(plan.keptTokens + plan.discoveryTokens).toBeLessThanOrEqual(plan.limit);
    expect(plan.savedTokens).toBe(report.total - plan.keptTokens - plan.discoveryTokens);
    expect(plan.discovery).toEqual({ kind: 'discovery_tool', name: 'discover_tools' });
    expect(status).toBe(EXIT.ok);
  });

  it('exits 1 when the --keep tools alone do not fit, with a sentence that says how far over they are', async () => {
    const { report, status } = await budgetJson(list, '--limit', '100', '--keep', 'issue_write,solo');
    const plan = report.plan!;
    expect(plan.overBy).toBe(plan.keptTokens + plan.discoveryTokens - 100);
    expect([report.ok, status]).toEqual([false, EXIT.defects]);
    const text = await budget(list, '--limit', '100', '--keep', 'issue_write', '--keep', 'solo');
    expect(text.out).toContain(`${plan.overBy} tokens over the limit`);
    expect(text.status).toBe(EXIT.defects);
  });

  it.each([
    [['--limit', 'abc'], '--limit'],
    [['--limit', '-5'], '--limit'],
    [['--limit=1.5'], '--limit'],
    [['--provider', 'claude'], '--provider'],
    [['--keep', 'solo'], '--keep'],
    [['--export', 'mcp'], '--export'],
    [['--limit', '500', '--export', 'anthropic', '--provider', 'openai'], '--export anthropic'],
    [['--limit', '500', '--keep', 'solo,Solo'], '--keep'],
    [['--limit', '500', '--keep', 'solo,'], '--keep'],
  ])(
    'refuses %j as usage: one line naming %s on standard error, nothing on standard output',
    async (args, option) => {
      const result = await budget(list, ...args);
      expect(result.status).toBe(EXIT.usage);
      expect(result.out).toBe('');
      expect(result.err).toContain(`"${option}"`);
      expect(result.err.trim().split('\n')).toHaveLength(1);
    },
  );
});

describe('budget: catalogs check refuses', () => {
  it('gives a catalog that is not JSON what check gives it: the status, the code and the line', async () => {
    const broken = folder.write('broken.json', '{\n  "tools": [\n}');
    const checked = await run(['check', broken, '--format', 'json'], '', {}, [checkCommand]);
    const { report, status } = await budgetJson(broken);
    expect(status).toBe(checked.status);
    expect(report.problems).toEqual(JSON.parse(checked.out).problems);
    expect(report.problems[0]).toMatchObject({ code: 'INVALID_JSON', params: { line: 3 } });
    const text = await budget(broken);
    expect(text.out).toMatch(/INVALID_JSON \S*broken\.json: The text is not JSON: at line 3, column 1/);
  });

  it('still bills the tools it can of a list with refused tools, exits 1 and reports every problem check does', async () => {
    const mixed = folder.write('mixed.json', {
      tools: [tool('good', 1), { name: 'bad', inputSchema: { type: 'strin' } }, tool('also_good', 2)],
    });
    const checked = await run(['check', mixed, '--format', 'json'], '', {}, [checkCommand]);
    const { report, status } = await budgetJson(mixed);
    expect(report.tools.map((entry) => entry.name)).toEqual(['good', 'also_good']);
    expect(report.notCounted).toEqual([{ name: 'bad', reason: 'refused' }]);
    expect(report.problems).toEqual(JSON.parse(checked.out).problems);
    expect(report.problems[0]).toMatchObject({
      tool: 'bad',
      path: expect.stringMatching(/^\/tools\/1\/inputSchema/),
    });
    expect([report.ok, status, checked.status]).toEqual([false, EXIT.defects, EXIT.defects]);
    const text = await budget(mixed);
    expect(text.out).toMatch(/\n {2}[A-Z_]+ \S*mixed\.json#\/tools\/1\/inputSchema/);
  });
});

describe('budget: exports', () => {
  it('writes the MCP tools/list of the plan to standard output, the report to standard error', async () => {
    const result = await budget(list, '--limit', '400', '--export', 'mcp');
    const exported = JSON.parse(result.out) as { tools: { name: string }[] };
    const readBack = importCatalog(exported);
    expect(readBack.ok).toBe(true);
    const discovery = exported.tools.at(-1)!;
    expect(discovery.name).toBe('discover_tools');
    for (const entry of exported.tools.slice(0, -1)) {
      expect(entry).toEqual(TOOLS.find((original) => original.name === entry.name));
    }
    expect(result.err).toContain('plan for 400 o200k tokens of the request JSON: keep');
    expect(exported.tools.length).toBeGreaterThan(1);
    expect(result.status).toBe(EXIT.ok);
  });

  it("writes Anthropic's tools with defer_loading and the tool search tool, as Anthropic by default", async () => {
    const result = await budget(list, '--limit', '500', '--export', 'anthropic', '--format', 'json');
    const report = JSON.parse(result.err) as BudgetReport;
    const tools = JSON.parse(result.out) as Record<string, unknown>[];
    expect(report.provider).toBe('anthropic');
    expect(tools[0]).toEqual({ type: 'tool_search_tool_bm25_20251119', name: 'tool_search_tool_bm25' });
    for (const [i, entry] of tools.slice(1).entries()) {
      const adapted = adaptForProvider(TOOLS[i], 'anthropic');
      if (!adapted.ok) throw new Error(adapted.error.message);
      const { defer_loading: deferred, ...request } = entry;
      expect(request).toEqual(adapted.value.request);
      expect(deferred).toBe(report.plan!.defer.includes(TOOLS[i]!.name) ? true : undefined);
    }
    expect(report.plan!.defer.length).toBeGreaterThan(0);
  });

  it('writes no export for a plan over its limit', async () => {
    const result = await budget(list, '--limit', '10', '--export', 'mcp');
    expect([result.out, result.status]).toEqual(['', EXIT.defects]);
    expect(result.err).toContain('tokens over the limit');
  });
});
