import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  constDist,
  dieDist,
  type DieSpec,
  type Dist,
  distProbs,
  enumerateRolls,
  frac,
  hitsPool,
  mapDist,
  ndDist,
  ONE,
  outcomesOf,
  outcomesOfRolls,
  probOf,
  type RollSpec,
  sumDist,
  sumF,
  t,
  ZERO,
} from '@/engine';
import { seedProperties } from './helpers';

seedProperties();

function probSum(d: Dist) {
  return sumF([...d.weights.values()].map((w) => frac(w, d.total)));
}

const d6 = { kind: 'numbered', sides: 6 } as const;
const sides = fc.constantFrom(2, 3, 4, 6, 8, 10, 12, 20);

describe('exact distributions', () => {
  it('2d6 = 7 is 6/36 = 1/6', () => {
    expect(probOf(ndDist(2, 6), (v) => v === 7)).toEqual(frac(1, 6));
    expect(ndDist(2, 6).total).toBe(36n);
  });

  it('3d6 ≥ 15 is 20/216', () => {
    expect(probOf(ndDist(3, 6), (v) => v >= 15)).toEqual(frac(20, 216));
  });

  it('3 dice hitting on 5+ miss all with 8/27', () => {
    const pool = hitsPool([
      { sides: 6, hitOn: 5 },
      { sides: 6, hitOn: 5 },
      { sides: 6, hitOn: 5 },
    ]);
    expect(probOf(pool, (v) => v === 0)).toEqual(frac(8, 27));
    expect(probOf(pool, (v) => v === 3)).toEqual(frac(1, 27));
  });

  it('hitsPool: a die that always hits, one that never does', () => {
    const pool = hitsPool([
      { sides: 6, hitOn: 1 },
      { sides: 6, hitOn: 7 },
    ]);
    expect(probOf(pool, (v) => v === 1)).toEqual(ONE);
  });

  it('1d6 + DRM +1: a 7 is possible, with 1/6', () => {
    const d = mapDist(dieDist(6), (v) => v + 1);
    expect(probOf(d, (v) => v === 7)).toEqual(frac(1, 6));
    expect(probOf(d, (v) => v === 1)).toEqual(frac(0, 1));
    expect(sumDist(dieDist(6), constDist(1))).toEqual(d);
  });

  it('mapDist merges equal results (clamping a modified roll to the rows 1..6)', () => {
    const d = mapDist(sumDist(dieDist(6), constDist(2)), (v) => Math.min(v, 6));
    expect(probOf(d, (v) => v === 6)).toEqual(frac(3, 6));
    expect([...d.weights.keys()]).toEqual([3, 4, 5, 6]);
  });

  it('outcomesOf groups values in order and sums to exactly 1', () => {
    const o = outcomesOf(ndDist(2, 6), (v) =>
      v <= 4 ? { id: 'low', label: t('x.low'), tone: 'bad' } : v >= 10 ? { id: 'high', label: t('x.high') } : { id: 'mid', label: t('x.mid') },
    );
    expect(o.map((x) => x.id)).toEqual(['low', 'mid', 'high']);
    expect(o[0]).toEqual({ id: 'low', label: { key: 'x.low' }, p: frac(6, 36), tone: 'bad' });
    expect(o[2].p).toEqual(frac(6, 36));
    expect(sumF(o.map((x) => x.p))).toEqual(ONE);
  });

  it('enumerateRolls: 3d6 read as two dice on one table and the third on another', () => {
    const spec: RollSpec = { dice: [d6, d6, { kind: 'numbered', sides: 6, colour: 'red' }], label: t('x.roll') };
    const all = enumerateRolls(spec);
    expect(all).toHaveLength(216);
    expect(all[0].faces).toEqual([1, 1, 1]);
    const o = outcomesOfRolls(spec, (f) => (f[0] + f[1] >= 10 && f[2] >= 5 ? { id: 'both', label: t('x.both') } : { id: 'no', label: t('x.no') }));
    // P(2d6 ≥ 10) = 6/36, P(d6 ≥ 5) = 1/3
    expect(o.find((x) => x.id === 'both')!.p).toEqual(frac(1, 18));
    expect(sumF(o.map((x) => x.p))).toEqual(ONE);
  });

  it('enumerateRolls on custom dice gives face indices', () => {
    const custom = {
      kind: 'custom',
      faces: [
        { id: 'hit', label: t('x.hit') },
        { id: 'miss', label: t('x.miss') },
        { id: 'star', label: t('x.star') },
      ],
    } satisfies DieSpec;
    const all = enumerateRolls({ dice: [custom, custom], label: t('x.roll') });
    expect(all).toHaveLength(9);
    expect(all.map((r) => r.faces)).toContainEqual([2, 0]);
  });

  describe('properties: every distribution sums to exactly 1', () => {
    it('dieDist and ndDist', () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 6 }), sides, (n, s) => {
          expect(probSum(dieDist(s))).toEqual(ONE);
          const d = ndDist(n, s);
          expect(probSum(d)).toEqual(ONE);
          expect(d.total).toBe(BigInt(s) ** BigInt(n));
        }),
      );
    });

    it('sumDist and mapDist', () => {
      fc.assert(
        fc.property(fc.array(sides, { maxLength: 4 }), fc.integer({ min: -3, max: 3 }), fc.integer({ min: 1, max: 5 }), (ss, drm, cap) => {
          const d = sumDist(...ss.map(dieDist));
          expect(probSum(d)).toEqual(ONE);
          const m = mapDist(d, (v) => Math.min(cap, v + drm));
          expect(probSum(m)).toEqual(ONE);
          expect(m.total).toBe(d.total);
        }),
      );
    });

    it('outcomesOf', () => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 4 }), sides, fc.integer({ min: 1, max: 5 }), (n, s, k) => {
          const o = outcomesOf(ndDist(n, s), (v) => ({ id: String(v % k), label: t('x') }));
          expect(sumF(o.map((x) => x.p))).toEqual(ONE);
          expect(new Set(o.map((x) => x.id)).size).toBe(o.length);
        }),
      );
    });

    it('hitsPool', () => {
      fc.assert(
        fc.property(fc.array(fc.record({ sides, hitOn: fc.integer({ min: 0, max: 22 }) }), { maxLength: 8 }), (dice) => {
          const d = hitsPool(dice);
          expect(probSum(d)).toEqual(ONE);
          for (const v of d.weights.keys()) expect(v >= 0 && v <= dice.length).toBe(true);
        }),
      );
    });

    it('enumerateRolls', () => {
      fc.assert(
        fc.property(fc.array(fc.integer({ min: 2, max: 6 }), { minLength: 1, maxLength: 4 }), (ss) => {
          const rolls = enumerateRolls({ dice: ss.map((s) => ({ kind: 'numbered', sides: s })), label: t('x') });
          const total = rolls.reduce((a, r) => a + r.weight, 0n);
          expect(total).toBe(ss.reduce((a, s) => a * BigInt(s), 1n));
          const sumsTo = sumDist(...ss.map(dieDist));
          // the totals of every combination give the convolution
          const counts = new Map<number, bigint>();
          for (const r of rolls) {
            const v = r.faces.reduce((a, b) => a + b, 0);
            counts.set(v, (counts.get(v) ?? 0n) + r.weight);
          }
          expect(counts).toEqual(sumsTo.weights);
        }),
      );
    });
  });
});

