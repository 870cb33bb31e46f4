import { describe, expect, it } from 'vitest';
import { eqF, fText, ONE, sumF } from '@/engine';
import type { GameEvent } from '@/engine/types';
import { armir } from '@/games/armir';
import { evaluateBombard } from '@/games/armir/bombard';
import { armoredInSupply, attritionCounts, cirLosses, cirModifier } from '@/games/armir/procedures';
import { currentPhase, SEQUENCE_B1, SEQUENCE_B2 } from '@/games/armir/sequence';
import type { ArmirState } from '@/games/armir/state';
import { armirVp, cirVp, donetzVp, victory } from '@/games/armir/victory';
import { corpsDestroyed } from '@/games/armir/state';
import { apply, ctxWith, fresh, next, physical, seededRoll, setUp } from './helpers';
import { answer, firstRoll } from '../../support/answers';

const ctx = ctxWith();
const proc = (s: ArmirState, id: string, c = ctx) => {
  const p = armir.procedures(s, c).find((x) => x.id === id);
  if (!p)
    throw new Error(
      `no card ${id} in ${currentPhase(s)}: ${armir
        .procedures(s, c)
        .map((x) => x.id)
        .join(',')}`,
    );
  return p;
};
/** Run a card: evaluate with values, resolve with the given die, append its events. */
function run(s: ArmirState, id: string, die: number | null, values: Record<string, string | number | boolean | null> = {}, c = ctx): ArmirState {
  const e = proc(s, id, c).evaluate(values, c);
  expect(e.errors).toEqual([]);
  const r = answer(e, die === null ? null : physical(die));
  return apply(s, r.events, c);
}
/** Advance to the named phase. */
function goTo(s: ArmirState, phase: string, c = ctx): ArmirState {
  let n = s;
  for (let i = 0; i < 30 && currentPhase(n) !== phase; i++) n = apply(n, [next], c);
  expect(currentPhase(n)).toBe(phase);
  return n;
}

