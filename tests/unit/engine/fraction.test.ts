import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { frac, addF, subF, mulF, ONE, ZERO, fToNumber, fPercent, fText, cmpF, sumF } from '@/engine';
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
      fc.property(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 1, max: 1000 }), (a, b, c, d) => {
          const x = frac(a, b);
          const y = frac(c, d);
          expect(subF(addF(x, y), y)).toEqual(x);
        }),
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
