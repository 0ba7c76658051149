import type { Command } from '../command.ts';
import { budgetCommand } from './budget.ts';
import { checkCommand } from './check.ts';
import { diffCommand } from './diff.ts';
import { lintCommand } from './lint.ts';
import { pinCommand } from './pin.ts';
import { scanCommand } from './scan.ts';
import { siteCommand } from './site.ts';
import { snapshotCommand } from './snapshot.ts';
import { validateCommand } from './validate.ts';
import { validateResultCommand } from './validate-result.ts';

/** Every subcommand, in the order the help lists them: adding one is one module and one line here. */
export const COMMANDS: readonly Command[] = [
  checkCommand,
  validateCommand,
  validateResultCommand,
  lintCommand,
  scanCommand,
  diffCommand,
  budgetCommand,
  pinCommand(),
  snapshotCommand,
  siteCommand(),
];
