import type { SnapshotTransport } from '../../core/index.ts';

/** The server to reach: a command started over stdio, or a Streamable HTTP endpoint with its headers. */
export type Target =
  | { kind: 'stdio'; command: string; args: readonly string[] }
  | { kind: 'streamable-http'; url: URL; headers: readonly (readonly [string, string])[] };

/** One run of `snapshot`, its options read and checked. */
export interface SnapshotPlan {
  target: Target;
  /** The file to write, or null for standard output. */
  out: string | null;
  /** The limit on the whole run: starting or reaching the server and reading every page. */
  timeoutMs: number;
  maxPages: number;
}

/** Why the options of `snapshot` cannot be used (exit status 2). */
export type PlanProblem =
  | { kind: 'no_server' }
  | { kind: 'two_servers' }
  | { kind: 'header_without_url' }
  | { kind: 'bad_url'; value: string }
  | { kind: 'bad_header'; value: string }
  | { kind: 'bad_number'; option: string; value: string; min: number; max: number; isInteger: boolean };

/** Defaults and bounds of the numeric options. */
export const PLAN_LIMITS = Object.freeze({
  timeoutSeconds: { default: 30, min: 0.001, max: 3600 },
  maxPages: { default: 100, min: 1, max: 100_000 },
});

type Extra = Readonly<Record<string, string | true | readonly string[]>>;

/**
 * Reads the operands (the server's command) and options of `snapshot` into a plan, or the first problem,
 * in the result shape of the core (the problem is a usage problem of the command line, not a contract error).
 */
export function readPlan(
  operands: readonly string[],
  extra: Extra,
): { ok: true; value: SnapshotPlan } | { ok: false; error: PlanProblem } {
  const target = readTarget(operands, extra);
  if ('problem' in target) return { ok: false, error: target.problem };
  const seconds = readNumber(extra, 'timeout', PLAN_LIMITS.timeoutSeconds, false);
  if (typeof seconds !== 'number') return { ok: false, error: seconds };
  const maxPages = readNumber(extra, 'max-pages', PLAN_LIMITS.maxPages, true);
  if (typeof maxPages !== 'number') return { ok: false, error: maxPages };
  const out = typeof extra.out === 'string' ? extra.out : null;
  return { ok: true, value: { target, out, timeoutMs: Math.round(seconds * 1000), maxPages } };
}

function readTarget(operands: readonly string[], extra: Extra): Target | { problem: PlanProblem } {
  const url = typeof extra.url === 'string' ? extra.url : undefined;
  const headerValues = Array.isArray(extra.header) ? (extra.header as readonly string[]) : [];
  if (url !== undefined && operands.length > 0) return { problem: { kind: 'two_servers' } };
  if (url === undefined) {
    if (headerValues.length > 0) return { problem: { kind: 'header_without_url' } };
    const [command, ...args] = operands;
    return command === undefined || command === ''
      ? { problem: { kind: 'no_server' } }
      : { kind: 'stdio', command, args };
  }
  const parsed = URL.canParse(url) ? new URL(url) : null;
  if (parsed === null || !['http:', 'https:'].includes(parsed.protocol))
    return { problem: { kind: 'bad_url', value: url } };
  const headers: (readonly [string, string])[] = [];
  for (const value of headerValues) {
    const match = HEADER.exec(value);
    if (match === null) return { problem: { kind: 'bad_header', value } };
    headers.push([match[1]!, match[2]!]);
  }
  return { kind: 'streamable-http', url: parsed, headers };
}

// A field name is an HTTP token; the value has no line break or other control character but tab.
// eslint-disable-next-line no-control-regex
const HEADER = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+):[ \t]*([^\u0000-\u0008\u000a-\u001f\u007f]*?)[ \t]*$/;

function readNumber(
  extra: Extra,
  option: string,
  limits: { default: number; min: number; max: number },
  isInteger: boolean,
): number | PlanProblem {
  const given = extra[option];
  if (typeof given !== 'string') return limits.default;
  const value = /^\s*$/.test(given) ? NaN : Number(given);
  const isValid = Number.isFinite(value) && (!isInteger || Number.isInteger(value));
  if (isValid && value >= limits.min && value <= limits.max) return value;
  return {
    kind: 'bad_number',
    option: `--${option}`,
    value: given,
    min: limits.min,
    max: limits.max,
    isInteger,
  };
}

/**
 * How the snapshot names its transport: the command and its arguments, or the URL without any user name or
 * password and the names of the headers sent, never their values (they often carry credentials).
 */
export function describeTarget(target: Target): SnapshotTransport {
  if (target.kind === 'stdio') return { kind: 'stdio', command: target.command, args: [...target.args] };
  const url = new URL(target.url);
  url.username = '';
  url.password = '';
  const names = [...new Set(target.headers.map(([name]) => name.toLowerCase()))].sort();
  return { kind: 'streamable-http', url: url.href, headers: names };
}
