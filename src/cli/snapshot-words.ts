import type { ContractError } from '../core/index.ts';
import { wordProblem, type Lang } from './problem-words.ts';
import { fromContractError } from './problem.ts';
import { HELP_HINT, PROGRAM } from './sentences.ts';
import type { RunFailure } from './snapshot/failure.ts';
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

/** The lines on standard error for a failed snapshot: one sentence, then the last lines of the server's stderr. */
export function failureText(failure: RunFailure, stderr: readonly string[], lang: Lang): string {
  const head = `${PROGRAM}: snapshot: ${wordKind(FAILURE_WORDS, failure, lang)}\n`;
  if (stderr.length === 0) return head;
  return head + `  ${TAIL_HEAD[lang](stderr.length)}\n` + stderr.map((line) => `  | ${line}\n`).join('');
}

/** The line on standard error for options `snapshot` cannot use. */
export function planProblemText(problem: PlanProblem, lang: Lang): string {
  return `${PROGRAM}: snapshot: ${wordKind(PLAN_WORDS, problem, lang)} (${HELP_HINT[lang]})\n`;
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

// Korean puts no bare particle right after a value whose last sound it cannot know (a number, a quoted text)
const FAILURE_WORDS: WordsByKind<RunFailure> = {
  not_started: {
    en: (f) => `the server command ${JSON.stringify(f.command)} could not be started (${f.code}).`,
    ko: (f) => `서버 명령 ${JSON.stringify(f.command)}을(를) 시작하지 못했습니다 (${f.code}).`,
  },
  exited: {
    en: 'the server exited before it sent its whole tool list.',
    ko: '서버가 도구 목록을 다 보내기 전에 끝났습니다.',
  },
  closed: {
    en: 'the server closed the connection before it sent its whole tool list.',
    ko: '서버가 도구 목록을 다 보내기 전에 연결을 닫았습니다.',
  },
  timeout: {
    en: (f) => `the server did not send its whole tool list within ${f.seconds} s.`,
    ko: (f) => `서버가 ${f.seconds}초 안에 도구 목록을 다 보내지 않았습니다.`,
  },
  server_error: {
    en: (f) => `the server answered with error ${f.code}: ${f.message}`,
    ko: (f) => `서버가 오류로 답했습니다 (코드 ${f.code}): ${f.message}`,
  },
  http_status: {
    en: (f) => `the server answered with HTTP status ${f.status}.`,
    ko: (f) => `서버의 응답이 HTTP 상태 ${f.status}입니다.`,
  },
  unreachable: {
    en: (f) => `the server could not be reached (${f.detail}).`,
    ko: (f) => `서버에 연결하지 못했습니다 (${f.detail}).`,
  },
  other: {
    en: (f) => `the server could not be listed: ${f.message}`,
    ko: (f) => `서버의 목록을 받지 못했습니다: ${f.message}`,
  },
  not_written: {
    en: (f) => `${JSON.stringify(f.path)} could not be written (${f.code}).`,
    ko: (f) => `${JSON.stringify(f.path)}에 쓰지 못했습니다 (${f.code}).`,
  },
  repeated_cursor: {
    en: (f) =>
      `page ${f.page} of the tool list gives the cursor ${JSON.stringify(f.cursor)} a second time, which would never end.`,
    ko: (f) => `도구 목록 ${f.page}쪽이 커서 ${JSON.stringify(f.cursor)}을(를) 다시 주어 끝나지 않습니다.`,
  },
  too_many_pages: {
    en: (f) => `the tool list has more than ${f.limit} pages (see --max-pages).`,
    ko: (f) => `도구 목록이 ${f.limit}쪽보다 깁니다 (--max-pages 참고).`,
  },
  bad_page: {
    en: (f) => `page ${f.page} of the tool list is refused: ${pageError(f.error, 'en')}`,
    ko: (f) => `도구 목록 ${f.page}쪽이 거부되었습니다: ${pageError(f.error, 'ko')}`,
  },
};

function pageError(error: ContractError, lang: Lang): string {
  const where = lang === 'en' ? `at "${error.path}"` : `위치 "${error.path}"`;
  return `${error.code} ${where}: ${wordProblem(fromContractError('catalog', error), lang)}`;
}
