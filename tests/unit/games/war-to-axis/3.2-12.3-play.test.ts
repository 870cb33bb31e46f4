// War to Axis's events of the play (3.2, 4.3.2, 4.3.4, 4.3.5, 5.3–5.5.1, 6.0, 7.1, 7.2, 8.0, 9.3,
// 12.0–12.3, 2.6, 3.0, 11.1): what each one changes on the roster, and each refusal — an eliminated
// unit, a dummy, a unit not yet entered, a side that has not rolled — leaving the game as it was.
import { describe, expect, it } from 'vitest';
import type { WtaState } from '@/games/war-to-axis/state';
import { ev, game, run } from './helpers';

const unit = (s: WtaState, id: string) => s.units.find((u) => u.id === id)!;
const dead = (s: WtaState, id: string) => run(s, [ev('wta/fire-result', { unit: id, losses: 30, disorganized: false })]);
const adv = (side: 'allies' | 'axis', yellow: string, group: string | null, rOption: string | null = null, d6 = 3) =>
  ev('wta/advanced-roll', { side, yellow, d6, group, rOption });
const act = (u: string, action: string) => ev('wta/activate', { unit: u, action });

describe('3.2, 8.0, 8.1: a unit activated', () => {
  it('refused: an eliminated unit, one not yet entered (7.2), one of a side that has not rolled', () => {
    const rolled = run(game(), [ev('wta/basic-roll', { side: 'allies', d6: 3 })]);
    const gone = dead(rolled, 'u2');
    expect(run(gone, [act('u2', 'fire')])).toBe(gone);
    const s0 = game();
    expect(run(s0, [act('u1', 'fire')])).toBe(s0);
    const late = run(game(), [
      ev('wta/unit-add', { side: 'allies', card: 'us', type: 'inf', group: 'A', entersTurn: 2 }),
      ev('wta/basic-roll', { side: 'allies', d6: 3 }),
    ]);
    expect(run(late, [act('u7', 'move')])).toBe(late);
    expect(unit(run(late, [act('u1', 'move')]), 'u1').action).toBe('move');
  });
  it('3.2: in the basic game a unit holding an opportunity-fire marker still acts, and counts against 6 + d6, never free', () => {
    const s = run(game(), [ev('wta/basic-roll', { side: 'allies', d6: 3 }), ev('wta/opp-fire', { unit: 'u2' })]);
    const after = run(s, [act('u2', 'fire')]);
    expect([unit(after, 'u2').action, unit(after, 'u2').free, after.sides.allies.activationsUsed]).toEqual(['fire', false, 1]);
  });
  it('5.4.1: a disorganized unit may fire but not move nor advance and fire', () => {
    const s = run(game(), [ev('wta/basic-roll', { side: 'allies', d6: 3 }), ev('wta/fire-result', { unit: 'u2', losses: 2, disorganized: true })]);
    expect(run(s, [act('u2', 'move')])).toBe(s);
    expect(run(s, [act('u2', 'advanceFire')])).toBe(s);
    expect(unit(run(s, [act('u2', 'fire')]), 'u2').action).toBe('fire');
  });
  it('12.0: a hidden unit that advances and fires is revealed; the first unit activated is remembered', () => {
    let s = run(game('advanced'), [ev('wta/hide', { unit: 'u4', marker: 3 }), adv('axis', 'A', 'A')]);
    s = run(s, [act('u4', 'advanceFire')]);
    expect(unit(s, 'u4').hidden).toBe(null);
    expect(s.sides.axis.firstActivated).toBe('u4');
    s = run(s, [act('u6', 'fire')]);
    expect(s.sides.axis.firstActivated).toBe('u4');
  });
  it('8.0 R: option a activates the reserve as a group; b does not; c lets an HQ rally and d an HQ bombard without counting; anything else counts', () => {
    // u3 the US HQ in R; u2 sent to R.
    const base = run(game('advanced'), [ev('wta/group', { unit: 'u2', group: 'R' })]);
    const r = (o: string) => run(base, [adv('allies', 'R', 'R', o)]);
    const did = (s: WtaState, u: string, a: string) => {
      const x = run(s, [act(u, a)]);
      return [unit(x, u).action, unit(x, u).free, x.sides.allies.activationsUsed];
    };
    expect(did(r('a'), 'u3', 'move')).toEqual(['move', false, 0]);
    expect(did(r('a'), 'u2', 'move')).toEqual(['move', false, 0]);
    expect(did(r('b'), 'u3', 'move')).toEqual(['move', true, 1]);
    expect(did(r('c'), 'u3', 'rally')).toEqual(['rally', false, 0]);
    expect(did(r('c'), 'u3', 'strategic')).toEqual(['strategic', true, 1]);
    expect(did(r('c'), 'u2', 'rally')).toEqual(['rally', true, 1]);
    expect(did(r('d'), 'u3', 'strategic')).toEqual(['strategic', false, 0]);
    expect(did(r('d'), 'u3', 'rally')).toEqual(['rally', true, 1]);
    expect(did(r('d'), 'u3', 'move')).toEqual(['move', true, 1]);
  });
});

