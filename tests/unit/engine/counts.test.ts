// Dice from the table given by count (RollQuestion.counts): where a rule reads only how many
// dice show some faces, the players give one count per group; the app shows each count's exact
// odds and turns the counts into faces that read the same.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { coreEvents, frac, fText, sumF } from '@/engine';
import { countBlocks, countOdds, countsOf, countsProblem, countsToFaces, physicalCounts } from '@/engine/pools';
import type { DieSpec, RollCounts, RollSpec } from '@/engine/types';

const d6: DieSpec = { kind: 'numbered', sides: 6 };
const black: DieSpec = {
  kind: 'custom',
  faces: ['ap', 'ap', 'radio', 'radio', 'explosion', 'flag'].map((id) => ({ id, label: { key: `face.${id}` } })),
};
const pool = (dice: DieSpec[]): RollSpec => ({ dice, label: { key: 'roll' } });
const range = (n: number, from = 0) => Array.from({ length: n }, (_, i) => from + i);

/** BITE-like: a dice hitting on 5–6, b dice hitting on 6. */
function twoHitNumbers(a: number, b: number): { spec: RollSpec; counts: RollCounts } {
  return {
    spec: pool(range(a + b).map(() => d6)),
    counts: {
      groups: [
        ...(a > 0 ? [{ id: 'hit5', label: { key: 'g5' }, faces: [5, 6], dice: range(a) }] : []),
        ...(b > 0 ? [{ id: 'hit6', label: { key: 'g6' }, faces: [6], dice: range(b, a) }] : []),
      ],
    },
  };
}

/** War-to-Axis-like: n black dice read by anti-personnel hits and explosions. */
function symbols(n: number): { spec: RollSpec; counts: RollCounts } {
  return {
    spec: pool(range(n).map(() => black)),
    counts: {
      groups: [
        { id: 'hits', label: { key: 'ap' }, faces: [0, 1], dice: range(n) },
        { id: 'explosions', label: { key: 'x' }, faces: [4], dice: range(n) },
      ],
    },
  };
}

describe('the exact odds of each count', () => {
  it('3 dice hitting on 5–6: 0, 1, 2, 3 hits with 8/27, 12/27, 6/27, 1/27', () => {
    const { spec, counts } = twoHitNumbers(3, 0);
    expect(countOdds(spec, counts.groups[0]).map(fText)).toEqual(['8/27', '4/9', '2/9', '1/27']);
  });
  it('two anti-personnel faces of six on the black die: 2 dice show 0, 1, 2 hits with 4/9, 4/9, 1/9', () => {
    const { spec, counts } = symbols(2);
    expect(countOdds(spec, counts.groups[0]).map(fText)).toEqual(['4/9', '4/9', '1/9']);
  });
  it("property: every group's odds run from 0 to its dice and sum to exactly 1", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 12 }), (a, b) => {
        const { spec, counts } = twoHitNumbers(a, b);
        for (const g of counts.groups) {
          const odds = countOdds(spec, g);
          expect(odds).toHaveLength(g.dice.length + 1);
          expect(sumF(odds)).toEqual(frac(1));
        }
      }),
    );
  });
});

