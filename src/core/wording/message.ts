import type { ErrorParams } from '../result.ts';
import { fillText } from './fill.ts';
import { sentenceParams } from './params.ts';

/** How many code points of a name a message keeps. */
const NAME_MAX = 40;

/** The params that hold a name from the input, which may be of any length (the others are the core's words). */
const NAMES = new Set(['key', 'name', 'family', 'description']);

/**
 * The core's English `message` from one sentence of the catalog (an export of `en-catalog.ts`, so that
 * the code carries only the sentences it uses) and the error's params, filled as `wordReason` fills them.
 * A name from the input (a key, a tool's or a family's name, a symbol's description) longer than 40 code
 * points is cut there and marked with "…", so a megabyte of input never becomes a megabyte message; the
 * params themselves keep it whole.
 */
export function englishMessage(sentence: string, params: ErrorParams): string {
  const shortened: Record<string, ErrorParams[string]> = {};
  for (const [name, value] of Object.entries(params))
    shortened[name] = typeof value === 'string' && NAMES.has(name) ? shorten(value) : value;
  return fillText(sentence, sentenceParams(shortened, 'en'));
}

/** Text cut to 40 code points and marked with "…", or the text itself when it is that short. */
export function shorten(text: string): string {
  if (text.length <= NAME_MAX) return text;
  const points = Array.from(text.slice(0, NAME_MAX * 2)).slice(0, NAME_MAX);
  return points.length === NAME_MAX && points.join('').length < text.length ? points.join('') + '…' : text;
}