describe('5.3–5.5.1, 4.3.4.1, 11.1: fire and its result', () => {
  it('refused for an eliminated unit: opportunity fire, a result, return fire, a rally', () => {
    const s = run(game('advanced'), [ev('wta/fire-result', { unit: 'u2', losses: 1, disorganized: false, opportunity: true })]);
    expect(unit(s, 'u2').returnFire).toBe(true);
    const gone = dead(s, 'u2');
    for (const e of [
      ev('wta/opp-fire', { unit: 'u2' }),
      ev('wta/fire-result', { unit: 'u2', losses: 1, disorganized: false }),
      ev('wta/return-fire', { unit: 'u2' }),
      ev('wta/rally', { gains: [{ unit: 'u2', discs: 1 }] }),
    ])
      expect(run(gone, [e])).toBe(gone);
  });
  it('5.5.1, A24: opportunity fire with no loss does not stop the mover, so it may not return fire', () => {
    expect(
      unit(run(game('advanced'), [ev('wta/fire-result', { unit: 'u2', losses: 0, disorganized: false, opportunity: true })]), 'u2').returnFire,
    ).toBeFalsy();
  });
  it('11.1: disorganized by an ordinary fire is not "by final fire"; by final fire it is', () => {
    const s = game('advanced');
    expect(unit(run(s, [ev('wta/fire-result', { unit: 'u2', losses: 2, disorganized: true })]), 'u2').byFinalFire).toBe(false);
    expect(unit(run(s, [ev('wta/fire-result', { unit: 'u2', losses: 2, disorganized: true, finalFire: false })]), 'u2').byFinalFire).toBe(false);
    expect(unit(run(s, [ev('wta/fire-result', { unit: 'u2', losses: 2, disorganized: true, finalFire: true })]), 'u2').byFinalFire).toBe(true);
  });
  it("A35: a sealed marker's disorganization stays once taken, and comes only with one", () => {
    const s = run(game('advanced'), [ev('wta/marker-add', { side: 'axis', group: 'A', marker: 5, seal: 'abcdef0123' })]);
    const calm = run(s, [ev('wta/fire-result', { unit: 'u7', losses: 1, disorganized: false })]);
    expect([unit(calm, 'u7').disorganized, unit(calm, 'u7').seal?.losses]).toEqual([false, 1]);
    const shaken = run(calm, [
      ev('wta/fire-result', { unit: 'u7', losses: 2, disorganized: true }),
      ev('wta/fire-result', { unit: 'u7', losses: 1, disorganized: false }),
    ]);
    expect([unit(shaken, 'u7').disorganized, unit(shaken, 'u7').seal?.losses]).toEqual([true, 4]);
  });
  it("4.3.4.1: the fire's trench marker is blown away or counts its explosions — that marker alone; no marker named, or one gone, changes none", () => {
    const s = run(game('advanced'), [ev('wta/trench-add', { unit: 'u4' }), ev('wta/trench-add', { unit: 'u6' })]);
    const [t4, t6] = s.trenches.map((t) => t.id);
    const hit = (p: Record<string, unknown>) => run(s, [ev('wta/fire-result', { unit: 'u4', losses: 1, disorganized: false, ...p })]).trenches;
    expect(hit({ trench: t4, trenchRemoved: true }).map((t) => t.id)).toEqual([t6]);
    expect(hit({ trench: t4, trenchRemoved: false, trenchExplosions: 1 }).map((t) => t.explosions)).toEqual([1, 0]);
    expect(hit({ trench: t4, trenchRemoved: false }).map((t) => t.explosions)).toEqual([0, 0]);
    expect(hit({ trenchRemoved: true, trenchExplosions: 1 })).toBe(s.trenches);
    expect(hit({ trench: null, trenchRemoved: true })).toBe(s.trenches);
    expect(hit({ trench: 't99', trenchRemoved: true })).toBe(s.trenches);
  });
  it("6.0: a rally adds each unit's discs to that unit only", () => {
    const s = run(game(), [
      ev('wta/fire-result', { unit: 'u2', losses: 2, disorganized: false }),
      ev('wta/fire-result', { unit: 'u1', losses: 1, disorganized: false }),
    ]);
    const after = run(s, [ev('wta/rally', { gains: [{ unit: 'u2', discs: 1 }] })]);
    expect(after.units.map((u) => u.elements)).toEqual([2, 3, 2, 4, 2, 4]);
  });
  it('9.3: a strategic bombardment is of the advanced game only', () => {
    const s = game();
    expect(run(s, [ev('wta/strategic', { side: 'allies', contact: true })])).toBe(s);
  });
});

