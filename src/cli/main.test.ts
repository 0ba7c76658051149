import { mkdirSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { IMPORT_LIMITS, SYNTHETIC_CATALOG } from '../core/index.ts';
import { COMMANDS } from './commands/index.ts';
import { EXIT } from './main.ts';
import { helpText } from './sentences.ts';
import { run, tempFolder } from './test-io.ts';

const folder = tempFolder();
afterAll(() => folder.remove());
const catalogFile = folder.write('synthetic.json', SYNTHETIC_CATALOG);

describe('main: usage errors end in one line on standard error and exit status 2', () => {
  it.each([
    [[], 'no command given'],
    [['audit', catalogFile], 'unknown command "audit"'],
    [['check', catalogFile, '--verbose'], 'unknown option "--verbose"'],
    [['check', catalogFile, '-v'], 'unknown option "-v"'],
    [['check', catalogFile, '--format'], 'option "--format" needs a value'],
    [['check', catalogFile, '--format', 'yaml'], 'option "--format" takes text or json, not "yaml"'],
    [['check', catalogFile, '--help=yes'], 'option "--help" takes no value'],
    [['check'], '"check" takes 1 operand(s), not 0'],
    [['validate', catalogFile, 'observe'], '"validate" takes 3 operand(s), not 2'],
    [['check', catalogFile, '--pattern-timeout', '1'], 'unknown option "--pattern-timeout"'],
    ...['0', '-1', '1e3', 'one', '3601', '.5'].map((value): [string[], string] => [
      ['validate', catalogFile, 'observe', '-', '--pattern-timeout', value],
      `option "--pattern-timeout" takes a number of seconds greater than 0 and at most 3600, not "${value}"`,
    ]),
  ])('%j: %s', async (argv, words) => {
    const result = await run(argv);
    expect(result).toEqual({
      status: EXIT.usage,
      out: '',
      err: `tool-contract: ${words} (run "tool-contract --help" for usage)\n`,
    });
  });

  it('words the problem in Korean when --lang ko comes after it', async () => {
    const result = await run(['check', catalogFile, '--verbose', '--lang', 'ko']);
    expect(result.status).toBe(EXIT.usage);
    expect(result.err).toBe(
      'tool-contract: 모르는 옵션입니다: "--verbose" (사용법은 "tool-contract --help"로 봅니다)\n',
    );
  });
});

describe('main: inputs that cannot be read end in one line and exit status 2', () => {
  const dir = join(folder.dir, 'a-directory.json');
  mkdirSync(dir);
  it.each([
    ['a missing file', join(folder.dir, 'missing.json'), 'no such file'],
    ['a path through a file', join(catalogFile, 'inner.json'), 'no such file'],
    ['a directory', dir, 'is a directory, not a file'],
    ['a device', '/dev/null', 'is not a regular file'],
  ])('%s', async (_name, path, words) => {
    const result = await run(['check', path]);
    expect(result).toEqual({ status: EXIT.usage, out: '', err: `tool-contract: ${path}: ${words}\n` });
  });
});

describe('main: inputs that are read and refused end in a report and exit status 1', () => {
  it('refuses text that is not JSON, in one problem line', async () => {
    const file = folder.write('not-json.json', '[{"name": "observe",]');
    const result = await run(['check', file]);
    expect(result.status).toBe(EXIT.defects);
    expect(result.out).toBe(
      `${file}: refused\n  INVALID_JSON ${file}: The text is not JSON: at line 1, column 21, found "]".\n`,
    );
  });

  it('names the line and column of a syntax error as data, and where the text ends early', async () => {
    const file = folder.write('cut.json', '[\n  {"name": "é🙂", \n');
    const result = await run(['check', file, '--format', 'json']);
    expect(result.status).toBe(EXIT.defects);
    expect(JSON.parse(result.out).problems).toEqual([
      {
        input: 'catalog',
        code: 'INVALID_JSON',
        path: '',
        reason: 'invalid_json',
        params: { line: 3, column: 1, found: null },
        message: 'The text is not JSON: at line 3, column 1, the text ends early.',
      },
    ]);
  });

  it('counts the column in characters, and words it in Korean', async () => {
    const file = folder.write('emoji.json', '{"🙂🙂": tru}');
    const result = await run(['check', file, '--lang', 'ko']);
    expect(result.out).toBe(
      `${file}: 거부됨\n  INVALID_JSON ${file}: 텍스트가 JSON이 아닙니다: 1행 8열, 찾은 문자: "t".\n`,
    );
  });

  it('refuses bytes that are not UTF-8', async () => {
    const file = join(folder.dir, 'latin1.json');
    writeFileSync(file, Buffer.from([0x5b, 0x22, 0xe9, 0x22, 0x5d]));
    const result = await run(['check', file, '--format', 'json']);
    expect(JSON.parse(result.out).problems).toEqual([
      {
        input: 'catalog',
        code: 'INVALID_JSON',
        path: '',
        reason: 'not_utf8',
        params: {},
        message: 'The input is not UTF-8 text.',
      },
    ]);
  });

  it('reads a file that starts with a byte order mark, as the page does', async () => {
    const file = folder.write('bom.json', `\uFEFF${JSON.stringify(SYNTHETIC_CATALOG)}`);
    expect((await run(['check', file])).status).toBe(EXIT.ok);
  });

  it('refuses a 50 MB file by its size, with the import limit in the message', async () => {
    const file = join(folder.dir, 'huge.json');
    writeFileSync(file, '[');
    truncateSync(file, 50 * 1024 * 1024); // sparse: nothing is written, so the test stays fast
    const result = await run(['check', file, '--format', 'json']);
    expect(result.status).toBe(EXIT.defects);
    const limit = (IMPORT_LIMITS.maxTextBytes / 1024 / 1024).toFixed(1);
    expect(JSON.parse(result.out).problems).toEqual([
      {
        input: 'catalog',
        code: 'CATALOG_TOO_LARGE',
        path: '',
        reason: 'too_large',
        params: { size: 50 * 1024 * 1024, limit: IMPORT_LIMITS.maxTextBytes },
        message: `The input has 50.0 MiB; the limit is ${limit} MiB.`,
      },
    ]);
  });

  it('words a refusal in Korean from its code', async () => {
    const file = join(folder.dir, 'latin1-ko.json');
    writeFileSync(file, Buffer.from([0x5b, 0x22, 0xe9, 0x22, 0x5d]));
    const result = await run(['check', file, '--lang', 'ko']);
    expect(result.out).toBe(`${file}: 거부됨\n  INVALID_JSON ${file}: 입력이 JSON이 아닙니다.\n`);
  });
});

describe('main: help', () => {
  it.each([[['--help']], [['-h']], [['--help', '--lang', 'ko']]])(
    '%j prints every command, exit status 0',
    async (argv) => {
      const result = await run(argv);
      const lang = argv.includes('ko') ? 'ko' : 'en';
      expect(result).toEqual({ status: EXIT.ok, out: helpText(COMMANDS, lang), err: '' });
      for (const command of COMMANDS)
        expect(result.out).toContain(`tool-contract ${command.name} ${command.operands.join(' ')}`);
    },
  );

  it('prints one command with its operands for "check --help"', async () => {
    const result = await run(['check', '--help']);
    expect(result.out).toBe(helpText([COMMANDS.find((command) => command.name === 'check')!], 'en'));
  });
});

describe('main: version', () => {
  const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));

  it.each([[['--version']], [['check', catalogFile, '--version']], [['--version', '--help']]])(
    '%j prints the version of package.json alone, exit status 0',
    async (argv) => {
      expect(version).toMatch(/^\d+\.\d+\.\d+/);
      expect(await run(argv)).toEqual({ status: EXIT.ok, out: `${version}\n`, err: '' });
    },
  );

  it('refuses a value given to --version and an unknown option beside it', async () => {
    expect((await run(['--version=1'])).err).toContain('option "--version" takes no value');
    expect((await run(['--version', '--verbose'])).status).toBe(EXIT.usage);
  });
});

describe('main: options', () => {
  it('takes options before the command, with "=", and "--" before operands', async () => {
    const result = await run(['--format=json', 'check', '--', catalogFile]);
    expect(result.status).toBe(EXIT.ok);
    expect(JSON.parse(result.out)).toMatchObject({ command: 'check', ok: true });
  });
});
