// 3.0, 3.1, 7.5, 8.0, 9.1, 9.4, 14.0, 15.1, 15.2: the turn's events and the combat event — going
// forward and back through the sequence of play, the replacement point and the defensive-ability
// roll counted once a phase, what the cards say once done, each journal line with its rules and
// words, and a combat event refused at the door when its dice or losses do not add up.
import { describe, expect, it } from 'vitest';
import type { GameEvent, ProcedureDef, RolledDice } from '@/engine/types';
import { inferno } from '@/games/inferno';
import {
  defensiveAbilityProcedure,
  evaluateRecovery,
  procedures,
  quickCombatProcedure,
  recoveryProcedure,
  reinforcementsProcedure,
  rpIncomeProcedure,
  supplyProcedure,
} from '@/games/inferno/procedures';
import type { InfernoState } from '@/games/inferno/state';
import { ctxWith, ev, run, start, tdpData, trcData, unit } from './helpers';
import { lines, show } from './lines';
import { answer, firstRoll } from '../../support/answers';

const ctx = ctxWith();
/** The journal line as a player reads it: its rules, its category and its sentence. */
const journal = (e: GameEvent, s: InfernoState = start()): string => {
  const d = inferno.describe(e, s);
  return `${(d.rules ?? []).join(',')} ${d.category} ${show(d.text)}`.trim();
};
const where = (s: InfernoState) => ({ turn: s.turn, phaseIndex: s.phaseIndex, over: s.over });
const at = (turn: number, phaseIndex: number, options: Record<string, boolean> = {}): InfernoState => ({ ...start(options), turn, phaseIndex });
const next = ev('core/next-phase');
const prev = ev('core/prev-phase');

describe('3.0, 3.1, 14.0: forward and back through the sequence of play', () => {
  it('3.1: the journal says "next phase" and "previous phase", under 3.1', () => {
    expect(journal(next)).toBe('3.1 phase j.next');
    expect(journal(prev)).toBe('3.1 phase j.prev');
  });

  it('3.1: back one phase within a player turn, and from the Italian Supply Phase to the A-H Combat Phase', () => {
    expect(where(run(at(2, 2), [prev]))).toEqual({ turn: 2, phaseIndex: 1, over: false });
    expect(where(run(at(1, 5), [prev]))).toEqual({ turn: 1, phaseIndex: 4, over: false });
    expect(where(run(at(1, 4), [prev]))).toEqual({ turn: 1, phaseIndex: 3, over: false });
  });

  it('3.1: back from the A-H Supply Phase of turn 3 to the Italian Combat Phase of turn 2', () => {
    expect(where(run(at(3, 0), [prev]))).toEqual({ turn: 2, phaseIndex: 7, over: false });
  });

  it('3.0: nothing before the A-H Combat Phase of turn 1: going back there changes nothing', () => {
    expect(where(run(at(1, 3), [prev]))).toEqual({ turn: 1, phaseIndex: 3, over: false });
  });

  it('14.0: after turn 14 the game is over; going back reopens the Italian Combat Phase of turn 14, going back again leaves it', () => {
    const over = run(at(14, 7), [next]);
    expect(where(over)).toEqual({ turn: 14, phaseIndex: 7, over: true });
    expect(where(run(over, [next]))).toEqual({ turn: 14, phaseIndex: 7, over: true });
    const reopened = run(over, [prev]);
    expect(where(reopened)).toEqual({ turn: 14, phaseIndex: 7, over: false });
    expect(where(run(reopened, [prev]))).toEqual({ turn: 14, phaseIndex: 6, over: false });
  });
});

