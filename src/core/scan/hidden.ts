import type { HiddenKind } from './types.ts';

/** A run of invisible code points in a text: where it starts and ends (UTF-16 offsets) and what it holds. */
export interface HiddenRun {
  readonly start: number;
  readonly end: number;
  /** The run's code points, in order. */
  readonly codePoints: readonly number[];
  readonly kinds: readonly HiddenKind[];
}

const ZERO_WIDTH = /* @__PURE__ */ new Set([0x200b, 0x200c, 0x200d, 0x2060, 0xfeff, 0x180e]);
const BIDI = /* @__PURE__ */ new Set([0x061c, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e]);
const ESC = 0x1b;
const CSI = 0x9b;
const ZWJ = 0x200d;
const ZWNJ = 0x200c;
const BLACK_FLAG = 0x1f3f4;
const CANCEL_TAG = 0xe007f;
// what JSON Schema and Unicode call invisible: format characters and the default-ignorable code points
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/u;
const EMOJI = /\p{Emoji}/u;
const PICTOGRAPH = /\p{Extended_Pictographic}/u;
const MODIFIER = /\p{Emoji_Modifier}/u;
const IDEOGRAPH = /\p{Unified_Ideograph}/u;
const MONGOLIAN = /(?=\p{L})\p{Script=Mongolian}/u;
// scripts whose letters join or break apart by ZWJ and ZWNJ as a matter of spelling (Persian, Indic, Sinhala…)
const JOINING =
  /[\p{Script=Arabic}\p{Script=Syriac}\p{Script=Nko}\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Gurmukhi}\p{Script=Gujarati}\p{Script=Oriya}\p{Script=Tamil}\p{Script=Telugu}\p{Script=Kannada}\p{Script=Malayalam}\p{Script=Sinhala}\p{Script=Mongolian}\p{Script=Thaana}]/u;
// printable ASCII, tab and line breaks: no code point of such a text is invisible
const PLAIN = /^[\t\n\r\x20-\x7e]*$/;
// any code point hiddenKind may call invisible; a text without one is read no further
// eslint-disable-next-line no-control-regex -- matching controls is the point
const CANDIDATE = /[\0-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\p{Cf}\p{Default_Ignorable_Code_Point}]/u;

/** What kind of invisible character a code point is, or null for a visible one (context aside). */
export function hiddenKind(codePoint: number): HiddenKind | null {
  if (codePoint >= 0xe0000 && codePoint <= 0xe007f) return 'tag';
  if (ZERO_WIDTH.has(codePoint)) return 'zero_width';
  if (BIDI.has(codePoint) || (codePoint >= 0x2066 && codePoint <= 0x2069)) return 'bidi';
  if (codePoint === ESC || codePoint === CSI) return 'ansi';
  if (isControl(codePoint)) return 'control';
  if (isVariationSelector(codePoint)) return 'variation_selector';
  return INVISIBLE.test(String.fromCodePoint(codePoint)) ? 'format' : null;
}

function isControl(codePoint: number): boolean {
  const isLineOrTab = codePoint === 0x09 || codePoint === 0x0a || codePoint === 0x0d;
  return (codePoint < 0x20 && !isLineOrTab) || (codePoint >= 0x7f && codePoint <= 0x9f);
}

/** Whether a code point selects a glyph variant: VS1–VS16, VS17–VS256, or a Mongolian free variation selector. */
export function isVariationSelector(codePoint: number): boolean {
  return (
    (codePoint >= 0xfe00 && codePoint <= 0xfe0f) ||
    (codePoint >= 0xe0100 && codePoint <= 0xe01ef) ||
    (codePoint >= 0x180b && codePoint <= 0x180d) ||
    codePoint === 0x180f
  );
}

/**
 * The runs of invisible code points in a text, in order. Visible text's own machinery is left alone: a
 * variation selector after an emoji or an ideograph, a ZWJ inside an emoji sequence or between letters of a
 * script that spells with it, and a subdivision flag's tag sequence.
 */
