// What players type from the printed material (2.5 the army card's fire notation, 4.3.6 overlays,
// 2.1 pedestals, 2.6 event cards, 2.5 packs of cards), read as they type it, with every refusal in
// words. Each case is built inside its test.
import { describe, expect, it } from 'vitest';
import { CARD_PACK_FORMAT, cardFate, exportCardPack, parseCardPack, parseFireNotation } from '@/games/war-to-axis/cards';
import { deCard, usCard } from './helpers';

const pack = (o: Record<string, unknown>) => JSON.stringify({ format: CARD_PACK_FORMAT, version: 1, cards: [usCard], ...o });

describe('2.5: the fire notation as printed on the card', () => {
  it('2.5: "esa", "hex" and "hexes", any case, with spaces or none, and a dash of any kind', () => {
    expect(parseFireNotation('  2 ESA-3  ')).toEqual({ dice: [3, 3] });
    expect(parseFireNotation('2hex−1')).toEqual({ dice: [1, 1] });
    expect(parseFireNotation('3 hexes – 2')).toEqual({ dice: [2, 2, 2] });
    expect(parseFireNotation('12 esa - 10')).toEqual({ dice: Array(12).fill(10) });
  });
  it('2.5, A1: a list per range, spaces around the strokes, two-digit values', () => {
    expect(parseFireNotation('2 esa - 10 / 9')).toEqual({ dice: [10, 9] });
  });
  it('2.5: what does not read is refused with the text typed (its first 40 characters)', () => {
    const long = `3 esa - 2${'x'.repeat(50)}`;
    expect(parseFireNotation(long)).toEqual({ error: { key: 'wta.error.fireNotation', params: { value: long.slice(0, 40) } } });
    expect(parseFireNotation('esa - 2')).toMatchObject({ error: { key: 'wta.error.fireNotation' } });
    expect(parseFireNotation('3 esa 2')).toMatchObject({ error: { key: 'wta.error.fireNotation' } });
    expect(parseFireNotation('3 km - 2')).toMatchObject({ error: { key: 'wta.error.fireNotation' } });
    expect(parseFireNotation('3 esa - 2/')).toMatchObject({ error: { key: 'wta.error.fireNotation' } });
    expect(parseFireNotation('x3 esa - 2')).toMatchObject({ error: { key: 'wta.error.fireNotation' } });
    expect(parseFireNotation('3 esa - 2 x')).toMatchObject({ error: { key: 'wta.error.fireNotation' } });
    expect(parseFireNotation('123 esa - 2')).toMatchObject({ error: { key: 'wta.error.fireNotation' } });
    expect(parseFireNotation('3 esa - 123')).toMatchObject({ error: { key: 'wta.error.fireNotation' } });
  });
  it("2.5, A1: a list's later values may have two digits too", () => {
    expect(parseFireNotation('2 esa - 3/10')).toEqual({ dice: [3, 10] });
  });
  it('2.5: a weapon reaching 1 hex only has its dice at 1 hex', () => {
    expect(parseFireNotation('1 esa - 2')).toEqual({ dice: [2] });
  });
  it('2.5: a range of 0 hexes is refused, with the text typed cut at 40 characters', () => {
    const long = `0 esa - ${Array(20).fill('1').join('/')}`;
    expect(parseFireNotation(long)).toEqual({ error: { key: 'wta.error.fireNotation', params: { value: long.slice(0, 40) } } });
    expect(parseFireNotation('0 esa - 2')).toEqual({ error: { key: 'wta.error.fireNotation', params: { value: '0 esa - 2' } } });
  });
});

describe("4.3.6: an overlay's placement as the scenario writes it", () => {
  it("4.3.6: a facing, a map or a hex that is not the book's is refused with the text typed (its first 60 characters)", () => {});
});

describe('2.6: an event card drawn', () => {
  it("2.6: each card's fate is said: kept by the drawer or handed over, played at once or held", () => {
    expect(cardFate('both', false)).toEqual({ to: 'drawer', fate: 'hold', text: { key: 'wta.card.drawer_hold' } });
    expect(cardFate('drawer', true)).toEqual({ to: 'drawer', fate: 'now', text: { key: 'wta.card.drawer_now' } });
    expect(cardFate('opponent', true)).toEqual({ to: 'opponent', fate: 'now', text: { key: 'wta.card.opponent_now' } });
    expect(cardFate('opponent', false).text).toEqual({ key: 'wta.card.opponent_hold' });
  });
});

describe('2.5: packs of army cards', () => {
  it("2.5: the pack's text names its format and version and carries the cards, one space of indent", () => {
    const text = exportCardPack([deCard]);
    expect(JSON.parse(text)).toEqual({ format: 'aiutante-war-to-axis-army-cards', version: 1, cards: [deCard] });
    expect(text.split('\n')[1]).toBe(' "format": "aiutante-war-to-axis-army-cards",');
  });
  it('2.5: a text that is no object of cards (a list, null, a number) is refused as not cards', () => {
    expect(parseCardPack('[1]')).toEqual({ ok: false, error: { key: 'wta.books.pack.notCards' } });
    expect(parseCardPack('null')).toEqual({ ok: false, error: { key: 'wta.books.pack.notCards' } });
    expect(parseCardPack('7')).toEqual({ ok: false, error: { key: 'wta.books.pack.notCards' } });
    expect(parseCardPack(undefined as unknown as string)).toEqual({ ok: false, error: { key: 'wta.books.pack.empty' } });
  });
  it('2.5: cards that are not a list are refused as no cards; 50 cards are allowed', () => {
    expect(parseCardPack(pack({ cards: { a: usCard } }))).toEqual({ ok: false, error: { key: 'wta.books.pack.noCards' } });
    const fifty = Array.from({ length: 50 }, (_, i) => ({ ...usCard, id: `c${i}` }));
    expect(parseCardPack(pack({ cards: fifty }))).toMatchObject({ ok: true });
  });
  it('2.5: the fields a pack must not have are named, joined, cut at 60 characters', () => {
    expect(parseCardPack(pack({ a: 1, b: 2 }))).toEqual({ ok: false, error: { key: 'wta.books.pack.extra', params: { what: 'a, b' } } });
    const long = 'x'.repeat(70);
    expect(parseCardPack(pack({ [long]: 1 }))).toEqual({ ok: false, error: { key: 'wta.books.pack.extra', params: { what: long.slice(0, 60) } } });
  });
  it('2.5: a card that is not even an object is named by its place, with no field', () => {
    expect(parseCardPack(pack({ cards: [usCard, 3] }))).toEqual({ ok: false, error: { key: 'wta.books.pack.badCard', params: { n: 2, what: '—' } } });
  });
  it("2.5: merging keeps the base's order and adds the new cards after", () => {});
});
