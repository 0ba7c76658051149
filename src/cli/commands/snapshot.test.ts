import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalJson } from '../../core/index.ts';
import { EXIT } from '../main.ts';
import { run, tempFolder } from '../test-io.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const FIXTURE = join(ROOT, 'src/cli/fixtures/paginating-server.mjs');
const EVERYTHING = join(ROOT, 'node_modules/@modelcontextprotocol/server-everything/dist/index.js');
const MEMORY = join(ROOT, 'node_modules/@modelcontextprotocol/server-memory/dist/index.js');
// Bounds each test that starts a server: a run that hung (no timeout, a page loop) fails here.
const SERVER_TEST = { timeout: 40_000 };

const folder = tempFolder();
afterAll(() => folder.remove());

interface Snapshot {
  tools: { name: string; [key: string]: unknown }[];
  snapshot: {
    server: { name: string; version: string };
    protocolVersion: string;
    transport: Record<string, unknown>;
    toolCount: number;
    sha256: string;
    defects: { tool: string; code: string; path: string; message: string }[];
    refused: unknown;
  };
}

const fixture = (mode: string) => ['--', process.execPath, FIXTURE, mode];
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** Checks what holds for every snapshot: sorted names, the count and the hash of the tools it holds. */
function expectConsistent(text: string): Snapshot {
  expect(text.endsWith('}\n')).toBe(true);
  const parsed = JSON.parse(text) as Snapshot;
  const names = parsed.tools.map((tool) => tool.name);
  expect(names).toEqual([...names].sort());
  expect(parsed.snapshot.toolCount).toBe(parsed.tools.length);
  expect(parsed.snapshot.sha256).toBe(sha256(canonicalJson(parsed.tools)));
  return parsed;
}

describe('snapshot of the paginating fixture server', () => {
  it(
    'reads all three pages, sorts the tools, keeps each as sent and marks the malformed one',
    SERVER_TEST,
    async () => {
      const result = await run(['snapshot', ...fixture('pages')]);
      expect(result.status).toBe(EXIT.defects);
      const snapshot = expectConsistent(result.out);
      expect(snapshot.tools.map((tool) => tool.name)).toEqual([
        'broken_tool',
        'fetch_page',
        'list_items',
        'search_docs',
        'write_item',
      ]);
      expect(snapshot.tools[0]).toEqual({
        name: 'broken_tool',
        description: 'Its schema names no real type.',
        inputSchema: { type: 'strin' },
      });
      expect(snapshot.tools[3]!['x-vendor']).toEqual({ weight: 1.5, tags: ['b', 'a'] });
      expect(snapshot.snapshot.defects).toEqual([
        expect.objectContaining({
          tool: 'broken_tool',
          code: 'INVALID_SCHEMA',
          path: '/tools/0/inputSchema/type',
        }),
      ]);
      expect(snapshot.snapshot).toMatchObject({
        server: { name: 'paginating-fixture', version: '1.2.3' },
        transport: { kind: 'stdio', command: process.execPath, args: [FIXTURE, 'pages'] },
        refused: null,
      });
      expect(result.err).toContain('INVALID_SCHEMA <standard output>#/tools/0/inputSchema/type');
    },
  );

  it(
    'writes byte-identical files on two runs, which check reads with the same pointer',
    SERVER_TEST,
    async () => {
      const first = join(folder.dir, 'first.json');
      const second = join(folder.dir, 'second.json');
      const [a, b] = [
        await run(['snapshot', '--format', 'json', '--out', first, ...fixture('pages')]),
        await run(['snapshot', `--out=${second}`, ...fixture('pages')]),
      ];
      expect([a.status, b.status]).toEqual([EXIT.defects, EXIT.defects]);
      expect(b.out).toMatch(
        /^tool-contract: snapshot of paginating-fixture 1\.2\.3: 5 tool\(s\), 1 problem\(s\)/,
      );
      const report = JSON.parse(a.out) as Record<string, unknown>;
      const written = JSON.parse(readFileSync(first, 'utf8')) as Snapshot;
      expect(report).toMatchObject({ command: 'snapshot', ok: false, out: first, toolCount: 5 });
      expect(report.sha256).toBe(written.snapshot.sha256);
      expect(report.problems).toEqual([
        expect.objectContaining({ tool: 'broken_tool', path: '/tools/0/inputSchema/type' }),
      ]);
      expect(readFileSync(first)).toEqual(readFileSync(second));
      const checked = await run(['check', '--format', 'json', first]);
      const check = JSON.parse(checked.out) as {
        format: string;
        tools: unknown[];
        problems: { path: string }[];
      };
      expect(check.format).toBe('mcp');
      expect(check.tools).toHaveLength(5);
      expect(check.problems.map((problem) => problem.path)).toEqual(['/tools/0/inputSchema/type']);
    },
  );
});

