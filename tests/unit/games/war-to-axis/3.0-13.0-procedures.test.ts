// The procedure cards of War to Axis's turn, read the way the players read them: each card's
// title, rule, text and "done" line; the activation rolls (3.1 basic, 8.0 advanced) with their
// questions, odds labels and the event cards drawn (2.6); a unit's activation and how it counts
// (3.2, 8.0, 8.1); the rally of every HQ on R option c (8.0, 6.0); the strategic bombardment's
// card and chain (9.0–9.4, A7, A13–A15); the reinforcements (2.6.1, 2.6.2, 7.2); and which cards
// each phase offers (3.0, 8.1, 13.0).
import { describe, expect, it } from 'vitest';
import type { Answers, ChoiceQuestion, Evaluation, RolledDice, RollQuestion } from '@/engine/types';
import { answersOf, walk } from '@/engine/resolution';
import { faceIndex } from '@/games/war-to-axis/dice';
import { prob } from '@/games/war-to-axis/words';
import { frac } from '@/engine/fraction';
import {
  activateProcedure,
  activationCount,
  activationErrors,
  advancedRollProcedure,
  basicRollProcedure,
  inPlay,
  orderFrom,
  procedures,
  publicName,
  rallyPlaceFields,
  reinforcementProcedure,
  rOptionCProcedures,
  sideName,
  strategicProcedure,
} from '@/games/war-to-axis/procedures';
import type { Unit, WtaState } from '@/games/war-to-axis/state';
import { ctxWith, ev, game, run } from './helpers';

const ctx = ctxWith();
const d6 = (n: number): RolledDice => ({ faces: [n], source: 'physical' });
const yellowD6 = (y: string, d: number): RolledDice => ({ faces: [faceIndex('yellow', y), d], source: 'physical' });
const black = (...ids: string[]): RolledDice => ({ faces: ids.map((i) => faceIndex('black', i)), source: 'physical' });

function play(e: Evaluation, a: Partial<Answers>) {
  const w = walk(e, answersOf(a));
  return { pending: w.pending, events: w.pending ? [] : w.resolution.events, derivation: w.resolution.derivation };
}
const keys = (d: { key: string }[]) => d.map((x) => x.key);
const unit = (s: WtaState, id: string) => s.units.find((u) => u.id === id)!;
const withUnit = (s: WtaState, id: string, over: Partial<Unit>): WtaState => ({ ...s, units: s.units.map((u) => (u.id === id ? { ...u, ...over } : u)) });
const withSide = (s: WtaState, side: 'allies' | 'axis', over: Partial<WtaState['sides']['allies']>): WtaState => ({
  ...s,
  sides: { ...s.sides, [side]: { ...s.sides[side], ...over } },
});

describe('12.0, 7.2: how a unit is named and whether it is on the map', () => {
  it("12.0: a hidden unit is named by its marker, a sealed one by its seal's marker, any other by its name and side", () => {
    const s = game('advanced');
    const u = unit(s, 'u1');
    expect(sideName('allies')).toEqual({ key: 'wta.side.allies' });
    expect(publicName(u)).toEqual({ key: 'wta.unitName', params: { name: 'Cacciacarri M10*', side: { key: 'wta.side.allies' } } });
    expect(publicName({ ...u, hidden: 4 })).toEqual({ key: 'wta.markerOf', params: { n: 4, side: { key: 'wta.side.allies' } } });
    expect(publicName({ ...u, hidden: null, seal: { marker: 7, token: 'x', losses: 0 } })).toEqual({
      key: 'wta.markerOf',
      params: { n: 7, side: { key: 'wta.side.allies' } },
    });
  });
  it('7.2: a reinforcement is in play from its turn of entry on, not before; an eliminated unit is not', () => {
    const s = { ...game('advanced'), turn: 3 };
    const u = unit(s, 'u1');
    expect(inPlay(s, { ...u, entersTurn: 4 })).toBe(false);
    expect(inPlay(s, { ...u, entersTurn: 3 })).toBe(true);
    expect(inPlay(s, { ...u, entersTurn: 2 })).toBe(true);
    expect(inPlay(s, { ...u, entersTurn: null })).toBe(true);
    expect(inPlay(s, { ...u, elements: 0 })).toBe(false);
  });
  it('3.0, 8.1: the initiative side first, then the other', () => {
    expect(orderFrom('axis')).toEqual(['axis', 'allies']);
    expect(orderFrom('allies')).toEqual(['allies', 'axis']);
  });
});

describe('3.1: the basic activation roll card', () => {
  it('3.1: the card: its title, rule and text; required; nothing done before the roll', () => {
    const s = game('basic');
    const p = basicRollProcedure(s, 'allies', ctx);
    expect(p.id).toBe('basic-roll-allies');
    expect(p.title).toEqual({ key: 'wta.proc.basicRoll', params: { side: { key: 'wta.side.allies' } } });
    expect(p.rule).toBe('3.1');
    expect(p.body).toEqual({ key: 'wta.proc.basicRollBody' });
    expect(p.required).toBe(true);
    expect(p.done).toBeUndefined();
  });
  it('3.1: after the roll the card reads as done, with the d6, the activations and the batteries; a second roll is refused', () => {
    const s = run(game('basic'), [ev('wta/basic-roll', { side: 'allies', d6: 4 })]);
    const p = basicRollProcedure(s, 'allies', ctx);
    expect(p.done).toEqual({ key: 'wta.proc.basicRollDone', params: { d6: 4, n: 10, batteries: 3 } });
    const e = p.evaluate({}, ctx);
    expect(e.errors).toEqual([{ key: 'wta.error.rolledAlready', params: { side: { key: 'wta.side.allies' } } }]);
  });
  it("3.1, 2.6: the d6 asked with its rule, each face's activations and batteries; a 1 draws an event while the deck holds a card (a bad outcome)", () => {
    const s = game('basic');
    const e = basicRollProcedure(s, 'axis', ctx).evaluate({}, ctx);
    expect(e.errors).toEqual([]);
    expect(e.derivation).toEqual([{ key: 'wta.proc.deckLeft', params: { n: s.deck.remaining }, rule: '2.6' }]);
    const q = play(e, {}).pending as RollQuestion;
    expect(q.id).toBe('d6');
    expect(q.roll.label).toEqual({ key: 'wta.proc.basicRollDie', params: { side: { key: 'wta.side.axis' } } });
    expect(q.roll.rule).toBe('3.1');
    const byId = Object.fromEntries(q.odds.map((o) => [o.id, o]));
    expect(Object.keys(byId).sort()).toEqual(['d1', 'd2', 'd3', 'd4', 'd5', 'd6']);
    expect(byId.d1.label).toEqual({ key: 'wta.odds.activationsEvent', params: { n: 7, batteries: 1 } });
    expect(byId.d1.tone).toBe('bad');
    expect(byId.d4.label).toEqual({ key: 'wta.odds.activations', params: { n: 10, batteries: 4 } });
    expect(byId.d4.tone).toBe('neutral');
    expect(q.outcomeOf([5])).toBe('d5');
  });
  it('2.6: with the deck empty a 1 draws no event: its face says so', () => {
    const s = game('basic', { eventCards: 0, reinforcementCards: { allies: 0, axis: 0 } });
    const q = play(basicRollProcedure(s, 'allies', ctx).evaluate({}, ctx), {}).pending as RollQuestion;
    const d1 = q.odds.find((o) => o.id === 'd1')!;
    expect(d1.label).toEqual({ key: 'wta.odds.activations', params: { n: 7, batteries: 1 } });
  });
  it("3.1: the roll read: its lines; a 2 draws no card; the event's card asked with every fate and its rule", () => {
    const s = game('basic');
    const e = basicRollProcedure(s, 'allies', ctx).evaluate({}, ctx);
    const two = play(e, { rolls: { d6: d6(2) } });
    expect(two.pending).toBeUndefined();
    expect(two.events).toEqual([ev('wta/basic-roll', { side: 'allies', d6: 2 })]);
    expect(keys(two.derivation)).toContain('wta.act.basicResult');
    const one = play(e, { rolls: { d6: d6(1) } });
    const cq = one.pending as ChoiceQuestion;
    expect(cq.id).toBe('card1');
    expect(cq.prompt).toEqual({ key: 'wta.proc.cardFate', params: { n: 1 } });
    expect(cq.rule).toBe('2.6');
    expect(cq.options).toEqual([
      { id: 'now', label: { key: 'wta.proc.cardFate_now' }, rule: '2.6' },
      { id: 'hold', label: { key: 'wta.proc.cardFate_hold' }, rule: '2.6' },
      { id: 'opponent', label: { key: 'wta.proc.cardFate_opponent' }, rule: '2.6' },
      { id: 'reinforce', label: { key: 'wta.books.cardFate_reinforce' }, rule: '2.6.1' },
      { id: 'reinforceOpponent', label: { key: 'wta.books.cardFate_reinforceOpponent' }, rule: '2.6.1' },
    ]);
    expect(keys(one.derivation)).toContain('wta.act.eventOnOne');
  });
  it('3.1: a die off the d6 is refused in words, said as an error, and nothing is recorded', () => {
    const s = game('basic');
    const e = basicRollProcedure(s, 'allies', ctx).evaluate({}, ctx);
    const r = e.resolve(answersOf({ rolls: { d6: d6(7) } }));
    expect(r.events).toEqual([]);
    expect(r.next).toBeUndefined();
    expect(r.derivation).toEqual([{ key: 'wta.error.d6', params: { value: '7' }, tone: 'error' }]);
    // Two dice for one: asked again.
    const two = e.resolve(answersOf({ rolls: { d6: { faces: [2, 3], source: 'physical' } } }));
    expect(two.next?.id).toBe('d6');
    expect(two.derivation).toEqual([]);
  });
  it("3.1, A7: the batteries are capped by the scenario's, and not capped when the scenario lists none", () => {
    const capped = play(basicRollProcedure(game('basic'), 'axis', ctx).evaluate({}, ctx), { rolls: { d6: d6(6) } });
    expect(capped.derivation.find((x) => x.key === 'wta.act.basicResult')?.params).toEqual({ n: 12, batteries: 3 });
    const s = game('basic');
    const none = { ...s, scenario: { ...s.scenario, sides: { ...s.scenario.sides, axis: { ...s.scenario.sides.axis, artillery: [] } } } };
    const free = play(basicRollProcedure(none, 'axis', ctx).evaluate({}, ctx), { rolls: { d6: d6(6) } });
    expect(free.derivation.find((x) => x.key === 'wta.act.basicResult')?.params).toEqual({ n: 12, batteries: 6 });
  });
});

