// Objective 3, "Destroy the ARMIR" (17.1.1): the steps an Italian corps loses in combat are
// counted for it when its units are tagged in the calculator; strongholds entered (5.5, 15.1).
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '@/engine/types';
import { armir } from '@/games/armir';
import { axisBuckets, emptyCombat, emptyUnit, evaluateCombat, lossSplits, type CombatInput, type CombatUnitInput } from '@/games/armir/combat';
import { corpsDestroyed, type CorpsId } from '@/games/armir/state';
import { apply, ctxWith, physical, setUp, syntheticCrt } from './helpers';
import { answer, options, choiceIds } from '../../support/answers';

const u = (cp: number, extra: Partial<CombatUnitInput> = {}): CombatUnitInput => ({ ...emptyUnit(), cp, ...extra });
const game = { turn: 2, pa: 10 };
type CombatPayload = { attackerLoss: number; defenderLoss: number; retreat: boolean; corpsLosses?: Partial<Record<CorpsId, number>> };
const payload = (e: GameEvent[]) => e[0].payload as CombatPayload;

function strongholdAttack(def: CombatUnitInput[], more: Partial<CombatInput> = {}): CombatInput {
  return {
    ...emptyCombat('soviet'),
    attackers: [{ dsg: false, units: [u(10), u(10), u(10), u(9)] }],
    defender: { dsg: false, units: def },
    strongholdHex: true,
    strongholdAll: true,
    ...more,
  };
}

