/**
 * Measures, on the real MCP tool lists in ../shared/mcp-real/, how many tools each provider would refuse
 * as they are and how many it would still refuse after adaptForProvider, strict and not.
 * Usage: npm run providers:report [-- <folder>]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  adaptForProvider,
  importCatalog,
  lintForProvider,
  loadMcpToolsList,
  mcpProviderTool,
  mcpToolCatalog,
  PROVIDER_LABELS,
  PROVIDERS,
  RULES,
} from '../src/core/index.ts';
import type { Provider, ProviderFinding } from '../src/core/index.ts';
import { sharedPath } from './shared-data.ts';

/** One measured row: a provider and mode, and the counts of tools in each state. */
export interface ReportRow {
  provider: Provider;
  strict: boolean;
  tools: number;
  refusedAsIs: number;
  /** Of refusedAsIs, the tools refused only by rules marked unconfirmed in docs/providers.md. */
  refusedOnlyUnconfirmed: number;
  refusedAfter: number;
  notEnforcedAfter: number;
  renamed: number;
  badInput: number;
  topRules: [string, number][];
}

/** The tools of one tools/list file as the core's MCP import reads them; tools it refuses are kept raw. */
export function readToolsFile(value: unknown): { tools: unknown[]; refusedByImport: number } {
  const imported = importCatalog(value);
  if (imported.ok && imported.value.format === 'mcp')
    return { tools: mcpToolCatalog(imported.value.catalog).tools.map(mcpProviderTool), refusedByImport: 0 };
  const raw = typeof value === 'object' && value !== null ? (value as { tools?: unknown }).tools : undefined;
  if (!Array.isArray(raw)) return { tools: [], refusedByImport: 0 };
  let refusedByImport = 0;
  const tools = raw.map((tool) => {
    const one = loadMcpToolsList({ tools: [tool] });
    if (one.ok && one.value.tools[0]) return mcpProviderTool(mcpToolCatalog(one.value).tools[0]!);
    refusedByImport++;
    return tool;
  });
  return { tools, refusedByImport };
}

const isRejected = (finding: ProviderFinding) => finding.effect === 'rejected';

/** Counts, for one provider and mode, the tools refused as they are and after adaptation. */
export function measure(tools: readonly unknown[], provider: Provider, strict: boolean): ReportRow {
  const row: ReportRow = {
    provider,
    strict,
    tools: tools.length,
    refusedAsIs: 0,
    refusedOnlyUnconfirmed: 0,
    refusedAfter: 0,
    notEnforcedAfter: 0,
    renamed: 0,
    badInput: 0,
    topRules: [],
  };
  const rules = new Map<string, number>();
  for (const tool of tools) {
    const lint = lintForProvider(tool, provider, { strict });
    const adapted = adaptForProvider(tool, provider, { strict });
    if (!lint.ok || !adapted.ok) {
      row.badInput++;
      continue;
    }
    const rejected = lint.value.filter(isRejected);
    if (rejected.length > 0) row.refusedAsIs++;
    if (rejected.length > 0 && rejected.every((f) => RULES[f.rule].status === 'unconfirmed')) {
      row.refusedOnlyUnconfirmed++;
    }
    for (const rule of new Set(rejected.map((f) => f.rule))) rules.set(rule, (rules.get(rule) ?? 0) + 1);
    if (adapted.value.remaining.some(isRejected)) row.refusedAfter++;
    if (adapted.value.remaining.some((f) => f.effect === 'ignored')) row.notEnforcedAfter++;
    if (adapted.value.nameMapping) row.renamed++;
  }
  row.topRules = [...rules].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 3);
  return row;
}

/** Every provider in both modes where the provider has a strict mode. */
export function modes(): [Provider, boolean][] {
  return PROVIDERS.flatMap((p): [Provider, boolean][] =>
    PROVIDER_LABELS[p].hasStrict
      ? [
          [p, false],
          [p, true],
        ]
      : [[p, false]],
  );
}

/** The README table. */
export function formatTable(rows: readonly ReportRow[]): string {
  const lines = [
    '| provider | mode | tools | refused as they are | of which only by unconfirmed rules | refused after adaptation | renamed | a rule left to the host | most frequent refusals as they are (tools) |',
    '|---|---|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const row of rows) {
    const mode = PROVIDER_LABELS[row.provider].hasStrict ? (row.strict ? 'strict' : 'not strict') : '—';
    const top = row.topRules.map(([rule, n]) => `\`${rule}\` ${n}`).join(', ');
    lines.push(
      `| ${PROVIDER_LABELS[row.provider].name} | ${mode} | ${row.tools} | ${row.refusedAsIs} | ${row.refusedOnlyUnconfirmed} | ${row.refusedAfter} | ${row.renamed} | ${row.notEnforcedAfter} | ${top} |`,
    );
  }
  return lines.join('\n');
}

function main(): void {
  const folder = resolve(process.argv[2] ?? sharedPath('mcp-real'));
  const files = readdirSync(folder)
    .filter((f) => f.endsWith('.json'))
    .sort();
  const tools: unknown[] = [];
  let refusedByImport = 0;
  for (const file of files) {
    const read = readToolsFile(JSON.parse(readFileSync(join(folder, file), 'utf8')));
    tools.push(...read.tools);
    refusedByImport += read.refusedByImport;
  }
  console.log(
    `${tools.length} tools from ${files.length} files in ${folder}; ${refusedByImport} refused by the MCP import and linted as they are.\n`,
  );
  const rows = modes().map(([provider, strict]) => measure(tools, provider, strict));
  console.log(formatTable(rows));
  const bad = rows.reduce((n, row) => Math.max(n, row.badInput), 0);
  if (bad > 0)
    console.log(`\n${bad} tools are not tool-shaped (lintForProvider refused them with a code and pointer).`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
