/**
 * `tool-contract budget --format json` on 1000 tools × 30 fields, timed as a whole process (the command line
 * compiled as the package ships it, started with node) beside a plain script, also a whole process, that
 * runs JSON.stringify and gpt-tokenizer over the same adapted tools; both must reach the same total. Then
 * the core's counting alone (`billCatalog`, with its parts) in this process, beside the same plain loop.
 * Run with `npx tsx scripts/bench/budget.ts [--lib <compiled folder>]`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  adaptForProvider,
  billCatalog,
  importCatalog,
  mcpProviderTool,
  toolCatalog,
  type ToolCatalog,
} from '../../src/core/index.ts';
import { O200K_BASE } from '../../src/tokenizer/o200k-base.ts';
import { largestCatalog } from './catalog.ts';
import { compare, formatRate, median } from './measure.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const RUNS = 5;
/** The bounds: under 2 s as a whole process, and at most 3× the plain script. */
export const BUDGET_LIMITS = Object.freeze({ processMs: 2000, ratio: 3 });

const KINDS = ['string', 'integer', 'boolean', 'array', 'enum'] as const;

/** 1000 MCP tools of 30 fields, each with a description, as a real list writes them: types, enums, arrays. */
export function budgetCatalog(): { tools: unknown[] } {
  const tools = Array.from({ length: 1000 }, (_, i) => ({
    name: `tool_${i}`,
    description: `Finds the records of kind ${i % 17} that match every field given, page by page, and returns them with their identifiers.`,
    inputSchema: {
      type: 'object',
      properties: Object.fromEntries(Array.from({ length: 30 }, (_, j) => [`field_${j}`, field(i, j)])),
      required: ['field_0', 'field_1'],
      additionalProperties: false,
    },
  }));
  return { tools };
}

function field(i: number, j: number): Record<string, unknown> {
  const description = `What field ${j} of tool ${i} selects; leave it out to take every value.`;
  switch (KINDS[j % KINDS.length]!) {
    case 'string':
      return { type: 'string', maxLength: 100 + j, description };
    case 'integer':
      return { type: 'integer', minimum: 0, maximum: 1000 * j, description };
    case 'boolean':
      return { type: 'boolean', description };
    case 'array':
      return { type: 'array', items: { type: 'string' }, maxItems: 10, description };
    case 'enum':
      return { type: 'string', enum: ['open', 'closed', 'merged', 'draft'], description };
  }
}

/** The OpenAI requests the command counts, for the plain script to count as well. */
export function adaptedRequests(catalog: ToolCatalog): unknown[] {
  return catalog.tools.map((tool) => {
    const source =
      tool.schemaCheck === null ? { name: tool.name, inputSchema: tool.inputSchema } : mcpProviderTool(tool);
    const adapted = adaptForProvider(source, 'openai');
    if (!adapted.ok) throw new Error(adapted.error.message);
    return adapted.value.request;
  });
}

/** The plain script: read the adapted tools, JSON.stringify and count each, print the total. */
function plainScript(): string {
  const cjs = createRequire(import.meta.url).resolve('gpt-tokenizer/encoding/o200k_base');
  const esm = pathToFileURL(cjs.replace(`${'/'}cjs${'/'}`, `${'/'}esm${'/'}`)).href;
  return [
    "import { readFileSync } from 'node:fs';",
    `import { countTokens } from ${JSON.stringify(esm)};`,
    'const plain = { disallowedSpecial: new Set() };',
    "const tools = JSON.parse(readFileSync(process.argv[2], 'utf8'));",
    'let total = 0;',
    'for (const tool of tools) total += countTokens(JSON.stringify(tool), plain);',
    'process.stdout.write(JSON.stringify({ total }) + "\\n");',
  ].join('\n');
}

/** A finished process's time: wall clock, and the CPU it used (user and system) where the system says. */
interface ProcessTime {
  ms: number;
  cpuMs: number | null;
  total: number;
}

/**
 * The CPU time (user + system, in ms) this process's finished children have used, from /proc on Linux;
 * null elsewhere. A child's CPU time is what the machine's other work does not inflate.
 */
function childrenCpuMs(): number | null {
  try {
    // fields 16 and 17 of /proc/self/stat (after the command name in parentheses) are cutime and cstime
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[13]) + Number(fields[14])) * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}
// clock ticks per second of /proc times: 100 on Linux (sysconf(_SC_CLK_TCK))
const CLOCK_TICKS = 100;

