// The game state and its events (rules notes §2; 2.6, 3.1, 5.x, 6.0, 7.1, 8.0, 8.1, 12.x, 13.0): each event's reducer,
// its strict schema, its journal sentence, and no log that reaches a state the rules forbid.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { GameEvent, SettingValue } from '@/engine/types';
import { wtaBook, wtaEvents } from '@/games/war-to-axis/events';
import { invariantProblems, type WtaState } from '@/games/war-to-axis/state';
import en from '@/games/war-to-axis/i18n/en.json';
import itMsgs from '@/games/war-to-axis/i18n/it.json';
import { ctxWith, ev, freeze, game, run, scenario, usCard } from './helpers';
import { lookup, seedProperties } from '../../engine/helpers';

seedProperties();

const unit = (s: WtaState, id: string) => s.units.find((u) => u.id === id)!;

describe('2.2, 2.5, 2.6: setting up', () => {
  it("2.2: a unit enters with its card's discs + 1 elements", () => {
    const s = game();
    expect(unit(s, 'u1')).toMatchObject({ name: 'Cacciacarri M10*', startDiscs: 2, elements: 3, group: 'A' });
    expect(unit(s, 'u3').hq).toBe(true);
  });
  it("2.6, A36: the deck holds the event cards and both sides' reinforcement cards", () => {
    expect(game().deck).toEqual({ remaining: 8, drawn: 0 });
  });
  it("2.5: a unit of an unknown card or of the other side's card changes nothing", () => {
    const s = game();
    expect(run(s, [ev('wta/unit-add', { side: 'allies', card: 'de', type: 'gren', group: 'A' })])).toBe(s);
    expect(run(s, [ev('wta/unit-add', { side: 'allies', card: 'xx', type: 'gren', group: 'A' })])).toBe(s);
  });
  it('2.5: a card in use cannot be removed, nor replaced without the types in play', () => {
    const s = game();
    expect(run(s, [ev('wta/card-remove', { card: 'us' })])).toBe(s);
    expect(run(s, [ev('wta/card', { card: { ...usCard, units: usCard.units.slice(1) } })])).toBe(s);
  });
  it('12.0, 12.1: a hidden unit or a dummy is journaled by its marker only', () => {
    const e = ev('wta/unit-add', { side: 'axis', card: 'de', type: 'gren', group: 'A', hidden: 7, dummy: true });
    const d = wtaBook.describe(e, game());
    expect(d.text).toEqual({ key: 'wta.journal.unitAddHidden', params: { side: { key: 'wta.side.axis' }, n: 7 } });
    expect(JSON.stringify(d)).not.toContain('Grenadiere');
    expect(run(game(), [ev('wta/unit-add', { side: 'axis', card: 'de', type: 'gren', group: 'A', dummy: true })]).units).toHaveLength(6);
  });
});

describe('3.1, 3.2: the basic turn', () => {
  it('3.1 (TD-1): a 1 gives 7 activations, 1 battery, and draws an event card', () => {
    const s = run(game(), [ev('wta/basic-roll', { side: 'allies', d6: 1 })]);
    expect(s.sides.allies).toMatchObject({ d6: 1, activationsAllowed: 7, batteriesAvailable: 1 });
    expect(s.deck).toEqual({ remaining: 7, drawn: 1 });
    expect(s.sides.allies.record[1]).toEqual({ group: null, die: null, d6: 1, rOption: null });
  });
  it('3.1 (TD-7): a 1 with the deck empty draws nothing', () => {
    const s = run(game('basic', { eventCards: 0, reinforcementCards: { allies: 0, axis: 0 } }), [ev('wta/basic-roll', { side: 'allies', d6: 1 })]);
    expect(s.deck).toEqual({ remaining: 0, drawn: 0 });
  });
  it('3.2: activations count down, and stop at 6 + d6; one action per unit', () => {
    let s = run(game(), [ev('wta/basic-roll', { side: 'allies', d6: 4 }), ev('wta/activate', { unit: 'u1', action: 'fire' })]);
    expect(s.sides.allies.activationsUsed).toBe(1);
    expect(run(s, [ev('wta/activate', { unit: 'u1', action: 'move' })])).toBe(s);
    s = { ...s, sides: { ...s.sides, allies: { ...s.sides.allies, activationsUsed: 10 } } };
    expect(run(s, [ev('wta/activate', { unit: 'u2', action: 'move' })])).toBe(s);
  });
  it("3.1: no activation before the side's roll; the roll once per turn", () => {
    const s = game();
    expect(run(s, [ev('wta/activate', { unit: 'u1', action: 'fire' })])).toBe(s);
    const r = run(s, [ev('wta/basic-roll', { side: 'allies', d6: 3 })]);
    expect(run(r, [ev('wta/basic-roll', { side: 'allies', d6: 5 })])).toBe(r);
  });
  it('5.6, A7: batteries fired never exceed those available', () => {
    const s = run(game(), [ev('wta/basic-roll', { side: 'allies', d6: 2 }), ev('wta/batteries', { side: 'allies', used: 2 })]);
    expect(s.sides.allies.batteriesUsed).toBe(2);
    expect(run(s, [ev('wta/batteries', { side: 'allies', used: 1 })])).toBe(s);
  });
});