describe('15.1: the replacement point of a player turn', () => {
  it('15.1: another card done in the Reinforcement Phase does not stop the replacement point', () => {
    const s = run(at(3, 1, { replacements: true }), [ev('inferno/ack', { procedure: 'reinforcements' }), ev('inferno/rp-income', { side: 'ah', delta: 1 })]);
    expect(s.rp).toEqual({ ah: 1, it: 0 });
  });

  it('15.1: the journal says the side, the point and the die, under 15.1; no die shows a dash', () => {
    expect(journal(ev('inferno/rp-income', { side: 'it', roll: 2, delta: 1 }))).toBe('15.1 roll j.rpIncome(side=sides.it n=+1 roll=2)');
    expect(journal(ev('inferno/rp-income', { side: 'ah', delta: 1 }))).toBe('15.1 roll j.rpIncome(side=sides.ah n=+1 roll=—)');
    expect(journal(ev('inferno/rp-income', { side: 'it', roll: 5, delta: 0 }))).toBe('15.1 roll j.rpIncome(side=sides.it n=±0 roll=5)');
  });

  it('15.1: the Brusilov offensive has its own line, with its die', () => {
    expect(journal(ev('inferno/rp-income', { side: 'ah', roll: 1, delta: 0, brusilov: true }))).toBe('15.1 roll j.brusilov(side=sides.ah n=±0 roll=1)');
  });
});

describe('15.2: the Italian defensive-ability roll', () => {
  const supply = (turn: number) => at(turn, 4, { defensiveAbility: true });
  const ida = (total: number, success: boolean) => ev('inferno/defensive-ability', { total, success });

  it('15.2: a roll counts once a phase: a failed roll is not turned into a success by a second one', () => {
    const s = run(supply(8), [ida(12, false), ida(15, true)]);
    expect(s.defensiveAbilityTurn).toBeNull();
    expect(show(defensiveAbilityProcedure(s).done)).toBe('done.idaNo(total=12)');
  });

  it('15.2: a success is kept, and the card says the total', () => {
    const s = run(supply(8), [ida(16, true), ida(10, false)]);
    expect(s.defensiveAbilityTurn).toBe(8);
    expect(show(defensiveAbilityProcedure(s).done)).toBe('done.idaYes(total=16)');
  });

  it('15.2: the journal says whether the ability was earned, with the total, under 15.2', () => {
    expect(journal(ida(15, true))).toBe('15.2 roll j.idaYes(total=15)');
    expect(journal(ida(11, false))).toBe('15.2 roll j.idaNo(total=11)');
  });
});

describe('3.1: a reminder acknowledged', () => {
  it('13.0: the reinforcements card once acknowledged says "done"; the journal names the card in the phase category', () => {
    const s = run(at(3, 5), [ev('inferno/ack', { procedure: 'reinforcements' })]);
    expect(show(reinforcementsProcedure(s).done)).toBe('done.ack');
    expect(journal(ev('inferno/ack', { procedure: 'reinforcements' }))).toBe('phase j.ack(what=proc.reinforcements)');
  });

  it('15.1: an optional roll skipped shows "done" on its card, and the journal says it was skipped', () => {
    const s = run(at(3, 5, { replacements: true }), [ev('inferno/ack', { procedure: 'rp-income' })]);
    expect(show(rpIncomeProcedure(s, ctx).done)).toBe('done.ack');
    expect(s.rp).toEqual({ ah: 0, it: 0 });
    expect(journal(ev('inferno/ack', { procedure: 'rp-income' }))).toBe('phase j.ack(what=proc.rpIncomeSkipped)');
  });
});

