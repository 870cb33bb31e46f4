// War to Axis's table actions (tableActions.ts): every bookkeeping step of the roster, the army
// cards, the private view and the scenario form, as the players meet it — its fields start from
// the moment, good values give the events, and what the rules forbid is refused in words with
// its rule, before anything is written.
import { describe, expect, it } from 'vitest';
import type { Answers, Evaluation, FieldValue, RolledDice, Text } from '@/engine/types';
import { actionById, actionValues, runAction, type ActionOutcome } from '@/engine/actions';
import { answersOf, walk } from '@/engine/resolution';
import { wta } from '@/games/war-to-axis';
import { faceIndex } from '@/games/war-to-axis/dice';
import { defaultFireForm, firePlan } from '@/games/war-to-axis/calculators';
import { exportCardPack } from '@/games/war-to-axis/cards';
import { finalFireRefusal } from '@/games/war-to-axis/legality';
import { wtaSettings } from '@/games/war-to-axis/settings';
import { newGame, type WtaState } from '@/games/war-to-axis/state';
import { ctxWith, deCard, ev, game, run, scenario, usCard } from './helpers';

const ctx = ctxWith();
type Vals = Record<string, FieldValue>;
const def = (s: WtaState, id: string) => {
  const d = actionById(wta, s, ctx, id);
  if (!d) throw new Error(`no action ${id}`);
  return d;
};
const run_ = (s: WtaState, id: string, typed?: Vals, fixed?: Vals): ActionOutcome => runAction(wta, s, ctx, def(s, id), typed, fixed);
const defaults = (s: WtaState, id: string) => actionValues(def(s, id));
/** The events an action comes to (the test fails with the refusal otherwise). */
function events(o: ActionOutcome) {
  if (o.kind !== 'events') throw new Error(`not applied: ${JSON.stringify(o)}`);
  return o.events;
}
/** A refusal's words' key and its rule (the rules' own, or the action's). */
function why(o: ActionOutcome): { key: string; rule: unknown } | string {
  if (o.kind === 'closed') return { key: o.text.key, rule: o.rule };
  if (o.kind === 'waiting') return o.texts.map((x) => x.key).join(' ');
  if (o.kind === 'refused') {
    const inner = o.text.params?.why as Text | undefined;
    return inner ? { key: inner.key, rule: o.text.params?.rule } : o.text.key;
  }
  return 'applied';
}
const after = (s: WtaState, o: ActionOutcome) =>
  run(
    s,
    events(o).map((e) => ({ ...e, at: 0 })),
  );
const roll = (side: 'allies' | 'axis', group: 'A' | 'B' | 'R') => ev('wta/advanced-roll', { side, yellow: group, d6: 3, group, rOption: null });
/** Advanced game in the activations: the Allies rolled A, the Axis B. */
const activations = () => run(game('advanced'), [roll('allies', 'A'), roll('axis', 'B'), ev('core/next-phase')]);

describe('the module lists its table actions for any moment', () => {
  it('every bookkeeping action of the screens is listed, with a stable id', () => {
    expect(wta.actions!(game(), ctx).map((a) => a.id)).toEqual([
      'wta.unit.add',
      'wta.unit.activate',
      'wta.unit.marker',
      'wta.unit.trench',
      'wta.trench.add',
      'wta.trench.remove',
      'wta.unit.loss',
      'wta.unit.gain',
      'wta.unit.group',
      'wta.unit.hqDestroyed',
      'wta.unit.designateHq',
      'wta.unit.swap',
      'wta.cards.add',
      'wta.card.remove',
      'wta.marker.add',
      'wta.unit.hide',
      'wta.unit.reveal',
      'wta.unit.identify',
      'wta.scenario.save',
      'wta.vp.set',
      'wta.firstLeg.keep',
    ]);
  });
});

