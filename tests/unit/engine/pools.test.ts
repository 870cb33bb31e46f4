import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dieDist, distProbs, eqF, frac, mulF, ONE, sumF } from '@/engine';
import type { Dist } from '@/engine';
import { binomialCoefficient, binomialDist, jointToDist, mixDist, multinomialDist } from '@/engine/pools';
import { constDist, ndDist } from '@/engine/distribution';
import { seedProperties } from './helpers';

seedProperties();

const probs = (d: Dist) => [...d.weights.values()].map((w) => frac(w, d.total));

describe('pools of custom dice', () => {
  it("C(n, k) is Pascal's triangle", () => {
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

// Pools of custom dice (the exact odds of War to Axis's dice and of any pool): the refusals of impossible pools with their messages,
// faces that cannot come up, the order of the values, and mixtures of dice of different sizes.
describe('exact odds of dice pools: impossible pools are refused, saying why', () => {
  it('C(n, k) needs whole numbers and n ≥ 0, and is 0 outside 0 ≤ k ≤ n', () => {
    expect(() => binomialCoefficient(2.5, 1)).toThrow(new RangeError('binomialCoefficient: bad n 2.5, k 1'));
    expect(() => binomialCoefficient(3, 1.5)).toThrow(RangeError);
    expect(() => binomialCoefficient(-1, 0)).toThrow(RangeError);
    expect(binomialCoefficient(3, 4)).toBe(0n);
    expect(binomialCoefficient(3, -1)).toBe(0n);
    expect(binomialCoefficient(6, 4)).toBe(15n);
  });

  it('a pool needs a whole number of dice with at least one face, and favourable faces the die has', () => {
    expect(() => binomialDist(1.5, 1, 6)).toThrow(new RangeError('pool: bad number of dice 1.5'));
    expect(() => binomialDist(2, 1, 0)).toThrow(new RangeError('pool: bad sides 0'));
    expect(() => binomialDist(2, 1, 2.5)).toThrow(RangeError);
    expect(() => binomialDist(2, 7, 6)).toThrow(new RangeError('binomialDist: bad favourable 7'));
    expect(() => binomialDist(2, -1, 6)).toThrow(RangeError);
    expect(() => binomialDist(2, 1.5, 6)).toThrow(RangeError);
    expect(distProbs(binomialDist(2, 6, 6))).toEqual([{ value: 2, p: frac(1) }]);
  });

  it('face sets must be whole, not negative, and fit on the die', () => {
    expect(() => multinomialDist(2, [4, 3], 6)).toThrow(new RangeError('multinomialDist: bad sets 4,3 of 6'));
    expect(() => multinomialDist(2, [1.5], 6)).toThrow(RangeError);
    expect(() => multinomialDist(2, [2, -1], 6)).toThrow(RangeError);
  });
});

describe('exact odds of dice pools: what cannot come up is not listed', () => {
  it('two dice whose every face is in the set: only "2 of 2", in all 36 ways', () => {
    expect(multinomialDist(2, [6], 6)).toEqual({ outcomes: [{ counts: [2], weight: 36n }], total: 36n });
  });

  it('a reading that gets no weight is left out, and values come in ascending order', () => {
    const joint = {
      outcomes: [
        { counts: [2], weight: 1n },
        { counts: [0], weight: 0n },
        { counts: [1], weight: 3n },
      ],
      total: 4n,
    };
    const d = jointToDist(joint, (c) => c[0]);
    expect([...d.weights.entries()]).toEqual([
      [1, 3n],
      [2, 1n],
    ]);
  });
});

describe('exact odds of dice pools: mixtures', () => {
  const coin: Dist = {
    weights: new Map([
      [1, 1n],
      [2, 1n],
    ]),
    total: 2n,
  };

  it('a coin picks a d6 or a d4: the odds are over 2 × 12, the least common multiple of the dice', () => {
    const m = mixDist(coin, (v) => (v === 1 ? dieDist(6) : dieDist(4)));
    expect(m.total).toBe(24n);
    expect(distProbs(m)).toEqual([
      { value: 1, p: frac(5, 24) },
      { value: 2, p: frac(5, 24) },
      { value: 3, p: frac(5, 24) },
      { value: 4, p: frac(5, 24) },
      { value: 5, p: frac(1, 12) },
      { value: 6, p: frac(1, 12) },
    ]);
  });

  it('values come in ascending order whatever the order of the laws, and a value of no weight is left out', () => {
    const high: Dist = {
      weights: new Map([
        [5, 1n],
        [9, 0n],
      ]),
      total: 1n,
    };
    const low: Dist = { weights: new Map([[1, 1n]]), total: 1n };
    const m = mixDist(coin, (v) => (v === 1 ? high : low));
    expect([...m.weights.keys()]).toEqual([1, 5]);
  });
});