describe('8.0: the advanced activation roll card', () => {
  it('8.0: the card: its title, rule and text; required; nothing done before the roll', () => {
    const p = advancedRollProcedure(game('advanced'), 'axis', ctx);
    expect(p.id).toBe('advanced-roll-axis');
    expect(p.title).toEqual({ key: 'wta.proc.advancedRoll', params: { side: { key: 'wta.side.axis' } } });
    expect(p.rule).toBe('8.0');
    expect(p.body).toEqual({ key: 'wta.proc.advancedRollBody' });
    expect(p.required).toBe(true);
    expect(p.done).toBeUndefined();
  });
  it("8.0, 8.1: once rolled the card says the group, the free activations and the batteries (with R's option for R); a second roll is refused", () => {
    const a = run(game('advanced'), [ev('wta/advanced-roll', { side: 'allies', yellow: 'B', d6: 2, group: 'B', rOption: null })]);
    const pa = advancedRollProcedure(a, 'allies', ctx);
    expect(pa.done).toEqual({ key: 'wta.proc.advancedRollDone', params: { group: 'B', option: '', free: 2, batteries: 2 } });
    expect(pa.evaluate({}, ctx).errors).toEqual([{ key: 'wta.error.rolledAlready', params: { side: { key: 'wta.side.allies' } } }]);
    const r = run(game('advanced'), [ev('wta/advanced-roll', { side: 'allies', yellow: 'R', d6: 5, group: 'R', rOption: 'c' })]);
    expect(advancedRollProcedure(r, 'allies', ctx).done).toEqual({
      key: 'wta.proc.advancedRollDoneR',
      params: { group: 'R', option: 'c', free: 5, batteries: 3 },
    });
    // A d6 without a group (not a state the events make) is not "done".
    expect(advancedRollProcedure(withSide(game('advanced'), 'allies', { d6: 3, group: null }), 'allies', ctx).done).toBeUndefined();
  });
  it('8.0, A11: the groups activated so far, the group barred a third turn (a warning), the cards left', () => {
    const fresh = advancedRollProcedure(game('advanced'), 'allies', ctx).evaluate({}, ctx);
    expect(fresh.derivation).toEqual([
      { key: 'wta.proc.history', params: { groups: '—' }, rule: '8.0' },
      { key: 'wta.proc.deckLeft', params: { n: 8 }, rule: '2.6' },
    ]);
    const s = withSide(game('advanced'), 'allies', { history: ['B', 'A', 'A'] });
    const e = advancedRollProcedure(s, 'allies', ctx).evaluate({}, ctx);
    expect(e.derivation).toEqual([
      { key: 'wta.proc.history', params: { groups: 'B → A → A' }, rule: '8.0' },
      { key: 'wta.proc.blockedGroup', params: { group: 'A' }, rule: '8.0', tone: 'warning' },
      { key: 'wta.proc.deckLeft', params: { n: 8 }, rule: '2.6' },
    ]);
  });
  it('8.0: the yellow die\'s faces in words: a group; "?" an event and a choice; the barred group a bad outcome', () => {
    const s = withSide(game('advanced'), 'allies', { history: ['A', 'A'] });
    const q = play(advancedRollProcedure(s, 'allies', ctx).evaluate({}, ctx), {}).pending as RollQuestion;
    expect(q.id).toBe('roll');
    expect(q.roll.label).toEqual({ key: 'wta.proc.advancedRollDice' });
    expect(q.roll.rule).toBe('8.0');
    expect(q.roll.dice).toHaveLength(2);
    const byId = Object.fromEntries(q.odds.map((o) => [o.id, o]));
    expect(Object.keys(byId).sort()).toEqual(['B', 'R', 'blocked', 'event']);
    expect(byId.blocked).toMatchObject({ label: { key: 'wta.odds.yellowBlocked', params: { group: 'A' } }, tone: 'bad' });
    expect(byId.event).toMatchObject({ label: { key: 'wta.odds.yellowEvent' }, tone: 'neutral' });
    expect(byId.B).toMatchObject({ label: { key: 'wta.odds.yellowGroup', params: { group: 'B' } }, tone: 'neutral' });
    expect(q.outcomeOf([faceIndex('yellow', 'R'), 3])).toBe('R');
    // No group barred: A is a group like the others.
    const q2 = play(advancedRollProcedure(game('advanced'), 'allies', ctx).evaluate({}, ctx), {}).pending as RollQuestion;
    expect(q2.odds.map((o) => o.id).sort()).toEqual(['A', 'B', 'R', 'event']);
  });
  it('8.0: one die tapped for two: asked again; a d6 off the die: refused as an error, nothing recorded', () => {
    const e = advancedRollProcedure(game('advanced'), 'allies', ctx).evaluate({}, ctx);
    const one = e.resolve(answersOf({ rolls: { roll: { faces: [faceIndex('yellow', 'A')], source: 'physical' } } }));
    expect(one.next?.id).toBe('roll');
    expect(one.derivation).toEqual([]);
    const bad = e.resolve(answersOf({ rolls: { roll: yellowD6('A', 9) } }));
    expect(bad.events).toEqual([]);
    expect(bad.next).toBeUndefined();
    expect(bad.derivation).toEqual([{ key: 'wta.error.d6', params: { value: '9' }, tone: 'error' }]);
  });
  it('8.0: "?" — the event first, then the group chosen; R asks its option a–d, each with its rule; the event card\'s fate last', () => {
    const s = game('advanced');
    const e = advancedRollProcedure(s, 'allies', ctx).evaluate({}, ctx);
    const roll = { roll: yellowD6('event', 2) };
    const g = play(e, { rolls: roll });
    const gq = g.pending as ChoiceQuestion;
    expect(gq.id).toBe('group');
    expect(gq.prompt).toEqual({ key: 'wta.proc.chooseGroup' });
    expect(gq.rule).toBe('8.0');
    expect(gq.options).toEqual(['A', 'B', 'R'].map((x) => ({ id: x, label: { key: 'wta.proc.group', params: { group: x } }, rule: '8.0' })));
    expect(keys(g.derivation)).toContain('wta.act.choose');
    const r = play(e, { rolls: roll, choices: { group: 'R' } });
    const rq = r.pending as ChoiceQuestion;
    expect(rq.id).toBe('rOption');
    expect(rq.prompt).toEqual({ key: 'wta.proc.chooseROption' });
    expect(rq.rule).toBe('8.0');
    expect(rq.options).toEqual(['a', 'b', 'c', 'd'].map((o) => ({ id: o, label: { key: `wta.act.rOption_${o}` }, rule: '8.0' })));
    // The choice of R is read already while its option is asked.
    expect(keys(r.derivation)).toEqual(expect.arrayContaining(['wta.act.groupChosen', 'wta.act.rOptions']));
    const c = play(e, { rolls: roll, choices: { group: 'R', rOption: 'd' } });
    expect((c.pending as ChoiceQuestion).id).toBe('card1');
    expect(keys(c.derivation)).toEqual(expect.arrayContaining(['wta.act.groupChosen', 'wta.act.rOption_d']));
    const done = play(e, { rolls: roll, choices: { group: 'R', rOption: 'd', card1: 'opponent' } });
    expect(done.events).toEqual([ev('wta/advanced-roll', { side: 'allies', yellow: 'event', d6: 2, group: 'R', rOption: 'd', cards: ['opponent'] })]);
    expect(keys(done.derivation)).toContain('wta.act.advancedResult');
  });
  it("8.0: the die's R asks the option, with no group to choose; A or B records no option and no card", () => {
    const e = advancedRollProcedure(game('advanced'), 'allies', ctx).evaluate({}, ctx);
    const r = play(e, { rolls: { roll: yellowD6('R', 4) } });
    expect(r.pending?.id).toBe('rOption');
    expect(keys(r.derivation)).toEqual(expect.arrayContaining(['wta.act.groupByDie', 'wta.act.rOptions']));
    expect(play(e, { rolls: { roll: yellowD6('R', 4) }, choices: { rOption: 'a' } }).events).toEqual([
      ev('wta/advanced-roll', { side: 'allies', yellow: 'R', d6: 4, group: 'R', rOption: 'a' }),
    ]);
    expect(play(e, { rolls: { roll: yellowD6('B', 4) } }).events).toEqual([
      ev('wta/advanced-roll', { side: 'allies', yellow: 'B', d6: 4, group: 'B', rOption: null }),
    ]);
  });
  it('8.0, 2.6: "?" with the deck empty draws nothing: the group is chosen and no card is asked', () => {
    const s = game('advanced', { eventCards: 0, reinforcementCards: { allies: 0, axis: 0 } });
    const e = advancedRollProcedure(s, 'allies', ctx).evaluate({}, ctx);
    const done = play(e, { rolls: { roll: yellowD6('event', 3) }, choices: { group: 'A' } });
    expect(done.pending).toBeUndefined();
    expect(done.events).toEqual([ev('wta/advanced-roll', { side: 'allies', yellow: 'event', d6: 3, group: 'A', rOption: null })]);
  });
  it('8.0, A9: with the alternative reading a d6 of 1 draws a card as well: "?" and a 1 draw two while the deck holds them, one when it holds one', () => {
    const alt = ctxWith({ advancedD6Event: true });
    const e = advancedRollProcedure(game('advanced'), 'allies', alt).evaluate({}, alt);
    const roll = { roll: yellowD6('event', 1) };
    expect(play(e, { rolls: roll, choices: { group: 'B', card1: 'now' } }).pending?.id).toBe('card2');
    const c2 = play(e, { rolls: roll, choices: { group: 'B', card1: 'now' } }).pending as ChoiceQuestion;
    expect(c2.prompt).toEqual({ key: 'wta.proc.cardFate', params: { n: 2 } });
    expect(play(e, { rolls: roll, choices: { group: 'B', card1: 'now', card2: 'hold' } }).events[0].payload).toMatchObject({ cards: ['now', 'hold'] });
    const last = { ...game('advanced'), deck: { ...game('advanced').deck, remaining: 1 } };
    const e1 = advancedRollProcedure(last, 'allies', alt).evaluate({}, alt);
    expect(play(e1, { rolls: roll, choices: { group: 'B', card1: 'now' } }).events[0].payload).toMatchObject({ cards: ['now'] });
  });
  it("7.0 note: a group with no unit on the map is said to activate nobody (dummies, the dead, later reinforcements and the enemy's do not count)", () => {
    let s = game('advanced', { turns: 10 });
    // Allies: u1, u2 in A; u3 (HQ) in R. Make B hold only a dummy, a dead unit and a reinforcement of turn 5.
    s = withUnit(s, 'u1', { group: 'B', dummy: true });
    s = withUnit(s, 'u2', { group: 'B', elements: 0 });
    s = withUnit(s, 'u3', { group: 'B', entersTurn: 5 });
    const e = advancedRollProcedure(s, 'allies', ctx).evaluate({}, ctx);
    const b = play(e, { rolls: { roll: yellowD6('B', 2) } });
    expect(b.derivation).toContainEqual({ key: 'wta.act.emptyGroup', params: { group: 'B' }, rule: '7.0', tone: 'warning' });
    // The Axis have u5 and u6 in B: not empty.
    const ax = play(advancedRollProcedure(s, 'axis', ctx).evaluate({}, ctx), { rolls: { roll: yellowD6('B', 2) } });
    expect(keys(ax.derivation)).not.toContain('wta.act.emptyGroup');
    // One live unit in B is enough.
    const one = play(advancedRollProcedure(withUnit(s, 'u3', { entersTurn: 1 }), 'allies', ctx).evaluate({}, ctx), { rolls: { roll: yellowD6('B', 2) } });
    expect(keys(one.derivation)).not.toContain('wta.act.emptyGroup');
    // Group A of the Allies, now empty of units: R and A are counted from 0, not left unknown.
    const a = play(e, { rolls: { roll: yellowD6('A', 2) } });
    expect(a.derivation).toContainEqual({ key: 'wta.act.emptyGroup', params: { group: 'A' }, rule: '7.0', tone: 'warning' });
  });
  it("8.0, A7: the batteries are capped by the scenario's; a side whose scenario lists none takes the d6", () => {
    const s = game('advanced');
    const capped = play(advancedRollProcedure(s, 'axis', ctx).evaluate({}, ctx), { rolls: { roll: yellowD6('A', 5) } });
    expect(capped.derivation.find((x) => x.key === 'wta.act.advancedResult')?.params).toEqual({ group: 'A', free: 5, batteries: 3 });
    const none = { ...s, scenario: { ...s.scenario, sides: { ...s.scenario.sides, axis: { ...s.scenario.sides.axis, artillery: [] } } } };
    const free = play(advancedRollProcedure(none, 'axis', ctx).evaluate({}, ctx), { rolls: { roll: yellowD6('A', 5) } });
    expect(free.derivation.find((x) => x.key === 'wta.act.advancedResult')?.params).toEqual({ group: 'A', free: 5, batteries: 5 });
  });
});

