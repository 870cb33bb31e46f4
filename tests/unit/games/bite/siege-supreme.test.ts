// Issue 11: the rest of BITE's supply and HQs — the supreme HQs' menus (13.8, TC-75), rail moves
// paid with an HQ's AP (7.4, 3.12), the advanced sieges (12.1–12.3) and the Desperate Attack's
// outcome fed from the battle (12.4.1, TC-46), each test named after its rule.
import { describe, expect, it } from 'vitest';
import en_ from '@/games/bite/i18n/en.json';
import it_ from '@/games/bite/i18n/it.json';
import { biteBook, ev } from '@/games/bite/events';
import { setupState, type BiteState, type Block } from '@/games/bite/state';
import { weatherChartSpec } from '@/games/bite/weather';
import { answersOf, makeChartAccess, walk } from '@/engine';
import type { GameEvent, RulesContext, Text } from '@/engine/types';
import { bagOf, boxOf } from '@/games/bite/economy';
import { canActivate, canMarkSupreme, canSupremeAct, supremeMenu } from '@/games/bite/hq';
import { canRail, railCapacity, railTurn } from '@/games/bite/rail';
import { finalFate } from '@/games/bite/siege';
import { evaluateBattle, type BattleInput, type BattleUnit } from '@/games/bite/battle';

const ctx: RulesContext = { settings: {}, charts: makeChartAccess([weatherChartSpec], []) };
const run = (s: BiteState, events: GameEvent[]) => events.reduce((st, e) => biteBook.reduce(st, e, ctx), s);
const words = (x: Text, lang: Record<string, unknown>): string => {
  const v = x.key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], lang);
  if (typeof v !== 'string') return `MISSING:${x.key}`;
  const forms = v.split(' | ');
  const form = forms.length === 1 ? v : x.params?.n === 1 ? forms[0]! : forms[forms.length - 1]!;
  return form.replace(/\{(\w+)\}/g, (m, k: string) => {
    const p = x.params?.[k];
    return p === undefined ? m : typeof p === 'object' ? words(p, lang) : String(p);
  });
};
const block = (p: Partial<Block>): Omit<Block, 'id' | 'eliminated'> => ({
  name: 'U',
  nation: 'germany',
  cls: 'infantry',
  maxSp: 4,
  sp: 4,
  colours: ['black', 'black', 'black', 'black'],
  shield: false,
  mountain: false,
  ski: false,
  zeroBase: false,
  supplied: true,
  ...p,
});
const refusal = (r: { ok: true } | { ok: false; error: Text }, lang = en_) => (r.ok ? 'ok' : words(r.error, lang));