describe('8.0, 8.1: the advanced turn and the record sheet', () => {
  const roll = (side: string, yellow: string, d6: number, group: string | null, rOption: string | null = null) =>
    ev('wta/advanced-roll', { side, yellow, d6, group, rOption });
  it('8.1: the record sheet keeps the group activated and the d6 of each turn', () => {
    const s = run(game('advanced'), [roll('allies', 'A', 3, 'A')]);
    expect(s.sides.allies.record[1]).toEqual({ group: 'A', die: 'A', d6: 3, rOption: null });
    expect(s.sides.allies).toMatchObject({ group: 'A', activationsAllowed: 3, batteriesAvailable: 3, history: ['A'] });
  });
  it('8.0 (TD-10): a third turn of group A is refused; the event and a switch to B are recorded', () => {
    let s = game('advanced');
    for (let turn = 0; turn < 2; turn++) s = run(s, [roll('allies', 'A', 3, 'A'), ev('wta/end-turn')]);
    expect(run(s, [roll('allies', 'A', 3, 'A')])).toBe(s);
    const after = run(s, [roll('allies', 'A', 3, 'B')]);
    expect([after.sides.allies.group, after.deck.remaining, after.sides.allies.history]).toEqual(['B', 7, ['A', 'A', 'B']]);
    expect(after.sides.allies.record.slice(1, 4).map((r) => r?.group)).toEqual(['A', 'A', 'B']);
  });
  it('8.0: the group by the die is the group activated; a different one is refused', () => {
    const s = game('advanced');
    expect(run(s, [roll('allies', 'A', 3, 'B')])).toBe(s);
    expect(run(s, [roll('allies', 'R', 3, 'R')])).toBe(s); // R needs its option
    expect(run(s, [roll('allies', 'A', 3, 'A', 'a')])).toBe(s);
  });
  it("8.0, 8.1 (TD-8): the group's units are free of count; units outside it use the d6 free activations", () => {
    let s = run(game('advanced'), [roll('allies', 'A', 1, 'A')]);
    s = run(s, [ev('wta/activate', { unit: 'u1', action: 'fire' }), ev('wta/activate', { unit: 'u2', action: 'move' })]);
    expect(s.sides.allies.activationsUsed).toBe(0);
    s = run(s, [ev('wta/activate', { unit: 'u3', action: 'rally' })]);
    expect([s.sides.allies.activationsUsed, unit(s, 'u3').free]).toEqual([1, true]);
  });
  it("8.0 R(c): the HQs' rally is the reserve's action, not a free activation", () => {
    const s = run(game('advanced'), [roll('allies', 'R', 2, 'R', 'c'), ev('wta/activate', { unit: 'u3', action: 'rally' })]);
    expect([s.sides.allies.activationsUsed, unit(s, 'u3').free]).toEqual([0, false]);
  });
  it('9.3: after a strategic bombardment no other unit of the group is activated; batteries spent', () => {
    let s = run(game('advanced'), [
      roll('allies', 'A', 4, 'A'),
      ev('wta/activate', { unit: 'u1', action: 'fire' }),
      ev('wta/strategic', { side: 'allies', contact: true }),
    ]);
    expect([s.sides.allies.batteriesUsed, s.sides.allies.groupClosed]).toEqual([3, true]);
    expect(run(s, [ev('wta/activate', { unit: 'u2', action: 'move' })])).toBe(s);
    s = run(s, [ev('wta/activate', { unit: 'u3', action: 'stay' })]);
    expect(unit(s, 'u3').action).toBe('stay');
  });
  it('10.0 (TD-75): after its opportunity fire a unit is not activated (advanced)', () => {
    const s = run(game('advanced'), [ev('wta/opp-fire', { unit: 'u4' }), roll('axis', 'A', 3, 'A')]);
    expect(run(s, [ev('wta/activate', { unit: 'u4', action: 'fire' })])).toBe(s);
    expect(run(s, [ev('wta/opp-fire', { unit: 'u4' })])).toBe(s);
  });
  it('12.0: a hidden unit that fires or moves is revealed; one that stays is not', () => {
    const s = run(game('advanced'), [ev('wta/hide', { unit: 'u4', marker: 1 }), ev('wta/hide', { unit: 'u5', marker: 2 }), roll('axis', 'B', 3, 'B')]);
    const after = run(s, [ev('wta/activate', { unit: 'u4', action: 'fire' }), ev('wta/activate', { unit: 'u5', action: 'stay' })]);
    expect([unit(after, 'u4').hidden, unit(after, 'u5').hidden]).toEqual([null, 2]);
  });
  it('7.2: a reinforcement enters from its turn on', () => {
    const s = run(game('advanced'), [ev('wta/unit-add', { side: 'allies', card: 'us', type: 'inf', group: 'A', entersTurn: 2 }), roll('allies', 'A', 3, 'A')]);
    expect(run(s, [ev('wta/activate', { unit: 'u7', action: 'move' })])).toBe(s);
    const next = run(s, [ev('wta/end-turn'), roll('allies', 'B', 3, 'B'), ev('wta/activate', { unit: 'u7', action: 'move' })]);
    expect(unit(next, 'u7').action).toBe('move');
  });
  it('7.0, 8.0 R(b): a unit detached from the reserve to group A', () => {
    expect(unit(run(game('advanced'), [ev('wta/group', { unit: 'u3', group: 'A' })]), 'u3').group).toBe('A');
  });
});

