import { isSecondsSpec, type Command, type OptionSpec } from './command.ts';
import type { ContractError } from '../core/index.ts';
import type { UnreadableReason } from './io.ts';
import { fromContractError } from './problem.ts';
import { isTextOption, type UsageProblem } from './parse-args.ts';
import type { Problem } from './problem.ts';
import { wordProblem, type Lang } from './problem-words.ts';
import { STDIN } from './read-input.ts';
import { isolate } from '../core/index.ts';

/** The program's name, as it starts every line it writes to standard error. */
export const PROGRAM = 'tool-contract';

/** The hint that ends every usage line. */
export const HELP_HINT: Record<Lang, string> = {
  en: `run "${PROGRAM} --help" for usage`,
  ko: `사용법은 "${PROGRAM} --help"로 봅니다`,
};

/** One line on standard error for a command line that was not understood. */
export function usageLine(problem: UsageProblem, lang: Lang): string {
  return usageText(USAGE_WORDS[lang](problem), lang);
}

/** A usage problem's sentence as the one line on standard error: the program, the sentence, where help is. */
export function usageText(sentence: string, lang: Lang): string {
  return `${PROGRAM}: ${sentence} (${HELP_HINT[lang]})\n`;
}

const USAGE_WORDS: Record<Lang, (problem: UsageProblem) => string> = {
  en: (problem) => {
    switch (problem.kind) {
      case 'missing_command':
        return 'no command given';
      case 'unknown_command':
        return `unknown command "${isolate(problem.command)}"`;
      case 'unknown_option':
        return `unknown option "${isolate(problem.option)}"`;
      case 'missing_value':
        return `option "${isolate(problem.option)}" needs a value`;
      case 'missing_option':
        return `option "${isolate(problem.option)}" is required`;
      case 'bad_value':
        return problem.allowed.length === 0
          ? `option "${isolate(problem.option)}" takes no value`
          : `option "${isolate(problem.option)}" takes ${problem.allowed.join(' or ')}, not "${isolate(problem.value)}"`;
      case 'bad_seconds':
        return `option "${isolate(problem.option)}" takes a number of seconds greater than 0 and at most ${problem.max}, not "${isolate(problem.value)}"`;
      case 'wrong_operands':
        return `"${isolate(problem.command)}" takes ${problem.expected} operand(s), not ${problem.received}`;
    }
  },
  ko: (problem) => {
    switch (problem.kind) {
      case 'missing_command':
        return '명령이 없습니다';
      case 'unknown_command':
        return `모르는 명령입니다: "${isolate(problem.command)}"`;
      case 'unknown_option':
        return `모르는 옵션입니다: "${isolate(problem.option)}"`;
      case 'missing_value':
        return `옵션에 값이 필요합니다: "${isolate(problem.option)}"`;
      case 'missing_option':
        return `빠진 옵션이 있습니다: "${isolate(problem.option)}"`;
      case 'bad_value':
        return problem.allowed.length === 0
          ? `값을 받지 않는 옵션입니다: "${isolate(problem.option)}"`
          : `옵션 "${isolate(problem.option)}"의 값은 ${problem.allowed.join(', ')} 중 하나입니다. 받은 값: "${isolate(problem.value)}"`;
      case 'bad_seconds':
        return `옵션 "${isolate(problem.option)}"의 값은 0보다 크고 ${problem.max} 이하인 초 단위 숫자입니다. 받은 값: "${isolate(problem.value)}"`;
      case 'wrong_operands':
        return `"${isolate(problem.command)}" 명령은 피연산자 ${problem.expected}개를 받습니다. 받은 개수: ${problem.received}`;
    }
  },
};

/** One line on standard error for an input that could not be read. */
export function unreadableLine(source: string, reason: UnreadableReason, lang: Lang): string {
  return `${PROGRAM}: ${inputName(source, lang)}: ${UNREADABLE_WORDS[lang][reason]}\n`;
}

