/**
 * The core as others get it: `npm pack` (whose prepack compiles src/core and src/cli into lib/), installed
 * from the tarball into an empty project without the network, then used from plain node, from TypeScript
 * checked by the repository's tsc against the installed declarations, and as `npx tool-contract`.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
// No registry is asked anything: the tarball has no dependencies, and npm's own checks are switched off.
const npmEnv = {
  ...process.env,
  npm_config_offline: 'true',
  npm_config_update_notifier: 'false',
  npm_config_audit: 'false',
  npm_config_fund: 'false',
};
const SLOW = 300_000; // npm and tsc on a shared two-core machine

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
  const install = await exec('npm', ['install', join(work, packed.filename)], project);
  expect(install.status, install.stderr).toBe(0);
}, SLOW);

afterAll(() => {
  if (work !== '') rmSync(work, { recursive: true, force: true });
});

describe('the packed tarball', () => {
  it('holds compiled JavaScript and declarations only, nothing of the page and no test', () => {
    const paths = packed.files.map((file) => file.path);
    const outside = paths.filter((path) => !/^lib\/(core|cli)\/[a-z0-9/-]+\.(js|d\.ts)$/.test(path));
    expect(outside.sort()).toEqual(['README.md', 'package.json']);
    expect(paths.filter((path) => /test|svelte|ui\//.test(path))).toEqual([]);
    expect(paths).toContain(manifest.exports['.'].import.slice(2));
    expect(paths).toContain(manifest.exports['.'].types.slice(2));
    expect(paths).toContain(manifest.bin['tool-contract'].slice(2));
  });

  it('has no runtime dependency', () => {
    const installed = JSON.parse(
      readFileSync(join(project, 'node_modules', manifest.name, 'package.json'), 'utf8'),
    );
    expect(installed.dependencies ?? {}).toEqual({});
    expect(installed.peerDependencies ?? {}).toEqual({});
  });
});

describe('the installed package', () => {
  it(
    'is imported by plain node and answers as the core in this repository does',
    async () => {
      const script = `
      import { loadCatalog, discover, validateArguments, compileSchema } from '${manifest.name}';
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
      const result = await exec(
        'node',
        ['--input-type=module', '-e', script, JSON.stringify(SYNTHETIC_CATALOG)],
        project,
      );
      expect(result.status, result.stderr).toBe(0);
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

  it(
    'type-checks TypeScript against the installed declarations, and refuses a misuse of them',
    async () => {
      writeFileSync(join(project, 'consumer.ts'), consumer);
      writeFileSync(
        join(project, 'misuse.ts'),
        `${consumer}\nconst wrong: number = discover;\nloadCatalog();\n`,
      );
      const options = {
        strict: true,
        module: 'nodenext',
        moduleResolution: 'nodenext',
        target: 'es2022',
        noEmit: true,
      };
      const config = { compilerOptions: { ...options, types: [] }, files: ['consumer.ts', 'misuse.ts'] };
      writeFileSync(join(project, 'tsconfig.json'), JSON.stringify(config));
      const result = await exec('node', [tsc, '-p', project], project);
      const errors = result.stdout.split('\n').filter((line) => line.includes('error TS'));
      expect(result.status).not.toBe(0);
      expect(errors.map((line) => line.replace(/\(\d+,\d+\).*error (TS\d+).*/, ' $1'))).toEqual([
        'misuse.ts TS2322',
        'misuse.ts TS2554',
      ]);
    },
    SLOW,
  );

  it(
    'runs npx tool-contract check, with the same output and exit status as the command line here',
    async () => {
      const valid = join(project, 'catalog.json');
      const broken = join(project, 'broken.json');
      writeFileSync(valid, JSON.stringify(SYNTHETIC_CATALOG));
      writeFileSync(broken, JSON.stringify([{ ...SYNTHETIC_CATALOG[0], effect: 'write' }]));
      for (const argv of [
        ['check', valid],
        ['check', broken, '--format', 'json'],
        ['check', valid, '--bogus'],
      ]) {
        const installed = await exec('npx', ['tool-contract', ...argv], project);
        const here = await run(argv);
        expect({ status: installed.status, out: installed.stdout, err: installed.stderr }).toEqual(here);
      }
    },
    SLOW,
  );
});
