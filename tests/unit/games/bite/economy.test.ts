// Issue 11: BITE's production phase — the notes' worked examples (§7.5) named after their rules,
// the scenario figures, the typed centres and their control, German aid, the storage limit,
// repairs and rebuilds priced by the colour of each step, the events' strict schemas, the
// centres pack, and every journal sentence and step in both languages.
import { describe, expect, it } from 'vitest';
import it_ from '@/games/bite/i18n/it.json';
import en_ from '@/games/bite/i18n/en.json';
import { biteBook, ev } from '@/games/bite/events';
import { setupState, type BiteState, type Block } from '@/games/bite/state';
import { weatherChartSpec } from '@/games/bite/weather';
import { makeChartAccess } from '@/engine';
import type { GameEvent, RulesContext, Text } from '@/engine/types';
import {
  aidGiven,
  bagOf,
  boxOf,
  canAid,
  canCollect,
  canPay,
  economyInterpretations,
  economyOf,
  incomeOf,
  repairPrice,
  storageExcess,
  SCENARIO_PRODUCTION,
} from '@/games/bite/economy';
import { centreOfForm, emptyCentreForm, exportCentresPack, parseCentresPack } from '@/games/bite/centres';
import { bite } from '@/games/bite';
import { inProduction } from './gapsHelpers';

/** A repair checked as the production card and the economy panel check it: its price (7.3, 11.0), then the box (7.3). */
const canRepair = (...a: Parameters<typeof repairPrice>) => {
  const p = repairPrice(...a);
  return p.ok ? canPay(a[0], a[1].nation, p.cost) : p;
};

const ctx: RulesContext = { settings: {}, charts: makeChartAccess([weatherChartSpec], []) };
const withSettings = (settings: Record<string, string>): RulesContext => ({ ...ctx, settings });
const run = (s: BiteState, events: GameEvent[], c = ctx) => events.reduce((st, e) => biteBook.reduce(st, e, c), s);
const next = (s: BiteState, n = 1) =>
  run(
    s,
    Array.from({ length: n }, () => ({ type: 'core/next-phase', at: 0 })),
  );
/** The same game one month on (21 phases a turn). */
const nextTurn = (s: BiteState) => next(s, 22);
/** A message in words, its parameters filled in (nested texts too), as a player reads it. */
const words = (x: Text, lang: Record<string, unknown>): string => {
  const v = x.key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], lang);
  if (typeof v !== 'string') return `MISSING:${x.key}`;
  return v.replace(/\{(\w+)\}/g, (m, k: string) => {
    const p = x.params?.[k];
    return p === undefined ? m : typeof p === 'object' ? words(p, lang) : String(p);
  });
};

const block = (p: Partial<Block> = {}): Omit<Block, 'id' | 'eliminated'> => ({
  name: 'XXXIX. Pz',
  nation: 'germany',
  cls: 'armour',
  maxSp: 4,
  sp: 1,
  colours: ['black', 'white', 'red', 'red'],
  shield: false,
  mountain: false,
  ski: false,
  zeroBase: false,
  supplied: true,
  ...p,
});

