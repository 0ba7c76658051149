import {
  applyAllowList,
  importCatalog,
  isScanClean,
  readAllowList,
  scanCatalogs,
  toolCatalog,
  type AllowEntry,
  type ImportedCatalog,
} from '../../core/index.ts';
import type { Command, CommandOutcome } from '../command.ts';
import type { CliIo } from '../io.ts';
import type { Lang } from '../problem-words.ts';
import { pointerUnder } from '../problem.ts';
import { readJsonInput } from '../read-input.ts';
import { scanSarif } from '../sarif/scan-sarif.ts';
import { toolsPointer } from './check.ts';
import { scanText } from './scan-output.ts';
import type { ScanCliFinding, ScanCliReport } from './scan-report.ts';

interface ReadCatalog {
  source: string;
  text: string;
  value: unknown;
  imported: ImportedCatalog;
}

/** `scan <catalog.json>… [--allow FILE]`: text in the catalogs that works on the model that reads it. */
export const scanCommand: Command = {
  name: 'scan',
  operands: ['<catalog.json>'],
  restOperands: '[<catalog.json>…]',
  options: { allow: { value: '<allow.json>' } },
  formats: ['text', 'json', 'sarif'],
  summary: {
    en: 'text in one or more catalogs (the servers a host loads together) that works on the model: hidden characters, instructions, requests for secrets, shadowing of other tools (exit 1 on an error not allowed)',
    ko: '하나 이상의 카탈로그(호스트가 함께 불러오는 서버들)에서 모델에게 작용하는 텍스트를 찾습니다. 숨은 문자, 지시, 비밀 요청, 다른 도구 가로채기(허용되지 않은 오류가 있으면 종료 1)',
  },
  async run(operands, options, io): Promise<CommandOutcome> {
    const catalogs: ReadCatalog[] = [];
    for (const source of operands) {
      const read = await readJsonInput(source, io);
      if (read.kind === 'unreadable') return read;
      if (read.kind === 'refused') return { kind: 'unusable', source, error: read.error };
      const imported = importCatalog(read.value);
      if (!imported.ok) return { kind: 'unusable', source, error: imported.error };
      catalogs.push({ source, text: read.text, value: read.value, imported: imported.value });
    }
    const file = options.extra.allow;
    const allows = await readAllows(typeof file === 'string' ? file : undefined, io);
    if (!Array.isArray(allows)) return allows;
    const report = scanReport(catalogs, allows);
    const text = (lang: Lang) =>
      options.format === 'sarif' ? scanSarif(report, catalogs, io.version()) : scanText(report, lang);
    return { kind: 'report', ok: report.ok, report, text };
  },
};

async function readAllows(source: string | undefined, io: CliIo): Promise<AllowEntry[] | CommandOutcome> {
  if (source === undefined) return [];
  const read = await readJsonInput(source, io);
  if (read.kind === 'unreadable') return read;
  if (read.kind === 'refused') return { kind: 'unusable', source, error: read.error };
  const entries = readAllowList(read.value);
  return entries.ok ? entries.value : { kind: 'unusable', source, error: entries.error };
}

function scanReport(catalogs: readonly ReadCatalog[], allows: readonly AllowEntry[]): ScanCliReport {
  const toolLists = catalogs.map(({ imported }) => toolCatalog(imported).tools);
  const scanned = applyAllowList(scanCatalogs(toolLists), allows);
  const places = catalogs.map((catalog, i) =>
    toolPlaces(
      catalog,
      toolLists[i]!.map((tool) => tool.name),
    ),
  );
  const findings = scanned.findings.map((finding): ScanCliFinding => {
    const { catalog, tool, pointer, code, severity, message, evidence } = finding;
    const path = fileAt(catalogs[catalog]!.imported.format, places[catalog]!.get(tool)!, pointer);
    const allowed =
      finding.allowed === true ? { allowed: true as const, allowReason: finding.allowReason! } : {};
    const source = catalogs[catalog]!.source;
    return {
      catalog: source,
      tool,
      pointer,
      path,
      code,
      severity,
      message,
      evidence,
      ...allowed,
    } as ScanCliFinding;
  });
  const open = findings.filter((finding) => finding.allowed !== true);
  return {
    command: 'scan',
    ok: isScanClean(scanned.findings),
    catalogs: catalogs.map(({ source, imported }, i) => ({
      catalog: source,
      format: imported.format,
      tools: toolLists[i]!.length,
    })),
    errors: open.filter((finding) => finding.severity === 'error').length,
    warnings: open.filter((finding) => finding.severity === 'warning').length,
    allowed: findings.length - open.length,
    findings,
    unmatchedAllows: scanned.unmatchedAllows,
  };
}

/** Where each tool stands in its file: `/tools/3` (or `/result/tools/3`) for MCP, `/3` for a scalar catalog. */
function toolPlaces({ value, imported }: ReadCatalog, names: readonly string[]): Map<string, string> {
  const listAt = imported.format === 'mcp' ? toolsPointer(value) : '';
  return new Map(names.map((name, i) => [name, pointerUnder(listAt, i)]));
}

/**
 * A pointer inside a tool as a pointer into its file. A scalar tool's inputSchema is generated from its
 * fields, so a property's name is found under `fields`; its name is its own.
 */
function fileAt(format: 'scalar' | 'mcp', toolAt: string, pointer: string): string {
  if (format === 'mcp') return toolAt + pointer;
  const field = /^\/inputSchema\/properties\/([^/]+)$/.exec(pointer);
  if (field !== null) return `${toolAt}/fields/${field[1]}`;
  return pointer === '/name' ? `${toolAt}/name` : toolAt;
}
