import type { ContractError } from '../core/index.ts';
import type { CliIo, UnreadableReason } from './io.ts';
import type { Lang } from './problem-words.ts';

/**
 * An option a command adds to the global ones: a flag, the values it may take, a number of seconds, or any
 * text (`value` names it in the help; a `repeatable` one keeps every occurrence, in order).
 */
export type OptionSpec = 'flag' | readonly string[] | SecondsSpec | TextOption;

/** A time in seconds, written as a decimal number greater than 0 and at most `max`. */
export interface SecondsSpec {
  kind: 'seconds';
  max: number;
  default: number;
}

/** Whether an option takes a number of seconds. */
export function isSecondsSpec(spec: OptionSpec): spec is SecondsSpec {
  return typeof spec === 'object' && 'kind' in spec;
}

/** An option whose value is any text, such as a URL or a file name. */
export interface TextOption {
  readonly value: string;
  readonly repeatable?: boolean;
}

/** The options of one invocation: the global ones and those its command declares. */
/** How a report is printed; every command takes text and json, and may take more (see Command.formats). */
export type OutputFormat = 'text' | 'json' | 'markdown' | 'github' | 'sarif';

/** The output formats a command takes when it names none. */
export const DEFAULT_FORMATS: readonly OutputFormat[] = ['text', 'json'];

export interface Options {
  format: OutputFormat;
  lang: Lang;
  help: boolean;
  version: boolean;
  /** The command's own options by name: `true` for a flag, every value of a repeatable one, the value otherwise. */
  extra: Readonly<Record<string, string | true | readonly string[]>>;
}

/** What a command did: a report with its verdict, or an input it could not read (exit status 2). */
export type CommandOutcome =
  | { kind: 'report'; ok: boolean; report: object; text(lang: Lang): string }
  | { kind: 'unreadable'; source: string; reason: UnreadableReason }
  /** The command wrote its own output; the verdict gives the exit status (0, 1 or 2). */
  | { kind: 'done'; verdict: 'ok' | 'defects' | 'failed' }
  /** An input read but unusable for the command (exit status 2): the contract's error inside it. */
  | { kind: 'unusable'; source: string; error: ContractError };

/** One subcommand: its name, operands and options for the parser and help, and what it does. */
export interface Command {
  readonly name: string;
  /** Operand names as the help shows them, e.g. "<catalog.json>"; each is required. */
  readonly operands: readonly string[];
  /** For a command that takes any number of operands after those: their name in the help. */
  readonly restOperands?: string;
  readonly options: Readonly<Record<string, OptionSpec>>;
  /** Options the command cannot run without. */
  readonly required?: readonly string[];
  /** Output formats beyond DEFAULT_FORMATS that the command prints itself through `text`. */
  readonly formats?: readonly OutputFormat[];
  /** One line per language for the help. */
  readonly summary: Readonly<Record<Lang, string>>;
  run(operands: readonly string[], options: Options, io: CliIo): Promise<CommandOutcome>;
}
