// Issue 11 points 1 and 7: the income tied to its production phase, the long scenarios' removals
// (4.11) on their months, every dated rule recalled in its phase, and each nation's months in PP
// and losses — named after their rules, in words a player reads, in both languages.
import { describe, expect, it } from 'vitest';
import it_ from '@/games/bite/i18n/it.json';
import en_ from '@/games/bite/i18n/en.json';
import { biteBook, ev } from '@/games/bite/events';
import { setupState, currentPhase, type BiteState, type Block } from '@/games/bite/state';
import { weatherChartSpec } from '@/games/bite/weather';
import { makeChartAccess } from '@/engine';
import type { GameEvent, RulesContext, Text } from '@/engine/types';
import { bagOf, boxOf, canCollect, incomeOf } from '@/games/bite/economy';
import { LSSAH_SUCCESSOR, calendarOf, campaignOf, historyOf, removalCheck, removalsDue } from '@/games/bite/campaign';
import { phaseEvents, ym } from '@/games/bite/calendar';
import { procedures } from '@/games/bite/procedures';
import { bite } from '@/games/bite';
import { words as says } from './gapsHelpers';

const ctx: RulesContext = { settings: {}, charts: makeChartAccess([weatherChartSpec], []) };
const run = (s: BiteState, events: GameEvent[]) => events.reduce((st, e) => bite.reduce(st, e, ctx), s);
const next = (s: BiteState, n = 1) =>
  run(
    s,
    Array.from({ length: n }, () => ({ type: 'core/next-phase', at: 0 })),
  );
const toPhase = (s: BiteState, id: string) => {
  let x = s;
  for (let i = 0; i < 30 && currentPhase(x).id !== id; i++) x = next(x);
  return x;
};
const toTurn = (s: BiteState, turn: number) => {
  let x = s;
  while (x.turn < turn) x = next(x);
  return x;
};
const words = (x: Text, lang: Record<string, unknown>): string => {
  const v = x.key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], lang);
  if (typeof v !== 'string') return `MISSING:${x.key}`;
  return v.replace(/\{(\w+)\}/g, (m, k: string) => {
    const p = x.params?.[k];
    return p === undefined ? m : typeof p === 'object' ? words(p, lang) : String(p);
  });
};
const block = (p: Partial<Block> = {}): Omit<Block, 'id' | 'eliminated'> => ({
  name: '7. Flieger',
  nation: 'germany',
  cls: 'paratroop',
  maxSp: 3,
  sp: 3,
  colours: ['black', 'white', 'blue'],
  shield: false,
  mountain: false,
  ski: false,
  zeroBase: false,
  supplied: true,
  ...p,
});

