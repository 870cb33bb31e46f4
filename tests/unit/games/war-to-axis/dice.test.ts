// 2.3 and rules notes §16: the four dice as data, and the exact odds of every pool.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { frac, ONE, sumF, mulF, eqF } from '@/engine';
import { distProbs, probOf } from '@/engine/distribution';
import type { Dist } from '@/engine/distribution';
import { binomialCoefficient } from '@/engine/pools';
import {
  blackDie,
  countFaces,
  d6,
  faceIds,
  faceIndex,
  poolRoll,
  tally,
  whiteDie,
  yellowDie,
  BLACK_FACES,
  WHITE_FACES,
  YELLOW_FACES,
} from '@/games/war-to-axis/dice';
import { atLeastOne, countDist, facesIn, jointDist } from '@/games/war-to-axis/odds';
import { fireOdds, type FireSituation } from '@/games/war-to-axis/fire';
import { seedProperties } from '../../engine/helpers';

/** The mean of an exact law (the expected losses of a shot). */
function expectation(d: Dist) {
  let sum = 0n;
  for (const [v, w] of d.weights) sum += BigInt(v) * w;
  return frac(sum, d.total);
}

seedProperties();

const p = (d: ReturnType<typeof countDist>) => distProbs(d).map((x) => x.p);
const f = frac;

describe('2.3: the dice', () => {
  it('2.3 (TX-2): the yellow die shows A, A, B, B, R, ?', () => {
    expect(tally(YELLOW_FACES)).toEqual({ A: 2, B: 2, R: 1, event: 1 });
    expect(yellowDie.kind === 'custom' && yellowDie.faces.map((x) => x.id)).toEqual(['A', 'A', 'B', 'B', 'R', 'event']);
  });
  it('2.3 (TX-3): the white die shows three yellow, two green, one blue vehicles', () => {
    expect(tally(WHITE_FACES)).toEqual({ light: 3, medium: 2, heavy: 1 });
    expect(whiteDie.kind === 'custom' && whiteDie.faces.length).toBe(6);
  });
  it('2.3 (TX-4): the black die shows two AP hits, two radios, one explosion, one flag', () => {
    expect(tally(BLACK_FACES)).toEqual({ ap: 2, radio: 2, explosion: 1, flag: 1 });
    expect(blackDie.kind === 'custom' && blackDie.faces.every((x) => x.label.key === `wta.face.black.${x.id}`)).toBe(true);
  });
  it('2.3: the ordinary d6 the box lacks is a numbered die', () => {
    expect(d6).toMatchObject({ kind: 'numbered', sides: 6 });
  });
  it('2.3: a roll reads by face index, and a physical roll is tapped in by sticker', () => {
    expect(faceIds('black', [0, 2, 4, 5])).toEqual(['ap', 'radio', 'explosion', 'flag']);
    expect(faceIds('black', [6])).toBeUndefined();
    expect(faceIndex('white', 'heavy')).toBe(5);
    expect(countFaces(['ap', 'ap', 'radio'], ['ap'])).toBe(2);
    expect(poolRoll('white', 3, 'wta.die.white', '5.3').dice).toHaveLength(3);
  });
  it('16: per-face probabilities', () => {
    const one = (k: 'yellow' | 'white' | 'black', face: string) => atLeastOne(k as 'black', 1, [face as 'ap']);
    expect([one('black', 'ap'), one('black', 'radio'), one('black', 'explosion'), one('black', 'flag')]).toEqual([f(1, 3), f(1, 3), f(1, 6), f(1, 6)]);
    expect([one('white', 'light'), one('white', 'medium'), one('white', 'heavy')]).toEqual([f(1, 2), f(1, 3), f(1, 6)]);
    expect([one('yellow', 'A'), one('yellow', 'B'), one('yellow', 'R'), one('yellow', 'event')]).toEqual([f(1, 3), f(1, 3), f(1, 6), f(1, 6)]);
    expect(facesIn('black', ['ap', 'radio'])).toBe(4);
  });
});

describe('16.1: P(at least one) with n dice', () => {
  const table: [number, [number, number], [number, number], [number, number]][] = [
    [1, [1, 3], [1, 2], [1, 6]],
    [2, [5, 9], [3, 4], [11, 36]],
    [3, [19, 27], [7, 8], [91, 216]],
    [4, [65, 81], [15, 16], [671, 1296]],
    [5, [211, 243], [31, 32], [4651, 7776]],
    [6, [665, 729], [63, 64], [31031, 46656]],
  ];
  for (const [n, third, half, sixth] of table)
    it(`16.1: ${n} dice: ${third.join('/')}, ${half.join('/')}, ${sixth.join('/')}`, () => {
      expect(atLeastOne('black', n, ['radio'])).toEqual(f(...third));
      expect(atLeastOne('white', n, ['light'])).toEqual(f(...half));
      expect(atLeastOne('black', n, ['flag'])).toEqual(f(...sixth));
      expect(atLeastOne('white', n, ['heavy'])).toEqual(f(...sixth));
    });
  it('16.1: no dice, no success', () => {
    expect(atLeastOne('black', 0, ['flag'])).toEqual(f(0));
  });
});

