import { describe, it, expect } from 'vitest';
import { ndDist, probOf, frac, oddsColumn, fPercent, parseIntInput, coreMessages } from '@/engine';
describe('smoke', () => {
  it('works', () => {
    expect(probOf(ndDist(2, 6), (v) => v === 7)).toEqual(frac(1, 6));
    expect(oddsColumn(39, 4, ['1:2', '1:1', '2:1', '3:1', '4:1', '5:1', '6:1', '7:1']).column).toBe('7:1');
    expect(fPercent(frac(1, 6))).toBe('16.7');
    expect(parseIntInput('12', {})).toEqual({ ok: true, value: 12 });
    expect(Object.keys(coreMessages.it)).toEqual(['engine']);
  });
});