describe("BITE production phase (7.0, 7.3): the income belongs to its side's production phase", () => {
  it("7.3: in July 1941 Germany's income is offered in B3 and collected once; elsewhere and a second time it is refused in words", () => {
    let s = next(setupState('SBE5', { advanced: true }), 22); // July 1941, phase A
    const a = canCollect(s, 'germany');
    expect(a.ok ? '' : words(a.error, en_)).toBe("Germany's income is collected in the production phase (B3, Axis), not now.");
    s = toPhase(s, 'B3');
    const card = procedures(s, ctx).find((p) => p.id === 'bite.income.germany');
    expect(card).toBeDefined();
    const r = card!.evaluate({}, ctx).resolve({ rolls: {}, cells: {}, choices: {} });
    expect(r.events).toEqual([{ type: 'bite/income', payload: { nation: 'germany', pp: { yellow: 24, red: 3, blue: 9, black: 10 } }, at: 0 }]);
    s = run(s, r.events);
    expect(boxOf(s, 'germany')).toEqual({ yellow: 24, red: 3, blue: 9, black: 10 });
    const again = procedures(s, ctx).find((p) => p.id === 'bite.income.germany')!;
    expect(again.done && words(again.done, en_)).toBe("Germany has collected this turn's income; the box holds 24 yellow, 3 red, 9 blue, 10 black.");
    expect(again.evaluate({}, ctx).errors.map((e) => words(e, en_))).toEqual(['Germany has already collected its income for July 1941.']);
    // The Soviets' card is in C3, not in B3; 3.13 (TC-39): their 46 yellow are already net of the 4.
    expect(procedures(s, ctx).some((p) => p.id === 'bite.income.ussr')).toBe(false);
    s = toPhase(s, 'C3');
    const ussr = procedures(s, ctx).find((p) => p.id === 'bite.income.ussr')!;
    expect(ussr.evaluate({}, ctx).resolve({ rolls: {}, cells: {}, choices: {} }).events[0].payload).toEqual({
      nation: 'ussr',
      pp: { yellow: 46, red: 7, blue: 6, black: 0 },
    });
  });
  it('11.2 (AMB-35): the production phase ends with each box checked against the storage limit', () => {
    let s = toPhase(next(setupState('SBE9', { advanced: true }), 22), 'B3');
    s = run(s, [
      ev('bite/pp-adjust', { nation: 'germany', colour: 'red', delta: 5, reason: 'saved' }),
      ev('bite/pp-adjust', { nation: 'germany', colour: 'yellow', delta: 2, reason: 'saved' }),
    ]);
    const card = procedures(s, ctx).find((p) => p.id === 'bite.storage.axis')!;
    expect(card.required).toBe(true);
    expect(card.evaluate({}, ctx).derivation.map((x) => says(x, en_))[0]).toBe(
      'Germany keeps 2 yellow, 5 red: 3 coloured PP over the yellow ones must go; the owner chooses which below (recommended reading).',
    );
    // The owner loses 2 red on the card; more than is over is refused in words.
    expect(card.evaluate({ nation: 'germany', colour: 'red', pp: 4 }, ctx).errors.map((x) => words(x, en_))).toEqual([
      'Germany has only 3 coloured PP over the limit.',
    ]);
    const lose2 = card.evaluate({ nation: 'germany', colour: 'red', pp: 2 }, ctx).resolve({ rolls: {}, cells: {}, choices: {} }).events;
    expect(lose2.map((e) => e.payload)).toEqual([{ nation: 'germany', colour: 'red', pp: 2 }]);
    s = run(s, lose2);
    expect(boxOf(s, 'germany').red).toBe(3);
    expect(procedures(s, ctx).find((p) => p.id === 'bite.storage.axis')!.required).toBe(true);
    // 11.2: moving on takes what is still over, and the journal says so with its rule.
    const e = ev('core/next-phase', {});
    const line = bite.describe(e, s);
    expect(words(line.text, en_)).toBe('Phase B4. Strategic rail movement. End of production: Germany loses 1 red over the saved-PP limit.');
    expect(says(line.text, it_)).toBe(
      'Fase B4. Movimento strategico ferroviario. Fine della produzione: Germania perde 1 rosso oltre il limite dei PP conservati.',
    );
    expect(line.rules).toContain('11.2');
    s = run(s, [e]);
    expect(boxOf(s, 'germany')).toEqual(bagOf({ yellow: 2, red: 2 }));
  });
  it('a game collected before the phase was checked replays as it was played (the recorded event applies once a turn)', () => {
    const s = run(next(setupState('SBE5', {}), 22), [ev('bite/income', { nation: 'germany', pp: bagOf({ yellow: 24 }) })]);
    expect(boxOf(s, 'germany').yellow).toBe(24);
  });
});

