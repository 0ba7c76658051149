import {
  DEFAULT_FORMATS,
  isSecondsSpec,
  type Command,
  type OptionSpec,
  type Options,
  type OutputFormat,
  type SecondsSpec,
  type TextOption,
} from './command.ts';

/** The options read so far: `true` for a flag, every value of a repeatable option, else the value. */
type Given = Record<string, string | true | readonly string[]>;

/** Why a command line was not understood (exit status 2), as data for both languages. */
export type UsageProblem =
  | { kind: 'missing_command' }
  | { kind: 'unknown_command'; command: string }
  | { kind: 'unknown_option'; option: string }
  | { kind: 'missing_value'; option: string }
  | { kind: 'missing_option'; option: string }
  | { kind: 'bad_value'; option: string; value: string; allowed: readonly string[] }
  | { kind: 'bad_seconds'; option: string; value: string; max: number }
  | { kind: 'wrong_operands'; command: string; expected: number; received: number };

/** A parsed command line: the command (null for bare `--help` or `--version`), its operands and options, or the first problem. */
export interface Invocation {
  command: Command | null;
  operands: string[];
  options: Options;
  problem: UsageProblem | null;
}

const GLOBAL_OPTIONS: Readonly<Record<string, OptionSpec>> = {
  // checked against the command's own formats once the command is known
  format: { value: 'text|json' },
  lang: ['en', 'ko'],
  help: 'flag',
  version: 'flag',
};

/**
 * Reads argv the POSIX way (options anywhere, `--name value` or `--name=value`, `--` ends options, `-` is
 * an operand). It reads on past a problem, so that `--lang ko` anywhere still words the problem in Korean.
 */
export function parseArgs(argv: readonly string[], commands: readonly Command[]): Invocation {
  const specs = optionSpecs(commands);
  const problems: UsageProblem[] = [];
  const given: Given = {};
  const positionals: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const token = argv[i]!;
    if (token === '--') {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (token === '-h') given.help = true;
    else if (token.startsWith('--')) i = readOption(argv, i, specs, given, problems);
    else if (token.startsWith('-') && token !== '-') problems.push({ kind: 'unknown_option', option: token });
    else positionals.push(token);
  }
  const options = toOptions(given);
  const [name, ...operands] = positionals;
  const command = commands.find((candidate) => candidate.name === name) ?? null;
  const needsNoCommand = options.help || options.version;
  problems.push(...commandProblems(name, command, operands, given, needsNoCommand));
  return { command, operands, options, problem: problems[0] ?? null };
}

/** Reads the option at argv[i] into `given`; returns the index of the last token it used. */
function readOption(
  argv: readonly string[],
  i: number,
  specs: ReadonlyMap<string, OptionSpec>,
  given: Given,
  problems: UsageProblem[],
): number {
  const token = argv[i]!;
  const equals = token.indexOf('=');
  const name = token.slice(2, equals === -1 ? undefined : equals);
  const spec = specs.get(name);
  if (spec === undefined) {
    problems.push({ kind: 'unknown_option', option: `--${name}` });
    return i;
  }
  if (spec === 'flag') {
    if (equals === -1) given[name] = true;
    else
      problems.push({ kind: 'bad_value', option: `--${name}`, value: token.slice(equals + 1), allowed: [] });
    return i;
  }
  const value = equals === -1 ? argv[i + 1] : token.slice(equals + 1);
  if (value === undefined) problems.push({ kind: 'missing_value', option: `--${name}` });
  else if (isTextOption(spec)) given[name] = spec.repeatable ? [...textValues(given[name]), value] : value;
  else if (isSecondsSpec(spec) && !isSeconds(value, spec))
    problems.push({ kind: 'bad_seconds', option: `--${name}`, value, max: spec.max });
  else if (!isSecondsSpec(spec) && !spec.includes(value))
    problems.push({ kind: 'bad_value', option: `--${name}`, value, allowed: spec });
  else given[name] = value;
  return equals === -1 ? i + 1 : i;
}

/** Whether `value` is a plain decimal number of seconds (`1`, `0.25`) greater than 0 and at most the maximum. */
function isSeconds(value: string, spec: SecondsSpec): boolean {
  if (!/^\d{1,6}(\.\d{1,6})?$/.test(value)) return false;
  const seconds = Number(value);
  return seconds > 0 && seconds <= spec.max;
}

/** Every option any command knows, so a value is consumed the same way wherever the command name stands. */
function optionSpecs(commands: readonly Command[]): ReadonlyMap<string, OptionSpec> {
  const specs = new Map(Object.entries(GLOBAL_OPTIONS));
  for (const command of commands)
    for (const [name, spec] of Object.entries(command.options)) specs.set(name, spec);
  return specs;
}

/** Whether an option takes any text rather than one of a list of values. */
export function isTextOption(spec: OptionSpec): spec is TextOption {
  return typeof spec === 'object' && 'value' in spec;
}

function textValues(given: Given[string] | undefined): readonly string[] {
  return Array.isArray(given) ? given : [];
}

function toOptions(given: Readonly<Given>): Options {
  const { format, lang, help, version, ...extra } = given;
  return {
    format: typeof format === 'string' ? (format as OutputFormat) : 'text',
    lang: lang === 'ko' ? 'ko' : 'en',
    help: help === true,
    version: version === true,
    extra,
  };
}

function commandProblems(
  name: string | undefined,
  command: Command | null,
  operands: readonly string[],
  given: Readonly<Given>,
  needsNoCommand: boolean,
): UsageProblem[] {
  if (name === undefined) return needsNoCommand ? [] : [{ kind: 'missing_command' }];
  if (command === null) return [{ kind: 'unknown_command', command: name }];
  const foreign = Object.keys(given).find(
    (key) => !Object.hasOwn(GLOBAL_OPTIONS, key) && !Object.hasOwn(command.options, key),
  );
  if (foreign !== undefined) return [{ kind: 'unknown_option', option: `--${foreign}` }];
  if (needsNoCommand) return [];
  const formats = command.formats ?? DEFAULT_FORMATS;
  if (typeof given.format === 'string' && !formats.includes(given.format as OutputFormat)) {
    return [{ kind: 'bad_value', option: '--format', value: given.format, allowed: formats }];
  }
  const isRest = command.restOperands !== undefined;
  if (isRest ? operands.length < command.operands.length : operands.length !== command.operands.length) {
    const counts = { expected: command.operands.length, received: operands.length };
    return [{ kind: 'wrong_operands', command: name, ...counts }];
  }
  const missing = command.required?.find((option) => !Object.hasOwn(given, option));
  return missing === undefined ? [] : [{ kind: 'missing_option', option: `--${missing}` }];
}
