// Activation (3.1 basic, 8.0–8.1 advanced) read as the activation card shows it: each line with its
// numbers, rule and tone, the events drawn, the groups offered, R's options and the units of the
// group still to act. Each case is built inside its test.
import { describe, expect, it } from 'vitest';
import { actsInGroup, advancedActivation, basicActivation, groupWaiting, type AdvancedActivationInput } from '@/games/war-to-axis/activation';
import type { Group, WtaState } from '@/games/war-to-axis/state';
import { ev, game, run, scenario, settings } from './helpers';

const adv = (p: Partial<AdvancedActivationInput>, s = settings()) =>
  advancedActivation({ yellow: 'A', d6: 3, history: [] as Group[], deckRemaining: 10, ...p }, s);
const keys = (d: { key: string }[]) => d.map((s) => s.key);

describe('3.1: the basic activation roll', () => {
  it('3.1: a 1 with cards in the deck: 7 activations, 1 battery and an event, line by line', () => {
    expect(basicActivation(1, 5)).toEqual({
      errors: [],
      activations: 7,
      batteries: 1,
      event: true,
      derivation: [
        { key: 'wta.act.basicActivations', params: { d6: 1, n: 7 }, rule: '3.1' },
        { key: 'wta.act.batteries', params: { d6: 1 }, rule: '3.1' },
        { key: 'wta.act.eventOnOne', rule: '3.1', tone: 'warning' },
        { key: 'wta.act.basicResult', params: { n: 7, batteries: 1 }, rule: '3.1', tone: 'result' },
      ],
    });
  });
  it('2.6: a 1 with the deck empty: no event, said with 2.6', () => {
    expect(basicActivation(1, 0).derivation[2]).toEqual({ key: 'wta.act.deckEmpty', rule: '2.6' });
  });
  it("3.1, A7: batteries capped by the scenario's fewer batteries, said as a warning; as many, no line", () => {
    expect(basicActivation(5, 3, 2).derivation[2]).toEqual({ key: 'wta.act.batteriesCapped', params: { n: 2 }, rule: '3.1', tone: 'warning' });
    expect(basicActivation(5, 3, 5)).toMatchObject({ batteries: 5 });
    expect(keys(basicActivation(5, 3, 5).derivation)).not.toContain('wta.act.batteriesCapped');
    expect(basicActivation(5, 3, null).batteries).toBe(5);
  });
  it('3.1: a d6 of 0 is refused with what was typed; 6 is a roll', () => {
    expect(basicActivation(0, 3)).toEqual({
      errors: [{ key: 'wta.error.d6', params: { value: '0' } }],
      activations: 0,
      batteries: 0,
      event: false,
      derivation: [],
    });
    expect(basicActivation(6, 3).activations).toBe(12);
  });
});