describe('2.5, 2.2, 7.0, 7.2: a unit into play from its army card', () => {
  it('starts blank: no type chosen, group A, no name, on the map now', () => {
    expect(defaults(game('advanced'), 'wta.unit.add')).toEqual({ type: null, group: 'A', name: '', entersTurn: null });
    // 7.0: no group to choose in the basic game.
    expect(defaults(game('basic'), 'wta.unit.add')).toEqual({ type: null, name: '', entersTurn: null });
    expect(why(run_(game(), 'wta.unit.add'))).toBe('wta.ui.roster.pickType');
  });
  it('takes its side from the card, its discs from the card (2.2), and a later turn as a reinforcement (7.2)', () => {
    const o = run_(game('advanced'), 'wta.unit.add', { type: 'de|pz', group: 'B', name: ' Panzer Lehr ', entersTurn: 3 });
    expect(events(o)).toEqual([{ type: 'wta/unit-add', payload: { side: 'axis', card: 'de', type: 'pz', group: 'B', name: 'Panzer Lehr', entersTurn: 3 } }]);
    // A turn already reached is not a reinforcement: the unit is on the map now.
    expect(events(run_(game(), 'wta.unit.add', { type: 'us|m10', entersTurn: 1 }))[0].payload).toEqual({ side: 'allies', card: 'us', type: 'm10', group: 'A' });
  });
  it('is closed, with 2.5, while no army card is typed', () => {
    expect(why(run_(newGame(scenario()), 'wta.unit.add'))).toEqual({ key: 'wta.ui.roster.noCards', rule: '2.5' });
  });
  it("a turn beyond the game's 20 does not fit the field: the default comes back", () => {
    expect(actionValues(def(game(), 'wta.unit.add'), { entersTurn: 21 }).entersTurn).toBeNull();
  });
});

describe('3.1, 3.2, 8.1: a unit activated', () => {
  it('defaults to fire, the unit named by its row', () => {
    expect(defaults(game(), 'wta.unit.activate')).toEqual({ unit: null, action: 'fire' });
  });
  it('3.1: not before its side rolled its activations, in words with the rule', () => {
    expect(why(run_(game(), 'wta.unit.activate', undefined, { unit: 'u1' }))).toEqual({ key: 'wta.error.rollFirst', rule: '3.1' });
  });
  it('8.1: in the activations, a unit of the group rolled is activated', () => {
    expect(events(run_(activations(), 'wta.unit.activate', { action: 'stay' }, { unit: 'u2' }))).toEqual([
      { type: 'wta/activate', payload: { unit: 'u2', action: 'stay' } },
    ]);
  });
  it("3.2: an HQ's action is refused to any other unit", () => {
    expect(why(run_(activations(), 'wta.unit.activate', { action: 'rally' }, { unit: 'u2' }))).toEqual({ key: 'wta.error.hqOnly', rule: '3.2' });
  });
});

describe('5.4.1, 5.5.1, 7.1: markers set or cleared by hand', () => {
  it('sets a marker, and refuses one already set (nothing would change)', () => {
    const o = run_(game(), 'wta.unit.marker', undefined, { unit: 'u2', marker: 'disorganized', value: true });
    expect(events(o)).toEqual([{ type: 'wta/marker', payload: { unit: 'u2', marker: 'disorganized', value: true } }]);
    expect(why(run_(after(game(), o), 'wta.unit.marker', undefined, { unit: 'u2', marker: 'disorganized', value: true }))).toEqual({
      key: 'wta.refuse.marker_on',
      rule: '5.4.1',
    });
    expect(why(run_(game(), 'wta.unit.marker', undefined, { unit: 'u2', marker: 'outOfCommand', value: false }))).toEqual({
      key: 'wta.refuse.marker_off',
      rule: '7.1',
    });
  });
});

