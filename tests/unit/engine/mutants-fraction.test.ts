// The exact odds shown before every roll are fractions; these are the cases the mutation run
// showed no test held: comparisons both ways, negative figures, huge numerators and the
// rounding of a percentage with no decimals.
import { describe, expect, it } from 'vitest';
import { cmpF, eqF, frac, fPercent, fText, fToNumber, ONE } from '@/engine';

describe('exact odds: fractions', () => {
  it('refuses a figure that is not a whole number, saying which', () => {
    expect(() => frac(1.5)).toThrow(new RangeError('frac: 1.5 is not an integer'));
    expect(() => frac(1, 0.5)).toThrow(RangeError);
    expect(() => frac(1, 0)).toThrow(new RangeError('frac: zero denominator'));
  });

  it('reduces with both terms negative and keeps whole numbers whole', () => {
    expect(frac(-4, -6)).toEqual({ num: 2n, den: 3n });
    expect(frac(-4, 6)).toEqual({ num: -2n, den: 3n });
    expect(frac(7)).toEqual({ num: 7n, den: 1n });
    expect(frac(12n, 4n)).toEqual({ num: 3n, den: 1n });
  });

  it('compares exactly, both ways and on ties', () => {
    expect(cmpF(frac(1, 2), frac(1, 3))).toBe(1);
    expect(cmpF(frac(1, 3), frac(1, 2))).toBe(-1);
    expect(cmpF(frac(2, 4), frac(1, 2))).toBe(0);
    expect(cmpF(frac(-1, 2), frac(1, 3))).toBe(-1);
  });

  it('equal odds are equal only when both terms match', () => {
    expect(eqF(frac(2, 4), frac(1, 2))).toBe(true);
    expect(eqF(frac(1, 2), frac(1, 3))).toBe(false);
    expect(eqF(frac(1, 3), frac(2, 3))).toBe(false);
  });

  it('a fraction too big for a double still gives a close number for the bars', () => {
    const huge = 10n ** 400n; // Number(huge) is Infinity
    expect(fToNumber(frac(3n * huge + 1n, huge))).toBeCloseTo(3, 12);
    expect(fToNumber(frac(-(3n * huge + 1n), huge))).toBeCloseTo(-3, 12);
    expect(fToNumber(frac(huge + 1n, 4n * huge))).toBeCloseTo(0.25, 12);
    expect(fToNumber(frac(huge, 3n))).toBe(Infinity);
  });

  it('percentages: half up, negatives signed, a rounded 0 unsigned', () => {
    expect(fPercent(frac(1, 200), 0)).toBe('1');
    expect(fPercent(frac(1, 3), 0)).toBe('33');
    expect(fPercent(frac(2, 3), 0)).toBe('67');
    expect(fPercent(frac(1, 2000))).toBe('0.1');
    expect(fPercent(frac(1, 2001))).toBe('0.0');
    expect(fPercent(frac(-1, 6))).toBe('-16.7');
    expect(fPercent(frac(-1, 3000))).toBe('0.0');
    expect(fPercent(frac(5, 1000), 2)).toBe('0.50');
    expect(fPercent(ONE, 0)).toBe('100');
  });

  it('text: a negative fraction and a whole number', () => {
    expect(fText(frac(-1, 6))).toBe('-1/6');
    expect(fText(frac(3))).toBe('3');
    expect(fText(frac(0))).toBe('0');
  });
});
