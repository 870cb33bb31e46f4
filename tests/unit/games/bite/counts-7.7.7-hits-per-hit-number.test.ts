// 7.7.7 (3.11, 7.7.6): a fire is read as how many dice hit, dice hitting on the same number being
// one group however many units roll them. Dice from the table are given so: one count per hit
// number, each count with its exact odds; the hits are those of the faces.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { answersOf, frac, noAnswers, sumF, walk } from '@/engine';
import { countOdds, countsOf, physicalCounts } from '@/engine/pools';
import type { RollQuestion } from '@/engine/types';
import { evaluateBattle } from '@/games/bite/battle';
import { battle, unit } from './battle-view';

/** A tank of 3 SP hitting on 5–6 and an infantry of 3 SP hitting on 6, attacking into forest: 1 die at 5–6, 2 at 6 (7.7.7's example). */
const forest = battle(
  [
    unit({ id: 'pz', side: 'attacker', nation: 'germany', cls: 'armour', tech: 2, sp: 3, maxSp: 3 }),
    unit({ id: 'ak', side: 'attacker', nation: 'germany', cls: 'infantry', tech: 2, sp: 3, maxSp: 3 }),
    unit({ id: 'sov', side: 'defender', nation: 'ussr', cls: 'infantry', sp: 3, maxSp: 3 }),
  ],
  { hex: { terrain: 'forest', city: 'none', crossing: 'none' } },
);

function attackersFire(): RollQuestion {
  const e = evaluateBattle(forest);
  const first = walk(e, noAnswers());
  const d = first.pending as RollQuestion;
  const w = walk(e, answersOf({ rolls: { [d.id]: { faces: d.roll.dice.map(() => 1), source: 'physical' } } }));
  return w.pending as RollQuestion;
}

describe("7.7.7: the table's dice given as hits per hit number", () => {
  it('7.7.7 example: 1 die at 5–6 and 2 dice at 6 are two counts, 0–1 and 0–2', () => {
    const q = attackersFire();
    expect(q.id).toBe('r1.ground.a');
    const groups = q.counts?.groups ?? [];
    expect(groups.map((g) => [g.id, g.faces, g.dice.length])).toEqual([
      ['hit5', [5, 6], 1],
      ['hit6', [6], 2],
    ]);
    // Every die of the roll is in one group.
    expect(groups.flatMap((g) => g.dice).sort()).toEqual(q.roll.dice.map((_, i) => i));
    expect(groups.map((g) => g.label.key)).toEqual(['bite.battle.countGroup', 'bite.battle.countGroup']);
  });
  it("7.7.7: each count's exact odds — 1 die at 5–6 hits with 1/3, 2 dice at 6 hit 0, 1, 2 times with 25/36, 10/36, 1/36", () => {
    const q = attackersFire();
    const [g5, g6] = q.counts!.groups;
    expect(countOdds(q.roll, g5)).toEqual([frac(2, 3), frac(1, 3)]);
    expect(countOdds(q.roll, g6)).toEqual([frac(25, 36), frac(10, 36), frac(1, 36)]);
    expect(sumF(countOdds(q.roll, g6))).toEqual(frac(1));
  });
  it('property 7.7.7: any counts give the hits their sum, the outcome the app shows for them', () => {
    const q = attackersFire();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1 }), fc.integer({ min: 0, max: 2 }), (a, b) => {
        const rolled = physicalCounts(q.roll, q.counts!, { hit5: a, hit6: b });
        expect(countsOf(q.counts!, rolled.faces)).toEqual({ hit5: a, hit6: b });
        expect(q.outcomeOf(rolled.faces)).toBe(`h${a + b}`);
      }),
    );
  });
});
