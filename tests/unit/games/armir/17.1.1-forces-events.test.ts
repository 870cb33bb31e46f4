// 10.2, 12.2, 16.1, 16.3.1, 17.1.1, 5.5, 15.1, 18.3: the forces' events as the journal tells them —
// the armies typed, the units off the map and their steps, the corps' losses, the strongholds, the
// roster's markers — and what each changes.
import { describe, expect, it } from 'vitest';
import { e, jt, line, populated } from './journal-helpers';
import { apply, setUp } from './helpers';

describe('10.2, 18.3: the Soviet armies', () => {
  it('an army typed is named by the name given, else by its number', () => {
    expect(line(populated(), 'armir/army', { army: 'army1', name: 'Vatutin' })).toEqual(jt('army', 'setup', ['10.2', '18.3'], { army: 'Vatutin' }));
    expect(line(populated(), 'armir/army', { army: 'army2', range: 3 })).toEqual(jt('army', 'setup', ['10.2', '18.3'], { army: { key: 'armir.army.army2' } }));
  });
  it("18.3: during the set-up the pool shows the box on the marker's back; in play, the back is only noted", () => {
    const a = (s: ReturnType<typeof setUp>) => s.armies.army1;
    expect(a(apply(setUp(), [e('armir/army', { army: 'army1', artilleryStart: 5 })]))).toMatchObject({ artilleryStart: 5, points: 5 });
    expect(a(apply(setUp(), [e('armir/army', { army: 'army1', artilleryStart: null })]))).toMatchObject({ artilleryStart: null, points: 0 });
    expect(a(apply(populated(), [e('armir/army', { army: 'army1', artilleryStart: 5 })]))).toMatchObject({ artilleryStart: 5, points: 3 });
    expect(a(apply(setUp(), [e('armir/army', { army: 'army1', range: 2 })]))).toMatchObject({ hqRange: { range: 2, move: 3 }, points: 3 });
  });
  it('a correction changes only what it names', () => {
    const s = apply(populated(), [e('armir/army', { army: 'army1', move: null, face: 'move', oos: true, points: 1 })]);
    expect(s.armies.army1).toMatchObject({ name: '', hqRange: { range: 5, move: null }, hqFace: 'move', artilleryStart: 3, hqOos: true, points: 1 });
  });
});

