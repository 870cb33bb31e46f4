// 12, 13, 14, 17.1.1, 18.4.1: the steps a player reads for a whole combat, each with its rule
// number, its figures and its tone — checked line by line so that a wrong rule number, a message
// for another case or a lost figure does not go unnoticed. The CRT cells are synthetic, made up for
// the tests only.
import { describe, expect, it } from 'vitest';
import type { Step } from '@/engine/types';
import { emptyCombat, emptyUnit, evaluateCombat, planCombat, type CombatInput, type CombatUnitInput } from '@/games/armir/combat';
import { ctxWith, fresh, physical, syntheticCrt } from './helpers';
import { answer, choiceIds, options } from '../../support/answers';

const u = (cp: number, o: Partial<CombatUnitInput> = {}): CombatUnitInput => ({ ...emptyUnit(), cp, ...o });
/** Each step as [rule, message, figures, tone]. */
const lines = (d: Step[]) => d.map((s) => [s.rule, s.key.replace('armir.combat.', ''), s.params ?? null, s.tone ?? null]);
const ctx = () => ctxWith(syntheticCrt({ '1': '2/-', '2': '1/1', '3': '-/1', '4': '1/2', '5': '-/2', '6': '1/3' }));

describe('12.1, 1.4, 8.3, 11.2, 14.2, 14.3: a Soviet attack from two hexes on a stronghold across a river', () => {
  it('each hex rounded up on its own, OOS and DSG halved, artillery 1 and the HQ 0 in defence, two columns left', () => {
    const input: CombatInput = {
      ...emptyCombat('soviet'),
      attackers: [
        { label: 'A', dsg: false, units: [u(5), u(3, { oos: true })] },
        { dsg: true, units: [u(7, { tracked: true })] },
      ],
      defender: { label: 'D', dsg: false, units: [u(3), { ...emptyUnit(), kind: 'artillery', cp: 2 }, { ...emptyUnit(), kind: 'hq', cp: 1 }] },
      riverAll: true,
      strongholdAll: true,
      strongholdHex: true,
    };
    const plan = planCombat(input, { turn: 3, pa: 0 }, ctx());
    expect(plan.errors).toEqual([]);
    expect(lines(plan.derivation)).toEqual([
      ['1.4', 'hexAttack', { n: 1, label: 'A', parts: '5 + 3÷2 [OOS]', exact: 6.5, value: 7 }, null],
      ['1.4', 'hexAttack', { n: 2, label: '2', parts: '7÷2 [DSG]', exact: 3.5, value: 4 }, null],
      ['12.1', 'attackTotal', { value: 11 }, 'info'],
      ['12.1', 'hexDefence', { n: 1, label: 'D', parts: '3 + 1 [art.] + 0 [HQ]', exact: 4, value: 4 }, null],
      ['12.1', 'defenceTotal', { value: 4 }, 'info'],
      ['12.1', 'ratio', { a: 11, d: 4, ratio: 2.75 }, null],
      ['12.1', 'column', { col: '2:1' }, null],
      ['14.2', 'shiftRiver', null, null],
      ['14.3', 'shiftStronghold', null, null],
      ['12.1', 'shifted', { from: '2:1', to: '1:2', n: 2 }, 'result'],
      ['14.3', 'strongholdLosses', null, null],
    ]);
    expect(plan).toMatchObject({ column: '1:2', drm: 0, attackTotal: 11, defenceTotal: 4, stronghold: true, mandatoryRetreat: false });
  });
});