describe('BITE production: income (7.3, 11.0, 3.13, scenarios)', () => {
  it('3.13 (TC-39): the Soviet yellow income in SBE9 is 50 − 4 = 46', () => {
    const s = nextTurn(setupState('SBE9', { advanced: true }));
    expect(incomeOf(s, 'ussr', ctx).bag).toEqual({ yellow: 46, red: 7, blue: 6, black: 0 });
    // With the typed centres alone: 50 yellow typed → 46 after the fixed schedule's 4.
    const c = run(s, [
      ev('bite/centre-add', { centre: { name: 'Moskva', pp: 30, colour: 'yellow', owner: 'ussr', controller: 'ussr', usable: true } }),
      ev('bite/centre-add', { centre: { name: 'Leningrad', pp: 20, colour: 'yellow', owner: 'ussr', controller: 'ussr', usable: true } }),
    ]);
    expect(incomeOf(c, 'ussr', withSettings({ incomeBasis: 'centres' })).bag.yellow).toBe(46);
    // 17.0 research replaces the schedule: no deduction.
    const r = run(
      nextTurn(setupState('SBE9', { advanced: true, ro17: true })),
      c.economy ? [ev('bite/centre-add', { centre: { name: 'Moskva', pp: 50, colour: 'yellow', owner: 'ussr', controller: 'ussr', usable: true } })] : [],
    );
    expect(incomeOf(r, 'ussr', withSettings({ incomeBasis: 'centres' })).bag.yellow).toBe(50);
    // The other reading of 3.13, a setting: the scenario's 46 reduced again.
    expect(incomeOf(s, 'ussr', withSettings({ sovietDeduction: 'deduct' })).bag.yellow).toBe(42);
  });
  it("3.13/17.0: with research the fixed schedule's 4 PP are the Soviets' again — 46 + 4 = 50 in SBE9 and SBE5; other scenarios as printed", () => {
    const r = nextTurn(setupState('SBE9', { advanced: true, ro17: true }));
    const inc = incomeOf(r, 'ussr', ctx);
    expect(inc.bag.yellow).toBe(50);
    expect(inc.steps.some((x) => x.key === 'bite.eco.step.researchRefund' && x.rule === '17.0')).toBe(true);
    expect(inc.steps.some((x) => x.key === 'bite.eco.step.alreadyNet')).toBe(false);
    expect(incomeOf(nextTurn(setupState('SBE5', { advanced: true, ro17: true })), 'ussr', ctx).bag.yellow).toBe(50);
    // Germany pays nothing for the schedule (3.13): no change.
    expect(incomeOf(r, 'germany', ctx).bag.yellow).toBe(24);
    // The other reading of 3.13 never took them: the printed 46 stands.
    expect(incomeOf(r, 'ussr', withSettings({ sovietDeduction: 'deduct' })).bag.yellow).toBe(46);
    // SBE6's 34 is not the Campaign's 50 − 4: left as printed.
    expect(incomeOf(setupState('SBE6', { advanced: true, ro17: true }), 'ussr', ctx).bag.yellow).toBe(34);
  });
  it('AMB-32: the 1941 scenarios produce from July, SBE6–SBE8 from their first month', () => {
    expect(incomeOf(setupState('SBE5', { advanced: true }), 'germany', ctx).bag).toEqual(bagOf({}));
    expect(incomeOf(nextTurn(setupState('SBE5', { advanced: true })), 'germany', ctx).bag).toEqual({ yellow: 24, red: 3, blue: 9, black: 10 });
    expect(incomeOf(setupState('SBE6', { advanced: true }), 'germany', ctx).bag).toEqual({ yellow: 36, red: 8, blue: 12, black: 12 });
    expect(incomeOf(setupState('SBE8', { advanced: true }), 'ussr', ctx).bag).toEqual({ yellow: 43, red: 18, blue: 18, black: 0 });
    expect(SCENARIO_PRODUCTION.SBE3.income).toEqual({ germany: { yellow: 5 }, romania: { yellow: 2 }, hungary: { yellow: 1 }, ussr: { yellow: 15 } });
  });
  it('7.3: the basic game knows only yellow PP; Italy and Finland have none of their own (5.2)', () => {
    const s = nextTurn(setupState('SBE5', {}));
    expect(incomeOf(s, 'germany', ctx).bag).toEqual(bagOf({ yellow: 24 }));
    expect(incomeOf(s, 'romania', ctx).bag).toEqual(bagOf({ yellow: 2 }));
    expect(incomeOf(s, 'italy', ctx).bag).toEqual(bagOf({}));
    expect(incomeOf(s, 'italy', ctx).steps.some((x) => x.key === 'bite.eco.step.aidOnly' && x.rule === '5.2')).toBe(true);
  });
  it('3.6/11.2: the income follows control — a captured centre moves its PP; a cut-off one (the Kerch example, 11.3) produces nothing', () => {
    let s = nextTurn(setupState('SBE9', { advanced: true }));
    s = run(s, [
      ev('bite/centre-add', { centre: { name: 'Kerch', pp: 1, colour: 'yellow', owner: 'ussr', controller: 'ussr', usable: true } }),
      ev('bite/centre-add', { centre: { name: 'Maykop', pp: 5, colour: 'black', owner: 'ussr', controller: 'ussr', usable: true } }),
    ]);
    expect(incomeOf(s, 'germany', ctx).bag.yellow).toBe(24);
    s = run(s, [ev('bite/centre-control', { id: 'c1', controller: 'germany' })]);
    expect(incomeOf(s, 'germany', ctx).bag.yellow).toBe(25);
    expect(incomeOf(s, 'ussr', ctx).bag.yellow).toBe(45);
    // TC-43: a partisan cuts the rail, Kerch is no major port: the PP cannot be used this turn.
    s = run(s, [ev('bite/centre-usable', { id: 'c1', usable: false })]);
    expect(incomeOf(s, 'germany', ctx).bag.yellow).toBe(24);
    expect(incomeOf(s, 'germany', ctx).steps.find((x) => x.key === 'bite.eco.step.cut')?.rule).toBe('11.2');
    // Maykop's oil taken: the Germans gain 5 black; the Soviets track no oil, so they lose none.
    s = run(s, [ev('bite/centre-control', { id: 'c2', controller: 'germany' })]);
    expect(incomeOf(s, 'germany', ctx).bag.black).toBe(15);
    expect(incomeOf(s, 'ussr', ctx).bag).toEqual({ yellow: 45, red: 7, blue: 6, black: 0 });
  });
  it('7.3: the income is collected once a turn into the box; a second collection is refused in words and changes nothing', () => {
    let s = nextTurn(setupState('SBE5', { advanced: true }));
    const inc = incomeOf(s, 'germany', ctx).bag;
    s = run(s, [ev('bite/income', { nation: 'germany', pp: inc })]);
    expect(boxOf(s, 'germany')).toEqual(inc);
    const c = canCollect(s, 'germany');
    expect(c.ok ? '' : words(c.error, en_)).toContain('already collected');
    expect(run(s, [ev('bite/income', { nation: 'germany', pp: inc })])).toBe(s);
    // Next month the box keeps what was saved and takes the new income.
    s = nextTurn(s);
    s = run(s, [ev('bite/income', { nation: 'germany', pp: inc })]);
    expect(boxOf(s, 'germany').yellow).toBe(48);
  });
});