describe('BITE long scenarios: unit removal (4.11, SBE9)', () => {
  it('SBE9 December 1941: the 7th Flieger-Division and the Hungarian Rapid Corps are due in the Axis production phase', () => {
    let s = toTurn(setupState('SBE9', { advanced: true }), 7);
    expect(removalsDue(s).map((r) => r.removal.id)).toEqual(['flieger7', 'rapidCorps']);
    s = toPhase(s, 'B3');
    expect(
      procedures(s, ctx)
        .filter((p) => p.id.startsWith('bite.removal.'))
        .map((p) => words(p.title, it_)),
    ).toEqual(['Rimozione: la 7ª Flieger-Division esce dal gioco', 'Rimozione: il Corpo Celere ungherese esce dal gioco']);
    expect(removalsDue(toTurn(setupState('SBE5', { advanced: true }), 6))).toEqual([]);
  });
  it('4.11: full and supplied, the unit leaves play at no cost and cannot be bought back', () => {
    let s = toPhase(toTurn(setupState('SBE9', { advanced: true }), 7), 'B3');
    s = run(s, [ev('bite/block-add', { block: block() })]);
    const card = procedures(s, ctx).find((p) => p.id === 'bite.removal.flieger7')!;
    const r = card.evaluate({ block: 'b1' }, ctx);
    expect(r.derivation.map((x) => words(x, en_))).toContain('7. Flieger is supplied and at full strength (3 of 3 SP): it leaves play for good, at no cost.');
    s = run(s, r.resolve({ rolls: {}, cells: {}, choices: {} }).events);
    expect(s.blocks).toEqual([]);
    expect(campaignOf(s).removed.map((x) => [x.name, x.removal])).toEqual([['7. Flieger', 'flieger7']]);
    expect(removalsDue(s).map((x) => x.removal.id)).toEqual(['rapidCorps']);
  });
  it('SBE9/33.0: the Hungarian Rapid Corps of several blocks goes block by block; the removal stays due until the last', () => {
    let s = toPhase(toTurn(setupState('SBE9', { advanced: true }), 7), 'B3');
    s = run(s, [
      ev('bite/block-add', { block: block({ name: 'Rapid Corps (mot.)', nation: 'hungary', cls: 'mechanised', maxSp: 2, sp: 2, colours: ['black', 'red'] }) }),
      ev('bite/block-add', { block: block({ name: 'Rapid Corps (cav.)', nation: 'hungary', cls: 'cavalry', maxSp: 2, sp: 2, colours: ['black', 'black'] }) }),
    ]);
    const card = () => procedures(s, ctx).find((p) => p.id === 'bite.removal.rapidCorps')!;
    expect(card().fields?.map((f) => f.id)).toEqual(['block', 'more']);
    // A single division has no such question.
    expect(
      procedures(s, ctx)
        .find((p) => p.id === 'bite.removal.flieger7')!
        .fields?.map((f) => f.id),
    ).toEqual(['block']);
    s = run(s, card().evaluate({ block: 'b1', more: true }, ctx).resolve({ rolls: {}, cells: {}, choices: {} }).events);
    expect(removalsDue(s).map((x) => x.removal.id)).toContain('rapidCorps');
    const line = biteBook.describe(ev('bite/oob-remove', { id: 'b2', removal: 'rapidCorps', more: true }), s);
    expect(words(line.text, en_)).toBe('Rapid Corps (cav.) leaves play (December 1941). More blocks of the formation are still to go.');
    s = run(s, card().evaluate({ block: 'b2', more: false }, ctx).resolve({ rolls: {}, cells: {}, choices: {} }).events);
    expect(removalsDue(s).map((x) => x.removal.id)).not.toContain('rapidCorps');
    expect(campaignOf(s).removed.map((x) => [x.name, x.removal, x.more])).toEqual([
      ['Rapid Corps (mot.)', 'rapidCorps', true],
      ['Rapid Corps (cav.)', 'rapidCorps', undefined],
    ]);
  });
  it('4.11: reduced, it must first be repaired; out of supply, it goes as soon as it can — both refused in words, nothing changed', () => {
    const s = run(setupState('SBE9', { advanced: true }), [
      ev('bite/block-add', { block: block({ sp: 2 }) }),
      ev('bite/block-add', { block: block({ name: 'Rapid', nation: 'hungary', cls: 'armour', supplied: false }) }),
    ]);
    const a = removalCheck(s, s.blocks[0]);
    expect(a.ok ? '' : words(a.error, en_)).toBe('7. Flieger is at 2 of 3 SP: repair it to full strength first (production screen), then remove it.');
    const b = removalCheck(s, s.blocks[1]);
    expect(b.ok ? '' : words(b.error, it_)).toBe('Rapid è fuori rifornimento: sarà rimossa appena sarà di nuovo rifornita, a piena forza.');
    expect(run(s, [ev('bite/oob-remove', { id: 'b1' })])).toBe(s);
  });
  it('4.11: eliminated, the PP of a full rebuild are deducted at once (7.3 by colour, 11.0 by kind; its blue step free)', () => {
    let s = run(setupState('SBE9', { advanced: true }), [
      ev('bite/block-add', { block: block() }),
      ev('bite/battle', { rounds: 1, units: [{ id: 'b1', name: '7. Flieger', side: 'defender', sp: 0, fate: 'eliminated' }] }),
    ]);
    const c = removalCheck(s, s.blocks[0]);
    expect(c.ok ? '' : words(c.error, en_)).toBe(
      'To remove 7. Flieger, eliminated, its full rebuild is paid at once: 3 yellow, 3 blue, and the box holds no PP.',
    );
    s = run(s, [
      ev('bite/pp-adjust', { nation: 'germany', colour: 'yellow', delta: 5, reason: 'saved' }),
      ev('bite/pp-adjust', { nation: 'germany', colour: 'blue', delta: 4, reason: 'saved' }),
    ]);
    s = run(s, [ev('bite/oob-remove', { id: 'b1', removal: 'flieger7' })]);
    expect(boxOf(s, 'germany')).toEqual({ yellow: 2, red: 0, blue: 1, black: 0 });
    expect(campaignOf(s).removed[0].cost).toEqual({ yellow: 3, red: 0, blue: 3, black: 0 });
  });
  it('SBE9 turn 44 (TC-65: January 1945): LSSAH, supplied, becomes the 1st SS-Panzerkorps keeping its damage', () => {
    let s = toTurn(setupState('SBE9', { advanced: true }), 44);
    s = toPhase(
      run(s, [ev('bite/block-add', { block: block({ name: 'LSSAH', cls: 'armour', maxSp: 4, sp: 2, colours: ['black', 'white', 'red', 'red'] }) })]),
      'B3',
    );
    const card = procedures(s, ctx).find((p) => p.id === 'bite.removal.lssah')!;
    const r = card.evaluate({ block: 'b1' }, ctx).resolve({ rolls: {}, cells: {}, choices: {} });
    s = run(s, r.events);
    expect(s.blocks.map((b) => [b.name, b.sp])).toEqual([[LSSAH_SUCCESSOR, 2]]);
    expect(words(biteBook.describe(ev('bite/oob-replace', { id: 'b1', name: 'X' }), s).text, en_)).toBe(
      `${LSSAH_SUCCESSOR} becomes X, keeping its damage (2 SP).`,
    );
  });
});