describe('ARMIR set-up and sequence (18, 3, 4)', () => {
  it('18.3: PA 16 on the "+10" side, PS 4, Hollidt in Čir box 1, TeM garrison 1, Depot and CAI at Kantemirovka', () => {
    const s = fresh();
    expect(s).toMatchObject({ pa: 16, ps: 4, cir: { box: 1 }, tem: { garrison: 1 }, depotPresent: true, cai: 'available', stage: 'setup' });
    const pa = armir.tracks(s, ctx).find((t) => t.id === 'pa');
    expect(pa?.detail).toMatchObject({ key: 'armir.track.pa.plus10', params: { box: 6 } });
    expect(s.locations.map((l) => l.name)).toEqual(['Kazanskaja', 'Pavlovsk', 'Verkhniy Mamon']);
  });

  it('18.3: set-up needs the artillery backs and the sealed objectives before turn 1', () => {
    const s = fresh();
    const required = armir
      .procedures(s, ctx)
      .filter((p) => p.required && !p.done)
      .map((p) => p.id);
    expect(required).toEqual(['setup-artillery', 'setup-objectives']);
    const ready = setUp();
    expect(armir.procedures(ready, ctx).filter((p) => p.required && !p.done)).toEqual([]);
  });

  it('18.4: turn 1 starts at phase 7 of B1 (Axis motorized movement), with the artillery from the backs', () => {
    const s = apply(setUp(), [next]);
    expect(s.turn).toBe(1);
    expect(currentPhase(s)).toBe('axis-motorized');
    expect(s.armies.army1.points).toBe(3);
    expect(armir.where(s).asks.key).toBe('armir.phase.axis-motorized.asksTurn1');
    const remind = proc(s, 'remind-axis-motorized').evaluate({}, ctx);
    expect(remind.derivation.map((d) => d.rule)).toEqual(expect.arrayContaining(['18.4', '18.4.1']));
    // turn 1: 7 Axis motorized, 8 bombardment, 9 Soviet combat, 10 Soviet motorized, 11 supply, 12 attrition
    const seen: string[] = [];
    let n = s;
    for (let i = 0; i < 6; i++) {
      seen.push(currentPhase(n));
      n = apply(n, [next]);
    }
    expect(seen).toEqual(['axis-motorized', 'bombardment-2', 'soviet-combat', 'soviet-motorized', 'supply', 'attrition']);
    expect(n.turn).toBe(2);
    expect(currentPhase(n)).toBe('initiative');
  });

  it('3, 4: the Soviet buys the initiative for 1 PS and the turn follows B2; otherwise B1', () => {
    let s = goTo(apply(setUp(), [next]), 'initiative');
    s = run(s, 'initiative', null, { side: 'soviet' });
    expect(s.ps).toBe(3);
    expect(s.initiativeByTurn[2]).toBe('soviet');
    const order: string[] = [];
    for (let i = 0; i < 12; i++) {
      order.push(currentPhase(s));
      s = apply(s, [next]);
    }
    expect(order).toEqual(SEQUENCE_B2);
    expect(s.turn).toBe(3);
    expect(s.initiative).toBe('axis');
    s = run(s, 'initiative', null, { side: 'axis' });
    expect(s.ps).toBe(3);
    const b1: string[] = [];
    for (let i = 0; i < 12; i++) {
      b1.push(currentPhase(s));
      s = apply(s, [next]);
    }
    expect(b1).toEqual(SEQUENCE_B1);
  });

  it('17, A61: taking the initiative at PS 1 warns, and PS 0 is an immediate Soviet defeat (P2)', () => {
    let s = goTo(apply(setUp(), [next]), 'initiative');
    s = { ...s, ps: 1 };
    const e = proc(s, 'initiative').evaluate({ side: 'soviet' }, ctx);
    expect(e.derivation.map((d) => d.key)).toContain('armir.proc.initiative.defeatWarn');
    s = apply(s, answer(e, null).events);
    expect(s.ps).toBe(0);
    expect(s.defeat).toMatchObject({ reason: 'ps' });
    expect(armir.where(s).over).toBe(true);
    expect(armir.victory(s, ctx)).toMatchObject({ final: true, winner: 'axis' });
  });

  it('10.2, 5.3.3: the artillery pools reset to the HQ range after the initiative phase; HQ flips only with the initiative', () => {
    let s = goTo(apply(setUp(), [next]), 'initiative');
    expect(
      proc(s, 'hq-face')
        .evaluate({ army: 'army1', face: 'move' }, ctx)
        .errors.map((e) => e.key),
    ).toContain('armir.proc.hqFace.noInitiative');
    s = run(s, 'initiative', null, { side: 'soviet' });
    s = run(s, 'hq-face', null, { army: 'army1', face: 'move' });
    s = apply(s, [next]);
    expect(s.armies.army1.points).toBe(3); // move side range
    expect(s.armies.army2.points).toBe(4);
    expect(s.armies.army3.points).toBe(6);
  });

  it('reduce never mutates the state it is given', () => {
    const s = setUp();
    const frozen = JSON.stringify(s);
    const events: GameEvent[] = [
      next,
      { type: 'armir/pa', payload: { delta: -1, reason: 'motorized' }, at: 0 },
      { type: 'armir/control', payload: { id: 'pavlovsk', controller: 'axis' }, at: 0 },
      { type: 'armir/roster-add', payload: { entry: { name: 'Julia', side: 'axis', kind: 'unit', oos: true, dsg: false, used: false } }, at: 0 },
      { type: 'armir/kantemirovka', payload: { die: 3 }, at: 0 },
    ];
    let cur = s;
    for (const e of events) {
      const before = JSON.stringify(cur);
      cur = armir.reduce(cur, e, ctx);
      expect(JSON.stringify(cur)).not.toBe('');
      void before;
    }
    expect(JSON.stringify(s)).toBe(frozen);
    // and the same events on a deep-frozen state do not throw
    const deepFreeze = (o: unknown): unknown => {
      if (o && typeof o === 'object') {
        Object.values(o).forEach(deepFreeze);
        Object.freeze(o);
      }
      return o;
    };
    const ice = deepFreeze(setUp()) as ArmirState;
    expect(() => events.reduce((st, e) => armir.reduce(st, e, ctx), ice)).not.toThrow();
  });

  it('core/roll and core/note change nothing', () => {
    const s = setUp();
    expect(armir.reduce(s, { type: 'core/roll', payload: { spec: {}, rolled: { faces: [3], source: 'app' } }, at: 0 }, ctx)).toBe(s);
    expect(armir.reduce(s, { type: 'core/note', payload: { text: 'x' }, at: 0 }, ctx)).toBe(s);
  });
});

