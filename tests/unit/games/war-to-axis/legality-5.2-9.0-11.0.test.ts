// The rules at the door of the log: every War to Axis event asks them (EventDef.allowed), and the
// fire calculator and the cards ask the same checks. Each rule: the allowed case goes in, the
// forbidden one is refused in words with its rule, through the one replay a tap and an import use.
import { describe, expect, it } from 'vitest';
import type { GameEvent, Text } from '@/engine/types';
import { replayLog } from '@/engine/eventlog';
import { buildGameFile, parseGameFile } from '@/db/transfer';
import { wta } from '@/games/war-to-axis';
import { defaultFireForm, firePlan } from '@/games/war-to-axis/calculators';
import { activationRefusals, finalFireRefusal, finalFireRoster, oppFireRefusal } from '@/games/war-to-axis/legality';
import { procedures } from '@/games/war-to-axis/procedures';
import type { WtaState } from '@/games/war-to-axis/state';
import { ctxWith, ev, game, run, settings } from './helpers';

const ctx = ctxWith();

/** Events appended as a tap appends them: the schema, then the rules (from the first event on). */
function tap(s: WtaState, events: GameEvent[]): { ok: true; state: WtaState } | { ok: false; why: Text; type: string } {
  const r = replayLog(wta, { seq: 0, state: s }, events, ctx, undefined, { from: 0 });
  return r.ok ? { ok: true, state: r.state } : { ok: false, why: r.failure.error, type: r.failure.type };
}

/** The rule a refusal names, and its words' key. */
function refusal(r: ReturnType<typeof tap>): { rule: unknown; key: string } | null {
  if (r.ok) return null;
  const why = r.why.params?.why as Text;
  return { rule: r.why.params?.rule, key: why.key };
}

const roll = (side: 'allies' | 'axis', yellow: 'A' | 'B' | 'R', group: 'A' | 'B' | 'R', rOption: 'a' | 'b' | 'c' | 'd' | null = null, d6 = 3) =>
  ev('wta/advanced-roll', { side, yellow, d6, group, rOption });

/** Advanced game, Allies rolled A, the Axis B, in the activations (u1 M10 and u2 rifles in A, u3 US HQ in R; u4 grenadiers in A, u5 German HQ and u6 Panzer in B). */
function activations(alliesGroup: 'A' | 'B' | 'R' = 'A', axisRoll: GameEvent = roll('axis', 'B', 'B')): WtaState {
  return run(game('advanced'), [roll('allies', alliesGroup, alliesGroup), axisRoll, ev('core/next-phase')]);
}

