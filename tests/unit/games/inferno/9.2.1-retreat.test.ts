// 9.2.1 "IMPORTANTE": units that cannot satisfy a retreat priority (or cannot retreat at all,
// 9.4.1(4)) take +2 on the loss-table die in Phase Five — on the attacker's side or the
// defender's, each on its own. Chart values here are synthetic, made up for the tests only.
import { describe, expect, it } from 'vitest';
import { fText, addF, signed, ZERO } from '@/engine';
import type { Step as DerivationStep, Resolution } from '@/engine/types';
import { analyseCombat, evaluateCombat, type CombatEventPayload, type CombatInput } from '@/games/inferno/combat';
import { combat, ctxWith, cu, tdpData, trcData } from './helpers';
import { answer, choiceIds, firstRoll, options } from '../../support/answers';

/** 8 against 4 on 2:1, no artillery, no flank: the loss DRMs start at 0 for both sides. */
function input(retreatFail = { attacker: false, defender: false }): CombatInput {
  return combat({
    attackers: [cu({ side: 'ah', key: 'A', unitId: 'uA', name: 'Kaiserjäger', attack: 8 })],
    defenders: [cu({ side: 'it', key: 'D', unitId: 'uD', name: 'Alpini', defence: 4 })],
    retreatFail,
  });
}

/** TdP: one reduction from row 6 up, none below — so a +2 turns a 4 into a loss. */
const tdp = tdpData((i) => (i >= 6 ? '1' : '-'));
/** The roll: 3 + 3 on the TRC (row 6), 4 on the red die. */
const roll = { faces: [3, 3, 4], source: 'physical' as const };

function lossSteps(r: Resolution): { side: unknown; die: unknown; drm: unknown; total: unknown }[] {
  return r.derivation
    .filter((s: DerivationStep) => s.key === 'inferno.combat.lossDie')
    .map((s) => ({ side: (s.params?.side as { key: string }).key, die: s.params?.die, drm: s.params?.drm, total: s.params?.total }));
}

function retreatDrmSides(steps: DerivationStep[]): string[] {
  return steps
    .filter((s) => s.key === 'inferno.combat.retreatDrm')
    .map((s) => {
      expect(s.rule).toBe('9.2.1');
      return (s.params?.side as { key: string }).key;
    });
}

function payload(r: Resolution): CombatEventPayload {
  expect(r.next).toBeUndefined();
  return r.events[0].payload as CombatEventPayload;
}

describe('9.2.1: a failed retreat priority known before the roll gives +2 on the loss die', () => {
  const ctx = ctxWith([trcData('-/-'), tdp]);

  it('9.2.1: the attacker who failed a priority rolls the TdP at +2, the defender at 0', () => {
    const a = analyseCombat(input({ attacker: true, defender: false }), ctx);
    expect(a.errors).toEqual([]);
    expect(a.drm).toEqual({ attacker: 2, defender: 0 });
    expect(retreatDrmSides(a.derivation)).toEqual(['inferno.sides.ah']);
  });

  it('9.2.1: the defender who failed a priority rolls the TdP at +2, the attacker at 0', () => {
    const a = analyseCombat(input({ attacker: false, defender: true }), ctx);
    expect(a.drm).toEqual({ attacker: 0, defender: 2 });
    expect(retreatDrmSides(a.derivation)).toEqual(['inferno.sides.it']);
  });

  it('9.2.1: both sides failing each take +2, and nobody does when neither failed', () => {
    const both = analyseCombat(input({ attacker: true, defender: true }), ctx);
    expect(both.drm).toEqual({ attacker: 2, defender: 2 });
    expect(retreatDrmSides(both.derivation)).toEqual(['inferno.sides.ah', 'inferno.sides.it']);
    const none = analyseCombat(input(), ctx);
    expect(none.drm).toEqual({ attacker: 0, defender: 0 });
    expect(retreatDrmSides(none.derivation)).toEqual([]);
  });

  it('9.2.1: the +2 shows in the exact odds before the roll — the attacker loses a step on 4, 5, 6 (1/2) instead of 6 only (1/6)', () => {
    const pAttLoss = (fail: { attacker: boolean; defender: boolean }): string => {
      const odds = firstRoll(evaluateCombat(input(fail), ctx))!.odds;
      return fText(odds.filter((o) => o.id.startsWith('a0.1')).reduce((s, o) => addF(s, o.p), ZERO));
    };
    const pDefLoss = (fail: { attacker: boolean; defender: boolean }): string => {
      const odds = firstRoll(evaluateCombat(input(fail), ctx))!.odds;
      return fText(odds.filter((o) => o.id.endsWith('d0.1')).reduce((s, o) => addF(s, o.p), ZERO));
    };
    expect(pAttLoss({ attacker: false, defender: false })).toBe('1/6');
    expect(pAttLoss({ attacker: true, defender: false })).toBe('1/2');
    expect(pDefLoss({ attacker: true, defender: false })).toBe('1/6');
    expect(pDefLoss({ attacker: false, defender: true })).toBe('1/2');
    expect(pAttLoss({ attacker: false, defender: true })).toBe('1/6');
  });

  it('9.2.1: marked before the roll, the +2 is read once on the loss table and the retreat question is not asked again', () => {
    const c = ctxWith([trcData('R1/R1'), tdp]);
    const e = evaluateCombat(input({ attacker: true, defender: false }), c);
    const r = answer(e, roll, { choices: { 'watercourse.def': 'none', 'watercourse.att': 'none' } });
    expect(lossSteps(r)).toEqual([
      { side: 'inferno.sides.ah', die: 4, drm: signed(2), total: 6 },
      { side: 'inferno.sides.it', die: 4, drm: signed(0), total: 4 },
    ]);
    expect([payload(r).attackerReductions, payload(r).defenderReductions]).toEqual([1, 0]);
  });
});

