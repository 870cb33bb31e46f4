// ARMIR's table actions: every bookkeeping action the screens offer reaches the log through the
// rules. Each starts from the moment's defaults, gives its events for good values, and is
// refused in words, with its rule, where the rules forbid it.
import { describe, expect, it } from 'vitest';
import { actionById, actionValues, runAction, type ActionOutcome } from '@/engine/actions';
import type { FieldValue } from '@/engine/types';
import { armir } from '@/games/armir';
import type { ArmirState } from '@/games/armir/state';
import { apply, ctxWith, fresh, next, setUp } from './helpers';

const ctx = ctxWith();
const def = (s: ArmirState, id: string) => {
  const a = actionById(armir, s, ctx, id);
  if (!a) throw new Error(`no action ${id}`);
  return a;
};
const run = (s: ArmirState, id: string, typed?: Record<string, FieldValue>, fixed?: Record<string, FieldValue>): ActionOutcome =>
  runAction(armir, s, ctx, def(s, id), typed, fixed);
const events = (o: ActionOutcome) => (o.kind === 'events' ? o.events : []);
/** The refusal's words: its key, and the rule and reason the engine wraps it with. */
const why = (o: ActionOutcome): { key?: string; rule?: unknown; reason?: unknown } => {
  if (o.kind === 'closed') return { key: o.text.key, rule: o.rule };
  if (o.kind === 'waiting') return { key: o.texts[0]?.key };
  if (o.kind === 'refused') return { key: o.text.key, rule: o.text.params?.rule, reason: (o.text.params?.why as { key?: string } | undefined)?.key };
  return {};
};
/** Turn 1 of play, at phase 7 (18.4), then on to the named phase. */
function playAt(phase: string): ArmirState {
  let s = apply(setUp(ctx), [next], ctx);
  for (let i = 0; i < 20 && armir.where(s).phase.key !== `armir.phase.${phase}.label`; i++) s = apply(s, [next], ctx);
  return s;
}

describe("18.3: an army's HQ counter typed at set-up", () => {
  it('the fields start at what the game holds, and only a changed field is written, in one line', () => {
    const s = setUp(ctx);
    expect(actionValues(def(s, 'armir.army.set:army1'))).toEqual({ name: '', artilleryStart: 3, range: 5, move: 3 });
    expect(events(run(s, 'armir.army.set:army1', { artilleryStart: 12 }))).toEqual([{ type: 'armir/army', payload: { army: 'army1', artilleryStart: 12 } }]);
    expect(events(run(s, 'armir.army.set:army2', { name: ' 1 Gd ', range: 7 }))).toEqual([
      { type: 'armir/army', payload: { army: 'army2', name: '1 Gd', range: 7 } },
    ]);
  });
  it('nothing changed: nothing is written', () => {
    expect(why(run(setUp(ctx), 'armir.army.set:army1'))).toMatchObject({ key: 'engine.event.noEffect' });
  });
});

describe("8.3, 17.1.3: an army's HQ", () => {
  it('8.3: a tap turns the HQ out of supply, and back', () => {
    const s = setUp(ctx);
    expect(events(run(s, 'armir.army.oos', undefined, { army: 'army2' }))).toEqual([{ type: 'armir/army', payload: { army: 'army2', oos: true } }]);
    const out = apply(s, events(run(s, 'armir.army.oos', undefined, { army: 'army2' })), ctx);
    expect(events(run(out, 'armir.army.oos', undefined, { army: 'army2' }))).toEqual([{ type: 'armir/army', payload: { army: 'army2', oos: false } }]);
  });
  it('17.1.3: an HQ is eliminated in play, once; during set-up the action is closed with its rule', () => {
    expect(why(run(setUp(ctx), 'armir.army.hqEliminated', undefined, { army: 'army1' }))).toEqual({ key: 'armir.refuse.notInPlay', rule: '17.1.3' });
    const s = playAt('soviet-combat');
    const o = run(s, 'armir.army.hqEliminated', undefined, { army: 'army1' });
    expect(events(o)).toEqual([{ type: 'armir/hq-eliminated', payload: { army: 'army1' } }]);
    const off = apply(s, events(o), ctx);
    expect(why(run(off, 'armir.army.hqEliminated', undefined, { army: 'army1' }))).toMatchObject({ rule: '17.1.3', reason: 'armir.refuse.hqOff' });
  });
});