describe('16.1, 16.3.1, 12.2: the units off the map', () => {
  it('a unit put on the Čir track (16.1) or in the TeM box (16.3.1), with its CP and steps', () => {
    const unit = { name: 'X', cp: 10, steps: 2, motorized: false, armored: false };
    expect(line(populated(), 'armir/offmap-add', { track: 'cir', unit })).toEqual(jt('offmapAdd.cir', 'setup', ['16.1'], { name: 'X', cp: 10, steps: 2 }));
    expect(line(populated(), 'armir/offmap-add', { track: 'tem', unit })).toEqual(jt('offmapAdd.tem', 'setup', ['16.3.1'], { name: 'X', cp: 10, steps: 2 }));
    const s = apply(populated(), [e('armir/offmap-add', { track: 'tem', unit: { ...unit, oos: true } })]);
    expect(s.tem.units.at(-1)).toEqual({ ...unit, oos: true, id: 'u5' });
    expect(apply(populated(), [e('armir/offmap-add', { track: 'tem', unit })]).tem.units.at(-1)?.oos).toBe(false);
  });
  it('a unit taken off is named; one not on that track is "?" and nothing changes', () => {
    expect(line(populated(), 'armir/offmap-remove', { track: 'cir', id: 'u1' })).toEqual(jt('offmapRemove', 'setup', [], { name: 'Cir 1' }));
    expect(line(populated(), 'armir/offmap-remove', { track: 'tem', id: 'u1' }).text.params).toEqual({ name: '?' });
    const s = populated();
    expect(apply(s, [e('armir/offmap-remove', { track: 'tem', id: 'u1' })])).toBe(s);
    expect(apply(s, [e('armir/offmap-remove', { track: 'cir', id: 'u1' })]).cir.units).toEqual([]);
  });
  it('12.2.1: a step lost, the last step lost (eliminated) and a step given back, each with the steps left', () => {
    const s = populated();
    expect(line(s, 'armir/offmap-step', { track: 'cir', id: 'u1', delta: -1 })).toEqual(
      jt('offmapStepLost', 'combat', ['12.2.1'], { name: 'Cir 1', steps: 1 }),
    );
    expect(line(s, 'armir/offmap-step', { track: 'tem', id: 'u2', delta: -1 })).toEqual(
      jt('offmapEliminated', 'combat', ['12.2.1'], { name: 'TeM 1', steps: 0 }),
    );
    expect(line(s, 'armir/offmap-step', { track: 'tem', id: 'u2', delta: 1 })).toEqual(
      jt('offmapStepGained', 'combat', ['12.2.1'], { name: 'TeM 1', steps: 2 }),
    );
    expect(line(s, 'armir/offmap-step', { track: 'tem', id: 'zz', delta: 1 }).text.params).toEqual({ name: '?', steps: 1 });
  });
  it('16.1.2, 16.3.2: a step lost pays one of the losses still due on its track; given back, it pays none', () => {
    const s = { ...populated() };
    const due = { ...s, cir: { ...s.cir, pendingLosses: 2 }, tem: { ...s.tem, pendingLosses: 1 } };
    const cir = apply(due, [e('armir/offmap-step', { track: 'cir', id: 'u1', delta: -1 })]);
    expect([cir.cir.pendingLosses, cir.tem.pendingLosses, cir.cir.units[0].steps]).toEqual([1, 1, 1]);
    const tem = apply(due, [e('armir/offmap-step', { track: 'tem', id: 'u2', delta: -1 })]);
    expect([tem.cir.pendingLosses, tem.tem.pendingLosses, tem.tem.units]).toEqual([2, 0, []]);
    const back = apply(due, [e('armir/offmap-step', { track: 'cir', id: 'u1', delta: 1 })]);
    expect([back.cir.pendingLosses, back.cir.units[0].steps]).toEqual([2, 3]);
    expect(apply(s, [e('armir/offmap-step', { track: 'cir', id: 'u1', delta: -1 })]).cir.pendingLosses).toBe(0);
    expect(apply(s, [e('armir/offmap-step', { track: 'tem', id: 'u2', delta: -1 })]).tem.pendingLosses).toBe(0);
    expect(apply(due, [e('armir/offmap-step', { track: 'cir', id: 'zz', delta: -1 })])).toBe(due);
  });
  it('no counter has more than 9 steps', () => {
    let s = populated();
    for (let i = 0; i < 9; i++) s = apply(s, [e('armir/offmap-step', { track: 'cir', id: 'u1', delta: 1 })]);
    expect(s.cir.units[0].steps).toBe(9);
  });
});

describe('17.1.1: the Italian corps for objective 3', () => {
  it('a step lost, a step given back (never below 0) and the total typed, each said with the corps', () => {
    const s = populated();
    expect(line(s, 'armir/corps', { corps: 'CA', lostDelta: 1 })).toEqual(jt('corpsLoss', 'marker', ['17.1.1'], { corps: 'CA', lost: 1, total: '?' }));
    expect(line(s, 'armir/corps', { corps: 'II', lostDelta: -1 })).toEqual(jt('corpsRegain', 'marker', ['17.1.1'], { corps: 'II', lost: 0, total: '?' }));
    const typed = { ...s, corps: { ...s.corps, II: { total: 12, lost: 3, strongholdLost: false } } };
    expect(line(typed, 'armir/corps', { corps: 'II', lostDelta: -1 }).text.params).toEqual({ corps: 'II', lost: 2, total: 12 });
    expect(line(s, 'armir/corps', { corps: 'XXXV', total: 12 })).toEqual(jt('corpsTotal', 'setup', ['17.1.1'], { corps: 'XXXV', total: 12 }));
    expect(line(s, 'armir/corps', { corps: 'XXXV', total: null }).text.params).toEqual({ corps: 'XXXV', total: '?' });
    expect(apply(s, [e('armir/corps', { corps: 'II', lostDelta: -1 })]).corps.II.lost).toBe(0);
    expect(apply(typed, [e('armir/corps', { corps: 'II', lostDelta: 1 })]).corps.II).toEqual({ total: 12, lost: 4, strongholdLost: false });
    expect(apply(typed, [e('armir/corps', { corps: 'II', total: 14 })]).corps.II).toEqual({ total: 14, lost: 3, strongholdLost: false });
  });
  it("5.5, 15.1: a stronghold of the CA or the II taken arms the XXIV Pz.Korps, the first time only; the others' do not", () => {
    const s = { ...populated(), turn: 2 };
    expect(line(s, 'armir/stronghold-lost', { corps: 'CA' })).toEqual(jt('strongholdLostXxiv', 'marker', ['5.5', '15.1'], { corps: 'CA' }));
    expect(line(s, 'armir/stronghold-lost', { corps: 'II' }).rules).toEqual(['5.5', '15.1']);
    expect(line(s, 'armir/stronghold-lost', { corps: 'XXXV' })).toEqual(jt('strongholdLost', 'marker', ['5.5'], { corps: 'XXXV' }));
    const armed = { ...s, xxiv: { ...s.xxiv, triggerTurn: 1 } };
    expect(line(armed, 'armir/stronghold-lost', { corps: 'II' })).toEqual(jt('strongholdLost', 'marker', ['5.5'], { corps: 'II' }));
    expect(apply(s, [e('armir/stronghold-lost', { corps: 'II' })])).toMatchObject({ xxiv: { triggerTurn: 2 }, corps: { II: { strongholdLost: true } } });
    expect(apply(s, [e('armir/stronghold-lost', { corps: 'CA' })]).xxiv.triggerTurn).toBe(2);
    expect(apply(s, [e('armir/stronghold-lost', { corps: 'XXIX' })])).toMatchObject({ xxiv: { triggerTurn: null }, corps: { XXIX: { strongholdLost: true } } });
    expect(apply(armed, [e('armir/stronghold-lost', { corps: 'CA' })]).xxiv.triggerTurn).toBe(1);
  });
  it('17.1.1: the ARMIR HQ eliminated, or back', () => {
    expect(line(populated(), 'armir/armir-hq', { eliminated: true })).toEqual(jt('armirHqEliminated', 'marker', ['17.1.1']));
    expect(line(populated(), 'armir/armir-hq', { eliminated: false })).toEqual(jt('armirHqRestored', 'marker', ['17.1.1']));
  });
});