describe('13.8: the supreme HQs and their menus', () => {
  /** SBE9 in July 1941 (turn 2): in June the Stavka is in shock (SBE5, SBE9). */
  const game = (opts: Record<string, boolean> = {}, turn = 2) => {
    let s = { ...setupState('SBE9', { advanced: true, ...opts }), turn };
    s = run(s, [
      ev('bite/block-add', { block: block({ name: 'Stavka', nation: 'ussr', cls: 'hq', maxSp: 3, sp: 3, colours: ['black', 'black', 'black'] }) }),
      ev('bite/block-add', { block: block({ name: 'FHQ', cls: 'hq' }) }),
      ev('bite/block-add', { block: block({ name: 'Antonescu', nation: 'romania', cls: 'hq', maxSp: 2, sp: 2, colours: ['black', 'black'] }) }),
      ev('bite/block-add', { block: block({ name: 'Mannerheim', nation: 'finland', cls: 'hq', maxSp: 2, sp: 2, colours: ['black', 'black'] }) }),
    ]);
    return run(s, [
      ev('bite/hq-supreme', { id: 'b1', kind: 'stavka' }),
      ev('bite/hq-supreme', { id: 'b2', kind: 'fhq' }),
      ev('bite/hq-supreme', { id: 'b3', kind: 'minor' }),
      ev('bite/hq-supreme', { id: 'b4', kind: 'minor' }),
    ]);
  };
  it('SBE5/SBE9 (frozen units): the Stavka is in shock and cannot be activated in June 1941; from July it can', () => {
    const june = game({}, 1);
    expect(refusal(canActivate(june, june.blocks[0]))).toBe('Stavka: the Stavka is in shock and cannot be activated in June 1941 (SBE9, frozen units).');
    expect(refusal(canActivate(june, june.blocks[0]), it_)).toBe(
      'Stavka: la Stavka è in stato di shock e non può essere attivata nel giugno 1941 (SBE9, unità congelate).',
    );
    expect(run(june, [ev('bite/hq-activate', { id: 'b1' })])).toBe(june);
    // The FHQ is not in shock; nor is the Stavka of a scenario that does not say so, nor in July.
    expect(refusal(canActivate(june, june.blocks[1]))).toBe('ok');
    expect(refusal(canActivate({ ...june, scenario: 'SBE3' }, june.blocks[0]))).toBe('ok');
    expect(refusal(canActivate(game(), game().blocks[0]))).toBe('ok');
  });
  it('13.8.1: the Stavka takes as many actions as its AP, at most one of each kind; the free rail move counts toward the limit (AMB-30)', () => {
    let s = game();
    const stavka = () => s.blocks[0];
    expect(refusal(canSupremeAct(s, stavka(), 'armour'))).toBe(
      'Stavka is not activated: a supreme HQ is activated at the start of the Movement phase to use its actions.',
    );
    s = run(s, [ev('bite/hq-activate', { id: 'b1' }), ev('bite/hq-action', { id: 'b1', action: 'armour', unit: '1 Gv TK' })]);
    expect(refusal(canSupremeAct(s, stavka(), 'armour'))).toBe(
      'Stavka has already taken this action this turn (Move 1 armour unit as if fully supplied): at most one of each kind.',
    );
    const e = ev('bite/hq-action', { id: 'b1', action: 'rail' });
    expect(words(biteBook.describe(e, s).text, it_)).toBe('Stavka, azione 2: 1 MSF gratuito (—); conta nel limite (lettura consigliata): MSF 1.');
    s = run(s, [e, ev('bite/hq-action', { id: 'b1', action: 'air' })]);
    expect(railTurn(s, 'soviet').used).toBe(1);
    expect(boxOf(s, 'ussr')).toEqual(bagOf({}));
    expect(refusal(canSupremeAct(s, stavka(), 'unsupplied'))).toBe('Stavka has taken all its actions this turn (3): no more (one per usable AP).');
    expect(run(s, [ev('bite/hq-action', { id: 'b1', action: 'unsupplied' })])).toBe(s);
    expect(words(supremeMenu(s, stavka())!.steps.at(-1)!, en_)).toBe('Actions taken this turn: 3 of 3.');
  });
  it('13.8.2 (TC-75): the FHQ takes only 2 special actions; it moves from Rastenburg to Berlin for good', () => {
    let s = run(game(), [
      ev('bite/hq-activate', { id: 'b2' }),
      ev('bite/hq-action', { id: 'b2', action: 'armour' }),
      ev('bite/hq-action', { id: 'b2', action: 'air' }),
    ]);
    expect(refusal(canSupremeAct(s, s.blocks[1], 'unsupplied'), it_)).toBe('FHQ ha fatto tutte le sue azioni speciali in questo turno (2): non ne restano.');
    expect(supremeMenu(s, s.blocks[1])!.steps.map((x) => x.key)).toContain('bite.eco.hq.fhqRastenburg');
    s = run(s, [ev('bite/fhq-berlin', {})]);
    expect(supremeMenu(s, s.blocks[1])!.steps.map((x) => x.key)).toContain('bite.eco.hq.fhqBerlin');
    expect(run(s, [ev('bite/fhq-berlin', {})])).toBe(s);
  });
  it('13.8.1 (TC-75): Moscow falls — the Stavka is eliminated (rebuilt at Chelyabinsk) and Soviet rail capacity is 4', () => {
    const s = run(game(), [ev('bite/moscow-falls', {})]);
    expect(s.blocks[0]).toMatchObject({ eliminated: true, sp: 0 });
    expect(railCapacity(s, 'soviet').limit).toBe(4);
    // The mark stays for the next turns; rebuilt, the Stavka stands at Chelyabinsk.
    const rebuilt = { ...s, blocks: s.blocks.map((b) => (b.id === 'b1' ? { ...b, sp: 3, eliminated: false } : b)) };
    expect(supremeMenu(rebuilt, rebuilt.blocks[0])!.steps.map((x) => x.key)).toContain('bite.eco.hq.stavkaChelyabinsk');
  });
  it('13.8.3, 18.0, 23.0, 31.0: a minor supreme HQ acts for its nation; no naval move for Mannerheim, no drop for any minor HQ; the optional rules gate their actions', () => {
    let s = game({ ro18: true, ro23: true });
    s = run(s, [ev('bite/hq-activate', { id: 'b3' }), ev('bite/hq-activate', { id: 'b4' })]);
    expect(refusal(canSupremeAct(s, s.blocks[2], 'paradrop'))).toBe('Antonescu cannot order a drop: only the Stavka or the FHQ can.');
    expect(refusal(canSupremeAct(s, s.blocks[3], 'naval'))).toBe('Mannerheim cannot order naval moves: the Finnish and Hungarian supreme HQs cannot.');
    expect(refusal(canSupremeAct(s, s.blocks[2], 'naval'))).toBe('ok');
    expect(refusal(canSupremeAct(s, s.blocks[2], 'reserve'))).toBe('“Put 1 armour unit in Reserve” needs the optional rule 31.0.');
    expect(refusal(canMarkSupreme(s, s.blocks[0], 'fhq'))).toBe('Stavka is an HQ of the USSR: it cannot be the FHQ.');
  });
});

