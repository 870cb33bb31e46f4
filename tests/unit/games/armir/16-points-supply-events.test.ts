// 1.5, 16.2, 16.2.1, 16.4, 16.4.1, 16.4.2 (the PA, the PS and the red-star places) and 8.4, 9.2,
// 9.2.1, 16.3.3 (supply): their events as the journal tells them — the sentence, the track before
// and after, the rules cited — and what each changes.
import { describe, expect, it } from 'vitest';
import type { ArmirState } from '@/games/armir/state';
import { e, jt, line, populated } from './journal-helpers';
import { apply } from './helpers';

describe('16.4.1: the red-star places', () => {
  it('a place added, with its value ("?" until typed) and who holds it', () => {
    expect(line(populated(), 'armir/location-add', { name: 'K', value: null, controller: 'soviet' })).toEqual(
      jt('locationAdd', 'setup', ['16.4.1'], { name: 'K', value: '?', side: { key: 'armir.side.soviet' } }),
    );
    expect(line(populated(), 'armir/location-add', { name: 'K', value: 1, controller: 'axis' }).text.params).toEqual({
      name: 'K',
      value: 1,
      side: { key: 'armir.side.axis' },
    });
  });
  it('a place edited: its new name or value, else the ones it had', () => {
    const s = populated();
    expect(line(s, 'armir/location-edit', { id: 'l4', value: 1 })).toEqual(jt('locationEdit', 'setup', ['16.4.1'], { name: 'Rossosh', value: 1 }));
    expect(line(s, 'armir/location-edit', { id: 'l4', name: 'Rossoš' }).text.params).toEqual({ name: 'Rossoš', value: 2 });
    expect(line(s, 'armir/location-edit', { id: 'l4', value: null }).text.params).toEqual({ name: 'Rossosh', value: '?' });
    expect(line(s, 'armir/location-edit', { id: 'kazanskaja', name: 'Kaz' }).text.params).toEqual({ name: 'Kaz', value: '?' });
    expect(line(s, 'armir/location-edit', { id: 'zz' }).text.params).toEqual({ name: '?', value: '?' });
    const edited = apply(s, [e('armir/location-edit', { id: 'l4', value: null }), e('armir/location-edit', { id: 'kazanskaja', name: 'Kaz' })]);
    expect(edited.locations.map((l) => [l.name, l.value])).toEqual([
      ['Kaz', null],
      ['Pavlovsk', null],
      ['Verkhniy Mamon', null],
      ['Rossosh', null],
    ]);
    expect(apply(s, [e('armir/location-edit', { id: 'l4', name: 'R' })]).locations[3]).toMatchObject({ name: 'R', value: 2 });
  });
  it('18.3: a place the players added can go; the three named ones stay', () => {
    const s = populated();
    expect(line(s, 'armir/location-remove', { id: 'l4' })).toEqual(jt('locationRemove', 'setup', [], { name: 'Rossosh' }));
    expect(line(s, 'armir/location-remove', { id: 'zz' }).text.params).toEqual({ name: '?' });
    expect(apply(s, [e('armir/location-remove', { id: 'l4' })]).locations.map((l) => l.id)).toEqual(['kazanskaja', 'pavlovsk', 'verkhniy-mamon']);
    expect(apply(s, [e('armir/location-remove', { id: 'pavlovsk' })])).toBe(s);
  });
  it("1.5, 16.4.1: control changing hands moves the PS by the place's value, said from → to (never below 0)", () => {
    const s = populated();
    expect(line(s, 'armir/control', { id: 'l4', controller: 'soviet' })).toEqual(
      jt('controlSoviet', 'track', ['1.5', '16.4.1'], { name: 'Rossosh', from: 4, to: 6 }),
    );
    expect(line(s, 'armir/control', { id: 'kazanskaja', controller: 'axis' })).toEqual(
      jt('controlAxis', 'track', ['1.5', '16.4.1'], { name: 'Kazanskaja', from: 4, to: 4 }),
    );
    const held: ArmirState = { ...s, ps: 1, locations: s.locations.map((l) => (l.id === 'l4' ? { ...l, controller: 'soviet' } : l)) };
    expect(line(held, 'armir/control', { id: 'l4', controller: 'axis' }).text.params).toEqual({ name: 'Rossosh', from: 1, to: 0 });
    expect(line(s, 'armir/control', { id: 'zz', controller: 'axis' }).text.params).toEqual({ name: '?', from: 4, to: 4 });
    expect(apply(s, [e('armir/control', { id: 'l4', controller: 'soviet' })])).toMatchObject({ ps: 6 });
    expect(apply({ ...held, ps: 3 }, [e('armir/control', { id: 'l4', controller: 'axis' })]).ps).toBe(1);
    expect(apply(s, [e('armir/control', { id: 'l4', controller: 'axis' })])).toBe(s);
    expect(apply(s, [e('armir/control', { id: 'zz', controller: 'soviet' })])).toBe(s);
    // a place whose value is not typed yet moves nothing, but changes hands
    const kaz = apply(s, [e('armir/control', { id: 'kazanskaja', controller: 'axis' })]);
    expect([kaz.ps, kaz.locations[0].controller]).toEqual([4, 'axis']);
  });
  it('1.5: a place changing hands changes only that place; the others keep who holds them', () => {
    const s = populated();
    for (const [id, controller] of [
      ['l4', 'soviet'],
      ['kazanskaja', 'axis'],
    ] as const) {
      const taken = apply(s, [e('armir/control', { id, controller })]);
      expect(taken.locations.map((l) => [l.id, l.controller])).toEqual(s.locations.map((l) => [l.id, l.id === id ? controller : l.controller]));
    }
    expect(new Set(s.locations.map((l) => l.controller))).toEqual(new Set(['soviet', 'axis']));
  });
});

