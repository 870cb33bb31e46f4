// 3, 12, 1.4, 8.3, 10.1.2, 10.1.4, 11.2, 18.4.1: what the combat calculator shows before the roll:
// who attacks by default, the fields it waits for, each hex's sum with its marks, the Italian
// artillery supports and their PA, and the messages for input it refuses. The CRT cells are
// synthetic.
import { describe, expect, it } from 'vitest';
import type { Step } from '@/engine/types';
import {
  attackerNow,
  emptyCombat,
  emptyUnit,
  hexStrength,
  missingCp,
  planCombat,
  sideStrength,
  type CombatInput,
  type CombatUnitInput,
} from '@/games/armir/combat';
import { phaseIds } from '@/games/armir/sequence';
import { ctxWith, setUp, syntheticCrt } from './helpers';

const u = (cp: number, o: Partial<CombatUnitInput> = {}): CombatUnitInput => ({ ...emptyUnit(), cp, ...o });
const lines = (d: Step[]) => d.map((s) => [s.rule, s.key.replace('armir.combat.', ''), s.params ?? null, s.tone ?? null]);
const ctx = (settings = {}) => ctxWith(syntheticCrt({ '1': '2/-', '2': '1/1', '3': '-/1', '4': '1/2', '5': '-/2', '6': '1/3' }), settings);
const err = (key: string, params?: Record<string, unknown>) => (params ? { key: `armir.combat.${key}`, params } : { key: `armir.combat.${key}` });

describe('3, 12: the calculator opens on the side whose phase it is', () => {
  it('the Axis attacks in its phases (axis-motorized, axis-combat), the Soviet in the others (soviet-combat, initiative)', () => {
    const s = setUp();
    const at = (phase: string) => attackerNow({ ...s, stage: 'play', initiative: 'axis', phaseIndex: phaseIds('axis').indexOf(phase as never) });
    expect(at('axis-motorized')).toBe('axis');
    expect(at('axis-combat')).toBe('axis');
    expect(at('soviet-combat')).toBe('soviet');
    expect(at('initiative')).toBe('soviet');
  });

  it('a fresh calculator: the Soviet attacks, one attacking hex and the defending hex, each with one unit whose CP is awaited', () => {
    const fresh = emptyCombat();
    expect(fresh).toEqual({
      mode: 'combat',
      attacker: 'soviet',
      attackers: [{ dsg: false, units: [{ cp: null, kind: 'combat', oos: false, tracked: false, motorized: false, german: false, heavy: false }] }],
      defender: { dsg: false, units: [{ cp: null, kind: 'combat', oos: false, tracked: false, motorized: false, german: false, heavy: false }] },
      attackSupports: [],
      defenceSupports: [],
      riverAll: false,
      acrossDon: false,
      strongholdHex: false,
      strongholdAll: false,
      city: false,
      strongholdCorps: undefined,
    });
    expect(emptyCombat('axis').attacker).toBe('axis');
  });
});

describe('12.1: the calculator waits for every CP, and names each field it waits for', () => {
  it('"CP of unit 2, attacking hex Don bend", "CP of unit 1, attacking hex 2", "CP of unit 3, defending hex"', () => {
    const input: CombatInput = {
      ...emptyCombat('soviet'),
      attackers: [
        { label: 'Don bend', dsg: false, units: [u(4), { ...emptyUnit() }] },
        { dsg: false, units: [{ ...emptyUnit() }] },
      ],
      defender: { dsg: false, units: [u(2), u(1), { ...emptyUnit() }] },
    };
    const field = (n: number, hex: unknown) => ({ key: 'engine.input.waitingFor', params: { field: { key: 'armir.combat.cpField', params: { n, hex } } } });
    expect(missingCp(input)).toEqual([
      field(2, { key: 'armir.combat.cpAttackHex', params: { n: 1, label: 'Don bend' } }),
      field(1, { key: 'armir.combat.cpAttackHex', params: { n: 2, label: '2' } }),
      field(3, { key: 'armir.combat.cpDefenceHex' }),
    ]);
    const plan = planCombat(input, { turn: 2, pa: 0 }, ctx());
    expect(plan.errors).toEqual(missingCp(input));
    expect(plan.derivation).toEqual([]);
    expect(plan.column).toBe('');
  });

  it("a fresh calculator waits for the attacker's and the defender's first unit", () => {
    expect(missingCp(emptyCombat())).toHaveLength(2);
  });
});

