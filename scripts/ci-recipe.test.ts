// Runs every command of the README's GitHub Actions workflow against the paginating fixture server.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diffCatalogs } from '../src/core/index.ts';
import { run, tempFolder, type Run } from '../src/cli/test-io.ts';
import { siteCommand } from '../src/cli/commands/site.ts';
import { writeStandInApp } from '../src/site/test-support.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const FIXTURE = join(ROOT, 'src/cli/fixtures/paginating-server.mjs');
const SERVER_TEST = { timeout: 60_000 };

/** The `run:` lines of the README's one workflow: the YAML block that deploys to Pages. */
function workflowCommands(readme: string): string[] {
  const blocks = [...readme.matchAll(/```yaml\n([\s\S]*?)```/g)].map((match) => match[1]!);
  const workflow = blocks.filter((block) => block.includes('actions/deploy-pages'));
  if (workflow.length !== 1) throw new Error(`expected one Pages workflow, found ${workflow.length}`);
  return [...workflow[0]!.matchAll(/^\s*- run: (.+)$/gm)].map((match) => match[1]!.trim());
}

const commands = workflowCommands(readFileSync(join(ROOT, 'README.md'), 'utf8'));
const folder = tempFolder();
const at = (name: string) => join(folder.dir, name);

/** The command's words after `npx tool-contract`; the workflow quotes nothing, so spaces split them. */
function words(command: string): string[] {
  expect(command).not.toMatch(/["'`$\\|&;<>]/);
  const parts = command.split(/\s+/);
  expect(parts.slice(0, 2)).toEqual(['npx', 'tool-contract']);
  return parts.slice(2);
}

/** The workflow's file names, placed in the test's folder instead of a checkout. */
function located(argv: string[]): string[] {
  return argv.map((arg, i) => (arg.endsWith('.json') || argv[i - 1] === '--out' ? at(arg) : arg));
}

function commandOf(name: string): string[] {
  const found = commands.filter((command) => command.startsWith(`npx tool-contract ${name} `));
  expect(found, name).toHaveLength(1);
  return words(found[0]!);
}

/** The snapshot command with the server's command replaced by the fixture in `mode`. */
async function snapshot(mode: string): Promise<Run> {
  const argv = commandOf('snapshot');
  const server = argv.indexOf('--');
  expect(server).toBeGreaterThan(0);
  return run([...located(argv.slice(0, server)), '--', process.execPath, FIXTURE, mode]);
}

afterAll(() => folder.remove());

describe('the README workflow', () => {
  it('installs the package, then snapshots, checks the pins, diffs and builds the site, in that order', () => {
    expect(commands).toHaveLength(5);
    expect(commands[0]).toMatch(/^npm install --no-save \.\/vendor\/tool-contract-explorer-[\d.]+\.tgz$/);
    expect(commands.slice(1).map((command) => words(command)[0])).toEqual([
      'snapshot',
      'pin',
      'diff',
      'site',
    ]);
  });

  describe('run against the fixture server', () => {
    beforeAll(async () => {
      // the committed state: a snapshot of the first release and an empty accept list
      const first = await snapshot('release-1');
      expect(first.status, first.err).toBe(0);
      writeFileSync(at('tools.json'), readFileSync(at('tools.new.json')));
      writeFileSync(at('accept.json'), '[]\n');
      // the pins committed beside it, as the README says to make them
      const pinned = await run(['pin', at('tools.json'), '--out', at('tools.lock.json')]);
      expect(pinned.status, pinned.err).toBe(0);
    }, 60_000);

    it('the pins of the same server hold (exit 0)', SERVER_TEST, async () => {
      expect((await snapshot('release-1')).status).toBe(0);
      const check = await run(located(commandOf('pin')));
      expect(check.status, check.out + check.err).toBe(0);
    });

    it(
      'a changed tool fails the pin check (exit 1), named with what changed, until it is pinned again',
      SERVER_TEST,
      async () => {
        expect((await snapshot('release-2')).status).toBe(0);
        const check = await run(located(commandOf('pin')));
        expect(check.status).toBe(1);
        expect(check.out).toMatch(/write_item.*inputSchema/);
        const lock = readFileSync(at('tools.lock.json'));
        try {
          const repinned = await run(['pin', at('tools.new.json'), '--out', at('tools.lock.json')]);
          expect(repinned.status, repinned.err).toBe(0);
          const again = await run(located(commandOf('pin')));
          expect(again.status, again.out + again.err).toBe(0);
        } finally {
          writeFileSync(at('tools.lock.json'), lock);
        }
      },
    );

    it('a snapshot of the same server diffs clean (exit 0)', SERVER_TEST, async () => {
      expect((await snapshot('release-1')).status).toBe(0);
      const diff = await run(located(commandOf('diff')));
      expect(diff.status, diff.out + diff.err).toBe(0);
    });

    it(
      'a new required property fails the diff (exit 1) with a github error annotation',
      SERVER_TEST,
      async () => {
        expect((await snapshot('release-2')).status).toBe(0);
        const diff = await run(located(commandOf('diff')));
        expect(diff.status).toBe(1);
        expect(diff.out).toMatch(/^::error .*write_item/m);
      },
    );

    it('the same change passes once the accept list names it (exit 0)', SERVER_TEST, async () => {
      expect((await snapshot('release-2')).status).toBe(0);
      const diffed = diffCatalogs(readJson('tools.json'), readJson('tools.new.json'));
      if (!diffed.ok) throw new Error(diffed.error.message);
      const breaks = diffed.value.changes.filter((change) => change.breaking !== false);
      expect(breaks.map((change) => [change.tool, change.class])).toEqual([['write_item', 'required_added']]);
      const accepts = breaks.map(({ tool, pointer, class: name }) => ({
        tool,
        pointer,
        class: name,
        reason: 'Every caller sends a folder since release 2.',
      }));
      writeFileSync(at('accept.json'), JSON.stringify(accepts));
      try {
        const diff = await run(located(commandOf('diff')));
        expect(diff.status, diff.out + diff.err).toBe(0);
      } finally {
        writeFileSync(at('accept.json'), '[]\n');
      }
    });

    it('the site command builds a Changes page that lists the break first', SERVER_TEST, async () => {
      expect((await snapshot('release-2')).status).toBe(0);
      // the installed command itself, with a stand-in for the explorer's code (it does not depend on the catalog)
      const site = located(commandOf('site'));
      expect(site[0]).toBe('site');
      const built = await run(site, '', {}, [siteCommand(standInApp)]);
      expect(built.status, built.out + built.err).toBe(0);
      const html = readFileSync(join(at('site'), 'changes.html'), 'utf8');
      const page = /<main id="content" class="changes-page">[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
      // the new required folder breaks callers; the property itself, on a closed object, only widens
      expect(page).toContain('<p class="site-summary">2 changes, 1 breaking.');
      expect(page).toMatch(/<h2 id="changes-breaking">[\s\S]*<bdi>write_item<\/bdi>[\s\S]*required_added/);
      expect(readFileSync(join(at('site'), 'index.html'), 'utf8')).toContain(
        '<a href="changes.html">Changes (2)</a>',
      );
      expect(existsSync(join(at('site'), 'records', 'manifest.json'))).toBe(true);
    });
  });
});

function readJson(name: string): unknown {
  return JSON.parse(readFileSync(at(name), 'utf8'));
}

function standInApp(): string {
  return writeStandInApp(at(''));
}
