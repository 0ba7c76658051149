import { lintForProvider, PROVIDER_LABELS, PROVIDERS, type Tool } from '../core/index.ts';
import { escapeHtml } from './escape-html.ts';
import type { SiteWords } from './site-strings.ts';

/**
 * How each provider takes the tool's schema, as `tool-contract lint` finds it: accepted as it is, or the
 * rules it breaks (refused by the provider, or accepted without being enforced) with the first one's words.
 */
export function portabilityHtml(tool: Tool, words: SiteWords): string {
  const entry = { name: tool.name, description: tool.description ?? '', inputSchema: tool.inputSchema };
  const rows = PROVIDERS.map((provider) => {
    const found = lintForProvider(entry, provider);
    const label = escapeHtml(PROVIDER_LABELS[provider].name);
    if (!found.ok) return `<tr><th scope="row">${label}</th><td>${escapeHtml(found.error.message)}</td></tr>`;
    const rejected = found.value.filter((finding) => finding.effect === 'rejected').length;
    const ignored = found.value.length - rejected;
    const verdict = found.value.length === 0 ? words.accepted : words.findings(rejected, ignored);
    const first = found.value[0] ? ` <span class="note">${escapeHtml(found.value[0].message)}</span>` : '';
    return `<tr><th scope="row">${label}</th><td>${escapeHtml(verdict)}${first}</td></tr>`;
  });
  return `<details class="portability"><summary>${escapeHtml(words.portability)}</summary><div class="table-box" tabindex="0"><table><thead><tr><th scope="col">${escapeHtml(words.provider)}</th><th scope="col">${escapeHtml(words.verdict)}</th></tr></thead><tbody>${rows.join('')}</tbody></table></div></details>`;
}