/** Allies rolled group A in the advanced game with d6 2 (u1, u2 in A; u3 the HQ in R); the Axis not yet. */
function advancedA(over: Partial<WtaState['sides']['allies']> = {}) {
  const s = run(game('advanced'), [ev('wta/advanced-roll', { side: 'allies', yellow: 'A', d6: 2, group: 'A', rOption: null })]);
  return withSide(s, 'allies', over);
}
const err = (key: string, params?: Record<string, unknown>) => (params ? { key, params } : { key });

describe('3.2, 8.0, 8.1: may a unit act now, and how it counts', () => {
  it("3.1: before its side's roll no unit acts", () => {
    const s = game('basic');
    expect(activationErrors(s, unit(s, 'u1'), 'fire')).toEqual([err('wta.error.rollFirst', { side: { key: 'wta.side.allies' } })]);
  });
  it('3.1: in the basic game the 6 + d6 activations are counted down, the last one allowed, then none', () => {
    const s = run(game('basic'), [ev('wta/basic-roll', { side: 'allies', d6: 2 })]);
    expect(activationErrors(withSide(s, 'allies', { activationsUsed: 7 }), unit(s, 'u1'), 'fire')).toEqual([]);
    expect(activationCount(withSide(s, 'allies', { activationsUsed: 7 }), unit(s, 'u1'), 'fire')).toEqual(err('wta.proc.countsBasic', { n: 0 }));
    expect(activationCount(withSide(s, 'allies', { activationsUsed: 2 }), unit(s, 'u1'), 'fire')).toEqual(err('wta.proc.countsBasic', { n: 5 }));
    expect(activationErrors(withSide(s, 'allies', { activationsUsed: 8 }), unit(s, 'u1'), 'fire')).toEqual([err('wta.error.noActivations')]);
    expect(activationCount(withSide(s, 'allies', { activationsUsed: 9 }), unit(s, 'u1'), 'fire')).toEqual(err('wta.proc.countsBasic', { n: 0 }));
    // Groups play no part in the basic game (3.0 note): the HQ counts like any unit.
    expect(activationErrors(withSide(s, 'allies', { activationsUsed: 8, group: 'R', rOption: 'c' }), unit(s, 'u3'), 'rally')).toEqual([
      err('wta.error.noActivations'),
    ]);
  });
  it("8.0: the activated group's units act without counting; a unit outside it takes a free activation, while one is left", () => {
    const s = advancedA({ activationsUsed: 2 });
    expect(activationErrors(s, unit(s, 'u1'), 'fire')).toEqual([]);
    expect(activationCount(s, unit(s, 'u1'), 'fire')).toEqual(err('wta.proc.countsGroup', { group: 'A' }));
    // The HQ is in R: free activations all used.
    expect(activationErrors(s, unit(s, 'u3'), 'artillery')).toEqual([err('wta.error.noFreeActivations')]);
    const one = advancedA({ activationsUsed: 1 });
    const done = withUnit(withUnit(one, 'u1', { action: 'fire' }), 'u2', { action: 'stay' });
    expect(activationErrors(done, unit(done, 'u3'), 'artillery')).toEqual([]);
    expect(activationCount(done, unit(done, 'u3'), 'artillery')).toEqual(err('wta.proc.countsFree', { n: 0 }));
    expect(activationCount(advancedA(), unit(done, 'u3'), 'artillery')).toEqual(err('wta.proc.countsFree', { n: 1 }));
    expect(activationCount(advancedA({ activationsUsed: 5 }), unit(done, 'u3'), 'artillery')).toEqual(err('wta.proc.countsFree', { n: 0 }));
  });
  it('8.1, A39: a free activation waits while the group has units to act; an activated unit is told only that it acted', () => {
    const s = advancedA();
    expect(activationErrors(s, unit(s, 'u3'), 'artillery')).toEqual([err('wta.error.groupFirst', { group: 'A', n: 2 })]);
    const acted = withUnit(s, 'u3', { action: 'stay' });
    expect(activationErrors(acted, unit(acted, 'u3'), 'artillery')).toEqual([err('wta.error.alreadyActivated')]);
  });
  it("9.3: after a strategic bombardment the group's units act no more; a unit outside it still takes a free activation", () => {
    const s = withUnit(advancedA({ groupClosed: true }), 'u3', {});
    expect(activationErrors(s, unit(s, 'u1'), 'fire')).toEqual([err('wta.error.groupClosed', { group: 'A' })]);
    expect(activationErrors(s, unit(s, 'u3'), 'artillery')).toEqual([]);
    expect(activationCount(s, unit(s, 'u3'), 'artillery')).toEqual(err('wta.proc.countsFree', { n: 1 }));
    // With no free activation left, the group's unit is refused for both reasons.
    const none = advancedA({ groupClosed: true, activationsUsed: 2 });
    expect(activationErrors(none, unit(none, 'u1'), 'fire')).toEqual([err('wta.error.groupClosed', { group: 'A' }), err('wta.error.noFreeActivations')]);
  });
  it("8.0 R: option a activates the reserve's units; options b–d do not (the HQ takes a free activation for anything else)", () => {
    const base = run(game('advanced'), [ev('wta/advanced-roll', { side: 'allies', yellow: 'R', d6: 1, group: 'R', rOption: 'a' })]);
    const hq = unit(base, 'u3');
    expect(activationErrors(withSide(base, 'allies', { activationsUsed: 1 }), hq, 'fire')).toEqual([]);
    expect(activationCount(base, hq, 'fire')).toEqual(err('wta.proc.countsGroup', { group: 'R' }));
    const b = withSide(base, 'allies', { rOption: 'b', activationsUsed: 1 });
    expect(activationErrors(b, hq, 'fire')).toEqual([err('wta.error.noFreeActivations')]);
    expect(activationCount(withSide(base, 'allies', { rOption: 'b' }), hq, 'fire')).toEqual(err('wta.proc.countsFree', { n: 0 }));
  });
  it("8.0 R(c), R(d): an HQ's rally under option c and its bombardment under option d are the group's activity, not free activations", () => {
    const c = run(game('advanced'), [ev('wta/advanced-roll', { side: 'allies', yellow: 'R', d6: 1, group: 'R', rOption: 'c' })]);
    const used = withSide(c, 'allies', { activationsUsed: 1 });
    const hq = unit(c, 'u3');
    expect(activationErrors(used, hq, 'rally')).toEqual([]);
    expect(activationCount(c, hq, 'rally')).toEqual(err('wta.proc.countsGroup', { group: 'R' }));
    // 8.0 R(c), 9.0: option c is every HQ's rally: no HQ requests a strategic bombardment (and it would take a free activation).
    expect(activationErrors(used, hq, 'strategic')).toEqual([err('wta.refuse.strategicROption', { option: 'c' }), err('wta.error.noFreeActivations')]);
    expect(activationCount(c, hq, 'strategic')).toEqual(err('wta.proc.countsFree', { n: 0 }));
    const d = withSide(used, 'allies', { rOption: 'd' });
    expect(activationErrors(d, hq, 'strategic')).toEqual([]);
    expect(activationCount(d, hq, 'strategic')).toEqual(err('wta.proc.countsGroup', { group: 'R' }));
    expect(activationErrors(d, hq, 'rally')).toEqual([err('wta.error.noFreeActivations')]);
    expect(activationCount(withSide(c, 'allies', { rOption: 'd' }), hq, 'rally')).toEqual(err('wta.proc.countsFree', { n: 0 }));
    // A unit that is not an HQ rallies for nobody (3.2): refused, and it would take a free activation.
    const rifle = { ...unit(c, 'u2'), group: 'R' as const };
    expect(activationErrors(used, rifle, 'rally')).toEqual([err('wta.error.hqOnly'), err('wta.error.noFreeActivations')]);
    expect(activationCount(c, rifle, 'rally')).toEqual(err('wta.proc.countsFree', { n: 0 }));
    // Not group R (a stale option): nothing of R's.
    const a = withSide(used, 'allies', { group: 'A', rOption: 'c' });
    expect(activationErrors(a, hq, 'rally')).toContainEqual(err('wta.error.noFreeActivations'));
    expect(activationCount(withSide(c, 'allies', { group: 'A', rOption: 'c' }), hq, 'rally')).toEqual(err('wta.proc.countsFree', { n: 0 }));
  });
  it("3.2, 4.0: the unit's card says whether it may advance and fire, and whether it is engineers", () => {
    let s = run(game('basic'), [ev('wta/unit-add', { side: 'allies', card: 'us', type: 'eng', group: 'A' }), ev('wta/basic-roll', { side: 'allies', d6: 3 })]);
    const eng = s.units[s.units.length - 1];
    expect(activationErrors(s, eng, 'advanceFire')).toEqual([]);
    expect(activationErrors(s, unit(s, 'u2'), 'advanceFire')).toEqual([]);
    // The rifle battalion cannot demolish; on a card whose type has no advance, it cannot advance and fire.
    expect(activationErrors(s, unit(s, 'u2'), 'demolish')).toEqual([err('wta.error.engineersOnly')]);
    expect(activationErrors(s, eng, 'demolish')).toEqual([]);
    s = { ...s, cards: s.cards.map((c) => ({ ...c, units: c.units.map((t) => (t.id === 'inf' ? { ...t, advance: null } : t)) })) };
    expect(activationErrors(s, unit(s, 'u2'), 'advanceFire')).toEqual([err('wta.error.cannotAdvance')]);
    // A unit whose type is not found (a sealed marker) is neither.
    const ghost = { ...unit(s, 'u1'), card: '', type: '' };
    expect(activationErrors(s, ghost, 'advanceFire')).toEqual([err('wta.error.cannotAdvance')]);
    expect(activationErrors(s, ghost, 'repair')).toEqual([err('wta.error.engineersOnly')]);
  });
});

