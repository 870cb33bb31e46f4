// 10.2, 10.3, 11.4, 11.5, 12.3, 12.4, 14.0, 15.1: what the roster's events do to the units and the
// tracks, and the journal line each one writes — replacement points gained only with their option
// and stopped for Austria-Hungary by the Brusilov offensive, a unit eliminated outright, attrition
// when a supply check is corrected, what a recovery requires, the frozen units released; the roster
// as typed (2.1, 2.5, 7.2, 13.0) and corrected; the objectives, the VP corrections, the steps lost
// off the roster and the RP track (14.0, 15.1).
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '@/engine/types';
import { inferno } from '@/games/inferno';
import { currentValues, isFrozen, isPresent, type InfernoState, type Unit } from '@/games/inferno/state';
import { reinforcementsProcedure } from '@/games/inferno/procedures';
import { ctxWith, ev, run, start, unit } from './helpers';
import { show } from './lines';

const ITALIAN_SUPPLY = 4;
const ITALIAN_MOVEMENT = 6;

/** A roster: two Italian brigades, an Austro-Hungarian regiment, an Italian artillery and a fort. */
function roster(options: Record<string, boolean> = {}): InfernoState {
  return run(start(options), [
    ev('inferno/add-unit', unit({ name: 'Brig. Ivrea', side: 'it' })),
    ev('inferno/add-unit', unit({ name: 'Brig. Lambro', side: 'it' })),
    ev('inferno/add-unit', unit({ name: 'IR 14', side: 'ah', corps: 'III' })),
    ev('inferno/add-unit', unit({ name: 'Art 2903', side: 'it', kind: 'artillery', full: { attack: 0, defence: 0, artillery: 2 }, steps: 1 })),
    ev('inferno/add-unit', unit({ name: 'Forte Verena', side: 'it', kind: 'fort', full: { attack: 0, defence: 3, artillery: 1 }, steps: 1 })),
  ]);
}
const idOf = (s: InfernoState, name: string): string => s.units.find((u) => u.name === name)!.id;
const get = (s: InfernoState, name: string): Unit => s.units.find((u) => u.name === name)!;
const at = (s: InfernoState, turn: number, phaseIndex: number): InfernoState => ({ ...s, turn, phaseIndex });
const on = (s: InfernoState, type: string, name: string, more: Record<string, unknown> = {}, ctx = ctxWith()): InfernoState =>
  run(s, [ev(type, { id: idOf(s, name), ...more })], ctx);
const marker = (u: Unit) => ({ efficiency: u.efficiency, stepsLeft: u.stepsLeft, eliminated: u.eliminated });
const books = (s: InfernoState) => ({ stepsLost: s.stepsLost, stepsEliminated: s.stepsEliminated, rp: s.rp });
/** The journal line as a player reads it: its rules, its category and its sentence. */
const journal = (e: GameEvent, s: InfernoState): string => {
  const d = inferno.describe(e, s);
  return `${(d.rules ?? []).join(',')} ${d.category} ${show(d.text)}`.trim();
};

describe('15.1: replacement points earned by steps lost', () => {
  it('15.1: without the replacement rule no side gains a point, however many infantry steps it loses', () => {
    let s = on(roster(), 'inferno/reduce', 'Brig. Ivrea', { count: 3 });
    s = on(s, 'inferno/eliminate', 'IR 14');
    expect(books(s)).toEqual({ stepsLost: { ah: 2, it: 1 }, stepsEliminated: { ah: 2, it: 0 }, rp: { ah: 0, it: 0 } });
  });

  it('15.1, A25: once the Brusilov offensive has started, Austria-Hungary gains no more points, the Italian still does', () => {
    const s: InfernoState = { ...roster({ replacements: true }), brusilovTurn: 10 };
    const after = on(on(s, 'inferno/reduce', 'Brig. Ivrea', { count: 3 }), 'inferno/reduce', 'IR 14', { count: 3 });
    expect(books(after)).toEqual({ stepsLost: { ah: 1, it: 1 }, stepsEliminated: { ah: 0, it: 0 }, rp: { ah: 0, it: 1 } });
  });

  it('15.1, A25: with the reading "only the per-turn point stops", Austria-Hungary still earns its steps after Brusilov', () => {
    const s: InfernoState = { ...roster({ replacements: true }), brusilovTurn: 10 };
    const after = on(s, 'inferno/reduce', 'IR 14', { count: 3 }, ctxWith([], { brusilovStops: 'perTurn' }));
    expect(after.rp).toEqual({ ah: 1, it: 0 });
  });
});