describe("7.4/3.12: a rail move paid with an HQ's AP", () => {
  it('7.4: the HQ named loses 1 AP, journaled; its last AP removes it; without an HQ named the move is refused in words', () => {
    let s = setupState('SBE9', { advanced: true });
    s = run(s, [ev('bite/block-add', { block: block({ name: 'Pz.Gr. 2', cls: 'armourHq', maxSp: 2, sp: 2, colours: ['black', 'black'] }) })]);
    expect(refusal(canRail(s, 'axis', 'normal', 'ap', ctx, { hq: '' }))).toBe('Choose the HQ whose AP pays the rail move.');
    const e = ev('bite/rail-move', { side: 'axis', kind: 'normal', pay: 'ap', unit: 'XXXIX Pz', hq: 'b1' });
    expect(words(biteBook.describe(e, s).text, en_)).toBe('Axis: rail move 1 (XXXIX Pz), paid with 1 AP of Pz.Gr. 2 (2 → 1).');
    expect(biteBook.describe(e, s).rules).toEqual(['7.4', '3.12']);
    s = run(s, [e]);
    expect(s.blocks[0].sp).toBe(1);
    const last = ev('bite/rail-move', { side: 'axis', kind: 'outside', pay: 'ap', hq: 'b1' });
    expect(words(biteBook.describe(last, s).text, it_)).toBe(
      "Asse: MSF fuori dall'Unione Sovietica (—), pagato con l’ultimo PA di Pz.Gr. 2, rimosso (potrà essere ricostruito).",
    );
    s = run(s, [last]);
    expect(s.blocks[0]).toMatchObject({ sp: 0, eliminated: true });
    expect(refusal(canRail(s, 'axis', 'normal', 'ap', ctx, { hq: 'b1' }))).toBe('Pz.Gr. 2 is not an HQ of the Axis with an AP to spend.');
  });
});

describe('12.1–12.3: the advanced sieges at the final check', () => {
  const besieged = (kind: 'port' | 'sevastopol' | 'leningrad', sp: number, more: Partial<Block> = {}) => {
    let s = setupState('SBE9', { advanced: true });
    s = run(s, [ev('bite/block-add', { block: block({ name: '42 A', nation: 'ussr', sp, ...more }) }), ev('bite/siege', { id: 'b1', kind })]);
    return s;
  };
  it('12.1: a unit besieged in a port or its own capital loses 1 SP instead of surrendering, and surrenders at 1 SP', () => {
    let s = besieged('port', 2);
    expect(s.blocks[0].supplied).toBe(false);
    const f = finalFate(s, s.blocks[0]);
    expect(f.kind).toBe('loseSp');
    expect(run(s, [ev('bite/surrender', { id: 'b1', gainer: 'germany', pp: bagOf({ yellow: 1 }) })])).toBe(s);
    s = run(s, [ev('bite/siege-loss', { id: 'b1' })]);
    expect(s.blocks[0].sp).toBe(1);
    const g = finalFate(s, s.blocks[0]);
    expect(g.kind).toBe('surrender');
    expect(run(s, [ev('bite/siege-loss', { id: 'b1' })])).toBe(s);
    s = run(s, [ev('bite/surrender', { id: 'b1', gainer: 'germany', pp: bagOf({ yellow: 1 }) })]);
    expect(s.blocks[0].eliminated).toBe(true);
    expect(boxOf(s, 'germany').yellow).toBe(1);
  });
  it('12.1 note: a 0-SP unit besieged never surrenders', () => {
    const s = besieged('port', 0, { cls: 'artillery', zeroBase: true });
    expect(finalFate(s, s.blocks[0]).kind).toBe('never');
  });
  it('12.2: a unit besieged in Sevastopol never loses SP and never surrenders', () => {
    const s = besieged('sevastopol', 1);
    const f = finalFate(s, s.blocks[0]);
    expect(f.kind === 'holds' ? words(f.steps[0], en_) : f.kind).toBe('42 A is besieged in Sevastopol: it never loses SP and never surrenders.');
    expect(run(s, [ev('bite/surrender', { id: 'b1', gainer: 'germany', pp: bagOf({ yellow: 1 }) })])).toBe(s);
  });
  it('12.3: in the Leningrad pocket the Road of Life keeps the units whole; cut, siege supply (12.1) applies', () => {
    let s = besieged('leningrad', 3);
    expect(finalFate(s, s.blocks[0]).kind).toBe('holds');
    s = run(s, [ev('bite/road-of-life', { open: false })]);
    const f = finalFate(s, s.blocks[0]);
    expect(f.kind === 'loseSp' ? f.steps.map((x) => words(x, it_)) : f.kind).toEqual([
      'La Strada della Vita è interrotta: rifornimento d’assedio.',
      '42 A è assediata: perde 1 PF invece di arrendersi (3 → 2).',
    ]);
  });
  it('12.x belongs to the advanced rules: in the basic game a siege mark changes nothing', () => {
    let s = setupState('SBE4', {});
    s = run(s, [ev('bite/block-add', { block: block({ name: '42 A', nation: 'ussr', supplied: false }) })]);
    expect(run(s, [ev('bite/siege', { id: 'b1', kind: 'port' })])).toBe(s);
  });
});