describe('3.2, 8.1: the activation card', () => {
  it("3.2: the basic card: title, rule, text; the units that may act (on the map, not yet activated, the phasing side's) and every action", () => {
    let s = run(game('basic'), [ev('wta/basic-roll', { side: 'allies', d6: 3 }), ev('wta/activate', { unit: 'u1', action: 'stay' })]);
    s = withUnit(s, 'u2', { entersTurn: 2 });
    const p = activateProcedure(s, ['allies']);
    expect(p.id).toBe('activate');
    expect(p.title).toEqual({ key: 'wta.proc.activate' });
    expect(p.rule).toBe('3.2');
    expect(p.body).toEqual({ key: 'wta.proc.activateBody' });
    const [unitF, actionF] = p.fields!;
    expect(unitF).toMatchObject({ id: 'unit', label: { key: 'wta.field.unit' }, kind: 'select', default: 'u3' });
    expect(unitF.options).toEqual([{ value: 'u3', label: publicName(unit(s, 'u3')) }]);
    expect(actionF).toMatchObject({ id: 'action', label: { key: 'wta.field.action' }, kind: 'select', default: 'fire' });
    expect(actionF.options?.map((o) => o.value)).toEqual([
      'stay',
      'fire',
      'advanceFire',
      'move',
      'artillery',
      'rally',
      'strategic',
      'recon',
      'hide',
      'demolish',
      'repair',
    ]);
    expect(actionF.options?.[3]).toEqual({ value: 'move', label: { key: 'wta.action.move' } });
  });
  it("8.1: the advanced card: both sides' units, the initiative side's first; a dummy is never activated; no unit left: no default", () => {
    let s = advancedA();
    s = withUnit(s, 'u5', { dummy: true });
    const p = activateProcedure(s, ['axis', 'allies']);
    expect(p.rule).toBe('8.1');
    expect(p.body).toEqual({ key: 'wta.proc.activateBodyAdvanced' });
    expect(p.fields![0].options?.map((o) => o.value)).toEqual(['u4', 'u6', 'u1', 'u2', 'u3']);
    expect(p.fields![0].default).toBe('u4');
    const all = s.units.reduce((x, u) => withUnit(x, u.id, { action: 'stay' }), s);
    expect(activateProcedure(all, ['allies']).fields![0]).toMatchObject({ options: [], default: null });
  });
  it('3.2: the card waits for a unit, then an action, said as what to do', () => {
    const s = run(game('basic'), [ev('wta/basic-roll', { side: 'allies', d6: 3 })]);
    const p = activateProcedure(s, ['allies']);
    expect(p.evaluate({ unit: 'nobody', action: 'fire' }, ctx).waiting).toEqual([err('wta.error.pickUnit')]);
    expect(p.evaluate({ unit: 'u1', action: 'dance' }, ctx).waiting).toEqual([err('wta.error.pickAction')]);
  });
  it('3.2, 3.1: a unit activated: its line, how it counts (a result), and the event recorded', () => {
    const s = run(game('basic'), [ev('wta/basic-roll', { side: 'allies', d6: 3 })]);
    const e = activateProcedure(s, ['allies']).evaluate({ unit: 'u2', action: 'move' }, ctx);
    expect(e.errors).toEqual([]);
    expect(e.derivation).toEqual([
      { key: 'wta.proc.activation', params: { unit: publicName(unit(s, 'u2')), action: { key: 'wta.action.move' } }, rule: '3.2' },
      { key: 'wta.proc.counts', params: { how: err('wta.proc.countsBasic', { n: 8 }) }, rule: '3.1', tone: 'result' },
    ]);
    expect(e.resolve(answersOf()).events).toEqual([ev('wta/activate', { unit: 'u2', action: 'move' })]);
  });
  it('8.1, 8.0: in the advanced game the lines cite 8.1 and 8.0; a refused unit is not said to count', () => {
    const s = advancedA();
    const e = activateProcedure(s, ['allies']).evaluate({ unit: 'u1', action: 'fire' }, ctx);
    expect(e.derivation).toEqual([
      { key: 'wta.proc.activation', params: { unit: publicName(unit(s, 'u1')), action: { key: 'wta.action.fire' } }, rule: '8.1' },
      { key: 'wta.proc.counts', params: { how: err('wta.proc.countsGroup', { group: 'A' }) }, rule: '8.0', tone: 'result' },
    ]);
    const refused = activateProcedure(s, ['allies']).evaluate({ unit: 'u3', action: 'fire' }, ctx);
    expect(refused.errors).toEqual([err('wta.error.groupFirst', { group: 'A', n: 2 })]);
    expect(keys(refused.derivation)).toEqual(['wta.proc.activation']);
    expect(refused.resolve(answersOf()).events).toEqual([]);
  });
  it('7.1: an out-of-command unit is reminded of its limits; 12.0: a hidden unit that fires, advances or moves is revealed, one that stays is not', () => {
    let s = advancedA();
    s = withUnit(s, 'u1', { outOfCommand: true, hidden: 3 });
    const p = activateProcedure(s, ['allies']);
    const warn = (a: string) => p.evaluate({ unit: 'u1', action: a }, ctx).derivation.filter((x) => x.tone === 'warning');
    expect(warn('stay')).toEqual([{ key: 'wta.proc.outOfCommand', rule: '7.1', tone: 'warning' }]);
    for (const a of ['fire', 'advanceFire', 'move'])
      expect(warn(a)).toEqual([
        { key: 'wta.proc.outOfCommand', rule: '7.1', tone: 'warning' },
        { key: 'wta.opp.reveals', rule: '12.0', tone: 'warning' },
      ]);
    expect(warn('hide').map((x) => x.key)).toEqual(['wta.proc.outOfCommand']);
    const plain = activateProcedure(advancedA(), ['allies']).evaluate({ unit: 'u1', action: 'fire' }, ctx);
    expect(plain.derivation.filter((x) => x.tone === 'warning')).toEqual([]);
  });
});

describe('8.0 R(c), 6.0: every HQ rallies', () => {
  const rc = () => run(game('advanced'), [ev('wta/advanced-roll', { side: 'allies', yellow: 'R', d6: 2, group: 'R', rOption: 'c' })]);
  it("8.0 R(c): one rally card for each HQ of the side in play, with its title, rule, text and the place's three questions (6.0)", () => {
    let s = rc();
    s = run(s, [
      ev('wta/unit-add', { side: 'allies', card: 'us', type: 'hq', group: 'A' }),
      ev('wta/unit-add', { side: 'allies', card: 'us', type: 'hq', group: 'B' }),
    ]);
    const [second, third] = s.units.slice(-2);
    s = withUnit(s, third.id, { dummy: true });
    const cards = rOptionCProcedures(s, 'allies', ctx);
    expect(cards.map((c) => c.id)).toEqual(['rally-all-u3', `rally-all-${second.id}`]);
    const c = cards[0];
    expect(c.title).toEqual({ key: 'wta.proc.rallyAll', params: { name: 'HQ' } });
    expect(c.rule).toBe('8.0');
    expect(c.body).toEqual({ key: 'wta.proc.rallyAllBody' });
    expect(c.done).toBeUndefined();
    expect(c.fields).toEqual(rallyPlaceFields());
    expect(rallyPlaceFields()).toEqual([
      { id: 'adjacentEnemy', label: { key: 'wta.field.hqAdjacentEnemy' }, kind: 'bool', default: false, rule: '6.0' },
      { id: 'inCover', label: { key: 'wta.field.hqInCover' }, kind: 'bool', default: true, rule: '6.0' },
      { id: 'outOfLos', label: { key: 'wta.field.hqOutOfLos' }, kind: 'bool', default: false, rule: '6.0' },
    ]);
    // An eliminated HQ, or one not yet entered, rallies nobody.
    expect(rOptionCProcedures(withUnit(s, second.id, { elements: 0 }), 'allies', ctx).map((x) => x.id)).toEqual(['rally-all-u3']);
    expect(rOptionCProcedures(s, 'axis', ctx).map((x) => x.id)).toEqual(['rally-all-u5']);
  });
  it("6.0: the HQ's place read from the card: next to the enemy, or in the open in sight, it may not rally; in the open out of sight it may", () => {
    const s = rc();
    const c = rOptionCProcedures(s, 'allies', ctx)[0];
    expect(c.evaluate({ adjacentEnemy: false, inCover: true, outOfLos: false }, ctx).errors).toEqual([]);
    expect(c.evaluate({ adjacentEnemy: true, inCover: true, outOfLos: false }, ctx).errors.map((x) => x.key)).toEqual(['wta.error.rallyAdjacent_hq']);
    expect(c.evaluate({ adjacentEnemy: false, inCover: false, outOfLos: false }, ctx).errors.map((x) => x.key)).toEqual(['wta.error.rallyExposed_hq']);
    expect(c.evaluate({ adjacentEnemy: false, inCover: false, outOfLos: true }, ctx).errors).toEqual([]);
    // Only a ticked box counts.
    expect(c.evaluate({ adjacentEnemy: 'yes' as unknown as boolean, inCover: 1 as unknown as boolean, outOfLos: false }, ctx).errors.map((x) => x.key)).toEqual(
      ['wta.error.rallyExposed_hq'],
    );
    expect(c.evaluate({ adjacentEnemy: false, inCover: false, outOfLos: 'yes' as unknown as boolean }, ctx).errors.map((x) => x.key)).toEqual([
      'wta.error.rallyExposed_hq',
    ]);
  });
  it('8.0 R(c): an HQ that has acted shows what it did and rallies no more', () => {
    const s = withUnit(rc(), 'u3', { action: 'rally' });
    const c = rOptionCProcedures(s, 'allies', ctx)[0];
    expect(c.done).toEqual({ key: 'wta.proc.hqDone', params: { action: { key: 'wta.action.rally' } } });
    expect(c.evaluate({ adjacentEnemy: false, inCover: true, outOfLos: false }, ctx).errors).toEqual([err('wta.error.alreadyActivated')]);
  });
});

/** Allies on R option d with d6 3: three batteries (lines 2 × 3 dice and 1 × 4 dice, A7). */
const rOptionD = () => run(game('advanced'), [ev('wta/advanced-roll', { side: 'allies', yellow: 'R', d6: 3, group: 'R', rOption: 'd' })]);
const noLines = (s: WtaState, side: 'allies' | 'axis') => ({
  ...s,
  scenario: { ...s.scenario, sides: { ...s.scenario.sides, [side]: { ...s.scenario.sides[side], artillery: [] } } },
});