describe('10.2, 14.0, 15.1: a unit eliminated outright', () => {
  it('10.2, 14.0, 15.1: a full brigade eliminated loses both its steps: 2 VP steps, 2 steps eliminated, 2 replacement points', () => {
    const s = on(roster({ replacements: true }), 'inferno/eliminate', 'Brig. Ivrea');
    expect(marker(get(s, 'Brig. Ivrea'))).toEqual({ efficiency: 0, stepsLeft: 0, eliminated: true });
    expect(books(s)).toEqual({ stepsLost: { ah: 0, it: 2 }, stepsEliminated: { ah: 0, it: 2 }, rp: { ah: 0, it: 2 } });
  });

  it('10.2, 14.0, 15.1: a reduced brigade eliminated loses its last step (1 RP), and counts its printed steps as eliminated', () => {
    const hurt = on(roster({ replacements: true }), 'inferno/reduce', 'Brig. Ivrea', { count: 3 });
    const s = on({ ...hurt, stepsLost: { ah: 0, it: 0 }, rp: { ah: 0, it: 0 } }, 'inferno/eliminate', 'Brig. Ivrea');
    expect(books(s)).toEqual({ stepsLost: { ah: 0, it: 1 }, stepsEliminated: { ah: 0, it: 2 }, rp: { ah: 0, it: 1 } });
  });

  it('14.0, 15.1: a fort eliminated gives its step to the VP but no replacement point; an artillery gives neither (A50)', () => {
    let s = on(roster({ replacements: true }), 'inferno/eliminate', 'Forte Verena');
    s = on(s, 'inferno/eliminate', 'Art 2903');
    expect(books(s)).toEqual({ stepsLost: { ah: 0, it: 1 }, stepsEliminated: { ah: 0, it: 1 }, rp: { ah: 0, it: 0 } });
    expect(get(s, 'Art 2903').eliminated).toBe(true);
  });
});

describe('11.5: attrition, and a supply check corrected', () => {
  /** Ivrea found OOS in the Italian Supply Phase of turn 3, then again on turn 4: attrition. */
  const twiceOut = (s: InfernoState): InfernoState =>
    on(at(on(at(s, 3, ITALIAN_SUPPLY), 'inferno/supply', 'Brig. Ivrea', { supply: 'out' }), 4, ITALIAN_SUPPLY), 'inferno/supply', 'Brig. Ivrea', {
      supply: 'out',
    });

  it('11.5: a unit whose OOS marker was taken off by hand suffers no attrition when next found OOS', () => {
    let s = on(at(roster(), 3, ITALIAN_SUPPLY), 'inferno/supply', 'Brig. Ivrea', { supply: 'out' });
    s = on(at(s, 3, ITALIAN_MOVEMENT), 'inferno/edit-unit', 'Brig. Ivrea', { patch: { supply: 'supplied' } });
    s = on(at(s, 4, ITALIAN_SUPPLY), 'inferno/supply', 'Brig. Ivrea', { supply: 'out' });
    expect(marker(get(s, 'Brig. Ivrea'))).toEqual({ efficiency: 0, stepsLeft: 2, eliminated: false });
  });

  it('11.5: correcting a check in a later Supply Phase leaves the attrition of an earlier phase alone', () => {
    const worn = twiceOut(roster());
    expect(marker(get(worn, 'Brig. Ivrea'))).toEqual({ efficiency: 2, stepsLeft: 2, eliminated: false });
    // Turn 5: found supplied, then corrected to low supply: turn 4's attrition stays.
    const five = on(at(worn, 5, ITALIAN_SUPPLY), 'inferno/supply', 'Brig. Ivrea', { supply: 'supplied' });
    const low = on(five, 'inferno/supply', 'Brig. Ivrea', { supply: 'low' });
    expect([get(low, 'Brig. Ivrea').supply, marker(get(low, 'Brig. Ivrea'))]).toEqual(['low', { efficiency: 2, stepsLeft: 2, eliminated: false }]);
    // Corrected to OOS instead: the OOS marker of turn 4 brings this phase's attrition, 2 reductions more.
    const out = on(five, 'inferno/supply', 'Brig. Ivrea', { supply: 'out' });
    expect(marker(get(out, 'Brig. Ivrea'))).toEqual({ efficiency: 1, stepsLeft: 1, eliminated: false });
  });

  it('11.5.1, 14.0, 15.1: an attrition that cost a step, taken back by a correction, gives back the step, its VP and its point, and only those', () => {
    const hurt = on(roster({ replacements: true }), 'inferno/reduce', 'Brig. Ivrea', { count: 2 });
    const before: InfernoState = { ...hurt, stepsLost: { ah: 1, it: 5 }, stepsEliminated: { ah: 0, it: 2 }, rp: { ah: 0, it: 3 } };
    const worn = twiceOut(before);
    expect([marker(get(worn, 'Brig. Ivrea')), books(worn)]).toEqual([
      { efficiency: 1, stepsLeft: 1, eliminated: false },
      { stepsLost: { ah: 1, it: 6 }, stepsEliminated: { ah: 0, it: 2 }, rp: { ah: 0, it: 4 } },
    ]);
    const corrected = on(worn, 'inferno/supply', 'Brig. Ivrea', { supply: 'low' });
    expect([marker(get(corrected, 'Brig. Ivrea')), books(corrected)]).toEqual([{ efficiency: 2, stepsLeft: 2, eliminated: false }, books(before)]);
  });
});