describe('ARMIR phase procedures', () => {
  const turn = (t: number) => {
    let s = apply(setUp(), [next]);
    while (s.turn < t) s = apply(s, [next]);
    return s;
  };

  it('9.1: the air roll from turn 2: 1-3 Axis air unit (4), 4-6 Soviet air unit (3), 1/2 each (A2, A3)', () => {
    let s = turn(3);
    const e = proc(s, 'air-roll').evaluate({}, ctx);
    expect(firstRoll(e)?.odds.map((o) => fText(o.p))).toEqual(['1/2', '1/2']);
    expect(apply(s, answer(e, physical(3)).events).airUnit).toEqual({ owner: 'axis', value: 4, used: false });
    s = apply(s, answer(e, physical(4)).events);
    expect(s.airUnit).toEqual({ owner: 'soviet', value: 3, used: false });
    // A1: no roll on turn 1
    expect(armir.procedures(apply(setUp(), [next]), ctx).some((p) => p.id === 'air-roll')).toBe(false);
  });

  it('9.1.1: the air unit bombards once per turn (A4)', () => {
    let s = turn(2);
    s = run(s, 'air-roll', 2);
    const bombCtx = ctxWith({}, {}, { '4|3': 'DSG' });
    const e = evaluateBombard({ source: 'air', strongholdTarget: false, target: 'Hex 1' }, s, bombCtx);
    expect(e.errors).toEqual([]);
    s = apply(s, answer(e, physical(3)).events, bombCtx);
    expect(s.airUnit?.used).toBe(true);
    expect(s.roster.find((r) => r.name === 'Hex 1')?.dsg).toBe(true);
    expect(evaluateBombard({ source: 'air', strongholdTarget: false, target: 'Hex 2' }, s, bombCtx).errors.map((x) => x.key)).toContain(
      'armir.bombard.err.airUsed',
    );
  });

  it('9.2.1: the CAI on its U side comes back on 5-6 (1/3), rolled again each turn (A5)', () => {
    let s = goTo(turn(3), 'supply');
    s = apply(s, [
      {
        type: 'armir/roster-add',
        payload: { entry: { name: 'Cuneense', side: 'axis', kind: 'unit', oos: true, dsg: false, used: false, italian: true } },
        at: 0,
      },
    ]);
    s = run(s, 'air-supply', null, { entry: s.roster[0].id, kind: 'italian' });
    expect(s.cai).toBe('used');
    expect(s.roster[0].oos).toBe(false);
    s = goTo(apply(s, [next, next]), 'initiative');
    const e = proc(s, 'cai-roll').evaluate({}, ctx);
    expect(fText(firstRoll(e)!.odds.find((o) => o.id === 'ok')!.p)).toBe('1/3');
    s = apply(s, answer(e, physical(4)).events);
    expect(s.cai).toBe('used');
    s = goTo(apply(s, [next]), 'initiative');
    s = run(s, 'cai-roll', 6);
    expect(s.cai).toBe('available');
  });

  it('16.3: TeM garrison +1 when the die is lower than the turn (G1-G4)', () => {
    const s2 = goTo(turn(2), 'axis-reinforcements');
    expect(run(s2, 'tem-garrison', 1).tem.garrison).toBe(2);
    expect(run(s2, 'tem-garrison', 2).tem.garrison).toBe(1);
    const s6 = goTo(turn(6), 'axis-reinforcements');
    expect(run(s6, 'tem-garrison', 5).tem.garrison).toBe(2);
    expect(run(s6, 'tem-garrison', 6).tem.garrison).toBe(1);
    expect(fText(firstRoll(proc(s6, 'tem-garrison').evaluate({}, ctx))!.odds.find((o) => o.id === 'plus')!.p)).toBe('5/6');
  });

  it('16.4.2, 4, 16.4.1, 15.3: the PS ledger 4 → 3 → 2 → 4 → 5 → 4 (P1)', () => {
    let s = { ...turn(2) };
    s = apply(s, [
      { type: 'armir/location-edit', payload: { id: 'kazanskaja', value: 2 }, at: 0 },
      { type: 'armir/location-add', payload: { name: 'Kantemirovka', value: 2, controller: 'axis' }, at: 0 },
      { type: 'armir/location-add', payload: { name: 'Village', value: 1, controller: 'soviet' }, at: 0 },
    ]);
    s = run(s, 'initiative', null, { side: 'soviet' });
    expect(s.ps).toBe(3);
    s = goTo(s, 'axis-reinforcements');
    s = run(s, 'airports-ps', null);
    expect(s.ps).toBe(2);
    const city = s.locations.find((l) => l.name === 'Kantemirovka')!;
    s = apply(s, [{ type: 'armir/control', payload: { id: city.id, controller: 'soviet' }, at: 0 }]);
    expect(s.ps).toBe(4);
    s = run(s, 'german-replacement', null, { unit: '298 Inf' });
    expect(s.ps).toBe(5);
    expect(
      proc(s, 'german-replacement')
        .evaluate({ unit: 'x' }, ctx)
        .errors.map((e) => e.key),
    ).toContain('armir.proc.replacement.once');
    const village = s.locations.find((l) => l.name === 'Village')!;
    s = apply(s, [{ type: 'armir/control', payload: { id: village.id, controller: 'axis' }, at: 0 }]);
    expect(s.ps).toBe(4);
  });

  it('16.4.2: PS 1 at a turn-3 reinforcement phase without the airports is a Soviet defeat (P3)', () => {
    let s = goTo(turn(3), 'axis-reinforcements');
    s = { ...s, ps: 1 };
    s = run(s, 'airports-ps', null);
    expect(s.defeat).not.toBeNull();
  });

  it('A22: no airports PS loss on turn 1 unless the setting says so', () => {
    const s = apply(setUp(), [next]);
    expect(armir.procedures(s, ctx).some((p) => p.id === 'airports-ps')).toBe(false);
    const c = ctxWith({}, { airportsPsTurn1: true });
    expect(armir.procedures(s, c).some((p) => p.id === 'airports-ps')).toBe(true);
  });

  it('15.2: the 3 Gebirgs arrives with 1 step on turn 2 and gains one each turn not OOS (E1, E2)', () => {
    let s = goTo(turn(2), 'axis-reinforcements');
    s = run(s, 'gebirgs', null);
    expect(s.gebirgs.steps).toBe(1);
    s = goTo(apply(s, [next]), 'axis-reinforcements');
    s = run(s, 'gebirgs', null, { status: 'gain' });
    expect(s.gebirgs.steps).toBe(2);
    s = goTo(apply(s, [next]), 'axis-reinforcements');
    s = run(s, 'gebirgs', null, { status: 'skip' });
    expect(s.gebirgs.steps).toBe(2);
    s = goTo(apply(s, [next]), 'axis-reinforcements');
    s = run(s, 'gebirgs', null, { status: 'gain' });
    expect(s.gebirgs.steps).toBe(3);
    expect(armir.tracks(s, ctx).find((t) => t.id === 'gebirgs')?.detail?.key).toBe('armir.track.gebirgs.locked');
  });

  it('15.1: a CA stronghold lost arms the XXIV Pz.Korps, whose HQ enters the next turn', () => {
    let s = goTo(turn(2), 'soviet-movement');
    s = apply(s, [{ type: 'armir/stronghold-lost', payload: { corps: 'CA' }, at: 0 }]);
    expect(s.xxiv.triggerTurn).toBe(2);
    s = goTo(apply(s, [next]), 'axis-reinforcements');
    expect(s.turn).toBe(3);
    s = run(s, 'xxiv', null, { julia: true });
    expect(s.xxiv).toMatchObject({ hqEntered: true, juliaAssigned: true });
  });

  it('17.1.3: an eliminated Soviet HQ gives the Axis 1 VP and returns in the next reinforcement phase', () => {
    let s = goTo(turn(2), 'axis-combat');
    s = apply(s, [{ type: 'armir/hq-eliminated', payload: { army: 'army2' }, at: 0 }]);
    expect(s.axisVp).toBe(1);
    expect(s.armies.army2.points).toBe(0);
    s = goTo(apply(s, [next]), 'axis-reinforcements');
    s = run(s, 'hq-return-army2', null);
    expect(s.armies.army2.hqEliminatedOnTurn).toBeNull();
  });

  it('16.1: the Čir modifier counts complete twenties, motorized doubled (C1-C5)', () => {
    let s = setUp();
    s = apply(s, [
      { type: 'armir/offmap-add', payload: { track: 'cir', unit: { name: 'Inf A', cp: 12, motorized: false, armored: false, steps: 3 } }, at: 0 },
      { type: 'armir/offmap-add', payload: { track: 'cir', unit: { name: 'Inf B', cp: 12, motorized: false, armored: false, steps: 3 } }, at: 0 },
      { type: 'armir/offmap-add', payload: { track: 'cir', unit: { name: 'Tank', cp: 5, motorized: true, armored: false, steps: 2 } }, at: 0 },
    ]);
    expect(cirModifier(s, ctx)).toEqual({ cpPrime: 34, mod: 1 });
    s = goTo(apply(s, [next]), 'soviet-combat');
    const e = proc(s, 'cir-roll').evaluate({}, ctx);
    expect(eqF(sumF(firstRoll(e)!.odds.map((o) => o.p)), ONE)).toBe(true);
    expect(firstRoll(e)!.odds.map((o) => [o.id, fText(o.p)])).toEqual([
      ['stay-0', '1/6'],
      ['adv-1', '2/3'],
      ['adv-2', '1/6'],
    ]);
    const c1 = apply(s, answer(e, physical(1)).events);
    expect(c1.cir).toMatchObject({ box: 1, pendingLosses: 0 });
    const c2 = apply(s, answer(e, physical(2)).events);
    expect(c2.cir).toMatchObject({ box: 2, pendingLosses: 1 });
    const c3 = apply(s, answer(e, physical(6)).events);
    expect(c3.cir).toMatchObject({ box: 2, pendingLosses: 2 });
    // the Soviet takes the losses on the units of his choice
    const after = apply(c3, [{ type: 'armir/offmap-step', payload: { track: 'cir', id: c3.cir.units[2].id, delta: -1 }, at: 0 }]);
    expect(after.cir.pendingLosses).toBe(1);
    expect(after.cir.units[2].steps).toBe(1);
    expect(cirLosses(2)).toBe(0);
    expect(cirLosses(7)).toBe(2);
  });

  it('17.1.1 note: with 40 CP′ the Čir advances every roll and reaches Bokovskaya on turn 2 (+1 VP)', () => {
    let s = setUp();
    s = apply(s, [{ type: 'armir/offmap-add', payload: { track: 'cir', unit: { name: 'Guards', cp: 20, motorized: true, armored: false, steps: 8 } }, at: 0 }]);
    s = goTo(apply(s, [next]), 'soviet-combat');
    for (let seed = 1; seed <= 20; seed++)
      expect(answer(proc(s, 'cir-roll').evaluate({}, ctx), seededRoll(seed)).events[0].payload).toMatchObject({ advance: true });
    s = run(s, 'cir-roll', 1);
    expect(s.cir.box).toBe(2);
    s = goTo(apply(s, [next]), 'soviet-combat');
    expect(s.turn).toBe(2);
    s = run(s, 'cir-roll', 1);
    expect(s.cir.reachedOnTurn).toBe(2);
    expect(cirVp(2)).toBe(1);
    expect(cirVp(3)).toBe(0);
    expect(cirVp(4)).toBe(-1);
    expect(cirVp(null)).toBe(-1);
    // the rolls stop once Bokovskaya is reached (A20)
    s = goTo(apply(s, [next]), 'soviet-combat');
    expect(armir.procedures(s, ctx).some((p) => p.id === 'cir-roll')).toBe(false);
  });

  it('16.3.2: the TeM combat: CP 12 against garrison 3 is 4:1; OOS halves it to 2:1; a garrison at 0 means the airports are captured (G5-G7)', () => {
    let s = setUp();
    s = apply(s, [{ type: 'armir/offmap-add', payload: { track: 'tem', unit: { name: 'XXV', cp: 12, motorized: true, armored: true, steps: 4 } }, at: 0 }]);
    s = { ...s, tem: { ...s.tem, garrison: 3 } };
    s = goTo(apply(s, [next]), 'soviet-combat');
    const e = proc(s, 'tem-combat').evaluate({}, ctx);
    expect(e.derivation.find((d) => d.key === 'armir.combat.column')?.params).toMatchObject({ col: '4:1' });
    const oos = { ...s, tem: { ...s.tem, units: s.tem.units.map((u) => ({ ...u, oos: true })) } };
    expect(
      proc(oos, 'tem-combat')
        .evaluate({}, ctx)
        .derivation.find((d) => d.key === 'armir.combat.column')?.params,
    ).toMatchObject({ col: '2:1' });
    const c = ctxWith({ '4:1|3': '1/3' });
    const r = answer(proc(s, 'tem-combat', c).evaluate({}, c), physical(3));
    s = apply(s, r.events, c);
    expect(s.tem).toMatchObject({ garrison: 0, capturedOnTurn: 1, pendingLosses: 1 });
    // G7: no more −1 PS nor garrison roll afterwards
    s = goTo(apply(s, [next]), 'axis-reinforcements');
    const ids = armir.procedures(s, ctx).map((p) => p.id);
    expect(ids).not.toContain('airports-ps');
    expect(ids).not.toContain('tem-garrison');
  });

  it('8.4: end of turn 2, two XVIII brigades OOS: one roll, 1-4 in supply, 5-6 OOS (T-8.4, K1-K3)', () => {
    let s = goTo(apply(setUp(), [next, next, next, next, next, next]), 'supply');
    expect(s.turn).toBe(2);
    s = apply(s, [
      {
        type: 'armir/roster-add',
        payload: { entry: { name: 'XVIII brigades', side: 'soviet', kind: 'hex', oos: false, dsg: false, used: false, armored: true } },
        at: 0,
      },
    ]);
    const e = proc(s, 'armored-supply').evaluate({ entry: s.roster[0].id }, ctx);
    expect(firstRoll(e)?.roll?.dice).toHaveLength(1);
    expect(fText(firstRoll(e)!.odds.find((o) => o.id === 'in')!.p)).toBe('2/3');
    expect(apply(s, answer(e, physical(4)).events).roster[0].oos).toBe(false);
    expect(apply(s, answer(e, physical(5)).events).roster[0].oos).toBe(true);
    expect(armoredInSupply(5, 1)).toBe(true);
    expect(armoredInSupply(2, 5)).toBe(false);
    expect(armoredInSupply(1, 6)).toBe(false);
  });

  it('8.6, 16.3.3: attrition removes 1 SP per OOS hex; the TeM box is one stack (W1, W2, G8)', () => {
    let s = setUp();
    const add = (name: string, side: 'axis' | 'soviet', oos: boolean): GameEvent => ({
      type: 'armir/roster-add',
      payload: { entry: { name, side, kind: 'hex', oos, dsg: false, used: false } },
      at: 0,
    });
    s = apply(s, [add('A', 'axis', true), add('B', 'axis', true), add('C', 'soviet', true), add('D', 'soviet', false)]);
    for (const n of ['x', 'y', 'z'])
      s = apply(s, [
        { type: 'armir/offmap-add', payload: { track: 'tem', unit: { name: n, cp: 4, motorized: false, armored: false, steps: 2, oos: true } }, at: 0 },
      ]);
    expect(attritionCounts(s)).toEqual({ axis: 2, soviet: 1, tem: 1 });
    s = goTo(apply(s, [next]), 'attrition');
    s = run(s, 'attrition', null);
    expect(s.tem.pendingLosses).toBe(1);
  });

  it('16.2.1: Soviets entering Kantemirovka: PA −1d6, Depot removed, CAI lost; only once (Q1-Q3)', () => {
    let s = goTo(apply(setUp(), [next]), 'soviet-combat');
    s = { ...s, pa: 12 };
    // The card first asks whether they entered; once they have, the roll is due (16.2.1).
    s = run(s, 'kantemirovka', null);
    expect(s.depotDue).toBe(true);
    s = run(s, 'kantemirovka', 5);
    expect(s).toMatchObject({ pa: 7, depotPresent: false, depotDue: false, cai: 'lost' });
    expect(armir.procedures(s, ctx).some((p) => p.id === 'kantemirovka')).toBe(false);
    expect(apply(s, [{ type: 'armir/kantemirovka', payload: { die: 6 }, at: 0 }]).pa).toBe(7);
    const low = apply({ ...setUp(), pa: 3, depotDue: true }, [{ type: 'armir/kantemirovka', payload: { die: 5 }, at: 0 }]);
    expect(low.pa).toBe(0);
  });

  it('5.4, 10.1.4: PA one-tap spends; artillery refused at 0; motorized paid once per phase by default (A11, A13)', () => {
    let s = apply(setUp(), [next]);
    const pa = () => armir.tracks(s, ctx).find((t) => t.id === 'pa')!;
    const motor = pa().actions!.find((a) => a.id === 'pa-motorized')!;
    expect(motor.disabledReason).toBeUndefined();
    s = apply(s, motor.events);
    expect(s.pa).toBe(15);
    expect(pa().actions!.find((a) => a.id === 'pa-motorized')!.disabledReason?.key).toBe('armir.track.pa.motorPaid');
    s = { ...s, pa: 0 };
    expect(pa().actions!.find((a) => a.id === 'pa-artillery')!.disabledReason?.key).toBe('armir.track.pa.noArtillery');
  });
});