describe('7.5, 8.0, 9.1, 9.4: the combat event', () => {
  const combat = (p: Record<string, unknown> = {}) =>
    ev('inferno/combat', {
      attackerSide: 'ah',
      column: '2:1',
      faces: [3, 4, 5],
      trc: '1/2',
      attackers: ['u2'],
      defenders: ['u1'],
      eliminated: [],
      reductions: [{ unitId: 'u1', count: 2 }],
      typedLosses: [],
      attackerReductions: 1,
      defenderReductions: 2,
      ...p,
    });
  const zero = combat({ column: '', faces: [], trc: '', reductions: [], eliminated: ['u1'], attackerReductions: 0, defenderReductions: 0 });
  const refusal = (e: GameEvent): string => {
    const r = inferno.check(e);
    return r.ok ? 'accepted' : show(r.error);
  };
  const roster = () =>
    run(start({ replacements: true }), [
      ev('inferno/add-unit', unit({ name: 'Ivrea', side: 'it' })),
      ev('inferno/add-unit', unit({ name: 'IR 14', side: 'ah' })),
    ]);

  it('8.0, 9.1, 9.4: the journal says the attacker, the column, the three dice, the TRC cell and the reductions of each side', () => {
    expect(journal(combat())).toBe('8.0,9.1,9.4 combat j.combat(side=sides.ah column=2:1 faces=3-4-5 trc=1/2 att=1 def=2)');
  });

  it('7.5: zero-strength defenders removed with no roll have their own line, under 7.5', () => {
    expect(journal(zero)).toBe('7.5 combat j.combatZero');
  });

  it('7.5: the door accepts a combat with no column and no dice, and the defender is removed', () => {
    expect(refusal(zero)).toBe('accepted');
    const s = run(roster(), [zero]);
    expect(s.units.find((u) => u.name === 'Ivrea')!.eliminated).toBe(true);
  });

  it('8.0, 9.1: a column needs its three dice, and no column no dice', () => {
    expect(refusal(combat())).toBe('accepted');
    expect(refusal(combat({ faces: [3, 4] }))).toBe('engine.event.badPayload(type=inferno/combat detail=engine.event.issue.check(field=faces))');
    expect(refusal(combat({ faces: [] }))).toBe('engine.event.badPayload(type=inferno/combat detail=engine.event.issue.checkPayload)');
    expect(refusal(combat({ column: '' }))).toBe('engine.event.badPayload(type=inferno/combat detail=engine.event.issue.checkPayload)');
  });

  it('15.1: the replacement steps of a typed loss cannot be more than its steps lost', () => {
    const loss = (replacementSteps: number) => combat({ typedLosses: [{ side: 'it', steps: 2, replacementSteps, eliminatedSteps: 0 }] });
    expect(refusal(loss(2))).toBe('accepted');
    expect(refusal(loss(3))).toBe('engine.event.badPayload(type=inferno/combat detail=engine.event.issue.check(field=typedLosses › 1))');
    expect(run(roster(), [loss(3)]).rp).toEqual({ ah: 0, it: 0 });
  });
});

// --- The procedure cards (procedures.ts) ----------------------------------------------------
// Every card below is built inside its test, so that what the test reads is what the rules give now.

/** Ivrea (Italian), a battery and IR 14 (A-H), with both optional rules. */
const withUnits = () =>
  run(start({ replacements: true, defensiveAbility: true }), [
    ev('inferno/add-unit', unit({ name: 'Ivrea', side: 'it' })),
    ev(
      'inferno/add-unit',
      unit({
        name: 'Bty',
        side: 'it',
        kind: 'artillery',
        full: { attack: 0, defence: 0, artillery: 2 },
        reduced: { attack: 0, defence: 0, artillery: 1 },
        steps: 1,
      }),
    ),
    ev('inferno/add-unit', unit({ name: 'IR 14', side: 'ah' })),
  ]);
const phase = (s: InfernoState, turn: number, phaseIndex: number, more: Partial<InfernoState> = {}): InfernoState => ({ ...s, turn, phaseIndex, ...more });
const shownCard = (c: ProcedureDef) =>
  [
    c.id,
    c.rule,
    show(c.title),
    show(c.body),
    c.required ? 'required' : '',
    c.skip ? `${show(c.skip.label)} → ${c.skip.events.map((e) => `${e.type} ${JSON.stringify(e.payload)}`).join(', ')}` : '',
    c.done ? show(c.done) : '',
  ]
    .filter((x) => x)
    .join(' | ');
const cardsOf = (s: InfernoState) => procedures(s, ctx).map(shownCard);
const die = (...faces: number[]): RolledDice => ({ faces, source: 'physical' });
const card = (s: InfernoState, id: string) => procedures(s, ctx).find((c) => c.id === id)!;

