// 11.2 and 8.3 in the combat calculator: a hex taken from the register (the Markers roster)
// brings the markers the game holds for it — DSG halves every unit of the hex (11.2), OOS
// halves its units in attack (8.3), once only with DSG (11.2.2), air supply cancels the OOS
// (9.2) — each said in the working with its rule; nothing has to be ticked twice.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '@/engine/types';
import { emptyCombat, emptyUnit, evaluateCombat, planCombat, type CombatInput } from '@/games/armir/combat';
import type { ArmirState } from '@/games/armir/state';
import { apply, ctxWith, next, setUp } from './helpers';

const ctx = ctxWith();
const e = (type: string, payload: unknown): GameEvent => ({ type, payload, at: 0 });
const entry = (name: string, side: 'axis' | 'soviet', marks: { dsg?: boolean; oos?: boolean } = {}) =>
  e('armir/roster-add', { entry: { name, side, kind: 'hex', oos: marks.oos ?? false, dsg: marks.dsg ?? false, used: false } });
/** Turn 1 in play, with a Soviet hex and an Axis hex in the register. */
function game(sovietMarks: { dsg?: boolean; oos?: boolean } = {}, axisMarks: { dsg?: boolean; oos?: boolean } = {}): ArmirState {
  return apply(apply(setUp(), [next]), [entry('17a Brigata', 'soviet', sovietMarks), entry('Cosseria', 'axis', axisMarks)]);
}
/** The Soviet hex r1 attacks the Axis hex r2: 8 CP against 4, nothing ticked by hand. */
function combat(linkAttacker = true, linkDefender = true): CombatInput {
  return {
    ...emptyCombat('soviet'),
    attackers: [{ dsg: false, entry: linkAttacker ? 'r1' : undefined, units: [{ ...emptyUnit(), cp: 8 }] }],
    defender: { dsg: false, entry: linkDefender ? 'r2' : undefined, units: [{ ...emptyUnit(), cp: 4 }] },
  };
}
const said = (plan: { derivation: { key: string; rule?: string; params?: Record<string, unknown> }[] }) =>
  plan.derivation
    .filter((d) => d.key.startsWith('armir.combat.register.'))
    .map((d) => `${d.rule} ${d.key.slice(22)} ${String(d.params?.name ?? d.params?.label)}`);

describe("11.2, 8.3: the register's markers reach the combat calculator", () => {
  it('11.2: DSG typed on the defending hex in the register halves its defence — 4 → 2 — with the rule in the working', () => {
    const s = game({}, { dsg: true });
    const plan = planCombat(combat(), s, ctx);
    expect(plan.errors).toEqual([]);
    expect([plan.attackTotal, plan.defenceTotal]).toEqual([8, 2]);
    expect(said(plan)).toEqual(['11.2 none 17a Brigata', '11.2 dsg Cosseria']);
  });
  it('11.2: the same hex typed by hand without the link keeps its full defence (the register is read only for a linked hex)', () => {
    expect(planCombat(combat(true, false), game({}, { dsg: true }), ctx).defenceTotal).toBe(4);
  });
  it('8.3: an OOS attacking hex in the register attacks at half — 8 → 4; OOS on the defender does not halve it', () => {
    const plan = planCombat(combat(), game({ oos: true }, { oos: true }), ctx);
    expect([plan.attackTotal, plan.defenceTotal]).toEqual([4, 4]);
    expect(said(plan)).toEqual(['8.3 oosAttack 17a Brigata', '8.3 oosDefence Cosseria']);
  });
  it('11.2.2: OOS and DSG on the attacking hex halve it once only — 8 → 4', () => {
    expect(planCombat(combat(), game({ oos: true, dsg: true }), ctx).attackTotal).toBe(4);
  });
  it('9.2: an air-supplied hex is in supply — its OOS marker no longer halves the attack', () => {
    let s = game({}, { oos: true });
    s = apply(s, [e('armir/air-supply', { entry: 'r2', kind: 'german' })]);
    const c: CombatInput = {
      ...emptyCombat('axis'),
      attackers: [{ dsg: false, entry: 'r2', units: [{ ...emptyUnit(), cp: 6 }] }],
      defender: { dsg: false, entry: 'r1', units: [{ ...emptyUnit(), cp: 3 }] },
    };
    expect(planCombat(c, s, ctx).attackTotal).toBe(6);
  });
  it('11.2: a marker given by a bombardment (11.1.3) reaches the combat against that hex through the register', () => {
    let s = game();
    s = apply(s, [
      e('armir/bombard', {
        source: 'air',
        side: 'soviet',
        points: 0,
        column: '3',
        die: 5,
        total: 5,
        result: 'DSG',
        paSpent: 0,
        target: 'Cosseria',
        targetEntry: 'r2',
      }),
    ]);
    expect(planCombat(combat(), s, ctx).defenceTotal).toBe(2);
  });
  it('11.2.1: once the DSG markers come off at the end of the combat phase, the linked hex defends in full again', () => {
    let s = game({}, { dsg: true });
    s = apply(s, [e('armir/roster-edit', { id: 'r2', patch: { dsg: false } })]);
    expect(planCombat(combat(), s, ctx).defenceTotal).toBe(4);
  });
  it('11.2: an entry taken out of the register is said, and only what was ticked here counts', () => {
    const s = apply(game({}, { dsg: true }), [e('armir/roster-remove', { id: 'r2' })]);
    const c = combat();
    c.defender.label = 'Cosseria';
    const plan = planCombat(c, s, ctx);
    expect(plan.defenceTotal).toBe(4);
    expect(said(plan)).toContain('11.2 gone Cosseria');
  });
  it('11.2: the calculator as the panel calls it (evaluateCombat) shows the same working', () => {
    const ev = evaluateCombat(combat(), game({}, { dsg: true }), ctx);
    expect(ev.derivation.map((d) => d.key)).toContain('armir.combat.register.dsg');
  });
});