describe('4.3.4: trench markers', () => {
  it('a unit takes one trench marker, once; one it does not hold cannot be taken off', () => {
    const on = run_(game(), 'wta.unit.trench', undefined, { unit: 'u4', on: true });
    expect(events(on)).toEqual([{ type: 'wta/trench-add', payload: { unit: 'u4' } }]);
    const s = after(game(), on);
    expect(why(run_(s, 'wta.unit.trench', undefined, { unit: 'u4', on: true }))).toEqual({ key: 'wta.refuse.trenchTwice', rule: '4.3.4' });
    expect(events(run_(s, 'wta.unit.trench', undefined, { unit: 'u4', on: false }))).toEqual([
      { type: 'wta/trench-remove', payload: { trench: s.trenches[0].id } },
    ]);
    expect(why(run_(game(), 'wta.unit.trench', undefined, { unit: 'u4', on: false }))).toEqual({ key: 'wta.table.noTrench', rule: '4.3.4' });
  });
  it('a hex trench waits for its name, and a hex already holding one is refused', () => {
    expect(defaults(game(), 'wta.trench.add')).toEqual({ hex: '' });
    expect(why(run_(game(), 'wta.trench.add'))).toBe('wta.ui.roster.trenchHexNeedName');
    const o = run_(game(), 'wta.trench.add', { hex: ' C3 ' });
    expect(events(o)).toEqual([{ type: 'wta/trench-add', payload: { hex: 'C3' } }]);
    expect(why(run_(after(game(), o), 'wta.trench.add', { hex: 'c3' }))).toEqual({ key: 'wta.ui.roster.trenchHexTaken', rule: '4.3.4' });
  });
  it('a trench marker is taken off by hand; with none on the map the action is closed', () => {
    expect(why(run_(game(), 'wta.trench.remove'))).toEqual({ key: 'wta.ui.roster.trenchHexEmpty', rule: '4.3.4' });
    const s = run(game(), [ev('wta/trench-add', { hex: 'C3' })]);
    expect(events(run_(s, 'wta.trench.remove', undefined, { trench: s.trenches[0].id }))).toEqual([
      { type: 'wta/trench-remove', payload: { trench: s.trenches[0].id } },
    ]);
  });
});

describe('5.3, 6.0: an element lost or a disc recovered by hand', () => {
  it('5.3: one element off the unit', () => {
    expect(events(run_(game(), 'wta.unit.loss', undefined, { unit: 'u2' }))).toEqual([
      { type: 'wta/fire-result', payload: { unit: 'u2', losses: 1, disorganized: false } },
    ]);
  });
  it('6.0: never above the discs the unit started with', () => {
    expect(why(run_(game(), 'wta.unit.gain', undefined, { unit: 'u2' }))).toEqual({ key: 'wta.error.rallyCap', rule: '6.0' });
    const hit = run(game(), [ev('wta/fire-result', { unit: 'u2', losses: 1, disorganized: false })]);
    expect(events(run_(hit, 'wta.unit.gain', undefined, { unit: 'u2' }))).toEqual([{ type: 'wta/rally', payload: { gains: [{ unit: 'u2', discs: 1 }] } }]);
  });
});

describe('7.0, 7.1, 4.3.2: group, HQs and a type swapped', () => {
  it('7.0: groups belong to the advanced game; a unit already in the group is refused', () => {
    expect(why(run_(game('basic'), 'wta.unit.group', undefined, { unit: 'u2', group: 'B' }))).toEqual({ key: 'wta.error.advancedOnly', rule: '7.0' });
    expect(events(run_(game('advanced'), 'wta.unit.group', undefined, { unit: 'u2', group: 'B' }))).toEqual([
      { type: 'wta/group', payload: { unit: 'u2', group: 'B' } },
    ]);
    expect(why(run_(game('advanced'), 'wta.unit.group', undefined, { unit: 'u2', group: 'A' }))).toEqual({ key: 'wta.refuse.sameGroup', rule: '7.0' });
  });
  it('7.1: an HQ destroyed; a unit that is no HQ is refused', () => {
    expect(events(run_(game(), 'wta.unit.hqDestroyed', undefined, { unit: 'u3' }))).toEqual([{ type: 'wta/hq-destroyed', payload: { unit: 'u3' } }]);
    expect(why(run_(game(), 'wta.unit.hqDestroyed', undefined, { unit: 'u2' }))).toEqual({ key: 'wta.refuse.notHq', rule: '7.1' });
  });
  it('7.1: a new HQ designated; an HQ already is refused', () => {
    expect(events(run_(game(), 'wta.unit.designateHq', undefined, { unit: 'u2' }))).toEqual([{ type: 'wta/designate-hq', payload: { unit: 'u2' } }]);
    expect(why(run_(game(), 'wta.unit.designateHq', undefined, { unit: 'u3' }))).toEqual({ key: 'wta.refuse.hqAlready', rule: '7.1' });
  });
  it("4.3.2: the type swapped for another of its side's cards; the same type, or the other side's, is refused", () => {
    expect(defaults(game(), 'wta.unit.swap')).toEqual({ unit: null, to: null });
    expect(events(run_(game(), 'wta.unit.swap', { to: 'us|inf' }, { unit: 'u1' }))).toEqual([
      { type: 'wta/swap-type', payload: { unit: 'u1', card: 'us', type: 'inf' } },
    ]);
    expect(why(run_(game(), 'wta.unit.swap', { to: 'us|m10' }, { unit: 'u1' }))).toEqual({ key: 'wta.table.sameType', rule: '4.3.2' });
    expect(why(run_(game(), 'wta.unit.swap', { to: 'de|gren' }, { unit: 'u1' }))).toMatchObject({ rule: '2.5' });
  });
});

