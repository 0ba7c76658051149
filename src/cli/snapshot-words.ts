import { wordReason, type ContractError } from '../core/index.ts';
import { wordProblem, type Lang } from './problem-words.ts';
import { fromContractError } from './problem.ts';
import { PROGRAM, usageText } from './sentences.ts';
import { refusedPage } from './snapshot/failure.ts';
import type { PlanProblem } from './snapshot/plan.ts';

/**
 * The sentences of each kind of a thing, in every language: a kind, or a language, without its sentence
 * fails the type check.
 */
type WordsByKind<Thing extends { kind: string }> = {
  readonly [Kind in Thing['kind']]: Readonly<Record<Lang, Sentence<Extract<Thing, { kind: Kind }>>>>;
};

/** A kind's sentence: the text itself when the kind carries nothing else, else made from what it carries. */
type Sentence<Thing> = Exclude<keyof Thing, 'kind'> extends never ? string : (thing: Thing) => string;

/**
 * The lines on standard error for a failed snapshot: one sentence, then the last lines of the server's
 * stderr, each control character in either written as its escape.
 */
export function failureText(error: ContractError, stderr: readonly string[], lang: Lang): string {
  const head = `${PROGRAM}: snapshot: ${escapeControls(failureSentence(error, lang))}\n`;
  if (stderr.length === 0) return head;
  return (
    head +
    `  ${TAIL_HEAD[lang](stderr.length)}\n` +
    stderr.map((line) => `  | ${escapeControls(line)}\n`).join('')
  );
}

// C0 and C1 controls (a line break too): a server-given cursor or message cannot move the terminal's cursor,
// colour its text or end the line
// eslint-disable-next-line no-control-regex -- matching controls is the point
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/g;

/** The text with each control character written as its escape, as JSON writes it. */
function escapeControls(text: string): string {
  return text.replace(CONTROLS, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * A failure's sentence from the catalog of sentences; a page the importer refused is named by its number,
 * then the importer's code, its pointer into the page and its sentence.
 */
function failureSentence(error: ContractError, lang: Lang): string {
  const worded = wordProblem(fromContractError('catalog', error), lang);
  const page = refusedPage(error);
  if (page === null) return worded;
  const where = lang === 'en' ? `at "${error.path}"` : `위치 "${error.path}"`;
  return `${wordReason('page_refused', { page }, lang)}: ${error.code} ${where}: ${worded}`;
}

/** The line on standard error for options `snapshot` cannot use. */
export function planProblemText(problem: PlanProblem, lang: Lang): string {
  return usageText(`snapshot: ${wordKind(PLAN_WORDS, problem, lang)}`, lang);
}

function wordKind<Thing extends { kind: string }>(
  words: WordsByKind<Thing>,
  thing: Thing,
  lang: Lang,
): string {
  const word = words[thing.kind as Thing['kind']][lang] as string | ((thing: Thing) => string);
  return typeof word === 'string' ? word : word(thing);
}

const TAIL_HEAD: Readonly<Record<Lang, (count: number) => string>> = {
  en: (count) => `last ${count} line(s) of the server's standard error:`,
  ko: (count) => `서버 표준 오류의 마지막 ${count}줄:`,
};

const PLAN_WORDS: WordsByKind<PlanProblem> = {
  no_server: {
    en: 'name the server: "--url URL", or "-- <command> [args…]" to start it',
    ko: '서버를 지정하세요: "--url URL", 또는 시작할 명령 "-- <명령> [인수…]"',
  },
  two_servers: {
    en: 'give either "--url" or a command to start, not both',
    ko: '"--url"과 시작할 명령 중 하나만 주세요',
  },
  header_without_url: {
    en: '"--header" is sent over HTTP only, with "--url"',
    ko: '"--header"는 HTTP로만, "--url"과 함께 보냅니다',
  },
  bad_url: {
    en: (p) => `"--url" takes an http or https URL, not ${JSON.stringify(p.value)}`,
    ko: (p) => `"--url"의 값은 http나 https URL입니다. 받은 값: ${JSON.stringify(p.value)}`,
  },
  bad_header: {
    en: (p) => `"--header" takes "Name: value" on one line, not ${JSON.stringify(p.value)}`,
    ko: (p) => `"--header"의 값은 한 줄의 "이름: 값"입니다. 받은 값: ${JSON.stringify(p.value)}`,
  },
  bad_number: {
    en: (p) =>
      `option "${p.option}" takes ${p.isInteger ? 'an integer' : 'a number'} from ${p.min} to ${p.max}, not ${JSON.stringify(p.value)}`,
    ko: (p) =>
      `옵션 "${p.option}"의 값은 ${p.min}부터 ${p.max}까지의 ${p.isInteger ? '정수' : '수'}입니다. 받은 값: ${JSON.stringify(p.value)}`,
  },
};