describe('snapshot failures exit 2 with one sentence, the server stderr tail and nothing written', () => {
  // Each case waits on a process of its own, so they run side by side.
  it.concurrent.each([
    [
      'a server that exits at start',
      'exit-at-start',
      [],
      /exited before it sent/,
      ['fixture: cannot read the configuration file'],
    ],
    [
      'a server that crashes while listing',
      'crash-on-list',
      [],
      /exited before it sent/,
      ['fixture: plugin 12 failed, giving up', 'fixture: loading plugin 4'],
    ],
    [
      'a server that answers an error',
      'error',
      [],
      /answered with error -32603: The tool registry is not loaded\./,
      ['fixture: serving mode error'],
    ],
    [
      'a server that repeats a cursor',
      'repeat-cursor',
      [],
      /page 2 of the tool list gives the cursor "again" a second time/,
      [],
    ],
    ['a server with endless pages', 'endless', ['--max-pages', '4'], /more than 4 pages/, []],
    [
      'a page whose tools are not a list',
      'bad-page',
      [],
      /page 1 .* refused: INVALID_TOOLS_LIST at "\/tools": Expected array but got object\./,
      [],
    ],
    [
      'a server that never answers',
      'silent',
      ['--timeout', '5'],
      /did not send its whole tool list within 5 s\./,
      ['fixture: waiting forever'],
    ],
  ])('%s', SERVER_TEST, async (_name, mode, options, sentence, tail) => {
    // The error case writes over a file that exists: a failed run must leave it as it was.
    const out =
      mode === 'error' ? folder.write('kept.json', '{"tools": []}') : join(folder.dir, `${mode}.json`);
    // A mark among the server's arguments (the fixture ignores it) finds its process afterwards.
    const mark = `mark-${mode}-${process.pid}`;
    const result = await run(['snapshot', '--out', out, ...options, ...fixture(mode), mark]);
    expect(result.status).toBe(EXIT.usage);
    expect(isRunning(mark)).toBe(false);
    expect(result.out).toBe('');
    const [first, ...rest] = result.err.split('\n');
    expect(first).toMatch(/^tool-contract: snapshot: /);
    expect(first).toMatch(sentence);
    for (const line of tail) expect(rest).toContain(`  | ${line}`);
    expect(rest.filter((line) => line.startsWith('  | ')).length).toBeLessThanOrEqual(10);
    expect(result.err).not.toMatch(/\n\s+at /); // no stack trace
    if (mode === 'error') expect(readFileSync(out, 'utf8')).toBe('{"tools": []}');
    else expect(existsSync(out)).toBe(false);
  });

  it('names a command that cannot be started', async () => {
    const result = await run(['snapshot', '--', join(folder.dir, 'no-such-server')]);
    expect(result).toMatchObject({ status: EXIT.usage, out: '' });
    expect(result.err).toMatch(/the server command ".*no-such-server" could not be started \(ENOENT\)\.\n$/);
  });

  it('names a URL where nothing listens', async () => {
    const port = await freePort();
    const result = await run(['snapshot', '--url', `http://127.0.0.1:${port}/mcp`]);
    expect(result).toMatchObject({ status: EXIT.usage, out: '' });
    expect(result.err).toBe('tool-contract: snapshot: the server could not be reached (ECONNREFUSED).\n');
  });

  it('fails the run when --out cannot be written, after reading the server', SERVER_TEST, async () => {
    const out = join(folder.dir, 'missing-folder', 'out.json');
    const result = await run(['snapshot', '--out', out, ...fixture('pages')]);
    expect(result.status).toBe(EXIT.usage);
    expect(result.err).toBe(`tool-contract: snapshot: "${out}" could not be written (ENOENT).\n`);
  });

  it.each([
    [[], /name the server/],
    [['--url', 'http://127.0.0.1:1/mcp', '--', 'node'], /either "--url" or a command/],
    [['--url', 'file:///etc/passwd'], /"--url" takes an http or https URL, not "file:\/\/\/etc\/passwd"/],
    [['--url', 'http://h/', '--header', 'no colon'], /"--header" takes "Name: value"/],
    [['--url', 'http://h/', '--header', 'X: a\nb'], /"--header" takes "Name: value" on one line/],
    [['--header', 'X: 1', '--', 'node'], /"--header" is sent over HTTP only/],
    [['--timeout', '0', '--', 'node'], /"--timeout" takes a number from 0\.001 to 3600, not "0"/],
    [['--timeout', 'soon', '--', 'node'], /"--timeout" takes a number/],
    [['--max-pages', '2.5', '--', 'node'], /"--max-pages" takes an integer from 1 to 100000, not "2\.5"/],
    [
      ['--lang', 'ko', '--timeout', '-1', '--', 'node'],
      /옵션 "--timeout"의 값은 0\.001부터 3600까지의 수입니다/,
    ],
  ])('refuses the options %j before starting anything', async (argv, sentence) => {
    const result = await run(['snapshot', ...argv]);
    expect(result).toMatchObject({ status: EXIT.usage, out: '' });
    expect(result.err).toMatch(sentence);
    expect(result.err.split('\n')).toHaveLength(2);
  });
});

