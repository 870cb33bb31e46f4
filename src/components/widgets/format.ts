// Small helpers shared by the widgets: numbers in the player's language, motion preferences.
import { onBeforeUnmount, ref, type Ref } from 'vue';
import { fText } from '@/engine';
import { formatPercent } from '@/i18n/numbers';
import type { DieSpec, Fraction, RolledDice } from '@/engine/types';

/** "13.9" in English, "13,9" in Italian: the language's decimal separator, through Intl. */
export function localPercent(f: Fraction, locale: string, digits = 1): string {
  return formatPercent(f, locale, digits);
}

/** "5/36", "1", "0": the exact fraction as the engine writes it. */
export function fractionText(f: Fraction): string {
  return fText(f);
}

/** Whether the player asked the system for reduced motion (no animations then). */
export function prefersReducedMotion(): boolean {
  try {
    return typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  } catch {
    return false;
  }
}

/** A reactive reduced-motion flag that follows the system setting while mounted. */
export function useReducedMotion(): Ref<boolean> {
  const flag = ref(prefersReducedMotion());
  if (typeof window !== 'undefined' && window.matchMedia) {
    try {
      const mq = window.matchMedia('(prefers-reduced-motion: reduce)');
      const on = (e: MediaQueryListEvent) => (flag.value = e.matches);
      mq.addEventListener?.('change', on);
      onBeforeUnmount(() => mq.removeEventListener?.('change', on));
    } catch {
      /* no media queries: keep the initial value */
    }
  }
  return flag;
}

/** The sum of a roll's faces when every die is numbered, else null (custom faces do not add up). */
export function rollSum(dice: DieSpec[], rolled: RolledDice): number | null {
  if (dice.some((d) => d.kind !== 'numbered')) return null;
  return rolled.faces.reduce((s, f) => s + f, 0);
}

/** "1d6", "2d6", "3d6": how a chart names its dice, parsed; null when it is something else. */
export function parseDiceText(text: string): { count: number; sides: number } | null {
  const m = /^\s*(\d*)\s*d\s*(\d+)\s*$/i.exec(text);
  if (!m) return null;
  const count = m[1] === '' ? 1 : Number(m[1]);
  const sides = Number(m[2]);
  if (!Number.isInteger(count) || count < 1 || count > 12 || sides < 2 || sides > 100) return null;
  return { count, sides };
}
