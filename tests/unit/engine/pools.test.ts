import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { frac, sumF, ONE, mulF, eqF } from '@/engine';
import type { Dist } from '@/engine';
import { binomialCoefficient, binomialDist, jointToDist, mixDist, multinomialDist } from '@/engine/pools';
import { constDist, ndDist } from '@/engine/distribution';
import { seedProperties } from './helpers';

seedProperties();

const probs = (d: Dist) => [...d.weights.values()].map((w) => frac(w, d.total));

describe('pools of custom dice', () => {
  it('C(n, k) is Pascal\'s triangle', () => {
    expect([0, 1, 2, 3, 4, 5].map((k) => binomialCoefficient(5, k))).toEqual([1n, 5n, 10n, 10n, 5n, 1n]);
    expect(binomialCoefficient(3, 4)).toBe(0n);
    expect(binomialCoefficient(60, 30)).toBe(118264581564861424n);
  });

  it('3 dice, 2 favourable faces of 6: 8/27, 4/9, 2/9, 1/27', () => {
    expect(probs(binomialDist(3, 2, 6))).toEqual([frac(8, 27), frac(4, 9), frac(2, 9), frac(1, 27)]);
  });

  it('no dice: 0 hits for certain', () => {
    expect(binomialDist(0, 2, 6)).toEqual({ weights: new Map([[0, 1n]]), total: 1n });
  });

  it('every binomial pool sums to exactly 1 and follows C(n,k) p^k (1-p)^(n-k)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 12 }), (n, sides, f0) => {
        const f = Math.min(f0, sides);
        const d = binomialDist(n, f, sides);
        expect(sumF(probs(d))).toEqual(ONE);
        const p = frac(f, sides);
        const q = frac(sides - f, sides);
        for (let k = 0; k <= n; k++) {
          let law = frac(binomialCoefficient(n, k));
          for (let i = 0; i < k; i++) law = mulF(law, p);
          for (let i = 0; i < n - k; i++) law = mulF(law, q);
          const got = d.weights.has(k) ? frac(d.weights.get(k) ?? 0n, d.total) : frac(0);
          expect(eqF(got, law)).toBe(true);
        }
      }),
    );
  });

  it('the multinomial law sums to sides^n and its marginals are binomial', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 }), (n, a, b) => {
        const j = multinomialDist(n, [a, b], 6);
        expect(j.outcomes.reduce((s, o) => s + o.weight, 0n)).toBe(j.total);
        expect(jointToDist(j, (c) => c[0])).toEqual(binomialDist(n, a, 6));
        expect(jointToDist(j, (c) => c[1])).toEqual(binomialDist(n, b, 6));
      }),
    );
  });

  it('rejects sets that overlap the die', () => {
    expect(() => multinomialDist(2, [4, 3], 6)).toThrow(RangeError);
    expect(() => binomialDist(-1, 1, 6)).toThrow(RangeError);
  });

  it('a mixture weighs each law by its odds: a d6 picks how many d6 to roll', () => {
    const m = mixDist(ndDist(1, 2), (k) => ndDist(k, 2));
    // 1 die: 1 or 2; 2 dice: 2, 3, 4. P(2) = 1/2·1/2 + 1/2·1/4 = 3/8.
    expect(probs(m)).toEqual([frac(1, 4), frac(3, 8), frac(1, 4), frac(1, 8)]);
    expect(sumF(probs(mixDist(constDist(0), () => constDist(0))))).toEqual(ONE);
  });
});
