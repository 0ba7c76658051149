import type { ContractError } from '../../core/index.ts';
import type { Lang } from '../problem-words.ts';
import { wordProblem } from '../problem-words.ts';
import { fromContractError } from '../problem.ts';
import { HELP_HINT, PROGRAM } from '../sentences.ts';
import type { PageFailure } from './list-pages.ts';
import type { PlanProblem } from './plan.ts';

/** Why a snapshot was not taken (exit status 2); nothing is written when one of these happens. */
export type RunFailure =
  | PageFailure
  | { kind: 'not_started'; command: string; code: string }
  | { kind: 'exited' }
  | { kind: 'closed' }
  | { kind: 'timeout'; seconds: number }
  | { kind: 'server_error'; code: number; message: string }
  | { kind: 'http_status'; status: number }
  | { kind: 'unreachable'; detail: string }
  | { kind: 'other'; message: string }
  | { kind: 'not_written'; path: string; code: string };

/** The lines on standard error for a failed run: one sentence, then the last lines of the server's stderr. */
export function failureText(failure: RunFailure, stderr: readonly string[], lang: Lang): string {
  const head = `${PROGRAM}: snapshot: ${FAILURE_WORDS[lang](failure)}\n`;
  if (stderr.length === 0) return head;
  return head + `  ${TAIL_HEAD[lang](stderr.length)}\n` + stderr.map((line) => `  | ${line}\n`).join('');
}

/** The line on standard error for options `snapshot` cannot use. */
export function planProblemText(problem: PlanProblem, lang: Lang): string {
  return `${PROGRAM}: snapshot: ${PLAN_WORDS[lang](problem)} (${HELP_HINT[lang]})\n`;
}

const TAIL_HEAD: Record<Lang, (count: number) => string> = {
  en: (count) => `last ${count} line(s) of the server's standard error:`,
  ko: (count) => `서버 표준 오류의 마지막 ${count}줄:`,
};

const PLAN_WORDS: Record<Lang, (problem: PlanProblem) => string> = {
  en: (problem) => {
    switch (problem.kind) {
      case 'no_server':
        return 'name the server: "--url URL", or "-- <command> [args…]" to start it';
      case 'two_servers':
        return 'give either "--url" or a command to start, not both';
      case 'header_without_url':
        return '"--header" is sent over HTTP only, with "--url"';
      case 'bad_url':
        return `"--url" takes an http or https URL, not ${JSON.stringify(problem.value)}`;
      case 'bad_header':
        return `"--header" takes "Name: value" on one line, not ${JSON.stringify(problem.value)}`;
      case 'bad_number':
        return `option "${problem.option}" takes ${problem.isInteger ? 'an integer' : 'a number'} from ${problem.min} to ${problem.max}, not ${JSON.stringify(problem.value)}`;
    }
  },
  ko: (problem) => {
    switch (problem.kind) {
      case 'no_server':
        return '서버를 지정하세요: "--url URL", 또는 시작할 명령 "-- <명령> [인수…]"';
      case 'two_servers':
        return '"--url"과 시작할 명령 중 하나만 주세요';
      case 'header_without_url':
        return '"--header"는 HTTP로만, "--url"과 함께 보냅니다';
      case 'bad_url':
        return `"--url"의 값은 http나 https URL입니다. 받은 값: ${JSON.stringify(problem.value)}`;
      case 'bad_header':
        return `"--header"의 값은 한 줄의 "이름: 값"입니다. 받은 값: ${JSON.stringify(problem.value)}`;
      case 'bad_number':
        return `옵션 "${problem.option}"의 값은 ${problem.min}부터 ${problem.max}까지의 ${problem.isInteger ? '정수' : '수'}입니다. 받은 값: ${JSON.stringify(problem.value)}`;
    }
  },
};

const FAILURE_WORDS: Record<Lang, (failure: RunFailure) => string> = {
  en: (failure) => {
    switch (failure.kind) {
      case 'not_started':
        return `the server command ${JSON.stringify(failure.command)} could not be started (${failure.code}).`;
      case 'exited':
        return 'the server exited before it sent its whole tool list.';
      case 'closed':
        return 'the server closed the connection before it sent its whole tool list.';
      case 'timeout':
        return `the server did not send its whole tool list within ${failure.seconds} s.`;
      case 'server_error':
        return `the server answered with error ${failure.code}: ${failure.message}`;
      case 'http_status':
        return `the server answered with HTTP status ${failure.status}.`;
      case 'unreachable':
        return `the server could not be reached (${failure.detail}).`;
      case 'other':
        return `the server could not be listed: ${failure.message}`;
      case 'not_written':
        return `${JSON.stringify(failure.path)} could not be written (${failure.code}).`;
      case 'repeated_cursor':
        return `page ${failure.page} of the tool list gives the cursor ${JSON.stringify(failure.cursor)} a second time, which would never end.`;
      case 'too_many_pages':
        return `the tool list has more than ${failure.limit} pages (see --max-pages).`;
      case 'bad_page':
        return `page ${failure.page} of the tool list is refused: ${pageError(failure.error, 'en')}`;
    }
  },
  ko: (failure) => {
    switch (failure.kind) {
      case 'not_started':
        return `서버 명령 ${JSON.stringify(failure.command)}을(를) 시작하지 못했습니다 (${failure.code}).`;
      case 'exited':
        return '서버가 도구 목록을 다 보내기 전에 끝났습니다.';
      case 'closed':
        return '서버가 도구 목록을 다 보내기 전에 연결을 닫았습니다.';
      case 'timeout':
        return `서버가 ${failure.seconds}초 안에 도구 목록을 다 보내지 않았습니다.`;
      case 'server_error':
        return `서버가 오류 ${failure.code}로 답했습니다: ${failure.message}`;
      case 'http_status':
        return `서버가 HTTP 상태 ${failure.status}로 답했습니다.`;
      case 'unreachable':
        return `서버에 연결하지 못했습니다 (${failure.detail}).`;
      case 'other':
        return `서버의 목록을 받지 못했습니다: ${failure.message}`;
      case 'not_written':
        return `${JSON.stringify(failure.path)}에 쓰지 못했습니다 (${failure.code}).`;
      case 'repeated_cursor':
        return `도구 목록 ${failure.page}쪽이 커서 ${JSON.stringify(failure.cursor)}를 다시 주어 끝나지 않습니다.`;
      case 'too_many_pages':
        return `도구 목록이 ${failure.limit}쪽보다 깁니다 (--max-pages 참고).`;
      case 'bad_page':
        return `도구 목록 ${failure.page}쪽이 거부되었습니다: ${pageError(failure.error, 'ko')}`;
    }
  },
};

function pageError(error: ContractError, lang: Lang): string {
  const where = lang === 'en' ? `at "${error.path}"` : `위치 "${error.path}"`;
  return `${error.code} ${where}: ${wordProblem(fromContractError('catalog', error), lang)}`;
}