describe('ARMIR bombardment (11, 10.2, 10.1.1, 14.3.2)', () => {
  const bctx = (cells: Record<string, string> = {}, settings = {}) => ctxWith({}, settings, cells);
  it('10.2.1: an HQ with 5 points bombards with 3 then 2; a 6th point is refused (B1)', () => {
    let s = apply(setUp(), [next]);
    s = { ...s, armies: { ...s.armies, army1: { ...s.armies.army1, points: 5 } } };
    const c = bctx({ '3|4': 'DSG', '2|4': '-' });
    const e = evaluateBombard({ source: 'soviet-artillery', army: 'army1', points: 3, strongholdTarget: false, target: 'X' }, s, c);
    expect(e.errors).toEqual([]);
    s = apply(s, answer(e, physical(4)).events, c);
    expect(s.armies.army1.points).toBe(2);
    s = apply(
      s,
      answer(evaluateBombard({ source: 'soviet-artillery', army: 'army1', points: 2, strongholdTarget: false, target: 'Y' }, s, c), physical(4)).events,
      c,
    );
    expect(s.armies.army1.points).toBe(0);
    expect(
      evaluateBombard({ source: 'soviet-artillery', army: 'army1', points: 1, strongholdTarget: false, target: 'Z' }, s, c).errors.map((x) => x.key),
    ).toContain('armir.bombard.err.pool');
  });

  it('14.3.2: a Soviet bombardment of a stronghold hex has −1; a 0 reads row 1 unless the table prints a 0 (B2, D2)', () => {
    const s = apply(setUp(), [next]);
    const c = bctx({ '3|1': 'DSG', '3|0': 'DSG1' });
    const e = evaluateBombard({ source: 'soviet-artillery', army: 'army1', points: 3, strongholdTarget: true, target: 'Rossosh' }, s, c);
    expect(e.derivation.map((d) => d.key)).toContain('armir.bombard.drmStronghold');
    expect(answer(e, physical(1)).events[0].payload).toMatchObject({ total: 0, result: 'DSG' });
    const c0 = bctx({ '3|1': 'DSG', '3|0': 'DSG1' }, { bombRow0: true });
    expect(
      answer(evaluateBombard({ source: 'soviet-artillery', army: 'army1', points: 3, strongholdTarget: true, target: 'Rossosh' }, s, c0), physical(1)).events[0]
        .payload,
    ).toMatchObject({ result: 'DSG1' });
  });

  it('8.3.1: an OOS HQ cannot bombard (B3); 11.2, 10.1.4: Italian heavy artillery refused when DSG or at 0 PA', () => {
    let s = apply(setUp(), [next]);
    s = apply(s, [{ type: 'armir/army', payload: { army: 'army1', oos: true }, at: 0 }]);
    expect(
      evaluateBombard({ source: 'soviet-artillery', army: 'army1', points: 1, strongholdTarget: false, target: 'X' }, s, ctx).errors.map((x) => x.key),
    ).toContain('armir.bombard.err.hqOos');
    expect(
      evaluateBombard({ source: 'italian-artillery', bf: 4, artilleryDsg: true, strongholdTarget: false, target: 'X' }, s, ctx).errors.map((x) => x.key),
    ).toContain('armir.bombard.err.dsg');
    expect(
      evaluateBombard({ source: 'italian-artillery', bf: 4, strongholdTarget: false, target: 'X' }, { ...s, pa: 0 }, ctx).errors.map((x) => x.key),
    ).toContain('armir.bombard.err.noPa');
  });

  it('18.4.1, 10.1.4: Italian heavy artillery is halved on turn 1 (rounded up) and costs 1 PA', () => {
    const s = apply(setUp(), [next]);
    const c = bctx({ '3|2': 'DSG1' });
    const e = evaluateBombard({ source: 'italian-artillery', bf: 5, strongholdTarget: false, target: 'Soviet hex' }, s, c);
    expect(e.derivation.find((d) => d.key === 'armir.bombard.column')?.params).toMatchObject({ col: '3' });
    const after = apply(s, answer(e, physical(2)).events, c);
    expect(after.pa).toBe(15);
    expect(after.roster.find((r) => r.name === 'Soviet hex')).toMatchObject({ side: 'soviet', dsg: true });
  });

  it('11.2.1: DSG markers are removed at the end of the combat phase', () => {
    let s = goTo(apply(setUp(), [next]), 'bombardment-2');
    s = apply(s, [{ type: 'armir/roster-add', payload: { entry: { name: 'Julia', side: 'axis', kind: 'unit', oos: false, dsg: true, used: false } }, at: 0 }]);
    s = apply(s, [next]);
    expect(currentPhase(s)).toBe('soviet-combat');
    expect(s.roster[0].dsg).toBe(true);
    s = apply(s, [next]);
    expect(s.roster[0].dsg).toBe(false);
  });

  it('A32: points above the largest column resolve on it with a warning, or are refused', () => {
    const s = apply(setUp(), [next]);
    const big = { ...s, armies: { ...s.armies, army1: { ...s.armies.army1, points: 10 } } };
    const e = evaluateBombard({ source: 'soviet-artillery', army: 'army1', points: 10, strongholdTarget: false, target: 'X' }, big, ctx);
    expect(e.derivation.find((d) => d.key === 'armir.bombard.column')?.params).toMatchObject({ col: '8' });
    expect(
      evaluateBombard(
        { source: 'soviet-artillery', army: 'army1', points: 10, strongholdTarget: false, target: 'X' },
        big,
        ctxWith({}, { bombOverMax: 'forbid' }),
      ).errors.map((x) => x.key),
    ).toContain('armir.bombard.err.overMax');
  });

  it('bad input: no points, no target', () => {
    const s = apply(setUp(), [next]);
    const e = evaluateBombard({ source: 'soviet-artillery', army: 'army1', points: null, strongholdTarget: false, target: '' }, s, ctx);
    expect(e.errors.map((x) => x.key)).toEqual(expect.arrayContaining(['armir.bombard.err.points', 'armir.bombard.err.target']));
    expect(firstRoll(e)?.roll).toBeUndefined();
  });
});

