// Lines a player reads with a count of one, in both languages, through the app's own i18n (the
// plural form picked from the line's `n` as the app picks it): War to Axis's activation roll
// (3.1), its batteries (5.6) and the faces read off a roll (5.4, 9.4), and BITE's production box
// when it holds nothing (7.3, 11.2). Each once read "1 batterie", "1 esplosioni", "Alleati tira
// 3" or "nella casella ci sono nessun PP".
import { describe, expect, it } from 'vitest';
import { catalog } from '@/games';
import { createLangI18n, ensureLocale, makeTx, setLocale, type AppI18n } from '@/i18n';
import type { Text } from '@/engine/types';

async function speaker(): Promise<{ i18n: AppI18n; tx: (x: Text) => string }> {
  const i18n = await createLangI18n(catalog, 'it');
  await ensureLocale(i18n, 'en');
  const g = i18n.global as unknown as { t: (k: string, n: Record<string, unknown>, p?: number) => string };
  return { i18n, tx: makeTx((k, n, p) => (p === undefined ? g.t(k, n) : g.t(k, n, p))) };
}

const side = (s: string): Text => ({ key: `wta.side.${s}` });

describe('War to Axis: one and many', () => {
  it('5.6: one battery fired, one battery of contact, one explosion read — singular; two — plural', async () => {
    const { i18n, tx } = await speaker();
    setLocale(i18n, 'it');
    expect(tx({ key: 'wta.journal.batteries', params: { side: side('allies'), n: 1 } })).toBe('Alleati: 1 batteria ha sparato');
    expect(tx({ key: 'wta.journal.batteries', params: { side: side('allies'), n: 2 } })).toBe('Alleati: 2 batterie hanno sparato');
    expect(tx({ key: 'wta.odds.batteries', params: { n: 1 } })).toBe('Contatto: 1 batteria');
    expect(tx({ key: 'wta.roll.batteryRead', params: { i: 1, n: 1 } })).toBe('Batteria 1: 1 esplosione');
    expect(tx({ key: 'wta.roll.batteryRead', params: { i: 2, n: 0 } })).toBe('Batteria 2: 0 esplosioni');
    expect(tx({ key: 'wta.hq.radioDiceTyped', params: { n: 3 } })).toBe('Radio: 3 dadi neri, come digitati');
    setLocale(i18n, 'en');
    expect(tx({ key: 'wta.journal.batteries', params: { side: side('allies'), n: 1 } })).toBe('Allies: 1 battery fired');
    expect(tx({ key: 'wta.roll.batteryRead', params: { i: 1, n: 3 } })).toBe('Battery 1: 3 explosions');
  });

  it('5.4: one green vehicle against medium armour, one explosion — one loss, not "each"', async () => {
    const { i18n, tx } = await speaker();
    setLocale(i18n, 'it');
    expect(tx({ key: 'wta.fire.read_at_M', params: { n: 1 } })).toBe('1 veicolo verde: una perdita al corazzato medio');
    expect(tx({ key: 'wta.fire.read_at_M', params: { n: 2 } })).toBe('2 veicoli verdi: una perdita ciascuno al corazzato medio');
    expect(tx({ key: 'wta.fire.read_bombard', params: { n: 1 } })).toBe('1 esplosione (HIT): una perdita');
    setLocale(i18n, 'en');
    expect(tx({ key: 'wta.fire.read_at_M', params: { n: 1 } })).toBe('1 green vehicle: one loss to medium armour');
    expect(tx({ key: 'wta.fire.read_bombard', params: { n: 2 } })).toBe('2 explosions (HIT): one loss each');
  });

  it('3.1: the activation roll says the side and the die, whatever the side\'s name', async () => {
    const { i18n, tx } = await speaker();
    setLocale(i18n, 'it');
    expect(tx({ key: 'wta.journal.basicRoll', params: { side: side('allies'), d6: 3, n: 9, count: 3 } })).toBe('Alleati: esce 3, 9 attivazioni, 3 batterie');
    setLocale(i18n, 'en');
    expect(tx({ key: 'wta.journal.basicRoll', params: { side: side('allies'), d6: 3, n: 9, count: 3 } })).toBe('Allies: 3 rolled, 9 activations, 3 batteries');
  });

  it('3.1: a card that is missing points to the section the army cards are in, the tracks', async () => {
    const { i18n, tx } = await speaker();
    setLocale(i18n, 'it');
    expect(tx({ key: 'wta.ui.roster.noCards' })).toContain('in Tracciati');
    expect(tx({ key: 'app.section.tracks' })).toBe('Tracciati');
    setLocale(i18n, 'en');
    expect(tx({ key: 'wta.ui.roster.noCards' })).toContain('under Tracks');
    expect(tx({ key: 'app.section.tracks' })).toBe('Tracks');
  });
});

describe('Blocks in the East: an empty box', () => {
  it('7.3: income collected with nothing in the box reads "nella casella: nessun PP"', async () => {
    const { i18n, tx } = await speaker();
    setLocale(i18n, 'it');
    const box: Text = { key: 'bite.eco.bag.none' };
    expect(tx({ key: 'bite.campaign.proc.incomeDone', params: { nation: { key: 'bite.nation.ussr' }, box } })).toMatch(/; nella casella: nessun PP\.$/);
  });
});

describe('words that send the player somewhere name a place on screen', () => {
  it("18: ARMIR's set-up sends the Soviet to the objectives' card by its title, in the Tracks section, in both languages", async () => {
    const { i18n, tx } = await speaker();
    for (const lang of ['it', 'en'] as const) {
      setLocale(i18n, lang);
      const intro = tx({ key: 'armir.ui.setupIntro' });
      expect(intro).toContain(`(${tx({ key: 'armir.ui.obj.title' })}, ${lang === 'it' ? 'in' : 'under'} ${tx({ key: 'app.section.tracks' })})`);
    }
  });
});

describe("Inferno in English names the artillery value as its unit form does, AV", () => {
  it('9.4.1: no English line says "VA"', async () => {
    const en = (await import('@/games/inferno/i18n/en.json')).default as Record<string, unknown>;
    const lines: string[] = [];
    const walk = (o: unknown): void => {
      if (typeof o === 'string') lines.push(o);
      else if (o && typeof o === 'object') Object.values(o).forEach(walk);
    };
    walk(en);
    expect(lines.filter((l) => /\bVA\b/.test(l))).toEqual([]);
    expect(lines.some((l) => /\bAV\b/.test(l))).toBe(true);
  });
});