describe('snapshot of reference servers from the registry', () => {
  it('lists server-memory over stdio, clean for check', SERVER_TEST, async () => {
    const a = await run(['snapshot', '--', process.execPath, MEMORY]);
    expect(a.status).toBe(EXIT.ok);
    const snapshot = expectConsistent(a.out);
    expect(snapshot.snapshot.server.name).toBe('memory-server');
    expect(snapshot.tools.map((tool) => tool.name)).toContain('create_entities');
    expect(snapshot.snapshot.defects).toEqual([]);
    const checked = await run(['check', folder.write('memory.json', a.out)]);
    expect(checked.status).toBe(EXIT.ok);
  });

  let everythingStdio: Snapshot | undefined;

  it('lists server-everything over stdio', SERVER_TEST, async () => {
    const result = await run(['snapshot', '--', process.execPath, EVERYTHING, 'stdio']);
    expect(result.status).toBe(EXIT.ok);
    everythingStdio = expectConsistent(result.out);
    expect(everythingStdio.snapshot.server.name).toBe('mcp-servers/everything');
    expect(everythingStdio.tools.map((tool) => tool.name)).toEqual(
      expect.arrayContaining(['echo', 'get-sum']),
    );
  });

  describe('over Streamable HTTP', () => {
    let server: ChildProcess | undefined;
    let port = 0;

    beforeAll(async () => {
      port = await freePort();
      server = spawn(process.execPath, [EVERYTHING, 'streamableHttp'], {
        env: { ...process.env, PORT: String(port) },
        stdio: 'ignore',
      });
      await waitForPort(port, 20_000);
    }, 30_000);

    afterAll(() => {
      if (server?.pid !== undefined) process.kill(server.pid, 'SIGKILL');
    });

    it('lists the same tools as over stdio, names header names only', SERVER_TEST, async () => {
      const url = `http://127.0.0.1:${port}/mcp`;
      const result = await run(['snapshot', '--url', url, '--header', 'Authorization: Bearer very-secret']);
      expect(result.status).toBe(EXIT.ok);
      const snapshot = expectConsistent(result.out);
      expect(snapshot.snapshot.transport).toEqual({
        kind: 'streamable-http',
        url,
        headers: ['authorization'],
      });
      expect(result.out).not.toContain('very-secret');
      expect(snapshot.snapshot.protocolVersion).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(everythingStdio).toBeDefined();
      expect(snapshot.snapshot.sha256).toBe(everythingStdio!.snapshot.sha256);
    });

    it('names the HTTP status of a path that is no MCP endpoint', SERVER_TEST, async () => {
      const result = await run(['snapshot', '--url', `http://127.0.0.1:${port}/not-mcp`]);
      expect(result).toMatchObject({ status: EXIT.usage, out: '' });
      expect(result.err).toBe('tool-contract: snapshot: the server answered with HTTP status 404.\n');
    });
  });
});

/** Whether a process whose command line contains `mark` is running. */
function isRunning(mark: string): boolean {
  return execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' }).includes(mark);
}

/** A TCP port on 127.0.0.1 that nothing listens on at the time of asking. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Resolves once something accepts connections on the port; rejects after `limitMs`. */
async function waitForPort(port: number, limitMs: number): Promise<void> {
  const endsAt = Date.now() + limitMs;
  while (Date.now() < endsAt) {
    const isOpen = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => resolve(socket.end() !== undefined));
      socket.once('error', () => resolve(false));
    });
    if (isOpen) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Nothing listens on port ${port} after ${limitMs} ms.`);
}
