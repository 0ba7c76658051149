// npm run site -- [<catalog.json>] [--catalog <file>] [--examples <file>] [--descriptions <file>] [--title <text>] [--out <dir>]
// The checkout's alias of `tool-contract site`: the same command, with the explorer built from these
// sources by Vite (once per source change) instead of the copy an installed package carries.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteCommand } from '../../src/cli/commands/site.ts';
import type { CliIo } from '../../src/cli/io.ts';
import { main } from '../../src/cli/main.ts';
import { nodeIo } from '../../src/cli/node-io.ts';
import { appBuild } from './app-build.ts';

/** Runs `tool-contract site` with `argv` on an explorer built from this checkout; returns the exit status. */
export function runSite(argv: readonly string[], io: CliIo = nodeIo()): Promise<number> {
  return main(['site', ...argv], io, [siteCommand(appBuild)]);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await runSite(process.argv.slice(2));
}
