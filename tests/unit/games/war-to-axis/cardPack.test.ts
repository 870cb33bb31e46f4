// 2.5: army cards shared as packs: what comes in is checked card by card, and a bad pack is
// refused in words (nothing is added).
import { describe, expect, it } from 'vitest';
import { CARD_PACK_FORMAT, exportCardPack, parseCardPack } from '@/games/war-to-axis/cards';
import { deCard, usCard } from './helpers';

describe('2.5: a pack of army cards', () => {
  it('2.5: a pack written by the app reads back as the same cards', () => {
    const text = exportCardPack([usCard, deCard]);
    expect(parseCardPack(text)).toEqual({ ok: true, cards: [usCard, deCard] });
  });

  it('2.5: a pack that is empty, not JSON, of another kind or version is refused in words', () => {
    expect(parseCardPack('  ')).toEqual({ ok: false, error: { key: 'wta.books.pack.empty' } });
    expect(parseCardPack('{"format":')).toEqual({ ok: false, error: { key: 'wta.books.pack.notJson' } });
    expect(parseCardPack('{"kind":"aiutante-chart-pack"}')).toEqual({ ok: false, error: { key: 'wta.books.pack.notCards' } });
    expect(parseCardPack(JSON.stringify({ format: CARD_PACK_FORMAT, version: 2, cards: [usCard] }))).toEqual({
      ok: false,
      error: { key: 'wta.books.pack.version', params: { version: '2', supported: 1 } },
    });
    expect(parseCardPack(JSON.stringify({ format: CARD_PACK_FORMAT, version: 1, cards: [] }))).toEqual({ ok: false, error: { key: 'wta.books.pack.noCards' } });
    expect(parseCardPack(JSON.stringify({ format: CARD_PACK_FORMAT, version: 1, cards: [usCard], extra: 1 }))).toMatchObject({
      ok: false,
      error: { key: 'wta.books.pack.extra' },
    });
  });

  it('2.5: a card that breaks the card form is named by its place and field; a type named twice is refused', () => {
    const bad = { ...usCard, units: [{ ...usCard.units[0], discs: -1 }] };
    expect(parseCardPack(JSON.stringify({ format: CARD_PACK_FORMAT, version: 1, cards: [deCard, bad] }))).toEqual({
      ok: false,
      error: { key: 'wta.books.pack.badCard', params: { n: 2, what: 'units.0.discs' } },
    });
    const twice = { ...usCard, units: [usCard.units[0], usCard.units[0]] };
    expect(parseCardPack(JSON.stringify({ format: CARD_PACK_FORMAT, version: 1, cards: [twice] }))).toEqual({
      ok: false,
      error: { key: 'wta.books.pack.repeatedType', params: { n: 1, name: usCard.name } },
    });
  });

  it('2.5: a pack of more than 50 cards is refused', () => {
    const cards = Array.from({ length: 51 }, (_, i) => ({ ...usCard, id: `c${i}` }));
    expect(parseCardPack(JSON.stringify({ format: CARD_PACK_FORMAT, version: 1, cards }))).toEqual({
      ok: false,
      error: { key: 'wta.books.pack.tooMany', params: { n: 51, max: 50 } },
    });
  });
});