describe('11.0 final fire: only the units not activated this turn, or activated to stay, and once', () => {
  // M10 fired, the rifles stayed; the grenadiers (Axis) were not activated; then final fire.
  const fin = () =>
    run(activations(), [ev('wta/activate', { unit: 'u1', action: 'fire' }), ev('wta/activate', { unit: 'u2', action: 'stay' }), ev('core/next-phase')]);
  it('11.0: a unit that stayed, and one never activated, make their final fire', () => {
    const r = tap(fin(), [ev('wta/final-fire', { unit: 'u2' }), ev('wta/final-fire', { unit: 'u4' })]);
    expect(r.ok).toBe(true);
  });
  it('11.0: a unit that fired this turn is refused, in words naming the unit and what it did', () => {
    const r = tap(fin(), [ev('wta/final-fire', { unit: 'u1' })]);
    expect(refusal(r)).toEqual({ rule: '11.0', key: 'wta.refuse.finalActed' });
    expect(r.ok ? null : r.why.key).toBe('engine.event.refusedRule');
  });
  it('11.0: one final fire per unit', () => {
    const once = tap(fin(), [ev('wta/final-fire', { unit: 'u2' })]);
    expect(once.ok).toBe(true);
    if (once.ok) expect(refusal(tap(once.state, [ev('wta/final-fire', { unit: 'u2' })]))).toEqual({ rule: '11.0', key: 'wta.refuse.finalTwice' });
  });
  it('11.0: final fire belongs to its phase, at the end of the turn', () => {
    expect(refusal(tap(activations(), [ev('wta/final-fire', { unit: 'u4' })]))).toEqual({ rule: '11.0', key: 'wta.refuse.phase' });
  });
  it('A26, 10.0: a unit that made opportunity fire does not make final fire', () => {
    const s = run(activations(), [ev('wta/opp-fire', { unit: 'u4' }), ev('core/next-phase')]);
    expect(refusal(tap(s, [ev('wta/final-fire', { unit: 'u4' })]))).toEqual({ rule: 'A26', key: 'wta.error.finalAfterOpportunity' });
  });
  it('11.0: the fire screen offers final fire only to the units the rule allows, and says why not to the others', () => {
    const roster = finalFireRoster(fin());
    expect(roster.filter((x) => x.refusal === null).map((x) => x.unit.id)).toEqual(['u2', 'u3', 'u4', 'u5', 'u6']);
    expect(roster.find((x) => x.unit.id === 'u1')?.refusal).toMatchObject({ rule: '11.0', text: { key: 'wta.refuse.finalActed' } });
    const m10 = firePlan(fin(), { ...defaultFireForm(), firer: 'u1', target: 'u6', range: 1 }, settings());
    expect(m10.kinds).toEqual([]);
    expect(m10.noShot?.key).toBe('wta.refuse.finalActed');
    const rifles = firePlan(fin(), { ...defaultFireForm(), firer: 'u2', target: 'u4', range: 1 }, settings());
    expect(rifles.kinds).toEqual(['final']);
    expect(rifles.kind).toBe('final');
  });
  it('11.0: a file whose final fire is made by a unit that already fired is refused at import, naming the event', () => {
    const setup = { scenario: 'sheet', options: { mode: 'advanced' }, sideNames: {} };
    const s0 = wta.setup(setup);
    const head = [
      ev('wta/card', { card: game('advanced').cards[0] }),
      ev('wta/card', { card: game('advanced').cards[1] }),
      ev('wta/unit-add', { side: 'allies', card: 'us', type: 'm10', group: 'A' }),
      ev('wta/unit-add', { side: 'axis', card: 'de', type: 'gren', group: 'A' }),
      roll('allies', 'A', 'A'),
      roll('axis', 'A', 'A'),
      ev('core/next-phase'),
      ev('wta/activate', { unit: 'u1', action: 'fire' }),
      ev('core/next-phase'),
    ];
    const bad = [...head, ev('wta/final-fire', { unit: 'u1' })];
    const good = [...head, ev('wta/final-fire', { unit: 'u2' })];
    expect(replayLog(wta, { seq: 0, state: s0 }, head, ctx, undefined, { from: 0 }).ok).toBe(true);
    const row = { id: 'g', moduleId: 'wta', name: 'Sera', setup, sideNames: {}, head: bad.length, createdAt: 1, updatedAt: 2, lastPlayedAt: 2 };
    const ctxFor = () => ctx;
    const find = (id: string) => (id === 'wta' ? (wta as never) : undefined);
    const refused = parseGameFile(
      buildGameFile(
        row,
        bad.map((event, seq) => ({ gameId: 'g', seq, event })),
        {},
        0,
      ),
      find,
      ctxFor,
    );
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.error.key).toBe('stores.import.refusedEvent');
      expect(refused.error.params).toMatchObject({
        index: bad.length,
        type: 'wta/final-fire',
        why: { key: 'engine.event.refusedRule', params: { type: 'wta/final-fire', rule: '11.0' } },
      });
    }
    const fine = parseGameFile(
      buildGameFile(
        { ...row, head: good.length },
        good.map((event, seq) => ({ gameId: 'g', seq, event })),
        {},
        0,
      ),
      find,
      ctxFor,
    );
    expect(fine.ok).toBe(true);
  });
});

