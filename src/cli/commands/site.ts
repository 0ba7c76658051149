import {
  checkOut,
  prepareSite,
  writeSite,
  type OutProblem,
  type SiteFile,
  type SiteInputs,
  type SiteSection,
} from '../../site/build-site.ts';
import { loadSiteCounter } from '../../site/cost-html.ts';
import { packagedApp } from '../../site/packaged-app.ts';
import type { SiteError, SiteInput } from '../../site/site-error.ts';
import type { Command, CommandOutcome, Options } from '../command.ts';
import type { CliIo } from '../io.ts';
import type { Problem } from '../problem.ts';
import type { Lang } from '../problem-words.ts';
import { readJsonInput } from '../read-input.ts';
import { inputName, problemLine, PROGRAM, usageLine, usageText } from '../sentences.ts';

/** The JSON output of `site`: where the site went, what it documents, or the problem that stopped it. */
export interface SiteReport {
  command: 'site';
  ok: boolean;
  /** The folder the site was built into, as an absolute path. */
  out: string;
  /** The catalog's file, or null for the explorer's synthetic catalog. */
  catalog: string | null;
  format: 'scalar' | 'mcp' | null;
  toolCount: number;
  exampleCount: number;
  /** With `--previous`: how many changes the site lists, and how many of them break callers. */
  changes?: { count: number; breaking: number };
  /** The input that stopped the build, located in its file; empty when the site was built. */
  problems: SiteProblem[];
}

/** A problem as the other commands report one, naming which input file it points into. */
export type SiteProblem = Omit<Problem, 'input'> & { input: SiteInput; file: string };

/** Where the explorer's production build comes from: the package's own copy, or a fresh build in a checkout. */
export type AppSource = () => string | null;

// The JSON files a site is built from, each an option of the same name; another input (a previous catalog
// to compare with, a grouping of the tools) is one more name here, in SiteInputs and in prepareSite.
const FILES: readonly SiteInput[] = ['catalog', 'examples', 'descriptions', 'groups', 'previous'];
const TEXT_OPTIONS = [...FILES, 'title', 'out'] as const;
// the sections a site shows only when its author asks for them
const SECTIONS: readonly SiteSection[] = ['portability'];

/**
 * `site [<catalog.json>] --out <dir>`: a static documentation site for a catalog, the prebuilt explorer
 * with the catalog's records, manifest and plain-HTML documentation around it. `app` finds the explorer.
 */
export function siteCommand(app: AppSource = packagedApp): Command {
  return {
    name: 'site',
    operands: [],
    restOperands: '[<catalog.json>]',
    options: {
      catalog: { value: '<file>' },
      examples: { value: '<file>' },
      descriptions: { value: '<file>' },
      groups: { value: '<file>' },
      previous: { value: '<file>' },
      title: { value: '<text>' },
      out: { value: '<dir>' },
      show: { value: SECTIONS.join('|') },
    },
    summary: {
      en: 'a static documentation site for a catalog (scalar or MCP tools/list) in --out (default dist), in the language of --lang: every tool with its fields, examples and changes as plain HTML, search and Try it with JavaScript; --show portability adds how providers take each tool',
      ko: '카탈로그(스칼라나 MCP tools/list)의 정적 문서 사이트를 --out(기본 dist)에 --lang의 언어로 만듭니다. 모든 도구의 필드, 예시, 변경 사항을 담은 HTML, JavaScript로 검색과 직접 해 보기. --show portability는 각 도구를 제공자가 어떻게 받는지 더합니다',
    },
    run: (operands, options, io) => runSite(operands, options, io, app),
  };
}

async function runSite(
  operands: readonly string[],
  options: Options,
  io: CliIo,
  app: AppSource,
): Promise<CommandOutcome> {
  const { lang } = options;
  const given = readOptions(operands, options);
  if (typeof given === 'string') return failed(io, given);
  const out = checkOut(given.out);
  if (!out.ok) return failed(io, outLine(given.out, out.error, lang));
  const inputs: SiteInputs = {
    lang,
    ...(given.title === undefined ? {} : { title: given.title }),
    ...(options.extra.show === 'portability' ? { show: ['portability'] as const } : {}),
  };
  for (const input of FILES) {
    const source = given[input];
    if (source === undefined) continue;
    const read = await readJsonInput(source, io);
    if (read.kind === 'unreadable') return read;
    if (read.kind === 'refused') return refusedOutcome({ ...read.error, input, file: source }, out.value);
    inputs[input] = { file: source, value: read.value } satisfies SiteFile;
  }
  // the tokenizer takes about half a second to load: only a site that will be built pays for it
  const data = prepareSite({ ...inputs, counter: await loadSiteCounter() });
  if (!data.ok) return refusedOutcome(data.error, out.value);
  const appDir = app();
  if (appDir === null) return failed(io, `${PROGRAM}: site: ${SITE_WORDS[lang].noApp}\n`);
  const code = writeSite(appDir, data.value, out.value);
  if (code !== null) return failed(io, outLine(given.out, 'not_written', lang, code));
  const report: SiteReport = {
    command: 'site',
    ok: true,
    out: out.value,
    catalog: given.catalog ?? null,
    format: data.value.site.kind,
    toolCount: data.value.site.tools.tools.length,
    exampleCount: data.value.exampleCount,
    ...(data.value.changes
      ? {
          changes: {
            count: data.value.changes.report.changes.length,
            breaking: data.value.changes.report.breaking,
          },
        }
      : {}),
    problems: [],
  };
  return { kind: 'report', ok: true, report, text: (textLang) => siteText(report, textLang) };
}