describe('counts turned into faces that read the same', () => {
  it('2 hits at 5–6 and 1 at 6 of 3 + 2 dice: the counted faces first, then a face that counts for none', () => {
    const { spec, counts } = twoHitNumbers(3, 2);
    expect(countsToFaces(spec, counts, { hit5: 2, hit6: 1 })).toEqual([5, 5, 1, 6, 1]);
  });
  it('property: any counts the dice allow give faces showing exactly those counts', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 0, max: 10 })
          .chain((a) =>
            fc
              .integer({ min: 0, max: 10 })
              .chain((b) => fc.tuple(fc.constant(a), fc.constant(b), fc.integer({ min: 0, max: a }), fc.integer({ min: 0, max: b }))),
          ),
        ([a, b, ha, hb]) => {
          if (a + b === 0) return;
          const { spec, counts } = twoHitNumbers(a, b);
          const given: Record<string, number> = {};
          if (a > 0) given.hit5 = ha;
          if (b > 0) given.hit6 = hb;
          expect(countsProblem(spec, counts, given)).toBeNull();
          expect(countsOf(counts, countsToFaces(spec, counts, given))).toEqual(given);
        },
      ),
    );
  });
  it('property: two symbols counted on the same dice (hits and explosions) give faces with both counts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 15 }).chain((n) =>
          fc.tuple(
            fc.constant(n),
            fc.integer({ min: 0, max: n }).chain((h) => fc.tuple(fc.constant(h), fc.integer({ min: 0, max: n - h }))),
          ),
        ),
        ([n, [h, x]]) => {
          const { spec, counts } = symbols(n);
          const faces = countsToFaces(spec, counts, { hits: h, explosions: x });
          expect(countsOf(counts, faces)).toEqual({ hits: h, explosions: x });
          // The rest show a face neither group counts (radio), never one they count.
          expect(faces.filter((f) => f === 2)).toHaveLength(n - h - x);
        },
      ),
    );
  });
  it('a missing count, or more dice counted than rolled, is said; nothing is made up', () => {
    const { spec, counts } = symbols(3);
    expect(countsProblem(spec, counts, { hits: 2 })?.key).toBe('engine.dice.countMissing');
    expect(countsProblem(spec, counts, { hits: 2, explosions: 2 })).toMatchObject({ key: 'engine.dice.countsTooMany', params: { count: 4, dice: 3 } });
    expect(() => countsToFaces(spec, counts, { hits: 2, explosions: 2 })).toThrow();
  });
  it('groups every face of the die: the counts must account for every die', () => {
    const spec = pool([d6, d6]);
    const counts: RollCounts = {
      groups: [
        { id: 'lo', label: { key: 'lo' }, faces: [1, 2, 3], dice: [0, 1] },
        { id: 'hi', label: { key: 'hi' }, faces: [4, 5, 6], dice: [0, 1] },
      ],
    };
    expect(countsProblem(spec, counts, { lo: 1, hi: 0 })?.key).toBe('engine.dice.countsTooFew');
    expect(countsToFaces(spec, counts, { lo: 1, hi: 1 })).toEqual([1, 4]);
  });
  it('a declaration that cannot be read by count (a die in no group, groups overlapping in part) falls back to faces', () => {
    expect(countBlocks(pool([d6, d6]), { groups: [{ id: 'a', label: { key: 'a' }, faces: [6], dice: [0] }] })).toBeNull();
    expect(
      countBlocks(pool([d6, d6, d6]), {
        groups: [
          { id: 'a', label: { key: 'a' }, faces: [6], dice: [0, 1] },
          { id: 'b', label: { key: 'b' }, faces: [5], dice: [1, 2] },
        ],
      }),
    ).toBeNull();
    expect(
      countBlocks(pool([d6, d6]), {
        groups: [
          { id: 'a', label: { key: 'a' }, faces: [5, 6], dice: [0, 1] },
          { id: 'b', label: { key: 'b' }, faces: [6], dice: [0, 1] },
        ],
      }),
    ).toBeNull();
  });
});

describe('the journal says the counts given, not faces nobody saw', () => {
  it('a roll given by count is written with its counts and read back in words', () => {
    const { spec, counts } = twoHitNumbers(3, 0);
    const rolled = physicalCounts(spec, counts, { hit5: 2 });
    expect(rolled).toMatchObject({ source: 'physical', counts: [{ id: 'hit5', label: { key: 'g5' }, n: 2 }] });
    const def = coreEvents<object>().find((d) => d.type === 'core/roll')!;
    const payload = { spec, rolled, of: { key: 'k', question: 'q' } };
    const line = def.describe(payload as never, {} as never);
    const text = JSON.stringify(line);
    expect(text).toContain('engine.journal.counted');
    expect(text).toContain('"n":2');
    expect(text).not.toContain('engine.journal.face');
  });
});
