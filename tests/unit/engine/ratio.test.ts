import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { oddsColumn, parseOdds, ratioText, shiftColumn } from '@/engine';
import { seedProperties } from './helpers';

seedProperties();

const ARMIR = ['1:2', '1:1', '2:1', '3:1', '4:1', '5:1', '6:1', '7:1'];
const INFERNO = ['1:3', '1:2', '1:1', '2:1', '3:1', '4:1'];
const WITH_3_2 = ['1:3', '1:2', '1:1', '3:2', '2:1', '3:1', '4:1'];

describe('parseOdds', () => {
  it('reads a:d labels and refuses anything else', () => {
    expect(parseOdds('3:1')).toEqual({ a: 3, d: 1 });
    expect(parseOdds('1:3')).toEqual({ a: 1, d: 3 });
    expect(parseOdds('3:2')).toEqual({ a: 3, d: 2 });
    for (const bad of ['', '3', '3:', ':1', '0:1', '1:0', '1.5:1', 'a:b', '3:1:1', '-1:2']) {
      expect(parseOdds(bad)).toBeNull();
    }
  });
});

describe('oddsColumn: the ratio is rounded in favour of the defender', () => {
  it('12.1: 39 against 4 is 9.75, above 7:1, resolved on 7:1 before the stronghold shift gives 6:1', () => {
    const c = oddsColumn(39, 4, ARMIR);
    expect(c.ratioText).toBe('9.75');
    expect(c).toMatchObject({ column: '7:1', aboveLast: true, belowFirst: false });
    // 14.3: the stronghold moves one column left, after the column is set (12.1).
    expect(shiftColumn(ARMIR, c.index, -1)).toMatchObject({ column: '6:1', clampedLow: false, clampedHigh: false });
  });

  it('12.1: a ratio between two columns takes the lower one', () => {
    expect(oddsColumn(11, 4, ARMIR)).toMatchObject({ column: '2:1', ratioText: '2.75' });
    expect(oddsColumn(7, 4, ARMIR)).toMatchObject({ column: '1:1', ratioText: '1.75' });
    expect(oddsColumn(3, 5, ARMIR)).toMatchObject({ column: '1:2', ratioText: '0.6', belowFirst: false });
    expect(oddsColumn(8, 4, ARMIR)).toMatchObject({ column: '2:1', ratioText: '2', aboveLast: false });
  });

  it('12.1: below 1:2 is resolved on 1:2, flagged', () => {
    expect(oddsColumn(2, 5, ARMIR)).toMatchObject({ index: 0, column: '1:2', belowFirst: true, ratioText: '0.4' });
    expect(oddsColumn(0, 5, ARMIR)).toMatchObject({ index: 0, belowFirst: true, ratioText: '0' });
  });

  it('12.1: exactly 7:1 is on 7:1 but not above it; 15:1 is above it', () => {
    expect(oddsColumn(28, 4, ARMIR)).toMatchObject({ column: '7:1', aboveLast: false });
    expect(oddsColumn(30, 2, ARMIR)).toMatchObject({ column: '7:1', aboveLast: true, ratioText: '15' });
  });

  it('works with 1:3 and 3:2 columns', () => {
    expect(oddsColumn(1, 3, INFERNO)).toMatchObject({ column: '1:3', belowFirst: false });
    expect(oddsColumn(1, 4, INFERNO)).toMatchObject({ column: '1:3', belowFirst: true, ratioText: '0.25' });
    expect(oddsColumn(3, 2, WITH_3_2)).toMatchObject({ column: '3:2' });
    expect(oddsColumn(14, 10, WITH_3_2)).toMatchObject({ column: '1:1' });
    expect(oddsColumn(19, 10, WITH_3_2)).toMatchObject({ column: '3:2' });
  });

  it('shows the ratio rounded as arithmetic rounds (20/3 → 6.67, 17/3 → 5.67, 3/8 → 0.38, 2/7 → 0.29), the column still on the exact ratio', () => {
    expect(ratioText(20, 3)).toBe('6.67');
    expect(ratioText(17, 3)).toBe('5.67');
    expect(ratioText(3, 8)).toBe('0.38');
    expect(ratioText(2, 7)).toBe('0.29');
    expect(ratioText(-17, 3)).toBe('-5.67');
    expect(oddsColumn(1199, 200, ARMIR)).toMatchObject({ column: '5:1', ratioText: '6' });
    expect(ratioText(1, 3)).toBe('0.33');
    expect(ratioText(3, 10)).toBe('0.3');
    expect(ratioText(5, 1)).toBe('5');
  });

  it('a defence of 0 does not crash: above the last column', () => {
    expect(oddsColumn(5, 0, ARMIR)).toMatchObject({ column: '7:1', aboveLast: true, belowFirst: false });
  });

  for (const [name, cols] of [
    ['1:2..7:1', ARMIR],
    ['1:3..4:1', INFERNO],
    ['with 3:2', WITH_3_2],
  ] as const) {
    it(`property (${name}): chosen a/d ≤ A/D unless below the first, and the next column up is > A/D`, () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 1, max: 100_000 }), (A, D) => {
          const r = oddsColumn(A, D, [...cols]);
          const odds = cols.map((c) => parseOdds(c)!);
          const le = (o: { a: number; d: number }) => BigInt(o.a) * BigInt(D) <= BigInt(A) * BigInt(o.d);
          const chosen = odds[r.index];
          if (r.belowFirst) {
            expect(r.index).toBe(0);
            expect(le(odds[0])).toBe(false);
          } else {
            expect(le(chosen)).toBe(true);
          }
          if (r.index + 1 < odds.length) expect(le(odds[r.index + 1])).toBe(false);
          const last = odds[odds.length - 1];
          const strictlyAbove = BigInt(A) * BigInt(last.d) > BigInt(last.a) * BigInt(D);
          expect(r.aboveLast).toBe(strictlyAbove);
          expect(r.column).toBe(cols[r.index]);
        }),
      );
    });
  }

  it('property: exact integers, even where floating point would round up (a·D = A·d at large values)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 7 }), fc.integer({ min: 1, max: 50_000_000 }), (k, m) => {
        // A/D exactly k:1 must land on k:1, and one less attacker must not.
        const D = m;
        const A = k * m;
        if (k >= 1 && k <= 7) expect(oddsColumn(A, D, ARMIR).column).toBe(`${k}:1`);
        if (k >= 2) expect(oddsColumn(A - 1, D, ARMIR).column).toBe(`${k - 1}:1`);
      }),
    );
  });
});