describe('BITE production: aid, storage (5.2, 11.2)', () => {
  it('5.2 (TC-63): Germany sends at most 3 PP a turn to each ally', () => {
    let s = nextTurn(setupState('SBE5', { advanced: true }));
    s = run(s, [ev('bite/income', { nation: 'germany', pp: incomeOf(s, 'germany', ctx).bag }), ev('bite/aid', { ally: 'italy', colour: 'yellow', pp: 2 })]);
    expect(boxOf(s, 'italy').yellow).toBe(2);
    expect(boxOf(s, 'germany').yellow).toBe(22);
    const c = canAid(s, 'italy', 'yellow', 2);
    expect(c.ok ? '' : words(c.error, it_)).toContain('al massimo 3');
    expect(run(s, [ev('bite/aid', { ally: 'italy', colour: 'yellow', pp: 2 })])).toBe(s);
    expect(canAid(s, 'italy', 'red', 1).ok).toBe(true);
    expect(canAid(s, 'finland', 'yellow', 3).ok).toBe(true);
    expect(aidGiven(nextTurn(s), 'italy')).toBe(0);
  });
  it('5.2: the aid cannot exceed what Germany holds, nor be coloured in the basic game', () => {
    const s = nextTurn(setupState('SBE5', {}));
    expect(canAid(s, 'romania', 'yellow', 1).ok).toBe(false);
    expect(canAid(run(s, [ev('bite/income', { nation: 'germany', pp: bagOf({ yellow: 24 }) })]), 'romania', 'red', 1).ok).toBe(false);
  });
  it('11.2 (TC-42, AMB-35): saved 5 yellow, 3 red, 4 blue is over the limit by 2; the owner discards 2', () => {
    let s = setupState('SBE9', { advanced: true });
    s = run(s, [
      ev('bite/pp-adjust', { nation: 'germany', colour: 'yellow', delta: 5, reason: 'saved' }),
      ev('bite/pp-adjust', { nation: 'germany', colour: 'red', delta: 3, reason: 'saved' }),
      ev('bite/pp-adjust', { nation: 'germany', colour: 'blue', delta: 4, reason: 'saved' }),
    ]);
    expect(storageExcess(s, 'germany')).toBe(2);
    s = run(s, [ev('bite/pp-discard', { nation: 'germany', colour: 'blue', pp: 2 })]);
    expect(storageExcess(s, 'germany')).toBe(0);
    expect(boxOf(s, 'germany')).toEqual({ yellow: 5, red: 3, blue: 2, black: 0 });
    // The basic game has no storage limit (only yellow PP).
    expect(storageExcess(setupState('SBE9', {}), 'germany')).toBe(0);
    // 34.0: the turn's Lend-Lease PP need no yellow and are never saved — not weighed by 11.2.
    let u = setupState('SBE9', { advanced: true, ro34: true });
    for (let i = 0; i < 3; i++) u = nextTurn(u);
    u = run(u, [
      ev('bite/pp-adjust', { nation: 'ussr', colour: 'yellow', delta: 2, reason: 'saved' }),
      ev('bite/pp-adjust', { nation: 'ussr', colour: 'red', delta: 3, reason: 'saved' }),
    ]);
    expect(storageExcess(u, 'ussr')).toBe(1);
    const shipment = { pacific: bagOf({ red: 3, blue: 2 }), arctic: bagOf({ red: 2, blue: 1 }), persia: bagOf({}) };
    u = run(u, [ev('bite/lend-lease', { shipment, lost: { arctic: bagOf({}), persia: bagOf({}) } })]);
    expect(boxOf(u, 'ussr')).toEqual({ yellow: 2, red: 8, blue: 3, black: 0 });
    expect(storageExcess(u, 'ussr')).toBe(1);
    // A correction never takes a box below 0.
    expect(run(s, [ev('bite/pp-adjust', { nation: 'germany', colour: 'red', delta: -4, reason: 'x' })])).toBe(s);
  });
});

