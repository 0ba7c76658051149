import { countCodePoints } from './json-value.ts';
import { contractError, type ContractError } from './result.ts';
import { wordReason } from './wording/reasons.ts';

/** Where JSON text went wrong: 1-based line and column (in characters), and what was found there. */
export interface JsonSyntaxProblem {
  offset: number;
  line: number;
  column: number;
  found: string | null;
}

export type ParsedJson = { ok: true; value: unknown } | { ok: false; problem: JsonSyntaxProblem };

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const ESCAPES = '"\\/bfnrt';
const HEX4 = /[0-9a-fA-F]{4}/y;

/** Parses JSON text; on a syntax error, says where, because engines word (or omit) positions differently. */
export function parseJson(text: string): ParsedJson {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, problem: locate(text, firstErrorOffset(text)) };
  }
}

/**
 * The contract's error for text that is not JSON: `INVALID_JSON` at the whole input, with the line and
 * column as data (`found` is null when the text ends early), and one sentence that names them.
 */
export function jsonSyntaxError(problem: JsonSyntaxProblem): ContractError {
  const { line, column, found } = problem;
  const params = { line, column, found };
  return contractError('INVALID_JSON', '', 'invalid_json', params, wordReason('invalid_json', params, 'en'));
}

/** Turns a UTF-16 offset into a 1-based line and a column counted in code points. */
export function locate(text: string, offset: number): JsonSyntaxProblem {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) line++;
  const column = countCodePoints(text.slice(lineStart, offset)) + 1;
  const cp = offset < text.length ? text.codePointAt(offset) : undefined;
  return { offset, line, column, found: cp === undefined ? null : String.fromCodePoint(cp) };
}

/** Offset of the first character that breaks the JSON grammar (text.length when the text ends early), or -1. */
export function firstErrorOffset(text: string): number {
  const depth: string[] = [];
  let i = skipSpace(text, 0);
  let mode: 'value' | 'key' | 'after' = 'value';
  for (;;) {
    i = skipSpace(text, i);
    const c = text[i];
    if (mode === 'value') {
      if (c === '{' || c === '[') {
        depth.push(c);
        i = skipSpace(text, i + 1);
        const closes = text[i] === (c === '{' ? '}' : ']');
        if (closes) depth.pop();
        i += closes ? 1 : 0;
        mode = closes ? 'after' : c === '{' ? 'key' : 'value';
        continue;
      }
      const end = scanScalar(text, i);
      if (end < 0) return -end - 1;
      i = end;
      mode = 'after';
    } else if (mode === 'key') {
      if (c !== '"') return i;
      const end = scanString(text, i);
      if (end < 0) return -end - 1;
      i = skipSpace(text, end);
      if (text[i] !== ':') return i;
      i++;
      mode = 'value';
    } else {
      const top = depth[depth.length - 1];
      if (top === undefined) return i === text.length ? -1 : i;
      if (c === ',') mode = top === '{' ? 'key' : 'value';
      else if (c === (top === '{' ? '}' : ']')) depth.pop();
      else return i;
      i++;
    }
  }
}

function skipSpace(text: string, i: number): number {
  while (i < text.length && ' \t\n\r'.includes(text[i]!)) i++;
  return i;
}

/** End offset of the scalar at `i`, or -(error offset + 1). */
function scanScalar(text: string, i: number): number {
  const c = text[i];
  if (c === '"') return scanString(text, i);
  for (const word of ['true', 'false', 'null']) {
    if (text.startsWith(word, i)) return i + word.length;
  }
  NUMBER.lastIndex = i;
  const match = NUMBER.exec(text);
  return match ? i + match[0].length : -(i + 1);
}

/** End offset of the string starting at the quote at `i`, or -(error offset + 1). */
function scanString(text: string, i: number): number {
  for (let j = i + 1; j < text.length; j++) {
    const code = text.charCodeAt(j);
    if (code === 0x22) return j + 1;
    if (code < 0x20) return -(j + 1);
    if (code !== 0x5c) continue;
    const escaped = text[j + 1];
    if (escaped === 'u') {
      HEX4.lastIndex = j + 2;
      if (!HEX4.test(text)) return -(j + 2);
      j += 5;
    } else if (escaped !== undefined && ESCAPES.includes(escaped)) j++;
    else return -(j + 2);
  }
  return -(text.length + 1);
}
