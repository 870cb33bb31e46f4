/** Words shared by every game's derivations: signed modifiers and lists. */
import type { Text } from './types';
import { t } from './derivation';

/** A signed number as players write modifiers: "+2", "−1" (U+2212 minus), "±0" for none. */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `\u2212${-n}` : '\u00b10';
}

/** Messages joined into one list ("a, b, c"); `empty` (or "none") when there is nothing. */
export function listText(items: Text[], empty: Text = t('engine.list.none')): Text {
  if (items.length === 0) return empty;
  return items.reduceRight((tail: Text | null, head: Text): Text => (tail ? t('engine.list.pair', { head, tail }) : head), null as Text | null) as Text;
}
