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
import { codeValueHtml } from './value-html.ts';

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
  return (await import('../tokenizer/o200k-base.ts')).O200K_BASE;
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
 * default provider's figure with every provider's figure beside, each linked to its entry on its page
 * (`pageOf` gives a tool's page file).
 */
export function catalogBillHtml(bill: SiteBill, lang: SiteLang, pageOf: (name: string) => string): string {
  const words = COST_TRUST_WORDS[lang];
  const [first] = bill.bills;
  if (first === undefined || first.tools.length === 0) return '';
  const tokenizer = first.counting.tokenizer.replace(/_base$/, '');
  const head = `<tr><th scope="col">${escapeHtml(words.providerColumn)}</th><th scope="col">${escapeHtml(words.totalColumn)}</th></tr>`;
  const rows = bill.bills.map((one) => providerRow(one, words, lang)).join('');
  const totals = `<table class="bill-totals"><thead>${head}</thead><tbody>${rows}</tbody></table>`;
  return `<section class="catalog-bill" aria-labelledby="catalog-bill"><h2 id="catalog-bill">${escapeHtml(words.billHeading)}</h2><p class="bill-counts">${escapeHtml(words.counts(tokenizer))}</p>${totals}${costliestHtml(bill, words, lang, pageOf)}</section>`;
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

function costliestHtml(
  bill: SiteBill,
  words: CostTrustWords,
  lang: SiteLang,
  pageOf: (name: string) => string,
): string {
  const [first] = bill.bills;
  if (first === undefined) return '';
  const byName = bill.bills.map((one) => new Map(one.tools.map((tool) => [tool.name, tool])));
  const head = [words.toolColumn, ...bill.bills.map((one) => words.providers[one.provider])]
    .map((label) => `<th scope="col">${escapeHtml(label)}</th>`)
    .join('');
  const rows = costliestTools(first, COSTLIEST).map((tool) => {
    const link = `<a href="${escapeHtml(pageOf(tool.name))}#${toolAnchor(tool.name)}">${codeValueHtml(tool.name)}</a>`;
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
 * A tool's figure for its entry, the content of its fold: what the figures count, its tokens per provider on
 * one line, and where the default provider's tokens go as one short list (its description, each field's
 * description, and the names and schema), which adds up to its figure. Empty for a tool no provider bills
 * (a disabled scalar tool).
 */
export function toolBillHtml(bill: SiteBill, name: string, lang: SiteLang): string {
  const words = COST_TRUST_WORDS[lang];
  const found = bill.bills.map((one) => ({ one, tool: one.tools.find((tool) => tool.name === name) }));
  if (found.every(({ tool }) => tool === undefined)) return '';
  const figures = found.map(({ one, tool }) => {
    const provider = words.providers[one.provider];
    if (tool === undefined) return escapeHtml(words.toolNotCounted(provider));
    const estimate = one.counting.isEstimate ? ` (${escapeHtml(words.estimated)})` : '';
    return `${escapeHtml(provider)} ${figure(tool.tokens, lang)}${estimate}`;
  });
  const [first] = found;
  const parts =
    first?.tool === undefined ? '' : partsHtml(first.tool, words.providers[first.one.provider], words, lang);
  const tokenizer = (first?.one.counting.tokenizer ?? '').replace(/_base$/, '');
  return `<p class="bill-counts">${escapeHtml(words.counts(tokenizer))}</p><p class="bill-figures">${figures.join(' · ')}</p>${parts}`;
}

/**
 * Where one tool's tokens go, by the default provider's count: its description, the description of each
 * field that has one, and the rest (names, keys, types and the other schema keywords) as one figure.
 */
function partsHtml(tool: ToolBill, provider: string, words: CostTrustWords, lang: SiteLang): string {
  const item = (label: string, tokens: number) => `<li>${label} ${figure(tokens, lang)}</li>`;
  const described = tool.parts.fields.filter((field) => field.description > 0);
  const fieldItems = described.map((field) =>
    item(`${codeValueHtml(field.name)} ${escapeHtml(words.partFieldDescription)}`, field.description),
  );
  const schema = tool.parts.fields.reduce((sum, field) => sum + field.schema, tool.parts.rest);
  const items = [
    item(escapeHtml(words.partDescription), tool.parts.description),
    ...fieldItems,
    item(escapeHtml(words.partNamesAndSchema), schema),
  ];
  return `<p class="bill-parts-of">${escapeHtml(words.partsOf(provider))}:</p><ul class="bill-parts">${items.join('')}</ul>`;
}

/** A count of tokens as the site's language groups digits. */
function figure(tokens: number, lang: SiteLang): string {
  return escapeHtml(tokens.toLocaleString(lang));
}
