// The combat calculator waits for every CP field (numbers are null until valid), and the
// 5.5 follow-up of a stronghold attack is a question of the resolution, not of the screen.
import { describe, expect, it } from 'vitest';
import { emptyCombat, emptyUnit, evaluateCombat, planCombat, type CombatInput, type CombatUnitInput } from '@/games/armir/combat';
import { apply, ctxWith, physical, setUp } from './helpers';
import { answer, choiceIds, firstRoll } from '../../support/answers';

const u = (cp: number | null, extra: Partial<CombatUnitInput> = {}): CombatUnitInput => ({ ...emptyUnit(), cp, ...extra });
const game = { turn: 2, pa: 10 };

function strongholdAttack(more: Partial<CombatInput> = {}): CombatInput {
  return {
    ...emptyCombat('soviet'),
    attackers: [{ dsg: false, units: [u(10), u(10), u(10), u(9)] }],
    defender: { dsg: false, units: [u(4, { corps: 'CA' })] },
    strongholdHex: true,
    strongholdAll: true,
    strongholdCorps: 'CA',
    ...more,
  };
}

describe('ARMIR combat: numbers are null until valid', () => {
  it('a CP field reading "abc" (null) is refused: the calculator says which field it waits for, and shows no odds', () => {
    const input: CombatInput = {
      ...emptyCombat('soviet'),
      attackers: [{ dsg: false, label: 'Kalach', units: [u(12), u(null)] }],
      defender: { dsg: false, units: [u(4)] },
    };
    const ev = evaluateCombat(input, game, ctxWith());
    expect(ev.errors).toHaveLength(1);
    expect(ev.errors[0]).toMatchObject({ key: 'engine.input.waitingFor', params: { field: { key: 'armir.combat.cpField', params: { n: 2 } } } });
    expect(firstRoll(ev)).toBeUndefined();
    expect(ev.resolve({ rolls: { roll: physical(4) }, cells: {}, choices: {} }).events).toEqual([]);
    // never "0 CP": no strength, no ratio computed from it
    expect(ev.derivation.some((s) => s.key === 'armir.combat.ratio')).toBe(false);
    // the defender's field too
    const def = planCombat({ ...input, attackers: [{ dsg: false, units: [u(12)] }], defender: { dsg: false, units: [u(null)] } }, game, ctxWith());
    expect(def.errors[0].params?.field).toMatchObject({ params: { hex: { key: 'armir.combat.cpDefenceHex' } } });
    // once typed, the odds are back
    expect(firstRoll(evaluateCombat({ ...input, attackers: [{ dsg: false, units: [u(12), u(3)] }] }, game, ctxWith()))?.odds.length).toBe(6);
  });
});

describe('5.5, 15.1: Soviet units entering a stronghold after the combat', () => {
  it('5.5: the defender retreated out of the CA stronghold: "did Soviet units advance into it?" — yes loses the stronghold with the combat', () => {
    const ctx = ctxWith();
    const s = apply(setUp(ctx), [{ type: 'core/next-phase' }, { type: 'core/next-phase' }, { type: 'core/next-phase' }], ctx);
    const ev = evaluateCombat(strongholdAttack(), s, ctx);
    const asked = answer(ev, physical(4), { choices: { retreat: 'retreat' } });
    expect(asked.events).toEqual([]);
    expect(asked.next).toMatchObject({ kind: 'choice', id: 'entered', rule: '5.5' });
    expect(choiceIds(asked)).toEqual(['yes', 'no']);
    const yes = answer(ev, physical(4), { choices: { retreat: 'retreat', entered: 'yes' } });
    expect(yes.events.map((e) => e.type)).toEqual(['armir/combat', 'armir/stronghold-lost']);
    expect(yes.events[1].payload).toEqual({ corps: 'CA' });
    expect(apply(s, yes.events, ctx).corps.CA.strongholdLost).toBe(true);
    const no = answer(ev, physical(4), { choices: { retreat: 'retreat', entered: 'no' } });
    expect(no.events.map((e) => e.type)).toEqual(['armir/combat']);
  });

  it('5.5: nothing is asked when the stronghold is already lost, when the Axis attacks, or when no corps is named', () => {
    const ctx = ctxWith();
    // In the Soviets' combat phase (12), as the test above: out of it the calculator asks nothing at all.
    let s = apply(setUp(ctx), [{ type: 'core/next-phase' }, { type: 'core/next-phase' }, { type: 'core/next-phase' }], ctx);
    s = apply(s, [{ type: 'armir/stronghold-lost', payload: { corps: 'CA' } }], ctx);
    expect(answer(evaluateCombat(strongholdAttack(), s, ctx), physical(4), { choices: { retreat: 'retreat' } }).events.map((e) => e.type)).toEqual([
      'armir/combat',
    ]);
    expect(
      answer(evaluateCombat(strongholdAttack({ strongholdCorps: undefined }), game, ctx), physical(4), { choices: { retreat: 'retreat' } }).next,
    ).toBeUndefined();
  });
});