describe('5.3–5.5.1, 6.0: losses, rally and markers on the roster', () => {
  it('5.4.1: losses and disorganization land on the unit; eliminated, its markers go', () => {
    let s = run(game(), [ev('wta/fire-result', { unit: 'u2', losses: 2, disorganized: true })]);
    expect(unit(s, 'u2')).toMatchObject({ elements: 2, disorganized: true });
    s = run(s, [ev('wta/fire-result', { unit: 'u2', losses: 5, disorganized: true })]);
    expect(unit(s, 'u2')).toMatchObject({ elements: 0, disorganized: false });
    expect(wtaBook.describe(ev('wta/fire-result', { unit: 'u1', losses: 3, disorganized: false }), s).text.key).toBe('wta.journal.fireEliminated');
  });
  it('4.3.4.1: the trench marker removed by the fire goes from the map', () => {
    let s = run(game(), [ev('wta/trench-add', { hex: 'B7' })]);
    const tid = s.trenches[0].id;
    s = run(s, [ev('wta/fire-result', { unit: 'u4', losses: 1, disorganized: false, trench: tid, trenchRemoved: true })]);
    expect(s.trenches).toEqual([]);
  });
  it('6.0 (TD-86): a rally never goes above the starting discs, never to an eliminated unit', () => {
    const s = run(game(), [ev('wta/fire-result', { unit: 'u2', losses: 2, disorganized: false })]);
    expect(unit(run(s, [ev('wta/rally', { gains: [{ unit: 'u2', discs: 2 }] })]), 'u2').elements).toBe(4);
    expect(run(s, [ev('wta/rally', { gains: [{ unit: 'u2', discs: 3 }] })])).toBe(s);
    expect(
      run(s, [
        ev('wta/rally', {
          gains: [
            { unit: 'u2', discs: 1 },
            { unit: 'u2', discs: 1 },
          ],
        }),
      ]),
    ).toBe(s);
  });
  it('12.3, 12.4, 12.1: hide under a marker; revealed; a dummy revealed is removed', () => {
    let s = run(game('advanced'), [
      ev('wta/hide', { unit: 'u4', marker: 3 }),
      ev('wta/unit-add', { side: 'axis', card: 'de', type: 'gren', group: 'A', hidden: 4, dummy: true }),
    ]);
    expect(unit(s, 'u4').hidden).toBe(3);
    expect(run(s, [ev('wta/hide', { unit: 'u5', marker: 3 })])).toBe(s); // marker numbers are unique per side
    s = run(s, [ev('wta/reveal', { unit: 'u4' }), ev('wta/reveal', { unit: 'u7' })]);
    expect([unit(s, 'u4').hidden, s.units.some((u) => u.id === 'u7')]).toEqual([null, false]);
  });
  it('7.1, A30: an HQ destroyed puts every unit of its side out of command for the turn; a new HQ with −1/−1', () => {
    let s = run(game('advanced'), [ev('wta/hq-destroyed', { unit: 'u3' })]);
    expect(s.units.filter((u) => u.side === 'allies' && u.elements > 0).every((u) => u.outOfCommand)).toBe(true);
    expect(unit(s, 'u4').outOfCommand).toBe(false);
    s = run(s, [ev('wta/end-turn'), ev('wta/designate-hq', { unit: 'u2' })]);
    expect(unit(s, 'u1').outOfCommand).toBe(false);
    expect(unit(s, 'u2')).toMatchObject({ hq: true, replacementHq: true });
    const own = run(game('advanced'), [ev('wta/hq-destroyed', { unit: 'u3' })], { hqDestroyed: 'own' });
    expect(unit(own, 'u1').outOfCommand).toBe(false);
  });
  it("4.3.2: mechanized infantry that crossed on foot becomes another type; its elements never exceed the new one's", () => {
    const s = run(game(), [ev('wta/swap-type', { unit: 'u1', card: 'us', type: 'hq' })]);
    expect(unit(s, 'u1')).toMatchObject({ type: 'hq', startDiscs: 1, elements: 2 });
  });
});