describe('18.4.1, 10.1.4, 14.4, 12.1.1, 12.3, 17.1.1: an Axis attack on turn 1 with a German tracked unit into a city', () => {
  const input: CombatInput = {
    ...emptyCombat('axis'),
    attackers: [{ dsg: false, units: [u(6, { german: true, tracked: true, corps: 'CA' }), u(4, { corps: 'II' }), u(2)] }],
    defender: { dsg: false, units: [u(4)] },
    attackSupports: [{ value: 3, dsg: false }],
    city: true,
  };

  it('the support of 3 counts 2 on turn 1 and costs 1 PA; 14 against 4 is 3:1, the city moves it to 2:1, +1 to the die', () => {
    const e = evaluateCombat(input, { turn: 1, pa: 2 }, ctx());
    expect(lines(e.derivation)).toEqual([
      ['12.1', 'hexAttack', { n: 1, label: '1', parts: '6 + 4 + 2', exact: 12, value: 12 }, null],
      ['18.4.1', 'supportTurn1', { value: 3, used: 2 }, null],
      ['10.1.4', 'supportPa', { n: 1 }, null],
      ['12.1', 'attackTotal', { value: 14 }, 'info'],
      ['12.1', 'hexDefence', { n: 1, label: '1', parts: '4', exact: 4, value: 4 }, null],
      ['12.1', 'defenceTotal', { value: 4 }, 'info'],
      ['12.1', 'ratio', { a: 14, d: 4, ratio: 3.5 }, null],
      ['12.1', 'column', { col: '3:1' }, null],
      ['14.4', 'shiftCity', null, null],
      ['12.1', 'shifted', { from: '3:1', to: '2:1', n: 1 }, 'result'],
      ['12.1.1', 'drmGermanTracked', null, null],
    ]);
  });

  it('a 6 +1 reads row 6; the Soviet may retreat one hex for one step less; the Axis step lost is shared among the corps', () => {
    const e = evaluateCombat(input, { turn: 1, pa: 2 }, ctx());
    const first = answer(e, physical(6));
    expect(lines(first.derivation)).toEqual([
      ['12.1.1', 'rolledDrm', { die: 6, drm: 1, total: 7 }, null],
      ['12.1.1', 'row7Clamp', { row: 6 }, null],
      ['12.2', 'cell', { col: '2:1', row: '6', cell: '1/3', rule: '' }, 'result'],
    ]);
    expect(first.next).toMatchObject({ id: 'retreat', kind: 'choice', rule: '12.3' });
    expect(options(first)?.map((o) => [o.id, o.label, o.rule])).toEqual([
      ['stay', { key: 'armir.combat.choiceStay', params: { steps: 3 } }, '12.3'],
      ['retreat', { key: 'armir.combat.choiceRetreat', params: { steps: 2 } }, '12.3'],
    ]);
    const shared = answer(e, physical(6), { choices: { retreat: 'retreat' } });
    expect(shared.next).toMatchObject({ id: 'corps', rule: '17.1.1' });
    expect(options(shared)?.map((o) => [o.id, o.label, o.rule])).toEqual([
      ['CA=1,II=0,none=0', { key: 'armir.combat.corpsSplit', params: { list: 'CA 1' } }, '17.1.1'],
      ['CA=0,II=1,none=0', { key: 'armir.combat.corpsSplit', params: { list: 'II 1' } }, '17.1.1'],
      ['CA=0,II=0,none=1', { key: 'armir.combat.corpsOnlyNone', params: { n: 1 } }, '17.1.1'],
    ]);
    const done = answer(e, physical(6), { choices: { retreat: 'retreat', corps: 'CA=0,II=1,none=0' } });
    expect(lines(done.derivation).slice(3)).toEqual([
      ['12.2', 'losses', { attacker: { key: 'armir.side.axis' }, a: 1, defender: { key: 'armir.side.soviet' }, d: 2 }, 'result'],
      ['17.1.1', 'corpsLoss', { corps: 'II', n: 1 }, null],
      ['12.3.1', 'retreatHex', null, null],
      ['12.2.1', 'allocation', null, null],
      ['12.4', 'advance', null, null],
      ['10.1.4', 'paSpent', { n: 1 }, null],
    ]);
    expect(done.next).toBeUndefined();
    expect(done.events).toEqual([
      {
        type: 'armir/combat',
        at: 0,
        payload: {
          mode: 'combat',
          attacker: 'axis',
          column: '2:1',
          die: 6,
          total: 7,
          cell: '1/3',
          attackerLoss: 1,
          defenderLoss: 2,
          retreat: true,
          paSpent: 1,
          corpsLosses: { II: 1 },
        },
      },
    ]);
  });
});