describe('5.4.1, 7.1, 12.0–12.3, 4.3.2, 7.0: markers, hiding, HQs, types and groups', () => {
  it('a marker by hand: not on an eliminated unit nor a dummy; disorganization taken off forgets final fire, other markers leave it', () => {
    const s = run(game('advanced'), [
      ev('wta/fire-result', { unit: 'u2', losses: 2, disorganized: true, finalFire: true }),
      ev('wta/unit-add', { side: 'allies', card: 'us', type: 'inf', group: 'A', hidden: 8, dummy: true }),
    ]);
    const gone = dead(s, 'u1');
    expect(run(gone, [ev('wta/marker', { unit: 'u1', marker: 'outOfCommand', value: true })])).toBe(gone);
    expect(run(s, [ev('wta/marker', { unit: 'u7', marker: 'outOfCommand', value: true })])).toBe(s);
    expect(unit(run(s, [ev('wta/marker', { unit: 'u2', marker: 'disorganized', value: false })]), 'u2')).toMatchObject({
      disorganized: false,
      byFinalFire: false,
    });
    expect(unit(run(s, [ev('wta/marker', { unit: 'u2', marker: 'disorganized', value: true })]), 'u2')).toMatchObject({
      disorganized: true,
      byFinalFire: true,
    });
    expect(unit(run(s, [ev('wta/marker', { unit: 'u2', marker: 'oppFire', value: false })]), 'u2')).toMatchObject({ oppFire: false, byFinalFire: true });
    expect(unit(run(s, [ev('wta/marker', { unit: 'u2', marker: 'outOfCommand', value: true })]), 'u2')).toMatchObject({
      outOfCommand: true,
      byFinalFire: true,
    });
  });
  it('12.3: hiding refused for an unknown unit, an eliminated one, one hidden already, a sealed marker, or a number its side uses; the other side may use it', () => {
    const s = run(game('advanced'), [
      ev('wta/hide', { unit: 'u4', marker: 3 }),
      ev('wta/marker-add', { side: 'allies', group: 'A', marker: 5, seal: 'abcdef0123' }),
      ev('wta/reveal', { unit: 'u7' }),
    ]);
    expect(run(s, [ev('wta/hide', { unit: 'u99', marker: 4 })])).toBe(s);
    expect(run(s, [ev('wta/hide', { unit: 'u99', marker: 3 })])).toBe(s);
    expect(run(s, [ev('wta/hide', { unit: 'u4', marker: 4 })])).toBe(s);
    expect(run(s, [ev('wta/hide', { unit: 'u7', marker: 4 })])).toBe(s);
    expect(run(s, [ev('wta/hide', { unit: 'u6', marker: 3 })])).toBe(s);
    const gone = dead(s, 'u6');
    expect(run(gone, [ev('wta/hide', { unit: 'u6', marker: 4 })])).toBe(gone);
    expect(unit(run(s, [ev('wta/hide', { unit: 'u2', marker: 3 })]), 'u2').hidden).toBe(3);
  });
  it('12.0: revealing a unit not hidden changes nothing', () => {
    const s = game('advanced');
    expect(run(s, [ev('wta/reveal', { unit: 'u2' })])).toBe(s);
  });
  it("7.1: an HQ destroyed is eliminated, alone; its side's live units go out of command, not the eliminated ones; out of command by hand outlasts the turn", () => {
    const s = dead(game('advanced'), 'u2');
    const after = run(s, [ev('wta/hq-destroyed', { unit: 'u3' })]);
    expect(after.units.map((u) => [u.id, u.elements, u.outOfCommand])).toEqual([
      ['u1', 3, true],
      ['u2', 0, false],
      ['u3', 0, false],
      ['u4', 4, false],
      ['u5', 2, false],
      ['u6', 4, false],
    ]);
    const byHand = run(game('advanced'), [ev('wta/marker', { unit: 'u1', marker: 'outOfCommand', value: true }), ev('wta/end-turn')]);
    expect(unit(byHand, 'u1').outOfCommand).toBe(true);
  });
  it('7.1: a new HQ is not an eliminated unit, an HQ already, a dummy or a sealed marker', () => {
    const s = run(game('advanced'), [
      ev('wta/unit-add', { side: 'allies', card: 'us', type: 'inf', group: 'A', hidden: 8, dummy: true }),
      ev('wta/marker-add', { side: 'allies', group: 'A', marker: 5, seal: 'abcdef0123' }),
    ]);
    const gone = dead(s, 'u2');
    for (const [st, u] of [
      [gone, 'u2'],
      [s, 'u3'],
      [s, 'u7'],
      [s, 'u8'],
    ] as const)
      expect(run(st, [ev('wta/designate-hq', { unit: u })])).toBe(st);
    expect(unit(run(s, [ev('wta/designate-hq', { unit: 'u2' })]), 'u2')).toMatchObject({ hq: true, replacementHq: true });
  });
  it("4.3.2: a unit changes type only on its own side's card, alive; a replacement HQ stays an HQ, an HQ type makes one", () => {
    const s = game('advanced');
    expect(run(s, [ev('wta/swap-type', { unit: 'u4', card: 'us', type: 'inf' })])).toBe(s);
    expect(unit(run(s, [ev('wta/swap-type', { unit: 'u4', card: 'de', type: 'pz' })]), 'u4')).toMatchObject({
      card: 'de',
      type: 'pz',
      name: 'Panzer IV',
      hq: false,
    });
    const gone = dead(s, 'u2');
    expect(run(gone, [ev('wta/swap-type', { unit: 'u2', card: 'us', type: 'm10' })])).toBe(gone);
    const rep = run(s, [ev('wta/designate-hq', { unit: 'u2' })]);
    expect(unit(run(rep, [ev('wta/swap-type', { unit: 'u2', card: 'us', type: 'm10' })]), 'u2').hq).toBe(true);
    expect(unit(run(s, [ev('wta/swap-type', { unit: 'u2', card: 'us', type: 'hq' })]), 'u2').hq).toBe(true);
    expect(unit(run(s, [ev('wta/swap-type', { unit: 'u2', card: 'us', type: 'm10' })]), 'u2').hq).toBe(false);
  });
  it('7.0: a unit sent to the group it is in changes nothing', () => {
    const s = game('advanced');
    expect(run(s, [ev('wta/group', { unit: 'u2', group: 'A' })])).toBe(s);
  });
});

