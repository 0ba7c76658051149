import type { Tool } from '../tool/tool.ts';
import { codePointLabel, decodeRun, spelledText } from './decode-hidden.ts';
import { excerpt } from './excerpt.ts';
import { hiddenRuns, type HiddenRun } from './hidden.ts';
import { HitSet } from './hit-set.ts';
import { gatesOf, readProse, type Gates, type ProseContext } from './read-prose.ts';
import { scanSeverity } from './rules.ts';
import { showHidden, withoutHidden } from './show-hidden.ts';
import { nameIndex } from './tool-references.ts';
import { parameterNames, toolTexts, type TextRole, type ToolText } from './tool-texts.ts';
import type { HiddenEvidence, HiddenKind, ScanFinding, ScanHit } from './types.ts';
import { wordScanFinding } from './words.ts';
import { MAX_SCHEMA_DEPTH } from '../schema/types.ts';

const DECODED_LIMIT = 2000;
const LISTED_CODE_POINTS = 16;

/**
 * Scans the catalogs a host loads together, as one set, for text that works on the model that reads it
 * (see docs/scan.md and SCAN_RULES): findings in catalog order, then tool order, then the order of the
 * texts inside each tool. Pure and bounded: every rule reads a bounded stretch of text at a time.
 */
export function scanCatalogs(catalogs: readonly (readonly Tool[])[]): ScanFinding[] {
  const index = nameIndex(catalogs.flatMap((tools) => tools.map((tool) => tool.name)));
  const shared = { index, fillPatterns: new Map<string, RegExp>(), gates: new Map<string, Gates>() };
  const findings: ScanFinding[] = [];
  catalogs.forEach((tools, catalog) => {
    for (const tool of tools) {
      for (const hit of scanTool(tool, shared)) {
        const about = {
          catalog,
          tool: tool.name,
          severity: scanSeverity(hit.code),
          message: wordScanFinding(hit, 'en'),
        };
        findings.push({ ...about, ...hit });
      }
    }
  });
  return findings;
}

/** Scans the tools of one catalog (see scanCatalogs). */
export function scanTools(tools: readonly Tool[]): ScanFinding[] {
  return scanCatalogs([tools]);
}

function scanTool(tool: Tool, shared: Pick<ProseContext, 'index' | 'fillPatterns' | 'gates'>): ScanHit[] {
  const hits = new HitSet();
  const context: ProseContext = { ...shared, tool, parameters: parameterNames(tool), hits };
  for (const text of toolTexts(tool, mayMatter)) {
    const runs = hiddenRuns(text.text);
    if (runs.length > 0)
      hits.add({ code: 'HIDDEN_TEXT', pointer: text.pointer, evidence: hiddenEvidence(text.text, runs) });
    if (text.role === 'description' || text.role === 'title') readText(text, runs, context);
  }
  for (const schema of ['inputSchema', 'outputSchema'] as const) {
    if (isTooDeep(tool, schema))
      hits.add({
        code: 'UNSCANNED_SCHEMA',
        pointer: `/${schema}`,
        evidence: { schema, limit: MAX_SCHEMA_DEPTH },
      });
  }
  return hits.list();
}

/** Reads a prose text: its visible words, what its hidden runs spell, and what its encoded runs decode to. */
function readText(text: ToolText, runs: readonly HiddenRun[], context: ProseContext): void {
  const visible = runs.length === 0 ? text.text : withoutHidden(text.text, runs);
  readProse(visible, text, false, context);
  const spelled = runs.map(spelledText).filter((part) => part !== null);
  if (spelled.length > 0) readProse(spelled.join(''), text, true, context);
  for (const blob of gatesOf(visible, context).blobs) {
    context.hits.add({ code: 'ENCODED_BLOB', pointer: text.pointer, evidence: blob });
    if (blob.decoded !== null) readProse(blob.decoded, text, true, context);
  }
}

/** Whether a rule may read a text: prose always, a name, key or value only when it may hide characters. */
function mayMatter(text: string, role: TextRole): boolean {
  return role === 'description' || role === 'title' || role === 'name' || !isPlainAscii(text);
}

/** Whether a text is printable ASCII, tabs and line breaks only: such a key or value can hide nothing. */
function isPlainAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if ((unit < 0x20 && unit !== 0x09 && unit !== 0x0a && unit !== 0x0d) || unit > 0x7e) return false;
  }
  return true;
}

function hiddenEvidence(text: string, runs: readonly HiddenRun[]): HiddenEvidence {
  const kinds: HiddenKind[] = [];
  const codePoints = new Set<string>();
  let count = 0;
  for (const run of runs) {
    for (const kind of run.kinds) if (!kinds.includes(kind)) kinds.push(kind);
    for (const point of run.codePoints) {
      const isPrintable = point >= 0x20 && point <= 0x7e; // the tail of an escape sequence
      if (!isPrintable && codePoints.size < LISTED_CODE_POINTS) codePoints.add(codePointLabel(point));
    }
    count += run.codePoints.length;
  }
  const decoded = excerpt(runs.map(decodeRun).join(''), DECODED_LIMIT);
  return { decoded, kinds, count, codePoints: [...codePoints], excerpt: around(text, runs[0]!) };
}

/** The visible text around a hidden run, the hidden runs in it shown between ⟦ and ⟧. */
function around(text: string, run: HiddenRun): string {
  const start = codePointEdge(text, Math.max(0, run.start - 40));
  const end = codePointEdge(text, Math.min(text.length, run.end + 80));
  return excerpt(showHidden(text.slice(start, end)), 240);
}

/** An offset moved back off the middle of a surrogate pair. */
function codePointEdge(text: string, offset: number): number {
  const unit = text.charCodeAt(offset);
  return unit >= 0xdc00 && unit <= 0xdfff && offset > 0 ? offset - 1 : offset;
}

function isTooDeep(tool: Tool, schema: 'inputSchema' | 'outputSchema'): boolean {
  const check = schema === 'inputSchema' ? tool.schemaCheck : tool.outputCheck;
  return check !== null && !check.isChecked && check.error.reason === 'too_deep';
}
