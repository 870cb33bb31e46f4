// 12.2, 12.3, 12.4, 13.2, 14.3, 12.2.2, 5.5, 15.1, 17.1.1: what a combat's roll gives, line by
// line: a cell that is not a result, the 14.3 net losses said aloud, the questions asked (and when
// none is), the advance, the overrun's end, the stronghold taken. The CRT cells are synthetic.
import { describe, expect, it } from 'vitest';
import { noAnswers } from '@/engine';
import type { Step } from '@/engine/types';
import { emptyCombat, emptyUnit, evaluateCombat, strongholdEntry, type CombatInput, type CombatMoment, type CombatUnitInput } from '@/games/armir/combat';
import { ctxWith, physical, syntheticCrt } from './helpers';
import { answer, options } from '../../support/answers';

const u = (cp: number, o: Partial<CombatUnitInput> = {}): CombatUnitInput => ({ ...emptyUnit(), cp, ...o });
const lines = (d: Step[]) => d.map((s) => [s.rule, s.key.replace('armir.combat.', ''), s.params ?? null, s.tone ?? null]);
const keys = (d: Step[]) => d.map((s) => s.key.replace('armir.combat.', ''));
const ROWS = { '1': '2/-', '2': '1/1', '3': '-/1', '4': '1/2', '5': '-/2', '6': '1/3' };
const ctx = (settings = {}) => ctxWith(syntheticCrt(ROWS), settings);
const msg = (key: string, params?: Record<string, unknown>) => (params ? { key: `armir.combat.${key}`, params } : { key: `armir.combat.${key}` });
const T2: CombatMoment = { turn: 2, pa: 0 };
const combat = (attacker: 'axis' | 'soviet', att: CombatUnitInput[], def: CombatUnitInput[], o: Partial<CombatInput> = {}): CombatInput => ({
  ...emptyCombat(attacker),
  attackers: [{ dsg: false, units: att }],
  defender: { dsg: false, units: def },
  ...o,
});

describe('12.1, 12.2: before the roll, and a cell that is not a result', () => {
  it('nothing rolled yet: the die is asked for, nothing happens', () => {
    const r = evaluateCombat(combat('soviet', [u(8)], [u(4)]), T2, ctx()).resolve(noAnswers());
    expect(r).toMatchObject({ derivation: [], events: [], next: { kind: 'roll', id: 'roll' } });
  });

  it('12.2: a cell typed as "zz" is refused ("zz" is not a result), the cell is asked again and nothing happens', () => {
    const c = ctxWith({ ...syntheticCrt(ROWS), '2:1|3': 'zz' });
    const r = answer(evaluateCombat(combat('soviet', [u(8)], [u(4)]), T2, c), physical(3));
    expect(lines(r.derivation).at(-1)).toEqual(['12.2', 'badCell', { cell: 'zz' }, 'error']);
    expect(r.events).toEqual([]);
    expect(r.next).toBeDefined();
  });
});

describe('14.3: the stronghold losses are said aloud', () => {
  const input = combat('soviet', [u(8)], [u(4, { heavy: true })], { strongholdAll: true, strongholdHex: true });

  it('1/2: the Axis ignores the second loss (2 → 1), the Soviet loses one more step (1 → 2)', () => {
    const r = answer(evaluateCombat(input, T2, ctx()), physical(4), { choices: { retreat: 'stay' } });
    expect(lines(r.derivation).slice(1, 4)).toEqual([
      ['12.2', 'cell', { col: '1:1', row: '4', cell: '1/2', rule: '' }, 'result'],
      ['14.3', 'strongholdIgnored', { from: 2, to: 1 }, null],
      ['14.3', 'strongholdExtra', { from: 1, to: 2 }, null],
    ]);
  });

  it("-/1: nothing to ignore, the Soviet still loses a step (0 → 1); under A39's other readings neither line", () => {
    const one = answer(evaluateCombat(input, T2, ctx()), physical(3), { choices: { retreat: 'stay' } });
    expect(keys(one.derivation).filter((x) => x.startsWith('stronghold'))).toEqual(['strongholdExtra']);
    const other = answer(evaluateCombat(input, T2, ctx({ strongholdIgnoreSecond: false, strongholdExtraAlways: false })), physical(4), {
      choices: { retreat: 'stay' },
    });
    expect(keys(other.derivation).filter((x) => x.startsWith('strongholdI'))).toEqual([]);
    expect(lines(other.derivation).filter((l) => l[1] === 'strongholdExtra')).toEqual([['14.3', 'strongholdExtra', { from: 1, to: 2 }, null]]);
    const none = answer(evaluateCombat(input, T2, ctx({ strongholdExtraAlways: false })), physical(3), { choices: { retreat: 'stay' } });
    expect(keys(none.derivation).filter((x) => x.startsWith('stronghold'))).toEqual([]);
  });

  it('outside a stronghold, neither line: 1/2 is 1/2', () => {
    const r = answer(evaluateCombat({ ...input, strongholdAll: false }, T2, ctx()), physical(4), { choices: { retreat: 'stay' } });
    expect(keys(r.derivation).filter((x) => x.startsWith('stronghold'))).toEqual([]);
    expect(r.events[0].payload).toMatchObject({ attackerLoss: 1, defenderLoss: 2 });
  });
});

