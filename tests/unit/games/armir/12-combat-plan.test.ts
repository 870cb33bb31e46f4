// 12, 13, 14, 12.1.1, 12.3.2, 14.3, A44: the combat's plan (the column, the shifts, the DRM, the
// warnings and the refusals) and the odds before the roll, each with its rule; and the slips the
// calculator asks to confirm. The CRT cells are synthetic, made up for the tests only.
import { describe, expect, it } from 'vitest';
import { frac, noAnswers } from '@/engine';
import type { Step } from '@/engine/types';
import {
  combatSlips,
  crtOdds,
  crtQuestion,
  emptyCombat,
  emptyUnit,
  evaluateCombat,
  lossSplits,
  netLosses,
  planCombat,
  unknownRowOutcome,
  type CombatInput,
  type CombatMoment,
  type CombatUnitInput,
} from '@/games/armir/combat';
import { phaseIds } from '@/games/armir/sequence';
import { ctxWith, syntheticCrt } from './helpers';

const u = (cp: number, o: Partial<CombatUnitInput> = {}): CombatUnitInput => ({ ...emptyUnit(), cp, ...o });
const lines = (d: Step[]) => d.map((s) => [s.rule, s.key.replace('armir.combat.', ''), s.params ?? null, s.tone ?? null]);
const keys = (d: Step[]) => d.map((s) => s.key.replace('armir.combat.', ''));
const ctx = (settings = {}) => ctxWith(syntheticCrt({ '1': '2/-', '2': '1/1', '3': '-/1', '4': '1/2', '5': '-/2', '6': '1/3' }), settings);
const err = (key: string, params?: Record<string, unknown>) => (params ? { key: `armir.combat.${key}`, params } : { key: `armir.combat.${key}` });
const T2: CombatMoment = { turn: 2, pa: 0 };
const combat = (attacker: 'axis' | 'soviet', att: CombatUnitInput[], def: CombatUnitInput[], o: Partial<CombatInput> = {}): CombatInput => ({
  ...emptyCombat(attacker),
  attackers: [{ dsg: false, units: att }],
  defender: { dsg: false, units: def },
  ...o,
});

describe('12, 13, 3: a combat or an overrun out of its phase is shown with a warning', () => {
  const at = (phase: string, o: Partial<CombatMoment> = {}): CombatMoment => ({
    turn: 2,
    pa: 0,
    stage: 'play',
    initiative: 'axis',
    phaseIndex: phaseIds('axis').indexOf(phase as never),
    ...o,
  });
  const attack = combat('soviet', [u(6, { tracked: true })], [u(2)]);
  const overrun: CombatInput = { ...attack, mode: 'overrun' };

  it('12: a Soviet combat in the Axis combat phase warns "only in its own combat phase"; in the Soviet combat phase it does not', () => {
    expect(lines(planCombat(attack, at('axis-combat'), ctx()).derivation)[0]).toEqual([
      '12',
      'combatWrongPhase',
      { side: { key: 'armir.side.soviet' } },
      'warning',
    ]);
    expect(keys(planCombat(attack, at('soviet-combat'), ctx()).derivation)).not.toContain('combatWrongPhase');
  });

  it('13: a Soviet overrun in the Axis combat phase warns; in either Soviet movement phase it does not', () => {
    expect(lines(planCombat(overrun, at('axis-combat'), ctx()).derivation)[0]).toEqual([
      '13',
      'overrunWrongPhase',
      { side: { key: 'armir.side.soviet' } },
      'warning',
    ]);
    expect(keys(planCombat(overrun, at('soviet-movement'), ctx()).derivation)[0]).toBe('overrun');
    expect(keys(planCombat(overrun, at('soviet-motorized'), ctx()).derivation)[0]).toBe('overrun');
  });

  it('no warning when the calculator does not know where the game is (no phase known); at set-up no side is in its combat phase (12)', () => {
    const none = (m: CombatMoment) => keys(planCombat(attack, m, ctx()).derivation).filter((x) => x.endsWith('WrongPhase'));
    expect(none(at('axis-combat', { stage: 'setup' }))).toEqual(['combatWrongPhase']);
    expect(none({ turn: 2, pa: 0, stage: 'play', initiative: 'axis' })).toEqual([]);
    expect(none({ turn: 2, pa: 0, stage: 'play', phaseIndex: phaseIds('axis').indexOf('axis-combat') })).toEqual([]);
  });
});

