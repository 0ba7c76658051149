import canonicalize from 'canonicalize';
import {
  pinCatalog,
  scanTools,
  wordScanFinding,
  type ContractError,
  type ScanFinding,
  type ScanLang,
} from '../../core/index.ts';
import { readSource, type CatalogSource } from '../workers/catalog-source.ts';
import { sha256Hex } from '../records/fetch-verified.ts';

/** What the page asks the trust worker: scan a catalog and pin its tools. */
export interface TrustRequest {
  readonly kind: 'trust';
  readonly source: CatalogSource;
}

/** A finding with its sentence in each language the page speaks (worded here, so the page needs no words of the scan). */
export interface WordedFinding {
  readonly finding: ScanFinding;
  readonly words: Readonly<Record<ScanLang, string>>;
}

/** Why a catalog has no pins: a text of it holds a lone surrogate, which canonical JSON cannot write. */
export type NoPins = 'lone_surrogate';

/**
 * A catalog's scan and pins: every finding as `tool-contract scan` reports it for this catalog alone, and
 * each tool's pin as `tool-contract pin` writes it, or why there are none.
 */
export type TrustOutcome =
  | {
      ok: true;
      tools: number;
      findings: readonly WordedFinding[];
      pins: Readonly<Record<string, string>> | null;
      noPins: NoPins | null;
    }
  | { ok: false; error: ContractError };

/**
 * Scans and pins a catalog. A pin is SHA-256 of the tool's RFC 8785 canonical JSON, as the command line
 * makes it: the core's pinCatalog writes each canonical text, and Web Crypto hashes it (it answers only
 * asynchronously, so the core is given the text back as its "hash" and the digest follows).
 */
export async function trustOf(source: CatalogSource): Promise<TrustOutcome> {
  const read = await readSource(source);
  if (!read.ok) return read;
  const { tools, value } = read.value;
  const findings = scanTools(tools.tools).map((finding) => ({
    finding,
    words: { en: finding.message, ko: wordScanFinding(finding, 'ko') },
  }));
  const base = { ok: true as const, tools: tools.tools.length, findings };
  const texts = pinCatalog(value, { canonicalize: canonicalText, sha256: (text) => text });
  if (!texts.ok) return { ...base, pins: null, noPins: 'lone_surrogate' };
  const pins: Record<string, string> = Object.create(null);
  const utf8 = new TextEncoder();
  for (const [name, text] of Object.entries(texts.value.tools))
    pins[name] = await sha256Hex(utf8.encode(text).buffer as ArrayBuffer);
  return { ...base, pins, noPins: null };
}

function canonicalText(value: unknown): string {
  const text = canonicalize(value);
  // JSON data always has a text; only undefined, a function or a symbol would not
  if (text === undefined) throw new TypeError('Only JSON data has canonical JSON.');
  return text;
}
