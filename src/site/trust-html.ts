import {
  pinCatalog,
  scanTools,
  showHidden,
  wordScanFinding,
  type ScanFinding,
  type ScanSeverity,
} from '../core/index.ts';
import { PIN_HASHING } from '../cli/commands/pin-hashing.ts';
import { evidenceText } from '../ui/trust/evidence-text.ts';
import { COST_TRUST_WORDS, type CostTrustWords, type SiteLang } from './cost-trust-strings.ts';
import type { SiteCatalog } from './site-catalog.ts';
import { toolAnchor } from './anchors.ts';
import { escapeHtml } from './escape-html.ts';
import { valueHtml } from './value-html.ts';

/** What a site tells its readers about trusting the catalog: the scan's findings and each tool's pin. */
export interface SiteTrust {
  /** How many tools were scanned. */
  readonly tools: number;
  readonly findings: readonly ScanFinding[];
  /** Each pinned tool's pin by name, as `tool-contract pin` writes it; null when the catalog cannot be pinned. */
  readonly pins: Readonly<Record<string, string>> | null;
}

/** Scans the catalog's tools as `tool-contract scan` does, and pins them as `tool-contract pin` does. */
export function trustSite(site: SiteCatalog): SiteTrust {
  const pinned = pinCatalog(site.value, PIN_HASHING);
  return {
    tools: site.tools.tools.length,
    findings: scanTools(site.tools.tools),
    pins: pinned.ok ? pinned.value.tools : null,
  };
}

/**
 * The count of findings by severity near the top of a site, and a link to each tool that has any, on its
 * page (`pageOf` gives a tool's page file).
 */
export function catalogTrustHtml(trust: SiteTrust, lang: SiteLang, pageOf: (name: string) => string): string {
  const words = COST_TRUST_WORDS[lang];
  const { error, warning } = severityCounts(trust.findings);
  const summary = `<p class="trust-summary">${escapeHtml(words.scanned(trust.tools, error, warning))}</p>`;
  const heading = `<h2 id="catalog-trust">${escapeHtml(words.trustHeading)}</h2>`;
  const open = `<section class="catalog-trust" aria-labelledby="catalog-trust">${heading}${summary}`;
  if (trust.findings.length === 0) return `${open}<p>${escapeHtml(words.clean)}</p></section>`;
  const byTool = new Map<string, ScanFinding[]>();
  for (const finding of trust.findings)
    byTool.set(finding.tool, [...(byTool.get(finding.tool) ?? []), finding]);
  const items = [...byTool].map(([name, findings]) => {
    const counts = severityCounts(findings);
    const link = `<a href="${escapeHtml(pageOf(name))}#${toolAnchor(name)}"><code>${valueHtml(showHidden(name))}</code></a>`;
    return `<li>${link} ${escapeHtml(words.toolCounts(counts.error, counts.warning))}</li>`;
  });
  const list = `<h3>${escapeHtml(words.toolsWithFindings)}</h3><ul class="trust-tools">${items.join('')}</ul>`;
  return `${open}${list}</section>`;
}

/**
 * A tool's findings for its entry, beside its description (each with its code, severity, sentence, the
 * pointer of the text and, where the words were hidden or encoded, that text decoded and shown visibly),
 * then the tool's pin. Empty for a tool neither scanned nor pinned.
 */
export function toolTrustHtml(trust: SiteTrust, name: string, lang: SiteLang): string {
  const words = COST_TRUST_WORDS[lang];
  const findings = trust.findings.filter((finding) => finding.tool === name);
  const pin = pinHtml(trust, name, words);
  if (findings.length === 0 && pin === '') return '';
  const list =
    findings.length === 0
      ? ''
      : `<ul class="findings">${findings.map((finding) => findingHtml(finding, words, lang)).join('')}</ul>`;
  const label = escapeHtml(`${words.findingsLabel}: ${name}`);
  return `<section class="tool-trust" aria-label="${label}">${list}${pin}</section>`;
}

function findingHtml(finding: ScanFinding, words: CostTrustWords, lang: SiteLang): string {
  const severity = `<span class="severity">${escapeHtml(words.severity[finding.severity])}</span>`;
  const code = `<code class="finding-code">${finding.code}</code>`;
  const rule = `<span class="finding-rule">${escapeHtml(words.rule[finding.code])}</span>`;
  const pointer = `${escapeHtml(words.where)} <code class="pointer">${valueHtml(showHidden(finding.pointer))}</code>`;
  const message = `<p class="finding-message">${escapeHtml(wordScanFinding(finding, lang))}</p>`;
  const head = `<div class="finding-head">${severity} ${code} ${rule} ${pointer}</div>`;
  return `<li class="finding" data-code="${finding.code}" data-severity="${finding.severity}">${head}${message}${evidenceHtml(finding, words)}</li>`;
}

/** The text a finding is about, shown visibly: the hidden or encoded payload decoded, or the words that matched. */
function evidenceHtml(finding: ScanFinding, words: CostTrustWords): string {
  const shown = evidenceText(finding);
  if (shown === null) return '';
  const label = shown.isDecoded ? words.decoded : words.matched;
  // every invisible character left in the text is written as what it is (⟦⟨ZWSP⟩⟧), so nothing stays hidden
  return `<div class="finding-evidence"><span class="evidence-label">${escapeHtml(label)}</span><pre class="${shown.isDecoded ? 'decoded' : 'matched'}"><code>${valueHtml(showHidden(shown.text))}</code></pre></div>`;
}

/** The tool's pin and what it is; a word on why there is none when the catalog cannot be pinned. */
function pinHtml(trust: SiteTrust, name: string, words: CostTrustWords): string {
  if (trust.pins === null) return `<p class="tool-pin">${escapeHtml(words.notPinned)}</p>`;
  const pin = trust.pins[name];
  if (pin === undefined) return '';
  return `<p class="tool-pin"><span class="pin-label">${escapeHtml(words.pin)}</span> <code class="pin">${pin}</code> <small>${escapeHtml(words.pinHelp)}</small></p>`;
}

function severityCounts(findings: readonly ScanFinding[]): Record<ScanSeverity, number> {
  const counts = { error: 0, warning: 0 };
  for (const finding of findings) counts[finding.severity] += 1;
  return counts;
}
