/**
 * `tool-contract scan` as a whole process on the largest legal MCP list: 1000 tools of 30 fields, every
 * tool and field described in prose that names sibling tools, the way real servers write. The command line
 * is compiled as the package compiles it (tsc, tsconfig.package.json) into node_modules/.cache, then run
 * in a fresh process per round: starting Node, loading the command line, reading and importing the file,
 * scanning and printing the JSON report. Reports wall time (what a user waits for; meaningful on a quiet
 * machine) and CPU time (of every thread of the process, the garbage collector's and compiler's included)
 * against the budget, and beside it the same file through `check` (read and imported, nothing scanned) and the command
 * line's start alone (`--help`), so the scan's own share can be read off. Run with `npx tsx scripts/bench/scan.ts`.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const TOOLS = 1000;
const FIELDS = 30;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
/** The budget the whole process must meet. */
export const SCAN_BUDGET_MS = 1000;

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const OUT = join(ROOT, 'node_modules/.cache/scan-bench');
// writes the process's own CPU time on standard error as it exits, so the parent can read it
const CPU_PROBE =
  'data:text/javascript,process.on("exit",()=>{const u=process.cpuUsage();process.stderr.write("cpu-ms "+(u.user+u.system)/1000+"\\n")})';

const WORDS = (
  'the repository issue branch commit user page number of results to return when listing items filter by ' +
  'state sort order direction cursor for pagination returned from previous response owner label milestone'
).split(' ');

function prose(seed: number, words: number): string {
  return Array.from({ length: words }, (_, k) => WORDS[(seed * 7 + k * 3) % WORDS.length]).join(' ');
}

/**
 * The catalog: every tool's description names the next tool, as real servers point to their siblings; two
 * fields in three have a description of their own and the third one shared by every tool (real lists repeat
 * a third to two thirds of their descriptions, which the scan reads once).
 */
export function scanBenchCatalog(): { tools: unknown[] } {
  const field = (i: number, j: number) =>
    j % 3 === 0
      ? { type: 'string', maxLength: 200, description: `${prose(i + j, 12)} of group ${i}.` }
      : j % 3 === 1
        ? { type: 'integer', minimum: 0, description: `${prose(i * j, 9)}, at most ${i * FIELDS + j}.` }
        : {
            type: 'string',
            enum: ['open', 'closed', 'all'],
            default: 'open',
            description: `Filter by ${prose(j, 6)}.`,
          };
  return {
    tools: Array.from({ length: TOOLS }, (_, i) => ({
      name: `tool_${i}_list_items`,
      title: `List items ${i}`,
      description: `Lists the items of group ${i}: ${prose(i, 20)}. Use tool_${(i + 1) % TOOLS}_list_items for the next group.`,
      inputSchema: {
        type: 'object',
        properties: Object.fromEntries(Array.from({ length: FIELDS }, (_, j) => [`field_${j}`, field(i, j)])),
        required: ['field_0'],
      },
      annotations: { readOnlyHint: true },
    })),
  };
}

/** Compiles the command line as the package does, into the cache; returns the path of its entry. */
function compileCli(): string {
  mkdirSync(OUT, { recursive: true });
  const tsc = join(ROOT, 'node_modules/typescript/bin/tsc');
  const compiled = spawnSync(
    process.execPath,
    [tsc, '-p', 'tsconfig.package.json', '--outDir', OUT, '--declaration', 'false'],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  );
  if (compiled.status !== 0) throw new Error(`tsc failed:\n${compiled.stdout}${compiled.stderr}`);
  return join(OUT, 'cli/bin.js');
}

interface Round {
  wallMs: number;
  cpuMs: number;
  status: number | null;
  out: string;
}

function runOnce(bin: string, args: readonly string[]): Round {
  const start = performance.now();
  const child = spawnSync(process.execPath, ['--import', CPU_PROBE, bin, ...args], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const wallMs = performance.now() - start;
  const cpu = /cpu-ms ([\d.]+)/.exec(child.stderr);
  if (cpu === null) throw new Error(`no CPU time from the child: ${child.stderr}`);
  return { wallMs, cpuMs: Number(cpu[1]), status: child.status, out: child.stdout };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Prints the bench's lines: the scan as a whole process, and the command line's start alone. */
export function runScanBench(): void {
  const folder = mkdtempSync(join(tmpdir(), 'scan-bench-'));
  try {
    const catalog = join(folder, 'catalog.json');
    writeFileSync(catalog, JSON.stringify(scanBenchCatalog()));
    const bin = compileCli();
    const mib = (statSync(catalog).size / 1024 / 1024).toFixed(1);
    console.log(
      `Scan: ${TOOLS} tools × ${FIELDS} fields (${mib} MiB), tool-contract scan as a whole process, ${ROUNDS} rounds`,
    );
    const scans = Array.from({ length: ROUNDS }, () => runOnce(bin, ['scan', catalog, '--format', 'json']));
    const checks = Array.from({ length: ROUNDS }, () => runOnce(bin, ['check', catalog, '--format', 'json']));
    const starts = Array.from({ length: ROUNDS }, () => runOnce(bin, ['--help']));
    const report = JSON.parse(scans[0]!.out) as { ok: boolean; findings: unknown[] };
    const [wall, cpu] = [
      median(scans.map((round) => round.wallMs)),
      median(scans.map((round) => round.cpuMs)),
    ];
    const verdict = (ms: number) => (ms < SCAN_BUDGET_MS ? 'within' : 'OVER');
    console.log(
      `  scan   exit ${scans[0]!.status}, ${report.findings.length} findings; median ${wall.toFixed(0)} ms wall / ${cpu.toFixed(0)} ms CPU` +
        ` (budget ${SCAN_BUDGET_MS} ms: ${verdict(wall)} in wall time, ${verdict(cpu)} in CPU time of all the process's threads)`,
    );
    const line = (rounds: Round[]) =>
      `median ${median(rounds.map((r) => r.wallMs)).toFixed(0)} ms wall / ${median(rounds.map((r) => r.cpuMs)).toFixed(0)} ms CPU`;
    console.log(`  check  the same file read and imported, nothing scanned: ${line(checks)}`);
    console.log(`  start  --help alone (loading every command): ${line(starts)}`);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

if (resolve(process.argv[1] ?? '') === fileURLToPath(import.meta.url)) runScanBench();