describe('2.6, 2.6.1, 7.2: cards and reinforcements', () => {
  it("7.2: a reinforcement card's units enter next turn (advanced), each with its own id, name trimmed, its card's discs + 1, no marker", () => {
    const s = run(game('advanced', { reinforcementCards: { allies: 1, axis: 0 } }), [
      ev('wta/advanced-roll', { side: 'allies', yellow: 'event', d6: 3, group: 'A', rOption: null, cards: ['reinforce'] }),
    ]);
    expect(s.sides.allies.reinforcements).toEqual({ drawn: 1, due: 1 });
    const after = run(s, [
      ev('wta/reinforcement', {
        side: 'allies',
        units: [
          { card: 'us', type: 'inf', group: 'B', name: ' 82nd ' },
          { card: 'us', type: 'm10', group: 'B' },
        ],
      }),
    ]);
    expect(after.units.slice(-2)).toEqual([
      {
        id: 'u7',
        side: 'allies',
        card: 'us',
        type: 'inf',
        name: '82nd',
        startDiscs: 3,
        elements: 4,
        group: 'B',
        action: null,
        free: false,
        oppFire: false,
        disorganized: false,
        byFinalFire: false,
        hidden: null,
        dummy: false,
        outOfCommand: false,
        replacementHq: false,
        hq: false,
        entersTurn: 2,
      },
      {
        id: 'u8',
        side: 'allies',
        card: 'us',
        type: 'm10',
        name: 'Cacciacarri M10*',
        startDiscs: 2,
        elements: 3,
        group: 'B',
        action: null,
        free: false,
        oppFire: false,
        disorganized: false,
        byFinalFire: false,
        hidden: null,
        dummy: false,
        outOfCommand: false,
        replacementHq: false,
        hq: false,
        entersTurn: 2,
      },
    ]);
    expect(after.nextId).toBe(9);
    expect(after.sides.allies.reinforcements).toEqual({ drawn: 1, due: 0 });
  });
  it('2.6.1: no reinforcement without a card drawn, nor in a game saved before the cards were counted', () => {
    const s = game('advanced');
    const units = [{ card: 'us', type: 'inf', group: 'B' }];
    expect(run(s, [ev('wta/reinforcement', { side: 'allies', units })])).toBe(s);
    const { reinforcements: _, ...allies } = s.sides.allies;
    const old = { ...s, sides: { ...s.sides, allies: allies as typeof s.sides.allies } };
    expect(run(old, [ev('wta/reinforcement', { side: 'allies', units })])).toBe(old);
  });
  it('2.6: a held card handed to oneself is only played', () => {
    const s = run(game(), [ev('wta/event-draw', { side: 'allies', held: true })]);
    const after = run(s, [ev('wta/event-play', { side: 'allies', to: 'allies' })]);
    expect([after.sides.allies.held, after.sides.axis.held]).toEqual([0, 0]);
  });
});

