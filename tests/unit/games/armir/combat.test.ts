import { describe, expect, it } from 'vitest';
import { fText, sumF, ONE, eqF } from '@/engine';
import { emptyCombat, emptyUnit, evaluateCombat, hexStrength, planCombat, type CombatInput, type CombatUnitInput } from '@/games/armir/combat';
import { ctxWith, physical, syntheticCrt } from './helpers';
import { answer, firstRoll, options, choiceIds, cellAsked } from '../../support/answers';

const u = (cp: number, extra: Partial<CombatUnitInput> = {}): CombatUnitInput => ({ ...emptyUnit(), cp, ...extra });
const game = { turn: 2, pa: 10 };

function attack(att: number[], def: number[], more: Partial<CombatInput> = {}): CombatInput {
  return {
    ...emptyCombat('soviet'),
    attackers: [{ dsg: false, units: att.map((cp) => u(cp)) }],
    defender: { dsg: false, units: def.map((cp) => u(cp)) },
    ...more,
  };
}

const keys = (d: { key: string }[]) => d.map((s) => s.key);

describe('ARMIR combat calculator (12, 14, 10.1, 11.2, 8.3)', () => {
  it('12.1: 39 against 4 in a stronghold is 9.75, above 7:1, resolved on 7:1, then one column left: 6:1', () => {
    const input = attack([10, 10, 10, 9], [4], { strongholdHex: true, strongholdAll: true });
    const plan = planCombat(input, game, ctxWith());
    expect(plan.errors).toEqual([]);
    expect(plan.attackTotal).toBe(39);
    expect(plan.defenceTotal).toBe(4);
    const ratio = plan.derivation.find((s) => s.key === 'armir.combat.ratio');
    expect(ratio?.params).toMatchObject({ a: 39, d: 4, ratio: 9.75 });
    expect(keys(plan.derivation)).toContain('armir.combat.aboveLast');
    expect(plan.derivation.find((s) => s.key === 'armir.combat.shifted')?.params).toMatchObject({ from: '7:1', to: '6:1' });
    expect(plan.column).toBe('6:1');
    // never prints the book's "8:1" (A1)
    expect(JSON.stringify(plan.derivation)).not.toContain('8:1');
  });

  it('14.3: 6:1, die 4, 1/3 (pre-filled from the example): the Italian loses 1 step, ignores the 2nd, retreats for the 3rd; the Soviet loses 2', () => {
    const input = attack([10, 10, 10, 9], [4], { strongholdHex: true, strongholdAll: true });
    const ev = evaluateCombat(input, game, ctxWith());
    const first = answer(ev, physical(4));
    // the cell comes from the 14.3 example: no need to type it
    expect(cellAsked(first)).toBeUndefined();
    expect(first.derivation.find((s) => s.key === 'armir.combat.cellPrefilled')?.rule).toBe('14.3');
    expect(choiceIds(first)).toEqual(['stay', 'retreat']);
    const r = answer(ev, physical(4), { choices: { retreat: 'retreat' } });
    const p = r.events[0].payload as { attackerLoss: number; defenderLoss: number; retreat: boolean };
    expect(p).toMatchObject({ attackerLoss: 2, defenderLoss: 1, retreat: true });
    const stay = answer(ev, physical(4), { choices: { retreat: 'stay' } }).events[0].payload as { defenderLoss: number; retreat: boolean };
    expect(stay).toMatchObject({ defenderLoss: 2, retreat: false });
    expect(keys(r.derivation)).toContain('armir.combat.advance'); // 12.4
  });

  it('12.3: a 3-step unit hit by -/2 may retreat one hex and lose 1 step, or lose 2 and stay; never retreat 2 hexes', () => {
    const ctx = ctxWith(syntheticCrt({ '3': '-/2' }));
    const ev = evaluateCombat(attack([12], [4]), game, ctx);
    const r = answer(ev, physical(3));
    expect(choiceIds(r)).toEqual(['stay', 'retreat']);
    expect(options(r)?.[0].label.params).toMatchObject({ steps: 2 });
    expect(options(r)?.[1].label.params).toMatchObject({ steps: 1 });
    expect(r.events).toEqual([]);
    const ret = answer(ev, physical(3), { choices: { retreat: 'retreat' } }).events[0].payload;
    expect(ret).toMatchObject({ attackerLoss: 0, defenderLoss: 1, retreat: true });
  });

  it('12.1 ratio rounding for the defender and the clamps (R1-R5)', () => {
    const col = (a: number, d: number) => planCombat(attack([a], [d]), game, ctxWith()).column;
    expect(col(11, 4)).toBe('2:1');
    expect(col(7, 4)).toBe('1:1');
    expect(col(3, 5)).toBe('1:2');
    expect(col(2, 5)).toBe('1:2');
    expect(col(30, 2)).toBe('7:1');
  });

  it('14.2, 14.3, 14.4: shifts are cumulative and applied after the 7:1 cap (R6-R9)', () => {
    const col = (more: Partial<CombatInput>, a = 30, d = 2) => planCombat(attack([a], [d], more), game, ctxWith()).column;
    expect(col({ city: true })).toBe('6:1');
    expect(col({ city: true, riverAll: true })).toBe('5:1');
    expect(col({ city: true, riverAll: true, strongholdHex: true, strongholdAll: true })).toBe('4:1');
    const low = planCombat(attack([4], [8], { city: true }), game, ctxWith());
    expect(low.column).toBe('1:2'); // A2: stays on 1:2
    expect(keys(low.derivation)).toContain('armir.combat.clampLow');
  });

  it('14.2.1: the Axis may not attack across the Don; a Soviet attack across it has no shift (R10, R11)', () => {
    const axis = planCombat({ ...attack([8], [4], { acrossDon: true }), attacker: 'axis' }, game, ctxWith());
    expect(axis.errors.map((e) => e.key)).toContain('armir.combat.err.don');
    const sov = planCombat(attack([8], [4], { acrossDon: true }), game, ctxWith());
    expect(sov.errors).toEqual([]);
    expect(sov.column).toBe('2:1');
  });

  it('12: Soviet units of different armies may not attack together (R12)', () => {
    const input = attack([5, 5], [3]);
    input.attackers[0].units[0].army = '6';
    input.attackers[0].units[1].army = '1G';
    expect(planCombat(input, game, ctxWith()).errors.map((e) => e.key)).toContain('armir.combat.err.armies');
  });

  it('1.4, 8.3, 11.2.2: per-hex sums then round up; OOS halves attack only; halved once (H1-H6)', () => {
    const ctx = ctxWith();
    expect(Math.ceil(hexStrength({ dsg: false, units: [u(3, { oos: true }), u(4, { oos: true })] }, 'attack').halfPoints / 2)).toBe(4);
    const two = planCombat(
      {
        ...attack([], [5]),
        attackers: [
          { dsg: false, units: [u(3, { oos: true })] },
          { dsg: false, units: [u(3, { oos: true })] },
        ],
      },
      game,
      ctx,
    );
    expect(two.attackTotal).toBe(4);
    const whole = planCombat(
      {
        ...attack([], [5]),
        attackers: [
          { dsg: false, units: [u(3, { oos: true })] },
          { dsg: false, units: [u(3, { oos: true })] },
        ],
      },
      game,
      ctxWith({}, { roundingScope: 'side' }),
    );
    expect(whole.attackTotal).toBe(3); // A6 alternative
    const h = (hex: { dsg: boolean; units: CombatUnitInput[] }, role: 'attack' | 'defence') => Math.ceil(hexStrength(hex, role, ctx).halfPoints / 2);
    expect(h({ dsg: true, units: [u(6, { oos: true })] }, 'attack')).toBe(3);
    expect(h({ dsg: false, units: [u(6, { oos: true })] }, 'defence')).toBe(6);
    expect(h({ dsg: true, units: [u(6)] }, 'defence')).toBe(3);
    expect(h({ dsg: true, units: [u(6, { oos: true })] }, 'defence')).toBe(3);
    expect(Math.ceil(hexStrength({ dsg: true, units: [u(6, { oos: true })] }, 'defence', { settings: { oosDsgDefence: 'full' } }).halfPoints / 2)).toBe(6);
  });

  it('10.1.5, 10.1.2, 18.4.1: unused artillery defends at 1; support adds its value (halved on turn 1) and costs 1 PA (H7-H9)', () => {
    const art = u(0, { kind: 'artillery' });
    const h7 = planCombat({ ...attack([10], []), defender: { dsg: true, units: [u(5), art] } }, game, ctxWith());
    expect(h7.defenceTotal).toBe(3);
    const h8 = planCombat({ ...attack([10], [5]), defenceSupports: [{ value: 3, dsg: false }] }, game, ctxWith());
    expect(h8.defenceTotal).toBe(8);
    expect(h8.paSpent).toBe(1);
    const h9 = planCombat({ ...attack([10], [5]), defenceSupports: [{ value: 3, dsg: false }] }, { turn: 1, pa: 16 }, ctxWith());
    expect(h9.defenceTotal).toBe(7);
    const attackArt = planCombat({ ...attack([], [5]), attackers: [{ dsg: false, units: [u(6), art] }] }, game, ctxWith());
    expect(attackArt.attackTotal).toBe(6);
  });

  it('10.1.4, 11.2: support refused at 0 PA and from disrupted artillery (H10, H11)', () => {
    const noPa = planCombat({ ...attack([10], [5]), defenceSupports: [{ value: 3, dsg: false }] }, { turn: 2, pa: 0 }, ctxWith());
    expect(noPa.errors.map((e) => e.key)).toContain('armir.combat.err.noPa');
    const dsg = planCombat({ ...attack([10], [5]), defenceSupports: [{ value: 3, dsg: true }] }, game, ctxWith());
    expect(dsg.errors.map((e) => e.key)).toContain('armir.combat.err.supportDsg');
  });

  it('14.3: stronghold results S1-S4 (second loss ignored, the Soviet always one step more)', () => {
    const sh = { strongholdHex: true, strongholdAll: true };
    const run = (cell: string, more: Partial<CombatInput> = sh) => {
      const ev = evaluateCombat(attack([20], [4], more), game, ctxWith(syntheticCrt({ '2': cell })));
      return answer(ev, physical(2), { choices: { retreat: 'stay' } }).events[0].payload as { attackerLoss: number; defenderLoss: number };
    };
    expect(run('2/1')).toMatchObject({ attackerLoss: 3, defenderLoss: 1 });
    expect(run('-/2')).toMatchObject({ attackerLoss: 1, defenderLoss: 1 });
    expect(run('-/1')).toMatchObject({ attackerLoss: 1, defenderLoss: 1 });
    // S4: one attacker through a normal hexside: nothing of 14.3
    expect(run('-/2', { strongholdHex: true, strongholdAll: false })).toMatchObject({ attackerLoss: 0, defenderLoss: 2 });
  });

  it('12.3.2: an Axis stack in the open attacked by a Soviet tracked unit must retreat (M1-M5)', () => {
    const tracked = (cell: string, more: Partial<CombatInput> = {}, heavy = false) => {
      const input = attack([12], [4], more);
      input.attackers[0].units[0].tracked = true;
      input.defender.units[0].heavy = heavy;
      const ev = evaluateCombat(input, game, ctxWith(syntheticCrt({ '5': cell })));
      return answer(ev, physical(5));
    };
    expect(tracked('-/1').events[0].payload).toMatchObject({ defenderLoss: 0, retreat: true });
    expect(tracked('-/2').events[0].payload).toMatchObject({ defenderLoss: 1, retreat: true });
    expect(options(tracked('-/1', {}, true))).toBeDefined(); // M3: heavy unit, optional
    expect(options(tracked('-/1', { city: true }))).toBeDefined(); // M4: city, optional
    const m5 = tracked('-/-');
    expect(m5.events[0].payload).toMatchObject({ defenderLoss: 0, retreat: false });
  });

  it('12.2.2: with an Axis heavy unit in the combat, the Axis picks the first Soviet loss (L1)', () => {
    const input = attack([12], [4]);
    input.defender.units[0].heavy = true;
    const r = answer(evaluateCombat(input, game, ctxWith(syntheticCrt({ '1': '1/-' }))), physical(1));
    expect(keys(r.derivation)).toContain('armir.combat.heavyFirstLoss');
  });

  it('12.1.1: +1 when the Axis attacks with a German tracked unit; a 7 reads row 6 unless the CRT prints a 7 (D1)', () => {
    const input: CombatInput = { ...attack([12], [4]), attacker: 'axis' };
    input.attackers[0].units[0] = u(12, { german: true, tracked: true });
    const plan = planCombat(input, game, ctxWith());
    expect(plan.drm).toBe(1);
    const cells = { ...syntheticCrt({ '6': '-/3' }), '3:1|7': '-/4' };
    const r = answer(evaluateCombat(input, game, ctxWith(cells)), physical(6), { choices: { retreat: 'stay' } });
    expect(r.events[0].payload).toMatchObject({ total: 7, defenderLoss: 3 });
    const r7 = answer(evaluateCombat(input, game, ctxWith(cells, { crtRow7: true })), physical(6), { choices: { retreat: 'stay' } });
    expect(r7.events[0].payload).toMatchObject({ defenderLoss: 4 });
  });

  it('exact odds from the entered chart sum to exactly 1; each row not typed yet keeps its own chance', () => {
    const ev = evaluateCombat(attack([12], [4]), game, ctxWith({ '3:1|1': '1/-', '3:1|2': '1/-', '3:1|6': '-/2' }));
    const odds = firstRoll(ev)?.odds ?? [];
    expect(eqF(sumF(odds.map((o) => o.p)), ONE)).toBe(true);
    expect(odds.find((o) => o.id === 'cell:1/-')?.p && fText(odds.find((o) => o.id === 'cell:1/-')!.p)).toBe('1/3');
    expect(odds.filter((o) => o.id.startsWith('row:')).map((o) => [o.id, fText(o.p)])).toEqual([
      ['row:3', '1/6'],
      ['row:4', '1/6'],
      ['row:5', '1/6'],
    ]);
  });

  it('before any chart is typed, the odds are the chance of each CRT row, and the rolled row is highlighted', () => {
    const ev = evaluateCombat(attack([12], [4]), game, ctxWith());
    expect(firstRoll(ev)?.odds.map((o) => [o.id, fText(o.p)])).toEqual([1, 2, 3, 4, 5, 6].map((r) => [`row:${r}`, '1/6']));
    const r = answer(ev, physical(5), { cells: ['-/1'], choices: { retreat: 'stay' } });
    expect(firstRoll(ev)?.outcomeOf([5])).toBe('row:5');
    expect(r.events).toHaveLength(1);
  });

  it('an unfilled cell is asked for, checked, and then applied', () => {
    const ev = evaluateCombat(attack([12], [4]), game, ctxWith());
    const r = answer(ev, physical(2));
    expect(cellAsked(r)).toMatchObject({ column: '3:1', row: '2' });
    expect(r.events).toEqual([]);
    const bad = answer(ev, physical(2), { cells: ['x'] });
    expect(cellAsked(bad)).toBeDefined();
    expect(answer(ev, physical(2), { cells: ['1/-'] }).events[0].payload).toMatchObject({ attackerLoss: 1, defenderLoss: 0 });
  });

  it('bad input is refused with a message: negative CP, no attackers, zero attack', () => {
    expect(planCombat(attack([-3], [4]), game, ctxWith()).errors.map((e) => e.key)).toContain('armir.combat.err.cp');
    expect(planCombat(attack([], [4]), game, ctxWith()).errors.map((e) => e.key)).toContain('armir.combat.err.noAttackers');
    expect(planCombat(attack([0], [4]), game, ctxWith()).errors.map((e) => e.key)).toContain('armir.combat.err.zeroAttack');
    expect(firstRoll(evaluateCombat(attack([0], [4]), game, ctxWith()))?.roll).toBeUndefined();
  });

  it('A44: a defence of 0 is resolved on 7:1 with the normal shifts', () => {
    const plan = planCombat({ ...attack([5], []), defender: { dsg: false, units: [u(0, { kind: 'hq' })] } }, game, ctxWith());
    expect(plan.column).toBe('7:1');
  });

  it('13: overrun needs one stack of motorized/tracked combat units with a tracked one, never into an Axis stronghold (O2-O4)', () => {
    const base = (units: CombatUnitInput[], more: Partial<CombatInput> = {}): CombatInput => ({
      ...attack([], [3], more),
      mode: 'overrun',
      attackers: [{ dsg: false, units }],
    });
    const ok = planCombat(base([u(4, { motorized: true }), u(5, { tracked: true })]), game, ctxWith());
    expect(ok.errors).toEqual([]);
    expect(planCombat(base([u(4, { motorized: true })]), game, ctxWith()).errors.map((e) => e.key)).toContain('armir.combat.err.overrunTracked');
    expect(planCombat(base([u(4), u(5, { tracked: true })]), game, ctxWith()).errors.map((e) => e.key)).toContain('armir.combat.err.overrunMotorized');
    expect(planCombat(base([u(5, { tracked: true })], { strongholdHex: true }), game, ctxWith()).errors.map((e) => e.key)).toContain(
      'armir.combat.err.overrunStronghold',
    );
    expect(
      planCombat({ ...base([u(5, { tracked: true })]), attackSupports: [{ value: 2, dsg: false }], attacker: 'axis' }, game, ctxWith()).errors.map(
        (e) => e.key,
      ),
    ).toContain('armir.combat.err.supportOverrun');
  });
});