describe('16.4: the PS', () => {
  it("16.4.2: the airports' PS once a turn, a correction any time; each said from → to, never below 0", () => {
    const s = populated();
    expect(line(s, 'armir/ps', { delta: -1, reason: 'airports' })).toEqual(jt('psAirports', 'track', ['16.4.2'], { from: 4, to: 3 }));
    expect(line({ ...s, ps: 1 }, 'armir/ps', { delta: -3, reason: 'manual' })).toEqual(jt('psManual', 'track', ['16.4'], { from: 1, to: 0 }));
    const once = apply(s, [e('armir/ps', { delta: -1, reason: 'airports' }), e('armir/ps', { delta: -1, reason: 'airports' })]);
    expect(once.ps).toBe(3);
    expect(apply(s, [e('armir/ps', { delta: -1, reason: 'manual' }), e('armir/ps', { delta: -1, reason: 'manual' })]).ps).toBe(2);
  });
  it("16.4.2: the airports' PS stay once a turn across the phases; a correction by hand (16.4) neither uses nor waits for that turn's airports", () => {
    const s = populated();
    const airports = apply(s, [e('armir/ps', { delta: -1, reason: 'airports' })]);
    // a later phase of the same turn: the phase's list is empty, the turn's still holds the airports
    const laterPhase = { ...airports, phaseDone: [] };
    expect(apply(laterPhase, [e('armir/ps', { delta: -1, reason: 'airports' })])).toBe(laterPhase);
    expect(apply(airports, [e('armir/ps', { delta: -1, reason: 'manual' })]).ps).toBe(2);
    const manual = apply(s, [e('armir/ps', { delta: -1, reason: 'manual' })]);
    expect([manual.turnDone.includes('airports-ps'), manual.phaseDone.includes('airports-ps')]).toEqual([false, false]);
    expect(apply(manual, [e('armir/ps', { delta: -1, reason: 'airports' })]).ps).toBe(2);
  });
});

