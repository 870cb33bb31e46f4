// What players type from the printed material: the card's fire notation (2.5), overlays (4.3.6),
// pedestal letters (2.1), event cards (2.6): rules notes §15.1 (TX-5, TX-6, TX-8, TX-9), §15.11.
import { describe, expect, it } from 'vitest';
import { cardFate, parseFireNotation, PEDESTALS } from '@/games/war-to-axis/cards';

describe('2.5: the fire notation of an army card', () => {
  it('2.5 (TX-5): "3 esa - 2": 2 black dice at 1, 2 and 3 hexes', () => {
    expect(parseFireNotation('3 esa - 2')).toEqual({ dice: [2, 2, 2] });
  });
  it('2.5, A1 (TX-6): "4 esa - 4/3/2/2" read positionally: 4, 3, 2, 2', () => {
    expect(parseFireNotation('4 esa - 4/3/2/2')).toEqual({ dice: [4, 3, 2, 2] });
    expect(parseFireNotation('4 esa – 4 / 3 / 2 / 2')).toEqual({ dice: [4, 3, 2, 2] });
  });
  it('2.5: a list that does not match the range, or words that do not read, are said in words', () => {
    expect(parseFireNotation('4 esa - 4/3/2')).toEqual({ error: { key: 'wta.error.fireNotationCount', params: { range: 4, n: 3 } } });
    expect(parseFireNotation('four hexes')).toMatchObject({ error: { key: 'wta.error.fireNotation' } });
  });
});

describe('2.1: pedestals', () => {
  it('2.1 (TX-8): Germans A20 B20 R10, Allies A28 B28 R14', () => {
    expect(PEDESTALS).toEqual({ axis: { A: 20, B: 20, R: 10 }, allies: { A: 28, B: 28, R: 14 } });
  });
});

describe('2.6: event cards', () => {
  it('2.6 (TD-95): both nationality symbols: the drawer keeps or plays it', () =>
    expect(cardFate('both', false)).toMatchObject({ to: 'drawer', fate: 'hold' }));
  it("2.6 (TD-96): only the opponent's symbol: handed to the opponent", () => expect(cardFate('opponent', false).to).toBe('opponent'));
  it('2.6 (TD-97): "IMMEDIATA": applied at once, not held', () => expect(cardFate('drawer', true).fate).toBe('now'));
});