describe('2.5: army cards', () => {
  it("a pack's text adds its cards in one Apply; an empty or bad text says what is wrong", () => {
    expect(defaults(newGame(scenario()), 'wta.cards.add')).toEqual({ pack: '' });
    expect(why(run_(newGame(scenario()), 'wta.cards.add'))).toBe('wta.books.pack.empty');
    expect(why(run_(newGame(scenario()), 'wta.cards.add', { pack: '{"x":1' }))).toEqual({ key: 'wta.books.pack.notJson', rule: '2.5' });
    expect(events(run_(newGame(scenario()), 'wta.cards.add', { pack: exportCardPack([usCard, deCard]) }))).toEqual([
      { type: 'wta/card', payload: { card: usCard } },
      { type: 'wta/card', payload: { card: deCard } },
    ]);
  });
  it('a card with units in play is not removed', () => {
    expect(why(run_(game(), 'wta.card.remove', undefined, { card: 'us' }))).toEqual({ key: 'wta.refuse.cardInPlay', rule: '2.5' });
    const bare = run(newGame(scenario()), [ev('wta/card', { card: usCard })]);
    expect(events(run_(bare, 'wta.card.remove', undefined, { card: 'us' }))).toEqual([{ type: 'wta/card-remove', payload: { card: 'us' } }]);
  });
});

describe('12.0–12.3: numbered markers', () => {
  const seal = 'abcdef0123456789';
  it('12.0: markers belong to the advanced game', () => {
    expect(why(run_(game('basic'), 'wta.marker.add', undefined, { seal }))).toEqual({ key: 'wta.error.advancedOnly', rule: '12.0' });
    expect(why(run_(game('basic'), 'wta.unit.hide', undefined, { unit: 'u2' }))).toEqual({ key: 'wta.error.advancedOnly', rule: '12.3' });
  });
  it("12.1: a sealed marker takes the side's next free number unless one is typed; a number in use is refused", () => {
    const s = game('advanced');
    expect(defaults(s, 'wta.marker.add')).toEqual({ side: 'allies', group: 'A', marker: null, seal: '' });
    expect(why(run_(s, 'wta.marker.add'))).toBe('wta.table.needSeal');
    const o = run_(s, 'wta.marker.add', undefined, { side: 'axis', group: 'B', marker: null, seal });
    expect(events(o)).toEqual([{ type: 'wta/marker-add', payload: { side: 'axis', group: 'B', marker: 1, seal } }]);
    const s2 = after(s, o);
    expect(why(run_(s2, 'wta.marker.add', undefined, { side: 'axis', group: 'B', marker: 1, seal }))).toEqual({ key: 'wta.refuse.markerInUse', rule: '12.0' });
    expect(events(run_(s2, 'wta.marker.add', undefined, { side: 'axis', group: 'B', marker: null, seal }))[0].payload).toMatchObject({ marker: 2 });
  });
  it("12.3: a unit hides under its side's next free marker, then is revealed (12.0)", () => {
    const s = game('advanced');
    expect(why(run_(s, 'wta.unit.reveal'))).toEqual({ key: 'wta.table.noneHidden', rule: '12.0' });
    const o = run_(s, 'wta.unit.hide', undefined, { unit: 'u2' });
    expect(events(o)).toEqual([{ type: 'wta/hide', payload: { unit: 'u2', marker: 1 } }]);
    const hidden = after(s, o);
    expect(why(run_(hidden, 'wta.unit.hide', undefined, { unit: 'u2' }))).toEqual({ key: 'wta.refuse.hiddenAlready', rule: '12.3' });
    expect(events(run_(hidden, 'wta.unit.reveal', undefined, { unit: 'u2' }))).toEqual([{ type: 'wta/reveal', payload: { unit: 'u2' } }]);
  });
  it('12.0, 12.1: a sealed marker revealed is said for what it is, in the same tap when this device knows it', () => {
    const s = run(game('advanced'), [ev('wta/marker-add', { side: 'axis', group: 'B', marker: 1, seal })]);
    const id = s.units[s.units.length - 1].id;
    expect(events(run_(s, 'wta.unit.reveal', undefined, { unit: id, dummy: false, type: 'de|gren' }))).toEqual([
      { type: 'wta/reveal', payload: { unit: id } },
      { type: 'wta/identify', payload: { unit: id, dummy: false, card: 'de', type: 'gren' } },
    ]);
    const up = run(s, [ev('wta/reveal', { unit: id })]);
    expect(why(run_(up, 'wta.unit.identify', undefined, { unit: id }))).toBe('wta.ui.roster.pickType');
    expect(events(run_(up, 'wta.unit.identify', undefined, { unit: id, dummy: true }))).toEqual([{ type: 'wta/identify', payload: { unit: id, dummy: true } }]);
    expect(why(run_(up, 'wta.unit.identify', undefined, { unit: id, dummy: false, type: 'us|inf' }))).toMatchObject({ rule: '2.5' });
  });
});

