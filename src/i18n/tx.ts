// Translating a `Text` (an i18n key plus parameters) into words, framework-light so it can
// be tested without mounting anything.
import type { Param, Text } from '@/engine/types';
import { formatNumber, formatSigned, minusSign } from './numbers';

/** Parameters that are die-roll modifiers: a number there is written signed ("+1", "−1", "±0"). */
const MODIFIERS = new Set(['drm']);

/**
 * The translate function of a vue-i18n composer (or anything shaped like it): the key, its
 * named parameters (already words), and the number that picks a plural form
 * ("{n} punto | {n} punti").
 */
export type TranslateFn = (key: string, named: Record<string, unknown>, plural?: number) => string;

export function isText(value: unknown): value is Text {
  return typeof value === 'object' && value !== null && typeof (value as { key?: unknown }).key === 'string';
}

/**
 * The number that picks a message's plural form ("{n} punto | {n} punti"): its `count`,
 * else its `n`, else its only number parameter. Undefined when none decides. A message
 * with two counts is worded so that only one needs a plural ("punti dichiarati 1 su 3").
 */
export function pluralOf(params: Record<string, Param> | undefined): number | undefined {
  if (!params) return undefined;
  if (typeof params.count === 'number') return params.count;
  if (typeof params.n === 'number') return params.n;
  const numbers = Object.values(params).filter((v): v is number => typeof v === 'number');
  return numbers.length === 1 ? numbers[0] : undefined;
}

/**
 * Translates a Text recursively: parameters that are themselves Text objects are
 * translated first, then passed to the outer message. A plain string is taken as a key.
 * Numbers are written the language's way (src/i18n/numbers.ts: "5,67", "−1"; a `drm`
 * signed, "+1") and pick the message's plural form.
 */
export function translateText(t: TranslateFn, text: Text | string | null | undefined, locale?: string): string {
  if (text === null || text === undefined) return '';
  if (typeof text === 'string') return t(text, {});
  const named: Record<string, string> = {};
  for (const [name, value] of Object.entries(text.params ?? {})) {
    named[name] = MODIFIERS.has(name) && typeof value === 'number' ? formatSigned(value, locale ?? 'en') : translateParam(t, value, locale);
  }
  // Without a whole number to decide, a message with plural forms takes its general one ("? punti",
  // "1,5 punti"); a message with a form for none ("nessun … | {n} … | {n} …") takes it at 0.
  const count = pluralOf(text.params);
  return t(text.key, named, count !== undefined && Number.isInteger(count) ? Math.abs(count) : 2);
}

/**
 * Texts are translated; a number is formatted in the language (rounded to two decimals as
 * arithmetic rounds, the true minus sign); a string that is a negative number written with
 * a hyphen ("-1") takes the minus sign too.
 */
function translateParam(t: TranslateFn, value: Param, locale?: string): string {
  if (isText(value)) return translateText(t, value, locale);
  if (typeof value === 'number') return formatNumber(value, locale ?? 'en');
  return minusSign(String(value));
}
