// The dice (2.3) as the roller shows them: each pool's dice, label and rule, a physical roll tapped
// in sticker by sticker, and the odds of at least k faces (16).
import { describe, expect, it } from 'vitest';
import { blackDie, d6, dieOf, faceIds, poolRoll, tally, whiteDie, yellowDie } from '@/games/war-to-axis/dice';
import { jointDist } from '@/games/war-to-axis/odds';

describe('2.3: the dice a roll asks for', () => {
  it('2.3: each kind of die is its own: yellow, white, black and the ordinary d6', () => {
    expect([dieOf('yellow'), dieOf('white'), dieOf('black'), dieOf('d6')]).toEqual([yellowDie, whiteDie, blackDie, d6]);
  });
  it('5.3: a pool of 2 black dice says what it is for, with its numbers and its rule', () => {
    const r = poolRoll('black', 2, 'wta.roll.fire_ap', '5.3', { n: 2 });
    expect(r).toStrictEqual({ dice: [blackDie, blackDie], label: { key: 'wta.roll.fire_ap', params: { n: 2 } }, rule: '5.3' });
  });
  it('A4: a pool of fewer than no dice is no dice; a pool with no rule names none', () => {
    expect(poolRoll('white', -2, 'wta.die.white').dice).toEqual([]);
    expect('rule' in poolRoll('yellow', 1, 'wta.die.yellow')).toBe(false);
  });
  it('2.3: a face tapped in off the die (below 0, past the sixth, or not whole) reads nothing', () => {
    expect(faceIds('white', [5, 0])).toEqual(['heavy', 'light']);
    expect(faceIds('yellow', [-1])).toBeUndefined();
    expect(faceIds('yellow', [0.5])).toBeUndefined();
    expect(faceIds('yellow', [5])).toEqual(['event']);
  });
  it("2.3: a roll's stickers are counted face by face", () => {
    expect(tally(['flag', 'ap', 'flag'])).toEqual({ flag: 2, ap: 1 });
    expect(tally([])).toEqual({});
  });
});

describe('16: the odds of a pool', () => {
  it('4.3.4.1: the joint law of AP hits and explosions on one die: 2, 1 and 3 faces of 6', () => {
    expect(jointDist('black', 1, [['ap'], ['explosion']]).outcomes.map((o) => [o.counts, o.weight])).toEqual([
      [[0, 0], 3n],
      [[0, 1], 1n],
      [[1, 0], 2n],
    ]);
    expect(() => jointDist('black', 1, [['flag'], ['flag']])).toThrow(RangeError);
  });
});
