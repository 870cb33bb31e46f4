// War to Axis's game data (2.2, 2.5, 2.6, 3.1, 4.3.4, 4.3.5, 6.0, 7.0, 8.0, 8.1, 12.0, 13.0, A7,
// A11, A17, A32, A36, A48): a new game and its sides as the record sheet starts them, and the rules
// the property test holds every reachable state to, each broken one said in its own words (a state
// the rules forbid is named, one they allow is not).
import { describe, expect, it } from 'vitest';
import {
  MAX_TURN,
  defaultScenario,
  emptySide,
  findType,
  invariantProblems,
  isSealed,
  newGame,
  other,
  scenarioBatteries,
  trenchOf,
  type SideState,
  type Unit,
  type WtaState,
} from '@/games/war-to-axis/state';
import { game, scenario } from './helpers';

const withUnit = (s: WtaState, id: string, over: Partial<Unit>): WtaState => ({ ...s, units: s.units.map((u) => (u.id === id ? { ...u, ...over } : u)) });
const withSide = (s: WtaState, side: 'allies' | 'axis', over: Partial<SideState>): WtaState => ({
  ...s,
  sides: { ...s.sides, [side]: { ...s.sides[side], ...over } },
});

describe('2.6, 8.1, 13.0, A36, A48: a new game', () => {
  it("A48: the game starts on turn 0 when the scenario plays the paratroop drop, on turn 1 otherwise; the deck holds the events and both sides' reinforcement cards (A36)", () => {
    const s = newGame(scenario({ turnZero: true, eventCards: 5, reinforcementCards: { allies: 2, axis: 3 } }));
    expect(s.turn).toBe(0);
    expect(s.deck).toEqual({ remaining: 10, drawn: 0 });
    expect(newGame(scenario({ turnZero: false })).turn).toBe(1);
    expect(s).toMatchObject({ phase: 0, over: false, units: [], bridges: [], trenches: [], firstLeg: null, nextId: 1 });
  });
  it('8.1: each side starts with a blank record sheet of turns 0 to 20, nothing rolled, no card held, no VP, no reinforcement drawn', () => {
    const st = emptySide();
    expect(st.record).toHaveLength(MAX_TURN + 1);
    expect(st.record.every((r) => r === null)).toBe(true);
    expect(st).toEqual({
      d6: null,
      yellow: null,
      activationsAllowed: 0,
      activationsUsed: 0,
      group: null,
      rOption: null,
      batteriesAvailable: 0,
      batteriesUsed: 0,
      firstActivated: null,
      groupClosed: false,
      history: [],
      record: st.record,
      held: 0,
      hqDestroyedTurn: null,
      vp: 0,
      reinforcements: { drawn: 0, due: 0 },
    });
    // Two sides, two sheets: a row written on one is not on the other.
    const s = newGame();
    expect(s.sides.allies.record).not.toBe(s.sides.axis.record);
  });
  it('2.6, 13.0: the blank scenario form: basic game, 10 turns, no turn 0, the Allies with the initiative, no rally, radio, battery, card or victory condition', () => {
    expect(defaultScenario()).toEqual({
      title: '',
      mode: 'basic',
      turns: 10,
      turnZero: false,
      initiative: 'allies',
      sides: { allies: { rally: 0, radio: 0, artillery: [], american: false }, axis: { rally: 0, radio: 0, artillery: [], american: false } },
      eventCards: 0,
      reinforcementCards: { allies: 0, axis: 0 },
      victory: '',
    });
  });
});

describe('2.5, 4.3.4, 5.6, 12.0, A7: reading the game', () => {
  it('the other side of the Allies is the Axis, and of the Axis the Allies', () => {
    expect(other('allies')).toBe('axis');
    expect(other('axis')).toBe('allies');
  });
  it('2.5: a unit type is found on its own card only; an unknown card or type finds none', () => {
    const s = game();
    expect(findType(s, 'us', 'm10')?.name).toBe('Cacciacarri M10*');
    expect(findType(s, 'de', 'hq')?.name).toBe('Gefechtsstand');
    expect(findType(s, 'de', 'm10')).toBeUndefined();
    expect(findType(s, 'xx', 'm10')).toBeUndefined();
  });
  it("A7: the scenario's batteries are the sum of its lines' counts, not of their dice", () => {
    expect(
      scenarioBatteries({
        rally: 0,
        radio: 0,
        american: false,
        artillery: [
          { count: 2, dice: 3 },
          { count: 1, dice: 4 },
        ],
      }),
    ).toBe(3);
    expect(scenarioBatteries({ rally: 0, radio: 0, american: false, artillery: [] })).toBe(0);
  });
  it('12.0: a marker is sealed only while it holds a seal; none, or one cleared, is not', () => {
    expect(isSealed({ seal: { token: 't', marker: 4, losses: 0 } })).toBe(true);
    expect(isSealed({ seal: null })).toBe(false);
    expect(isSealed({})).toBe(false);
  });
  it("4.3.4: the trench marker a unit is in is the one that names it; a marker held by no unit is nobody's", () => {
    const s: WtaState = {
      ...game(),
      trenches: [
        { id: 't1', hex: '0405', explosions: 0 },
        { id: 't2', hex: '0506', explosions: 1, unit: 'u2' },
        { id: 't3', hex: '0607', explosions: 0, unit: null },
      ],
    };
    expect(trenchOf(s, 'u2')?.hex).toBe('0506');
    expect(trenchOf(s, 'u1')).toBeUndefined();
  });
});