describe('ARMIR objective 3: corps losses from combat (17.1.1)', () => {
  it('14.3 + 17.1.1: the Alpine regiment retreats and loses 1 step, counted for the CA; staying costs the CA 2', () => {
    const ev = evaluateCombat(strongholdAttack([u(4, { corps: 'CA' })]), game, ctxWith());
    const retreat = answer(ev, physical(4), { choices: { retreat: 'retreat' } });
    expect(payload(retreat.events)).toMatchObject({ defenderLoss: 1, retreat: true, corpsLosses: { CA: 1 } });
    expect(retreat.derivation.find((s) => s.key === 'armir.combat.corpsLoss')).toMatchObject({ params: { corps: 'CA', n: 1 }, rule: '17.1.1' });
    const stay = answer(ev, physical(4), { choices: { retreat: 'stay' } });
    expect(payload(stay.events).corpsLosses).toEqual({ CA: 2 });
  });

  it('17.1.1: applying the result adds the steps to the corps, and a corps past half its steps is destroyed', () => {
    const ctx = ctxWith();
    let s = apply(
      setUp(ctx),
      [{ type: 'armir/corps', payload: { corps: 'CA', total: 3 } }, { type: 'core/next-phase' }, { type: 'core/next-phase' }, { type: 'core/next-phase' }],
      ctx,
    );
    const ev = evaluateCombat(strongholdAttack([u(4, { corps: 'CA' })]), s, ctx);
    const before = s;
    s = apply(s, answer(ev, physical(4), { choices: { retreat: 'stay' } }).events, ctx);
    expect(s.corps.CA.lost).toBe(2);
    expect(corpsDestroyed(s.corps.CA)).toBe(true);
    // reduce never mutates: the state before the combat is untouched
    expect(before.corps.CA.lost).toBe(0);
    // the journal says which corps lost the steps
    const j = armir.describe({ ...answer(ev, physical(4), { choices: { retreat: 'stay' } }).events[0], at: 0 }, before);
    expect(j.text.key).toBe('armir.journal.combatCorps');
    expect(j.text.params?.corps).toBe('CA 2');
    expect(j.rules).toContain('17.1.1');
  });

  it('17.1.1: units of two corps in the hex: after the 12.3 retreat choice the players say which corps lost the step', () => {
    const ctx = ctxWith(syntheticCrt({ '3': '-/2' }));
    const ev = evaluateCombat(strongholdAttack([u(3, { corps: 'CA' }), u(3, { corps: 'II' })], { strongholdHex: false, strongholdAll: false }), game, ctx);
    const first = answer(ev, physical(3));
    expect(choiceIds(first)).toEqual(['stay', 'retreat']);
    const second = answer(ev, physical(3), { choices: { retreat: 'retreat' } });
    expect(second.events).toEqual([]);
    expect(choiceIds(second)).toEqual(['CA=1,II=0', 'CA=0,II=1']);
    expect(options(second)?.[0]).toMatchObject({ label: { params: { list: 'CA 1' } }, rule: '17.1.1' });
    const done = answer(ev, physical(3), { choices: { retreat: 'retreat', corps: 'CA=0,II=1' } });
    expect(payload(done.events)).toMatchObject({ defenderLoss: 1, retreat: true, corpsLosses: { II: 1 } });
    // staying: two steps shared three ways
    const stay = answer(ev, physical(3), { choices: { retreat: 'stay' } });
    expect(options(stay)?.length).toBe(3);
    // a forged split that does not add up is asked again, nothing applied
    const bad = answer(ev, physical(3), { choices: { retreat: 'stay', corps: 'CA=5,II=0' } });
    expect(bad.events).toEqual([]);
    expect(options(bad)?.length).toBe(3);
  });

  it('17.1.1: a German unit of no corps may take the loss, and then no corps counts it', () => {
    const ctx = ctxWith(syntheticCrt({ '3': '-/1' }));
    const ev = evaluateCombat(strongholdAttack([u(3, { corps: 'XXXV' }), u(5, { german: true })], { strongholdHex: false, strongholdAll: false }), game, ctx);
    const r = answer(ev, physical(3), { choices: { retreat: 'stay' } });
    expect(choiceIds(r)).toEqual(['XXXV=1,none=0', 'XXXV=0,none=1']);
    const none = answer(ev, physical(3), { choices: { retreat: 'stay', corps: 'XXXV=0,none=1' } });
    expect(payload(none.events).corpsLosses).toBeUndefined();
    expect(payload(none.events).defenderLoss).toBe(1);
  });

  it("17.1.1: an Axis attack counts the attacker's losses for its corps", () => {
    const ctx = ctxWith(syntheticCrt({ '2': '2/-' }));
    const input: CombatInput = {
      ...emptyCombat('axis'),
      attackers: [{ dsg: false, units: [u(6, { corps: 'XXIX' })] }],
      defender: { dsg: false, units: [u(2)] },
    };
    const r = answer(evaluateCombat(input, game, ctx), physical(2));
    expect(payload(r.events)).toMatchObject({ attackerLoss: 2, corpsLosses: { XXIX: 2 } });
  });

  it('without corps tags nothing changes: no extra question, no corps losses (hand tapping stays for corrections)', () => {
    const ev = evaluateCombat(strongholdAttack([u(4)]), game, ctxWith());
    const r = answer(ev, physical(4), { choices: { retreat: 'retreat' } });
    expect(options(r)).toBeUndefined();
    expect(payload(r.events).corpsLosses).toBeUndefined();
    expect(axisBuckets([u(1), u(2)])).toEqual([]);
  });

  it('lossSplits lists every share once', () => {
    expect(lossSplits(2, ['CA', 'II'])).toEqual([
      { CA: 2, II: 0 },
      { CA: 1, II: 1 },
      { CA: 0, II: 2 },
    ]);
    expect(lossSplits(3, ['CA', 'II', 'none']).length).toBe(10);
  });

  it('5.5, 15.1: a stronghold of the CA left by the defender reminds that Soviets entering it arm the XXIV Pz.Korps', () => {
    const ev = evaluateCombat(strongholdAttack([u(4, { corps: 'CA' })], { strongholdCorps: 'CA' }), game, ctxWith());
    const r = answer(ev, physical(4), { choices: { retreat: 'retreat' } });
    expect(r.derivation.find((s) => s.key === 'armir.combat.strongholdEnterXxiv')).toMatchObject({ params: { corps: 'CA' }, rule: '15.1' });
    const x = answer(evaluateCombat(strongholdAttack([u(4, { corps: 'XXXV' })], { strongholdCorps: 'XXXV' }), game, ctxWith()), physical(4), {
      choices: { retreat: 'retreat' },
    });
    expect(x.derivation.find((s) => s.key === 'armir.combat.strongholdEnter')?.rule).toBe('5.5');
  });
});