describe('3.1, 13.0, 15.1, 15.2: what a card says once done, in its own phase only', () => {
  it('15.1: the reinforcements acknowledged do not mark the replacement point as done in the same phase', () => {
    const s = run(phase(withUnits(), 3, 5), [ev('inferno/ack', { procedure: 'reinforcements' })]);
    expect(cardsOf(s)).toEqual([
      'reinforcements | 13.0 | proc.reinforcements | proc.reinforcementsBodyIt(list=—) | done.ack',
      'rp-income | 15.1 | proc.rpIncome(side=sides.it) | proc.unpreparedBody(turn=3) | required | proc.skipRoll → inferno/ack {"procedure":"rp-income"}',
    ]);
  });

  it('15.2: a roll failed on turn 3 leaves the card of turn 4 to roll again', () => {
    const s = run(phase(withUnits(), 3, 4), [ev('inferno/defensive-ability', { total: 10, success: false })]);
    expect(show(card(s, 'defensive-ability').done)).toBe('done.idaNo(total=10)');
    expect(card(phase(s, 4, 4), 'defensive-ability').done).toBeUndefined();
  });
});

describe('11.1, 11.4, 11.5: the supply card', () => {
  it('11.4: its fields: the unit, with its supply now, the still-unchecked first; "no valid line" (11.3); the line length (11.4)', () => {
    const s = run(phase(withUnits(), 4, 4), [ev('inferno/supply', { id: 'u1', supply: 'low' })]);
    const fields = supplyProcedure(s).fields!.map((f) => [
      f.id,
      show(f.label),
      f.kind,
      f.rule ?? '',
      f.default,
      f.min ?? '',
      f.max ?? '',
      (f.options ?? []).map((o) => `${o.value} ${show(o.label)}`).join('; '),
    ]);
    expect(fields).toEqual([
      ['unit', 'field.unit', 'select', '', 'u2', '', '', 'u1 unitOption(name=Ivrea state=supply.low); u2 unitOption(name=Bty state=supply.supplied)'],
      ['noLine', 'field.noLine', 'bool', '11.3', false, '', '', ''],
      ['length', 'field.lineLength', 'int', '11.4', null, 0, 99, ''],
    ]);
  });

  it('11.4: a line longer than 99 hexes, or negative, is refused in words', () => {
    const s = phase(withUnits(), 4, 4);
    for (const length of [100, -1])
      expect(supplyProcedure(s).evaluate({ unit: 'u1', noLine: false, length }, ctx).waiting?.map(show)).toEqual(['err.lineLength']);
  });

  it('11.4: a side with no unit on the map has nothing checked: the card is not marked done', () => {
    expect(supplyProcedure(phase(start(), 4, 4)).done).toBeUndefined();
    expect(show(supplyProcedure(phase(start(), 4, 4)).body)).toBe('proc.supplyBody(left=0 total=0)');
  });

  it('11.5: a unit that carried an OOS marker and is now found in low supply suffers no attrition', () => {
    const s3 = run(phase(withUnits(), 3, 4), [ev('inferno/supply', { id: 'u1', supply: 'out' })]);
    const e = supplyProcedure(phase(s3, 4, 4)).evaluate({ unit: 'u1', noLine: false, length: 6 }, ctx);
    expect(lines(e.derivation)).toEqual(['11.4 result supply.length(name=Ivrea n=6 state=supply.low)']);
  });
});

describe('15.2: the defensive-ability roll', () => {
  it("15.2: two six-sided dice, under the card's name and rule; 3 + 4 on turn 8 succeeds (15), 1 + 2 fails", () => {
    const q = firstRoll(defensiveAbilityProcedure(phase(withUnits(), 8, 4)).evaluate({}, ctx))!;
    expect(q.roll).toEqual({
      dice: [
        { kind: 'numbered', sides: 6 },
        { kind: 'numbered', sides: 6 },
      ],
      label: { key: 'inferno.proc.ida' },
      rule: '15.2',
    });
    expect([q.outcomeOf([3, 4]), q.outcomeOf([4, 3]), q.outcomeOf([1, 2])]).toEqual(['yes', 'yes', 'no']);
  });
});

