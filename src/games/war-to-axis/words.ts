/** A probability as a message's parameters: the percentage (a number the shell writes) and the exact fraction. */
import type { Fraction } from '@/engine/types';
import { fText, fToNumber } from '@/engine/fraction';

export function prob(p: Fraction): { pct: number; frac: string } {
  return { pct: fToNumber(p) * 100, frac: fText(p) };
}