describe('9.2.1: a retreat that fails a priority after the roll gives +2 to that side only', () => {
  // Both sides retreat one hex (TRC "R1/R1"), then the player says how the retreat went.
  const ctx = ctxWith([trcData('R1/R1'), tdp]);
  const e = evaluateCombat(input(), ctx);
  const after = (retreat: string): Resolution => answer(e, roll, { choices: { retreat, 'watercourse.def': 'none', 'watercourse.att': 'none' } });

  it('9.2.1: after a retreat on both sides the player is asked: all fine, the defender failed, the attacker failed, or both', () => {
    const r = answer(e, roll);
    expect(r.next).toMatchObject({ id: 'retreat', rule: '9.2.1' });
    expect(r.events).toEqual([]);
    expect(choiceIds(r)).toEqual(['ok', 'def', 'att', 'both']);
    expect(options(r)?.map((o) => o.rule)).toEqual(['9.2.1', '9.4.1', '9.4.1', '9.4.1']);
    expect(r.next?.kind === 'choice' && r.next.prompt.key).toBe('inferno.combat.retreatAsk');
    expect(options(r)?.map((o) => o.label.key)).toEqual([
      'inferno.combat.retreatOk',
      'inferno.combat.retreatFailDef',
      'inferno.combat.retreatFailAtt',
      'inferno.combat.retreatFailBoth',
    ]);
  });

  it('9.2.1: only the side that retreats can have failed a retreat priority', () => {
    const defOnly = evaluateCombat(input(), ctxWith([trcData('-/R1'), tdp]));
    expect(choiceIds(answer(defOnly, roll))).toEqual(['ok', 'def']);
    const attOnly = evaluateCombat(input(), ctxWith([trcData('R1/-'), tdp]));
    expect(choiceIds(answer(attOnly, roll))).toEqual(['ok', 'att']);
    // No retreat, no question: straight to the losses.
    const none = evaluateCombat(input(), ctxWith([trcData('-/-'), tdp]));
    expect(answer(none, roll).next).toBeUndefined();
  });

  it('9.2.1: retreats made as the priorities ask: both sides read the TdP at the bare die (4)', () => {
    const r = after('ok');
    expect(lossSteps(r)).toEqual([
      { side: 'inferno.sides.ah', die: 4, drm: signed(0), total: 4 },
      { side: 'inferno.sides.it', die: 4, drm: signed(0), total: 4 },
    ]);
    expect(retreatDrmSides(r.derivation)).toEqual([]);
    expect([payload(r).attackerReductions, payload(r).defenderReductions]).toEqual([0, 0]);
  });

  it('9.2.1: the defender failed: the defender reads 4 + 2 = 6 and loses a reduction, the attacker reads 4', () => {
    const r = after('def');
    expect(lossSteps(r)).toEqual([
      { side: 'inferno.sides.ah', die: 4, drm: signed(0), total: 4 },
      { side: 'inferno.sides.it', die: 4, drm: signed(2), total: 6 },
    ]);
    expect(retreatDrmSides(r.derivation)).toEqual(['inferno.sides.it']);
    expect([payload(r).attackerReductions, payload(r).defenderReductions]).toEqual([0, 1]);
    expect(payload(r).reductions).toEqual([{ unitId: 'uD', count: 1 }]);
  });

  it('9.2.1: the attacker failed: the attacker reads 4 + 2 = 6 and loses a reduction, the defender reads 4', () => {
    const r = after('att');
    expect(lossSteps(r)).toEqual([
      { side: 'inferno.sides.ah', die: 4, drm: signed(2), total: 6 },
      { side: 'inferno.sides.it', die: 4, drm: signed(0), total: 4 },
    ]);
    expect(retreatDrmSides(r.derivation)).toEqual(['inferno.sides.ah']);
    expect([payload(r).attackerReductions, payload(r).defenderReductions]).toEqual([1, 0]);
    expect(payload(r).reductions).toEqual([{ unitId: 'uA', count: 1 }]);
  });

  it('9.2.1: both failed: each side reads 4 + 2 = 6 and each loses a reduction', () => {
    const r = after('both');
    expect(lossSteps(r)).toEqual([
      { side: 'inferno.sides.ah', die: 4, drm: signed(2), total: 6 },
      { side: 'inferno.sides.it', die: 4, drm: signed(2), total: 6 },
    ]);
    expect(retreatDrmSides(r.derivation)).toEqual(['inferno.sides.ah', 'inferno.sides.it']);
    expect([payload(r).attackerReductions, payload(r).defenderReductions]).toEqual([1, 1]);
  });
});