describe('16.1, 16.3.1: units off the map', () => {
  it('16.1: a new unit starts blank — no name, no CP, one step, not motorized, not armored', () => {
    expect(actionValues(def(fresh(), 'armir.offmap.add'), undefined, { track: 'cir' })).toEqual({
      track: 'cir',
      name: '',
      cp: null,
      steps: 1,
      motorized: false,
      armored: false,
    });
  });
  it('16.1.3: a named unit with its CP is added to its track; without a name or CP the action waits for them', () => {
    const s = fresh();
    expect(events(run(s, 'armir.offmap.add', { name: '14 Tank', cp: 8, motorized: true }, { track: 'cir' }))).toEqual([
      { type: 'armir/offmap-add', payload: { track: 'cir', unit: { name: '14 Tank', cp: 8, steps: 1, motorized: true, armored: false } } },
    ]);
    expect(why(run(s, 'armir.offmap.add', { cp: 8 }, { track: 'tem' }))).toEqual({ key: 'armir.ui.err.name' });
    expect(why(run(s, 'armir.offmap.add', { name: 'X' }, { track: 'tem' }))).toEqual({ key: 'armir.ui.err.cp' });
  });
  it('12.2.1: a step lost or given back; a unit gone from the track is refused', () => {
    const s = apply(fresh(), events(run(fresh(), 'armir.offmap.add', { name: '14 Tank', cp: 8 }, { track: 'cir' })), ctx);
    const id = s.cir.units[0]!.id;
    expect(events(run(s, 'armir.offmap.step', undefined, { track: 'cir', unit: id, delta: 'gain' }))).toEqual([
      { type: 'armir/offmap-step', payload: { track: 'cir', id, delta: 1 } },
    ]);
    const gone = apply(s, events(run(s, 'armir.offmap.remove', undefined, { track: 'cir', unit: id })), ctx);
    expect(gone.cir.units).toEqual([]);
    expect(why(run(gone, 'armir.offmap.step', undefined, { track: 'cir', unit: id, delta: 'lose' }))).toMatchObject({
      rule: '16.1',
      reason: 'armir.refuse.noOffmap',
    });
  });
});

describe('17.1.1, 5.5: the Italian corps of objective 3', () => {
  it("17.1.1: a corps' total starts at what the game holds and is written when changed", () => {
    const s = fresh();
    expect(actionValues(def(s, 'armir.corps.total:CA'))).toEqual({ total: null });
    expect(events(run(s, 'armir.corps.total:CA', { total: 9 }))).toEqual([{ type: 'armir/corps', payload: { corps: 'CA', total: 9 } }]);
  });
  it('17.1.1: a step lost counts; a step given back when none was lost is refused', () => {
    const s = fresh();
    expect(events(run(s, 'armir.corps.loss', undefined, { corps: 'II', delta: 'lose' }))).toEqual([
      { type: 'armir/corps', payload: { corps: 'II', lostDelta: 1 } },
    ]);
    expect(why(run(s, 'armir.corps.loss', undefined, { corps: 'II', delta: 'gain' }))).toMatchObject({ rule: '17.1.1', reason: 'armir.refuse.corpsNoLoss' });
  });
  it('5.5: a stronghold of the corps is lost once', () => {
    const s = fresh();
    const o = run(s, 'armir.corps.stronghold', undefined, { corps: 'XXXV' });
    expect(events(o)).toEqual([{ type: 'armir/stronghold-lost', payload: { corps: 'XXXV' } }]);
    expect(why(run(apply(s, events(o), ctx), 'armir.corps.stronghold', undefined, { corps: 'XXXV' }))).toMatchObject({
      rule: '5.5',
      reason: 'armir.refuse.strongholdTaken',
    });
  });
  it('17.1.1: the ARMIR HQ marked eliminated, and not twice', () => {
    const s = fresh();
    expect(actionValues(def(s, 'armir.armirHq.set'))).toEqual({ eliminated: true });
    const o = run(s, 'armir.armirHq.set', undefined, { eliminated: true });
    expect(events(o)).toEqual([{ type: 'armir/armir-hq', payload: { eliminated: true } }]);
    expect(why(run(apply(s, events(o), ctx), 'armir.armirHq.set', undefined, { eliminated: true }))).toMatchObject({
      rule: '17.1.1',
      reason: 'armir.refuse.armirHqOff',
    });
  });
});

describe('16.4.1, 1.5: the red-star places', () => {
  it('16.4.1: a new place starts as a village held by the Axis, its name empty', () => {
    expect(actionValues(def(fresh(), 'armir.location.add'))).toEqual({ name: '', value: '1', controller: 'axis' });
  });
  it('16.4.1: several places typed at once, a trailing 2 making a city', () => {
    expect(events(run(fresh(), 'armir.location.add', { name: 'Rossosh 2, Boguchar', controller: 'soviet' }))).toEqual([
      { type: 'armir/location-add', payload: { name: 'Rossosh', value: 2, controller: 'soviet' } },
      { type: 'armir/location-add', payload: { name: 'Boguchar', value: 1, controller: 'soviet' } },
    ]);
    expect(why(run(fresh(), 'armir.location.add', { name: ' , ' }))).toEqual({ key: 'armir.ui.err.name' });
  });
  it('1.5: control goes to the other side with a tap; 16.4.1: a value set as it is changes nothing', () => {
    const s = apply(fresh(), events(run(fresh(), 'armir.location.add', { name: 'Rossosh 2' })), ctx);
    const id = s.locations.find((l) => l.name === 'Rossosh')!.id;
    expect(events(run(s, 'armir.location.control', undefined, { place: id }))).toEqual([{ type: 'armir/control', payload: { id, controller: 'soviet' } }]);
    expect(events(run(s, 'armir.location.value', undefined, { place: id, value: '1' }))).toEqual([{ type: 'armir/location-edit', payload: { id, value: 1 } }]);
    expect(why(run(s, 'armir.location.value', undefined, { place: id, value: '2' }))).toMatchObject({ key: 'engine.event.noEffect' });
  });
  it('18.3: a place named at set-up stays on the list', () => {
    const s = fresh();
    const named = s.locations.find((l) => l.named)!;
    expect(why(run(s, 'armir.location.remove', undefined, { place: named.id }))).toMatchObject({ rule: '18.3', reason: 'armir.refuse.namedPlace' });
  });
});