describe('BITE production: repairs and rebuilds (7.3, 11.0)', () => {
  it('7.3 (TC-40): a step costs 1, 2, 3 PP by its colour black, white, red; a blue step is never rebuilt', () => {
    const s = inProduction(setupState('SBE4', {}), 'axis');
    const b = { ...block({ sp: 0, colours: ['black', 'white', 'red', 'blue'], cls: 'infantry', zeroBase: true }), id: 'b1', eliminated: false };
    const price = (n: number) => {
      const p = repairPrice(s, b, n, ctx);
      return p.ok ? p.cost.yellow : words(p.error, en_);
    };
    expect([price(1), price(2), price(3)]).toEqual([1, 3, 6]);
    expect(price(4)).toContain('blue SP are never rebuilt');
  });
  it('11.0 (TC-41, AMB-34): advanced — a black armour step costs 1 yellow + 1 red, a red one 3 yellow + 3 red (or 3 + 1 with the other reading)', () => {
    const s = setupState('SBE9', { advanced: true });
    const b = { ...block({ sp: 2, colours: ['black', 'black', 'red', 'red'] }), id: 'b1', eliminated: false };
    const cost = (c = ctx, n = 1, x: Block = b) => {
      const p = repairPrice(inProduction(s, x.nation === 'ussr' ? 'soviet' : 'axis'), x, n, c);
      return p.ok ? p.cost : null;
    };
    expect(cost(ctx, 1, { ...b, sp: 1 })).toEqual(bagOf({ yellow: 1, red: 1 }));
    expect(cost()).toEqual(bagOf({ yellow: 3, red: 3 }));
    expect(cost(withSettings({ repairPricing: 'yellowOnly' }))).toEqual(bagOf({ yellow: 3, red: 1 }));
    // A fighter takes blue, a German HQ black, a Soviet HQ only yellow (no oil), infantry only yellow.
    expect(cost(ctx, 1, { ...b, cls: 'fighter' })).toEqual(bagOf({ yellow: 3, blue: 3 }));
    expect(cost(ctx, 1, { ...b, cls: 'hq' })).toEqual(bagOf({ yellow: 3, black: 3 }));
    expect(cost(ctx, 1, { ...b, cls: 'hq', nation: 'ussr' })).toEqual(bagOf({ yellow: 3 }));
    expect(cost(ctx, 1, { ...b, cls: 'infantry' })).toEqual(bagOf({ yellow: 3 }));
  });
  it('4.4, 5.4: no repairs out of supply; an eliminated Italian unit is never rebuilt; never more steps than are missing', () => {
    const s = inProduction(setupState('SBE9', { advanced: true }), 'axis');
    const b = { ...block(), id: 'b1', eliminated: false };
    const err = (x: Block, n = 1) => {
      const p = repairPrice(s, x, n, ctx);
      return p.ok ? '' : words(p.error, en_);
    };
    expect(err({ ...b, supplied: false })).toContain('out of supply');
    expect(err({ ...b, nation: 'italy', eliminated: true, sp: 0 })).toContain('never rebuilt');
    expect(err(b, 4)).toContain('lacks 3 SP');
  });
  it("7.3: a repair is paid from the nation's box and lands on the roster; a rebuild brings an eliminated block back; a box short of PP refuses in words", () => {
    let s = inProduction(nextTurn(setupState('SBE5', { advanced: true })), 'axis');
    s = run(s, [
      ev('bite/block-add', { block: block() }),
      ev('bite/block-add', { block: block({ name: '9. Armee', cls: 'infantry', sp: 3, colours: ['black', 'black', 'black', 'white'] }) }),
    ]);
    s = run(s, [ev('bite/battle', { rounds: 1, units: [{ id: 'b2', name: '9. Armee', side: 'defender', sp: 0, fate: 'eliminated' }] })]);
    const armour = s.blocks[0];
    const short = canRepair(s, armour, 2, ctx);
    // Steps 2 and 3 are white and red: (2 + 3) yellow and as many red (AMB-34).
    expect(short.ok ? '' : words(short.error, en_)).toContain('Germany has no PP; this needs 5 yellow, 5 red.');
    s = run(s, [ev('bite/income', { nation: 'germany', pp: incomeOf(s, 'germany', ctx).bag })]);
    const p = repairPrice(s, armour, 1, ctx);
    if (!p.ok) throw new Error('price');
    expect(p.cost).toEqual(bagOf({ yellow: 2, red: 2 }));
    s = run(s, [ev('bite/repair', { id: 'b1', steps: 1, cost: p.cost })]);
    expect([s.blocks[0].sp, boxOf(s, 'germany')]).toEqual([2, { yellow: 22, red: 1, blue: 9, black: 10 }]);
    // The next step is red (3 yellow + 3 red) and only 1 red is left: refused, nothing changes.
    const again = repairPrice(s, s.blocks[0], 1, ctx);
    if (!again.ok) throw new Error('price');
    expect(run(s, [ev('bite/repair', { id: 'b1', steps: 1, cost: again.cost })])).toBe(s);
    // The eliminated infantry rebuilt with 2 steps (black, black): 2 yellow.
    const rb = repairPrice(s, s.blocks[1], 2, ctx);
    if (!rb.ok) throw new Error('price');
    expect([rb.rebuild, rb.cost]).toEqual([true, bagOf({ yellow: 2 })]);
    s = run(s, [ev('bite/repair', { id: 'b2', steps: 2, cost: rb.cost })]);
    expect([s.blocks[1].sp, s.blocks[1].eliminated, boxOf(s, 'germany').yellow]).toEqual([2, false, 20]);
  });
});