describe('8.0, 8.1: the advanced activation roll', () => {
  it('8.0: die A: the face, the group, its units, the batteries, the free activations and the result with 8.1', () => {
    expect(adv({ groupSizes: { A: 4 } })).toEqual({
      errors: [],
      events: 0,
      choose: [],
      group: 'A',
      needsROption: false,
      groupUnits: 4,
      batteries: 3,
      free: 3,
      derivation: [
        { key: 'wta.act.yellow_A', rule: '8.0' },
        { key: 'wta.act.groupByDie', params: { group: 'A' }, rule: '8.0' },
        { key: 'wta.act.batteries', params: { d6: 3 }, rule: '8.0' },
        { key: 'wta.act.free', params: { n: 3 }, rule: '8.0' },
        { key: 'wta.act.advancedResult', params: { group: 'A', free: 3, batteries: 3 }, rule: '8.1', tone: 'result' },
      ],
    });
  });
  it('8.0: a d6 of 7 is refused with what was typed, nothing else said', () => {
    expect(adv({ d6: 7 })).toEqual({
      errors: [{ key: 'wta.error.d6', params: { value: '7' } }],
      derivation: [],
      events: 0,
      choose: [],
      group: null,
      needsROption: false,
      groupUnits: null,
      batteries: 0,
      free: 0,
    });
  });
  it('8.0: "?" draws an event, then the player is asked to choose among the groups, listed', () => {
    const a = adv({ yellow: 'event' });
    expect(a.derivation.slice(0, 3)).toEqual([
      { key: 'wta.act.yellow_event', rule: '8.0' },
      { key: 'wta.act.eventFace', rule: '8.0', tone: 'warning' },
      { key: 'wta.act.choose', params: { groups: 'A, B, R' }, rule: '8.0' },
    ]);
    // No group yet: no result line.
    expect(keys(a.derivation)).not.toContain('wta.act.advancedResult');
    expect(a.groupUnits).toBeNull();
  });
  it('8.0, A11: "?" after the same group twice: the blocked group is named as a warning; the choice made is said', () => {
    const a = adv({ yellow: 'event', history: ['B', 'B'], chosen: 'R', rOption: 'c' });
    expect(a.derivation.slice(1, 4)).toEqual([
      { key: 'wta.act.eventFace', rule: '8.0', tone: 'warning' },
      { key: 'wta.act.blockedChoice', params: { group: 'B' }, rule: '8.0', tone: 'warning' },
      { key: 'wta.act.groupChosen', params: { group: 'R' }, rule: '8.0' },
    ]);
    expect(keys(adv({ yellow: 'event', history: ['A', 'B'] }).derivation)).not.toContain('wta.act.blockedChoice');
  });
  it('8.0: a group rolled a third time running: said, an event drawn, then the other two offered', () => {
    expect(adv({ yellow: 'B', history: ['B', 'B'] }).derivation.slice(1, 4)).toEqual([
      { key: 'wta.act.thirdTurn', params: { group: 'B' }, rule: '8.0', tone: 'warning' },
      { key: 'wta.act.eventConsecutive', rule: '8.0', tone: 'warning' },
      { key: 'wta.act.choose', params: { groups: 'A, R' }, rule: '8.0' },
    ]);
  });
  it('2.6, A45: with the deck empty the group is chosen with no event, said with 2.6', () => {
    const a = adv({ yellow: 'A', history: ['A', 'A'], deckRemaining: 0 });
    expect(a.events).toBe(0);
    expect(a.derivation[2]).toEqual({ key: 'wta.act.deckEmptyChoose', rule: '2.6' });
  });
  it('8.0, A9: read with an event on a d6 of 1, one more card is drawn only if the deck still has one', () => {
    const s = settings({ advancedD6Event: true });
    expect(adv({ yellow: 'event', d6: 1, deckRemaining: 2 }, s).events).toBe(2);
    expect(adv({ yellow: 'event', d6: 1, deckRemaining: 1 }, s).events).toBe(1);
    expect(adv({ yellow: 'A', d6: 1, deckRemaining: 1 }, s).derivation[2]).toEqual({ key: 'wta.act.eventOnOneAdvanced', rule: '3.1', tone: 'warning' });
    expect(adv({ yellow: 'A', d6: 2, deckRemaining: 1 }, s).events).toBe(0);
  });
  it("8.0: R asks for its option; option a activates the reserve's units, the others none", () => {
    const ask = adv({ yellow: 'R', groupSizes: { R: 2 } });
    expect([ask.needsROption, ask.groupUnits]).toEqual([true, null]);
    expect(ask.derivation[2]).toEqual({ key: 'wta.act.rOptions', rule: '8.0' });
    const a = adv({ yellow: 'R', rOption: 'a', groupSizes: { R: 2 } });
    expect([a.needsROption, a.groupUnits]).toEqual([false, 2]);
    expect(a.derivation[2]).toEqual({ key: 'wta.act.rOption_a', rule: '8.0' });
    expect(adv({ yellow: 'R', rOption: 'd', groupSizes: { R: 2 } }).groupUnits).toBe(0);
  });
  it('7.0: a group with no unit left is said as a warning; with no roster typed the count is left open', () => {
    expect(adv({ yellow: 'B', groupSizes: { B: 0 } }).derivation[2]).toEqual({
      key: 'wta.act.emptyGroup',
      params: { group: 'B' },
      rule: '7.0',
      tone: 'warning',
    });
    expect(adv({ yellow: 'B', groupSizes: { A: 3 } }).groupUnits).toBeNull();
    expect(keys(adv({ yellow: 'B', groupSizes: { B: 1 } }).derivation)).not.toContain('wta.act.emptyGroup');
  });
  it("8.0, A7: the scenario's batteries cap the d6, with 8.0", () => {
    expect(adv({ d6: 4, scenarioBatteries: 2 }).derivation[3]).toEqual({ key: 'wta.act.batteriesCapped', params: { n: 2 }, rule: '8.0', tone: 'warning' });
    expect(adv({ d6: 4, scenarioBatteries: 2 }).batteries).toBe(2);
  });
});

