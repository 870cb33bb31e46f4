// What two players met walking a whole evening through the app: the overrun's outcome (13,
// 13.2), combats and overruns out of their phase (12, 13), the Axis air supply (9.2) and the
// 3 Gebirgs-Division arriving late (15.2). Chart cells here are synthetic, made up for the tests.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '@/engine/types';
import { armir } from '@/games/armir';
import { emptyCombat, emptyUnit, evaluateCombat, planCombat, type CombatInput, type CombatUnitInput } from '@/games/armir/combat';
import { currentPhase } from '@/games/armir/sequence';
import type { ArmirState } from '@/games/armir/state';
import { apply, ctxWith, next, physical, setUp, syntheticCrt } from './helpers';
import { answer, choiceIds } from '../../support/answers';

const u = (cp: number, extra: Partial<CombatUnitInput> = {}): CombatUnitInput => ({ ...emptyUnit(), cp, ...extra });
const keys = (d: { key: string }[]) => d.map((s) => s.key);
const ctx = ctxWith();

function goTo(s: ArmirState, phase: string): ArmirState {
  let n = s;
  for (let i = 0; i < 30 && currentPhase(n) !== phase; i++) n = apply(n, [next]);
  expect(currentPhase(n)).toBe(phase);
  return n;
}

/** One stack overruns one hex (13). */
function overrun(attacker: 'soviet' | 'axis', att: CombatUnitInput[], def: CombatUnitInput[]): CombatInput {
  return { ...emptyCombat(attacker), mode: 'overrun', attackers: [{ dsg: false, units: att }], defender: { dsg: false, units: def } };
}

describe('ARMIR overrun (13, 13.1-13.3)', () => {
  const game = { turn: 2, pa: 10 };

  it('13.2: a Soviet tank overrun that makes the Axis retreat has cleared the hex: the stack must enter it and may go on', () => {
    // 6 tracked against 2: 3:1; a synthetic "-/1" on row 5 is taken as the mandatory retreat (12.3.2).
    const e = evaluateCombat(overrun('soviet', [u(6, { tracked: true })], [u(2)]), game, ctxWith(syntheticCrt({ '5': '-/1' })));
    expect(e.errors).toEqual([]);
    expect(keys(e.derivation)).toEqual(expect.arrayContaining(['armir.combat.overrun', 'armir.combat.overrunCost']));
    const r = answer(e, physical(5));
    expect(keys(r.derivation)).toContain('armir.combat.mandatoryRetreat');
    expect(r.derivation.find((d) => d.key === 'armir.combat.overrunSuccess')).toMatchObject({ rule: '13.2', tone: 'result' });
    expect(keys(r.derivation)).not.toContain('armir.combat.advance'); // 12.4 is for combats, 13.2 for overruns
    expect(r.events[0]).toMatchObject({ type: 'armir/combat', payload: { mode: 'overrun', retreat: true, defenderLoss: 0 } });
  });

  it('13.2: an overrun that inflicts no loss and no retreat fails: the stack stops in the hex it attacked from', () => {
    const e = evaluateCombat(overrun('soviet', [u(6, { tracked: true })], [u(2)]), game, ctxWith(syntheticCrt({ '2': '1/-' })));
    const r = answer(e, physical(2));
    expect(r.derivation.find((d) => d.key === 'armir.combat.overrunFailed')).toMatchObject({ rule: '13.2' });
    expect(r.events[0]).toMatchObject({ payload: { attackerLoss: 1, defenderLoss: 0, retreat: false } });
  });

  it('13.2: steps lost without a retreat: only the map says whether the hex is empty', () => {
    const e = evaluateCombat(overrun('axis', [u(8, { tracked: true, german: true })], [u(3)]), game, ctxWith(syntheticCrt({ '6': '-/1' })));
    const first = answer(e, physical(5)); // +1 DRM for a German tracked unit (12.1.1): row 6
    expect(choiceIds(first)).toEqual(['stay', 'retreat']);
    const r = answer(e, physical(5), { choices: { retreat: 'stay' } });
    expect(keys(r.derivation)).toContain('armir.combat.overrunResult');
    expect(keys(r.derivation)).not.toContain('armir.combat.overrunSuccess');
    expect(keys(answer(e, physical(5), { choices: { retreat: 'retreat' } }).derivation)).toContain('armir.combat.overrunSuccess');
  });

  it("13: an overrun is made in the attacker's own movement phases; out of them the calculator warns", () => {
    const s = setUp();
    const sovietMove = goTo(apply(s, [next, next, next, next, next, next, next]), 'soviet-movement'); // turn 2, B1
    const tanks = overrun('soviet', [u(6, { tracked: true })], [u(2)]);
    expect(keys(planCombat(tanks, sovietMove, ctx).derivation)).not.toContain('armir.combat.overrunWrongPhase');
    const axisMotor = goTo(sovietMove, 'axis-motorized');
    expect(planCombat(tanks, axisMotor, ctx).derivation.find((d) => d.key === 'armir.combat.overrunWrongPhase')).toMatchObject({ rule: '13', tone: 'warning' });
    const axisTanks = overrun('axis', [u(6, { tracked: true })], [u(2)]);
    expect(keys(planCombat(axisTanks, axisMotor, ctx).derivation)).not.toContain('armir.combat.overrunWrongPhase');
    // a warning, not a refusal: the players may look ahead
    expect(planCombat(tanks, axisMotor, ctx).errors).toEqual([]);
  });

  it("12: an attack is made in the attacker's own combat phase; out of it the calculator warns", () => {
    const s = goTo(apply(setUp(), [next]), 'soviet-combat'); // turn 1, phase 9
    const attack: CombatInput = { ...emptyCombat('soviet'), attackers: [{ dsg: false, units: [u(6)] }], defender: { dsg: false, units: [u(2)] } };
    expect(keys(planCombat(attack, s, ctx).derivation)).not.toContain('armir.combat.combatWrongPhase');
    expect(keys(planCombat({ ...attack, attacker: 'axis' }, s, ctx).derivation)).toContain('armir.combat.combatWrongPhase');
    // without a game position (a bare calculator) there is nothing to warn about
    expect(keys(planCombat({ ...attack, attacker: 'axis' }, { turn: 1, pa: 16 }, ctx).derivation)).not.toContain('armir.combat.combatWrongPhase');
  });
});

