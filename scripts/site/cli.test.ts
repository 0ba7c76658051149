import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parseSiteArgs, runSiteCommand, SITE_EXIT, SITE_USAGE } from './cli.ts';

describe('parseSiteArgs', () => {
  it('reads every flag, in both spellings, with dist as the default --out', () => {
    expect(parseSiteArgs(['--catalog', 'c.json', '--examples=e.json', '--title', 'My tools'])).toEqual({
      ok: true,
      value: {
        kind: 'build',
        options: { catalog: 'c.json', examples: 'e.json', title: 'My tools', out: 'dist' },
      },
    });
    expect(parseSiteArgs([])).toEqual({ ok: true, value: { kind: 'build', options: { out: 'dist' } } });
  });

  it.each([[['--help']], [['-h']], [['--catalog', 'c.json', '--help']], [['--help', '--theme']]])(
    'reads %j as a request for the usage text',
    (argv) => {
      expect(parseSiteArgs(argv)).toEqual({ ok: true, value: { kind: 'help' } });
    },
  );

  it('takes "--help" as the value of a flag that needs one', () => {
    expect(parseSiteArgs(['--title', '--help'])).toEqual({
      ok: true,
      value: { kind: 'build', options: { title: '--help', out: 'dist' } },
    });
  });

  it.each([
    [['--catalog'], '/0', '--catalog needs a value.'],
    [['--out', 'a', '--out', 'b'], '/2', '--out is given twice.'],
    [['catalog.json'], '/0', 'Unknown argument "catalog.json"'],
    [['--theme', 'dark'], '/0', 'Unknown argument "--theme"'],
  ])('refuses %j at %s', (argv, path, message) => {
    const parsed = parseSiteArgs(argv);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error).toMatchObject({ code: 'INVALID_INPUT', path, file: '(command line)' });
    expect(parsed.error.message).toContain(message);
  });
});

describe('runSiteCommand', () => {
  function runWith(argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const status = runSiteCommand(
      argv,
      (line) => out.push(line),
      (line) => err.push(line),
    );
    return { status, out, err };
  }

  it('prints the usage for --help, naming every flag and the exit statuses, exit status 0', () => {
    const result = runWith(['--help']);
    expect(result).toEqual({ status: SITE_EXIT.ok, out: [SITE_USAGE.trimEnd()], err: [] });
    for (const flag of ['--catalog', '--examples', '--descriptions', '--title', '--out', '--help'])
      expect(SITE_USAGE).toContain(flag);
    expect(SITE_USAGE).toMatch(/2 usage error/);
  });

  it.each([[['--theme', 'dark']], [['--catalog']], [['catalog.json']]])(
    'ends the usage error %j in one line and exit status 2, as tool-contract does',
    (argv) => {
      const result = runWith(argv);
      expect(result.status).toBe(SITE_EXIT.usage);
      expect(result.out).toEqual([]);
      expect(result.err).toHaveLength(1);
      expect(result.err[0]).toMatch(
        /^site: INVALID_INPUT at "\/\d+" in \(command line\): .+\. \(run "npm run site -- --help" for usage\)$/,
      );
    },
  );

  it('prints the usage when run as npm run site does, through tsx, and exits 2 on a usage error', async () => {
    const root = resolve(import.meta.dirname, '../..');
    const tsx = resolve(root, 'node_modules/tsx/dist/cli.mjs');
    const script = resolve(root, 'scripts/site/cli.ts');
    const help = await promisify(execFile)('node', [tsx, script, '--help'], { cwd: root });
    expect(help.stdout).toBe(SITE_USAGE);
    const bad = await promisify(execFile)('node', [tsx, script, '--bogus'], { cwd: root }).catch(
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect(bad).toMatchObject({ code: SITE_EXIT.usage, stdout: '' });
    expect(bad.stderr).toContain('site: INVALID_INPUT at "/0" in (command line)');
  }, 60_000);
});
