// Lines a player reads with a count of one, in both languages, through the app's own i18n (the
// plural form picked from the line's `n` as the app picks it): War to Axis's activation roll
// (3.1), its batteries (5.6) and the faces read off a roll (5.4, 9.4), and BITE's production box
// when it holds nothing (7.3, 11.2). Each once read "1 batterie", "1 esplosioni", "Alleati tira
// 3" or "nella casella ci sono nessun PP".
import { describe, expect, it } from 'vitest';
import { catalog } from '@/engine/registry';
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

  it("3.1: the activation roll says the side and the die, whatever the side's name", async () => {
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

describe('Inferno in English names the artillery value as its unit form does, AV', () => {
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

// Issue 31, point 7: each phrase players read wrongly, rendered through the app's i18n in both
// languages from what the rules' code gives it (the journal line, the step, the refusal).
describe('War to Axis: a battery, a disc, a hit absorbed, no vehicle (3.1, 5.4, 5.6, 6.3, 9.4)', () => {
  it('3.1: a 1 on the d6 journals "1 batteria", not "1 batterie"', async () => {
    const { i18n, tx } = await speaker();
    const { wtaBook } = await import('@/games/war-to-axis/events');
    const { ev, game } = await import('../games/war-to-axis/helpers');
    const s = game('basic');
    const line = wtaBook.describe(ev('wta/basic-roll', { side: 'allies', d6: 1 }), s).text;
    setLocale(i18n, 'it');
    expect(tx(line)).toBe('Alleati: esce 1, 7 attivazioni, 1 batteria, un evento');
    setLocale(i18n, 'en');
    expect(tx(line)).toBe('Allies: 1 rolled, 7 activations, 1 battery, an event');
  });

  it('5.6, 6.3, 5.4: "Resta solo 1 batteria", "1 disco", "1 assorbito", "1 colpo antiuomo", and no green vehicle is no loss', async () => {
    const { i18n, tx } = await speaker();
    setLocale(i18n, 'it');
    expect(tx({ key: 'wta.radio.capped', params: { n: 1 } })).toBe('Resta solo 1 batteria in questo turno');
    expect(tx({ key: 'wta.radio.capped', params: { n: 2 } })).toBe('Restano solo 2 batterie in questo turno');
    expect(tx({ key: 'wta.odds.discs', params: { n: 1 } })).toBe('1 disco');
    expect(tx({ key: 'wta.loss.absorbs_trench', params: { n: 1 } })).toBe('La trincea assorbe il primo colpo del lancio: 1 assorbito');
    expect(tx({ key: 'wta.fire.read_ap', params: { n: 1 } })).toBe('1 colpo antiuomo: una perdita');
    expect(tx({ key: 'wta.fire.read_at_M', params: { n: 0 } })).toBe('Nessun veicolo verde: nessuna perdita al corazzato medio');
    setLocale(i18n, 'en');
    expect(tx({ key: 'wta.radio.capped', params: { n: 1 } })).toBe('Only 1 battery left this turn');
    expect(tx({ key: 'wta.odds.discs', params: { n: 1 } })).toBe('1 disc');
    expect(tx({ key: 'wta.fire.read_ap', params: { n: 1 } })).toBe('1 anti-personnel hit: one loss');
    expect(tx({ key: 'wta.fire.read_at_M', params: { n: 0 } })).toBe('No green vehicle: no loss to medium armour');
  });

  it('13.0: a game whose scenario has no title says only its level on the home card, not "— — gioco avanzato"', async () => {
    const { i18n, tx } = await speaker();
    const { wta } = await import('@/games/war-to-axis');
    const { game } = await import('../games/war-to-axis/helpers');
    const g = game('advanced');
    const untitled = wta.summary!({ ...g, scenario: { ...g.scenario, title: '' } });
    setLocale(i18n, 'it');
    expect(tx(untitled)).toBe('Gioco avanzato');
    setLocale(i18n, 'en');
    expect(tx(untitled)).toBe('Advanced game');
  });

  it('bridges: the new bridge\'s name is asked for as words, never as "un numero valido"', async () => {
    const { i18n, tx } = await speaker();
    const { waitingForText } = await import('@/engine/input');
    const wait = waitingForText({ key: 'wta.field.bridgeName' });
    setLocale(i18n, 'it');
    expect(tx(wait)).toBe('In attesa di «Nuovo ponte: nome»: compilate il campo.');
    setLocale(i18n, 'en');
    expect(tx(wait)).toBe('Waiting for “New bridge: name”: fill in the field.');
  });

  it("the dice tray journals a custom die by its face's name, never by the face's index", async () => {
    const { i18n, tx } = await speaker();
    const { wta } = await import('@/games/war-to-axis');
    const { game } = await import('../games/war-to-axis/helpers');
    const [yellow, white] = wta.dice!;
    const roll = {
      type: 'core/roll',
      at: 1,
      payload: { spec: { dice: [yellow, white], label: { key: 'widgets.tray.label', params: { dice: '2' } } }, rolled: { faces: [0, 5], source: 'app' } },
    };
    const line = wta.describe(roll, game()).text;
    for (const lang of ['it', 'en'] as const) {
      setLocale(i18n, lang);
      const faces = `${yellow.kind === 'custom' ? tx(yellow.faces[0].label) : ''}, ${white.kind === 'custom' ? tx(white.faces[5].label) : ''}`;
      expect(tx(line)).toBe(lang === 'it' ? `Tiro libero: ${faces}.` : `Free roll: ${faces}.`);
      expect(tx(line)).not.toMatch(/\d/);
    }
  });
});

describe('Inferno: one reduction (9.4)', () => {
  it('9.4: the loss die reads "1 riduzione", never "riduzioni 1"', async () => {
    const { i18n, tx } = await speaker();
    const params = { side: 'X', die: 4, drm: 1, total: 5, column: 'C', row: 5, n: 1 };
    setLocale(i18n, 'it');
    expect(tx({ key: 'inferno.combat.lossDie', params })).toBe('X: dado 4 +1 = 5 → TdP C, riga 5: 1 riduzione');
    expect(tx({ key: 'inferno.combat.unitEliminated', params: { name: 'IR 14', n: 2 } })).toBe('IR 14: 2 riduzioni → eliminata');
    setLocale(i18n, 'en');
    expect(tx({ key: 'inferno.combat.lossDie', params })).toBe('X: die 4 +1 = 5 → TdP C, row 5: 1 reduction');
  });
});

describe('Blocks in the East: dice, the pool, the month, the home card (7.7.6, 7.7.7, 9.0)', () => {
  it('7.7.6: a unit\'s line reads "2 dadi" / "2 dice", and "1 dado" / "1 die", never "dice 2"', async () => {
    const { i18n, tx } = await speaker();
    const { countDice } = await import('@/games/bite/dice');
    const [two, one] = countDice([
      { id: 'a', sp: 2, base: 6, bonus: [], malus: [], extra: [] },
      { id: 'b', sp: 1, base: 5, bonus: [], malus: [], extra: [] },
    ]);
    const last = (l: typeof two): Text => ({ ...l.steps.at(-1)!, params: { ...l.steps.at(-1)!.params, unit: 'X' } });
    setLocale(i18n, 'it');
    expect(tx(last(two))).toBe('X: 2 dadi, colpisce con 6.');
    expect(tx(last(one))).toBe('X: 1 dado, colpisce con 5–6.');
    setLocale(i18n, 'en');
    expect(tx(last(two))).toBe('X: 2 dice, hits on 6.');
    expect(tx(last(one))).toBe('X: 1 die, hits on 5–6.');
  });

  it('7.7.7: a pool where no unit reaches a die of its own gives its die to the weakest, not "il dado in più"', async () => {
    const { i18n, tx } = await speaker();
    const { countDice } = await import('@/games/bite/dice');
    const forest = { key: 'terrain.forest', rule: '7.7.6' };
    const lines = countDice([
      { id: 'a', sp: 1, base: 5, bonus: [], malus: [forest], extra: [] },
      { id: 'b', sp: 1, base: 6, bonus: [], malus: [forest], extra: [] },
    ]);
    const pooled = lines.flatMap((l) =>
      l.steps.filter((s) => s.key.startsWith('bite.dice.pooled')).map((s) => ({ ...s, params: { ...s.params, unit: l.id } })),
    );
    setLocale(i18n, 'it');
    expect(pooled.map(tx)).toEqual([
      'a: dadi cumulativi, 2 PF diviso 2; dadi in tutto: 1.',
      'b: dadi cumulativi, 2 PF diviso 2: 1 dado in tutto, e nessuna unità ne ha uno suo: va a questa unità, la più debole.',
    ]);
    setLocale(i18n, 'en');
    expect(tx(pooled[1])).toBe('b: pooled dice, 2 SP divided by 2: 1 die in all, and no unit has one of its own: it goes to this unit, the weakest.');
    expect(pooled.map(tx).join(' ')).not.toContain('extra');
  });

  it('9.0: the weather of the month is named in English, not "The month\'s: Fair"', async () => {
    const { i18n, tx } = await speaker();
    const weather: Text = { key: 'bite.weather.fair' };
    setLocale(i18n, 'en');
    expect(tx({ key: 'bite.ui.monthWeather', params: { weather } })).toBe(`This month's weather: ${tx(weather)}`);
    setLocale(i18n, 'it');
    expect(tx({ key: 'bite.ui.monthWeather', params: { weather } })).toBe(`Il tempo del mese: ${tx(weather)}`);
  });

  it('the home card names the scenario once: its title is the short one, the summary what the game holds', async () => {
    const { i18n, tx } = await speaker();
    const { bite } = await import('@/games/bite');
    const s = bite.setup({ scenario: 'SBE1', options: {}, sideNames: {} });
    const sc = bite.scenarios.find((x) => x.id === 'SBE1')!;
    setLocale(i18n, 'it');
    expect(tx(sc.title)).toBe('SBE1 – Verso Leningrado');
    expect(tx(bite.summary!(s))).toMatch(/^Blocchi nel ruolino: \d+$/);
    expect(tx(sc.detail!)).toMatch(/^da .+, difficoltà \d+\/10, /);
    setLocale(i18n, 'en');
    expect(tx(bite.summary!(s))).not.toContain('SBE1');
  });
});

describe('the new-game form and the numbers around it', () => {
  it("18: ARMIR's scenario says its turns once, from the turns the form adds", async () => {
    const { i18n, tx } = await speaker();
    const { armir } = await import('@/games/armir');
    const [sc] = armir.scenarios;
    setLocale(i18n, 'it');
    expect(tx(sc.title)).toBe('Campagna completa, dicembre 1942');
    expect(tx({ key: 'app.newGame.turns', params: { turns: sc.turns } })).toBe('6 turni');
    expect(tx({ key: 'app.newGame.rule', params: { rule: sc.rule! } })).toBe('regola 18');
    setLocale(i18n, 'en');
    expect(tx(sc.title)).toBe('Full campaign, December 1942');
    expect(tx({ key: 'app.newGame.turns', params: { turns: 1 } })).toBe('1 turn');
  });

  it('a side\'s name is asked "per lo schieramento Asse", not "per Asse"', async () => {
    const { i18n, tx } = await speaker();
    setLocale(i18n, 'it');
    expect(tx({ key: 'app.newGame.sideName', params: { side: { key: 'bite.side.axis' } } })).toBe('Nome per lo schieramento Asse');
  });

  it('a percentage in English is "16.7%", in Italian "16,7 %"', async () => {
    const { i18n, tx } = await speaker();
    const { formatPercent } = await import('@/i18n');
    const { frac } = await import('@/engine');
    setLocale(i18n, 'en');
    expect(tx({ key: 'widgets.odds.percentValue', params: { value: formatPercent(frac(1, 6), 'en') } })).toBe('16.7%');
    expect(tx({ key: 'wta.odds.pRepair', params: { pct: formatPercent(frac(1, 6), 'en'), frac: '1/6' } })).toBe('Chance to repair it: 16.7% (1/6)');
    setLocale(i18n, 'it');
    expect(tx({ key: 'widgets.odds.percentValue', params: { value: formatPercent(frac(1, 6), 'it') } })).toBe('16,7 %');
  });
});

describe('an import refused in words: which event, which field, what is wrong', () => {
  it("a field missing and a value not among those allowed are said in the player's language", async () => {
    const { i18n, tx } = await speaker();
    const { wta } = await import('@/games/war-to-axis');
    const missing = wta.check({ type: 'wta/basic-roll', at: 1, payload: { side: 'allies' } });
    const wrong = wta.check({ type: 'wta/basic-roll', at: 1, payload: { side: 'martians', d6: 3 } });
    expect(missing.ok || wrong.ok).toBe(false);
    if (missing.ok || wrong.ok) return;
    const refused = (why: Text): Text => ({ key: 'stores.import.refusedEvent', params: { index: 12, type: 'wta/basic-roll', why } });
    setLocale(i18n, 'it');
    expect(tx(refused(missing.error))).toBe(
      "L'evento n. 12 del file è rifiutato, quindi non è stato importato nulla: L’evento «wta/basic-roll» contiene dati errati: manca il campo «d6». È stato rifiutato e non è cambiato nulla.",
    );
    expect(tx(wrong.error)).toContain('il campo «side» deve essere uno tra "allies", "axis"');
    setLocale(i18n, 'en');
    expect(tx(missing.error)).toBe('The event “wta/basic-roll” carries wrong data: the field “d6” is missing. It was refused and nothing changed.');
    expect(tx(wrong.error)).toContain('the field “side” must be one of "allies", "axis"');
  });
});