describe('9.0–9.3: the strategic bombardment card', () => {
  it('9.0: the card: title, rule, text; the HQs that have not acted; no battery field when the scenario lists its batteries', () => {
    const s = rOptionD();
    const p = strategicProcedure(s, 'allies', ctx);
    expect(p.id).toBe('strategic-allies');
    expect(p.title).toEqual({ key: 'wta.proc.strategic', params: { side: { key: 'wta.side.allies' } } });
    expect(p.rule).toBe('9.0');
    expect(p.body).toEqual({ key: 'wta.proc.strategicBody' });
    expect(p.done).toBeUndefined();
    expect(p.fields).toEqual([
      { id: 'hq', label: { key: 'wta.field.hq' }, kind: 'select', options: [{ value: 'u3', label: publicName(unit(s, 'u3')) }], default: 'u3' },
    ]);
    const acted = strategicProcedure(withUnit(s, 'u3', { action: 'fire' }), 'allies', ctx);
    expect(acted.fields![0]).toMatchObject({ options: [], default: null });
    expect(acted.evaluate({ hq: 'u3' }, ctx).errors).toEqual([err('wta.error.alreadyActivated')]);
  });
  it('9.3: once the call got through the card reads as done', () => {
    expect(strategicProcedure(withSide(rOptionD(), 'allies', { groupClosed: true }), 'allies', ctx).done).toEqual({ key: 'wta.proc.strategicDone' });
  });
  it("A7: with no battery listed, each battery's black dice are asked (a whole number, 0 to 20, 5.6); anything else is refused", () => {
    const s = noLines(rOptionD(), 'allies');
    const p = strategicProcedure(s, 'allies', ctx);
    expect(p.fields![1]).toEqual({
      id: 'batteryDice',
      label: { key: 'wta.field.batteryDice' },
      kind: 'int',
      min: 0,
      max: 20,
      default: null,
      rule: '5.6',
      help: { key: 'wta.books.strategic.batteryDiceHelp' },
    });
    for (const bad of [undefined, -1, 2.5, '3'] as unknown[])
      expect(p.evaluate({ hq: 'u3', batteryDice: bad as number }, ctx).errors).toEqual([err('wta.books.strategic.noBatteryDice')]);
    expect(p.evaluate({ hq: 'u3', batteryDice: 0 }, ctx).errors).toEqual([]);
    expect(p.evaluate({ hq: 'u3', batteryDice: 3 }, ctx).errors).toEqual([]);
  });
  it("9.2, 9.3, 5.6: the call's lines: R option d, the radio dice and the chance of contact, the budget; the radio roll asked with its odds", () => {
    const s = rOptionD();
    const e = strategicProcedure(s, 'allies', ctx).evaluate({ hq: 'u3' }, ctx);
    expect(e.errors).toEqual([]);
    expect(keys(e.derivation)).toEqual([
      'wta.strategic.rOptionD',
      'wta.hq.radioDice',
      'wta.proc.pContact',
      'wta.books.strategic.budget',
      'wta.books.strategic.american',
    ]);
    expect(e.derivation[2].rule).toBe('5.6');
    expect(e.derivation[2].params).toEqual(prob(frac(19, 27)));
    expect(e.derivation[3]).toEqual({ key: 'wta.books.strategic.budget', params: { n: 3 }, rule: '9.3' });
    expect(e.derivation[4]).toEqual({ key: 'wta.books.strategic.american', rule: '9.3' });
    const q = play(e, {}).pending as RollQuestion;
    expect(q.id).toBe('radio');
    expect(q.roll.dice).toHaveLength(3);
    expect(q.roll.label).toEqual({ key: 'wta.proc.radioRoll' });
    expect(q.roll.rule).toBe('9.3');
    expect(q.odds.map((o) => o.id)).toEqual(['fail', 'contact']);
    expect(q.odds[1]).toMatchObject({ label: { key: 'wta.books.strategic.contact', params: { n: 3 } }, tone: 'good' });
    expect(q.odds[0]).toMatchObject({ label: { key: 'wta.odds.radioFail' }, tone: 'bad' });
    expect(q.outcomeOf(black('ap', 'radio', 'ap').faces)).toBe('contact');
    expect(q.outcomeOf(black('ap', 'flag', 'explosion').faces)).toBe('fail');
    // The Axis are not American: no such line.
    const ax = run(s, [ev('wta/advanced-roll', { side: 'axis', yellow: 'R', d6: 2, group: 'R', rOption: 'd' })]);
    expect(keys(strategicProcedure(ax, 'axis', ctx).evaluate({ hq: 'u5' }, ctx).derivation)).not.toContain('wta.books.strategic.american');
  });
  it('9.2: refused in words — in the basic game; by an HQ not activated first (group A); with no battery left; with no radio die', () => {
    const basic = run(game('basic'), [ev('wta/basic-roll', { side: 'allies', d6: 3 })]);
    const b = strategicProcedure(basic, 'allies', ctx).evaluate({ hq: 'u3' }, ctx);
    expect(b.errors).toEqual([err('wta.error.strategicAdvanced')]);
    expect(keys(b.derivation)).toEqual(['wta.hq.radioDice', 'wta.proc.pContact']);
    // 9.1: only the activated group's HQ: the HQ of group R may not when group A was rolled.
    expect(strategicProcedure(advancedA(), 'allies', ctx).evaluate({ hq: 'u3' }, ctx).errors).toEqual([
      err('wta.refuse.strategicGroup', { group: 'A', unit: publicName(unit(advancedA(), 'u3')) }),
    ]);
    const aHq = withUnit(advancedA(), 'u3', { group: 'A' });
    const a = withSide(aHq, 'allies', { firstActivated: 'u1' });
    expect(strategicProcedure(a, 'allies', ctx).evaluate({ hq: 'u3' }, ctx).errors).toEqual([err('wta.error.strategicNotFirst')]);
    expect(keys(strategicProcedure(aHq, 'allies', ctx).evaluate({ hq: 'u3' }, ctx).derivation)[0]).toBe('wta.strategic.first');
    const spent = withSide(rOptionD(), 'allies', { batteriesUsed: 3 });
    expect(strategicProcedure(spent, 'allies', ctx).evaluate({ hq: 'u3' }, ctx).errors).toEqual([err('wta.error.noBatteries')]);
    const over = withSide(rOptionD(), 'allies', { batteriesUsed: 5 });
    const eo = strategicProcedure(over, 'allies', ctx).evaluate({ hq: 'u3' }, ctx);
    expect(eo.errors).toEqual([err('wta.error.noBatteries')]);
    const mute = {
      ...rOptionD(),
      scenario: { ...rOptionD().scenario, sides: { ...rOptionD().scenario.sides, allies: { ...rOptionD().scenario.sides.allies, radio: 0 } } },
    };
    const em = strategicProcedure(mute, 'allies', ctx).evaluate({ hq: 'u3' }, ctx);
    expect(em.errors).toEqual([err('wta.error.no_radioDice')]);
    expect(keys(em.derivation)).toEqual(['wta.strategic.rOptionD', 'wta.hq.radioDice', 'wta.proc.pContact']);
    // 7.1: a replacement HQ calls with one die less.
    const repl = withUnit(rOptionD(), 'u3', { replacementHq: true });
    expect((play(strategicProcedure(repl, 'allies', ctx).evaluate({ hq: 'u3' }, ctx), {}).pending as RollQuestion).roll.dice).toHaveLength(2);
  });
  it('A13: with the reading "R option d only", the group\'s HQ activated first may not call it', () => {
    const only = ctxWith({ strategicOnlyROptionD: true });
    expect(strategicProcedure(advancedA(), 'allies', only).evaluate({ hq: 'u3' }, only).errors).toEqual([err('wta.error.strategicOnlyD')]);
    expect(strategicProcedure(rOptionD(), 'allies', only).evaluate({ hq: 'u3' }, only).errors).toEqual([]);
  });
  it("9.3: the radio dice tapped short are asked again; a failed call spends the HQ's action only, with its line", () => {
    const e = strategicProcedure(rOptionD(), 'allies', ctx).evaluate({ hq: 'u3' }, ctx);
    const short = e.resolve(answersOf({ rolls: { radio: black('radio', 'ap') } }));
    expect(short.next?.id).toBe('radio');
    expect(short.derivation).toEqual([]);
    const fail = play(e, { rolls: { radio: black('ap', 'ap', 'flag') } });
    expect(fail.events).toEqual([ev('wta/activate', { unit: 'u3', action: 'strategic' }), ev('wta/noted', { what: 'radio', losses: 0 })]);
    expect(keys(fail.derivation)).toContain('wta.strategic.failed');
  });
});