describe('the roster and its markers (8.3 OOS, 11.2 DSG, 5.3.1 the HQ side)', () => {
  it('an entry added says its side; removed, its name ("?" if unknown)', () => {
    const entry = { name: 'Z', side: 'soviet', kind: 'hex', oos: false, dsg: false, used: false };
    expect(line(populated(), 'armir/roster-add', { entry })).toEqual(jt('rosterAdd', 'marker', [], { name: 'Z', side: { key: 'armir.side.soviet' } }));
    expect(line(populated(), 'armir/roster-remove', { id: 'r3' })).toEqual(jt('rosterRemove', 'marker', [], { name: 'Julia' }));
    expect(line(populated(), 'armir/roster-remove', { id: 'r9' }).text.params).toEqual({ name: '?' });
  });
  it('an edit lists each marker put (+) or taken off (−), the HQ side shown, and cites OOS first, then DSG', () => {
    const s = populated();
    expect(line(s, 'armir/roster-edit', { id: 'r3', patch: { oos: false, dsg: true } })).toEqual(
      jt('rosterEdit', 'marker', ['8.3'], { name: 'Julia', flags: 'OOS − DSG +' }),
    );
    expect(line(s, 'armir/roster-edit', { id: 'r3', patch: { dsg: true, used: false, face: 'range' } })).toEqual(
      jt('rosterEdit', 'marker', ['11.2'], { name: 'Julia', flags: 'DSG + USED − ⊕' }),
    );
    expect(line(s, 'armir/roster-edit', { id: 'r3', patch: { used: true, face: 'move' } })).toEqual(
      jt('rosterEdit', 'marker', [], { name: 'Julia', flags: 'USED + ➜' }),
    );
    expect(line(s, 'armir/roster-edit', { id: 'r3', patch: { name: 'J2' } })).toEqual(jt('rosterEdit', 'marker', [], { name: 'J2', flags: '✎' }));
    expect(line(s, 'armir/roster-edit', { id: 'r9', patch: {} }).text.params).toEqual({ name: '?', flags: '✎' });
  });
  it('an edit changes only the keys it sets, and only on an entry that exists', () => {
    const s = populated();
    const after = apply(s, [e('armir/roster-edit', { id: 'r3', patch: { dsg: true, oos: undefined } })]);
    expect(after.roster).toEqual([{ ...s.roster[0], dsg: true }]);
    expect(apply(s, [e('armir/roster-edit', { id: 'r9', patch: { dsg: true } })])).toBe(s);
    expect(apply(s, [e('armir/roster-remove', { id: 'r3' })]).roster).toEqual([]);
  });
});