describe('13.0, 15.1: the Reinforcement Phase', () => {
  it('13.0: the units due this turn are listed, separated by commas; one tap acknowledges, with nothing refused and nothing to work out', () => {
    const s = run(phase(withUnits(), 5, 5), [
      ev('inferno/add-unit', unit({ name: 'Sassari', side: 'it', entryTurn: 5 })),
      ev('inferno/add-unit', unit({ name: 'Catanzaro', side: 'it', entryTurn: 5 })),
    ]);
    const c = reinforcementsProcedure(s);
    expect(show(c.body)).toBe('proc.reinforcementsBodyIt(list=Sassari, Catanzaro)');
    const e = c.evaluate({}, ctx);
    expect([e.errors, e.derivation]).toEqual([[], []]);
  });

  it('15.1: from turn 7 the Italian point comes with no roll, and the card says so', () => {
    expect(cardsOf(phase(withUnits(), 7, 5))).toEqual([
      'reinforcements | 13.0 | proc.reinforcements | proc.reinforcementsBodyIt(list=—)',
      'rp-income | 15.1 | proc.rpIncome(side=sides.it) | proc.rpAuto | required',
    ]);
  });

  it('15.1: the unpreparedness roll: one die, under its name and rule', () => {
    const q = firstRoll(rpIncomeProcedure(phase(withUnits(), 3, 5), ctx).evaluate({}, ctx))!;
    expect(q.roll).toEqual({ dice: [{ kind: 'numbered', sides: 6 }], label: { key: 'inferno.proc.unprepared' }, rule: '15.1' });
  });

  it('15.1: from turn 10 the A-H card asks for the Brusilov roll, which may be skipped: one die, under its name and rule', () => {
    const s = phase(withUnits(), 10, 1);
    expect(shownCard(rpIncomeProcedure(s, ctx))).toBe(
      'rp-income | 15.1 | proc.rpIncome(side=sides.ah) | proc.brusilovBody | required | proc.skipRoll → inferno/ack {"procedure":"rp-income"}',
    );
    const q = firstRoll(rpIncomeProcedure(s, ctx).evaluate({}, ctx))!;
    expect(q.roll).toEqual({ dice: [{ kind: 'numbered', sides: 6 }], label: { key: 'inferno.proc.brusilov' }, rule: '15.1' });
  });
});

describe('10.3, 15.1: the recovery card', () => {
  /** Ivrea at −2, IR 14 at −1, the battery and a mountain unit at 0, in the Italian Movement Phase of turn 4. */
  const worn = () =>
    run(phase(withUnits(), 4, 6, { rp: { ah: 0, it: 1 } }), [
      ev('inferno/add-unit', unit({ name: 'Alpini', side: 'it', kind: 'mountain' })),
      ev('inferno/reduce', { id: 'u1', count: 2 }),
      ev('inferno/reduce', { id: 'u3', count: 1 }),
    ]);

  it('10.3: the card offers only the units of the side to move with a reduction, and asks whether it stayed still and far from the enemy (10.3.1)', () => {
    const c = recoveryProcedure(worn());
    expect([c.id, c.rule, show(c.title), show(c.body)]).toEqual(['recovery', '10.3', 'proc.recovery', 'proc.recoveryBody']);
    expect(
      c.fields!.map((f) => [f.id, show(f.label), f.kind, f.rule ?? '', f.default, (f.options ?? []).map((o) => `${o.value} ${show(o.label)}`).join('; ')]),
    ).toEqual([
      ['unit', 'field.unit', 'select', '', 'u1', 'u1 unitEff(name=Ivrea eff=2)'],
      ['still', 'field.still', 'bool', '10.3.1', false, ''],
      ['far', 'field.far', 'bool', '10.3.1', false, ''],
    ]);
    const none = recoveryProcedure(phase(withUnits(), 4, 6)).fields![0];
    expect([none.options, none.default]).toEqual([[], null]);
  });

  it('10.3, 15.1: through the card, a unit that stayed still and far from the enemy recovers, paying the last RP', () => {
    const e = recoveryProcedure(worn()).evaluate({ unit: 'u1', still: true, far: true }, ctx);
    expect([e.errors.map(show), lines(e.derivation)]).toEqual([
      [],
      ['10.3 result proc.recoveryStep(name=Ivrea from=2 to=1)', '15.1 proc.recoveryCost(rp=1 left=0)'],
    ]);
  });

  it('10.3: through the card, no unit picked, or not still, or not far, is refused in words', () => {
    const c = recoveryProcedure(worn());
    expect(c.evaluate({ still: true, far: true }, ctx).waiting?.map(show)).toEqual(['err.pickUnit']);
    expect(c.evaluate({ unit: 'u1', still: false, far: true }, ctx).errors.map(show)).toEqual(['err.recoveryStill']);
    expect(c.evaluate({ unit: 'u1', still: true, far: 'yes' }, ctx).errors.map(show)).toEqual(['err.recoveryFar']);
  });

  it("10.3: only in the unit's own Movement Phase: not in its Combat Phase", () => {
    expect(evaluateRecovery(phase(worn(), 4, 7), 'u1', true, true).errors.map(show)).toEqual(['err.recoveryPhase']);
  });

  it('10.3: a mountain unit may recover like infantry; a unit recovers once a phase', () => {
    const s = run(worn(), [ev('inferno/reduce', { id: 'u4', count: 1 })]);
    expect(evaluateRecovery(s, 'u4', true, true).errors).toEqual([]);
    const twice = run({ ...worn(), rp: { ah: 0, it: 5 } }, [ev('inferno/recover', { id: 'u1' })]);
    expect(evaluateRecovery(twice, 'u1', true, true).errors.map(show)).toEqual(['err.recoveryTwice(name=Ivrea)']);
  });
});