describe('5.5, 15.1, 12.2.2: a Soviet attack on the stronghold hex of the Alpine Corps', () => {
  const input: CombatInput = {
    ...emptyCombat('soviet'),
    attackers: [{ dsg: false, units: [u(8), u(4)] }],
    defender: { dsg: false, units: [u(3, { corps: 'CA', heavy: true })] },
    strongholdHex: true,
    strongholdCorps: 'CA',
  };

  it('the defender stays and loses 2 steps of the CA; the Axis picks the first Soviet loss; Soviet units entering take the stronghold', () => {
    const e = evaluateCombat(input, { turn: 2, pa: 0 }, ctx());
    expect(lines(e.derivation).slice(-2)).toEqual([
      ['12.1', 'column', { col: '4:1' }, null],
      ['12.1', 'final', { col: '4:1' }, 'result'],
    ]);
    const asked = answer(e, physical(4), { choices: { retreat: 'stay' } });
    expect(lines(asked.derivation)).toEqual([
      ['12.1', 'rolled', { die: 4, drm: 0, total: 4 }, null],
      ['12.2', 'cell', { col: '4:1', row: '4', cell: '1/2', rule: '' }, 'result'],
      ['12.2', 'losses', { attacker: { key: 'armir.side.soviet' }, a: 1, defender: { key: 'armir.side.axis' }, d: 2 }, 'result'],
      ['17.1.1', 'corpsLoss', { corps: 'CA', n: 2 }, null],
      ['12.2.1', 'allocation', null, null],
      ['12.2.2', 'heavyFirstLoss', null, null],
      ['12.4', 'advance', null, null],
      ['15.1', 'strongholdEnterXxiv', { corps: 'CA' }, null],
    ]);
    expect(asked.next).toMatchObject({ id: 'entered', rule: '5.5' });
    expect(options(asked)?.map((o) => [o.id, o.label, o.rule])).toEqual([
      ['yes', { key: 'armir.combat.enteredYes', params: { corps: 'CA' } }, '5.5'],
      ['no', { key: 'armir.combat.enteredNo' }, '12.4'],
    ]);
    const taken = answer(e, physical(4), { choices: { retreat: 'stay', entered: 'yes' } });
    expect(lines(taken.derivation).at(-1)).toEqual(['5.5', 'enteredResult', { corps: 'CA' }, 'result']);
    expect(taken.events.map((x) => [x.type, x.payload])).toEqual([
      [
        'armir/combat',
        {
          mode: 'combat',
          attacker: 'soviet',
          column: '4:1',
          die: 4,
          total: 4,
          cell: '1/2',
          attackerLoss: 1,
          defenderLoss: 2,
          retreat: false,
          paSpent: 0,
          corpsLosses: { CA: 2 },
        },
      ],
      ['armir/stronghold-lost', { corps: 'CA' }],
    ]);
    const kept = answer(e, physical(4), { choices: { retreat: 'stay', entered: 'no' } });
    expect(kept.events.map((x) => x.type)).toEqual(['armir/combat']);
  });

  it('a stronghold already lost is not asked about again', () => {
    const corps = { ...fresh().corps, CA: { total: null, lost: 0, strongholdLost: true } };
    const e = evaluateCombat(input, { turn: 2, pa: 0, corps }, ctx());
    const r = answer(e, physical(4), { choices: { retreat: 'stay' } });
    expect(r.next).toBeUndefined();
    expect(r.events.map((x) => x.type)).toEqual(['armir/combat']);
  });
});

describe('13, 13.1, 13.2, 12.3.2: a Soviet tracked overrun of an Axis unit in the open', () => {
  const input: CombatInput = {
    ...emptyCombat('soviet'),
    mode: 'overrun',
    attackers: [{ dsg: false, units: [u(10, { tracked: true })] }],
    defender: { dsg: false, units: [u(2)] },
  };

  it('costs its movement points, and the defender must retreat from any loss', () => {
    const e = evaluateCombat(input, { turn: 2, pa: 0 }, ctx());
    expect(lines(e.derivation)).toEqual([
      ['13', 'overrun', null, null],
      ['13.1', 'overrunCost', null, null],
      ['12.1', 'hexAttack', { n: 1, label: '1', parts: '10', exact: 10, value: 10 }, null],
      ['12.1', 'attackTotal', { value: 10 }, 'info'],
      ['12.1', 'hexDefence', { n: 1, label: '1', parts: '2', exact: 2, value: 2 }, null],
      ['12.1', 'defenceTotal', { value: 2 }, 'info'],
      ['12.1', 'ratio', { a: 10, d: 2, ratio: 5 }, null],
      ['12.1', 'column', { col: '5:1' }, null],
      ['12.1', 'final', { col: '5:1' }, 'result'],
      ['12.3.2', 'mandatoryRetreatWarn', null, 'warning'],
    ]);
  });

  it('no loss for the defender: the overrun failed; a retreat: it succeeded', () => {
    const e = evaluateCombat(input, { turn: 2, pa: 0 }, ctx());
    const failed = answer(e, physical(1));
    expect(lines(failed.derivation).slice(2)).toEqual([
      ['12.2', 'losses', { attacker: { key: 'armir.side.soviet' }, a: 2, defender: { key: 'armir.side.axis' }, d: 0 }, 'result'],
      ['12.2.1', 'allocation', null, null],
      ['13.2', 'overrunFailed', null, 'result'],
    ]);
    const success = answer(e, physical(3));
    expect(choiceIds(success)).toBeUndefined();
    expect(lines(success.derivation).slice(2)).toEqual([
      ['12.3.2', 'mandatoryRetreat', { steps: 0 }, 'warning'],
      ['12.2', 'losses', { attacker: { key: 'armir.side.soviet' }, a: 0, defender: { key: 'armir.side.axis' }, d: 0 }, 'result'],
      ['12.3.1', 'retreatHex', null, null],
      ['13.2', 'overrunSuccess', null, 'result'],
    ]);
    expect(success.events[0].payload).toMatchObject({ mode: 'overrun', retreat: true, defenderLoss: 0, attackerLoss: 0 });
  });
});