describe('the rules every reachable state keeps, each broken one in words', () => {
  it('a game as set up breaks none', () => {
    expect(invariantProblems(game())).toEqual([]);
    expect(invariantProblems(newGame(scenario({ turnZero: true })))).toEqual([]);
  });
  it("13.0, A48: the turn is a whole number from the first turn (0 with the paratroop drop, 1 otherwise) to the scenario's last", () => {
    const s = game('basic', { turns: 6 });
    expect(invariantProblems({ ...s, turn: 6 })).toEqual([]);
    expect(invariantProblems({ ...s, turn: 7 })).toEqual(['turn 7 outside 1..6']);
    expect(invariantProblems({ ...s, turn: 0 })).toEqual(['turn 0 outside 1..6']);
    expect(invariantProblems({ ...s, turn: 2.5 })).toEqual(['turn 2.5 outside 1..6']);
    const zero = game('basic', { turns: 6, turnZero: true });
    expect(invariantProblems({ ...zero, turn: 0 })).toEqual([]);
    expect(invariantProblems({ ...zero, turn: -1 })).toEqual(['turn -1 outside 0..6']);
  });
  it("2.6: the deck's cards remaining and drawn are counts", () => {
    const s = game();
    expect(invariantProblems({ ...s, deck: { remaining: 0, drawn: 0 } })).toEqual([]);
    expect(invariantProblems({ ...s, deck: { remaining: -1, drawn: 0 } })).toEqual(['deck counts']);
    expect(invariantProblems({ ...s, deck: { remaining: 3, drawn: 1.5 } })).toEqual(['deck counts']);
  });
  it('2.2, 6.0: a unit is on the roster once, with no more elements than its starting discs + 1 and never fewer than none', () => {
    const s = game();
    expect(invariantProblems({ ...s, units: [...s.units, s.units[0]] })).toEqual(['duplicate unit u1']);
    // u1, the M10: 2 discs, 3 elements.
    expect(invariantProblems(withUnit(s, 'u1', { elements: 3 }))).toEqual([]);
    expect(invariantProblems(withUnit(s, 'u1', { elements: 4 }))).toEqual(['u1: elements 4 of 3']);
    expect(invariantProblems(withUnit(s, 'u1', { elements: -1 }))).toEqual(['u1: elements -1 of 3']);
    expect(invariantProblems(withUnit(s, 'u1', { elements: 0 }))).toEqual([]);
  });
  it('5.4.1, 5.5.1, 12.0: an eliminated unit is neither disorganized, nor hidden, nor due its return fire', () => {
    const s = withUnit(game(), 'u1', { elements: 0 });
    expect(invariantProblems(withUnit(s, 'u1', { disorganized: true }))).toEqual(['u1: eliminated but marked']);
    expect(invariantProblems(withUnit(s, 'u1', { hidden: 3 }))).toEqual(['u1: eliminated but marked']);
    expect(invariantProblems(withUnit(s, 'u1', { returnFire: true }))).toEqual(['u1: eliminated but marked']);
    expect(invariantProblems(withUnit(s, 'u1', { returnFire: false }))).toEqual([]);
    // Still in play, it may be all three.
    expect(invariantProblems(withUnit(game(), 'u1', { elements: 1, disorganized: true, hidden: 3, returnFire: true }))).toEqual([]);
  });
  it('8.0: a free activation is an activation: a unit counted free has acted', () => {
    const s = game('advanced');
    expect(invariantProblems(withUnit(s, 'u2', { free: true, action: null }))).toEqual(['u2: free activation without action']);
    expect(invariantProblems(withUnit(s, 'u2', { free: true, action: 'fire' }))).toEqual([]);
  });
  it("12.0: a hidden unit's marker is a number, 0 or more", () => {
    const s = game();
    expect(invariantProblems(withUnit(s, 'u4', { hidden: -1 }))).toEqual(['u4: hidden marker']);
    expect(invariantProblems(withUnit(s, 'u4', { hidden: 0 }))).toEqual([]);
  });
  it("3.1, 8.0: each side's activations allowed and used are counts", () => {
    const s = game();
    expect(invariantProblems(withSide(s, 'axis', { activationsUsed: -1 }))).toEqual(['axis: activation counts']);
    expect(invariantProblems(withSide(s, 'allies', { activationsAllowed: 1.5 }))).toEqual(['allies: activation counts']);
  });
  it('A7: a side fires no more batteries than it has this turn', () => {
    const s = game();
    expect(invariantProblems(withSide(s, 'allies', { batteriesAvailable: 2, batteriesUsed: 2 }))).toEqual([]);
    expect(invariantProblems(withSide(s, 'allies', { batteriesAvailable: 2, batteriesUsed: 3 }))).toEqual(['allies: batteries 3/2']);
    expect(invariantProblems(withSide(s, 'axis', { batteriesAvailable: 0, batteriesUsed: -1 }))).toEqual(['axis: batteries -1/0']);
  });
  it('2.6: the event cards a side holds are a count', () => {
    expect(invariantProblems(withSide(game(), 'axis', { held: -1 }))).toEqual(['axis: held cards']);
  });
  it('7.0, 8.0, A11: no group is activated three turns running; twice running, or three times apart, is allowed', () => {
    const s = game();
    expect(invariantProblems(withSide(s, 'allies', { history: ['B', 'A', 'A', 'A'] }))).toEqual(['allies: group A three turns running']);
    expect(invariantProblems(withSide(s, 'axis', { history: ['R', 'R', 'R'] }))).toEqual(['axis: group R three turns running']);
    expect(invariantProblems(withSide(s, 'allies', { history: ['A', 'A', 'B', 'B', 'A', 'A'] }))).toEqual([]);
    expect(invariantProblems(withSide(s, 'allies', { history: ['A', 'B', 'A', 'B', 'A'] }))).toEqual([]);
    expect(invariantProblems(withSide(s, 'allies', { history: ['A', 'A'] }))).toEqual([]);
  });
  it('8.1: the record sheet has a row for each turn, 0 to 20', () => {
    const s = game();
    expect(invariantProblems(withSide(s, 'axis', { record: s.sides.axis.record.slice(1) }))).toEqual(['axis: record sheet rows']);
  });
  it("4.3.5, A32: a bridge's repair attempts are a count", () => {
    const s = game();
    expect(invariantProblems({ ...s, bridges: [{ id: 'b1', name: 'Pont', mod: 0, intact: false, repairs: 0 }] })).toEqual([]);
    expect(invariantProblems({ ...s, bridges: [{ id: 'b1', name: 'Pont', mod: 0, intact: false, repairs: -1 }] })).toEqual(['bridge b1 repairs']);
  });
  it("4.3.4, A17: a trench's explosions are a count, and a unit is in one trench at most; markers held by no unit are many", () => {
    const s = game();
    expect(invariantProblems({ ...s, trenches: [{ id: 't1', hex: 'x', explosions: -1, unit: null }] })).toEqual(['trench t1 explosions']);
    expect(
      invariantProblems({
        ...s,
        trenches: [
          { id: 't1', hex: 'x', explosions: 0, unit: 'u2' },
          { id: 't2', hex: 'y', explosions: 0, unit: 'u2' },
        ],
      }),
    ).toEqual(['unit u2: two trench markers']);
    expect(
      invariantProblems({
        ...s,
        trenches: [
          { id: 't1', hex: 'x', explosions: 0, unit: 'u2' },
          { id: 't2', hex: 'y', explosions: 0, unit: 'u4' },
        ],
      }),
    ).toEqual([]);
    expect(
      invariantProblems({
        ...s,
        trenches: [
          { id: 't1', hex: 'x', explosions: 0 },
          { id: 't2', hex: 'y', explosions: 0, unit: null },
          { id: 't3', hex: 'z', explosions: 0 },
        ],
      }),
    ).toEqual([]);
  });
  it('every rule broken at once is named, in order', () => {
    const s = withSide(withUnit({ ...game('basic', { turns: 6 }), turn: 9, deck: { remaining: -1, drawn: 0 } }, 'u1', { elements: 5 }), 'allies', { held: -2 });
    expect(invariantProblems(s)).toEqual(['turn 9 outside 1..6', 'deck counts', 'u1: elements 5 of 3', 'allies: held cards']);
  });
});
