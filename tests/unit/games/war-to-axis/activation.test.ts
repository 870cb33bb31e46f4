// 3.1 and 8.0: the activation rolls, the consecutive-group rule, R's options (rules notes §15.2, §15.3, §16.5).
import { describe, expect, it } from 'vitest';
import { frac, ONE, subF, mulF } from '@/engine';
import { advancedActivation, allowedGroups, basicActivation, blockedGroup } from '@/games/war-to-axis/activation';
import { atLeastOne } from '@/games/war-to-axis/odds';
import type { Group } from '@/games/war-to-axis/state';
import { activationErrors, groupWaiting } from '@/games/war-to-axis/procedures';
import { defaultFireForm, firePlan } from '@/games/war-to-axis/calculators';
import { wtaSettings } from '@/games/war-to-axis/settings';
import { ev, game, run, settings } from './helpers';

describe('3.1: basic activation', () => {
  const rows: [string, number, number, number, boolean][] = [
    ['TD-1', 1, 7, 1, true],
    ['TD-2', 2, 8, 2, false],
    ['TD-3', 3, 9, 3, false],
    ['TD-4', 4, 10, 4, false],
    ['TD-5', 5, 11, 5, false],
    ['TD-6', 6, 12, 6, false],
  ];
  for (const [id, d6, acts, batt, event] of rows)
    it(`3.1 (${id}): d6 ${d6} → ${acts} activations, ${batt} batteries${event ? ', an event' : ''}`, () => {
      const a = basicActivation(d6, 10);
      expect([a.activations, a.batteries, a.event]).toEqual([acts, batt, event]);
      expect(a.derivation.every((s) => s.rule !== undefined)).toBe(true);
    });
  it('3.1, 2.6 (TD-7): a 1 with the event deck empty draws no card', () => {
    const a = basicActivation(1, 0);
    expect([a.activations, a.batteries, a.event]).toEqual([7, 1, false]);
    expect(a.derivation.map((s) => s.key)).toContain('wta.act.deckEmpty');
  });
  it('3.1: a d6 outside 1–6 is refused in words', () => {
    expect(basicActivation(7, 3).errors).toEqual([{ key: 'wta.error.d6', params: { value: '7' } }]);
    expect(basicActivation(2.5, 3).errors).toHaveLength(1);
  });
  it("3.1, A7: the batteries are capped by the scenario's, unless the d6 alone is the reading", () => {
    expect(basicActivation(5, 3, 3).batteries).toBe(3);
    expect(basicActivation(5, 3, 3, settings({ batteries: 'count' })).batteries).toBe(5);
    expect(basicActivation(2, 3, 3).batteries).toBe(2);
  });
  it('3.1 (16.5): activations are uniform on 7…12 with mean 19/2; an event 1/6 per player, 11/36 for either', () => {
    const acts = [1, 2, 3, 4, 5, 6].map((d) => basicActivation(d, 5).activations);
    expect(
      frac(
        acts.reduce((a, b) => a + b, 0),
        6,
      ),
    ).toEqual(frac(19, 2));
    const pEvent = frac([1, 2, 3, 4, 5, 6].filter((d) => basicActivation(d, 5).event).length, 6);
    expect(pEvent).toEqual(frac(1, 6));
    expect(subF(ONE, mulF(subF(ONE, pEvent), subF(ONE, pEvent)))).toEqual(frac(11, 36));
  });
});

