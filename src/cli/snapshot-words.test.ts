import { describe, expect, it } from 'vitest';
import { contractError, SNAPSHOT_REASONS, type ContractError } from '../core/index.ts';
import type { Lang } from './problem-words.ts';
import { failureText, planProblemText } from './snapshot-words.ts';
import { pageRefusal, runFailure } from './snapshot/failure.ts';
import type { PlanProblem } from './snapshot/plan.ts';

type OneOfEach<Thing extends { kind: string }> = { [Kind in Thing['kind']]: Extract<Thing, { kind: Kind }> };

// One failure of every reason `snapshot` fails with, and a page the importer refuses.
const FAILURES = {
  not_started: runFailure('SERVER_NOT_LISTED', '', 'not_started', { command: 'mcp-srv', errno: 'ENOENT' }),
  server_exited: runFailure('SERVER_NOT_LISTED', '', 'server_exited', {}),
  connection_closed: runFailure('SERVER_NOT_LISTED', '', 'connection_closed', {}),
  list_timeout: runFailure('SERVER_NOT_LISTED', '', 'list_timeout', { seconds: 7.5 }),
  server_error: runFailure('SERVER_NOT_LISTED', '', 'server_error', { rpc_code: -32603, message: 'boom' }),
  http_status: runFailure('SERVER_NOT_LISTED', '', 'http_status', { status: 503 }),
  unreachable: runFailure('SERVER_NOT_LISTED', '', 'unreachable', { detail: 'ECONNREFUSED' }),
  list_failed: runFailure('SERVER_NOT_LISTED', '', 'list_failed', { message: 'odd reply' }),
  not_written: runFailure('IO_ERROR', '', 'not_written', { file: 'out.json', errno: 'EACCES' }),
  repeated_cursor: runFailure('INVALID_TOOLS_LIST', '/nextCursor', 'repeated_cursor', {
    page: 3,
    cursor: 'c2',
  }),
  too_many_pages: runFailure('INVALID_TOOLS_LIST', '/nextCursor', 'too_many_pages', { limit: 64 }),
  page_refused: pageRefusal(
    contractError(
      'INVALID_TOOLS_LIST',
      '/tools',
      'wrong_type',
      { expected: ['array'], received: 'integer' },
      'Expected array but got integer.',
    ),
    2,
  ),
} satisfies Record<string, ContractError>;

// The English of each failure, byte for byte: the sentences a script may already read.
const ENGLISH: Readonly<Record<keyof typeof FAILURES, string>> = {
  not_started: 'the server command "mcp-srv" could not be started (ENOENT).',
  server_exited: 'the server exited before it sent its whole tool list.',
  connection_closed: 'the server closed the connection before it sent its whole tool list.',
  list_timeout: 'the server did not send its whole tool list within 7.5 s.',
  server_error: 'the server answered with error -32603: boom',
  http_status: 'the server answered with HTTP status 503.',
  unreachable: 'the server could not be reached (ECONNREFUSED).',
  list_failed: 'the server could not be listed: odd reply',
  not_written: '"out.json" could not be written (EACCES).',
  repeated_cursor: 'page 3 of the tool list gives the cursor "c2" a second time, which would never end.',
  too_many_pages: 'the tool list has more than 64 pages (see --max-pages).',
  page_refused:
    'page 2 of the tool list is refused: INVALID_TOOLS_LIST at "/tools": Expected array but got integer.',
};

const PLANS: OneOfEach<PlanProblem> = {
  no_server: { kind: 'no_server' },
  two_servers: { kind: 'two_servers' },
  header_without_url: { kind: 'header_without_url' },
  bad_url: { kind: 'bad_url', value: 'ftp://x' },
  bad_header: { kind: 'bad_header', value: 'NoColon' },
  bad_number: { kind: 'bad_number', option: 'max-pages', value: '0', min: 1, max: 1000, isInteger: true },
};

const HANGUL = /[\uac00-\ud7a3]/;
const LANGS: readonly Lang[] = ['en', 'ko'];

/** The values a plan problem carries, as its sentence must show them. */
function shownValues(thing: PlanProblem): string[] {
  return Object.entries(thing).flatMap(([name, value]) =>
    name === 'kind' || typeof value === 'boolean'
      ? []
      : [typeof value === 'string' ? JSON.stringify(value) : String(value)],
  );
}

// The values a failure's sentence must show: names quoted, the rest as they are; the importer's
// `expected` and `received` of a refused page are worded by its sentence, the page by its number.
const QUOTED = new Set(['command', 'file', 'cursor']);

