import { describe, expect, it } from 'vitest';
import { contractError } from '../core/index.ts';
import type { Lang } from './problem-words.ts';
import { failureText, planProblemText } from './snapshot-words.ts';
import type { RunFailure } from './snapshot/failure.ts';
import type { PlanProblem } from './snapshot/plan.ts';

type OneOfEach<Thing extends { kind: string }> = { [Kind in Thing['kind']]: Extract<Thing, { kind: Kind }> };

// One failure of every kind: a kind added to RunFailure without a case here fails the type check.
const FAILURES: OneOfEach<RunFailure> = {
  not_started: { kind: 'not_started', command: 'mcp-srv', code: 'ENOENT' },
  exited: { kind: 'exited' },
  closed: { kind: 'closed' },
  timeout: { kind: 'timeout', seconds: 7.5 },
  server_error: { kind: 'server_error', code: -32603, message: 'boom' },
  http_status: { kind: 'http_status', status: 503 },
  unreachable: { kind: 'unreachable', detail: 'ECONNREFUSED' },
  other: { kind: 'other', message: 'odd reply' },
  not_written: { kind: 'not_written', path: 'out.json', code: 'EACCES' },
  repeated_cursor: { kind: 'repeated_cursor', page: 3, cursor: 'c2' },
  too_many_pages: { kind: 'too_many_pages', limit: 64 },
  bad_page: {
    kind: 'bad_page',
    page: 2,
    error: contractError(
      'INVALID_TOOLS_LIST',
      '/tools',
      'wrong_type',
      { expected: ['array'], received: 'integer' },
      'Expected array but got integer.',
    ),
  },
};

// The English of each failure, byte for byte: the sentences a script may already read.
const ENGLISH: Readonly<Record<RunFailure['kind'], string>> = {
  not_started: 'the server command "mcp-srv" could not be started (ENOENT).',
  exited: 'the server exited before it sent its whole tool list.',
  closed: 'the server closed the connection before it sent its whole tool list.',
  timeout: 'the server did not send its whole tool list within 7.5 s.',
  server_error: 'the server answered with error -32603: boom',
  http_status: 'the server answered with HTTP status 503.',
  unreachable: 'the server could not be reached (ECONNREFUSED).',
  other: 'the server could not be listed: odd reply',
  not_written: '"out.json" could not be written (EACCES).',
  repeated_cursor: 'page 3 of the tool list gives the cursor "c2" a second time, which would never end.',
  too_many_pages: 'the tool list has more than 64 pages (see --max-pages).',
  bad_page:
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

/** The values a thing carries, as its sentence must show them (a nested error is shown by its code). */
function shownValues(thing: RunFailure | PlanProblem): string[] {
  return Object.entries(thing).flatMap(([name, value]) =>
    name === 'kind' || typeof value === 'boolean'
      ? []
      : name === 'error'
        ? [(value as { code: string }).code]
        : [
            typeof value === 'string' && name !== 'message' && name !== 'detail' && name !== 'code'
              ? JSON.stringify(value)
              : String(value),
          ],
  );
}

describe('failureText', () => {
  const cases = Object.values(FAILURES).flatMap((failure) =>
    LANGS.map((lang) => [failure.kind, lang, failure] as const),
  );

  it.each(cases)('words a %s failure in %s with its values', (_kind, lang, failure) => {
    const text = failureText(failure, [], lang);
    expect(text.startsWith('tool-contract: snapshot: ')).toBe(true);
    expect(text.endsWith('\n')).toBe(true);
    expect(text).not.toMatch(/undefined|\[object/);
    expect(HANGUL.test(text)).toBe(lang === 'ko');
    for (const value of shownValues(failure)) expect(text).toContain(value);
  });

  it.each(Object.values(FAILURES))('keeps the English of a $kind failure', (failure) => {
    expect(failureText(failure, [], 'en')).toBe(`tool-contract: snapshot: ${ENGLISH[failure.kind]}\n`);
  });

  it('follows the sentence with the last lines of the server’s standard error, in either language', () => {
    const stderr = ['one', 'two'];
    expect(failureText(FAILURES.exited, stderr, 'en')).toBe(
      `tool-contract: snapshot: ${ENGLISH.exited}\n  last 2 line(s) of the server's standard error:\n  | one\n  | two\n`,
    );
    expect(failureText(FAILURES.exited, stderr, 'ko')).toBe(
      'tool-contract: snapshot: 서버가 도구 목록을 다 보내기 전에 끝났습니다.\n  서버 표준 오류의 마지막 2줄:\n  | one\n  | two\n',
    );
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
