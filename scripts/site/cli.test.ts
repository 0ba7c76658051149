import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { run } from '../../src/cli/test-io.ts';

const root = resolve(import.meta.dirname, '../..');
const tsx = resolve(root, 'node_modules/tsx/dist/cli.mjs');
const script = resolve(root, 'scripts/site/cli.ts');

type Ran = { code?: number; stdout: string; stderr: string };
const alias = (argv: string[]): Promise<Ran> =>
  promisify(execFile)('node', [tsx, script, ...argv], { cwd: root }).catch((error: Ran) => error);

describe('npm run site, the checkout’s alias of tool-contract site', () => {
  it('prints the site command’s usage for --help, as tool-contract site --help does', async () => {
    const help = await alias(['--help']);
    expect(help.code).toBeUndefined();
    expect(help.stdout).toContain(
      'tool-contract site [--catalog <file>] [--examples <file>] [--descriptions <file>] [--groups <file>] [--previous <file>] [--title <text>] [--out <dir>] [--show portability] [<catalog.json>]',
    );
    expect(help.stdout).toBe((await run(['site', '--help'])).out);
  }, 60_000);

  it('refuses a usage error and an unreadable catalog with exit status 2 in one line, before building anything', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-alias-'));
    try {
      const bad = await alias(['--bogus']);
      expect(bad).toMatchObject({
        code: 2,
        stdout: '',
        stderr: 'tool-contract: unknown option "--bogus" (run "tool-contract --help" for usage)\n',
      });
      const missing = join(dir, 'missing.json');
      const unreadable = await alias([missing, '--out', join(dir, 'out')]);
      expect(unreadable).toMatchObject({
        code: 2,
        stdout: '',
        stderr: `tool-contract: ${missing}: no such file\n`,
      });
      expect(existsSync(join(dir, 'out'))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