describe('10.3, 15.1: efficiency recovery', () => {
  const hurt = (options: Record<string, boolean> = {}) => at(on(roster(options), 'inferno/reduce', 'Brig. Lambro', { count: 2 }), 3, ITALIAN_MOVEMENT);

  it('10.3: the unit named recovers (−2 → −1), whoever comes first on the roster', () => {
    const s = on(hurt(), 'inferno/recover', 'Brig. Lambro');
    expect([get(s, 'Brig. Ivrea').efficiency, get(s, 'Brig. Lambro').efficiency]).toEqual([0, 1]);
  });

  it('10.3: a unit at full efficiency has nothing to recover: nothing changes and no point is spent', () => {
    const s: InfernoState = { ...hurt({ replacements: true }), rp: { ah: 0, it: 2 } };
    expect(on(s, 'inferno/recover', 'Brig. Ivrea')).toBe(s);
  });

  it('15.1: the last replacement point pays for a recovery', () => {
    const s = on({ ...hurt({ replacements: true }), rp: { ah: 0, it: 1 } }, 'inferno/recover', 'Brig. Lambro');
    expect([get(s, 'Brig. Lambro').efficiency, s.rp.it]).toEqual([1, 0]);
  });
});

describe('12.4: the units frozen on turns 1 and 2', () => {
  const frozen = () =>
    run(start(), [
      ev('inferno/add-unit', unit({ name: 'Brig. Salerno', side: 'it', frozen: true })),
      ev('inferno/add-unit', unit({ name: 'Brig. Ivrea', side: 'it' })),
      ev('inferno/add-unit', unit({ name: 'IR 14', side: 'ah', corps: 'III' })),
    ]);
  const attack = (s: InfernoState, ...defenders: string[]): InfernoState =>
    run(s, [
      ev('inferno/combat', {
        attackerSide: 'ah',
        column: '1:1',
        faces: [3, 4, 5],
        trc: '-',
        attackers: [idOf(s, 'IR 14')],
        defenders: defenders.map((d) => idOf(s, d)),
        eliminated: [],
        reductions: [],
        typedLosses: [],
        attackerReductions: 0,
        defenderReductions: 0,
      }),
    ]);

  it('12.4: a frozen unit released by the players is frozen no more', () => {
    const s = frozen();
    expect(isFrozen(get(s, 'Brig. Salerno'), 1)).toBe(true);
    expect(isFrozen(get(on(s, 'inferno/release', 'Brig. Salerno'), 'Brig. Salerno'), 1)).toBe(false);
  });

  it('12.4, A30: a frozen unit attacked is released, and stays free for turn 2', () => {
    const s = attack(frozen(), 'Brig. Salerno');
    expect([isFrozen(get(s, 'Brig. Salerno'), 1), isFrozen(get(s, 'Brig. Salerno'), 2)]).toEqual([false, false]);
  });

  it('12.4, A30: a unit attacked before its orange dot was typed is not frozen by the correction: it was attacked first', () => {
    const s = attack(frozen(), 'Brig. Ivrea');
    const dotted = on(s, 'inferno/edit-unit', 'Brig. Ivrea', { patch: { frozen: true } });
    expect(get(dotted, 'Brig. Ivrea').frozen).toBe(true);
    expect(isFrozen(get(dotted, 'Brig. Ivrea'), 2)).toBe(false);
  });

  it('7.0, 12.4, A30: only the units in the defended hex have defended and are released; a frozen unit elsewhere stays frozen', () => {
    const s = attack(frozen(), 'Brig. Ivrea');
    expect(get(s, 'Brig. Ivrea').defendedAt).toBe('1:3');
    expect([get(s, 'Brig. Salerno').defendedAt, isFrozen(get(s, 'Brig. Salerno'), 1)]).toEqual([undefined, true]);
  });
});

