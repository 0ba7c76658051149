import { describe, expect, it } from 'vitest';
import { billCatalog, costliestTools, importCatalog, toolCatalog } from '../core/index.ts';
import { O200K_BASE } from '../tokenizer/o200k-base.ts';
import { BILL_PROVIDERS } from '../ui/budget/bill-providers.ts';
import { billSite, catalogBillHtml, loadSiteCounter, toolBillHtml } from './cost-html.ts';
import { COST_TRUST_WORDS } from './cost-trust-strings.ts';
import { loadSiteCatalog } from './site-catalog.ts';

const describeField = (name: string, words: number) => ({
  type: 'string',
  description: `${name} `.repeat(words).trim(),
});

// seven tools of growing size, so the five costliest are the last five
const TOOLS = Array.from({ length: 7 }, (_, i) => ({
  name: i === 6 ? 'إرسال"<b>' : `tool_${i}`,
  description: 'Does one thing. '.repeat(i + 1),
  inputSchema: {
    type: 'object',
    properties: { query: describeField('query', i * 4 + 1), limit: { type: 'integer', enum: [1, 2, 3] } },
  },
}));

function siteOf(value: unknown) {
  const site = loadSiteCatalog(value);
  if (!site.ok) throw new Error(site.error.message);
  return site.value;
}

const BILL_WORDS = COST_TRUST_WORDS.en.providers;
const site = siteOf({ tools: TOOLS });
const bill = billSite(site, O200K_BASE);

describe('billSite', () => {
  it('bills the catalog for every provider, each as the core bills it', () => {
    expect(bill.bills.map((one) => one.provider)).toEqual(BILL_PROVIDERS);
    const imported = importCatalog({ tools: TOOLS });
    if (!imported.ok) throw new Error('refused');
    const core = billCatalog(toolCatalog(imported.value), {
      provider: 'mcp',
      counter: O200K_BASE,
      listed: TOOLS,
    });
    expect(bill.bills[3]!.total).toBe(core.total);
    expect(bill.bills[3]!.tools[0]!.counted).toBe(JSON.stringify(TOOLS[0]));
  });

  it('counts an MCP list inside a JSON-RPC response as listed', () => {
    const wrapped = billSite(siteOf({ jsonrpc: '2.0', id: 1, result: { tools: TOOLS } }), O200K_BASE);
    expect(wrapped.bills.map((one) => one.total)).toEqual(bill.bills.map((one) => one.total));
  });

  it('loads the command line counter on demand', async () => {
    expect(await loadSiteCounter()).toBe(O200K_BASE);
  });
});

describe('catalogBillHtml', () => {
  const html = catalogBillHtml(bill, 'en', () => 'page.html');

  it('gives each provider its total, marks the estimates and lists the overhead apart', () => {
    for (const one of bill.bills) {
      expect(html).toContain(`<tr data-provider="${one.provider}">`);
      expect(html).toContain(`${one.total.toLocaleString('en')}`);
    }
    expect(html).toContain('o200k tokens of the request JSON');
    expect(html.match(/class="estimate"/g)).toHaveLength(2);
    expect(html).toMatch(/data-provider="anthropic">.*includes 346 tokens/);
    expect(html).not.toMatch(/data-provider="openai">[^]*?includes 346[^]*?data-provider="anthropic"/);
  });

  it('links the five costliest tools by the OpenAI figure, costliest first, names escaped and isolated', () => {
    const links = [...html.matchAll(/<a href="page.html#(tool-[^"]+)">/g)].map((match) => match[1]);
    expect(links).toEqual([
      'tool-~625~~631~~633~~627~~644~~22~~3c~b~3e~',
      'tool-tool_5',
      'tool-tool_4',
      'tool-tool_3',
      'tool-tool_2',
    ]);
    expect(costliestTools(bill.bills[0]!, 5).map((tool) => tool.name)[0]).toBe(TOOLS[6]!.name);
    expect(html).toContain('<code dir="auto">إرسال&#34;&#60;b&#62;</code>');
    expect(html).not.toContain('<b>');
  });

  it('writes Korean labels for a Korean site', () => {
    expect(catalogBillHtml(bill, 'ko', () => 'page.html')).toContain('컨텍스트 비용');
  });

  it('writes nothing for a catalog with no billed tool', () => {
    const empty = billSite(siteOf({ tools: [] }), O200K_BASE);
    expect(catalogBillHtml(empty, 'en', () => 'page.html')).toBe('');
  });
});

describe('toolBillHtml', () => {
  it('gives the tool every provider figure on one line and parts that add up to the OpenAI figure', () => {
    const html = toolBillHtml(bill, 'tool_3', 'en');
    const tool = bill.bills[0]!.tools.find((one) => one.name === 'tool_3')!;
    const list = /<ul class="bill-parts">(.*?)<\/ul>/.exec(html)![1]!;
    const parts = [...list.matchAll(/<li>.*? ([\d,]+)<\/li>/g)].map((m) => Number(m[1]!.replace(/,/g, '')));
    // the description, the one field that has a description, and the names and schema
    expect(tool.parts.fields.filter((field) => field.description > 0)).toHaveLength(1);
    expect(parts).toHaveLength(3);
    expect(parts.reduce((sum, n) => sum + n, 0)).toBe(tool.tokens);
    expect(list).toContain(`<li><code dir="auto">query</code> descriptions ${parts[1]}</li>`);
    expect(html).toContain('<p class="bill-parts-of">Where the OpenAI figure goes:</p>');
    const line = /<p class="bill-figures">(.*?)<\/p>/.exec(html)![1]!;
    for (const one of bill.bills) {
      const figure = one.tools.find((entry) => entry.name === 'tool_3')!.tokens;
      expect(line).toContain(`${BILL_WORDS[one.provider]} ${figure.toLocaleString('en')}`);
    }
  });

  it('says which provider cannot take a tool, and writes nothing for a tool no provider bills', () => {
    const scalar = siteOf([
      { name: 'on', family: 'f', effect: 'read', enabled: true, fields: {} },
      { name: 'off', family: 'f', effect: 'read', enabled: false, fields: {} },
    ]);
    const scalarBill = billSite(scalar, O200K_BASE);
    expect(toolBillHtml(scalarBill, 'on', 'en')).toContain('<ul class="bill-parts">');
    expect(toolBillHtml(scalarBill, 'off', 'en')).toBe('');
    expect(toolBillHtml(scalarBill, 'missing', 'en')).toBe('');
  });
});