describe('3.1, 5.1, 7.0, 12.3, 12.4, 15.1, 15.2: which cards a phase shows', () => {
  it('12.3, 5.1: a reminder is acknowledged with one tap, shows nothing to work out, and says "done"', () => {
    const c = card(phase(withUnits(), 4, 2), 'stacking');
    expect(show(c.applyLabel)).toBe('proc.reminderDone');
    const e = c.evaluate({}, ctx);
    expect([e.errors, e.derivation, e.resolve({ rolls: {}, cells: {}, choices: {} }).events]).toEqual([[], [], [ev('inferno/ack', { procedure: 'stacking' })]]);
  });

  it('14.0: once the game is over no card is shown', () => {
    const over = run(phase(withUnits(), 14, 7), [next]);
    expect(over.over).toBe(true);
    expect(procedures(over, ctx)).toEqual([]);
  });

  it('12.4: the frozen list of turns 1 and 2 names no one when no Italian unit is frozen', () => {
    expect(cardsOf(phase(withUnits(), 1, 6))).toContain('frozen | 12.4 | proc.frozen | proc.frozenBody(list=—)');
    expect(cardsOf(phase(withUnits(), 1, 7))).toContain('frozen | 12.4 | proc.frozen | proc.frozenBody(list=—)');
  });

  it('12.4: only Italian units are frozen: an Austro-Hungarian unit typed with the orange dot is not listed', () => {
    const s = run(withUnits(), [
      ev('inferno/add-unit', unit({ name: 'KJ 1', side: 'ah', frozen: true })),
      ev('inferno/add-unit', unit({ name: 'Lambro', side: 'it', frozen: true })),
    ]);
    expect(cardsOf(phase(s, 2, 6))).toContain('frozen | 12.4 | proc.frozen | proc.frozenBody(list=Lambro)');
  });

  it('15.2: the card stays, done, the turn the ability was earned; from the next turn it is gone', () => {
    const s = run(phase(withUnits(), 6, 4), [ev('inferno/defensive-ability', { total: 16, success: true })]);
    expect(cardsOf(s)).toEqual([
      'supply | 11.4 | proc.supply | proc.supplyBody(left=2 total=2) | required',
      'defensive-ability | 15.2 | proc.ida | proc.idaBody(need=9) | required | proc.skipRoll → inferno/ack {"procedure":"defensive-ability"} | done.idaYes(total=16)',
    ]);
    expect(cardsOf(phase(s, 7, 4))).toEqual(['supply | 11.4 | proc.supply | proc.supplyBody(left=2 total=2) | required']);
  });

  it('15.1: without the replacement rule the Reinforcement Phase has no replacement card', () => {
    const s = run(start(), [ev('inferno/add-unit', unit({ name: 'IR 14', side: 'ah' }))]);
    expect(cardsOf(phase(s, 4, 1))).toEqual(['reinforcements | 13.0 | proc.reinforcements | proc.reinforcementsBodyAh(list=—)']);
  });
});