describe('4.3.2, 4.3.4, 4.3.5: bridges and trenches', () => {
  const s = run(game(), [ev('wta/bridge-add', { name: 'Carentan', mod: -1 }), ev('wta/bridge-add', { name: 'La Fière', mod: 0 })]);
  const [b1, b2] = s.bridges.map((b) => b.id);
  it('a bridge destroyed is that bridge alone, once; a repair is tried on that destroyed bridge alone', () => {
    const down = run(s, [ev('wta/bridge-destroyed', { bridge: b1 })]);
    expect(down.bridges.map((b) => b.intact)).toEqual([false, true]);
    expect(run(down, [ev('wta/bridge-destroyed', { bridge: b1 })])).toBe(down);
    expect(run(down, [ev('wta/repair', { bridge: b1, repaired: false })]).bridges.map((b) => b.repairs)).toEqual([1, 0]);
    expect(run(down, [ev('wta/repair', { bridge: b2, repaired: true })])).toBe(down);
  });
  it("a trench marker's hex is trimmed; a unit holds one trench only, another unit may hold its own; taking one off takes that one alone", () => {
    const t = run(game(), [ev('wta/trench-add', { hex: ' C3 ', unit: 'u2' })]);
    expect(t.trenches).toEqual([{ id: 't7', hex: 'C3', explosions: 0, unit: 'u2' }]);
    expect(run(t, [ev('wta/trench-add', { unit: 'u2' })])).toBe(t);
    const two = run(t, [ev('wta/trench-add', { unit: 'u1' })]);
    expect(two.trenches.map((x) => x.unit)).toEqual(['u2', 'u1']);
    expect(run(two, [ev('wta/trench-remove', { trench: 't7' })]).trenches.map((x) => x.id)).toEqual(['t8']);
    expect(run(two, [ev('wta/trench-remove', { trench: 't99' })])).toBe(two);
  });
});

describe('3.0, 11.0, 13.0: the phases', () => {
  it("a game over goes no further; the end of the turn reached by the phases carries final fire's disorganization under the alternative", () => {
    const over = { ...game('advanced'), over: true };
    expect(run(over, [ev('core/next-phase')])).toBe(over);
    const s = { ...run(game('advanced'), [ev('wta/fire-result', { unit: 'u2', losses: 2, disorganized: true, finalFire: true })]), phase: 3 };
    expect(unit(run(s, [ev('core/next-phase')]), 'u2').disorganized).toBe(false);
    expect(unit(run(s, [ev('core/next-phase')], { finalFireDisorganized: 'carry' }), 'u2').disorganized).toBe(true);
  });
  it('back one phase; from the first phase, nowhere; from a game over, the game goes on where it stood', () => {
    const s = { ...game('advanced'), phase: 2 };
    expect(run(s, [ev('core/prev-phase')]).phase).toBe(1);
    const first = game('advanced');
    expect(run(first, [ev('core/prev-phase')])).toBe(first);
    const over = { ...s, over: true };
    expect(run(over, [ev('core/prev-phase')])).toEqual({ ...s, over: false });
  });
});
