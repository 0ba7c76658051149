import type { ContractError } from '../core/index.ts';
import type { CliIo, UnreadableReason } from './io.ts';
import type { Lang } from './problem-words.ts';

/** An option a command adds to the global ones: a flag, any one value (`value`), or the values it may take. */
export type OptionSpec = 'flag' | 'value' | readonly string[];

/** The options of one invocation: the global ones and those its command declares. */
/** How a report is printed; every command takes text and json, and may take more (see Command.formats). */
export type OutputFormat = 'text' | 'json' | 'markdown' | 'github';

/** The output formats a command takes when it names none. */
export const DEFAULT_FORMATS: readonly OutputFormat[] = ['text', 'json'];

export interface Options {
  format: OutputFormat;
  lang: Lang;
  help: boolean;
  /** The command's own options by name: `true` for a flag, the value otherwise. */
  extra: Readonly<Record<string, string | true>>;
}

/** What a command did: a report with its verdict, or an input it could not read (exit status 2). */
export type CommandOutcome =
  | { kind: 'report'; ok: boolean; report: object; text(lang: Lang): string }
  | { kind: 'unreadable'; source: string; reason: UnreadableReason }
  /** An input read but unusable for the command (exit status 2): the contract's error inside it. */
  | { kind: 'unusable'; source: string; error: ContractError };

/** One subcommand: its name, operands and options for the parser and help, and what it does. */
export interface Command {
  readonly name: string;
  /** Operand names as the help shows them, e.g. "<catalog.json>"; each is required. */
  readonly operands: readonly string[];
  readonly options: Readonly<Record<string, OptionSpec>>;
  /** Options the command cannot run without. */
  readonly required?: readonly string[];
  /** Output formats beyond DEFAULT_FORMATS that the command prints itself through `text`. */
  readonly formats?: readonly OutputFormat[];
  /** One line per language for the help. */
  readonly summary: Readonly<Record<Lang, string>>;
  run(operands: readonly string[], options: Options, io: CliIo): Promise<CommandOutcome>;
}