describe('8.1, A39: the units of the activated group still to act', () => {
  const rolled = (yellow: Group, rOption: 'a' | 'b' | null = null): WtaState =>
    run(game('advanced'), [ev('wta/advanced-roll', { side: 'allies', yellow, d6: 3, group: yellow, rOption })]);
  it('8.1: group A of two units: both wait; the side that has not rolled has none waiting', () => {
    expect(groupWaiting(rolled('A'), 'allies')).toBe(2);
    expect(groupWaiting(rolled('A'), 'axis')).toBe(0);
  });
  it('8.1, 10.0: a unit eliminated, a dummy, one already activated or with opportunity fire made does not wait', () => {
    const s = rolled('A');
    const with1 = (p: Partial<WtaState['units'][number]>): WtaState => ({ ...s, units: s.units.map((u) => (u.id === 'u1' ? { ...u, ...p } : u)) });
    expect(groupWaiting(with1({ elements: 0 }), 'allies')).toBe(1);
    expect(groupWaiting(with1({ dummy: true }), 'allies')).toBe(1);
    expect(groupWaiting(with1({ action: 'fire' }), 'allies')).toBe(1);
    expect(groupWaiting(with1({ oppFire: true }), 'allies')).toBe(1);
  });
  it('7.2: a reinforcement waits only from its turn of entry', () => {
    const s = rolled('A');
    const entering = (t: number): WtaState => ({ ...s, units: s.units.map((u) => (u.id === 'u1' ? { ...u, entersTurn: t } : u)) });
    expect(groupWaiting(entering(s.turn + 1), 'allies')).toBe(1);
    expect(groupWaiting(entering(s.turn), 'allies')).toBe(2);
  });
  it('9.3: a group closed by a strategic bombardment has nobody waiting; R waits only under option a', () => {
    const s = rolled('A');
    expect(groupWaiting({ ...s, sides: { ...s.sides, allies: { ...s.sides.allies, groupClosed: true } } }, 'allies')).toBe(0);
    expect(groupWaiting(rolled('R', 'b'), 'allies')).toBe(0);
    expect(groupWaiting(rolled('R', 'a'), 'allies')).toBe(1);
  });
  it('3.1: a scenario corrected to the basic game in the middle of a turn leaves no group to go first and nobody acting as a group', () => {
    const s = run(rolled('A'), [ev('wta/scenario', { scenario: scenario({ mode: 'basic' }) })]);
    expect(s.sides.allies.group).toBe('A');
    expect(groupWaiting(s, 'allies')).toBe(0);
    expect(
      actsInGroup(
        s,
        s.units.find((x) => x.id === 'u1')!,
      ),
    ).toBe(false);
  });
  it('8.0: a unit acts as one of its group only in the advanced game, in the group rolled, for R under option a, the group not closed', () => {
    const s = rolled('A');
    const u = (st: WtaState, id: string) => st.units.find((x) => x.id === id)!;
    expect([actsInGroup(s, u(s, 'u1')), actsInGroup(s, u(s, 'u3'))]).toEqual([true, false]);
    expect(actsInGroup({ ...s, sides: { ...s.sides, allies: { ...s.sides.allies, groupClosed: true } } }, u(s, 'u1'))).toBe(false);
    const rb = rolled('R', 'b');
    const ra = rolled('R', 'a');
    expect([actsInGroup(rb, u(rb, 'u3')), actsInGroup(ra, u(ra, 'u3'))]).toEqual([false, true]);
    const basic = game('basic');
    expect(actsInGroup(basic, u(basic, 'u1'))).toBe(false);
  });
});
