/**
 * The core as others get it: `npm pack` (whose prepack compiles src/core, src/cli and src/site into lib/ and
 * puts the site page's production build into lib/app), installed from the tarball into an empty project
 * without the network (dependencies come from npm's cache when it holds them), then used from plain node
 * by `import` and by `require()`, from TypeScript checked by the repository's tsc against the installed
 * declarations under each module resolution, and as `npx tool-contract`, including `site`.
 */
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  compileSchema,
  discover,
  loadCatalog,
  SYNTHETIC_CATALOG,
  validateArguments,
} from '../src/core/index.ts';
import { run } from '../src/cli/test-io.ts';
import { prepareSite, sha256, type SiteInputs } from '../src/site/build-site.ts';
import { exec, packAndInstall, SLOW, type Packed } from './pack-install.ts';

const root = resolve(import.meta.dirname, '..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const tsc = join(root, 'node_modules/typescript/bin/tsc');
const fixtures = join(root, 'scripts/site/fixtures');
/** What the tarball may weigh, compressed. */
const TARBALL_LIMIT = 1024 * 1024;

const npm = spawnSync('npm', ['--version'], { encoding: 'utf8' });
const npmProblem = npm.error?.message ?? (npm.status === 0 ? null : npm.stderr.trim());
if (npmProblem !== null) console.log(`skipped: the package test (npm pack cannot run here: ${npmProblem})`);

let work = '';
let project = '';
let packed: Packed = { filename: '', files: [], size: 0 };

beforeAll(async () => {
  if (npmProblem !== null) return;
  work = mkdtempSync(join(tmpdir(), 'tool-contract-pack-'));
  ({ packed, project } = await packAndInstall(work));
}, SLOW);

afterAll(() => {
  if (work !== '') rmSync(work, { recursive: true, force: true });
});

describe.skipIf(npmProblem !== null)('the packed tarball', () => {
  it('holds compiled JavaScript and declarations, the built site page and the documents the README links; no page source and no test', () => {
    const paths = packed.files.map((file) => file.path);
    const compiled = /^lib\/(core|cli)\/[a-z0-9/-]+\.(js|d\.ts)$|^lib\/(site|tokenizer)\/[a-z0-9-]+\.js$/;
    const app = /^lib\/app\/(index\.html|site\.html|assets\/[A-Za-z0-9_-]+\.(js|css))$/;
    const outside = paths.filter(
      (path) => !compiled.test(path) && !app.test(path) && !path.startsWith('lib/ui/'),
    );
    expect(outside.sort()).toEqual([
      'README.md',
      'docs/architecture.md',
      'docs/benchmarks.md',
      'docs/budget.md',
      'docs/checks.md',
      'docs/cli.md',
      'docs/explorer.md',
      'docs/hostile-input.md',
      'docs/markdown.md',
      'docs/mcp-spec.md',
      'docs/providers.md',
      'docs/publishing.md',
      'docs/scan-corpus.md',
      'docs/scan.md',
      'package.json',
    ]);
    // of the page's modules, only those the site builder shares with it: the Markdown reader, the bill's
    // providers and the scan's evidence text (its field rows and examples come from the core, its words are its own)
    expect(paths.filter((path) => path.startsWith('lib/ui/')).sort()).toEqual(
      ['budget/bill-providers', 'markdown/markdown', 'trust/evidence-text'].map(
        (module) => `lib/ui/${module}.js`,
      ),
    );
    expect(paths.filter((path) => /test|\.svelte|\.map$/.test(path))).toEqual([]);
    // the site page and what it reaches; the explorer's own page and its token counter's worker stay out
    expect(paths).toContain('lib/app/site.html');
    expect(paths).not.toContain('lib/app/index.html');
    expect(paths.filter((path) => /\/bill-worker-/.test(path))).toEqual([]);
    expect(paths.filter((path) => app.test(path) && path.endsWith('.js')).length).toBeGreaterThan(1);
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

  it(`weighs less than ${TARBALL_LIMIT / 1024 / 1024} MiB`, () => {
    expect(packed.size).toBeGreaterThan(0);
    expect(packed.size).toBeLessThan(TARBALL_LIMIT);
  });

  it.each(['', 'docs/'])('is ignored by git when npm pack writes it into the checkout at "%s"', (folder) => {
    const ignored = spawnSync('git', ['check-ignore', '-q', `${folder}${packed.filename}`], { cwd: root });
    expect(ignored.status).toBe(0);
  });

  it('depends on the MCP client and the token counter and canonicalizer (command line) and markdown-it (site builder) alone; the core imports nothing outside itself', () => {
    const installed = JSON.parse(
      readFileSync(join(project, 'node_modules', manifest.name, 'package.json'), 'utf8'),
    );
    expect(Object.keys(installed.dependencies ?? {})).toEqual([
      '@modelcontextprotocol/client',
      'canonicalize',
      'gpt-tokenizer',
      'markdown-it',
    ]);
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

describe.skipIf(npmProblem !== null)('npx tool-contract site in the installed package', () => {
  const site = (...argv: string[]) => exec('npx', ['tool-contract', 'site', ...argv], project);

  /** The site's records must be what the builder in this checkout computes from the same inputs. */
  function expectRecords(out: string, inputs: SiteInputs) {
    const expected = prepareSite(inputs);
    if (!expected.ok) throw new Error(expected.error.message);
    const written = readdirSync(join(out, 'records')).sort();
    expect(written).toEqual([...expected.value.records.keys()].sort());
    for (const [file, text] of expected.value.records)
      expect(readFileSync(join(out, 'records', file), 'utf8'), file).toBe(text);
    const manifestFile = JSON.parse(readFileSync(join(out, 'records', 'manifest.json'), 'utf8'));
    for (const entry of [manifestFile.catalog, ...manifestFile.records])
      expect(sha256(readFileSync(join(out, 'records', entry.file), 'utf8')), entry.file).toBe(entry.sha256);
  }

  /** The site's code is the build the package carries, and its pages document every tool. */
  function expectPrebuiltApp(out: string, toolCount: number) {
    const app = join(project, 'node_modules', manifest.name, 'lib', 'app');
    const pages = readdirSync(out).filter((file) => /^tool-.+\.html$/.test(file));
    expect(readdirSync(out).sort()).toEqual(
      ['assets', 'index.html', 'records', 'search-index.json', ...pages].sort(),
    );
    expect(readdirSync(join(out, 'assets')).sort()).toEqual(readdirSync(join(app, 'assets')).sort());
    const html = readFileSync(join(out, 'index.html'), 'utf8');
    const script = /<script type="module"[^>]*src="\.\/(assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    expect(existsSync(join(out, script!))).toBe(true);
    // the page's sheet is the package's own file, so the page reads well without its script
    const sheet = /<link rel="stylesheet"[^>]*href="\.\/(assets\/[^"]+\.css)"/.exec(html)?.[1];
    expect(sheet).toBeDefined();
    expect(readFileSync(join(out, sheet!))).toEqual(readFileSync(join(app, sheet!)));
    // one page per tool, each holding its tool's article alone
    expect(pages).toHaveLength(toolCount);
    for (const page of pages)
      expect(readFileSync(join(out, page), 'utf8').match(/<article class="tool"/g), page).toHaveLength(1);
  }

  it(
    'builds a scalar catalog with examples and descriptions from the prebuilt site page, with no Vite installed',
    async () => {
      expect(existsSync(join(project, 'node_modules', 'vite'))).toBe(false);
      const out = join(project, 'site-scalar');
      const files = ['catalog.json', 'examples.json', 'descriptions.json'].map((name) =>
        join(fixtures, name),
      );
      const result = await site(
        files[0]!,
        '--examples',
        files[1]!,
        '--descriptions',
        files[2]!,
        '--out',
        out,
      );
      expect(result).toEqual({
        status: 0,
        stdout: `tool-contract: site of 3 tool(s) (scalar catalog), 3 example(s) -> ${out}\n`,
        stderr: '',
      });
      expectPrebuiltApp(out, 3);
      const read = (file: string) => ({ file, value: JSON.parse(readFileSync(file, 'utf8')) });
      expectRecords(out, {
        catalog: read(files[0]!),
        examples: read(files[1]!),
        descriptions: read(files[2]!),
      });
    },
    SLOW,
  );

  it(
    'builds an MCP tools/list result given with --catalog and --title, and reports it as JSON',
    async () => {
      const out = join(project, 'site-mcp');
      const catalog = join(fixtures, 'mcp-tools.json');
      const result = await site(
        '--catalog',
        catalog,
        '--title',
        'Notes server',
        '--out',
        out,
        '--format',
        'json',
      );
      expect(result.status, result.stderr).toBe(0);
      const value = JSON.parse(readFileSync(catalog, 'utf8'));
      const count = value.result.tools.length;
      expect(JSON.parse(result.stdout)).toEqual({
        command: 'site',
        ok: true,
        out,
        catalog,
        format: 'mcp',
        toolCount: count,
        exampleCount: 0,
        problems: [],
      });
      expectPrebuiltApp(out, count);
      expectRecords(out, { catalog: { file: catalog, value }, title: 'Notes server' });
      expect(readFileSync(join(out, 'index.html'), 'utf8')).toContain('<title>Notes server</title>');
    },
    SLOW,
  );

  it(
    'refuses a catalog defect and a JSON syntax error with exit status 1, the pointer and one sentence, writing nothing',
    async () => {
      const bad = join(project, 'bad-catalog.json');
      writeFileSync(bad, JSON.stringify([{ ...SYNTHETIC_CATALOG[0], effect: 'write' }]));
      const broken = join(project, 'broken.json');
      writeFileSync(broken, '[\n  {"name": "a",\n  }\n]');
      const out = join(project, 'site-refused');
      expect(await site(bad, '--out', out)).toEqual({
        status: 1,
        stdout: `${bad}: refused; no site was written\n  INVALID_METADATA ${bad}#/0/effect: ${
          (loadCatalog([{ ...SYNTHETIC_CATALOG[0], effect: 'write' }]) as { error: { message: string } })
            .error.message
        }\n`,
        stderr: '',
      });
      expect(await site(broken, '--out', out)).toEqual({
        status: 1,
        stdout: `${broken}: refused; no site was written\n  INVALID_JSON ${broken}: The text is not JSON: at line 3, column 3, found "}".\n`,
        stderr: '',
      });
      expect(existsSync(out)).toBe(false);
      expect(readdirSync(project).filter((name) => name.startsWith('.site-'))).toEqual([]);
    },
    SLOW,
  );

  it(
    'exits 2 for a usage error and an unreadable catalog, in one line without a stack trace, writing nothing',
    async () => {
      const out = join(project, 'site-unused');
      const missing = await site(join(project, 'missing.json'), '--out', out);
      expect(missing).toEqual({
        status: 2,
        stdout: '',
        stderr: `tool-contract: ${join(project, 'missing.json')}: no such file\n`,
      });
      const twice = await site('a.json', '--catalog', 'b.json', '--out', out);
      expect(twice.status).toBe(2);
      expect(twice.stderr).toMatch(/^tool-contract: "site" takes one catalog, .+\n$/);
      expect(existsSync(out)).toBe(false);
    },
    SLOW,
  );
});