describe('2.6, 4.3.5, 13.0, 3.0: events deck, bridges, turn end and victory', () => {
  it('2.6 (TD-95, TD-96, TD-98): cards held, played, handed over; an empty deck draws nothing', () => {
    let s = run(game('basic', { eventCards: 1, reinforcementCards: { allies: 0, axis: 0 } }), [ev('wta/event-draw', { side: 'allies', held: true })]);
    expect([s.deck.remaining, s.sides.allies.held]).toEqual([0, 1]);
    expect(run(s, [ev('wta/event-draw', { side: 'axis', held: true })])).toBe(s);
    s = run(s, [ev('wta/event-play', { side: 'allies', to: 'axis' })]);
    expect([s.sides.allies.held, s.sides.axis.held]).toEqual([0, 1]);
    expect(run(s, [ev('wta/event-play', { side: 'allies' })])).toBe(s);
  });
  it('4.3.5 (TD-94): a bridge destroyed, then repair attempts counted until the flag', () => {
    let s = run(game(), [ev('wta/bridge-add', { name: 'Pont de la Fière', mod: -1 })]);
    const b = s.bridges[0].id;
    s = run(s, [ev('wta/bridge-destroyed', { bridge: b }), ev('wta/repair', { bridge: b, repaired: false }), ev('wta/repair', { bridge: b, repaired: true })]);
    expect(s.bridges[0]).toMatchObject({ intact: true, repairs: 2 });
    expect(run(s, [ev('wta/repair', { bridge: b, repaired: true })])).toBe(s);
  });
  it('3.0 e, 5.4.1, A28 (TD-67): the end of the turn clears activated, opportunity-fire and disorganized markers', () => {
    let s = run(game(), [
      ev('wta/basic-roll', { side: 'allies', d6: 3 }),
      ev('wta/activate', { unit: 'u1', action: 'fire' }),
      ev('wta/opp-fire', { unit: 'u4' }),
      ev('wta/fire-result', { unit: 'u2', losses: 2, disorganized: true }),
    ]);
    s = run(s, [ev('wta/end-turn')]);
    expect(s.units.every((u) => u.action === null && !u.oppFire && !u.disorganized)).toBe(true);
    expect([s.turn, s.sides.allies.d6, s.sides.allies.record[1]?.d6]).toEqual([2, null, 3]);
  });
  it('5.4.1, A28: disorganized by final fire is carried into the next turn only under the alternative', () => {
    const s = run(game('advanced'), [ev('wta/fire-result', { unit: 'u2', losses: 2, disorganized: true, finalFire: true })]);
    expect(unit(run(s, [ev('wta/end-turn')]), 'u2').disorganized).toBe(false);
    expect(unit(run(s, [ev('wta/end-turn')], { finalFireDisorganized: 'carry' }), 'u2').disorganized).toBe(true);
  });
  it('3.0 f, 13.0: after the last turn the game is over and the victory check is journaled', () => {
    let s = game('basic', { turns: 2 });
    s = run(s, [ev('wta/end-turn')]);
    expect(wtaBook.describe(ev('wta/end-turn'), s).text.key).toBe('wta.journal.lastTurn');
    s = run(s, [ev('wta/end-turn')]);
    expect([s.turn, s.over]).toEqual([2, true]);
    expect(run(s, [ev('wta/end-turn')])).toBe(s);
  });
  it('8.1, A48: a scenario with Turn 0 starts at 0 and records it', () => {
    const s = run(game('advanced', { turnZero: true }), [ev('wta/advanced-roll', { side: 'axis', yellow: 'B', d6: 2, group: 'B', rOption: null })]);
    expect([s.turn, s.sides.axis.record[0]?.group]).toEqual([0, 'B']);
  });
  it('13.0: victory points and the first leg of the two-game match', () => {
    const s = run(game(), [ev('wta/vp', { side: 'axis', vp: 7 }), ev('wta/first-leg', { allies: 5, axis: 3 })]);
    expect([s.sides.axis.vp, s.firstLeg]).toEqual([7, { allies: 5, axis: 3 }]);
  });
});