describe('5.2 advancing fire: the action chosen at activation reaches the fire calculator', () => {
  it('5.2: the M10 activated "advance and fire" rolls 2 white dice at range 2 (3 on its card, one fewer advancing), and the working says so', () => {
    const s = run(activations(), [ev('wta/activate', { unit: 'u1', action: 'advanceFire' })]);
    const p = firePlan(s, { ...defaultFireForm(), firer: 'u1', target: 'u6', range: 2 }, settings());
    expect(p.kinds).toEqual(['advancing']);
    expect(p.kind).toBe('advancing');
    expect(p.dice).toBe(2);
    const keys = p.evaluation.derivation.map((x) => [x.key, x.rule]);
    expect(keys).toContainEqual(['wta.fire.byAction_advancing', '5.2']);
    expect(keys).toContainEqual(['wta.fire.advancing', '5.2']);
  });
  it('5.2: activated "fire", the same shot keeps its 3 dice', () => {
    const s = run(activations(), [ev('wta/activate', { unit: 'u1', action: 'fire' })]);
    const p = firePlan(s, { ...defaultFireForm(), firer: 'u1', target: 'u6', range: 2 }, settings());
    expect(p.kind).toBe('fire');
    expect(p.dice).toBe(3);
  });
  it('3.2: a unit activated to move does not fire, in words', () => {
    const s = run(activations(), [ev('wta/activate', { unit: 'u1', action: 'move' })]);
    const p = firePlan(s, { ...defaultFireForm(), firer: 'u1', target: 'u6', range: 2 }, settings());
    expect(p.kinds).toEqual([]);
    expect(p.noShot?.key).toBe('wta.fire.noShot');
  });
});

describe('9.0–9.2 strategic bombardment: only the HQ of the group that acted, and not on R(b)/R(c)', () => {
  it('9.1: with group A rolled, the HQ of group R is refused, and no bombardment card is shown', () => {
    const s = activations();
    expect(refusal(tap(s, [ev('wta/activate', { unit: 'u3', action: 'strategic' })]))).toEqual({ rule: '9.1', key: 'wta.refuse.strategicGroup' });
    expect(procedures(s, ctx).map((p) => p.id)).not.toContain('strategic-allies');
  });
  it("9.2: the group's own HQ, as its first activation, may; after another unit acted it may not", () => {
    const s = run(game('advanced'), [ev('wta/group', { unit: 'u3', group: 'A' }), roll('allies', 'A', 'A'), roll('axis', 'B', 'B'), ev('core/next-phase')]);
    expect(procedures(s, ctx).map((p) => p.id)).toContain('strategic-allies');
    expect(tap(s, [ev('wta/activate', { unit: 'u3', action: 'strategic' }), ev('wta/strategic', { side: 'allies', contact: true })]).ok).toBe(true);
    const later = run(s, [ev('wta/activate', { unit: 'u1', action: 'fire' })]);
    expect(refusal(tap(later, [ev('wta/activate', { unit: 'u3', action: 'strategic' })]))).toEqual({ rule: '9.2', key: 'wta.error.strategicNotFirst' });
    expect(procedures(later, ctx).map((p) => p.id)).not.toContain('strategic-allies');
  });
  it("8.0: with R option c (every HQ's rally) no HQ requests it, and the card is not shown", () => {
    const s = activations('A', roll('axis', 'R', 'R', 'c'));
    expect(refusal(tap(s, [ev('wta/activate', { unit: 'u5', action: 'strategic' })]))).toEqual({ rule: '8.0', key: 'wta.refuse.strategicROption' });
    expect(tap(s, [ev('wta/activate', { unit: 'u5', action: 'rally' })]).ok).toBe(true);
    expect(procedures(s, ctx).map((p) => p.id)).not.toContain('strategic-axis');
  });
  it('8.0 R(d), A13: with option d any HQ may', () => {
    const s = activations('A', roll('axis', 'R', 'R', 'd'));
    expect(procedures(s, ctx).map((p) => p.id)).toContain('strategic-axis');
    expect(tap(s, [ev('wta/activate', { unit: 'u5', action: 'strategic' })]).ok).toBe(true);
  });
  it('9.1, 9.3: the bombardment needs an HQ that requested it, and radio contact', () => {
    const s = activations('A', roll('axis', 'R', 'R', 'd'));
    expect(refusal(tap(s, [ev('wta/strategic', { side: 'axis', contact: true })]))).toEqual({ rule: '9.1', key: 'wta.refuse.strategicNoHq' });
    expect(refusal(tap(s, [ev('wta/activate', { unit: 'u5', action: 'strategic' }), ev('wta/strategic', { side: 'axis', contact: false })]))).toEqual({
      rule: '9.3',
      key: 'wta.refuse.strategicNoContact',
    });
  });
});