describe('BITE master calendar (notes §1.5): each dated rule in the phase it belongs to', () => {
  it('July 1941: production starts, recalled in B3 and C3 of SBE5', () => {
    const layers = setupState('SBE5', { advanced: true }).layers;
    expect(phaseEvents('B3', layers, ym(1941, 7), 'SBE5').map((x) => words(x, en_))).toHaveLength(1);
    expect(phaseEvents('C3', layers, ym(1941, 7), 'SBE5')).toHaveLength(1);
    expect(phaseEvents('B4', layers, ym(1941, 7), 'SBE5')).toHaveLength(0);
  });
  it("33.1 with 33.0: the winter locomotives in the Axis rail phase, Nov 1941 – Mar 1942; Italy's basic surrender in phase D of Sep 1943", () => {
    const layers = setupState('SBE9', { advanced: true, ro33: true }).layers;
    expect(phaseEvents('B4', layers, ym(1942, 1), 'SBE9').map((x) => x.rule)).toContain('33.1');
    expect(phaseEvents('C4', layers, ym(1942, 1), 'SBE9').map((x) => x.rule)).not.toContain('33.1');
    expect(phaseEvents('D', setupState('SBE9', {}).layers, ym(1943, 9), 'SBE9').map((x) => x.rule)).toEqual(['7.11']);
  });
  it("the SBE9 calendar lists every month with a dated rule and its phase: December 1941's removal in B3", () => {
    const cal = calendarOf(setupState('SBE9', { advanced: true }));
    const dec = cal.find((m) => m.turn === 7)!;
    expect(dec.items.find((i) => i.rules === '33.0, SBE9')?.phases).toEqual(['B3']);
    expect(cal.find((m) => m.turn === 44)?.items.some((i) => i.phases.includes('B3'))).toBe(true);
  });
});

describe('BITE campaign picture: income, saved PP and SP lost month by month', () => {
  it("two months of SBE5: July's income, August's, the saved PP carried, an SP lost in battle", () => {
    let s = setupState('SBE5', { advanced: true });
    s = run(s, [ev('bite/block-add', { block: block({ name: 'IX AK', cls: 'infantry', colours: ['black', 'black', 'black'] }) })]);
    s = toPhase(next(s, 22), 'B3');
    s = run(s, [ev('bite/income', { nation: 'germany', pp: incomeOf(s, 'germany', ctx).bag })]);
    s = run(s, [ev('bite/battle', { rounds: 1, units: [{ id: 'b1', name: 'IX AK', side: 'attacker', sp: 2, fate: 'in' }] })]);
    s = toPhase(next(s, 22), 'B3');
    s = run(s, [ev('bite/income', { nation: 'germany', pp: incomeOf(s, 'germany', ctx).bag })]);
    const h = historyOf(s, 'germany');
    expect(h.map((r) => [r.turn, r.income.yellow, r.saved.yellow, r.lost])).toEqual([
      [1, 0, 0, 0],
      [2, 24, 24, 1],
      [3, 24, 48, 0],
    ]);
  });
});