describe('8.0: advanced activation', () => {
  const base = { deckRemaining: 10, history: [] as Group[] };
  it('8.0 (TD-8): die A, d6 3, group A of 7 units → A (7) + 3 free, 3 batteries, no event', () => {
    const a = advancedActivation({ ...base, yellow: 'A', d6: 3, groupSizes: { A: 7, B: 4, R: 2 } });
    expect([a.group, a.groupUnits, a.free, a.batteries, a.events, a.choose]).toEqual(['A', 7, 3, 3, 0, []]);
  });
  it('8.0 (TD-9): die "?", d6 2 → one event, then any group allowed; 2 batteries, 2 free', () => {
    const a = advancedActivation({ ...base, yellow: 'event', d6: 2 });
    expect([a.events, a.choose, a.group, a.batteries, a.free]).toEqual([1, ['A', 'B', 'R'], null, 2, 2]);
    expect(advancedActivation({ ...base, yellow: 'event', d6: 2, chosen: 'B' }).group).toBe('B');
  });
  it('8.0 (TD-10): history A, A and die A → an event, then B or R', () => {
    const a = advancedActivation({ ...base, history: ['B', 'A', 'A'], yellow: 'A', d6: 4 });
    expect([a.events, a.choose, a.group]).toEqual([1, ['B', 'R'], null]);
    expect(advancedActivation({ ...base, history: ['A', 'A'], yellow: 'A', d6: 4, chosen: 'A' }).errors).toEqual([
      { key: 'wta.error.groupBlocked', params: { group: 'A' } },
    ]);
  });
  it('8.0 (TD-11): history B, A and die A → A for the second time running, no event', () => {
    const a = advancedActivation({ ...base, history: ['B', 'A'], yellow: 'A', d6: 4 });
    expect([a.group, a.events]).toEqual(['A', 0]);
  });
  it('8.0 (TD-12): history A, A and die B → B, no event', () => {
    expect(advancedActivation({ ...base, history: ['A', 'A'], yellow: 'B', d6: 4 })).toMatchObject({ group: 'B', events: 0 });
  });
  it('8.0, A11 (TD-13): history A, A and die "?" → one event (only), the choice is B or R', () => {
    const a = advancedActivation({ ...base, history: ['A', 'A'], yellow: 'event', d6: 4 });
    expect([a.events, a.choose]).toEqual([1, ['B', 'R']]);
  });
  it('8.0 (TD-14): die R, option a → every reserve unit + d6 free activations', () => {
    const a = advancedActivation({ ...base, yellow: 'R', d6: 5, rOption: 'a', groupSizes: { R: 3 } });
    expect([a.group, a.groupUnits, a.free, a.needsROption]).toEqual(['R', 3, 5, false]);
    expect(advancedActivation({ ...base, yellow: 'R', d6: 5 }).needsROption).toBe(true);
    expect(advancedActivation({ ...base, yellow: 'R', d6: 5, rOption: 'b', groupSizes: { R: 3 } }).groupUnits).toBe(0);
  });
  it('8.0 (TD-16): group A eliminated, die A → no unit from the group, only the d6 free ones', () => {
    const a = advancedActivation({ ...base, yellow: 'A', d6: 2, groupSizes: { A: 0 } });
    expect([a.groupUnits, a.free]).toEqual([0, 2]);
    expect(a.derivation.map((s) => s.key)).toContain('wta.act.emptyGroup');
  });
  it('8.0, A11 (TD-17): R, R chosen after "?" or by option d, then die R → an event, A or B', () => {
    const a = advancedActivation({ ...base, history: ['R', 'R'], yellow: 'R', d6: 1 });
    expect([a.events, a.choose]).toEqual([1, ['A', 'B']]);
  });
  it('8.0, A9 (TD-18): in the advanced game a d6 of 1 draws no event (the alternative does)', () => {
    expect(advancedActivation({ ...base, yellow: 'A', d6: 1 }).events).toBe(0);
    expect(advancedActivation({ ...base, yellow: 'A', d6: 1 }, settings({ advancedD6Event: true })).events).toBe(1);
  });
  it('8.0, A45 (TD-98): "?" with the deck empty → no event, the group is chosen freely', () => {
    const a = advancedActivation({ ...base, deckRemaining: 0, yellow: 'event', d6: 3 });
    expect([a.events, a.choose]).toEqual([0, ['A', 'B', 'R']]);
    expect(a.derivation.map((s) => s.key)).toContain('wta.act.deckEmptyChoose');
  });
  it('8.0: the consecutive rule looks at the last two groups actually activated', () => {
    expect(blockedGroup([])).toBeNull();
    expect(blockedGroup(['A'])).toBeNull();
    expect(blockedGroup(['A', 'B'])).toBeNull();
    expect(blockedGroup(['B', 'R', 'R'])).toBe('R');
    expect(allowedGroups(['B', 'B'])).toEqual(['A', 'R']);
  });
  it('8.0 (16.5): A and B 1/3, R and "?" 1/6; a blocked group forces a switch with 1/3 (A or B) or 1/6 (R)', () => {
    const faces = ['A', 'A', 'B', 'B', 'R', 'event'] as const;
    const switched = (h: Group[]) =>
      frac(faces.filter((y) => advancedActivation({ ...base, history: h, yellow: y, d6: 3 }).derivation.some((s) => s.key === 'wta.act.thirdTurn')).length, 6);
    expect(switched(['A', 'A'])).toEqual(frac(1, 3));
    expect(switched(['R', 'R'])).toEqual(frac(1, 6));
    expect(atLeastOne('yellow', 1, ['A'])).toEqual(frac(1, 3));
  });
});