describe('8.3, 11.2, 5.3.1: the register of named units and hexes', () => {
  it('a new entry starts blank: Axis unit, nothing ticked', () => {
    expect(actionValues(def(fresh(), 'armir.roster.add'))).toEqual({ name: '', side: 'axis', kind: 'unit', german: false, italian: false, armored: false });
  });
  it('9.2, 8.4: what a hex holds is kept only for its side; 5.3.1: an HQ shows its range side', () => {
    const [e] = events(run(fresh(), 'armir.roster.add', { name: 'XVIII Corpo', side: 'soviet', kind: 'hq', german: true, armored: true }));
    expect(e).toEqual({
      type: 'armir/roster-add',
      payload: {
        entry: {
          name: 'XVIII Corpo',
          side: 'soviet',
          kind: 'hq',
          oos: false,
          dsg: false,
          used: false,
          german: false,
          italian: false,
          armored: true,
          face: 'range',
        },
      },
    });
  });
  it('8.3, 11.2: a marker turned over with a tap; 5.3.1: a plain unit has no side to turn', () => {
    const s = apply(fresh(), events(run(fresh(), 'armir.roster.add', { name: 'Cosseria' })), ctx);
    const id = s.roster[0]!.id;
    expect(events(run(s, 'armir.roster.mark', undefined, { entry: id, marker: 'dsg' }))).toEqual([
      { type: 'armir/roster-edit', payload: { id, patch: { dsg: true } } },
    ]);
    expect(why(run(s, 'armir.roster.mark', undefined, { entry: id, marker: 'face' }))).toMatchObject({ key: 'engine.event.refusedRule', rule: '5.3.1' });
    const gone = apply(s, events(run(s, 'armir.roster.remove', undefined, { entry: id })), ctx);
    expect(gone.roster).toEqual([]);
  });
});

describe('17.1, 17.2: the secret objectives', () => {
  it('17.1: nothing is ticked at first; at least two are needed; sealed at set-up only', () => {
    const s = fresh();
    expect(actionValues(def(s, 'armir.objectives.seal'))).toEqual({ o1: false, o2: false, o3: false, o4: false });
    expect(why(run(s, 'armir.objectives.seal', { o2: true }))).toEqual({ key: 'armir.ui.obj.atLeastTwo' });
    expect(events(run(s, 'armir.objectives.seal', { o2: true, o3: true }))).toEqual([{ type: 'armir/objectives-seal', payload: { chosen: [2, 3] } }]);
    expect(why(run(setUp(ctx), 'armir.objectives.seal', { o1: true, o2: true }))).toEqual({ key: 'armir.refuse.objectivesSetup', rule: '17.1' });
  });
  it('17.2: revealed only at the end of the game', () => {
    expect(why(run(playAt('soviet-combat'), 'armir.objectives.reveal'))).toEqual({ key: 'armir.refuse.revealAtEnd', rule: '17.2' });
    const over = { ...playAt('soviet-combat'), stage: 'over' as const };
    expect(events(run(over, 'armir.objectives.reveal'))).toEqual([{ type: 'armir/objectives-reveal', payload: {} }]);
  });
});

describe("12, 13: a combat is recorded in the attacker's own phase", () => {
  const combat = (attacker: 'axis' | 'soviet', mode: 'combat' | 'overrun') => ({
    type: 'armir/combat',
    payload: { mode, attacker, column: '2:1', die: 4, total: 4, cell: '-/1', attackerLoss: 0, defenderLoss: 1, retreat: false, paSpent: 0 },
  });
  it('12: the Soviet attacks in the Soviet combat phase, not in another', () => {
    expect(armir.legal?.(playAt('soviet-combat'), combat('soviet', 'combat') as never, ctx) ?? null).toBeNull();
    expect(armir.legal?.(playAt('bombardment-2'), combat('soviet', 'combat') as never, ctx)).toMatchObject({ params: { rule: '12' } });
  });
  it("13: an overrun in either of the attacker's movement phases, not in a combat phase", () => {
    expect(armir.legal?.(playAt('axis-motorized'), combat('axis', 'overrun') as never, ctx) ?? null).toBeNull();
    expect(armir.legal?.(playAt('soviet-combat'), combat('soviet', 'overrun') as never, ctx)).toMatchObject({ params: { rule: '13' } });
  });
});