describe("12, 13: outside the attacker's own phase the calculator asks for no die", () => {
  const at = (phase: string): CombatMoment => ({ turn: 2, pa: 0, stage: 'play', initiative: 'axis', phaseIndex: phaseIds('axis').indexOf(phase as never) });
  const attack = combat('soviet', [u(6, { tracked: true })], [u(2)]);

  it('12: a Soviet combat in the Axis combat phase is closed, in words with 12, before any question: no roll, nothing to apply', () => {
    const e = evaluateCombat(attack, at('axis-combat'), ctx());
    expect(e.closed).toEqual({ text: { key: 'armir.combat.combatWrongPhase', params: { side: { key: 'armir.side.soviet' } } }, rule: '12' });
    const r = e.resolve(noAnswers());
    expect(r.next).toBeUndefined();
    expect(r.events).toEqual([]);
    // The working is still shown (the odds column may be looked at ahead), the closure said once.
    expect(keys(e.derivation)).not.toContain('combatWrongPhase');
  });

  it('12: in the Soviet combat phase the same combat is open and its first question is the die', () => {
    const e = evaluateCombat(attack, at('soviet-combat'), ctx());
    expect(e.closed).toBeUndefined();
    expect(e.resolve(noAnswers()).next?.kind).toBe('roll');
  });

  it('13: a Soviet overrun out of its movement phases is closed with 13; in the Soviet movement phase it is open', () => {
    const overrun: CombatInput = { ...attack, mode: 'overrun' };
    expect(evaluateCombat(overrun, at('axis-combat'), ctx()).closed?.rule).toBe('13');
    expect(evaluateCombat(overrun, at('soviet-movement'), ctx()).closed).toBeUndefined();
  });
});

