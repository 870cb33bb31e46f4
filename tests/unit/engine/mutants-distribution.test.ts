// Exact distributions behind every odds display: the cases the mutation run showed no test
// held — impossible dice refused with their messages, one-sided dice, values kept in
// ascending order whatever order they were made in, and empty laws that must not crash.
import { describe, expect, it } from 'vitest';
import { dieDist, distProbs, frac, hitsPool, mapDist, ndDist, outcomesOf, probOf, ZERO } from '@/engine';
import type { Dist } from '@/engine/distribution';

const unsorted = (): Dist => ({ weights: new Map([[3, 1n], [1, 2n]]), total: 3n });

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
    expect(out.map((o) => [o.id, o.p])).toEqual([['1', frac(2, 3)], ['3', frac(1, 3)]]);
  });

  it('the probability of every value, lowest first', () => {
    expect(distProbs(unsorted())).toEqual([{ value: 1, p: frac(2, 3) }, { value: 3, p: frac(1, 3) }]);
  });
});

describe('exact odds: an empty law', () => {
  it('has probability 0 for anything, and its outcomes 0, without crashing', () => {
    const empty: Dist = { weights: new Map([[1, 0n]]), total: 0n };
    expect(probOf(empty, () => true)).toEqual(ZERO);
    expect(outcomesOf(empty, () => ({ id: 'x', label: { key: 'x' } })).map((o) => o.p)).toEqual([ZERO]);
  });
});