describe('16.2: the PA', () => {
  it('each spend cites its rule (5.4 motorized, 10.1.4 artillery, 16.2 by hand), from → to, never below 0', () => {
    const s = populated();
    expect(line(s, 'armir/pa', { delta: -1, reason: 'motorized' })).toEqual(jt('pa.motorized', 'track', ['5.4'], { from: 16, to: 15 }));
    expect(line(s, 'armir/pa', { delta: -1, reason: 'artillery' })).toEqual(jt('pa.artillery', 'track', ['10.1.4'], { from: 16, to: 15 }));
    expect(line({ ...s, pa: 2 }, 'armir/pa', { delta: -5, reason: 'manual' })).toEqual(jt('pa.manual', 'track', ['16.2'], { from: 2, to: 0 }));
  });
  it('A11: the motorized PA is marked paid for the phase; the others are not', () => {
    const s = populated();
    expect(apply(s, [e('armir/pa', { delta: -1, reason: 'motorized' })]).phaseDone).toContain('motorized-pa');
    expect(apply(s, [e('armir/pa', { delta: -1, reason: 'artillery' })]).phaseDone).not.toContain('motorized-pa');
  });
  it('16.2.1: the Soviets at Kantemirovka — PA −1d6 (floor 0), the Depot gone, the CAI lost; once', () => {
    const s = { ...populated(), pa: 3 };
    expect(line(s, 'armir/kantemirovka', { die: 4 })).toEqual(jt('kantemirovka', 'track', ['16.2.1', '9.2.1', '8.1.1'], { die: 4, from: 3, to: 0 }));
    expect(line({ ...s, pa: 9 }, 'armir/kantemirovka', { die: 4 }).text.params).toEqual({ die: 4, from: 9, to: 5 });
    const after = apply({ ...s, pa: 9 }, [e('armir/kantemirovka', { die: 4 })]);
    expect([after.pa, after.depotPresent, after.cai]).toEqual([5, false, 'lost']);
    expect(apply(after, [e('armir/kantemirovka', { die: 2 })])).toBe(after);
  });
});