describe('13.0: the scenario form and the victory points', () => {
  it('a sheet that leaves the turn being played outside the game is refused; a good one is saved', () => {
    const s = run(game(), [ev('wta/end-turn'), ev('wta/end-turn'), ev('wta/end-turn'), ev('wta/end-turn')]);
    expect(s.turn).toBe(5);
    const short = { ...s.scenario, turns: 4 };
    expect(why(run_(s, 'wta.scenario.save', undefined, { sheet: JSON.stringify(short) }))).toEqual({ key: 'wta.ui.scenario.turnOutside', rule: '13.0' });
    const longer = { ...s.scenario, turns: 14 };
    expect(events(run_(s, 'wta.scenario.save', undefined, { sheet: JSON.stringify(longer) }))).toEqual([
      { type: 'wta/scenario', payload: { scenario: longer } },
    ]);
    expect(why(run_(s, 'wta.scenario.save', undefined, { sheet: JSON.stringify(s.scenario) }))).toBe('wta.table.nothingChanged');
    expect(why(run_(s, 'wta.scenario.save', undefined, { sheet: JSON.stringify({ ...s.scenario, turns: -1 }) }))).toEqual({
      key: 'wta.table.badSheet',
      rule: '13.0',
    });
  });
  it("the victory points start from each side's now; only a changed side is written", () => {
    const s = run(game(), [ev('wta/vp', { side: 'axis', vp: 3 })]);
    expect(defaults(s, 'wta.vp.set')).toEqual({ allies: 0, axis: 3 });
    expect(why(run_(s, 'wta.vp.set'))).toBe('wta.table.nothingChanged');
    expect(events(run_(s, 'wta.vp.set', { allies: 5 }))).toEqual([{ type: 'wta/vp', payload: { side: 'allies', vp: 5 } }]);
    expect(why(run_(s, 'wta.vp.set', { axis: null }))).toBe('wta.table.needVp');
  });
  it("the first leg keeps this game's points", () => {
    const s = run(game(), [ev('wta/vp', { side: 'axis', vp: 3 })]);
    expect(events(run_(s, 'wta.firstLeg.keep'))).toEqual([{ type: 'wta/first-leg', payload: { allies: 0, axis: 3 } }]);
  });
});

describe('11.0: an ordinary shot is on the record, so the firer makes no final fire', () => {
  const black = (...ids: string[]): RolledDice => ({ faces: ids.map((i) => faceIndex('black', i)), source: 'physical' });
  function play(e: Evaluation, a: Partial<Answers>) {
    const w = walk(e, answersOf(a));
    return w.pending ? [] : w.resolution.events;
  }
  it('the rifles fire at the grenadiers in the activations: their activation to fire is written with the shot; in final fire they are refused', () => {
    const s0 = activations();
    const shot = play(firePlan(s0, { ...defaultFireForm(), firer: 'u2', target: 'u4', range: 1 }, wtaSettings()).evaluation, {
      rolls: { fire: black('ap', 'flag', 'radio') },
    });
    expect(shot[0]).toMatchObject({ type: 'wta/activate', payload: { unit: 'u2', action: 'fire' } });
    const fin = run(s0, [...shot, ev('core/next-phase')]);
    expect(
      finalFireRefusal(
        fin,
        fin.units.find((u) => u.id === 'u2')!,
      ),
    ).toMatchObject({ rule: '11.0', text: { key: 'wta.refuse.finalActed' } });
  });
});