// Exact distributions behind every odds display: impossible dice refused with their messages, one-sided dice, values kept in
// ascending order whatever order they were made in, and empty laws that must not crash.
const unsorted = (): Dist => ({
  weights: new Map([
    [3, 1n],
    [1, 2n],
  ]),
  total: 3n,
});

describe('exact odds: dice', () => {
  it('a die needs a whole number of faces, at least one; a one-faced die always shows 1', () => {
    expect(() => dieDist(0)).toThrow(new RangeError('dieDist: bad sides 0'));
    expect(() => dieDist(2.5)).toThrow(RangeError);
    expect(dieDist(1)).toEqual({ weights: new Map([[1, 1n]]), total: 1n });
  });

  it('a number of dice must be whole and not negative; no dice is a certain 0', () => {
    expect(() => ndDist(-1, 6)).toThrow(new RangeError('ndDist: bad n -1'));
    expect(() => ndDist(1.5, 6)).toThrow(RangeError);
    expect(distProbs(ndDist(0, 6))).toEqual([{ value: 0, p: frac(1) }]);
  });

  it('hits: dice of no faces are refused; a one-faced die hitting on 1 always hits; a face that cannot come up is not listed', () => {
    expect(() => hitsPool([{ sides: 0, hitOn: 1 }])).toThrow(new RangeError('hitsPool: bad sides 0'));
    expect(() => hitsPool([{ sides: 1.5, hitOn: 1 }])).toThrow(RangeError);
    expect([...hitsPool([{ sides: 1, hitOn: 1 }]).weights]).toEqual([[1, 1n]]);
    expect([...hitsPool([{ sides: 6, hitOn: 7 }]).weights]).toEqual([[0, 6n]]);
    expect([...hitsPool([{ sides: 6, hitOn: 1 }]).weights]).toEqual([[1, 6n]]);
  });
});

describe('exact odds: values in ascending order', () => {
  it('a modifier that reverses the values still lists them lowest first', () => {
    expect([...mapDist(dieDist(3), (v) => -v).weights.keys()]).toEqual([-3, -2, -1]);
    expect([...mapDist(dieDist(3), (v) => 4 - v).weights.keys()]).toEqual([1, 2, 3]);
  });

  it('outcomes follow the values from the lowest, whatever order the law was built in', () => {
    const out = outcomesOf(unsorted(), (v) => ({ id: String(v), label: { key: `v${v}` } }));
    expect(out.map((o) => [o.id, o.p])).toEqual([
      ['1', frac(2, 3)],
      ['3', frac(1, 3)],
    ]);
  });

  it('the probability of every value, lowest first', () => {
    expect(distProbs(unsorted())).toEqual([
      { value: 1, p: frac(2, 3) },
      { value: 3, p: frac(1, 3) },
    ]);
  });
});

describe('exact odds: an empty law', () => {
  it('has probability 0 for anything, and its outcomes 0, without crashing', () => {
    const empty: Dist = { weights: new Map([[1, 0n]]), total: 0n };
    expect(probOf(empty, () => true)).toEqual(ZERO);
    expect(outcomesOf(empty, () => ({ id: 'x', label: { key: 'x' } })).map((o) => o.p)).toEqual([ZERO]);
  });
});