describe("10.3, 11.4, 12.3, 12.4: the roster's journal lines", () => {
  const s = roster();
  const line = (type: string, payload: Record<string, unknown>) => journal(ev(type, payload), s);

  it('12.3: artillery turned to its In Mov side, or back in battery', () => {
    expect(line('inferno/in-mov', { id: idOf(s, 'Art 2903'), inMov: true })).toBe('12.3 marker j.inMov(name=Art 2903)');
    expect(line('inferno/in-mov', { id: idOf(s, 'Art 2903'), inMov: false })).toBe('12.3 marker j.inBattery(name=Art 2903)');
  });

  it("11.4, 11.5: a unit's supply found, with its state", () => {
    expect(line('inferno/supply', { id: idOf(s, 'Brig. Ivrea'), supply: 'out' })).toBe('11.4,11.5 marker j.supply(name=Brig. Ivrea state=supply.out)');
    expect(line('inferno/supply', { id: idOf(s, 'IR 14'), supply: 'low' })).toBe('11.4,11.5 marker j.supply(name=IR 14 state=supply.low)');
  });

  it('10.3, 15.1: a recovery; 12.4: a frozen unit released', () => {
    expect(line('inferno/recover', { id: idOf(s, 'Brig. Lambro') })).toBe('10.3,15.1 marker j.recover(name=Brig. Lambro)');
    expect(line('inferno/release', { id: idOf(s, 'Brig. Ivrea') })).toBe('12.4 marker j.release(name=Brig. Ivrea)');
  });
});

describe('2.1, 2.5, 7.2, 12.3, 13.0: a unit typed into the roster', () => {
  const accepted = (p: Record<string, unknown>) => inferno.check(ev('inferno/add-unit', p)).ok;

  it('2.5: a combat unit defends with 1 or more; artillery and heavy artillery have no defence of their own (10.0)', () => {
    expect(accepted(unit({ name: 'Brig. Ivrea', side: 'it', full: { attack: 4, defence: 1, artillery: 0 } }))).toBe(true);
    expect(accepted(unit({ name: 'Brig. Ivrea', side: 'it', full: { attack: 4, defence: 0, artillery: 0 } }))).toBe(false);
    for (const kind of ['artillery', 'heavyArtillery'] as const) {
      expect(accepted({ name: 'Art 2903', side: 'it', kind, full: { attack: 0, defence: 0, artillery: 3 }, steps: 1 }), kind).toBe(true);
    }
  });

  it('2.5: a one-step unit needs no reduced side; a two-step unit does', () => {
    expect(accepted({ name: 'Forte Verena', side: 'it', kind: 'fort', full: { attack: 0, defence: 3, artillery: 1 }, steps: 1 })).toBe(true);
    expect(accepted({ name: 'Brig. Ivrea', side: 'it', kind: 'infantry', full: { attack: 4, defence: 4, artillery: 0 }, steps: 2 })).toBe(false);
  });

  it('7.2: only an Austro-Hungarian unit belongs to a Corps; one typed without a Corps is independent', () => {
    const s = run(start(), [
      ev('inferno/add-unit', unit({ name: 'Brig. Ivrea', side: 'it', corps: 'V' })),
      ev('inferno/add-unit', unit({ name: 'IR 14', side: 'ah', corps: 'III' })),
      ev('inferno/add-unit', unit({ name: 'IR 59', side: 'ah' })),
    ]);
    expect(s.units.map((u) => [u.name, u.corps])).toEqual([
      ['Brig. Ivrea', ''],
      ['IR 14', 'III'],
      ['IR 59', ''],
    ]);
  });

  it('2.5: a two-step unit fights on its reduced side once it has lost a step', () => {
    const s = on(roster(), 'inferno/reduce', 'Brig. Ivrea', { count: 3 });
    expect([currentValues(get(roster(), 'Brig. Ivrea')), currentValues(get(s, 'Brig. Ivrea'))]).toEqual([
      { attack: 4, defence: 4, artillery: 0 },
      { attack: 2, defence: 2, artillery: 0 },
    ]);
  });

  it('2.5: a one-step unit has no reduced side, even if one was typed: eliminated, the roster still shows its printed values', () => {
    const s = run(start(), [
      ev('inferno/add-unit', { name: 'Forte Verena', side: 'it', kind: 'fort', full: { attack: 0, defence: 3, artillery: 1 }, steps: 1 }),
      ev('inferno/add-unit', {
        name: 'Forte Campolongo',
        side: 'it',
        kind: 'fort',
        full: { attack: 0, defence: 3, artillery: 1 },
        reduced: { attack: 0, defence: 1, artillery: 0 },
        steps: 1,
      }),
    ]);
    const gone = on(on(s, 'inferno/eliminate', 'Forte Verena'), 'inferno/eliminate', 'Forte Campolongo');
    expect([currentValues(get(gone, 'Forte Verena')), currentValues(get(gone, 'Forte Campolongo'))]).toEqual([
      { attack: 0, defence: 3, artillery: 1 },
      { attack: 0, defence: 3, artillery: 1 },
    ]);
  });

  it('12.3: an artillery comes into the roster in battery, not In Mov', () => {
    expect(get(roster(), 'Art 2903').inMov).toBe(false);
  });

  it("13.0: a reinforcement is off the map until its turn and is listed in its side's Reinforcement Phase; one typed for turn 1 is on the map from the start", () => {
    const s = run(start(), [
      ev('inferno/add-unit', unit({ name: 'Brig. Sassari', side: 'it', entryTurn: 3, hex: '2012' })),
      ev('inferno/add-unit', unit({ name: 'Brig. Ivrea', side: 'it', entryTurn: 1 })),
    ]);
    expect([isPresent(get(s, 'Brig. Sassari'), 2), isPresent(get(s, 'Brig. Sassari'), 3), get(s, 'Brig. Sassari').hex]).toEqual([false, true, '2012']);
    const body = (turn: number) => show(reinforcementsProcedure(at(s, turn, 5)).body);
    expect([body(1), body(3)]).toEqual(['proc.reinforcementsBodyIt(list=—)', 'proc.reinforcementsBodyIt(list=Brig. Sassari)']);
  });
});