describe("1.4, 8.3, 11.2, 11.2.2: each hex's sum shows why a unit is halved", () => {
  it('a DSG hex in defence: "3÷2 [DSG]" even for an OOS unit (OOS halves attack only, 8.3)', () => {
    const hs = hexStrength({ dsg: true, units: [u(3, { oos: true }), u(2)] }, 'defence');
    expect(hs).toEqual({ halfPoints: 5, parts: '3÷2 [DSG] + 2÷2 [DSG]' });
  });

  it('an OOS unit attacking from a DSG hex is halved once, and both marks are shown: "5÷2 [OOS+DSG]"', () => {
    expect(hexStrength({ dsg: true, units: [u(5, { oos: true })] }, 'attack')).toEqual({ halfPoints: 5, parts: '5÷2 [OOS+DSG]' });
  });

  it('an empty hex sums to "0"', () => {
    expect(hexStrength({ dsg: false, units: [] }, 'defence')).toEqual({ halfPoints: 0, parts: '0' });
  });

  it('A6 "per side" reading: 3.5 + 3.5 is rounded once for the side, 7 (per hex it would be 4 + 4 = 8)', () => {
    const input: CombatInput = {
      ...emptyCombat('soviet'),
      attackers: [
        { dsg: false, units: [u(7, { oos: true })] },
        { dsg: false, units: [u(7, { oos: true })] },
      ],
      defender: { dsg: false, units: [u(2)] },
    };
    const side = planCombat(input, { turn: 2, pa: 0 }, ctx({ roundingScope: 'side' }));
    expect(lines(side.derivation).slice(0, 4)).toEqual([
      ['1.4', 'hexAttack', { n: 1, label: '1', parts: '7÷2 [OOS]', exact: 3.5, value: 3.5 }, null],
      ['1.4', 'hexAttack', { n: 2, label: '2', parts: '7÷2 [OOS]', exact: 3.5, value: 3.5 }, null],
      ['1.4', 'sideRounded', { exact: 7, value: 7 }, null],
      ['12.1', 'attackTotal', { value: 7 }, 'info'],
    ]);
    expect(side.attackTotal).toBe(7);
    expect(planCombat(input, { turn: 2, pa: 0 }, ctx()).attackTotal).toBe(8);
  });
});

describe('10.1.2, 10.1.4, 11.2, 18.4.1: the Italian artillery supports', () => {
  const axis = (supports: { value: number; dsg: boolean }[], o: Partial<CombatInput> = {}): CombatInput => ({
    ...emptyCombat('axis'),
    attackers: [{ dsg: false, units: [u(4)] }],
    defender: { dsg: false, units: [u(2)] },
    attackSupports: supports,
    ...o,
  });

  it('10.1.2: after turn 1 a support of 3 adds 3 and costs 1 PA; a support of 1 is valid; with 1 PA left it is allowed', () => {
    const plan = planCombat(
      axis([
        { value: 3, dsg: false },
        { value: 1, dsg: false },
      ]),
      { turn: 2, pa: 2 },
      ctx(),
    );
    expect(plan.errors).toEqual([]);
    expect(lines(plan.derivation).slice(1, 5)).toEqual([
      ['10.1.2', 'support', { value: 3, used: 3 }, null],
      ['10.1.2', 'support', { value: 1, used: 1 }, null],
      ['10.1.4', 'supportPa', { n: 2 }, null],
      ['12.1', 'attackTotal', { value: 8 }, 'info'],
    ]);
    expect(planCombat(axis([{ value: 3, dsg: false }]), { turn: 2, pa: 1 }, ctx()).errors).toEqual([]);
  });

  it('10.1.4: at 0 PA the support is refused, "0 PA, 1 needed"', () => {
    expect(planCombat(axis([{ value: 3, dsg: false }]), { turn: 2, pa: 0 }, ctx()).errors).toEqual([err('err.noPa', { pa: 0, need: 1 })]);
  });

  it('10.1.2: a support of 0 or 2.5 is refused and costs no PA; a DSG artillery (11.2) neither', () => {
    for (const value of [0, 2.5]) {
      const plan = planCombat(axis([{ value, dsg: false }]), { turn: 2, pa: 3 }, ctx());
      expect(plan.errors).toEqual([err('err.supportValue')]);
      expect(plan.paSpent).toBe(0);
      expect(lines(plan.derivation).map((l) => l[1])).not.toContain('supportPa');
    }
    const dsg = planCombat(axis([{ value: 3, dsg: true }]), { turn: 2, pa: 3 }, ctx());
    expect(dsg.errors).toEqual([err('err.supportDsg')]);
    expect(lines(dsg.derivation).map((l) => l[1])).not.toContain('supportPa');
  });

  it('10.1: only the Italian artillery supports: a Soviet support is refused', () => {
    const soviet = planCombat({ ...axis([{ value: 2, dsg: false }]), attacker: 'soviet' }, { turn: 2, pa: 3 }, ctx());
    expect(soviet.errors).toEqual([err('err.supportSoviet')]);
  });

  it('10.1.2: a support counted for the Axis side (in a combat) raises the total with no refusal', () => {
    const s = sideStrength([{ dsg: false, units: [u(4)] }], [{ value: 2, dsg: false }], 'defence', 'axis', 3, 1);
    expect(s.errors).toEqual([]);
    expect(s.total).toBe(6);
    expect(s.paSpent).toBe(1);
  });
});

describe('12.1: a negative CP is refused with one message', () => {
  it('two units at −1 CP: "CP must be a whole number, 0 or more", once', () => {
    const input: CombatInput = { ...emptyCombat('soviet'), attackers: [{ dsg: false, units: [u(-1), u(-2)] }], defender: { dsg: false, units: [u(2)] } };
    expect(planCombat(input, { turn: 2, pa: 0 }, ctx()).errors.filter((e) => e.key === 'armir.combat.err.cp')).toEqual([err('err.cp')]);
  });
});