describe('ARMIR objectives and victory (17)', () => {
  const over = (patch: Partial<ArmirState>): ArmirState => ({
    ...setUp(),
    stage: 'over',
    turn: 6,
    ...patch,
    objectives: { chosen: patch.objectives?.chosen ?? [2, 3], revealed: true },
  });
  const corps = (destroyed: number) => {
    const c = setUp().corps;
    const ids = ['CA', 'II', 'XXXV', 'XXIX'] as const;
    const out = { ...c };
    ids.forEach((id, i) => (out[id] = { total: 14, lost: i < destroyed ? 8 : 2, strongholdLost: false }));
    return out;
  };

  it('17.1.1 objective 3: a corps is destroyed when it lost more than half its steps (X1-X4)', () => {
    expect(corpsDestroyed({ total: 15, lost: 7, strongholdLost: false })).toBe(false);
    expect(corpsDestroyed({ total: 15, lost: 8, strongholdLost: false })).toBe(true);
    expect(corpsDestroyed({ total: 14, lost: 7, strongholdLost: false })).toBe(false);
    expect(corpsDestroyed({ total: 14, lost: 8, strongholdLost: false })).toBe(true);
    expect(armirVp(4, -1)).toBe(2);
    expect(armirVp(3, -1)).toBe(1);
    expect(armirVp(1, -1)).toBe(-1);
    expect(donetzVp(16)).toBe(2);
    expect(donetzVp(15)).toBe(1);
    expect(donetzVp(12)).toBe(0);
    expect(donetzVp(11)).toBe(-1);
  });

  it('17.2: airports (+1) and 3 corps (+1) is 2 VP: the Axis wins (V1); with 4 corps, 3 VP: the Soviet wins (V2)', () => {
    const tem = { ...setUp().tem, garrison: 0, capturedOnTurn: 4 };
    expect(victory(over({ tem, corps: corps(3) }), ctx)).toMatchObject({ final: true, winner: 'axis' });
    expect(victory(over({ tem, corps: corps(4) }), ctx)).toMatchObject({ final: true, winner: 'soviet' });
    // X5: 3 corps and the ARMIR HQ count as 4
    expect(victory(over({ tem, corps: corps(3), armirHqEliminated: true }), ctx)).toMatchObject({ winner: 'soviet' });
    // V3: an eliminated Soviet HQ: net 2, the Axis wins (A60)
    expect(victory(over({ tem, corps: corps(4), axisVp: 1 }), ctx)).toMatchObject({ winner: 'axis' });
    expect(victory(over({ tem, corps: corps(4), axisVp: 1 }), ctxWith({}, { axisVpSubtract: false }))).toMatchObject({ winner: 'soviet' });
  });

  it('17.1.1 objective 2: chosen and not captured is an automatic Soviet loss (V5); not chosen, no automatic loss (V6)', () => {
    const v5 = victory(over({ corps: corps(4), objectives: { chosen: [2, 3, 4], revealed: true } }), ctx);
    expect(v5).toMatchObject({ winner: 'axis', headline: { key: 'armir.victory.axisWinsAirports' } });
    const v6 = victory(over({ corps: corps(4), objectives: { chosen: [3, 4], revealed: true } }), ctx);
    expect(v6?.headline.key).not.toBe('armir.victory.axisWinsAirports');
  });

  it('17.1: the objectives stay secret until the reveal at the end; the journal never names them', () => {
    const s = setUp();
    const v = victory(s, ctx);
    expect(v?.final).toBe(false);
    expect(JSON.stringify(v)).not.toContain('objective');
    const j = armir.describe({ type: 'armir/objectives-seal', payload: { chosen: [1, 4] }, at: 0 }, fresh());
    expect(j.text.params).toBeUndefined();
  });

  it('six turns, then the end of the game and the victory check', () => {
    let s = apply(setUp(), [next]);
    for (let i = 0; i < 200 && s.stage !== 'over'; i++) s = apply(s, [next]);
    expect(s.turn).toBe(6);
    expect(armir.where(s).over).toBe(true);
    expect(victory(s, ctx)?.headline.key).toBe('armir.victory.revealNow');
    s = apply(s, [{ type: 'armir/objectives-reveal', payload: {}, at: 0 }]);
    expect(victory(s, ctx)?.final).toBe(true);
  });
});