describe('8.1, A39: the activated group comes first, then the free activations', () => {
  it('8.1 (A39): with group A rolled, a unit outside it waits until every unit of A has acted (or stayed)', () => {
    const [e, g, r] = [ev, game, run];
    // Allies: u1 M10 (A), u2 rifle (A), u3 HQ (R). Yellow A, d6 3: group A, 3 free activations.
    let s = r(g('advanced'), [e('wta/advanced-roll', { side: 'allies', yellow: 'A', d6: 3, group: 'A', rOption: null })]);
    const hq = () => s.units.find((u) => u.id === 'u3')!;
    expect(activationErrors(s, hq(), 'stay').map((x) => x.key)).toEqual(['wta.error.groupFirst']);
    expect(activationErrors(s, hq(), 'stay')[0].params).toMatchObject({ group: 'A', n: 2 });
    s = r(s, [e('wta/activate', { unit: 'u1', action: 'fire' })]);
    expect(activationErrors(s, hq(), 'stay')[0].params).toMatchObject({ n: 1 });
    // A unit of the group declared as staying counts as activated.
    s = r(s, [e('wta/activate', { unit: 'u2', action: 'stay' })]);
    expect(activationErrors(s, hq(), 'stay')).toEqual([]);
  });
  it("8.0 R(c), R(a): when the group acts through its HQs nothing waits; option a: the reserve's units first", () => {
    const [e, g, r] = [ev, game, run];
    const c = r(g('advanced'), [e('wta/advanced-roll', { side: 'allies', yellow: 'R', d6: 3, group: 'R', rOption: 'c' })]);
    expect(groupWaiting(c, 'allies')).toBe(0);
    const a = r(g('advanced'), [e('wta/advanced-roll', { side: 'allies', yellow: 'R', d6: 3, group: 'R', rOption: 'a' })]);
    expect(groupWaiting(a, 'allies')).toBe(1);
    expect(groupWaiting(g('basic'), 'allies')).toBe(0);
  });
});

describe('8.1, A39: the fire screen says when a shot would jump the activated group', () => {
  it('8.1 (A39): the HQ (group R) firing while group A still has units to act: a warning with its rule; a group unit: none', () => {
    const s = run(game('advanced'), [ev('wta/advanced-roll', { side: 'allies', yellow: 'A', d6: 3, group: 'A', rOption: null })]);
    const warn = (firer: string) =>
      firePlan(s, { ...defaultFireForm(), firer, target: 'u4', range: 1 }, wtaSettings()).evaluation.derivation.filter((d) => d.key === 'wta.error.groupFirst');
    expect(warn('u3')).toEqual([expect.objectContaining({ rule: '8.1', tone: 'warning', params: { group: 'A', n: 2 } })]);
    expect(warn('u2')).toEqual([]);
  });
});