describe('12.4.1 (TC-46): the Desperate Attack fed from the battle into surrender', () => {
  const u = (p: Partial<BattleUnit> & Pick<BattleUnit, 'id' | 'side' | 'nation' | 'cls'>): BattleUnit => ({
    name: p.id,
    sp: 2,
    maxSp: 2,
    tech: 2,
    supplied: true,
    ...p,
  });
  it('12.4.1 (TC-46): unsupplied TECH 2 attackers fail to eliminate every enemy ground unit in round 1 — all of them, 0-SP artillery too, surrender at once; the enemy gains PP (12.5)', () => {
    let s = setupState('SBE9', { advanced: true });
    s = run(s, [
      ev('bite/block-add', { block: block({ name: '6. Armee', maxSp: 2, sp: 2, colours: ['black', 'black'], supplied: false }) }),
      ev('bite/block-add', { block: block({ name: 'Art', cls: 'artillery', maxSp: 2, sp: 0, colours: ['black', 'black'], zeroBase: true, supplied: false }) }),
      ev('bite/block-add', { block: block({ name: '62 A', nation: 'ussr', maxSp: 2, sp: 2, colours: ['black', 'black'] }) }),
    ]);
    const input: BattleInput = {
      units: [
        u({ id: 'b1', name: '6. Armee', side: 'attacker', nation: 'germany', cls: 'infantry', supplied: false }),
        u({ id: 'b2', name: 'Art', side: 'attacker', nation: 'germany', cls: 'artillery', sp: 0, zeroBase: true, supplied: false }),
        u({ id: 'b3', name: '62 A', side: 'defender', nation: 'ussr', cls: 'infantry', tech: 1 }),
      ],
      hex: { terrain: 'plain', city: 'none', crossing: 'none' },
      weather: 'fair',
      round: 1,
      recon: true,
      situations: { desperate: true },
      layers: { advanced: true, optional: [] },
    };
    // Every die misses: 62 A still stands after the first round.
    const e0 = evaluateBattle(input);
    let a = answersOf({});
    let w = walk(e0, a);
    for (let k = 0; k < 20 && w.pending; k++) {
      const q = w.pending;
      a =
        q.kind === 'roll'
          ? { ...a, rolls: { ...a.rolls, [q.id]: { faces: q.roll.dice.map(() => 1), source: 'app' as const } } }
          : { ...a, choices: { ...a.choices, [q.id]: 'stay' } };
      w = walk(e0, a);
    }
    expect(w.pending).toBeUndefined();
    const keys = w.resolution.derivation.map((x) => x.key);
    expect(keys).toContain('bite.battle.desperateFailed');
    const e = w.resolution.events[0] as GameEvent;
    expect((e.payload as { units: { id: string; fate: string }[] }).units.map((x) => [x.id, x.fate])).toEqual([
      ['b1', 'surrendered'],
      ['b2', 'surrendered'],
      ['b3', 'in'],
    ]);
    expect(words(biteBook.describe(e, s).text, en_)).toBe(
      'Battle over; rounds: 1; units eliminated: 0; the Desperate Attack failed and these surrender: 6. Armee, Art.',
    );
    s = run(s, [e]);
    expect(s.blocks.map((b) => b.eliminated)).toEqual([true, true, false]);
    expect(boxOf(s, 'ussr')).toEqual(bagOf({ yellow: 2 }));
  });
});