describe('16.2: the distribution of successes', () => {
  it('16.2: p = 1/3 (AP hits, radio faces, green vs medium), n = 1..5, with E = n/3', () => {
    expect(p(countDist('black', 1, ['ap']))).toEqual([f(2, 3), f(1, 3)]);
    expect(p(countDist('black', 2, ['ap']))).toEqual([f(4, 9), f(4, 9), f(1, 9)]);
    expect(p(countDist('black', 3, ['radio']))).toEqual([f(8, 27), f(4, 9), f(2, 9), f(1, 27)]);
    expect(p(countDist('white', 4, ['medium']))).toEqual([f(16, 81), f(32, 81), f(8, 27), f(8, 81), f(1, 81)]);
    expect(p(countDist('black', 5, ['ap']))).toEqual([f(32, 243), f(80, 243), f(80, 243), f(40, 243), f(10, 243), f(1, 243)]);
  });
  it('16.2: p = 1/2 (yellow vs light), n = 2..4', () => {
    expect(p(countDist('white', 2, ['light']))).toEqual([f(1, 4), f(1, 2), f(1, 4)]);
    expect(p(countDist('white', 3, ['light']))).toEqual([f(1, 8), f(3, 8), f(3, 8), f(1, 8)]);
    expect(p(countDist('white', 4, ['light']))).toEqual([f(1, 16), f(1, 4), f(3, 8), f(1, 4), f(1, 16)]);
  });
  it('16.2: p = 1/6 (explosions, flags, blue vs heavy), n = 2..4', () => {
    expect(p(countDist('black', 2, ['explosion']))).toEqual([f(25, 36), f(5, 18), f(1, 36)]);
    expect(p(countDist('black', 3, ['flag']))).toEqual([f(125, 216), f(25, 72), f(5, 72), f(1, 216)]);
    expect(p(countDist('white', 4, ['heavy']))).toEqual([f(625, 1296), f(125, 324), f(25, 216), f(5, 324), f(1, 1296)]);
  });
});

describe('16.3: expected losses with protection', () => {
  const sit = (attack: FireSituation['attack'], protection: FireSituation['protection'], armour: FireSituation['armour'] = null): FireSituation => ({
    attack,
    armour,
    protection,
    eligible: true,
    opportunity: false,
    engineers: false,
    hex: 'city',
    room: null,
    elements: 99,
  });
  const e = (s: FireSituation, n: number) => expectation(fireOdds(s, n).losses);
  const rows: [number, [number, number], [number, number], [number, number], [number, number]][] = [
    [2, [1, 9], [0, 1], [1, 4], [1, 36]],
    [3, [8, 27], [1, 27], [5, 8], [17, 216]],
    [4, [43, 81], [10, 81], [17, 16], [193, 1296]],
    [5, [194, 243], [7, 27], [49, 32], [1829, 7776]],
    [6, [793, 729], [320, 729], [129, 64], [15625, 46656]],
  ];
  for (const [n, apT, apB, lT, exT] of rows)
    it(`4.3.4 (16.3): ${n} dice: AP trench ${apT.join('/')}, AP bunker ${apB.join('/')}, light trench ${lT.join('/')}, explosions trench ${exT.join('/')}`, () => {
      expect(e(sit('ap', 'trench'), n)).toEqual(f(...apT));
      expect(e(sit('ap', 'bunker'), n)).toEqual(f(...apB));
      expect(e(sit('at', 'trench', 'L'), n)).toEqual(f(...lT));
      expect(e(sit('bombard', 'trench'), n)).toEqual(f(...exT));
    });
});

describe('16.4: joint faces of 3 black dice (AP count, explosion count)', () => {
  it('16.4: the ten cells, out of 216, sum to 1', () => {
    const j = jointDist('black', 3, [['ap'], ['explosion']]);
    const cell = (a: number, x: number) => frac(j.outcomes.find((o) => o.counts[0] === a && o.counts[1] === x)?.weight ?? 0n, j.total);
    expect([cell(0, 0), cell(0, 1), cell(0, 2), cell(0, 3), cell(1, 0), cell(1, 1), cell(1, 2), cell(2, 0), cell(2, 1), cell(3, 0)]).toEqual([
      f(1, 8),
      f(1, 8),
      f(1, 24),
      f(1, 216),
      f(1, 4),
      f(1, 6),
      f(1, 36),
      f(1, 6),
      f(1, 18),
      f(1, 27),
    ]);
    expect(j.outcomes).toHaveLength(10);
    expect(sumF(j.outcomes.map((o) => frac(o.weight, j.total)))).toEqual(ONE);
    expect(() => jointDist('black', 3, [['ap'], ['ap', 'flag']])).toThrow(RangeError);
  });
});

describe('16: properties of every pool', () => {
  const kindFace = fc.constantFrom<['black' | 'white', string[]]>(
    ['black', ['ap']],
    ['black', ['radio']],
    ['black', ['explosion']],
    ['black', ['flag']],
    ['black', ['ap', 'explosion']],
    ['white', ['light']],
    ['white', ['medium']],
    ['white', ['heavy']],
    ['white', ['medium', 'heavy']],
  );
  it("16: every pool's distribution sums to exactly 1 and is C(n,k) p^k (1−p)^(n−k)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 24 }), kindFace, (n, [kind, set]) => {
        const d = countDist(kind as 'black', n, set as ['ap']);
        expect(sumF(distProbs(d).map((x) => x.p))).toEqual(ONE);
        const pr = frac(facesIn(kind, set), 6);
        const q = frac(6 - facesIn(kind, set), 6);
        for (let k = 0; k <= n; k++) {
          let law = frac(binomialCoefficient(n, k));
          for (let i = 0; i < k; i++) law = mulF(law, pr);
          for (let i = 0; i < n - k; i++) law = mulF(law, q);
          expect(
            eqF(
              probOf(d, (v) => v === k),
              law,
            ),
          ).toBe(true);
        }
      }),
    );
  });
});