describe('12: what the calculator refuses, each with its message', () => {
  it('while a CP is awaited nothing is computed: no column, no totals, no stronghold, no retreat, no heavy', () => {
    const input = combat('soviet', [u(6, { tracked: true, heavy: true })], [{ ...emptyUnit() }], { strongholdAll: true });
    expect(planCombat(input, T2, ctx())).toEqual({
      errors: [
        { key: 'engine.input.waitingFor', params: { field: { key: 'armir.combat.cpField', params: { n: 1, hex: { key: 'armir.combat.cpDefenceHex' } } } } },
      ],
      derivation: [],
      column: '',
      drm: 0,
      paSpent: 0,
      attackTotal: 0,
      defenceTotal: 0,
      stronghold: false,
      mandatoryRetreat: false,
      heavyInCombat: false,
    });
  });

  it('no attacking unit, no defending unit: one message each (and no "attack of 0" on top)', () => {
    expect(planCombat({ ...emptyCombat('soviet'), attackers: [], defender: { dsg: false, units: [u(2)] } }, T2, ctx()).errors).toEqual([
      err('err.noAttackers'),
    ]);
    expect(planCombat({ ...emptyCombat('soviet'), attackers: [{ dsg: false, units: [] }], defender: { dsg: false, units: [u(2)] } }, T2, ctx()).errors).toEqual(
      [err('err.noAttackers')],
    );
    expect(planCombat(combat('soviet', [u(4)], []), T2, ctx()).errors).toEqual([err('err.noDefenders')]);
  });

  it('13: an overrun is one stack, of motorized or tracked combat units only, with a tracked one', () => {
    const two: CombatInput = {
      ...emptyCombat('soviet'),
      mode: 'overrun',
      attackers: [
        { dsg: false, units: [u(6, { tracked: true })] },
        { dsg: false, units: [u(4, { tracked: true })] },
      ],
      defender: { dsg: false, units: [u(2)] },
    };
    expect(planCombat(two, T2, ctx()).errors).toEqual([err('err.overrunOneStack')]);
    const foot = combat('soviet', [u(6, { tracked: true }), u(3)], [u(2)], { mode: 'overrun' });
    expect(planCombat(foot, T2, ctx()).errors).toEqual([err('err.overrunMotorized')]);
    const motor = combat('soviet', [u(6, { tracked: true }), u(3, { motorized: true })], [u(2)], { mode: 'overrun' });
    expect(planCombat(motor, T2, ctx()).errors).toEqual([]);
    const gun = combat('soviet', [u(6, { tracked: true }), { ...emptyUnit(), kind: 'artillery', cp: 0, tracked: true }], [u(2)], { mode: 'overrun' });
    expect(planCombat(gun, T2, ctx()).errors).toEqual([err('err.overrunMotorized')]);
  });

  it('13, A43: never an overrun into an Axis stronghold hex; into a Soviet one only if the setting reads 13 literally', () => {
    const soviet = combat('soviet', [u(6, { tracked: true })], [u(2)], { mode: 'overrun', strongholdHex: true });
    expect(planCombat(soviet, T2, ctx()).errors).toEqual([err('err.overrunStronghold')]);
    const axis = combat('axis', [u(6, { tracked: true })], [u(2)], { mode: 'overrun', strongholdHex: true });
    expect(planCombat(axis, T2, ctx()).errors).toEqual([]);
    expect(planCombat(axis, T2, ctx({ overrunStrongholdAxisOnly: false })).errors).toEqual([err('err.overrunStronghold')]);
  });

  it('12: only combat units attack: artillery or an HQ typed with CP in the attack is a warning; at 0 CP, or all combat units, none', () => {
    const warned = (att: CombatUnitInput[]) => keys(planCombat(combat('soviet', att, [u(2)]), T2, ctx()).derivation).includes('onlyCombatUnits');
    expect(lines(planCombat(combat('soviet', [u(4), { ...emptyUnit(), kind: 'artillery', cp: 2 }], [u(2)]), T2, ctx()).derivation)[0]).toEqual([
      '12',
      'onlyCombatUnits',
      null,
      'warning',
    ]);
    expect(warned([u(4), { ...emptyUnit(), kind: 'hq', cp: 1 }])).toBe(true);
    expect(warned([u(4), { ...emptyUnit(), kind: 'artillery', cp: 0 }])).toBe(false);
    expect(warned([u(4), u(3)])).toBe(false);
  });

  it('14.2.1: a Soviet attack across the Don is noted, with no shift', () => {
    const plan = planCombat(combat('soviet', [u(4)], [u(2)], { acrossDon: true }), T2, ctx());
    expect(lines(plan.derivation)[0]).toEqual(['14.2.1', 'don', null, null]);
    expect(plan.column).toBe('2:1');
  });

  it('12: units of one Soviet army attack together, however its name is spaced; Axis units are never asked their army', () => {
    expect(planCombat(combat('soviet', [u(4, { army: '6A' }), u(3, { army: ' 6A ' }), u(2, { army: '' }), u(1)], [u(2)]), T2, ctx()).errors).toEqual([]);
    expect(planCombat(combat('soviet', [u(4, { army: '6A' }), u(3, { army: '1G' })], [u(2)]), T2, ctx()).errors).toEqual([err('err.armies')]);
    expect(planCombat(combat('axis', [u(4, { army: '6A' }), u(3, { army: '1G' })], [u(2)]), T2, ctx()).errors).toEqual([]);
  });

  it('10.1.2, 10.1.3: an Axis defender may be supported by its artillery', () => {
    const plan = planCombat(combat('soviet', [u(8)], [u(2)], { defenceSupports: [{ value: 2, dsg: false }] }), { turn: 2, pa: 1 }, ctx());
    expect(plan.errors).toEqual([]);
    expect(plan.defenceTotal).toBe(4);
    expect(plan.paSpent).toBe(1);
  });
});