describe('ARMIR supply phase (8, 9.2) and reinforcements (15.2)', () => {
  const add = (name: string, flags: { german?: boolean; italian?: boolean }): GameEvent => ({
    type: 'armir/roster-add',
    payload: { entry: { name, side: 'axis', kind: 'hex', oos: true, dsg: false, used: false, ...flags } },
    at: 0,
  });
  const card = (s: ArmirState, id: string) => armir.procedures(s, ctx).find((p) => p.id === id)!;

  it('9.2: German air supply goes to a hex with a German unit, the CAI to one with an Italian unit', () => {
    let s = goTo(apply(setUp(), [next]), 'supply');
    s = apply(s, [add('Millerovo', { german: true }), add('Cosseria', { italian: true }), add('Boguchar', {})]);
    const [mill, coss, bog] = s.roster;
    const air = card(s, 'air-supply');
    expect(air.evaluate({ entry: mill.id, kind: 'german' }, ctx).errors).toEqual([]);
    expect(air.evaluate({ entry: coss.id, kind: 'german' }, ctx).errors.map((e) => e.key)).toEqual(['armir.proc.airSupply.no.german']);
    expect(air.evaluate({ entry: mill.id, kind: 'italian' }, ctx).errors.map((e) => e.key)).toEqual(['armir.proc.airSupply.no.italian']);
    expect(air.evaluate({ entry: coss.id, kind: 'italian' }, ctx).errors).toEqual([]);
    // an untagged hex: the players' word, with a reminder to check
    const untagged = air.evaluate({ entry: bog.id, kind: 'german' }, ctx);
    expect(untagged.errors).toEqual([]);
    expect(untagged.derivation.find((d) => d.key === 'armir.proc.airSupply.check.german')).toMatchObject({ rule: '9.2', tone: 'warning' });
  });

  it('9.2: once a hex is air-supplied the card no longer names it (no step with an empty name) and attrition spares it (8.6)', () => {
    let s = goTo(apply(setUp(), [next]), 'supply');
    s = apply(s, [add('Millerovo', { german: true }), add('Cosseria', { italian: true })]);
    const mill = s.roster[0].id;
    s = apply(s, answer(card(s, 'air-supply').evaluate({ entry: mill, kind: 'german' }, ctx), null).events);
    expect(s.roster[0]).toMatchObject({ oos: false, airSupplied: true });
    const again = card(s, 'air-supply').evaluate({ entry: mill, kind: 'german' }, ctx);
    expect(again.errors.map((e) => e.key)).toEqual(['armir.proc.airSupply.noEntry']);
    expect(keys(again.derivation)).not.toContain('armir.proc.airSupply.effect');
    s = goTo(apply(s, [next]), 'attrition');
    expect(card(s, 'attrition').evaluate({}, ctx).derivation[0]).toMatchObject({ key: 'armir.proc.attrition.axis', params: { n: 1, names: 'Cosseria' } });
  });

  it('15.2: a 3 Gebirgs arrival passed by on turn 2 is still offered on turn 3, marked late, with one step', () => {
    let s = goTo(apply(setUp(), [next, next, next, next, next, next]), 'axis-reinforcements');
    expect(s.turn).toBe(2);
    expect(
      card(s, 'gebirgs')
        .evaluate({}, ctx)
        .derivation.map((d) => d.key),
    ).not.toContain('armir.proc.gebirgs.late');
    s = goTo(apply(s, [next]), 'axis-reinforcements'); // turn 3, the card was never applied
    expect(s.turn).toBe(3);
    const late = card(s, 'gebirgs').evaluate({}, ctx);
    expect(late.derivation[0]).toMatchObject({ key: 'armir.proc.gebirgs.late', params: { turn: 3 }, rule: '15.2' });
    s = apply(s, answer(late, null).events);
    expect(s.gebirgs.steps).toBe(1);
    // and from the next turn it gains its steps as usual
    s = goTo(apply(s, [next]), 'axis-reinforcements');
    expect(card(s, 'gebirgs').fields?.[0]?.id).toBe('status');
  });

  it('8.6: the applied attrition card says how many SP each side removes, without a second "Fatto" (the card says it already)', async () => {
    const it = (await import('@/games/armir/i18n/it.json')).default as { armir: { proc: Record<string, { done?: unknown }> } };
    const en = (await import('@/games/armir/i18n/en.json')).default as { armir: { proc: Record<string, { done?: unknown }> } };
    for (const [lang, msgs, word] of [
      ['it', it, /^Fatto/],
      ['en', en, /^Done/],
    ] as const) {
      for (const [id, p] of Object.entries(msgs.armir.proc)) {
        if (typeof p.done === 'string') expect(p.done, `${lang} ${id}`).not.toMatch(word);
      }
    }
    let s = goTo(apply(setUp(), [next]), 'attrition');
    s = apply(s, answer(card(s, 'attrition').evaluate({}, ctx), null).events);
    expect(card(s, 'attrition').done).toMatchObject({ key: 'armir.proc.attrition.done', params: { axis: 0, soviet: 0 } });
  });
});