describe('12.3, 17.1.1: the questions after the roll', () => {
  it('12.3: "the defender loses 3 steps: retreat one hex instead of one?"', () => {
    const r = answer(evaluateCombat(combat('soviet', [u(8)], [u(4, { heavy: true })]), T2, ctx()), physical(6));
    expect(r.next).toMatchObject({ id: 'retreat', prompt: msg('chooseRetreat', { steps: 3 }) });
  });

  it('17.1.1: "2 Axis steps lost: which corps?", every share, "CA 1, II 1" and "CA 1 and 1 of no corps"', () => {
    const input = combat('soviet', [u(8)], [u(2, { corps: 'CA', heavy: true }), u(2, { corps: 'II' }), u(2)]);
    const r = answer(evaluateCombat(input, T2, ctx()), physical(5), { choices: { retreat: 'stay' } });
    expect(r.next).toMatchObject({ id: 'corps', prompt: msg('chooseCorps', { n: 2 }) });
    expect(options(r)?.map((o) => [o.id, o.label])).toEqual([
      ['CA=2,II=0,none=0', msg('corpsSplit', { list: 'CA 2' })],
      ['CA=1,II=1,none=0', msg('corpsSplit', { list: 'CA 1, II 1' })],
      ['CA=1,II=0,none=1', msg('corpsSplitNone', { list: 'CA 1', n: 1 })],
      ['CA=0,II=2,none=0', msg('corpsSplit', { list: 'II 2' })],
      ['CA=0,II=1,none=1', msg('corpsSplitNone', { list: 'II 1', n: 1 })],
      ['CA=0,II=0,none=2', msg('corpsOnlyNone', { n: 2 })],
    ]);
  });

  it('17.1.1: no Axis step lost, no corps to choose', () => {
    const input = combat('soviet', [u(8)], [u(2, { corps: 'CA', heavy: true }), u(2, { corps: 'II' })]);
    const r = answer(evaluateCombat(input, T2, ctx()), physical(1));
    expect(r.next).toBeUndefined();
    expect(r.events[0].payload).toMatchObject({ attackerLoss: 2, defenderLoss: 0 });
    expect(r.events[0].payload).not.toHaveProperty('corpsLosses');
  });
});

describe('12.2.2, 12.4, 13.2: after the losses', () => {
  it('12.2.2: an Axis heavy unit attacks and only the Axis loses (2/-): no Soviet loss to choose, no advance (12.4)', () => {
    const r = answer(evaluateCombat(combat('axis', [u(8, { heavy: true })], [u(4)]), T2, ctx()), physical(1));
    expect(lines(r.derivation).slice(2)).toEqual([
      ['12.2', 'losses', { attacker: { key: 'armir.side.axis' }, a: 2, defender: { key: 'armir.side.soviet' }, d: 0 }, 'result'],
      ['12.2.1', 'allocation', null, null],
    ]);
  });

  it('13.2: an overrun on a heavy unit that stays and loses steps: only the map says whether the hex is empty', () => {
    const input = combat('soviet', [u(10, { tracked: true })], [u(2, { heavy: true })], { mode: 'overrun' });
    const r = answer(evaluateCombat(input, T2, ctx()), physical(4), { choices: { retreat: 'stay' } });
    expect(lines(r.derivation).at(-1)).toEqual(['13.2', 'overrunResult', null, null]);
  });

  it("the defending hex's label goes into the journal", () => {
    const input: CombatInput = {
      ...combat('soviet', [u(8)], [u(4, { heavy: true })]),
      defender: { label: 'Hill 220', dsg: false, units: [u(4, { heavy: true })] },
    };
    const r = answer(evaluateCombat(input, T2, ctx()), physical(1));
    expect(r.events[0].payload).toMatchObject({ defenderLabel: 'Hill 220' });
  });
});

describe('5.5, 15.1: a stronghold entered', () => {
  it('15.1: a stronghold of the II corps arms the XXIV Pz.Korps; 5.5: one of the XXXV is only lost; the players are asked', () => {
    const at = (corps: 'II' | 'XXXV') => {
      const input = combat('soviet', [u(8)], [u(4, { heavy: true })], { strongholdHex: true, strongholdCorps: corps });
      return answer(evaluateCombat(input, T2, ctx()), physical(3), { choices: { retreat: 'retreat' } });
    };
    expect(lines(at('II').derivation).filter((l) => String(l[1]).startsWith('strongholdEnter'))).toEqual([
      ['15.1', 'strongholdEnterXxiv', { corps: 'II' }, null],
    ]);
    const xxxv = at('XXXV');
    expect(lines(xxxv.derivation).filter((l) => String(l[1]).startsWith('strongholdEnter'))).toEqual([['5.5', 'strongholdEnter', { corps: 'XXXV' }, null]]);
    expect(xxxv.next).toMatchObject({ id: 'entered', prompt: msg('enteredAsk') });
  });

  it('5.5: only a Soviet attack on a named stronghold hex, left or hit, may take it', () => {
    const hex = { attacker: 'soviet' as const, strongholdHex: true, strongholdCorps: 'XXIX' as const };
    expect(strongholdEntry(hex, { retreat: true, defenderLoss: 0 })).toBe('XXIX');
    expect(strongholdEntry(hex, { retreat: false, defenderLoss: 1 })).toBe('XXIX');
    expect(strongholdEntry(hex, { retreat: false, defenderLoss: 0 })).toBeNull();
    expect(strongholdEntry({ ...hex, attacker: 'axis' }, { retreat: true, defenderLoss: 1 })).toBeNull();
    expect(strongholdEntry({ ...hex, strongholdHex: false }, { retreat: true, defenderLoss: 1 })).toBeNull();
    expect(strongholdEntry({ ...hex, strongholdCorps: undefined }, { retreat: true, defenderLoss: 1 })).toBeNull();
  });
});
