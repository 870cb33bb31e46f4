// Translating a `Text` (an i18n key plus parameters) into words, framework-light so it can
// be tested without mounting anything.
import type { Param, Text } from '@/engine/types';

/** The translate function of a vue-i18n composer (or anything shaped like it). */
export type TranslateFn = (key: string, named: Record<string, unknown>) => string;

export function isText(value: unknown): value is Text {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { key?: unknown }).key === 'string'
  );
}

/**
 * Translates a Text recursively: parameters that are themselves Text objects are
 * translated first, then passed to the outer message. A plain string is taken as a key.
 */
export function translateText(t: TranslateFn, text: Text | string | null | undefined, locale?: string): string {
  if (text === null || text === undefined) return '';
  if (typeof text === 'string') return t(text, {});
  const named: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(text.params ?? {})) {
    named[name] = translateParam(t, value, locale);
  }
  return t(text.key, named);
}

/** Texts are translated; a number with decimals takes the language's separator ("9,75"). */
function translateParam(t: TranslateFn, value: Param, locale?: string): string | number {
  if (isText(value)) return translateText(t, value, locale);
  if (typeof value === 'number' && !Number.isInteger(value) && locale) {
    return value.toLocaleString(locale, { maximumFractionDigits: 2, useGrouping: false });
  }
  return value;
}
