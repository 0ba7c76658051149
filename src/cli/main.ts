import type { Command } from './command.ts';
import { COMMANDS } from './commands/index.ts';
import type { CliIo } from './io.ts';
import { parseArgs } from './parse-args.ts';
import { helpText, unreadableLine, unusableLine, usageLine } from './sentences.ts';

/** Exit statuses: everything holds, the input has defects, the command line or a file could not be used. */
export const EXIT = Object.freeze({ ok: 0, defects: 1, usage: 2 });

const VERDICT_STATUS = Object.freeze({ ok: EXIT.ok, defects: EXIT.defects, failed: EXIT.usage });

/**
 * Runs the command line on `argv` (without the node and script paths) and returns the exit status. Bad
 * input of any kind ends in one line on standard error or a report on standard output, never a throw.
 */
export async function main(
  argv: readonly string[],
  io: CliIo,
  commands: readonly Command[] = COMMANDS,
): Promise<number> {
  const { command, operands, options, problem } = parseArgs(argv, commands);
  if (problem !== null) {
    io.err(usageLine(problem, options.lang));
    return EXIT.usage;
  }
  if (options.version) {
    io.out(`${io.version()}\n`);
    return EXIT.ok;
  }
  if (options.help || command === null) {
    io.out(helpText(command === null ? commands : [command], options.lang));
    return EXIT.ok;
  }
  const outcome = await command.run(operands, options, io);
  if (outcome.kind === 'done') return VERDICT_STATUS[outcome.verdict];
  if (outcome.kind === 'unreadable') {
    io.err(unreadableLine(outcome.source, outcome.reason, options.lang));
    return EXIT.usage;
  }
  if (outcome.kind === 'unusable') {
    io.err(unusableLine(outcome.source, outcome.error, options.lang));
    return EXIT.usage;
  }
  io.out(
    options.format === 'json' ? `${JSON.stringify(outcome.report, null, 2)}\n` : outcome.text(options.lang),
  );
  return outcome.ok ? EXIT.ok : EXIT.defects;
}