/** The median wall and CPU time of `RUNS` runs of a process, and the total it reported. */
function timeProcess(args: readonly string[]): ProcessTime {
  const times: number[] = [];
  const cpu: number[] = [];
  let total = -1;
  for (let run = 0; run < RUNS; run++) {
    const cpuBefore = childrenCpuMs();
    const started = performance.now();
    const result = spawnSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 1 << 30 });
    times.push(performance.now() - started);
    const cpuAfter = childrenCpuMs();
    if (cpuBefore !== null && cpuAfter !== null) cpu.push(cpuAfter - cpuBefore);
    if (result.status !== 0 && result.status !== 1) throw new Error(`${args.join(' ')}: ${result.stderr}`);
    total = (JSON.parse(result.stdout) as { total: number }).total;
  }
  return { ms: median(times), cpuMs: cpu.length === RUNS ? median(cpu) : null, total };
}

/**
 * Compiles the command line as `npm run build:package` does, into a folder under node_modules/.cache, where
 * the compiled modules find the package's dependencies as an installed package does.
 */
function compile(): string {
  const out = join(ROOT, 'node_modules/.cache/bench-budget-lib');
  const tsc = join(ROOT, 'node_modules/typescript/bin/tsc');
  rmSync(out, { recursive: true, force: true });
  spawnSync(process.execPath, [tsc, '-p', join(ROOT, 'tsconfig.package.json'), '--outDir', out], {
    stdio: 'ignore',
  });
  return join(out, 'cli/bin.js');
}

/** Prints the rows: each catalog's whole-process times side by side, then the core's counting in process. */
export function runBudgetBench(lib?: string): void {
  const dir = mkdtempSync(join(tmpdir(), 'bench-budget-'));
  try {
    const bin = lib === undefined ? compile() : join(lib, 'cli/bin.js');
    const plain = join(dir, 'plain.mjs');
    writeFileSync(plain, plainScript());
    for (const [label, value] of [
      ['1000 MCP tools × 30 described fields', budgetCatalog()],
      ['1000 scalar tools × 30 fields (the largest legal catalog)', largestCatalog()],
    ] as const) {
      const imported = importCatalog(value);
      if (!imported.ok) throw new Error(imported.error.message);
      const catalog = toolCatalog(imported.value);
      const enabled = toolCatalog(imported.value).tools.filter((tool) => tool.enabled);
      const file = join(dir, 'catalog.json');
      const adapted = join(dir, 'adapted.json');
      writeFileSync(file, JSON.stringify(value));
      writeFileSync(adapted, JSON.stringify(adaptedRequests({ ...catalog, tools: enabled })));
      const command = timeProcess([bin, 'budget', file, '--format', 'json']);
      const script = timeProcess([plain, adapted]);
      if (command.total !== script.total)
        throw new Error(`totals differ: ${command.total} and ${script.total}`);
      console.log(
        `budget --format json, ${label}, ${command.total.toLocaleString('en-US')} tokens, median of ${RUNS} whole processes:`,
      );
      console.log(`  tool-contract budget: ${timeText(command)} (limit ${BUDGET_LIMITS.processMs} ms)`);
      console.log(
        `  plain script (JSON.stringify + gpt-tokenizer over the same ${enabled.length} adapted tools): ${timeText(script)}`,
      );
      console.log(`  ratio: ${ratioText(command, script)} (limit ${BUDGET_LIMITS.ratio}×)`);
      inProcess(label, catalog, adaptedRequests({ ...catalog, tools: enabled }));
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function timeText(time: ProcessTime): string {
  const cpu = time.cpuMs === null ? '' : `, ${Math.round(time.cpuMs)} ms of CPU`;
  return `${Math.round(time.ms)} ms wall${cpu}`;
}

function ratioText(command: ProcessTime, script: ProcessTime): string {
  const wall = `${(command.ms / script.ms).toFixed(2)}× wall`;
  const isCpu = command.cpuMs !== null && script.cpuMs !== null;
  return isCpu ? `${wall}, ${(command.cpuMs! / script.cpuMs!).toFixed(2)}× CPU` : wall;
}

/** The core's counting alone, parts included, beside the plain loop, in this process. */
function inProcess(label: string, catalog: ToolCatalog, requests: readonly unknown[]): void {
  const results = compare(
    {
      'billCatalog (parts included)': () =>
        billCatalog(catalog, { provider: 'openai', counter: O200K_BASE }).total,
      'plain JSON.stringify + encode': () =>
        requests.reduce<number>((sum, request) => sum + O200K_BASE.encode(JSON.stringify(request)).length, 0),
    },
    { rounds: 6, roundMs: 400, warmupMs: 400 },
  );
  const [core, loop] = Object.values(results);
  console.log(
    `  in process, ${label}: billCatalog ${Math.round(1000 / core!.opsPerSecond)} ms per catalog (${formatRate(core!.opsPerSecond)}), ` +
      `plain loop ${Math.round(1000 / loop!.opsPerSecond)} ms (${(loop!.opsPerSecond / core!.opsPerSecond).toFixed(2)}× faster)`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const at = process.argv.indexOf('--lib');
  runBudgetBench(at === -1 ? undefined : process.argv[at + 1]);
}