describe('the event contract', () => {
  it('check: unknown fields, wrong types and out-of-range values are refused in words', () => {
    const bad = [
      ev('wta/basic-roll', { side: 'allies', d6: 7 }),
      ev('wta/basic-roll', { side: 'allies', d6: 3, extra: 1 }),
      ev('wta/activate', { unit: 'u1', action: 'fly' }),
      ev('wta/advanced-roll', { side: 'allies', yellow: 'C', d6: 3, group: 'A', rOption: null }),
      ev('wta/scenario', { scenario: { ...scenario(), turns: 21 } }),
      ev('wta/card', { card: { ...usCard, units: [{ ...usCard.units[0], discs: -1 }] } }),
    ];
    for (const e of bad) {
      const c = wtaBook.check(e);
      expect(c.ok).toBe(false);
      if (!c.ok) expect(c.error.key).toBe('engine.event.badPayload');
    }
  });
  it('every event type has a journal sentence in Italian and in English, naming its rules', () => {
    const s = run(game(), [ev('wta/trench-add', { hex: 'C3' }), ev('wta/bridge-add', { name: 'P', mod: 0 })]);
    const samples: GameEvent[] = [
      ev('wta/scenario', { scenario: scenario() }),
      ev('wta/card', { card: usCard }),
      ev('wta/card-remove', { card: 'us' }),
      ev('wta/unit-add', { side: 'allies', card: 'us', type: 'inf', group: 'A' }),
      ev('wta/unit-remove', { unit: 'u1' }),
      ev('wta/basic-roll', { side: 'allies', d6: 1 }),
      ev('wta/advanced-roll', { side: 'allies', yellow: 'R', d6: 1, group: 'R', rOption: 'c' }),
      ev('wta/activate', { unit: 'u1', action: 'advanceFire' }),
      ev('wta/opp-fire', { unit: 'u1' }),
      ev('wta/final-fire', { unit: 'u1' }),
      ev('wta/fire-result', { unit: 'u1', losses: 1, disorganized: true }),
      ev('wta/return-fire', { unit: 'u1' }),
      ev('wta/rally', { gains: [{ unit: 'u1', discs: 1 }] }),
      ev('wta/batteries', { side: 'axis', used: 1 }),
      ev('wta/strategic', { side: 'axis', contact: false }),
      ev('wta/marker', { unit: 'u1', marker: 'outOfCommand', value: true }),
      ev('wta/hide', { unit: 'u1', marker: 2 }),
      ev('wta/reveal', { unit: 'u1' }),
      ev('wta/hq-destroyed', { unit: 'u3' }),
      ev('wta/designate-hq', { unit: 'u2' }),
      ev('wta/swap-type', { unit: 'u2', card: 'us', type: 'eng' }),
      ev('wta/group', { unit: 'u2', group: 'B' }),
      ev('wta/event-draw', { side: 'axis', held: false }),
      ev('wta/event-play', { side: 'axis', to: 'allies' }),
      ev('wta/bridge-add', { name: 'X', mod: 1 }),
      ev('wta/bridge-destroyed', { bridge: s.bridges[0].id }),
      ev('wta/repair', { bridge: s.bridges[0].id, repaired: true }),
      ev('wta/trench-add', { hex: 'D4' }),
      ev('wta/trench-add', { unit: 'u4' }),
      ev('wta/trench-remove', { trench: s.trenches[0].id }),
      ev('wta/vp', { side: 'allies', vp: 3 }),
      ev('wta/first-leg', { allies: 1, axis: 2 }),
      ev('wta/end-turn'),
      ev('wta/noted', { what: 'fire', losses: 2 }),
      ev('core/next-phase'),
      ev('core/prev-phase'),
      ev('core/start-at', { turn: '3', phase: 'first' }),
      ev('core/start-done', { item: 'vp' }),
      ev('wta/marker-add', { side: 'axis', group: 'A', marker: 7, seal: '0123456789abcdef' }),
      ev('wta/identify', { unit: 'u1', dummy: false, card: 'us', type: 'inf' }),
      ev('wta/reinforcement', { side: 'allies', units: [{ card: 'us', type: 'inf', group: 'A' }] }),
      ev('wta/strategic-hex', { side: 'allies', hex: 1, what: 'unit', unit: 'u6', dice: 3, explosions: 1, losses: 1 }),
    ];
    expect(new Set(samples.map((e) => e.type))).toEqual(new Set(wtaEvents.map((d) => d.type)));
    for (const e of samples) {
      const d = wtaBook.describe(e, s);
      for (const k of [d.text.key, ...Object.values(d.text.params ?? {}).flatMap((p) => (typeof p === 'object' ? [p.key] : []))]) {
        expect(typeof lookup(en, k), `${e.type}: ${k}`).toBe('string');
        expect(typeof lookup(itMsgs, k), `${e.type}: ${k}`).toBe('string');
      }
    }
  });

  // Random logs: payloads drawn from what a player could tap, on the units and bridges a game has.
  const uid = fc.constantFrom('u1', 'u2', 'u3', 'u4', 'u5', 'u6', 'u7', 'u9');
  const side = fc.constantFrom('allies', 'axis');
  const grp = fc.constantFrom('A', 'B', 'R');
  const anyEvent: fc.Arbitrary<GameEvent> = fc.oneof(
    fc.record({ side, d6: fc.integer({ min: 1, max: 6 }) }).map((p) => ev('wta/basic-roll', p)),
    fc
      .record({
        side,
        yellow: fc.constantFrom('A', 'B', 'R', 'event'),
        d6: fc.integer({ min: 1, max: 6 }),
        group: fc.option(grp, { nil: null }),
        rOption: fc.option(fc.constantFrom('a', 'b', 'c', 'd'), { nil: null }),
      })
      .map((p) => ev('wta/advanced-roll', p)),
    fc.record({ unit: uid, action: fc.constantFrom('stay', 'fire', 'move', 'advanceFire', 'rally', 'strategic', 'hide') }).map((p) => ev('wta/activate', p)),
    fc.record({ unit: uid }).map((p) => ev('wta/opp-fire', p)),
    fc.record({ unit: uid, losses: fc.integer({ min: 0, max: 6 }), disorganized: fc.boolean(), finalFire: fc.boolean() }).map((p) => ev('wta/fire-result', p)),
    fc
      .record({ unit: uid, losses: fc.integer({ min: 0, max: 3 }), disorganized: fc.boolean(), opportunity: fc.boolean() })
      .map((p) => ev('wta/fire-result', p)),
    fc.record({ unit: uid }).map((p) => ev('wta/return-fire', p)),
    fc
      .record({ gains: fc.array(fc.record({ unit: uid, discs: fc.integer({ min: 0, max: 4 }) }), { minLength: 1, maxLength: 3 }) })
      .map((p) => ev('wta/rally', p)),
    fc.record({ side, used: fc.integer({ min: 1, max: 6 }) }).map((p) => ev('wta/batteries', p)),
    fc.record({ side, contact: fc.boolean() }).map((p) => ev('wta/strategic', p)),
    fc.record({ unit: uid, marker: fc.constantFrom('disorganized', 'outOfCommand', 'oppFire'), value: fc.boolean() }).map((p) => ev('wta/marker', p)),
    fc.record({ unit: uid, marker: fc.integer({ min: 0, max: 5 }) }).map((p) => ev('wta/hide', p)),
    fc.record({ unit: uid }).map((p) => ev('wta/reveal', p)),
    fc.record({ unit: uid }).map((p) => ev('wta/hq-destroyed', p)),
    fc.record({ unit: uid }).map((p) => ev('wta/designate-hq', p)),
    fc.record({ unit: uid, card: fc.constantFrom('us', 'de'), type: fc.constantFrom('m10', 'inf', 'hq', 'gren', 'pz') }).map((p) => ev('wta/swap-type', p)),
    fc.record({ unit: uid, group: grp }).map((p) => ev('wta/group', p)),
    fc.record({ side, held: fc.boolean() }).map((p) => ev('wta/event-draw', p)),
    fc.record({ side, to: side }).map((p) => ev('wta/event-play', p)),
    fc
      .record({
        side,
        card: fc.constantFrom('us', 'de'),
        type: fc.constantFrom('m10', 'inf', 'gren', 'hq'),
        group: grp,
        hidden: fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }),
        dummy: fc.boolean(),
      })
      .map((p) => ev('wta/unit-add', p)),
    fc.record({ unit: uid }).map((p) => ev('wta/unit-remove', p)),
    fc.record({ bridge: fc.constantFrom('b9', 'b10') }).map((p) => ev('wta/bridge-destroyed', p)),
    fc.record({ bridge: fc.constantFrom('b9', 'b10'), repaired: fc.boolean() }).map((p) => ev('wta/repair', p)),
    fc.record({ unit: uid, hex: fc.constantFrom('', 'C3') }).map((p) => ev('wta/trench-add', p)),
    fc.record({ trench: fc.constantFrom('t9', 't10', 't11', 't12') }).map((p) => ev('wta/trench-remove', p)),
    fc
      .record({
        unit: uid,
        losses: fc.integer({ min: 0, max: 3 }),
        disorganized: fc.boolean(),
        trench: fc.constantFrom('t9', 't10', 't11'),
        trenchRemoved: fc.boolean(),
        trenchExplosions: fc.integer({ min: 0, max: 3 }),
      })
      .map((p) => ev('wta/fire-result', p)),
    fc.constant(ev('wta/end-turn')),
    fc
      .record({ side, group: grp, marker: fc.integer({ min: 0, max: 5 }), seal: fc.constantFrom('0123456789abcdef', 'fedcba9876543210') })
      .map((p) => ev('wta/marker-add', p)),
    fc
      .record({ unit: uid, dummy: fc.boolean(), card: fc.constantFrom('us', 'de'), type: fc.constantFrom('m10', 'inf', 'gren', 'hq') })
      .map((p) => ev('wta/identify', p)),
  );
  it('no log reaches a state the rules forbid, and no reducer mutates the state', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<'basic' | 'advanced'>('basic', 'advanced'),
        fc.array(anyEvent, { maxLength: 60 }),
        fc.constantFrom<Record<string, SettingValue>>({}, { hqDestroyed: 'own', finalFireDisorganized: 'carry', batteries: 'count' }),
        (mode, events, settings) => {
          let s = run(game(mode, { turns: 6 }), [ev('wta/bridge-add', { name: 'P1', mod: 0 }), ev('wta/bridge-add', { name: 'P2', mod: -1 })]);
          const ctx = ctxWith(settings);
          for (const e of events) {
            const c = wtaBook.check(e);
            expect(c.ok).toBe(true);
            if (!c.ok) return;
            s = wtaBook.reduce(freeze(s), c.event, ctx);
            expect(invariantProblems(s)).toEqual([]);
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