describe('shiftColumn', () => {
  it('moves right toward the attacker and left toward the defender', () => {
    expect(shiftColumn(INFERNO, 2, 2)).toMatchObject({ index: 4, column: '3:1', clampedHigh: false, clampedLow: false });
    expect(shiftColumn(ARMIR, 3, -2)).toMatchObject({ index: 1, column: '1:1' });
    expect(shiftColumn(ARMIR, 3, 0)).toMatchObject({ index: 3, column: '3:1' });
  });

  it('14.3: shifting left from 1:2 stays on 1:2, flagged', () => {
    expect(shiftColumn(ARMIR, 0, -1)).toMatchObject({ index: 0, column: '1:2', clampedLow: true, clampedHigh: false });
  });

  it('property: clamps at both ends and flags it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 7 }), fc.integer({ min: -20, max: 20 }), (i, s) => {
        const r = shiftColumn(ARMIR, i, s);
        expect(r.index).toBe(Math.max(0, Math.min(7, i + s)));
        expect(r.column).toBe(ARMIR[r.index]);
        expect(r.clampedLow).toBe(i + s < 0);
        expect(r.clampedHigh).toBe(i + s > 7);
      }),
    );
  });
});

// Odds and columns (ARMIR 12.1, Inferno 8.1):
// the ratio's sign and leading zeros, a defence of 0, a 3:2 last column, labels that are not
// odds, and charts of one column or none.
describe('12.1 odds written a:d', () => {
  it('reads terms of several digits: 10:1 and 1:10', () => {
    expect(parseOdds('10:1')).toEqual({ a: 10, d: 1 });
    expect(parseOdds('1:10')).toEqual({ a: 1, d: 10 });
  });

  it('refuses terms too large to count exactly', () => {
    expect(parseOdds('9007199254740993:1')).toBeNull();
    expect(parseOdds('1:9007199254740993')).toBeNull();
  });
});

describe('12.1 the ratio the player checks by hand', () => {
  it('keeps the leading zero of the hundredths: 1 against 20 is 0.05, 3 against 50 is 0.06', () => {
    expect(ratioText(1, 20)).toBe('0.05');
    expect(ratioText(3, 50)).toBe('0.06');
  });

  it('has a sign only when exactly one figure is negative, and 0 has none', () => {
    expect(ratioText(3, -2)).toBe('-1.5');
    expect(ratioText(-3, 2)).toBe('-1.5');
    expect(ratioText(-3, -2)).toBe('1.5');
    expect(ratioText(0, -2)).toBe('0');
  });

  it('a defence of 0 reads ∞, as text and as the message parameter', () => {
    expect(ratioText(5, 0)).toBe('∞');
    expect(oddsColumn(5, 0, ARMIR)).toMatchObject({ ratioText: '∞', ratio: '∞' });
    expect(oddsColumn(17, 4, ARMIR)).toMatchObject({ ratioText: '4.25', ratio: 4.25 });
  });
});

describe('12.1 the column', () => {
  it('0 against 0 is still above the last column, not on it', () => {
    expect(oddsColumn(0, 0, ARMIR)).toMatchObject({ index: 7, column: '7:1', aboveLast: true, belowFirst: false });
  });

  it('above a last column of 3:2 is flagged (4 against 2 is 2, more than 1.5)', () => {
    expect(oddsColumn(4, 2, ['1:1', '3:2'])).toMatchObject({ column: '3:2', aboveLast: true });
    expect(oddsColumn(3, 2, ['1:1', '3:2'])).toMatchObject({ column: '3:2', aboveLast: false });
  });

  it('skips a label that is not odds', () => {
    expect(oddsColumn(5, 2, ['1:1', '—', '2:1', '3:1'])).toMatchObject({ index: 2, column: '2:1' });
  });

  it('a chart without columns gives no column', () => {
    expect(oddsColumn(3, 1, [])).toEqual({ index: -1, column: '', belowFirst: false, aboveLast: false, ratioText: '3', ratio: 3 });
  });
});

describe('14.3 shifting columns on small charts', () => {
  it('a chart of one column stays on it', () => {
    expect(shiftColumn(['1:1'], 0, 0)).toEqual({ index: 0, column: '1:1', clampedLow: false, clampedHigh: false });
  });

  it('a chart without columns gives no column', () => {
    expect(shiftColumn([], 0, 1)).toEqual({ index: -1, column: '', clampedLow: false, clampedHigh: false });
  });
});