function shownParams(error: ContractError): string[] {
  const shown = Object.entries(error.params).flatMap(([name, value]) =>
    name === 'expected' || name === 'received'
      ? []
      : [QUOTED.has(name) ? JSON.stringify(value) : String(value)],
  );
  return error.reason === 'wrong_type' ? [...shown, error.code, error.path] : shown;
}

describe('failureText', () => {
  const names = Object.keys(FAILURES) as (keyof typeof FAILURES)[];
  const cases = names.flatMap((name) => LANGS.map((lang) => [name, lang] as const));

  it.each(cases)('words a %s failure in %s with its values', (name, lang) => {
    const text = failureText(FAILURES[name], [], lang);
    expect(text.startsWith('tool-contract: snapshot: ')).toBe(true);
    expect(text.endsWith('\n')).toBe(true);
    expect(text).not.toMatch(/undefined|\[object|\{\w+\}/);
    expect(HANGUL.test(text)).toBe(lang === 'ko');
    for (const value of shownParams(FAILURES[name])) expect(text).toContain(value);
  });

  it('has a case for every reason a snapshot fails with', () => {
    expect(names).toEqual(expect.arrayContaining([...SNAPSHOT_REASONS]));
  });

  it.each(names)('keeps the English of a %s failure, which is its message', (name) => {
    expect(failureText(FAILURES[name], [], 'en')).toBe(`tool-contract: snapshot: ${ENGLISH[name]}\n`);
    if (name !== 'page_refused') expect(FAILURES[name].message).toBe(ENGLISH[name]);
  });

  it('writes the server’s standard error with its control characters escaped: it cannot colour or move the terminal', () => {
    const stderr = ['\u001b[2J\u001b[31mfake ok\u0007', 'tab\there \u009b1m'];
    expect(failureText(FAILURES.server_exited, stderr, 'en')).toContain(
      '  | \\u001b[2J\\u001b[31mfake ok\\u0007\n  | tab\\u0009here \\u009b1m\n',
    );
  });

  it('follows the sentence with the last lines of the server’s standard error, in either language', () => {
    const stderr = ['one', 'two'];
    expect(failureText(FAILURES.server_exited, stderr, 'en')).toBe(
      `tool-contract: snapshot: ${ENGLISH.server_exited}\n  last 2 line(s) of the server's standard error:\n  | one\n  | two\n`,
    );
    expect(failureText(FAILURES.server_exited, stderr, 'ko')).toBe(
      'tool-contract: snapshot: 서버가 도구 목록을 다 보내기 전에 끝났습니다.\n  서버 표준 오류의 마지막 2줄:\n  | one\n  | two\n',
    );
  });

  it('writes the controls a server gives (an escape sequence, a line break) as escapes, in either language', () => {
    const cursor = 'c\u001b[2J\nfake line\u009b';
    const failure = runFailure('INVALID_TOOLS_LIST', '/nextCursor', 'repeated_cursor', { page: 2, cursor });
    for (const lang of LANGS) {
      const text = failureText(failure, [], lang);
      expect(text).toContain('c\\u001b[2J\\u000afake line\\u009b');
      // eslint-disable-next-line no-control-regex -- no control may be left
      expect(text.slice(0, -1)).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
    }
  });

  it('puts no particle whose form depends on a number right after the number', () => {
    expect(failureText(FAILURES.http_status, [], 'ko')).toContain('HTTP 상태 503입니다.');
    expect(failureText(FAILURES.server_error, [], 'ko')).toContain('(코드 -32603): boom');
  });
});

describe('planProblemText', () => {
  const cases = Object.values(PLANS).flatMap((problem) =>
    LANGS.map((lang) => [problem.kind, lang, problem] as const),
  );

  it.each(cases)('words a %s problem in %s with its values and the help hint', (_kind, lang, problem) => {
    const text = planProblemText(problem, lang);
    expect(text.startsWith('tool-contract: snapshot: ')).toBe(true);
    expect(text).toContain('"tool-contract --help"');
    expect(text).not.toMatch(/undefined|\[object/);
    expect(HANGUL.test(text)).toBe(lang === 'ko');
    for (const value of shownValues(problem)) expect(text).toContain(value);
  });

  it('keeps the English of an option out of bounds', () => {
    expect(planProblemText(PLANS.bad_number, 'en')).toBe(
      'tool-contract: snapshot: option "max-pages" takes an integer from 1 to 1000, not "0" (run "tool-contract --help" for usage)\n',
    );
  });
});