describe('9.4, A7, A14, A15: the chain of hexes', () => {
  const contact = { radio: black('radio', 'ap', 'ap') };
  const chainOf = (s: WtaState, side: 'allies' | 'axis' = 'allies', hq = 'u3', values: Record<string, number> = {}) =>
    strategicProcedure(s, side, ctx).evaluate({ hq, ...values }, ctx);
  it('9.4: hex 1 asked with its rule: empty, every unit in play not yet bombarded (a friendly one under A14), or a unit typed on the spot', () => {
    let s = rOptionD();
    s = withUnit(s, 'u4', { elements: 0 });
    const r = play(chainOf(s), { rolls: contact });
    const q = r.pending as ChoiceQuestion;
    expect(q.id).toBe('hex1');
    expect(q.prompt).toEqual({ key: 'wta.books.strategic.what', params: { i: 1 } });
    expect(q.rule).toBe('9.4');
    expect(q.options[0]).toEqual({ id: 'empty', label: { key: 'wta.books.strategic.empty' }, rule: '9.4' });
    expect(q.options[q.options.length - 1]).toEqual({ id: 'typed', label: { key: 'wta.books.strategic.typed' }, rule: '9.4' });
    expect(q.options.slice(1, -1).map((o) => [o.id, o.rule])).toEqual([
      ['u1', 'A14'],
      ['u2', 'A14'],
      ['u3', 'A14'],
      ['u5', '9.4'],
      ['u6', '9.4'],
    ]);
    expect(q.options[4].label).toEqual(publicName(unit(s, 'u5')));
    expect(r.derivation).toContainEqual({ key: 'wta.books.strategic.hex', params: { i: 1, n: 3 }, rule: '9.4' });
  });
  it("A7: which battery fires, while two kinds are left (each line's count, its dice and how many are left); one kind left: not asked", () => {
    const s = rOptionD();
    const r = play(chainOf(s), { rolls: contact, choices: { hex1: 'empty' } });
    const q = r.pending as ChoiceQuestion;
    expect(q.id).toBe('line1');
    expect(q.prompt).toEqual({ key: 'wta.books.strategic.whichLine', params: { i: 1 } });
    expect(q.rule).toBe('A7');
    expect(q.options).toEqual([
      { id: '0', label: { key: 'wta.books.strategic.line', params: { i: 1, n: 3, left: 2 } }, rule: 'A7' },
      { id: '1', label: { key: 'wta.books.strategic.line', params: { i: 2, n: 4, left: 1 } }, rule: 'A7' },
    ]);
    // Line 1 fires on hex 1: line 1 has one left, line 2 one.
    const r2 = play(chainOf(s), { rolls: contact, choices: { hex1: 'empty', line1: '0', hex2: 'empty' } });
    expect((r2.pending as ChoiceQuestion).options).toEqual([
      { id: '0', label: { key: 'wta.books.strategic.line', params: { i: 1, n: 3, left: 1 } }, rule: 'A7' },
      { id: '1', label: { key: 'wta.books.strategic.line', params: { i: 2, n: 4, left: 1 } }, rule: 'A7' },
    ]);
    // The 4-dice line spent on hex 1 and an empty hex 2 (its line asked: two 3-dice batteries left? no: one kind); hex 3 takes the last 3-dice battery unasked.
    const r3 = play(chainOf(s), { rolls: contact, choices: { hex1: 'empty', line1: '1', hex2: 'empty', hex3: 'u6', terrain3: '0', cover3: 'open' } });
    expect((r3.pending as RollQuestion).id).toBe('battery3');
    // Panzer IV, medium armour: 3 dice − 1.
    expect((r3.pending as RollQuestion).roll.dice).toHaveLength(2);
  });
  it('9.4: an empty hex spends its battery, said as a result, journaled with no dice; the chain ends with the budget spent (A15)', () => {
    const s = rOptionD();
    const r = play(chainOf(s), { rolls: contact, choices: { hex1: 'empty', line1: '0', hex2: 'empty', line2: '0', hex3: 'empty' } });
    expect(r.pending).toBeUndefined();
    expect(r.derivation).toContainEqual({ key: 'wta.books.strategic.emptyHex', params: { i: 2 }, rule: '9.4', tone: 'result' });
    expect(r.derivation[r.derivation.length - 1]).toEqual({ key: 'wta.books.strategic.spent', params: { n: 3 }, rule: 'A15', tone: 'result' });
    expect(r.events.slice(2)).toEqual(
      [1, 2, 3].map((hex) => ev('wta/strategic-hex', { side: 'allies', hex, what: 'empty', unit: null, dice: 0, explosions: 0, losses: 0 })),
    );
    expect(r.events.slice(0, 2)).toEqual([ev('wta/activate', { unit: 'u3', action: 'strategic' }), ev('wta/strategic', { side: 'allies', contact: true })]);
  });
  it("5.6, 4.3.4: a unit typed on the spot: its armour (six classes, with the asterisk), the terrain's modifier −4…+4 and its protection are asked, each with its rule", () => {
    const s = rOptionD();
    const base = { hex1: 'typed', line1: '1' };
    const a = play(chainOf(s), { rolls: contact, choices: base }).pending as ChoiceQuestion;
    expect(a.id).toBe('armour1');
    expect(a.prompt).toEqual({ key: 'wta.books.strategic.armourQ', params: { i: 1 } });
    expect(a.rule).toBe('5.6');
    expect(a.options).toEqual(
      [
        ['none', 'armour_none'],
        ['L', 'armour_L'],
        ['M', 'armour_M'],
        ['H', 'armour_H'],
        ['M*', 'armour_MStar'],
        ['H*', 'armour_HStar'],
      ].map(([id, k]) => ({ id, label: { key: `wta.books.strategic.${k}` }, rule: '5.6' })),
    );
    const tq = play(chainOf(s), { rolls: contact, choices: { ...base, armour1: 'H' } }).pending as ChoiceQuestion;
    expect(tq.id).toBe('terrain1');
    expect(tq.prompt).toEqual({ key: 'wta.books.strategic.terrainQ', params: { i: 1 } });
    expect(tq.rule).toBe('5.6');
    expect(tq.options.map((o) => o.id)).toEqual(['-4', '-3', '-2', '-1', '0', '1', '2', '3', '4']);
    expect(tq.options.map((o) => o.label.params?.mod)).toEqual(['-4', '-3', '-2', '-1', '0', '+1', '+2', '+3', '+4']);
    expect(tq.options[5]).toEqual({ id: '1', label: { key: 'wta.books.strategic.mod', params: { mod: '+1' } }, rule: '5.6' });
    const cq = play(chainOf(s), { rolls: contact, choices: { ...base, armour1: 'H', terrain1: '2' } }).pending as ChoiceQuestion;
    expect(cq.id).toBe('cover1');
    expect(cq.prompt).toEqual({ key: 'wta.books.strategic.coverQ', params: { i: 1 } });
    expect(cq.rule).toBe('4.3.4');
    expect(cq.options).toEqual(['open', 'trench', 'bunker', 'city'].map((c) => ({ id: c, label: { key: `wta.cover.${c}` }, rule: '4.3.4' })));
    // 4 dice + 2 terrain − 2 heavy armour = 4; H* keeps all 6 (5.6: the asterisk); none keeps 6; M −1.
    const dice = (armour: string) =>
      (play(chainOf(s), { rolls: contact, choices: { ...base, armour1: armour, terrain1: '2', cover1: 'open' } }).pending as RollQuestion).roll.dice.length;
    expect([dice('H'), dice('H*'), dice('none'), dice('M'), dice('M*'), dice('L')]).toEqual([4, 6, 6, 5, 6, 6]);
  });
  it("9.4: the battery's roll asked with its dice, its rule and exact odds; its faces read: explosions are hits, the losses journaled and applied to the unit", () => {
    const s = rOptionD();
    const ch = { hex1: 'u6', line1: '1', terrain1: '0', cover1: 'open' };
    const q = play(chainOf(s), { rolls: contact, choices: ch }).pending as RollQuestion;
    expect(q.id).toBe('battery1');
    expect(q.roll.label).toEqual({ key: 'wta.roll.battery', params: { i: 1, n: 3 } });
    expect(q.roll.rule).toBe('9.4');
    expect(q.outcomeOf(black('explosion', 'ap', 'flag').faces)).toBe('losses-1');
    expect(q.outcomeOf(black('explosion', 'explosion', 'explosion').faces)).toBe('losses-3');
    expect(q.outcomeOf(black('ap', 'ap', 'flag').faces)).toBe('losses-0');
    // Short: asked again.
    expect(play(chainOf(s), { rolls: { ...contact, battery1: black('explosion') }, choices: ch }).pending?.id).toBe('battery1');
    const r = play(chainOf(s), { rolls: { ...contact, battery1: black('explosion', 'ap', 'flag') }, choices: { ...ch, hex2: 'empty', hex3: 'empty' } });
    expect(r.derivation).toContainEqual({ key: 'wta.roll.batteryRead', params: { i: 1, n: 1 }, rule: '9.4' });
    expect(r.events[2]).toEqual(ev('wta/strategic-hex', { side: 'allies', hex: 1, what: 'unit', unit: 'u6', dice: 3, explosions: 1, losses: 1 }));
    expect(r.events[3]).toEqual(ev('wta/fire-result', { unit: 'u6', losses: 1, disorganized: false }));
    // No hit: the hex is journaled, no result for the unit.
    const miss = play(chainOf(s), { rolls: { ...contact, battery1: black('ap', 'ap', 'flag') }, choices: { ...ch, hex2: 'empty', hex3: 'empty' } });
    expect(miss.events.map((x) => x.type)).toEqual(['wta/activate', 'wta/strategic', 'wta/strategic-hex', 'wta/strategic-hex', 'wta/strategic-hex']);
    expect(miss.events[2].payload).toMatchObject({ unit: 'u6', dice: 3, explosions: 0, losses: 0 });
  });
  it('9.4, 5.4: a battery that kills the unit reads "eliminated"; two losses or more make it retreat, or be disorganized when it cannot (the result sent)', () => {
    const s = withUnit(rOptionD(), 'u4', { elements: 2 });
    const ch = { hex1: 'u4', line1: '1', terrain1: '0', cover1: 'open' };
    const q = play(chainOf(s), { rolls: contact, choices: ch }).pending as RollQuestion;
    expect(q.outcomeOf(black('explosion', 'explosion', 'ap', 'ap').faces)).toBe('eliminated');
    expect(q.outcomeOf(black('explosion', 'ap', 'ap', 'ap').faces)).toBe('losses-1');
    const r = play(chainOf(s), {
      rolls: { ...contact, battery1: black('explosion', 'explosion', 'explosion', 'ap') },
      choices: { ...ch, hex2: 'empty', hex3: 'empty' },
    });
    expect(r.events[2].payload).toMatchObject({ unit: 'u4', dice: 4, explosions: 3, losses: 3 });
    expect(r.events[3]).toMatchObject({ type: 'wta/fire-result', payload: { unit: 'u4', losses: 3 } });
  });
  it('9.4: a typed unit is counted as a full unit (no cap of its own): its losses are the hits, and no unit result is sent', () => {
    const s = rOptionD();
    const ch = { hex1: 'typed', line1: '1', armour1: 'none', terrain1: '2', cover1: 'open' };
    const q = play(chainOf(s), { rolls: contact, choices: ch }).pending as RollQuestion;
    expect(q.roll.dice).toHaveLength(6);
    expect(q.outcomeOf(black('explosion', 'explosion', 'explosion', 'explosion', 'explosion', 'explosion').faces)).toBe('losses-6');
    const r = play(chainOf(s), {
      rolls: { ...contact, battery1: black('explosion', 'explosion', 'explosion', 'explosion', 'explosion', 'explosion') },
      choices: { ...ch, hex2: 'empty', hex3: 'empty' },
    });
    expect(r.events[2]).toEqual(ev('wta/strategic-hex', { side: 'allies', hex: 1, what: 'typed', unit: null, dice: 6, explosions: 6, losses: 6 }));
    expect(r.events.map((x) => x.type)).not.toContain('wta/fire-result');
  });
  it('5.6, 12.2: a battery left with no die (armour and terrain) rolls nothing: the hex is journaled with no dice and the chain goes on', () => {
    const s = rOptionD();
    const r = play(chainOf(s), {
      rolls: contact,
      choices: { hex1: 'u6', line1: '0', terrain1: '-2', cover1: 'open', hex2: 'empty', line2: '0', hex3: 'empty' },
    });
    expect(r.pending).toBeUndefined();
    expect(r.events[2]).toEqual(ev('wta/strategic-hex', { side: 'allies', hex: 1, what: 'unit', unit: 'u6', dice: 0, explosions: 0, losses: 0 }));
    const t = play(chainOf(s), {
      rolls: contact,
      choices: { hex1: 'typed', line1: '0', armour1: 'H', terrain1: '-1', cover1: 'open', hex2: 'empty', line2: '0', hex3: 'empty' },
    });
    expect(t.events[2]).toEqual(ev('wta/strategic-hex', { side: 'allies', hex: 1, what: 'typed', unit: null, dice: 0, explosions: 0, losses: 0 }));
  });
  it("12.2: a hidden unit of the roster is bombarded with 2 dice less; its armour is its card's", () => {
    const s = withUnit(rOptionD(), 'u4', { hidden: 2 });
    const q = play(chainOf(s), { rolls: contact, choices: { hex1: 'u4', line1: '1', terrain1: '0', cover1: 'open' } }).pending as RollQuestion;
    expect(q.roll.dice).toHaveLength(2);
  });
  it('A7: with no battery listed, every battery rolls the dice typed on the card', () => {
    let s = noLines(rOptionD(), 'allies');
    s = withSide(s, 'allies', { batteriesAvailable: 1 });
    const e = chainOf(s, 'allies', 'u3', { batteryDice: 5 });
    const q = play(e, { rolls: contact, choices: { hex1: 'u5', terrain1: '0', cover1: 'open' } }).pending as RollQuestion;
    expect(q.roll.dice).toHaveLength(5);
    const z = chainOf(s, 'allies', 'u3', { batteryDice: 0 });
    const r = play(z, { rolls: contact, choices: { hex1: 'u5', terrain1: '0', cover1: 'open' } });
    expect(r.events[2].payload).toMatchObject({ unit: 'u5', dice: 0 });
  });
  it("4.3.4: a trench takes the first hit of the bombardment (one hex's protection), and a non-infantry unit keeps no trench", () => {
    const s = rOptionD();
    const trench = play(chainOf(s), {
      rolls: { ...contact, battery1: black('explosion', 'ap', 'ap') },
      choices: { hex1: 'u4', line1: '0', terrain1: '0', cover1: 'trench', hex2: 'empty', line2: '0', hex3: 'empty' },
    });
    expect(trench.events[2].payload).toMatchObject({ unit: 'u4', explosions: 1, losses: 0 });
    const open = play(chainOf(s), {
      rolls: { ...contact, battery1: black('explosion', 'ap', 'ap') },
      choices: { hex1: 'u4', line1: '0', terrain1: '0', cover1: 'open', hex2: 'empty', line2: '0', hex3: 'empty' },
    });
    expect(open.events[2].payload).toMatchObject({ unit: 'u4', explosions: 1, losses: 1 });
  });
});

