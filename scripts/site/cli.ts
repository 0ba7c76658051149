// npm run site -- --catalog <file> [--examples <file>] [--descriptions <file>] [--title <text>] [--out <dir>]
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { publishSite, type SiteOptions } from './build-site.ts';
import { formatSiteError, siteFail, type SiteResult } from './site-error.ts';

const FLAGS = ['catalog', 'examples', 'descriptions', 'title', 'out'] as const;
const COMMAND_LINE = '(command line)';

/** Reads the flags (`--name value` or `--name=value`); an unknown, repeated or empty flag is refused. */
export function parseSiteArgs(argv: readonly string[]): SiteResult<SiteOptions> {
  const options: Partial<Record<(typeof FLAGS)[number], string>> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [flag, inline] = arg.startsWith('--') ? splitOnce(arg.slice(2)) : [null, null];
    const at = `/${i}`;
    if (flag === null || !(FLAGS as readonly string[]).includes(flag)) {
      return siteFail(
        'INVALID_INPUT',
        COMMAND_LINE,
        at,
        `Unknown argument "${arg}"; expected --${FLAGS.join(', --')}.`,
      );
    }
    const value = inline ?? argv[++i];
    if (value === undefined || value === '')
      return siteFail('INVALID_INPUT', COMMAND_LINE, at, `--${flag} needs a value.`);
    if (options[flag as (typeof FLAGS)[number]] !== undefined)
      return siteFail('INVALID_INPUT', COMMAND_LINE, at, `--${flag} is given twice.`);
    options[flag as (typeof FLAGS)[number]] = value;
  }
  return { ok: true, value: { ...options, out: options.out ?? 'dist' } };
}

function splitOnce(text: string): [string, string | null] {
  const at = text.indexOf('=');
  return at === -1 ? [text, null] : [text.slice(0, at), text.slice(at + 1)];
}

/** Runs the command: builds the site or prints the one line that says why not; returns the exit status. */
export function runSiteCommand(argv: readonly string[], log = console.log, logError = console.error): number {
  const started = performance.now();
  const options = parseSiteArgs(argv);
  const built = options.ok ? publishSite(options.value) : options;
  if (!built.ok) {
    logError(`site: ${formatSiteError(built.error)}`);
    return 1;
  }
  const { site, records } = built.value;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const examples = [...records.keys()].filter(
    (file) => !['catalog.json', 'descriptions.json', 'manifest.json'].includes(file),
  );
  log(
    `site: ${site.catalog.tools.length} tools (${site.kind}), ${examples.length} examples, built into ${resolve(options.ok ? options.value.out : '')} in ${seconds} s`,
  );
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = runSiteCommand(process.argv.slice(2));
}
