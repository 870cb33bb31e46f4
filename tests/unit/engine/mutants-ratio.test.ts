// Odds and columns (ARMIR 12.1, Inferno 8.1): the cases the mutation run showed no test held —
// the ratio's sign and leading zeros, a defence of 0, a 3:2 last column, labels that are not
// odds, and charts of one column or none.
import { describe, expect, it } from 'vitest';
import { oddsColumn, parseOdds, ratioText, shiftColumn } from '@/engine';

const ARMIR = ['1:2', '1:1', '2:1', '3:1', '4:1', '5:1', '6:1', '7:1'];

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
