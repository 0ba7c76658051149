import type { HiddenRun } from './hidden.ts';

const NAMES: Readonly<Record<number, string>> = {
  0x00: 'NUL',
  0x07: 'BEL',
  0x08: 'BS',
  0x1b: 'ESC',
  0x7f: 'DEL',
  0xad: 'SHY',
  0x34f: 'CGJ',
  0x61c: 'ALM',
  0x115f: 'HANGUL CHOSEONG FILLER',
  0x1160: 'HANGUL JUNGSEONG FILLER',
  0x180e: 'MVS',
  0x200b: 'ZWSP',
  0x200c: 'ZWNJ',
  0x200d: 'ZWJ',
  0x200e: 'LRM',
  0x200f: 'RLM',
  0x202a: 'LRE',
  0x202b: 'RLE',
  0x202c: 'PDF',
  0x202d: 'LRO',
  0x202e: 'RLO',
  0x2060: 'WJ',
  0x2061: 'FUNCTION APPLICATION',
  0x2062: 'INVISIBLE TIMES',
  0x2063: 'INVISIBLE SEPARATOR',
  0x2064: 'INVISIBLE PLUS',
  0x2066: 'LRI',
  0x2067: 'RLI',
  0x2068: 'FSI',
  0x2069: 'PDI',
  0x3164: 'HANGUL FILLER',
  0xfeff: 'BOM',
  0xffa0: 'HALFWIDTH HANGUL FILLER',
  0xe0001: 'LANGUAGE TAG',
  0xe007f: 'CANCEL TAG',
};

const ZERO_WIDTH = /* @__PURE__ */ new Set([0x200b, 0x200c, 0x200d, 0x2060, 0xfeff, 0x180e]);
// what a reader can read: letters, marks, digits, punctuation, symbols, spaces and line breaks
const READABLE = /^[\p{L}\p{M}\p{N}\p{P}\p{S}\p{Zs}\n\t]+$/u;
const UTF8 = /* @__PURE__ */ new TextDecoder('utf-8', { fatal: true });

/** A code point written so it can be seen: `⟨ZWSP⟩`, `⟨VS16⟩`, `⟨U+E0000⟩`. */
export function codePointName(point: number): string {
  const name = NAMES[point] ?? variationName(point) ?? `U+${hex(point)}`;
  return `⟨${name}⟩`;
}

/** `U+200B`: how evidence lists a code point. */
export function codePointLabel(point: number): string {
  return `U+${hex(point)}`;
}

function hex(point: number): string {
  return point.toString(16).toUpperCase().padStart(4, '0');
}

function variationName(point: number): string | undefined {
  if (point >= 0xfe00 && point <= 0xfe0f) return `VS${point - 0xfe00 + 1}`;
  if (point >= 0xe0100 && point <= 0xe01ef) return `VS${point - 0xe0100 + 17}`;
  return undefined;
}

/**
 * A hidden run made visible, so a reviewer reads the payload itself: tag characters as the ASCII they
 * encode, a zero-width or variation-selector run as the text its bits or bytes spell when they spell
 * readable text, an escape sequence as `␛[…`, and anything else by name.
 */
export function decodeRun(run: HiddenRun): string {
  const points = run.codePoints;
  if (points.every((point) => ZERO_WIDTH.has(point))) return spelledByBits(points) ?? named(points);
  if (points.every((point) => variationName(point) !== undefined))
    return spelledByBytes(points) ?? named(points);
  let out = '';
  for (let i = 0; i < points.length; i++) {
    const point = points[i]!;
    if (point >= 0xe0020 && point <= 0xe007e) out += String.fromCharCode(point - 0xe0000);
    else if (point === 0x1b || point === 0x9b) out += point === 0x1b ? '␛' : '␛[';
    else if (point >= 0x20 && point <= 0x7e) out += String.fromCharCode(point);
    else out += named([point]);
  }
  return out;
}

/** Names a run's code points, a repeated one once with its count: `⟨ZWSP⟩×12`. */
function named(points: readonly number[]): string {
  let out = '';
  for (let i = 0; i < points.length;) {
    let k = i + 1;
    while (points[k] === points[i]) k++;
    out += codePointName(points[i]!) + (k - i > 1 ? `×${k - i}` : '');
    i = k;
  }
  return out;
}

/**
 * The text a run of two zero-width characters spells as bits, eight to a byte (either character may be
 * the 1), or a run of three as bit groups split by the third, each group one code point; undefined when no
 * reading gives readable text.
 */
function spelledByBits(points: readonly number[]): string | undefined {
  const symbols = [...new Set(points)];
  if (symbols.length === 2) return bitReadings(points, symbols, null);
  if (symbols.length !== 3) return undefined;
  for (const separator of symbols) {
    const bits = symbols.filter((symbol) => symbol !== separator);
    const text = bitReadings(points, bits, separator);
    if (text !== undefined) return text;
  }
  return undefined;
}

function bitReadings(
  points: readonly number[],
  [a, b]: readonly number[],
  separator: number | null,
): string | undefined {
  for (const one of [b, a]) {
    const bits = points.map((point) => (point === separator ? ' ' : point === one ? '1' : '0')).join('');
    const text = separator === null ? bytesOfBits(bits) : groupsOfBits(bits);
    if (text !== undefined && READABLE.test(text)) return text;
  }
  return undefined;
}

function bytesOfBits(bits: string): string | undefined {
  if (bits.length % 8 !== 0) return undefined;
  const bytes = new Uint8Array(bits.length / 8);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(bits.slice(i * 8, i * 8 + 8), 2);
  return utf8(bytes);
}

function groupsOfBits(bits: string): string | undefined {
  const groups = bits.split(' ').filter((group) => group !== '');
  if (groups.length === 0 || groups.some((group) => group.length > 21)) return undefined;
  let text = '';
  for (const group of groups) {
    const point = parseInt(group, 2);
    if (point > 0x10ffff) return undefined;
    text += String.fromCodePoint(point);
  }
  return text;
}

/** Variation selectors as bytes (VS1–VS16 are 0–15, VS17–VS256 are 16–255), read as UTF-8 when readable. */
function spelledByBytes(points: readonly number[]): string | undefined {
  const bytes = Uint8Array.from(points, (point) => (point < 0xfe10 ? point - 0xfe00 : point - 0xe0100 + 16));
  const text = points.every((point) => point >= 0xfe00) ? utf8(bytes) : undefined;
  return text !== undefined && READABLE.test(text) ? text : undefined;
}

function utf8(bytes: Uint8Array): string | undefined {
  try {
    return UTF8.decode(bytes);
  } catch {
    return undefined;
  }
}

/**
 * The text a hidden run spells, for the language rules to read: the ASCII its tag characters encode, or
 * what a zero-width or variation-selector run spells; null for a run that spells nothing.
 */
export function spelledText(run: HiddenRun): string | null {
  const points = run.codePoints;
  if (points.some((point) => point >= 0xe0020 && point <= 0xe007e)) {
    return points
      .filter((point) => point >= 0xe0020 && point <= 0xe007e)
      .map((point) => String.fromCharCode(point - 0xe0000))
      .join('');
  }
  if (points.every((point) => ZERO_WIDTH.has(point))) return spelledByBits(points) ?? null;
  if (points.every((point) => variationName(point) !== undefined)) return spelledByBytes(points) ?? null;
  return null;
}
