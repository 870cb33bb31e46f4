// Numbers as a player checks them by hand, in their language, through Intl: decimals
// rounded as arithmetic rounds ("5,67" for 17/3, "0,38" for 3/8), the language's one
// decimal separator, and the true minus sign (U+2212) rather than a hyphen.
import { fPercent } from '@/engine';
import type { Fraction } from '@/engine/types';

/** The minus sign of typesetting (U+2212), never the hyphen-minus of a keyboard. */
export const MINUS = '\u2212';

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, digits: number, fixed: boolean): Intl.NumberFormat {
  const key = `${locale}|${digits}|${fixed}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, {
      maximumFractionDigits: digits,
      minimumFractionDigits: fixed ? digits : 0,
      useGrouping: false,
      roundingMode: 'halfExpand',
    } as Intl.NumberFormatOptions);
    formats.set(key, f);
  }
  return f;
}

/** A leading hyphen-minus before a digit ("-1", "-0,5") becomes the minus sign. */
export function minusSign(text: string): string {
  return text.replace(/^-(?=\d)/, MINUS);
}

/**
 * A number in the player's language: "9,75" in Italian, "9.75" in English, at most
 * `digits` decimals (2 unless told), rounded half away from zero; "−1" for a negative.
 * `fixed` keeps trailing zeros ("12,50" with 2 digits).
 */
export function formatNumber(value: number, locale: string, digits = 2, fixed = false): string {
  if (!Number.isFinite(value)) return value > 0 ? '∞' : value < 0 ? `${MINUS}∞` : '—';
  // A whole number reads the same in both languages, with no separator to choose: written
  // without Intl, whose first format costs a mid-range phone tens of milliseconds at launch.
  if (Number.isSafeInteger(value) && !fixed) return value < 0 ? `${MINUS}${-value}` : String(value);
  const s = numberFormat(locale, digits, fixed).format(value);
  // Intl writes -0 as "-0" when a tiny negative rounds to zero: a zero has no sign.
  if (/^-0([.,]0*)?$/.test(s)) return s.slice(1);
  return minusSign(s);
}

/** A modifier as a rulebook writes it: "+2", "−1", and "±0" for none. */
export function formatSigned(value: number, locale: string, digits = 2): string {
  if (value === 0) return '\u00b10';
  const s = formatNumber(Math.abs(value), locale, digits);
  return value > 0 ? `+${s}` : `${MINUS}${s}`;
}

/**
 * An exact probability as a percentage in the player's language: 1/6 → "16,7" in Italian,
 * "16.7" in English. Rounded on the exact fraction (half up), then written by Intl.
 */
export function formatPercent(f: Fraction, locale: string, digits = 1): string {
  const exact = fPercent(f, digits); // a decimal string, already rounded on the fraction
  return formatNumber(Number(exact), locale, digits, true);
}
