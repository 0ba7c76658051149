import {
  billCatalog,
  costliestTools,
  listedTools,
  type CatalogBill,
  type TokenCounter,
  type ToolBill,
} from '../core/index.ts';
import { BILL_PROVIDERS } from '../ui/budget/bill-providers.ts';
import { COST_TRUST_WORDS, type CostTrustWords, type SiteLang } from './cost-trust-strings.ts';
import type { SiteCatalog } from './site-catalog.ts';
import { toolAnchor } from './anchors.ts';
import { escapeHtml } from './escape-html.ts';
import { valueHtml } from './value-html.ts';

// how many of the costliest tools the catalog's bill lists
const COSTLIEST = 5;

/** A site's context bill: the catalog's bill for each provider, in the order of BILL_PROVIDERS. */
export interface SiteBill {
  readonly bills: readonly CatalogBill[];
}

/**
 * The tokenizer the command line counts with (o200k_base of gpt-tokenizer), loaded when asked for: it takes
 * about half a second to load, which no command but the ones that count should pay at start.
 */
export async function loadSiteCounter(): Promise<TokenCounter> {
  return (await import('../cli/commands/budget-tokenizer.ts')).O200K_BASE;
}

/** The catalog's bill for each provider, an MCP tool counted for `mcp` exactly as its list gives it. */
export function billSite(site: SiteCatalog, counter: TokenCounter): SiteBill {
  const listed = site.kind === 'mcp' ? listedTools(site.value).entries : undefined;
  const bills = BILL_PROVIDERS.map((provider) =>
    billCatalog(site.tools, { provider, counter, ...(listed ? { listed } : {}) }),
  );
  return { bills };
}

/**
 * The catalog's bill near the top of a site: each provider's total (an estimate marked where the
 * provider's tokenizer is not public, an overhead listed apart), and the five costliest tools by the
 * default provider's figure with every provider's figure beside, each linked to its entry.
 */
export function catalogBillHtml(bill: SiteBill, lang: SiteLang): string {
  const words = COST_TRUST_WORDS[lang];
  const [first] = bill.bills;
  if (first === undefined || first.tools.length === 0) return '';
  const tokenizer = first.counting.tokenizer.replace(/_base$/, '');
  const head = `<tr><th scope="col">${escapeHtml(words.providerColumn)}</th><th scope="col">${escapeHtml(words.totalColumn)}</th></tr>`;
  const rows = bill.bills.map((one) => providerRow(one, words, lang)).join('');
  const totals = `<table class="bill-totals"><thead>${head}</thead><tbody>${rows}</tbody></table>`;
  return `<section class="catalog-bill" aria-labelledby="catalog-bill"><h2 id="catalog-bill">${escapeHtml(words.billHeading)}</h2><p class="bill-counts">${escapeHtml(words.counts(tokenizer))}</p>${totals}${costliestHtml(bill, words, lang)}</section>`;
}

function providerRow(bill: CatalogBill, words: CostTrustWords, lang: SiteLang): string {
  const notes: string[] = [];
  if (bill.counting.isEstimate) notes.push(`<span class="estimate">${escapeHtml(words.estimate)}</span>`);
  if (bill.overhead !== null) {
    const { tokens, source } = bill.overhead;
    const link = `<a href="${escapeHtml(source.url)}" title="${escapeHtml(source.title)} (${source.read})">${escapeHtml(words.source)}</a>`;
    notes.push(`<span class="overhead">${escapeHtml(words.overhead(figure(tokens, lang)))} (${link})</span>`);
  }
  const refused = bill.unbilled.filter((tool) => tool.reason === 'refused').length;
  if (refused > 0) notes.push(`<span class="not-counted">${escapeHtml(words.notCounted(refused))}</span>`);
  const note = notes.length === 0 ? '' : ` <small>${notes.join('; ')}</small>`;
  return `<tr data-provider="${bill.provider}"><th scope="row">${escapeHtml(words.providers[bill.provider])}</th><td class="tokens">${figure(bill.total, lang)}${note}</td></tr>`;
}