const UNREADABLE_WORDS: Record<Lang, Record<UnreadableReason, string>> = {
  en: {
    not_found: 'no such file',
    is_directory: 'is a directory, not a file',
    not_a_file: 'is not a regular file',
    no_permission: 'permission denied',
    io_error: 'could not be read',
  },
  ko: {
    not_found: '그런 파일이 없습니다',
    is_directory: '파일이 아니라 디렉터리입니다',
    not_a_file: '일반 파일이 아닙니다',
    no_permission: '읽을 권한이 없습니다',
    io_error: '읽을 수 없습니다',
  },
};

/** One line on standard error for an input read but unusable: the code, where in the input and the sentence. */
export function unusableLine(source: string, error: ContractError, lang: Lang): string {
  const problem = fromContractError('catalog', error);
  const at =
    error.path === '' ? inputName(source, lang) : `${inputName(source, lang)}#${isolate(error.path)}`;
  return `${PROGRAM}: ${error.code} ${at}: ${wordProblem(problem, lang)}\n`;
}

/** How an operand is named in messages: its path (isolated from the words around it), or standard input for "-". */
export function inputName(source: string, lang: Lang): string {
  if (source !== STDIN) return isolate(source);
  return lang === 'en' ? '<standard input>' : '<표준 입력>';
}

/**
 * One indented line for a problem: code, where (the input, named by `inputName`, and its pointer) and the
 * sentence; the pointer holds catalog keys, so it is isolated from the line's words.
 */
export function problemLine(
  problem: Pick<Problem, 'code' | 'path' | 'message' | 'reason' | 'params' | 'rule' | 'effect'>,
  where: string,
  lang: Lang,
): string {
  const at = problem.path === '' ? where : `${where}#${isolate(problem.path)}`;
  return `  ${problem.code} ${at}: ${wordProblem(problem, lang)}\n`;
}

/** The help: every command with its operands and options, then the global options and exit statuses. */
export function helpText(commands: readonly Command[], lang: Lang): string {
  const lines = commands.map((command) => {
    const options = Object.entries(command.options).map(([name, spec]) => optionUsage(name, spec, lang));
    const rest = command.restOperands === undefined ? [] : [command.restOperands];
    const usage = [PROGRAM, command.name, ...command.operands, ...options, ...rest].join(' ');
    return `  ${usage}\n      ${command.summary[lang]}\n`;
  });
  return HELP_HEAD[lang] + lines.join('') + HELP_TAIL[lang];
}

function optionUsage(name: string, spec: OptionSpec, lang: Lang): string {
  if (spec === 'flag') return `[--${name}]`;
  if (isSecondsSpec(spec)) return `[--${name} ${SECONDS_WORD[lang]}]`;
  if (isTextOption(spec)) return `[--${name} ${spec.value}]${spec.repeatable ? '…' : ''}`;
  return `--${name} ${spec.join('|')}`;
}

const SECONDS_WORD: Record<Lang, string> = { en: '<seconds>', ko: '<초>' };

const HELP_HEAD: Record<Lang, string> = {
  en: "Checks tool catalogs (the scalar format or an MCP tools/list result) and tool arguments, takes snapshots of a live MCP server's tool list, and publishes a catalog as a static documentation site.\n\n",
  ko: '도구 카탈로그(스칼라 형식이나 MCP tools/list 결과)와 도구 인수를 검사하고, 실행 중인 MCP 서버의 도구 목록을 스냅숏으로 남기고, 카탈로그를 정적 문서 사이트로 펴냅니다.\n\n',
};

const HELP_TAIL: Record<Lang, string> = {
  en: `
Options: --format text|json (default text), --lang en|ko (default en), --help, --version.
Exit status: 0 everything holds; 1 the input has defects; 2 usage error, unreadable file or a server that could not be listed.
`,
  ko: `
옵션: --format text|json (기본 text), --lang en|ko (기본 en), --help, --version.
종료 상태: 0 모두 통과, 1 입력에 결함이 있음, 2 사용법 오류, 읽을 수 없는 파일, 목록을 받지 못한 서버.
`,
};