describe('BITE production: centres, schemas, pack and words', () => {
  it('the centre form refuses in words what is missing', () => {
    const r = centreOfForm({ ...emptyCentreForm(), name: ' ', pp: 0 });
    expect(r.ok ? [] : r.errors.map((e) => words(e, en_))).toEqual(["Type the centre's name.", "The centre's PP: a whole number from 1 to 50."]);
    expect(centreOfForm({ ...emptyCentreForm(), name: 'Maykop', pp: 5, colour: 'black' }).ok).toBe(true);
  });
  it('strict schemas refuse what does not belong', () => {
    const bad: GameEvent[] = [
      { type: 'bite/income', payload: { nation: 'germany', pp: { yellow: 1 } }, at: 0 },
      { type: 'bite/income', payload: { nation: 'germany', pp: { yellow: 1, red: 0, blue: 0, black: 0, white: 1 } }, at: 0 },
      { type: 'bite/aid', payload: { ally: 'germany', colour: 'yellow', pp: 1 }, at: 0 },
      { type: 'bite/aid', payload: { ally: 'italy', colour: 'yellow', pp: 4 }, at: 0 },
      { type: 'bite/repair', payload: { id: 'b1', steps: 0, cost: bagOf({}) }, at: 0 },
      { type: 'bite/centre-add', payload: { centre: { name: 'X', pp: 1, colour: 'white', owner: 'ussr', controller: 'ussr', usable: true } }, at: 0 },
      { type: 'bite/pp-adjust', payload: { nation: 'ussr', colour: 'yellow', delta: 0, reason: 'x' }, at: 0 },
      { type: 'bite/pp-adjust', payload: { nation: 'ussr', colour: 'yellow', delta: 2, reason: '' }, at: 0 },
    ];
    for (const e of bad) expect(biteBook.check(e).ok, JSON.stringify(e)).toBe(false);
    expect(biteBook.check({ type: 'bite/aid', payload: { ally: 'italy', colour: 'yellow', pp: 3 }, at: 0 }).ok).toBe(true);
  });
  it('the centres pack: exported and read back whole, held by their owners; a bad pack is refused whole', () => {
    let s = setupState('SBE9', { advanced: true });
    s = run(s, [
      ev('bite/centre-add', { centre: { name: 'Maykop', pp: 5, colour: 'black', owner: 'ussr', controller: 'germany', usable: false } }),
      ev('bite/centre-add', { centre: { name: 'Police', pp: 2, colour: 'black', owner: 'germany', controller: 'germany', usable: true } }),
    ]);
    const text = exportCentresPack(economyOf(s).centres);
    const r = parseCentresPack(text);
    if (!r.ok) throw new Error('pack');
    const t = run(setupState('SBE9', { advanced: true }), r.events);
    expect(economyOf(t).centres.map((c) => [c.name, c.pp, c.colour, c.owner, c.controller, c.usable])).toEqual([
      ['Maykop', 5, 'black', 'ussr', 'ussr', true],
      ['Police', 2, 'black', 'germany', 'germany', true],
    ]);
    const broken = JSON.parse(text) as { centres: { pp: number }[] };
    broken.centres[1].pp = 0;
    const b = parseCentresPack(JSON.stringify(broken));
    expect(b.ok ? '' : words(b.error, en_)).toBe('Centre 2 (Police) is not valid: nothing was imported.');
    const n = parseCentresPack('{"kind":"aiutante-bite-roster","version":1,"blocks":[]}');
    expect(n.ok ? '' : words(n.error, it_)).toBe('Questo file non è un pacchetto di centri di BITE.');
  });
  it('a game saved before the economy existed still opens: its economy starts empty', () => {
    const old = { ...setupState('SBE5', { advanced: true }) };
    delete old.economy;
    const s = run(nextTurn(old), [ev('bite/income', { nation: 'ussr', pp: bagOf({ yellow: 46 }) })]);
    expect(boxOf(s, 'ussr').yellow).toBe(46);
  });
  it("the economy settings are the module's interpretations, each with its rule and its default", () => {
    expect(bite.interpretations.filter((d) => economyInterpretations.includes(d)).map((d) => [d.id, d.rule, d.default])).toEqual([
      ['incomeBasis', '11.0', 'scenario'],
      ['sovietDeduction', '3.13', 'net'],
      ['repairPricing', '11.0', 'both'],
    ]);
  });
  it('every journal sentence and derivation step exists in Italian and English, with its rule', () => {
    let s = nextTurn(setupState('SBE9', { advanced: true }));
    const events: GameEvent[] = [
      ev('bite/centre-add', { centre: { name: 'Kerch', pp: 1, colour: 'yellow', owner: 'ussr', controller: 'ussr', usable: true } }),
      ev('bite/centre-edit', { id: 'c1', patch: { pp: 2 } }),
      ev('bite/centre-control', { id: 'c1', controller: 'germany' }),
      ev('bite/centre-usable', { id: 'c1', usable: false }),
      ev('bite/centre-usable', { id: 'c1', usable: true }),
      ev('bite/income', { nation: 'germany', pp: bagOf({ yellow: 24, red: 3 }) }),
      ev('bite/aid', { ally: 'romania', colour: 'yellow', pp: 3 }),
      ev('bite/block-add', { block: block() }),
      ev('bite/repair', { id: 'b1', steps: 1, cost: bagOf({ yellow: 2, red: 2 }) }),
      ev('bite/pp-discard', { nation: 'germany', colour: 'red', pp: 1 }),
      ev('bite/pp-adjust', { nation: 'germany', colour: 'yellow', delta: -1, reason: 'error' }),
      ev('bite/pp-adjust', { nation: 'germany', colour: 'yellow', delta: 1, reason: 'error' }),
      ev('bite/centre-remove', { id: 'c1' }),
    ];
    const keys = new Set<string>();
    const collect = (x: unknown): void => {
      if (Array.isArray(x)) x.forEach(collect);
      else if (x && typeof x === 'object') {
        const k = (x as Partial<Text>).key;
        if (typeof k === 'string' && k.startsWith('bite.')) keys.add(k);
        Object.values(x).forEach(collect);
      }
    };
    for (const e of events) {
      const j = biteBook.describe(e, s);
      if (e.type !== 'bite/block-add' && e.type !== 'bite/centre-remove' && e.type !== 'bite/centre-edit')
        expect(j.rules?.length ?? 0, e.type).toBeGreaterThan(0);
      collect(j);
      s = biteBook.reduce(s, e, ctx);
    }
    expect(boxOf(s, 'germany')).toEqual({ yellow: 19, red: 0, blue: 0, black: 0 });
    for (const n of ['germany', 'ussr', 'italy'] as const) collect(incomeOf(s, n, withSettings({ incomeBasis: 'centres' })).steps);
    collect(incomeOf(setupState('SBE5', {}), 'germany', ctx).steps);
    collect(incomeOf(nextTurn(setupState('SBE5', {})), 'germany', ctx).steps);
    const p = repairPrice(s, { ...s.blocks[0], sp: 1 }, 1, withSettings({ repairPricing: 'yellowOnly' }));
    collect(p);
    for (const k of keys) {
      expect(words({ key: k }, en_), k).not.toContain('MISSING');
      expect(words({ key: k }, it_), k).not.toContain('MISSING');
    }
    expect(keys.size).toBeGreaterThan(25);
  });
});
