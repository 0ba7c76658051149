import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { billCatalog, importCatalog, planBudget, toolCatalog } from '../src/core/index.ts';
import { O200K_BASE } from '../src/tokenizer/o200k-base.ts';
import { checkBudget, checkFigures, checkPlan } from './budget-report-check.ts';
import { catalogFiles, catalogRow, formatReport, MARKERS, withTables } from './budget-report.ts';
import { sharedData } from './shared-data.ts';

// a sample of the real lists: the whole folder is `npm run budget:check`, outside `npm test`
const SAMPLE = ['mcp-memory.json', 'mongodb-mcp-server.json'];
const folder = sharedData('the context bill on a sample of the real MCP lists', 'mcp-real') ?? '';
const present = folder !== '';
const read = (file: string): unknown => JSON.parse(readFileSync(join(folder, file), 'utf8'));
const doc = readFileSync(fileURLToPath(new URL('../docs/budget.md', import.meta.url)), 'utf8');

describe.skipIf(!present)('the context bill of real MCP lists', () => {
  it.each(SAMPLE)(
    'holds for %s: every figure, part, plan and export against an independent count',
    (file) => {
      expect(catalogFiles(folder)).toContain(file);
      expect(checkBudget(file, read(file))).toEqual([]);
    },
  );

  it('finds a figure off by one token, parts that do not add up, and a plan that loses a tool', () => {
    const value = read(SAMPLE[0]!) as { tools: unknown[] };
    const imported = importCatalog(value);
    if (!imported.ok) throw new Error(imported.error.message);
    const catalog = toolCatalog(imported.value);
    const bill = billCatalog(catalog, { provider: 'openai', counter: O200K_BASE, listed: value.tools });
    expect(checkFigures('f', catalog, value.tools, bill)).toEqual([]);
    const [first, ...others] = bill.tools;
    const offByOne = { ...first!, tokens: first!.tokens + 1 };
    const failures = checkFigures('f', catalog, value.tools, { ...bill, tools: [offByOne, ...others] });
    expect(failures.join('\n')).toMatch(/counted \d+/);
    expect(failures.join('\n')).toMatch(/parts do not add up/);
    const plan = planBudget(bill, { limit: 500, discovery: 'discovery_tool', counter: O200K_BASE });
    if (!plan.ok) throw new Error(plan.error.message);
    expect(checkPlan('f', bill, plan.value, catalog, value.tools)).toEqual([]);
    const lost = { ...plan.value, keep: plan.value.keep.slice(1) };
    expect(checkPlan('f', bill, lost, catalog, value.tools).join('\n')).toMatch(/do not partition/);
  });

  it('is what docs/budget.md shows, row by row, for the sample', () => {
    const report = formatReport(SAMPLE.map((file) => catalogRow(file, read(file))));
    for (const line of report
      .split('\n')
      .filter((row) => SAMPLE.some((file) => row.startsWith(`| ${file} |`)))) {
      expect(doc).toContain(line);
    }
  });
});

describe('withTables', () => {
  it('replaces what stands between the markers, and only that', () => {
    const [start, end] = MARKERS;
    const before = `# Title\n\n${start}\nold\n${end}\n\nAfter.\n`;
    expect(withTables(before, '| new |')).toBe(`# Title\n\n${start}\n| new |\n${end}\n\nAfter.\n`);
    expect(() => withTables('# no markers\n', 'x')).toThrow(/budget-report:start/);
  });

  it('finds the markers in docs/budget.md', () => {
    expect(doc.indexOf(MARKERS[0])).toBeGreaterThan(-1);
    expect(doc.indexOf(MARKERS[1])).toBeGreaterThan(doc.indexOf(MARKERS[0]));
  });
});