describe('7.9, 8.0, 8.1, 8.4, 9.4.1: the quick calculator', () => {
  it('8.0: its title, rule and fields: the totals (8.1, the defence never 0), the steps (8.4), the artillery values (9.4.1), flanked (7.9)', () => {
    const q = quickCombatProcedure(phase(withUnits(), 4, 3));
    expect([q.id, q.rule, show(q.title), show(q.body)]).toEqual(['quick-combat', '8.0', 'proc.quickCombat', 'proc.quickCombatBody']);
    expect(q.fields!.map((f) => [f.id, show(f.label), f.kind, f.rule, f.min ?? '', f.max ?? '', f.nonZero ?? false, f.default])).toEqual([
      ['attack', 'field.attackTotal', 'int', '8.1', 1, 999, false, null],
      ['defence', 'field.defenceTotal', 'int', '8.1', 1, 999, true, null],
      ['attSteps', 'field.attSteps', 'int', '8.4', 1, 99, false, 2],
      ['defSteps', 'field.defSteps', 'int', '8.4', 1, 99, false, 2],
      ['vaAtt', 'field.vaAtt', 'int', '9.4.1', 0, 99, false, 0],
      ['vaDef', 'field.vaDef', 'int', '9.4.1', 0, 99, false, 0],
      ['flanked', 'field.flanked', 'bool', '7.9', '', '', false, false],
    ]);
  });

  it('7.9, 15.2: not flanked, no shift; an Italian defender gets no defensive-ability +1 in the totals typed', () => {
    const e = quickCombatProcedure(phase(withUnits(), 8, 3, { defensiveAbilityTurn: 5 })).evaluate(
      { attack: 6, defence: 3, attSteps: 2, defSteps: 2, vaAtt: 0, vaDef: 0, flanked: false },
      ctx,
    );
    expect(lines(e.derivation)).toEqual([
      '8.1 info combat.phase1',
      '7.2 combat.attackCommandOk(n=1)',
      '7.4 combat.defenceCommandOk(n=1)',
      '8.1 combat.unitAttack(name=ΣA printed=6 mods=m.none value=6)',
      '8.1 combat.unitDefence(name=ΣD printed=3 mods=m.none value=3)',
      '8.1 info combat.ratio(a=6 d=3 ratio=2 column=2:1)',
      '8.2 info combat.phase2',
      '8.2 result combat.finalColumn(column=2:1)',
      '8.4 combat.small(steps=4)',
      '9.4.1 combat.vaAttack(parts=— total=0 drm=±0)',
      '9.4.1 combat.vaDefence(parts=— total=0 drm=±0)',
      '9.4.1 info combat.drmBefore(att=±0 def=±0)',
    ]);
  });

  it("9.4.2, 14.0, 15.1: after the roll each side's losses are counted for its own side, as infantry steps that earn replacements", () => {
    const charts = ctxWith([trcData('-/-'), tdpData(() => '3')]);
    const payloadOf = (phaseIndex: number) => {
      const e = quickCombatProcedure(phase(withUnits(), 4, phaseIndex)).evaluate(
        { attack: 6, defence: 3, attSteps: 2, defSteps: 2, vaAtt: 0, vaDef: 0, flanked: false },
        charts,
      );
      return (answer(e, die(3, 3, 3)).events[0]?.payload as { attackerSide: string; typedLosses: unknown[] }) ?? null;
    };
    const step = (side: string) => ({ side, steps: 1, replacementSteps: 1, eliminatedSteps: 0 });
    expect([payloadOf(3).attackerSide, payloadOf(3).typedLosses]).toEqual(['ah', [step('ah'), step('it')]]);
    expect([payloadOf(7).attackerSide, payloadOf(7).typedLosses]).toEqual(['it', [step('it'), step('ah')]]);
  });
});
