import { describe, expect, it } from 'vitest';
import type { Command } from './command.ts';
import { parseArgs } from './parse-args.ts';

const noRun: Command['run'] = () => Promise.reject(new Error('not run by the parser'));
const check: Command = {
  name: 'check',
  operands: ['<file>'],
  options: {},
  summary: { en: '', ko: '' },
  run: noRun,
};
const lint: Command = {
  name: 'lint',
  operands: ['<file>'],
  options: { provider: ['openai', 'mcp'], strict: 'flag' },
  summary: { en: '', ko: '' },
  run: noRun,
};
const snap: Command = {
  name: 'snap',
  operands: [],
  restOperands: '[-- <command> [args…]]',
  options: { url: { value: 'URL' }, header: { value: "'NAME: VALUE'", repeatable: true } },
  summary: { en: '', ko: '' },
  run: noRun,
};
const commands = [check, lint, snap];

describe('parseArgs', () => {
  it.each([
    [['check', 'a.json'], 'check', ['a.json'], {}],
    [['--format', 'json', 'check', 'a.json'], 'check', ['a.json'], {}],
    [['check', '-'], 'check', ['-'], {}],
    [['check', '--', '--odd.json'], 'check', ['--odd.json'], {}],
    [['lint', 'a.json', '--provider=mcp', '--strict'], 'lint', ['a.json'], { provider: 'mcp', strict: true }],
    [['lint', '--provider', 'openai', 'a.json'], 'lint', ['a.json'], { provider: 'openai' }],
    [['snap', '--url', 'http://h/mcp'], 'snap', [], { url: 'http://h/mcp' }],
    [['snap', '--header', 'A: 1', '--header=B: 2'], 'snap', [], { header: ['A: 1', 'B: 2'] }],
    [['snap', '--', 'node', 's.js', '--port', '1'], 'snap', ['node', 's.js', '--port', '1'], {}],
    [['snap', '--url', '--odd'], 'snap', [], { url: '--odd' }],
  ])('reads %j', (argv, command, operands, extra) => {
    const parsed = parseArgs(argv, commands);
    expect(parsed.problem).toBeNull();
    expect(parsed.command?.name).toBe(command);
    expect(parsed.operands).toEqual(operands);
    expect(parsed.options.extra).toEqual(extra);
  });

  it.each([
    [['check', 'a.json', '--provider', 'mcp'], { kind: 'unknown_option', option: '--provider' }],
    [
      ['lint', 'a.json', '--provider', 'gpt'],
      { kind: 'bad_value', option: '--provider', value: 'gpt', allowed: ['openai', 'mcp'] },
    ],
    [['lint', 'a.json', '--strict=1'], { kind: 'bad_value', option: '--strict', value: '1', allowed: [] }],
    [['--constructor', 'check', 'a.json'], { kind: 'unknown_option', option: '--constructor' }],
    [['check', 'a.json', '--lang'], { kind: 'missing_value', option: '--lang' }],
    [['toString'], { kind: 'unknown_command', command: 'toString' }],
    [['check', 'a.json', 'b.json'], { kind: 'wrong_operands', command: 'check', expected: 1, received: 2 }],
    [[], { kind: 'missing_command' }],
  ])('refuses %j with its first problem', (argv, problem) => {
    expect(parseArgs(argv, commands).problem).toEqual(problem);
  });

  it('keeps the first problem and still reads the language after it', () => {
    const parsed = parseArgs(['check', '--bad', '--worse', '--lang', 'ko'], commands);
    expect(parsed.problem).toEqual({ kind: 'unknown_option', option: '--bad' });
    expect(parsed.options.lang).toBe('ko');
  });

  it('reads --help without a command, and with a command whatever its operands', () => {
    expect(parseArgs(['--help'], commands)).toMatchObject({
      command: null,
      problem: null,
      options: { help: true },
    });
    expect(parseArgs(['check', '-h'], commands)).toMatchObject({ command: check, problem: null });
  });

  it('reads --version without a command, and with a command whatever its operands', () => {
    expect(parseArgs(['--version'], commands)).toMatchObject({
      command: null,
      problem: null,
      options: { help: false, version: true },
    });
    expect(parseArgs(['lint', '--version'], commands)).toMatchObject({ command: lint, problem: null });
    expect(parseArgs(['check', 'a.json'], commands).options.version).toBe(false);
  });
});