describe('3.2, 8.0, 5.5.1: activation and opportunity fire', () => {
  it('8.0, A39: a unit is activated once per turn', () => {
    const s = activations();
    const once = tap(s, [ev('wta/activate', { unit: 'u1', action: 'fire' })]);
    expect(once.ok).toBe(true);
    if (once.ok)
      expect(refusal(tap(once.state, [ev('wta/activate', { unit: 'u1', action: 'stay' })]))).toEqual({ rule: '8.0', key: 'wta.error.alreadyActivated' });
  });
  it('8.1: units are activated in the activations phase only', () => {
    const s = run(game('advanced'), [roll('allies', 'A', 'A')]);
    expect(refusal(tap(s, [ev('wta/activate', { unit: 'u1', action: 'fire' })]))).toEqual({ rule: '8.1', key: 'wta.refuse.phase' });
  });
  it('5.5.1, 8.1: opportunity fire by a unit not yet activated, or that stayed; not by one that fired', () => {
    const s = activations();
    expect(tap(s, [ev('wta/opp-fire', { unit: 'u4' })]).ok).toBe(true);
    expect(tap(run(s, [ev('wta/activate', { unit: 'u4', action: 'stay' })]), [ev('wta/opp-fire', { unit: 'u4' })]).ok).toBe(true);
    expect(refusal(tap(run(s, [ev('wta/activate', { unit: 'u4', action: 'fire' })]), [ev('wta/opp-fire', { unit: 'u4' })]))).toEqual({
      rule: '5.5.1',
      key: 'wta.refuse.oppActivated',
    });
  });
  it('3.0: in the basic game a side activates in its own phase', () => {
    const s = run(game('basic'), [ev('wta/basic-roll', { side: 'allies', d6: 3 })]);
    expect(tap(s, [ev('wta/activate', { unit: 'u1', action: 'fire' })]).ok).toBe(true);
    expect(refusal(tap(s, [ev('wta/basic-roll', { side: 'axis', d6: 3 })]))).toEqual({ rule: '3.0', key: 'wta.refuse.notYourPhase' });
  });
});

describe('what a reducer used to ignore is refused in words, with its rule', () => {
  it('2.6, A7, 5.4.1, 7.0, 3.0: an empty deck, a battery not left, a marker already set, the same group, before the first phase', () => {
    const s = activations();
    expect(refusal(tap({ ...s, deck: { remaining: 0, drawn: 6 } }, [ev('wta/event-draw', { side: 'allies', held: true })]))).toEqual({
      rule: '2.6',
      key: 'wta.refuse.deckEmpty',
    });
    expect(refusal(tap(s, [ev('wta/batteries', { side: 'allies', used: 4 })]))).toEqual({ rule: 'A7', key: 'wta.refuse.batteries' });
    expect(tap(s, [ev('wta/batteries', { side: 'allies', used: 3 })]).ok).toBe(true);
    expect(refusal(tap(s, [ev('wta/marker', { unit: 'u1', marker: 'disorganized', value: false })]))).toEqual({ rule: '5.4.1', key: 'wta.refuse.marker_off' });
    expect(refusal(tap(s, [ev('wta/group', { unit: 'u1', group: 'A' })]))).toEqual({ rule: '7.0', key: 'wta.refuse.sameGroup' });
    expect(refusal(tap(game('advanced'), [ev('core/prev-phase')]))).toEqual({ rule: '3.0', key: 'wta.refuse.firstPhase' });
  });
  it('9.4: the hexes of a strategic bombardment are journal lines (inert), after the contact only', () => {
    const s = activations('A', roll('axis', 'R', 'R', 'd'));
    const hex = ev('wta/strategic-hex', { side: 'axis', hex: 1, what: 'empty', unit: null, dice: 0, explosions: 0, losses: 0 });
    expect(refusal(tap(s, [hex]))).toEqual({ rule: '9.3', key: 'wta.refuse.strategicHexNoContact' });
    expect(tap(s, [ev('wta/activate', { unit: 'u5', action: 'strategic' }), ev('wta/strategic', { side: 'axis', contact: true }), hex]).ok).toBe(true);
  });
});

