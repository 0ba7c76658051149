/**
 * The core as others get it: `npm pack` (whose prepack compiles src/core and src/cli into lib/), installed
 * from the tarball into an empty project without the network (dependencies come from npm's cache when it
 * holds them), then used from plain node by `import` and by `require()`, from TypeScript checked by the
 * repository's tsc against the installed declarations under each module resolution, and as
 * `npx tool-contract`.
 */
import { execFile, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  compileSchema,
  discover,
  loadCatalog,
  SYNTHETIC_CATALOG,
  validateArguments,
} from '../src/core/index.ts';
import { run } from '../src/cli/test-io.ts';

const root = resolve(import.meta.dirname, '..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const tsc = join(root, 'node_modules/typescript/bin/tsc');
// npm's own checks are switched off, and what npm's cache holds is installed from it without asking.
const npmEnv = {
  ...process.env,
  npm_config_prefer_offline: 'true',
  npm_config_update_notifier: 'false',
  npm_config_audit: 'false',
  npm_config_fund: 'false',
};
const SLOW = 300_000; // npm and tsc on a shared two-core machine

const npm = spawnSync('npm', ['--version'], { encoding: 'utf8' });
const npmProblem = npm.error?.message ?? (npm.status === 0 ? null : npm.stderr.trim());
if (npmProblem !== null) console.log(`skipped: the package test (npm pack cannot run here: ${npmProblem})`);

interface Exec {
  status: number;
  stdout: string;
  stderr: string;
}

async function exec(file: string, args: string[], cwd: string): Promise<Exec> {
  try {
    const { stdout, stderr } = await promisify(execFile)(file, args, { cwd, env: npmEnv, timeout: SLOW });
    return { status: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: unknown; stdout?: string; stderr?: string };
    if (typeof failed.code !== 'number') throw error;
    return { status: failed.code, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

let work = '';
let project = '';
let packed: { filename: string; files: { path: string }[]; size: number } = {
  filename: '',
  files: [],
  size: 0,
};

beforeAll(async () => {
  if (npmProblem !== null) return;
  work = mkdtempSync(join(tmpdir(), 'tool-contract-pack-'));
  const pack = await exec('npm', ['pack', '--json', '--silent', '--pack-destination', work], root);
  expect(pack.status, pack.stderr).toBe(0);
  packed = JSON.parse(pack.stdout)[0];
  project = join(work, 'project');
  mkdirSync(project);
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
  );
  const install = await exec('npm', ['install', '--prefer-offline', join(work, packed.filename)], project);
  expect(install.status, install.stderr).toBe(0);
}, SLOW);

afterAll(() => {
  if (work !== '') rmSync(work, { recursive: true, force: true });
});

describe.skipIf(npmProblem !== null)('the packed tarball', () => {
  it('holds compiled JavaScript and declarations, and the documents the README links; nothing of the page and no test', () => {
    const paths = packed.files.map((file) => file.path);
    const outside = paths.filter((path) => !/^lib\/(core|cli)\/[a-z0-9/-]+\.(js|d\.ts)$/.test(path));
    expect(outside.sort()).toEqual(['README.md', 'docs/cli.md', 'docs/providers.md', 'package.json']);
    expect(paths.filter((path) => /test|svelte|ui\//.test(path))).toEqual([]);
    for (const entry of [
      manifest.exports['.'].default,
      manifest.exports['.'].types,
      manifest.main,
      manifest.types,
      manifest.bin['tool-contract'],
      './lib/cli/check-worker.js',
    ])
      expect(paths).toContain(entry.slice(2));
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const linked = [...readme.matchAll(/\]\((docs\/[^)#]+\.md)\)/g)].map((match) => match[1]);
    expect(linked.length).toBeGreaterThan(0);
    for (const document of linked) expect(paths).toContain(document);
  });

  it.each(['', 'docs/'])('is ignored by git when npm pack writes it into the checkout at "%s"', (folder) => {
    const ignored = spawnSync('git', ['check-ignore', '-q', `${folder}${packed.filename}`], { cwd: root });
    expect(ignored.status).toBe(0);
  });

  it('depends on the MCP client alone, for the command line; the core imports nothing outside itself', () => {
    const installed = JSON.parse(
      readFileSync(join(project, 'node_modules', manifest.name, 'package.json'), 'utf8'),
    );
    expect(Object.keys(installed.dependencies ?? {})).toEqual(['@modelcontextprotocol/client']);
    expect(installed.peerDependencies ?? {}).toEqual({});
    const core = join(project, 'node_modules', manifest.name, 'lib', 'core');
    const sources = readdirSync(core, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'));
    expect(sources.length).toBeGreaterThan(10);
    for (const file of sources) {
      const text = readFileSync(join(core, file), 'utf8');
      const specifiers = [...text.matchAll(/\bfrom\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]/g)];
      const outside = specifiers.map((m) => m[1] ?? m[2]!).filter((spec) => !spec.startsWith('.'));
      expect(outside, file).toEqual([]);
    }
  });
});

describe.skipIf(npmProblem !== null)('the installed package', () => {
  const use = `
    const catalog = JSON.parse(process.argv[1]);
    const loaded = loadCatalog(catalog);
    const schema = compileSchema({ type: 'object', properties: { to: { type: 'string' } }, required: ['to'] });
    console.log(JSON.stringify({
      families: loaded.value.families,
      reading: discover(loaded.value, 'reading'),
      disabled: discover(loaded.value, 'all', 'evaluate'),
      valid: validateArguments(loaded.value, 'observe', { selector: 'main' }),
      unknownKey: validateArguments(loaded.value, 'observe', { script: 'x' }),
      issues: schema.value.validate({ to: 42 }),
    }));`;
  const names = '{ loadCatalog, discover, validateArguments, compileSchema }';

  it.each([
    ['import', 'module', `import ${names} from '${manifest.name}';`],
    ['require()', 'commonjs', `const ${names} = require('${manifest.name}');`],
  ])(
    'is loaded by plain node with %s and answers as the core in this repository does',
    async (_how, inputType, load) => {
      const result = await exec(
        'node',
        [`--input-type=${inputType}`, '-e', load + use, JSON.stringify(SYNTHETIC_CATALOG)],
        project,
      );
      expect(result.status, result.stderr).toBe(0);
      expect(result.stderr).toBe('');
      const loaded = loadCatalog(SYNTHETIC_CATALOG);
      const schema = compileSchema({
        type: 'object',
        properties: { to: { type: 'string' } },
        required: ['to'],
      });
      if (!loaded.ok || !schema.ok) throw new Error('the synthetic catalog or the schema does not load');
      expect(JSON.parse(result.stdout)).toEqual(
        JSON.parse(
          JSON.stringify({
            families: loaded.value.families,
            reading: discover(loaded.value, 'reading'),
            disabled: discover(loaded.value, 'all', 'evaluate'),
            valid: validateArguments(loaded.value, 'observe', { selector: 'main' }),
            unknownKey: validateArguments(loaded.value, 'observe', { script: 'x' }),
            issues: schema.value.validate({ to: 42 }),
          }),
        ),
      );
    },
    SLOW,
  );

  const consumer = `
    import { compileSchema, discover, loadCatalog, validateArguments } from '${manifest.name}';
    import type { Catalog, CheckedArguments, SchemaIssue, ToolDescription } from '${manifest.name}';

    const loaded = loadCatalog([]);
    const catalog: Catalog | null = loaded.ok ? loaded.value : null;
    if (catalog !== null) {
      const found = discover(catalog, 'all');
      const tools: ToolDescription[] = found.ok ? found.value : [];
      const checked = validateArguments(catalog, 'observe', {});
      const args: CheckedArguments | string = checked.ok ? checked.value : checked.error.code;
      console.log(tools, args);
    }
    const schema = compileSchema({ type: 'string' });
    const issues: readonly SchemaIssue[] = schema.ok ? schema.value.validate(1) : [];
    console.log(issues.map((issue) => issue.path));
  `;
  // A CommonJS file of a consumer that loads the package with require(), as Node 20.19 and later can.
  const required = `
    import contract = require('${manifest.name}');
    const loaded: contract.Result<contract.Catalog> = contract.loadCatalog([]);
    const wrong: string = contract.compileSchema;
    console.log(loaded.ok, wrong);
  `;

  // node10 reads the top-level "types"; the others read "exports". TypeScript 6 keeps node10 only behind
  // ignoreDeprecations, and models require() of ES modules from node20 and nodenext on.
  it.concurrent.each([
    ['node10', 'commonjs', { ignoreDeprecations: '6.0' }, []],
    ['node16', 'node16', {}, []],
    ['nodenext', 'nodenext', {}, ['required.cts TS2322']],
    ['bundler', 'esnext', {}, []],
  ])(
    'type-checks TypeScript against the installed declarations under moduleResolution %s, and refuses a misuse of them',
    async (moduleResolution, module, extra, cjsErrors) => {
      const dir = join(project, `ts-${moduleResolution}`);
      mkdirSync(dir);
      writeFileSync(join(dir, 'consumer.ts'), consumer);
      writeFileSync(join(dir, 'misuse.ts'), `${consumer}\nconst wrong: number = discover;\nloadCatalog();\n`);
      writeFileSync(join(dir, 'required.cts'), required);
      const compilerOptions = {
        strict: true,
        module,
        moduleResolution,
        target: 'es2022',
        noEmit: true,
        types: [],
        ...extra,
      };
      const files = ['consumer.ts', 'misuse.ts', ...(cjsErrors.length > 0 ? ['required.cts'] : [])];
      writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, files }));
      const result = await exec('node', [tsc, '-p', dir], dir);
      const errors = result.stdout.split('\n').filter((line) => line.includes('error TS'));
      expect(result.status).not.toBe(0);
      expect(errors.map((line) => line.replace(/\(\d+,\d+\).*error (TS\d+).*/, ' $1'))).toEqual([
        'misuse.ts TS2322',
        'misuse.ts TS2554',
        ...cjsErrors,
      ]);
    },
    SLOW,
  );

  it(
    'runs npx tool-contract with the same output and exit status as the command line here',
    async () => {
      const valid = join(project, 'catalog.json');
      const broken = join(project, 'broken.json');
      writeFileSync(valid, JSON.stringify(SYNTHETIC_CATALOG));
      writeFileSync(broken, JSON.stringify([{ ...SYNTHETIC_CATALOG[0], effect: 'write' }]));
      for (const argv of [
        ['check', valid],
        ['check', broken, '--format', 'json'],
        ['check', valid, '--bogus'],
        ['--version'],
      ]) {
        const installed = await exec('npx', ['tool-contract', ...argv], project);
        const here = await run(argv);
        expect({ status: installed.status, out: installed.stdout, err: installed.stderr }).toEqual(here);
      }
    },
    SLOW,
  );

  it(
    'prints the version of package.json for npx tool-contract --version',
    async () => {
      const installed = await exec('npx', ['tool-contract', '--version'], project);
      expect(installed).toEqual({ status: 0, stdout: `${manifest.version}\n`, stderr: '' });
    },
    SLOW,
  );

  it(
    'stops a catastrophic pattern in the installed worker, naming it and its pointer',
    async () => {
      const tools = join(project, 'slow-tools.json');
      const args = join(project, 'slow-args.json');
      const schema = { type: 'object', properties: { word: { type: 'string', pattern: '^(a+)+$' } } };
      writeFileSync(tools, JSON.stringify({ tools: [{ name: 'match', inputSchema: schema }] }));
      writeFileSync(args, JSON.stringify({ word: `${'a'.repeat(28)}!` })); // 10 to 30 s without a limit
      const started = Date.now();
      const installed = await exec('npx', ['tool-contract', 'validate', tools, 'match', args], project);
      expect(Date.now() - started).toBeLessThan(60_000);
      expect(installed.status).toBe(1);
      expect(installed.stderr).toBe('');
      expect(installed.stdout).toBe(
        `match: refused\n  CHECK_TIMEOUT ${tools}#/tools/0/inputSchema/properties/word/pattern: The check was stopped after 1 s while the pattern "^(a+)+$" was running; a pattern like this can backtrack for a very long time on some strings.\n`,
      );
    },
    SLOW,
  );
});