function costliestHtml(bill: SiteBill, words: CostTrustWords, lang: SiteLang): string {
  const [first] = bill.bills;
  if (first === undefined) return '';
  const byName = bill.bills.map((one) => new Map(one.tools.map((tool) => [tool.name, tool])));
  const head = [words.toolColumn, ...bill.bills.map((one) => words.providers[one.provider])]
    .map((label) => `<th scope="col">${escapeHtml(label)}</th>`)
    .join('');
  const rows = costliestTools(first, COSTLIEST).map((tool) => {
    const link = `<a href="#${toolAnchor(tool.name)}"><code>${valueHtml(tool.name)}</code></a>`;
    const cells = byName.map((tools) => {
      const billed = tools.get(tool.name);
      return `<td class="tokens">${billed === undefined ? '—' : figure(billed.tokens, lang)}</td>`;
    });
    return `<tr><th scope="row">${link}</th>${cells.join('')}</tr>`;
  });
  const caption = escapeHtml(words.costliestCaption(words.providers[first.provider]));
  return `<table class="bill-costliest"><caption>${caption}</caption><thead><tr>${head}</tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

/**
 * A tool's figure for its entry: its tokens per provider, and where the default provider's tokens go
 * (its description, each field's descriptions and the rest of the field, and the rest of the tool), which
 * add up to its figure. Empty for a tool no provider bills (a disabled scalar tool).
 */
export function toolBillHtml(bill: SiteBill, name: string, lang: SiteLang): string {
  const words = COST_TRUST_WORDS[lang];
  const found = bill.bills.map((one) => ({ one, tool: one.tools.find((tool) => tool.name === name) }));
  if (found.every(({ tool }) => tool === undefined)) return '';
  const figures = found.map(({ one, tool }) => {
    const label = escapeHtml(words.providers[one.provider]);
    if (tool === undefined)
      return `<dt>${label}</dt><dd>${escapeHtml(words.toolNotCounted(words.providers[one.provider]))}</dd>`;
    const estimate = one.counting.isEstimate
      ? ` <small class="estimate">(${escapeHtml(words.estimate)})</small>`
      : '';
    return `<dt>${label}</dt><dd class="tokens">${figure(tool.tokens, lang)}${estimate}</dd>`;
  });
  const [first] = found;
  const parts = first?.tool === undefined ? '' : partsHtml(first.tool, words, lang);
  const tokenizer = (first?.one.counting.tokenizer ?? '').replace(/_base$/, '');
  const label = `${words.toolBillLabel}: ${name}`;
  return `<section class="tool-bill" aria-label="${escapeHtml(label)}"><h4>${escapeHtml(words.toolBillLabel)}</h4><p class="bill-counts">${escapeHtml(words.counts(tokenizer))}</p><dl class="bill-figures">${figures.join('')}</dl>${parts}</section>`;
}

/** A table of where one tool's tokens go, by the default provider's count. */
function partsHtml(tool: ToolBill, words: CostTrustWords, lang: SiteLang): string {
  const row = (label: string, tokens: number) =>
    `<tr><th scope="row">${label}</th><td class="tokens">${figure(tokens, lang)}</td></tr>`;
  const fields = tool.parts.fields.flatMap((field) => {
    const name = `<code>${valueHtml(field.name)}</code>`;
    return [
      row(`${name} ${escapeHtml(words.partFieldDescription)}`, field.description),
      row(`${name} ${escapeHtml(words.partFieldSchema)}`, field.schema),
    ];
  });
  const rows = [
    row(escapeHtml(words.partDescription), tool.parts.description),
    ...fields,
    row(escapeHtml(words.partRest), tool.parts.rest),
  ].join('');
  const head = `<tr><th scope="col">${escapeHtml(words.partColumn)}</th><th scope="col">${escapeHtml(words.tokensColumn)}</th></tr>`;
  const total = `<tfoot>${row(escapeHtml(words.totalColumn), tool.tokens)}</tfoot>`;
  return `<table class="bill-parts"><thead>${head}</thead><tbody>${rows}</tbody>${total}</table>`;
}

/** A count of tokens as the site's language groups digits. */
function figure(tokens: number, lang: SiteLang): string {
  return escapeHtml(tokens.toLocaleString(lang));
}