describe('2.5, 10.0, 12.3: corrections and removals on the roster', () => {
  it("9.4.2: a brigade's efficiency corrected to −1 is taken; an artillery may be renamed but never takes an efficiency marker (10.0)", () => {
    const s = on(on(roster(), 'inferno/edit-unit', 'Brig. Ivrea', { patch: { efficiency: 1 } }), 'inferno/edit-unit', 'Art 2903', {
      patch: { name: 'Art 2904' },
    });
    expect([get(s, 'Brig. Ivrea').efficiency, s.units.map((u) => u.name)]).toEqual([1, ['Brig. Ivrea', 'Brig. Lambro', 'IR 14', 'Art 2904', 'Forte Verena']]);
  });

  it('a unit removed from the roster takes no other with it', () => {
    const s = on(roster(), 'inferno/remove-unit', 'IR 14');
    expect(s.units.map((u) => u.name)).toEqual(['Brig. Ivrea', 'Brig. Lambro', 'Art 2903', 'Forte Verena']);
  });

  it('12.3: an artillery turns to In Mov among other units', () => {
    expect(get(on(roster(), 'inferno/in-mov', 'Art 2903', { inMov: true }), 'Art 2903').inMov).toBe(true);
  });
});

describe("2.1, 5.2, 9.4.2, 10.2: the roster's other journal lines", () => {
  const s = roster();
  const line = (type: string, payload: Record<string, unknown>) => journal(ev(type, payload), s);

  it('2.1: a unit added; a unit edited or removed, by name and with no rule', () => {
    expect(line('inferno/add-unit', unit({ name: 'Brig. Sassari', side: 'it' }))).toBe('2.1 setup j.addUnit(name=Brig. Sassari)');
    expect(line('inferno/edit-unit', { id: idOf(s, 'IR 14'), patch: { name: 'IR 15' } })).toBe('setup j.editUnit(name=IR 14)');
    expect(line('inferno/remove-unit', { id: idOf(s, 'Brig. Lambro') })).toBe('setup j.removeUnit(name=Brig. Lambro)');
  });

  it('9.4.2, 9.2.3: reductions with their number (1 when none is given); 5.2, 10.2: a unit eliminated', () => {
    expect(line('inferno/reduce', { id: idOf(s, 'Brig. Ivrea'), count: 2 })).toBe('9.4.2,9.2.3 marker j.reduce(name=Brig. Ivrea n=2)');
    expect(line('inferno/reduce', { id: idOf(s, 'Brig. Ivrea') })).toBe('9.4.2,9.2.3 marker j.reduce(name=Brig. Ivrea n=1)');
    expect(line('inferno/eliminate', { id: idOf(s, 'IR 14') })).toBe('5.2,10.2 marker j.eliminate(name=IR 14)');
  });

  it('a unit no longer on the roster is named "?"', () => {
    expect(line('inferno/eliminate', { id: 'u99' })).toBe('5.2,10.2 marker j.eliminate(name=?)');
  });
});