export function hiddenRuns(text: string): HiddenRun[] {
  if (PLAIN.test(text) || !CANDIDATE.test(text)) return [];
  const points = Array.from(text, (char) => char.codePointAt(0)!);
  const runs: HiddenRun[] = [];
  let offset = 0;
  let run: { start: number; codePoints: number[]; kinds: HiddenKind[] } | null = null;
  for (let i = 0; i < points.length; i++) {
    const point = points[i]!;
    const flag = point === BLACK_FLAG ? flagTagLength(points, i) : 0;
    const kind = flag > 0 || isVisibleInContext(points, i) ? null : hiddenKind(point);
    // a visible code point (with a flag's tags) ends the run; an escape takes the sequence it starts
    const taken = kind === null ? flag + 1 : kind === 'ansi' ? escapeLength(text, offset) : 1;
    if (kind === null && run !== null) {
      runs.push({ ...run, end: offset });
      run = null;
    } else if (kind !== null) {
      run ??= { start: offset, codePoints: [], kinds: [] };
      run.codePoints.push(...points.slice(i, i + taken));
      if (!run.kinds.includes(kind)) run.kinds.push(kind);
    }
    for (let k = 0; k < taken; k++) offset += points[i + k]! > 0xffff ? 2 : 1;
    i += taken - 1;
  }
  if (run !== null) runs.push({ ...run, end: offset });
  return runs;
}

// ECMA-48: CSI parameters, intermediates and a final byte; an OSC string up to BEL or ST; or one byte after ESC
// eslint-disable-next-line no-control-regex -- matching escapes is the point
const ESCAPE = /^(?:(?:\x1b\[|\x9b)[0-?]{0,64}[ -/]{0,8}[@-~]|\x1b\][ -~]{0,512}(?:\x07|\x1b\\)|\x1b[ -~])/;

/** How many code points the escape sequence at `offset` takes (all ASCII after its first); 1 for a lone escape. */
function escapeLength(text: string, offset: number): number {
  return ESCAPE.exec(text.slice(offset, offset + 600))?.[0].length ?? 1;
}

/** The number of code points after a black flag that make a subdivision flag (tag letters or digits, then CANCEL TAG); 0 if none. */
function flagTagLength(points: readonly number[], at: number): number {
  let i = at + 1;
  while (i < points.length && i - at <= 8 && isFlagTag(points[i]!)) i++;
  const letters = i - at - 1;
  return letters >= 2 && letters <= 7 && points[i] === CANCEL_TAG ? letters + 1 : 0;
}

function isFlagTag(point: number): boolean {
  return (point >= 0xe0030 && point <= 0xe0039) || (point >= 0xe0061 && point <= 0xe007a);
}

/** Whether an invisible code point is part of visible text here: an emoji's or a script's own machinery. */
function isVisibleInContext(points: readonly number[], i: number): boolean {
  const point = points[i]!;
  const before = points[i - 1];
  if (before === undefined) return false;
  if (isVariationSelector(point) && isVariationSelector(points[i + 1] ?? 0)) return false;
  if (point === 0xfe0f || point === 0xfe0e) return isChar(EMOJI, before);
  if (point >= 0xe0100 && point <= 0xe01ef) return isChar(IDEOGRAPH, before);
  if (isVariationSelector(point) && point < 0xfe00) return isChar(MONGOLIAN, before);
  if (point === ZWJ && isEmojiJoin(points, i)) return true;
  if (point === ZWJ || point === ZWNJ) {
    const after = points[i + 1];
    return after !== undefined && isChar(JOINING, before) && isChar(JOINING, after);
  }
  return false;
}

/** A ZWJ between two emoji: a pictograph (after its VS16 or skin tone, if any) before, a pictograph after. */
function isEmojiJoin(points: readonly number[], i: number): boolean {
  let k = i - 1;
  while (k > 0 && (points[k] === 0xfe0f || isChar(MODIFIER, points[k]!))) k--;
  const after = points[i + 1];
  return after !== undefined && isChar(PICTOGRAPH, points[k]!) && isChar(PICTOGRAPH, after);
}

function isChar(pattern: RegExp, point: number): boolean {
  return pattern.test(String.fromCodePoint(point));
}