describe('8.4, 9.2, 16.3.3: supply', () => {
  it('16.3.3: the TeM box — no die when it has no armored unit; in or out of supply by the roll', () => {
    const s = populated();
    expect(line(s, 'armir/tem-supply', { die: null, armoredInSupply: false })).toEqual(jt('temSupplyOos', 'roll', ['16.3.3', '8.4'], { die: 0 }));
    expect(line(s, 'armir/tem-supply', { die: 2, armoredInSupply: true })).toEqual(jt('temSupplyArmoredIn', 'roll', ['16.3.3', '8.4'], { die: 2 }));
    expect(line(s, 'armir/tem-supply', { die: 5, armoredInSupply: false })).toEqual(jt('temSupplyArmoredOut', 'roll', ['16.3.3', '8.4'], { die: 5 }));
  });
  it('16.3.3, 8.4.1: the box is out of supply; its armored units stay in while the roll holds, and once it fails, for good', () => {
    const base = populated();
    const plain = { id: 'u9', name: 'Rifle', cp: 4, motorized: false, armored: false, steps: 2, oos: false };
    const s = { ...base, tem: { ...base.tem, units: [...base.tem.units, plain] } };
    const ok = apply(s, [e('armir/tem-supply', { die: 2, armoredInSupply: true })]);
    expect(ok.tem.units.map((u) => [u.name, u.oos])).toEqual([
      ['TeM 1', false],
      ['Rifle', true],
    ]);
    expect([ok.tem.supplyFailed, ok.phaseDone.includes('tem-supply')]).toEqual([false, true]);
    expect(apply(ok, [e('armir/tem-supply', { die: 5, armoredInSupply: false })])).toBe(ok);
    const failed = apply(s, [e('armir/tem-supply', { die: 5, armoredInSupply: false })]);
    expect([failed.tem.units.map((u) => u.oos), failed.tem.supplyFailed]).toEqual([[true, true], true]);
    // the next turn the roll cannot bring the box back
    const later = apply({ ...failed, phaseDone: [] }, [e('armir/tem-supply', { die: 1, armoredInSupply: true })]);
    expect(later.tem.units.map((u) => u.oos)).toEqual([true, true]);
    // no armored unit to roll for: nothing fails
    const none = apply(s, [e('armir/tem-supply', { die: null, armoredInSupply: false })]);
    expect([none.tem.supplyFailed, none.tem.units.map((u) => u.oos)]).toEqual([false, [false, true]]);
  });
  it("8.4: an armored corps' roll, said with die + turn; once a phase for a roster entry, its OOS marker set", () => {
    const s = { ...populated(), turn: 3 };
    expect(line(s, 'armir/armored-supply', { entry: null, label: 'T', die: 2, inSupply: true })).toEqual(
      jt('armoredIn', 'roll', ['8.4'], { label: 'T', die: 2, total: 5 }),
    );
    expect(line(s, 'armir/armored-supply', { entry: 'r3', label: 'Julia', die: 4, inSupply: false })).toEqual(
      jt('armoredOut', 'roll', ['8.4'], { label: 'Julia', die: 4, total: 7 }),
    );
    const inS = apply(s, [e('armir/armored-supply', { entry: 'r3', label: 'Julia', die: 2, inSupply: true })]);
    expect([inS.roster[0].oos, inS.phaseDone]).toEqual([false, ['armored-r3']]);
    expect(apply(inS, [e('armir/armored-supply', { entry: 'r3', label: 'Julia', die: 6, inSupply: false })])).toBe(inS);
    expect(apply(s, [e('armir/armored-supply', { entry: 'r9', label: 'X', die: 2, inSupply: true })])).toBe(s);
    const named = apply(s, [e('armir/armored-supply', { entry: null, label: 'T', die: 2, inSupply: true })]);
    expect([named.roster, named.phaseDone]).toEqual([s.roster, ['armored-T']]);
  });
  it("8.4: with several units on the roster, the roll of one sets that one's OOS marker only", () => {
    const s = apply({ ...populated(), turn: 3 }, [
      e('armir/roster-add', { entry: { name: 'Cuneense', side: 'axis', kind: 'unit', oos: true, dsg: false, used: false, german: false } }),
    ]);
    const julia = s.roster.find((r) => r.name === 'Julia')!;
    const rolled = apply(s, [e('armir/armored-supply', { entry: julia.id, label: 'Julia', die: 2, inSupply: true })]);
    expect(rolled.roster.map((r) => [r.name, r.oos])).toEqual([
      ['Julia', false],
      ['Cuneense', true],
    ]);
  });
  it('9.2: two German hexes air-supplied a turn, and one Italian with the CAI, which is then used (9.2.1)', () => {
    const s = populated();
    expect(line(s, 'armir/air-supply', { entry: 'r3', kind: 'german' })).toEqual(jt('airSupplyGerman', 'marker', ['9.2'], { name: 'Julia' }));
    expect(line(s, 'armir/air-supply', { entry: 'r3', kind: 'italian' })).toEqual(jt('airSupplyItalian', 'marker', ['9.2', '9.2.1'], { name: 'Julia' }));
    expect(line(s, 'armir/air-supply', { entry: 'r9', kind: 'italian' }).text.params).toEqual({ name: '?' });
    const g1 = apply(s, [e('armir/air-supply', { entry: 'r3', kind: 'german' })]);
    expect([g1.roster[0].oos, g1.roster[0].airSupplied, g1.airSupply, g1.cai]).toEqual([false, true, { german: 1, italian: 0 }, 'available']);
    const g2 = apply(g1, [e('armir/air-supply', { entry: 'r3', kind: 'german' })]);
    expect(g2.airSupply.german).toBe(2);
    expect(apply(g2, [e('armir/air-supply', { entry: 'r3', kind: 'german' })])).toBe(g2);
    const it1 = apply(s, [e('armir/air-supply', { entry: 'r3', kind: 'italian' })]);
    expect([it1.airSupply, it1.cai, it1.roster[0].airSupplied]).toEqual([{ german: 0, italian: 1 }, 'used', true]);
    expect(apply(it1, [e('armir/air-supply', { entry: 'r3', kind: 'italian' })])).toBe(it1);
    expect(apply(s, [e('armir/air-supply', { entry: 'r9', kind: 'german' })])).toBe(s);
  });
});
