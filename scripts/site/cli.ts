// npm run site -- [--catalog <file>] [--examples <file>] [--descriptions <file>] [--title <text>] [--previous <file>] [--out <dir>]
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { publishSite, type SiteOptions } from './build-site.ts';
import { formatSiteError, siteFail, type SiteResult } from './site-error.ts';

const FLAGS = ['catalog', 'examples', 'descriptions', 'title', 'previous', 'out'] as const;
const COMMAND_LINE = '(command line)';

/** Exit statuses, as the tool-contract command line has them: built, an input has defects, usage error. */
export const SITE_EXIT = Object.freeze({ ok: 0, defects: 1, usage: 2 });

/** What a command line asks for: the usage text, or a site built with these options. */
export type SiteCommand = { kind: 'help' } | { kind: 'build'; options: SiteOptions };

/** The usage text `--help` prints. */
export const SITE_USAGE = `Builds a static documentation site for your own tools: the explorer, opened on your catalog.

  npm run site -- [--catalog <file>] [--examples <file>] [--descriptions <file>] [--title <text>]
                 [--previous <file>] [--out <dir>]

  --catalog <file>       a scalar catalog or an MCP tools/list result (default: the explorer's synthetic catalog)
  --examples <file>      example calls; the outcome of each is computed when the site is built
  --descriptions <file>  descriptions of the tools and their fields
  --title <text>         the page's title
  --previous <file>      the previous version of the catalog; the site lists what changed, breaking first
  --out <dir>            the folder the site is built into (default: dist)
  --help, -h             prints this text

Exit status: 0 the site was built; 1 an input has defects or the site could not be written; 2 usage error.
`;

/**
 * Reads the flags (`--name value` or `--name=value`, `--help` or `-h` anywhere a flag may stand); an
 * unknown, repeated or empty flag is refused.
 */
export function parseSiteArgs(argv: readonly string[]): SiteResult<SiteCommand> {
  const options: Partial<Record<(typeof FLAGS)[number], string>> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') return { ok: true, value: { kind: 'help' } };
    const [flag, inline] = arg.startsWith('--') ? splitOnce(arg.slice(2)) : [null, null];
    const at = `/${i}`;
    if (flag === null || !(FLAGS as readonly string[]).includes(flag)) {
      return siteFail(
        'INVALID_INPUT',
        COMMAND_LINE,
        at,
        `Unknown argument "${arg}"; expected --${FLAGS.join(', --')} or --help.`,
      );
    }
    const value = inline ?? argv[++i];
    if (value === undefined || value === '')
      return siteFail('INVALID_INPUT', COMMAND_LINE, at, `--${flag} needs a value.`);
    if (options[flag as (typeof FLAGS)[number]] !== undefined)
      return siteFail('INVALID_INPUT', COMMAND_LINE, at, `--${flag} is given twice.`);
    options[flag as (typeof FLAGS)[number]] = value;
  }
  return { ok: true, value: { kind: 'build', options: { ...options, out: options.out ?? 'dist' } } };
}

function splitOnce(text: string): [string, string | null] {
  const at = text.indexOf('=');
  return at === -1 ? [text, null] : [text.slice(0, at), text.slice(at + 1)];
}

/** Runs the command: builds the site or prints the one line that says why not; returns the exit status. */
export function runSiteCommand(argv: readonly string[], log = console.log, logError = console.error): number {
  const started = performance.now();
  const parsed = parseSiteArgs(argv);
  if (!parsed.ok) {
    logError(`site: ${formatSiteError(parsed.error)} (run "npm run site -- --help" for usage)`);
    return SITE_EXIT.usage;
  }
  if (parsed.value.kind === 'help') {
    log(SITE_USAGE.trimEnd());
    return SITE_EXIT.ok;
  }
  const { options } = parsed.value;
  const built = publishSite(options);
  if (!built.ok) {
    logError(`site: ${formatSiteError(built.error)}`);
    return SITE_EXIT.defects;
  }
  const { site, records, changes } = built.value;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const examples = [...records.keys()].filter(
    (file) => !['catalog.json', 'descriptions.json', 'manifest.json'].includes(file),
  );
  const changed = changes
    ? `, ${changes.report.changes.length} changes (${changes.report.breaking} breaking)`
    : '';
  log(
    `site: ${site.catalog.tools.length} tools (${site.kind}), ${examples.length} examples${changed}, built into ${resolve(options.out)} in ${seconds} s`,
  );
  return SITE_EXIT.ok;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = runSiteCommand(process.argv.slice(2));
}