// Who may do what, asked of the checks the events and the cards use (src/games/war-to-axis/
// legality.ts), unit by unit: each refusal's words and rule.
describe('5.5.1, 8.1, 10.0, 11.0, 5.4.1, 3.2, 4.3.5: who may fire out of turn, and who may be activated for what', () => {
  const why = (r: { text: Text; rule?: string } | null) => (r ? `${r.text.key} ${r.rule}` : null);
  const whys = (rs: { text: Text; rule?: string }[]) => rs.map(why);
  /** u2 (US rifles, group A) of a game, changed as given. */
  const rifles = (s: WtaState, p: Partial<WtaState['units'][number]>) => ({ ...s.units.find((u) => u.id === 'u2')!, ...p });

  it("5.5.1: a unit already activated may not fire by opportunity; one activated to stay may (8.1: advanced, and basic by A25's default reading)", () => {
    const basic = game('basic');
    const adv = game('advanced');
    expect(why(oppFireRefusal(basic, rifles(basic, { action: 'fire' }), settings()))).toBe('wta.refuse.oppActivated 5.5.1');
    expect(why(oppFireRefusal(basic, rifles(basic, {}), settings()))).toBeNull();
    expect(why(oppFireRefusal(adv, rifles(adv, { action: 'stay' }), settings()))).toBeNull();
    expect(why(oppFireRefusal(basic, rifles(basic, { action: 'stay' }), settings()))).toBeNull();
    expect(why(oppFireRefusal(basic, rifles(basic, { action: 'stay' }), settings({ stayOppFireBasic: false })))).toBe('wta.refuse.oppActivated 5.5.1');
    expect(why(oppFireRefusal(adv, rifles(adv, { action: 'stay' }), settings({ stayOppFireBasic: false })))).toBeNull();
  });

  it('5.5.1, 10.0: one opportunity fire a turn (the marker); 5.4.1: a disorganized unit may not fire by opportunity', () => {
    const basic = game('basic');
    const adv = game('advanced');
    expect(why(oppFireRefusal(basic, rifles(basic, { oppFire: true }), settings()))).toBe('wta.error.oppMarker 5.5.1');
    expect(why(oppFireRefusal(adv, rifles(adv, { oppFire: true }), settings()))).toBe('wta.error.oppMarker 10.0');
    expect(why(oppFireRefusal(basic, rifles(basic, { disorganized: true }), settings()))).toBe('wta.error.disorganizedOpportunity 5.4.1');
  });

  it('10.0: in the advanced game, a unit that fired by opportunity counts as activated; not in the basic game', () => {
    const adv = activations();
    const basic = game('basic');
    expect(whys(activationRefusals(adv, rifles(adv, { oppFire: true }), 'fire', settings()))).toContain('wta.error.oppCountsActivated 10.0');
    expect(whys(activationRefusals(basic, rifles(basic, { oppFire: true }), 'fire', settings()))).not.toContain('wta.error.oppCountsActivated 10.0');
  });

  it('5.4.1: a disorganized unit may stay, fire, recon; not move or advance', () => {
    const adv = game('advanced');
    const u = rifles(adv, { disorganized: true });
    for (const a of ['stay', 'fire', 'recon'] as const)
      expect(whys(activationRefusals(adv, u, a, settings()))).not.toContain('wta.error.disorganizedMove 5.4.1');
    for (const a of ['move', 'advanceFire'] as const) expect(whys(activationRefusals(adv, u, a, settings()))).toContain('wta.error.disorganizedMove 5.4.1');
  });

  it('3.2, 4.3.5, 12.3: HQ actions for HQs, demolition for engineers, hiding in the advanced game only', () => {
    const basic = game('basic');
    const u = rifles(basic, {});
    expect(whys(activationRefusals(basic, u, 'rally', settings()))).toContain('wta.error.hqOnly 3.2');
    expect(whys(activationRefusals(basic, u, 'demolish', settings()))).toContain('wta.error.engineersOnly 4.3.5');
    expect(whys(activationRefusals(basic, u, 'hide', settings()))).toContain('wta.error.advancedOnly 12.3');
    expect(whys(activationRefusals(basic, { ...basic.units.find((x) => x.id === 'u3')!, disorganized: true }, 'rally', settings()))).not.toContain(
      'wta.error.hqOnly 3.2',
    );
  });

  it('11.0, A26: after an opportunity fire, no final fire; a unit that stayed may', () => {
    const fin = run(activations(), [ev('core/next-phase')]);
    expect(why(finalFireRefusal(fin, rifles(fin, { oppFire: true })))).toBe('wta.error.finalAfterOpportunity A26');
    expect(why(finalFireRefusal(fin, rifles(fin, { action: 'stay' })))).toBeNull();
    expect(why(finalFireRefusal(fin, rifles(fin, { action: 'move' })))).toBe('wta.refuse.finalActed 11.0');
  });
});
