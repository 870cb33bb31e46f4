/**
 * Exact fractions over bigint: always reduced, denominator > 0.
 * Used for every probability shown to players, so odds are never rounded until display.
 */
import type { Fraction } from './types';

function abs(x: bigint): bigint {
  return x < 0n ? -x : x;
}

function gcd(a: bigint, b: bigint): bigint {
  a = abs(a);
  b = abs(b);
  while (b !== 0n) {
    const r = a % b;
    a = b;
    b = r;
  }
  return a;
}

function toBig(x: bigint | number): bigint {
  if (typeof x === 'bigint') return x;
  if (!Number.isInteger(x)) throw new RangeError(`frac: ${x} is not an integer`);
  return BigInt(x);
}

/** A reduced fraction num/den with den > 0. Throws on a zero denominator. */
export function frac(num: bigint | number, den: bigint | number = 1n): Fraction {
  let n = toBig(num);
  let d = toBig(den);
  if (d === 0n) throw new RangeError('frac: zero denominator');
  if (d < 0n) {
    n = -n;
    d = -d;
  }
  if (n === 0n) return { num: 0n, den: 1n };
  const g = gcd(n, d);
  return { num: n / g, den: d / g };
}

export const ZERO: Fraction = Object.freeze({ num: 0n, den: 1n }) as Fraction;
export const ONE: Fraction = Object.freeze({ num: 1n, den: 1n }) as Fraction;

export function addF(a: Fraction, b: Fraction): Fraction {
  return frac(a.num * b.den + b.num * a.den, a.den * b.den);
}

export function subF(a: Fraction, b: Fraction): Fraction {
  return frac(a.num * b.den - b.num * a.den, a.den * b.den);
}

export function mulF(a: Fraction, b: Fraction): Fraction {
  return frac(a.num * b.num, a.den * b.den);
}

/** Compares two fractions exactly: negative, zero or positive. */
export function cmpF(a: Fraction, b: Fraction): number {
  const l = a.num * b.den;
  const r = b.num * a.den;
  return l < r ? -1 : l > r ? 1 : 0;
}

export function eqF(a: Fraction, b: Fraction): boolean {
  return a.num === b.num && a.den === b.den;
}

/** Sum of many fractions. */
export function sumF(fs: Fraction[]): Fraction {
  return fs.reduce((s, f) => addF(s, f), ZERO);
}

/** Nearest double; exact enough for bar widths, never used for decisions. */
export function fToNumber(f: Fraction): number {
  // Scale big values so Number() does not overflow to Infinity / lose everything.
  const n = f.num;
  const d = f.den;
  const maxSafe = BigInt(Number.MAX_SAFE_INTEGER);
  if (abs(n) <= maxSafe && d <= maxSafe) return Number(n) / Number(d);
  const intPart = n / d;
  const rem = n - intPart * d;
  const scale = 10n ** 18n;
  return Number(intPart) + Number((rem * scale) / d) / 1e18;
}

/**
 * The percentage with `digits` decimals, rounded half up (away from zero on ties for
 * negatives as well), e.g. 1/6 → "16.7", 1/8 with 1 digit → "12.5", 1/16 with 0 → "6".
 */
export function fPercent(f: Fraction, digits = 1): string {
  const neg = f.num < 0n;
  const num = abs(f.num);
  const scale = 10n ** BigInt(digits);
  // value * 100 * scale, rounded half up
  const scaled = num * 100n * scale;
  let q = scaled / f.den;
  const r = scaled - q * f.den;
  if (r * 2n >= f.den) q += 1n;
  const s = q.toString().padStart(digits + 1, '0');
  const whole = s.slice(0, s.length - digits);
  const dec = digits > 0 ? '.' + s.slice(s.length - digits) : '';
  return (neg && q !== 0n ? '-' : '') + whole + dec;
}

/** "1/6", or "1" / "0" for whole numbers. */
export function fText(f: Fraction): string {
  return f.den === 1n ? f.num.toString() : `${f.num}/${f.den}`;
}