type Given = Partial<Record<(typeof TEXT_OPTIONS)[number], string>> & { out: string };

/** The options as given, the catalog from either its operand or --catalog; or the usage line that refuses them. */
function readOptions(operands: readonly string[], options: Options): Given | string {
  const { lang } = options;
  const given: Given = { out: 'dist' };
  for (const name of TEXT_OPTIONS) {
    const value = options.extra[name];
    if (value === undefined) continue;
    if (typeof value !== 'string' || value === '')
      return usageLine({ kind: 'missing_value', option: `--${name}` }, lang);
    given[name] = value;
  }
  const show = options.extra.show;
  if (show !== undefined && !SECTIONS.includes(show as SiteSection))
    return siteUsage(SITE_WORDS[lang].unknownSection(String(show), SECTIONS.join(', ')), lang);
  if (operands.length > 1) return siteUsage(SITE_WORDS[lang].manyCatalogs(operands.length), lang);
  if (operands.length === 1) {
    if (given.catalog !== undefined) return siteUsage(SITE_WORDS[lang].catalogTwice, lang);
    given.catalog = operands[0]!;
  }
  return given;
}

function siteUsage(sentence: string, lang: Lang): string {
  return usageText(sentence, lang);
}

function failed(io: CliIo, line: string): CommandOutcome {
  io.err(line);
  return { kind: 'done', verdict: 'failed' };
}

function outLine(out: string, problem: OutProblem, lang: Lang, code = ''): string {
  return `${PROGRAM}: ${out}: ${SITE_WORDS[lang].out[problem](code)}\n`;
}

function refusedOutcome(error: SiteError, out: string): CommandOutcome {
  const { input, file, code, path, message, reason, params } = error;
  const problem = { input, file, code, path, message, reason, params };
  const report: SiteReport = {
    command: 'site',
    ok: false,
    out,
    catalog: null,
    format: null,
    toolCount: 0,
    exampleCount: 0,
    problems: [problem],
  };
  return { kind: 'report', ok: false, report, text: (lang) => siteText(report, lang) };
}

/** The text output: one line for a built site; for a refused input, its name, then the problem's line. */
export function siteText(report: SiteReport, lang: Lang): string {
  const words = SITE_WORDS[lang];
  if (report.ok) return `${PROGRAM}: ${words.built(report)}\n`;
  return report.problems
    .map((problem) => {
      const where = inputName(problem.file, lang);
      return `${where}: ${words.refused}\n${problemLine(problem, where, lang)}`;
    })
    .join('');
}

const SITE_WORDS = {
  en: {
    built: (r: SiteReport) =>
      `site of ${r.toolCount} tool(s) (${r.format === 'mcp' ? 'MCP tools/list' : 'scalar catalog'}), ${r.exampleCount} example(s)${r.changes ? `, ${r.changes.count} change(s) (${r.changes.breaking} breaking)` : ''} -> ${r.out}`,
    refused: 'refused; no site was written',
    manyCatalogs: (count: number) => `"site" takes one catalog, not ${count}`,
    catalogTwice: '"site" takes one catalog, given both as an operand and with --catalog',
    unknownSection: (section: string, known: string) =>
      `--show takes a section of the page (${known}), not "${section}"`,
    noApp: 'this installation has no built explorer (lib/app); reinstall the package',
    out: {
      is_file: () => 'is a file; --out must name a folder',
      under_file: () => 'lies inside a file; --out must name a folder',
      not_a_site: () => 'holds files that are not a built site; name a new or empty folder',
      not_written: (code: string) => `could not be written (${code || 'not a folder'})`,
    },
  },
  ko: {
    built: (r: SiteReport) =>
      `사이트: 도구 ${r.toolCount}개(${r.format === 'mcp' ? 'MCP tools/list' : '스칼라 카탈로그'}), 예시 ${r.exampleCount}개${r.changes ? `, 변경 ${r.changes.count}개(호환되지 않음 ${r.changes.breaking}개)` : ''} -> ${r.out}`,
    refused: '거부됨. 사이트를 쓰지 않았습니다',
    manyCatalogs: (count: number) => `"site" 명령은 카탈로그 하나를 받습니다. 받은 개수: ${count}`,
    catalogTwice: '"site" 명령은 카탈로그 하나를 받는데, 피연산자와 --catalog로 두 번 받았습니다',
    unknownSection: (section: string, known: string) =>
      `--show는 페이지의 한 부분(${known})을 받습니다. 받은 값: "${section}"`,
    noApp: '이 설치에는 빌드된 탐색기(lib/app)가 없습니다. 패키지를 다시 설치하세요',
    out: {
      is_file: () => '파일입니다. --out은 폴더를 가리켜야 합니다',
      under_file: () => '파일 안의 경로입니다. --out은 폴더를 가리켜야 합니다',
      not_a_site: () => '빌드된 사이트가 아닌 파일이 있습니다. 새 폴더나 빈 폴더를 주세요',
      not_written: (code: string) => `쓸 수 없습니다(${code || '폴더가 아님'})`,
    },
  },
} satisfies Record<Lang, unknown>;