describe('2.6.1, 2.6.2, 7.2: the reinforcement card', () => {
  const due = (mode: 'basic' | 'advanced', side: 'allies' | 'axis' = 'allies') =>
    withSide(game(mode, { turns: 6 }), side, { reinforcements: { drawn: 1, due: 1 } });
  it("2.6.2: basic — its title, rule and text; the units of the side's own cards; a second unit or none; no groups", () => {
    const s = due('basic');
    const p = reinforcementProcedure(s, 'allies');
    expect(p.id).toBe('reinforcement-allies');
    expect(p.title).toEqual({ key: 'wta.books.reinforcement.title', params: { side: { key: 'wta.side.allies' }, n: 1 } });
    expect(p.rule).toBe('2.6.2');
    expect(p.body).toEqual({ key: 'wta.books.reinforcement.bodyBasic' });
    const types = ['m10', 'inf', 'hq', 'eng'].map((u, i) => ({
      value: `us|${u}`,
      label: { key: 'wta.books.reinforcement.type', params: { name: ['Cacciacarri M10*', 'Rifle Bn', 'HQ', 'Engineers'][i], card: 'Unità Americane' } },
    }));
    expect(p.fields).toEqual([
      { id: 'first', label: { key: 'wta.books.reinforcement.first' }, kind: 'select', options: types, default: 'us|m10', rule: '2.6.1' },
      {
        id: 'second',
        label: { key: 'wta.books.reinforcement.second' },
        kind: 'select',
        options: [{ value: 'none', label: { key: 'wta.books.reinforcement.none' } }, ...types],
        default: 'none',
        rule: '2.6.2',
      },
    ]);
    const e = p.evaluate({ first: 'us|inf', second: 'none' }, ctx);
    expect(e.derivation).toEqual([
      { key: 'wta.books.reinforcement.count', params: { drawn: 1, n: 1, due: 1 }, rule: '2.6.1' },
      { key: 'wta.books.reinforcement.enterNow', params: { names: 'Rifle Bn' }, rule: '2.6.2', tone: 'result' },
    ]);
    expect(e.resolve(answersOf()).events).toEqual([ev('wta/reinforcement', { side: 'allies', units: [{ card: 'us', type: 'inf', group: 'A' }] })]);
  });
  it('7.2: advanced — each unit assigned a group; they enter the next turn (the last turn at most)', () => {
    const s = due('advanced', 'axis');
    const p = reinforcementProcedure(s, 'axis');
    expect(p.rule).toBe('7.2');
    expect(p.body).toEqual({ key: 'wta.books.reinforcement.bodyAdvanced' });
    const group = (id: string) => ({
      id,
      label: { key: 'wta.books.reinforcement.groupField' },
      kind: 'select',
      default: 'A',
      rule: '7.2',
      options: ['A', 'B', 'R'].map((g) => ({ value: g, label: { key: 'wta.books.reinforcement.group', params: { g } } })),
    });
    expect(p.fields!.map((f) => f.id)).toEqual(['first', 'firstGroup', 'second', 'secondGroup']);
    expect(p.fields![1]).toEqual(group('firstGroup'));
    expect(p.fields![3]).toEqual(group('secondGroup'));
    const e = p.evaluate({ first: 'de|gren', firstGroup: 'B', second: 'de|pz', secondGroup: 'R' }, ctx);
    expect(e.derivation[1]).toEqual({
      key: 'wta.books.reinforcement.enterNext',
      params: { names: 'Grenadiere, Panzer IV', groups: 'B, R', turn: 2 },
      rule: '7.2',
      tone: 'result',
    });
    expect(e.resolve(answersOf()).events).toEqual([
      ev('wta/reinforcement', {
        side: 'axis',
        units: [
          { card: 'de', type: 'gren', group: 'B' },
          { card: 'de', type: 'pz', group: 'R' },
        ],
      }),
    ]);
    const last = reinforcementProcedure({ ...s, turn: 6 }, 'axis').evaluate({ first: 'de|gren', firstGroup: 'Z' }, ctx);
    expect(last.derivation[1].params).toMatchObject({ groups: 'A', turn: 6 });
  });
  it('2.6.1: nothing due: refused in words; no unit picked: waits for one; a type not on the cards is named by its id', () => {
    const s = game('basic');
    expect(reinforcementProcedure(s, 'allies').evaluate({ first: 'us|inf' }, ctx).errors).toEqual([
      err('wta.books.reinforcement.noneDue', { side: { key: 'wta.side.allies' } }),
    ]);
    expect(reinforcementProcedure(s, 'allies').title).toEqual({ key: 'wta.books.reinforcement.title', params: { side: { key: 'wta.side.allies' }, n: 0 } });
    const d = due('basic');
    const p = reinforcementProcedure(d, 'allies');
    expect(p.evaluate({ first: 7 as unknown as string }, ctx).waiting).toEqual([err('wta.books.reinforcement.pickType')]);
    expect(p.evaluate({ first: 'us' }, ctx).waiting).toEqual([err('wta.books.reinforcement.pickType')]);
    expect(p.evaluate({ first: '|inf' }, ctx).waiting).toEqual([err('wta.books.reinforcement.pickType')]);
    expect(p.evaluate({ first: 'us|ghost', second: 'us|inf' }, ctx).derivation[1].params).toEqual({ names: 'ghost, Rifle Bn' });
    // A second pick that is not a unit is no second unit.
    expect(p.evaluate({ first: 'us|inf', second: 'nothing' }, ctx).resolve(answersOf()).events[0].payload).toEqual({
      side: 'allies',
      units: [{ card: 'us', type: 'inf', group: 'A' }],
    });
    // A side with no card yet: nothing to pick, no default.
    const bare = { ...d, cards: [] };
    expect(reinforcementProcedure(bare, 'allies').fields![0]).toMatchObject({ options: [], default: null });
  });
});

describe('3.0, 8.1, 13.0: the cards of each phase', () => {
  const ids = (s: WtaState, c = ctx) => procedures(s, c).map((p) => p.id);
  it("3.0: the basic phases: the phasing side's roll, then its activations once rolled; the end of a turn that is not the last: nothing", () => {
    let s = game('basic', { initiative: 'axis', turns: 3 });
    expect(ids(s)).toEqual(['basic-roll-axis']);
    s = run(s, [ev('wta/basic-roll', { side: 'axis', d6: 3 })]);
    expect(ids(s)).toEqual(['basic-roll-axis', 'activate']);
    expect(procedures(s, ctx)[1].fields![0].options?.map((o) => o.value)).toEqual(['u4', 'u5', 'u6']);
    s = run(s, [ev('core/next-phase')]);
    expect(ids(s)).toEqual(['basic-roll-allies']);
    s = run(s, [ev('core/next-phase')]);
    expect(ids(s)).toEqual([]);
  });
  it('8.1: the advanced phases: both rolls (initiative first), the activations, final fire with no card', () => {
    let s = game('advanced', { initiative: 'axis' });
    expect(ids(s)).toEqual(['advanced-roll-axis', 'advanced-roll-allies']);
    s = run(s, [
      ev('wta/advanced-roll', { side: 'axis', yellow: 'A', d6: 2, group: 'A', rOption: null }),
      ev('wta/advanced-roll', { side: 'allies', yellow: 'B', d6: 2, group: 'B', rOption: null }),
      ev('core/next-phase'),
    ]);
    // 9.1: neither activated group has an HQ of its own (the German HQ is in B, the American in R): no bombardment card.
    expect(ids(s)).toEqual(['activate']);
    expect(ids(run(s, [ev('wta/group', { unit: 'u5', group: 'A' })]))).toEqual(['activate', 'strategic-axis']);
    expect(procedures(s, ctx)[0].fields![0].options?.map((o) => o.value)).toEqual(['u4', 'u5', 'u6', 'u1', 'u2', 'u3']);
    s = run(s, [ev('core/next-phase')]);
    expect(ids(s)).toEqual([]);
  });
  it('9.2, A13: the bombardment card while the group\'s first activation is still to come, or under R option d; not once a unit acted, nor with "R option d only"', () => {
    // 9.1: the HQ of the group rolled (here moved into group A).
    let s = run(game('advanced'), [
      ev('wta/group', { unit: 'u3', group: 'A' }),
      ev('wta/advanced-roll', { side: 'allies', yellow: 'A', d6: 2, group: 'A', rOption: null }),
      ev('core/next-phase'),
    ]);
    expect(ids(s)).toEqual(['activate', 'strategic-allies']);
    expect(ids(s, ctxWith({ strategicOnlyROptionD: true }))).toEqual(['activate']);
    s = run(s, [ev('wta/activate', { unit: 'u1', action: 'fire' })]);
    expect(ids(s)).toEqual(['activate']);
    const d = run(game('advanced'), [
      ev('wta/advanced-roll', { side: 'allies', yellow: 'R', d6: 2, group: 'R', rOption: 'd' }),
      ev('core/next-phase'),
      ev('wta/activate', { unit: 'u1', action: 'stay' }),
    ]);
    expect(ids(d, ctxWith({ strategicOnlyROptionD: true }))).toEqual(['activate', 'strategic-allies']);
    // R with option c: every HQ's rally, and no bombardment (8.0).
    const c = run(game('advanced'), [
      ev('wta/advanced-roll', { side: 'allies', yellow: 'R', d6: 2, group: 'R', rOption: 'c' }),
      ev('core/next-phase'),
      ev('wta/activate', { unit: 'u1', action: 'stay' }),
    ]);
    expect(ids(c)).toEqual(['activate', 'rally-all-u3']);
    // R with option b: neither.
    const b = run(game('advanced'), [
      ev('wta/advanced-roll', { side: 'allies', yellow: 'R', d6: 2, group: 'R', rOption: 'b' }),
      ev('core/next-phase'),
      ev('wta/activate', { unit: 'u1', action: 'stay' }),
    ]);
    expect(ids(b)).toEqual(['activate']);
    // Group A with option d left over (not a state the events make): no bombardment by option d.
    expect(ids(withSide(s, 'allies', { rOption: 'd' }), ctxWith({ strategicOnlyROptionD: true }))).toEqual(['activate']);
    // The basic game has no such card, even in its activations.
    expect(ids(run(game('basic'), [ev('wta/basic-roll', { side: 'allies', d6: 2 })]))).toEqual(['basic-roll-allies', 'activate']);
  });
  it("2.6.1, 7.2: a reinforcement card waits for its units in any phase, the initiative side's first", () => {
    let s = game('advanced', { initiative: 'axis' });
    s = withSide(withSide(s, 'allies', { reinforcements: { drawn: 1, due: 1 } }), 'axis', { reinforcements: { drawn: 1, due: 1 } });
    expect(ids(s)).toEqual(['reinforcement-axis', 'reinforcement-allies', 'advanced-roll-axis', 'advanced-roll-allies']);
    expect(ids(withSide(s, 'axis', { reinforcements: { drawn: 1, due: 0 } }))).toEqual(['reinforcement-allies', 'advanced-roll-axis', 'advanced-roll-allies']);
    expect(ids(withSide(s, 'axis', { reinforcements: undefined }))).toEqual(['reinforcement-allies', 'advanced-roll-axis', 'advanced-roll-allies']);
  });
  it("13.0: after the last turn's end, the victory check: its card, the scenario's conditions (or a dash), and the end of the game", () => {
    const s = { ...game('advanced', { turns: 2, victory: '  Hold the bridge  ' }), turn: 2, phase: 3 };
    const [p] = procedures(s, ctx);
    expect(p).toMatchObject({
      id: 'victory-check',
      title: { key: 'wta.proc.victoryCheck' },
      rule: '13.0',
      body: { key: 'wta.proc.victoryCheckBody' },
      applyLabel: { key: 'wta.proc.endGame' },
    });
    const e = p.evaluate({}, ctx);
    expect(e.errors).toEqual([]);
    expect(e.derivation).toEqual([{ key: 'wta.victory.conditions', params: { text: 'Hold the bridge' }, rule: '13.0', tone: 'result' }]);
    expect(e.resolve(answersOf()).events).toEqual([ev('core/next-phase')]);
    const blank = procedures({ ...s, scenario: { ...s.scenario, victory: '   ' } }, ctx)[0].evaluate({}, ctx);
    expect(blank.derivation[0].params).toEqual({ text: '—' });
    // Turn 1 of 2: no victory check; the game over: no card at all.
    expect(ids({ ...s, turn: 1 })).toEqual([]);
    expect(ids({ ...s, over: true })).toEqual([]);
    expect(ids({ ...s, phase: 0, over: true })).toEqual([]);
  });
});