describe('12.1, A44: the column read', () => {
  it('A44: a defence of 0 is resolved on 7:1, said once, with a warning', () => {
    const plan = planCombat(combat('soviet', [u(4)], [{ ...emptyUnit(), kind: 'hq', cp: 0 }]), T2, ctx());
    expect(lines(plan.derivation).slice(4)).toEqual([
      ['12.1', 'zeroDefence', { col: '7:1' }, 'warning'],
      ['12.1', 'final', { col: '7:1' }, 'result'],
    ]);
  });

  it('12.1: 39 against 4 is above 7:1 and resolved on 7:1; 1 against 4 is below 1:2 and resolved on 1:2', () => {
    expect(lines(planCombat(combat('soviet', [u(39)], [u(4)]), T2, ctx()).derivation).slice(5)).toEqual([
      ['12.1', 'aboveLast', { col: '7:1' }, null],
      ['12.1', 'final', { col: '7:1' }, 'result'],
    ]);
    expect(lines(planCombat(combat('soviet', [u(1)], [u(4)]), T2, ctx()).derivation).slice(5)).toEqual([
      ['12.1', 'belowFirst', { col: '1:2' }, null],
      ['12.1', 'final', { col: '1:2' }, 'result'],
    ]);
  });

  it('A2: a shift left of 1:2 stays on 1:2, and says so', () => {
    expect(lines(planCombat(combat('soviet', [u(1)], [u(4)], { city: true }), T2, ctx()).derivation).slice(5)).toEqual([
      ['12.1', 'belowFirst', { col: '1:2' }, null],
      ['14.4', 'shiftCity', null, null],
      ['12.1', 'shifted', { from: '1:2', to: '1:2', n: 1 }, 'result'],
      ['12.1', 'clampLow', { col: '1:2' }, null],
    ]);
  });

  it('14.3.1: the Soviets never benefit from strongholds: an Axis attack through stronghold hexsides has no shift, with a warning', () => {
    const plan = planCombat(combat('axis', [u(8)], [u(4)], { strongholdAll: true }), T2, ctx());
    expect(lines(plan.derivation).slice(5)).toEqual([
      ['12.1', 'column', { col: '2:1' }, null],
      ['14.3.1', 'strongholdSovietNoBenefit', null, 'warning'],
      ['12.1', 'final', { col: '2:1' }, 'result'],
    ]);
    expect(plan.stronghold).toBe(false);
  });

  it('12.1.1: +1 only for an Axis attack with a German tracked combat unit', () => {
    const drm = (attacker: 'axis' | 'soviet', att: CombatUnitInput[]) => planCombat(combat(attacker, att, [u(2)]), T2, ctx()).drm;
    expect(drm('axis', [u(4, { german: true, tracked: true })])).toBe(1);
    expect(drm('soviet', [u(4, { german: true, tracked: true })])).toBe(0);
    expect(drm('axis', [u(4, { german: true }), u(3, { tracked: true })])).toBe(0);
    expect(drm('axis', [u(4), { ...emptyUnit(), kind: 'artillery', cp: 0, german: true, tracked: true }])).toBe(0);
  });
});

describe('12.3.2: the Axis must retreat only against a Soviet tracked combat unit, with no heavy unit in the hex', () => {
  const must = (att: CombatUnitInput[], def: CombatUnitInput[]) => planCombat(combat('soviet', att, def), T2, ctx()).mandatoryRetreat;
  it('one tracked unit among the attackers is enough; tracked artillery is not a combat unit; one heavy defender is enough', () => {
    expect(must([u(4, { tracked: true }), u(3)], [u(2)])).toBe(true);
    expect(must([u(4), { ...emptyUnit(), kind: 'artillery', cp: 0, tracked: true }], [u(2)])).toBe(false);
    expect(must([u(4, { tracked: true })], [u(2, { heavy: true }), u(2)])).toBe(false);
  });
});

describe('14.3: the stronghold losses under the other readings of A39', () => {
  it('with the extra Soviet step only when the chart gives the attacker a loss: -/2 is -/1, 1/2 is 2/1', () => {
    const c = { settings: { strongholdExtraAlways: false } };
    expect(netLosses({ attacker: 0, defender: 2 }, true, c)).toEqual({ attacker: 0, defender: 1 });
    expect(netLosses({ attacker: 1, defender: 2 }, true, c)).toEqual({ attacker: 2, defender: 1 });
  });
});

describe('12.1, 14.3: the odds before the roll', () => {
  it('each result with its chance and its tone: good for the attacker, bad, or even; 14.3 shows the net losses', () => {
    const odd = ctxWith({ '2:1|1': '2/-', '2:1|2': '1/1', '2:1|3': '-/1', '2:1|4': 'xx', '2:1|5': '-/2' });
    const plain = crtOdds('2:1', 0, false, odd);
    expect(plain.map((x) => [x.id, x.label, x.tone])).toEqual([
      ['cell:2/-', err('outcome', { cell: '2/-' }), 'bad'],
      ['cell:1/1', err('outcome', { cell: '1/1' }), 'neutral'],
      ['cell:-/1', err('outcome', { cell: '-/1' }), 'good'],
      ['row:4', err('unknownRow', { row: '4' }), 'unknown'],
      ['cell:-/2', err('outcome', { cell: '-/2' }), 'good'],
      ['row:6', err('unknownRow', { row: '6' }), 'unknown'],
    ]);
    const net = crtOdds('2:1', 0, true, odd);
    expect(net.slice(0, 3).map((x) => [x.id, x.label, x.tone])).toEqual([
      ['cell:2/-', err('outcomeNet', { cell: '2/-', a: 3, d: 0 }), 'bad'],
      ['cell:1/1', err('outcomeNet', { cell: '1/1', a: 2, d: 1 }), 'bad'],
      ['cell:-/1', err('outcomeNet', { cell: '-/1', a: 1, d: 1 }), 'neutral'],
    ]);
  });

  it('12.1.1: with +1 the die reads rows 2 to 6, row 6 twice (a 6 and a 7)', () => {
    const odds = crtOdds('2:1', 1, false, ctx());
    const sixth = frac(1, 6);
    const twoSixths = frac(1, 3);
    expect(odds.map((x) => x.id)).toEqual(['cell:1/1', 'cell:-/1', 'cell:1/2', 'cell:-/2', 'cell:1/3']);
    expect(odds.map((x) => x.p)).toEqual([...Array(4).fill(sixth), twoSixths]);
    const q = crtQuestion({ column: '2:1', drm: 1, stronghold: false }, ctx());
    expect(q.outcomeOf([3])).toBe('cell:1/2');
    expect(q.outcomeOf([6])).toBe('cell:1/3');
  });

  it('a row not typed yet keeps its own chance: "row 3"', () => {
    expect(unknownRowOutcome('3')).toEqual({ id: 'row:3', label: err('unknownRow', { row: '3' }), tone: 'unknown' });
  });
});

