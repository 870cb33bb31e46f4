import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addF, cmpF, eqF, fPercent, frac, fText, fToNumber, mulF, ONE, subF, sumF, ZERO } from '@/engine';
import { seedProperties } from './helpers';

seedProperties();

describe('fraction', () => {
  it('is always reduced with a positive denominator', () => {
    expect(frac(6, 36)).toEqual({ num: 1n, den: 6n });
    expect(frac(20n, 216n)).toEqual({ num: 5n, den: 54n });
    expect(frac(3, -6)).toEqual({ num: -1n, den: 2n });
    expect(frac(0, -5)).toEqual(ZERO);
    fc.assert(
      fc.property(fc.bigInt(-(10n ** 12n), 10n ** 12n), fc.bigInt(1n, 10n ** 12n), fc.boolean(), (n, d, neg) => {
        const f = frac(n, neg ? -d : d);
        expect(f.den > 0n).toBe(true);
        let a = f.num < 0n ? -f.num : f.num;
        let b = f.den;
        while (b !== 0n) [a, b] = [b, a % b];
        expect(a === 1n || f.num === 0n).toBe(true);
      }),
    );
  });

  it('refuses a zero denominator', () => {
    expect(() => frac(1, 0)).toThrow();
  });

  it('adds, subtracts and multiplies exactly', () => {
    expect(addF(frac(1, 6), frac(1, 3))).toEqual(frac(1, 2));
    expect(subF(ONE, frac(8, 27))).toEqual(frac(19, 27));
    expect(mulF(frac(2, 3), frac(3, 4))).toEqual(frac(1, 2));
    expect(sumF([frac(1, 6), frac(1, 6), frac(2, 3)])).toEqual(ONE);
    expect(cmpF(frac(1, 3), frac(1, 2))).toBe(-1);
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: 1, max: 1000 }),
        (a, b, c, d) => {
          const x = frac(a, b);
          const y = frac(c, d);
          expect(subF(addF(x, y), y)).toEqual(x);
        },
      ),
    );
  });

  it('shows percentages rounded half up and fractions as text', () => {
    expect(fPercent(frac(1, 6))).toBe('16.7');
    expect(fPercent(frac(1, 8))).toBe('12.5');
    expect(fPercent(frac(1, 8), 0)).toBe('13');
    expect(fPercent(frac(1, 16), 1)).toBe('6.3'); // 6.25 → 6.3, half up
    expect(fPercent(frac(20, 216), 2)).toBe('9.26');
    expect(fPercent(ONE)).toBe('100.0');
    expect(fPercent(ZERO)).toBe('0.0');
    expect(fPercent(frac(1, 1000))).toBe('0.1');
    expect(fPercent(frac(1, 3000))).toBe('0.0');
    expect(fText(frac(1, 6))).toBe('1/6');
    expect(fText(ONE)).toBe('1');
    expect(fToNumber(frac(1, 4))).toBe(0.25);
    expect(fToNumber(frac(10n ** 30n, 3n * 10n ** 30n))).toBeCloseTo(1 / 3, 12);
  });
});

// The exact odds shown before every roll are fractions: comparisons both ways, negative figures, huge numerators and the
// rounding of a percentage with no decimals.
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
