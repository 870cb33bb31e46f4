// 5.3 (2.3): a fire is read by how many dice show the hit symbol — anti-personnel on the black
// die, the target's armour colour on the white —, and against a trench (4.3.4.1, A16-I) also by
// the explosions. Dice from the table are given so: one count per symbol, with its exact odds.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { frac, noAnswers, walk } from '@/engine';
import { countOdds, countsOf, physicalCounts } from '@/engine/pools';
import type { RollQuestion } from '@/engine/types';
import { faceIndex } from '@/games/war-to-axis/dice';
import { defaultFireForm, firePlan } from '@/games/war-to-axis/calculators';
import { wtaSettings } from '@/games/war-to-axis/settings';
import { ev, game, run } from './helpers';

/** The fire card's evaluation, as the calculator builds it (5.3). */
const fireEvaluation = (...a: Parameters<typeof firePlan>) => firePlan(...a).evaluation;

const settings = wtaSettings();
const fireQuestion = (e: ReturnType<typeof fireEvaluation>) => walk(e, noAnswers()).pending as RollQuestion;

describe("5.3: the table's dice given as a count of each symbol", () => {
  const s = run(game('basic'), [ev('wta/basic-roll', { side: 'allies', d6: 4 })]);
  it('5.3, 2.3: an anti-personnel shot of 3 black dice is one count, of the two anti-personnel stickers, 0–3 with 8/27, 12/27, 6/27, 1/27', () => {
    const q = fireQuestion(fireEvaluation(s, { ...defaultFireForm(), dice: 3, elements: 4, range: 2 }, settings));
    expect(q.counts?.groups.map((g) => [g.id, g.faces, g.dice])).toEqual([['hits', [faceIndex('black', 'ap'), faceIndex('black', 'ap') + 1], [0, 1, 2]]]);
    expect(countOdds(q.roll, q.counts!.groups[0])).toEqual([frac(8, 27), frac(12, 27), frac(6, 27), frac(1, 27)]);
  });
  it('5.3: an anti-tank shot at medium armour counts the green vehicles of the white dice', () => {
    const q = fireQuestion(fireEvaluation(s, { ...defaultFireForm(), dice: 2, elements: 3, attack: 'at', armour: 'M' }, settings));
    expect(q.counts?.groups.map((g) => [g.id, g.faces])).toEqual([['hits', [3, 4]]]);
  });
  it('4.3.4.1, A16-I: at an entrenched target the explosions are counted beside the hits, and read as the faces would be', () => {
    const t = run(s, [ev('wta/trench-add', { unit: 'u4' })]);
    const e = fireEvaluation(t, { ...defaultFireForm(), firer: 'u2', target: 'u4', range: 1 }, settings);
    const q = fireQuestion(e);
    expect(q.counts?.groups.map((g) => g.id)).toEqual(['hits', 'explosions']);
    const n = q.roll.dice.length;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: n }).chain((h) => fc.tuple(fc.constant(h), fc.integer({ min: 0, max: n - h }))),
        ([h, x]) => {
          const rolled = physicalCounts(q.roll, q.counts!, { hits: h, explosions: x });
          expect(countsOf(q.counts!, rolled.faces)).toEqual({ hits: h, explosions: x });
          // The outcome of the counts is the outcome of any faces with those counts: here, explosions on the last dice.
          const other = [
            ...Array(h).fill(faceIndex('black', 'ap')),
            ...Array(n - h - x).fill(faceIndex('black', 'flag')),
            ...Array(x).fill(faceIndex('black', 'explosion')),
          ];
          expect(q.outcomeOf(rolled.faces)).toBe(q.outcomeOf(other));
        },
      ),
    );
  });
});