describe('14.0, 15.1: objectives, VP corrections, steps lost off the roster and the RP track', () => {
  const board = (options: Record<string, boolean> = {}) =>
    run(start(options), [
      ev('inferno/objective-add', { name: 'Asiago', kind: 'town', holder: 'ah' }),
      ev('inferno/objective-add', { name: 'Cesuna', kind: 'village', holder: 'it' }),
      ev('inferno/objective-add', { name: 'Monte Cengio', kind: 'peak', holder: 'it' }),
    ]);
  const oid = (s: InfernoState, name: string): string => s.objectives.find((o) => o.name === name)!.id;

  it('14.0: an objective removed takes no other with it', () => {
    const s = board();
    expect(run(s, [ev('inferno/objective-remove', { id: oid(s, 'Cesuna') })]).objectives.map((o) => o.name)).toEqual(['Asiago', 'Monte Cengio']);
  });

  it('14.0: VP corrections add up with their sign', () => {
    const s = run(start(), [ev('inferno/vp-adjust', { delta: 2 }), ev('inferno/vp-adjust', { delta: -3 })]);
    expect(s.vpAdjust).toBe(-1);
  });

  it('14.0, 15.1: a step lost off the roster counts for the VP; it earns a replacement point only when the players say so', () => {
    const s = run(board({ replacements: true }), [
      ev('inferno/step-lost', { side: 'it', replacement: true }),
      ev('inferno/step-lost', { side: 'it' }),
      ev('inferno/step-lost', { side: 'ah', replacement: false }),
    ]);
    expect(books(s)).toEqual({ stepsLost: { ah: 1, it: 2 }, stepsEliminated: { ah: 1, it: 2 }, rp: { ah: 0, it: 1 } });
  });

  it('15.1: a point gained on the track, and the last one spent down to 0', () => {
    const gained = run(start({ replacements: true }), [ev('inferno/rp', { side: 'it', delta: 1 })]);
    expect(gained.rp).toEqual({ ah: 0, it: 1 });
    expect(run(gained, [ev('inferno/rp', { side: 'it', delta: -1 })]).rp).toEqual({ ah: 0, it: 0 });
  });

  it('14.0, 15.1: the journal lines: the objective added, its new holder, removed, by name ("?" when gone); a VP correction, a step lost and an RP with their sign and side', () => {
    const s = board();
    const line = (type: string, payload: Record<string, unknown>) => journal(ev(type, payload), s);
    expect([
      line('inferno/objective-add', { name: 'Treschè Conca', kind: 'village', holder: 'it' }),
      line('inferno/objective-holder', { id: oid(s, 'Cesuna'), holder: 'ah' }),
      line('inferno/objective-holder', { id: 'o99', holder: 'it' }),
      line('inferno/objective-remove', { id: oid(s, 'Monte Cengio') }),
      line('inferno/objective-remove', { id: 'o99' }),
      line('inferno/vp-adjust', { delta: 2 }),
      line('inferno/vp-adjust', { delta: -3 }),
      line('inferno/step-lost', { side: 'ah' }),
      line('inferno/rp', { side: 'it', delta: -1 }),
      line('inferno/rp', { side: 'ah', delta: 1 }),
    ]).toEqual([
      '14.0 victory j.objectiveAdd(name=Treschè Conca)',
      '14.0 victory j.objectiveHolder(name=Cesuna side=sides.ah)',
      '14.0 victory j.objectiveHolder(name=? side=sides.it)',
      'victory j.objectiveRemove(name=Monte Cengio)',
      'victory j.objectiveRemove(name=?)',
      '14.0 victory j.vpAdjust(n=+2)',
      '14.0 victory j.vpAdjust(n=\u22123)',
      '14.0 victory j.stepLost(side=sides.ah)',
      '15.1 track j.rp(side=sides.it n=\u22121)',
      '15.1 track j.rp(side=sides.ah n=+1)',
    ]);
  });
});
