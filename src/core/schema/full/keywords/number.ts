import { addIssue, wordOnce } from '../issues.ts';
import type { KeywordCompiler, KeywordContext } from '../types.ts';

function limit(value: unknown, c: KeywordContext, name: string): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  return c.fail(c.path, name, 'number');
}

function bound(name: string, exclusive: boolean, reason: 'too_small' | 'too_large'): KeywordCompiler {
  return (value, c) => {
    const n = limit(value, c, name);
    if (n === undefined) return undefined;
    const path = c.path;
    const params = { limit: n, exclusive };
    const passes: (v: number) => boolean =
      reason === 'too_small'
        ? exclusive
          ? (v) => v > n
          : (v) => v >= n
        : exclusive
          ? (v) => v < n
          : (v) => v <= n;
    const word = wordOnce(reason, params);
    return (v, s, p) =>
      typeof v !== 'number' || passes(v) || addIssue(s, p, path, name, reason, params, undefined, word());
  };
}

export const compileMinimum = /* @__PURE__ */ bound('minimum', false, 'too_small');
export const compileExclusiveMinimum = /* @__PURE__ */ bound('exclusiveMinimum', true, 'too_small');
export const compileMaximum = /* @__PURE__ */ bound('maximum', false, 'too_large');
export const compileExclusiveMaximum = /* @__PURE__ */ bound('exclusiveMaximum', true, 'too_large');

/** `multipleOf`: integers by remainder; other numbers exactly, on their decimal digits. */
export const compileMultipleOf: KeywordCompiler = (value, c) => {
  const divisor = limit(value, c, 'multipleOf');
  if (divisor === undefined) return undefined;
  if (divisor <= 0) return c.fail(c.path, 'multipleOf', 'positive');
  const path = c.path;
  const params = { divisor };
  const scaledDivisor = decimal(divisor);
  const word = wordOnce('not_multiple', params);
  return (v, s, p) => {
    if (typeof v !== 'number' || isMultiple(v, divisor, scaledDivisor)) return true;
    return addIssue(s, p, path, 'multipleOf', 'not_multiple', params, undefined, word());
  };
};

function isMultiple(v: number, divisor: number, scaled: Decimal): boolean {
  if (Number.isSafeInteger(v) && Number.isSafeInteger(divisor)) return v % divisor === 0;
  if (!Number.isFinite(v)) return false;
  const quotient = v / divisor;
  if (!Number.isFinite(quotient)) return false;
  const other = decimal(v);
  // both as integers times a power of ten, brought to the same power
  const exponent = Math.min(other.exponent, scaled.exponent);
  const a = other.digits * 10n ** BigInt(other.exponent - exponent);
  const b = scaled.digits * 10n ** BigInt(scaled.exponent - exponent);
  return a % b === 0n;
}

interface Decimal {
  digits: bigint;
  exponent: number;
}

/** A finite number as the integer `digits` times 10 to `exponent`, from its shortest decimal form. */
function decimal(n: number): Decimal {
  const [mantissa = '0', exp = '0'] = Math.abs(n).toString().split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  return { digits: BigInt(whole + fraction), exponent: Number(exp) - fraction.length };
}