describe("the cards' answers read exactly (what a pending card records: nothing)", () => {
  const contact = { radio: black('radio', 'ap', 'ap') };
  it('3.1, 8.0: a card still waiting records no event, whatever it waits for', () => {
    const b = basicRollProcedure(game('basic'), 'allies', ctx).evaluate({}, ctx);
    for (const a of [{}, { rolls: { d6: { faces: [2, 3], source: 'physical' as const } } }, { rolls: { d6: d6(1) } }])
      expect(b.resolve(answersOf(a)).events).toEqual([]);
    expect(b.resolve(answersOf({ rolls: { d6: d6(1) }, choices: { card1: 'now' } })).events).toEqual([
      ev('wta/basic-roll', { side: 'allies', d6: 1, cards: ['now'] }),
    ]);
    const e = advancedRollProcedure(game('advanced'), 'allies', ctxWith({ advancedD6Event: true })).evaluate({}, ctx);
    expect(e.errors).toEqual([]);
    const waits: Partial<Answers>[] = [
      {},
      { rolls: { roll: { faces: [faceIndex('yellow', 'A')], source: 'physical' as const } } },
      { rolls: { roll: yellowD6('event', 2) } },
      { rolls: { roll: yellowD6('event', 2) }, choices: { group: 'R' } },
      { rolls: { roll: yellowD6('event', 2) }, choices: { group: 'A' } },
    ];
    for (const a of waits) {
      const r = e.resolve(answersOf(a));
      expect(r.next).toBeDefined();
      expect(r.events).toEqual([]);
    }
  });
  it('9.3, 9.4: the bombardment waiting for its radio roll, a hex, a battery, an armour, a terrain, a cover or a roll records no event', () => {
    const e = strategicProcedure(rOptionD(), 'allies', ctx).evaluate({ hq: 'u3' }, ctx);
    const waits: Partial<Answers>[] = [
      {},
      { rolls: contact },
      { rolls: contact, choices: { hex1: 'typed' } },
      { rolls: contact, choices: { hex1: 'typed', line1: '1' } },
      { rolls: contact, choices: { hex1: 'typed', line1: '1', armour1: 'none' } },
      { rolls: contact, choices: { hex1: 'typed', line1: '1', armour1: 'none', terrain1: '0' } },
      { rolls: contact, choices: { hex1: 'typed', line1: '1', armour1: 'none', terrain1: '0', cover1: 'open' } },
    ];
    for (const a of waits) {
      const r = e.resolve(answersOf(a));
      expect(r.next).toBeDefined();
      expect(r.events).toEqual([]);
    }
    // The chain's lines so far, exactly: the read of the radio, the call's outcome, then hex 1.
    const r = e.resolve(answersOf({ rolls: contact }));
    expect(r.derivation.every((x) => typeof x === 'object' && typeof x.key === 'string')).toBe(true);
    expect(r.derivation[r.derivation.length - 1]).toEqual({ key: 'wta.books.strategic.hex', params: { i: 1, n: 3 }, rule: '9.4' });
  });
  it("9.3: the radio read for a strategic bombardment counts no batteries by its faces, even the Americans' (every battery left fires)", () => {
    const e = strategicProcedure(rOptionD(), 'allies', ctx).evaluate({ hq: 'u3' }, ctx);
    const r = e.resolve(answersOf({ rolls: { radio: black('radio', 'radio', 'ap') } }));
    expect(r.derivation).toContainEqual({ key: 'wta.radio.contact', params: { n: 1 }, rule: '5.6', tone: 'result' });
    expect(keys(r.derivation)).not.toContain('wta.radio.american');
  });
  it('13.0: the end of the game is recorded as the next phase alone, with nothing more', () => {
    const s = { ...game('advanced', { turns: 2 }), turn: 2, phase: 3 };
    expect(procedures(s, ctx)[0].evaluate({}, ctx).resolve(answersOf()).events).toStrictEqual([{ type: 'core/next-phase', at: 0 }]);
  });
  it('13.0: the victory check comes after final fire, at the end of the last turn, not during final fire', () => {
    const s = { ...game('advanced', { turns: 2 }), turn: 2, phase: 2 };
    expect(procedures(s, ctx).map((p) => p.id)).toEqual([]);
  });
});

describe('9.2, 9.4: more of the bombardment', () => {
  const contact = { radio: black('radio', 'ap', 'ap') };
  it("8.0, 9.0: R with option c is not option d: option c is every HQ's rally, and no HQ requests a strategic bombardment", () => {
    const c = run(game('advanced'), [ev('wta/advanced-roll', { side: 'allies', yellow: 'R', d6: 2, group: 'R', rOption: 'c' })]);
    expect(strategicProcedure(c, 'allies', ctx).evaluate({ hq: 'u3' }, ctx).errors).toEqual([err('wta.refuse.strategicROption', { option: 'c' })]);
    expect(strategicProcedure(c, 'allies', ctx).fields![0].options).toEqual([]);
  });
  it('9.1: the HQ chosen is the one that calls; an HQ not on the card is not', () => {
    let s = rOptionD();
    s = run(s, [ev('wta/unit-add', { side: 'allies', card: 'us', type: 'hq', group: 'R' })]);
    const second = s.units[s.units.length - 1].id;
    const p = strategicProcedure(s, 'allies', ctx);
    expect(p.fields![0].options?.map((o) => o.value)).toEqual(['u3', second]);
    const r = play(p.evaluate({ hq: second }, ctx), { rolls: { radio: black('ap', 'ap', 'ap') } });
    expect(r.events[0]).toEqual(ev('wta/activate', { unit: second, action: 'strategic' }));
    expect(p.evaluate({ hq: 'u1' }, ctx).waiting).toEqual([err('wta.error.pickHq')]);
  });
  it('A7: once the 3-dice batteries are spent, the last one is the 4-dice battery, fired without asking', () => {
    const s = rOptionD();
    const q = play(strategicProcedure(s, 'allies', ctx).evaluate({ hq: 'u3' }, ctx), {
      rolls: contact,
      choices: { hex1: 'empty', line1: '0', hex2: 'empty', line2: '0', hex3: 'u6', terrain3: '0', cover3: 'open' },
    }).pending as RollQuestion;
    expect(q.id).toBe('battery3');
    // 4 dice − 1 for the Panzer IV's medium armour.
    expect(q.roll.dice).toHaveLength(3);
  });
  it('A7 ("the d6 alone"): more batteries than the scenario lists: once every line is spent, the first line\'s dice are used', () => {
    const alt = ctxWith({ batteries: 'count' });
    const s = run(game('advanced'), [ev('wta/advanced-roll', { side: 'allies', yellow: 'R', d6: 4, group: 'R', rOption: 'd' })], { batteries: 'count' });
    expect(s.sides.allies.batteriesAvailable).toBe(4);
    const e = strategicProcedure(s, 'allies', alt).evaluate({ hq: 'u3' }, alt);
    const q = play(e, {
      rolls: contact,
      choices: { hex1: 'empty', line1: '0', hex2: 'empty', line2: '0', hex3: 'empty', hex4: 'u5', terrain4: '0', cover4: 'open' },
    }).pending as RollQuestion;
    expect(q.id).toBe('battery4');
    expect(q.roll.dice).toHaveLength(3);
  });
  it("A14, 5.6: a friendly unit bombarded: its warning names it; the M10's asterisk keeps every die", () => {
    const s = rOptionD();
    const r = play(strategicProcedure(s, 'allies', ctx).evaluate({ hq: 'u3' }, ctx), {
      rolls: contact,
      choices: { hex1: 'u1', line1: '1', terrain1: '0', cover1: 'open' },
    });
    expect(r.derivation).toContainEqual({ key: 'wta.books.strategic.friendly', params: { unit: publicName(unit(s, 'u1')) }, rule: 'A14', tone: 'warning' });
    expect((r.pending as RollQuestion).roll.dice).toHaveLength(4);
    expect(keys(r.derivation)).toContain('wta.bombard.starred');
    // An enemy unit: no such warning.
    const e = play(strategicProcedure(s, 'allies', ctx).evaluate({ hq: 'u3' }, ctx), {
      rolls: contact,
      choices: { hex1: 'u5', line1: '1', terrain1: '0', cover1: 'open' },
    });
    expect(keys(e.derivation)).not.toContain('wta.books.strategic.friendly');
  });
  it("12.0, 12.2: a sealed marker's armour is asked (its card is not known), and its elements are not its marker's 1", () => {
    const s = run(rOptionD(), [ev('wta/marker-add', { side: 'axis', group: 'A', marker: 4, seal: '0123456789abcdef' })]);
    const mk = s.units.find((u) => u.seal)!.id;
    const e = strategicProcedure(s, 'allies', ctx).evaluate({ hq: 'u3' }, ctx);
    expect(play(e, { rolls: contact, choices: { hex1: mk, line1: '1' } }).pending?.id).toBe('armour1');
    const q = play(e, { rolls: contact, choices: { hex1: mk, line1: '1', armour1: 'none', terrain1: '2', cover1: 'open' } }).pending as RollQuestion;
    expect(q.outcomeOf(black('explosion', 'explosion', 'ap', 'ap').faces)).toBe('losses-2');
  });
  it('4.3.4 (A20): a trench protects infantry and anti-tank guns only: a Panzer in a trench takes every hit, with a warning', () => {
    const s = rOptionD();
    const r = play(strategicProcedure(s, 'allies', ctx).evaluate({ hq: 'u3' }, ctx), {
      rolls: { ...contact, battery1: black('explosion', 'ap') },
      choices: { hex1: 'u6', line1: '0', terrain1: '0', cover1: 'trench', hex2: 'empty', line2: '0', hex3: 'empty' },
    });
    expect(r.events[2].payload).toMatchObject({ unit: 'u6', explosions: 1, losses: 1 });
    expect(keys(r.derivation)).toContain('wta.loss.notEligible');
    // A unit typed on the spot is taken to be one that may use it.
    const t = play(strategicProcedure(s, 'allies', ctx).evaluate({ hq: 'u3' }, ctx), {
      rolls: { ...contact, battery1: black('explosion', 'ap', 'ap', 'ap') },
      choices: { hex1: 'typed', line1: '1', armour1: 'none', terrain1: '0', cover1: 'trench', hex2: 'empty', hex3: 'empty' },
    });
    expect(t.events[2].payload).toMatchObject({ what: 'typed', explosions: 1, losses: 0 });
  });
});

describe('2.6.1: a game saved before the reinforcement cards were counted', () => {
  it('2.6.1: no count kept: nothing is due, and the card says so', () => {
    const s = withSide(game('basic'), 'allies', { reinforcements: undefined });
    const p = reinforcementProcedure(s, 'allies');
    expect(p.title.params?.n).toBe(0);
    expect(p.evaluate({ first: 'us|inf' }, ctx).errors).toEqual([err('wta.books.reinforcement.noneDue', { side: { key: 'wta.side.allies' } })]);
  });
});
