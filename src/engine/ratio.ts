/**
 * Odds ratios and combat-table columns, in exact integer arithmetic: the ratio is always
 * rounded in the defender's favour (a column is reached only when A/D is at least its
 * a:d), never through floating point.
 */

/** "3:1" → { a: 3, d: 1 }; "1:2", "3:2" likewise. Both terms positive integers; else null. */
export function parseOdds(text: string): { a: number; d: number } | null {
  if (typeof text !== 'string') return null;
  const m = /^\s*(\d+)\s*:\s*(\d+)\s*$/.exec(text);
  if (!m) return null;
  const a = Number(m[1]);
  const d = Number(m[2]);
  if (!Number.isSafeInteger(a) || !Number.isSafeInteger(d) || a < 1 || d < 1) return null;
  return { a, d };
}

export interface OddsColumn {
  /** Index of the column in the list. */
  index: number;
  column: string;
  /** A/D is below the first column: the first column is used (check the rules: often no attack). */
  belowFirst: boolean;
  /** A/D is strictly above the last column: the last column is used. */
  aboveLast: boolean;
  /** A/D to two decimals, rounded and trimmed: "9.75", "5", "0.3", "5.67" for 17/3. */
  ratioText: string;
  /**
   * The same as a message parameter: a number (shown with the player's decimal separator,
   * "9,75" in Italian) or "∞" for a defence of 0.
   */
  ratio: number | string;
}

function big(n: number): bigint {
  return BigInt(Math.trunc(n));
}

/**
 * A/D as text to two decimals, rounded as arithmetic rounds (half away from zero: 20/3 →
 * "6.67", 3/8 → "0.38", 2/7 → "0.29"), so a player checking by hand finds the same figure.
 * The column is always chosen on the exact A/D (`oddsColumn`), never on this text. D = 0 → "∞".
 */
export function ratioText(attack: number, defence: number): string {
  const A = big(attack);
  const D = big(defence);
  if (D === 0n) return '∞';
  const neg = A < 0n !== D < 0n && A !== 0n;
  const a = A < 0n ? -A : A;
  const d = D < 0n ? -D : D;
  const hundredths = (a * 200n + d) / (2n * d); // round(100·a/d), halves up
  const whole = hundredths / 100n;
  const dec = (hundredths % 100n).toString().padStart(2, '0').replace(/0+$/, '');
  return (neg ? '-' : '') + whole.toString() + (dec ? '.' + dec : '');
}

/**
 * The column for attack A against defence D: the highest column c (columns in ascending
 * order) with c.a·D ≤ A·c.d. Below the first column: the first, with belowFirst. Strictly
 * above the last: the last, with aboveLast. D = 0 (a caller's error) is treated as above
 * the last column. Column labels that are not odds are skipped.
 */
export function oddsColumn(attack: number, defence: number, columns: string[]): OddsColumn {
  const A = big(attack);
  const D = big(defence);
  const text = ratioText(attack, defence);
  const ratio = text === '∞' ? text : Number(text);
  const last = columns.length - 1;
  if (columns.length === 0) {
    return { index: -1, column: '', belowFirst: false, aboveLast: false, ratioText: text, ratio };
  }
  if (D <= 0n) {
    return { index: last, column: columns[last], belowFirst: false, aboveLast: true, ratioText: text, ratio };
  }
  let found = -1;
  for (let i = 0; i < columns.length; i++) {
    const o = parseOdds(columns[i]);
    if (!o) continue;
    if (BigInt(o.a) * D <= A * BigInt(o.d)) found = i;
  }
  if (found < 0) {
    return { index: 0, column: columns[0], belowFirst: true, aboveLast: false, ratioText: text, ratio };
  }
  let aboveLast = false;
  if (found === last) {
    const o = parseOdds(columns[last]);
    aboveLast = o !== null && A * BigInt(o.d) > BigInt(o.a) * D;
  }
  return { index: found, column: columns[found], belowFirst: false, aboveLast, ratioText: text, ratio };
}

export interface ShiftedColumn {
  index: number;
  column: string;
  /** The shift would go left of the first column: the first is used. */
  clampedLow: boolean;
  /** The shift would go right of the last column: the last is used. */
  clampedHigh: boolean;
}

/** Moves `shift` columns (positive = right, toward the attacker), clamped at both ends. */
export function shiftColumn(columns: string[], index: number, shift: number): ShiftedColumn {
  const target = index + Math.trunc(shift);
  const last = columns.length - 1;
  if (last < 0) return { index: -1, column: '', clampedLow: false, clampedHigh: false };
  if (target < 0) return { index: 0, column: columns[0], clampedLow: true, clampedHigh: false };
  if (target > last) return { index: last, column: columns[last], clampedLow: false, clampedHigh: true };
  return { index: target, column: columns[target], clampedLow: false, clampedHigh: false };
}