describe('12.1: slips asked to be confirmed before the roll', () => {
  it('a defence of 0 with a combat unit typed at 0 CP: "unit 2, defending hex", or its name, trimmed', () => {
    const input = combat('soviet', [u(4)], [{ ...emptyUnit(), kind: 'hq', cp: 0 }, u(0)]);
    const plan = planCombat(input, T2, ctx());
    expect(combatSlips(input, plan)).toEqual([err('slip.zeroDefence', { unit: err('unitAt', { n: 2, hex: err('cpDefenceHex') }) })]);
    const named = combat('soviet', [u(4)], [u(0, { name: '  Julia  ' })]);
    expect(combatSlips(named, planCombat(named, T2, ctx()))).toEqual([err('slip.zeroDefence', { unit: 'Julia' })]);
    const blank = combat('soviet', [u(4)], [u(0, { name: '   ' })]);
    expect(combatSlips(blank, planCombat(blank, T2, ctx()))).toEqual([err('slip.zeroDefence', { unit: err('unitAt', { n: 1, hex: err('cpDefenceHex') }) })]);
    const fine = combat('soviet', [u(4)], [u(3), u(0)]);
    expect(combatSlips(fine, planCombat(fine, T2, ctx()))).toEqual([]);
  });

  it('2.1, 7.1.1: a Soviet unit marked German, heavy and of the CA; 12: an Axis unit with a Soviet army', () => {
    const input: CombatInput = {
      ...emptyCombat('soviet'),
      attackers: [
        { dsg: false, units: [u(4)] },
        { label: 'North', dsg: false, units: [u(4), u(3, { german: true, heavy: true, corps: 'CA' })] },
      ],
      defender: { dsg: false, units: [u(2, { army: ' 6A ' }), u(2, { army: '   ' })] },
    };
    const where = err('cpAttackHex', { n: 2, label: 'North' });
    expect(combatSlips(input, { defenceTotal: 4 })).toEqual([
      err('slip.axisMarks', {
        unit: err('unitAt', { n: 2, hex: where }),
        marks: {
          key: 'engine.list.pair',
          params: {
            head: { key: 'armir.ui.flag.german' },
            tail: { key: 'engine.list.pair', params: { head: { key: 'armir.ui.flag.heavy' }, tail: err('slip.corpsMark', { corps: 'CA' }) } },
          },
        },
      }),
      err('slip.sovietArmy', { unit: err('unitAt', { n: 1, hex: err('cpDefenceHex') }), army: '6A' }),
    ]);
    const unlabelled: CombatInput = { ...input, attackers: [{ dsg: false, units: [u(3, { german: true })] }] };
    expect(combatSlips(unlabelled, { defenceTotal: 4 })[0]).toEqual(
      err('slip.axisMarks', { unit: err('unitAt', { n: 1, hex: err('cpAttackHex', { n: 1, label: '1' }) }), marks: { key: 'armir.ui.flag.german' } }),
    );
  });

  it('the confirmation is asked under rule 12.1', () => {
    const input = combat('soviet', [u(4)], [u(0)]);
    const e = evaluateCombat(input, T2, ctx());
    expect(e.resolve(noAnswers()).next).toMatchObject({ kind: 'choice', rule: '12.1' });
    expect(e.derivation.at(-1)).toMatchObject({ key: 'armir.combat.slip.zeroDefence', tone: 'warning', rule: '12.1' });
  });
});

describe('17.1.1: no corps, no share to choose', () => {
  it('lossSplits over no corps lists nothing', () => {
    expect(lossSplits(2, [])).toEqual([]);
  });
});
