// 9.4.2 (the owner spreads the reductions evenly, except to avoid eliminating a unit) and
// 9.2.3 (a retreat across a watercourse without a bridge costs 1 reduction), end to end
// through the combat calculator. Chart values are synthetic, made up for these tests only.
import { describe, expect, it } from 'vitest';
import { legalDistributions, type Absorber } from '@/games/inferno/rules';
import { evaluateCombat, type CombatEventPayload } from '@/games/inferno/combat';
import { inferno } from '@/games/inferno';
import { combat, ctxWith, cu, ev, run, start, tdpData, trcData, unit } from './helpers';
import { answer, answersFor, firstRoll, options, choiceIds } from '../../support/answers';

/** Whether `counts` is one of the ways 9.4.2 allows, as the combat card offers them. */
const isLegalDistribution = (units: Absorber[], n: number, counts: number[]) =>
  legalDistributions(units, n).some((d) => d.counts.join(',') === counts.join(','));

const fresh2 = { efficiency: 0, steps: 2 };
const counts = (n: number, us: { efficiency: number; steps: number }[]) => legalDistributions(us, n).map((d) => d.counts.join('.'));

describe('9.4.2: the distribution of efficiency reductions', () => {
  it('9.4.2: every participating unit takes one before any takes two — 2 fresh units, 3 reductions: 2+1 or 1+2, never 3+0', () => {
    expect(counts(3, [fresh2, fresh2])).toEqual(['2.1', '1.2']);
    expect(isLegalDistribution([fresh2, fresh2], 3, [3, 0])).toBe(false);
  });
  it('9.4.2: 2 reductions on 2 fresh units can only be 1 + 1', () => {
    expect(counts(2, [fresh2, fresh2])).toEqual(['1.1']);
  });
  it('9.4.2: 1 reduction on 3 fresh units — any one of them, the owner chooses', () => {
    expect(counts(1, [fresh2, fresh2, fresh2])).toEqual(['1.0.0', '0.1.0', '0.0.1']);
  });
  it('9.4.2 (A21): "except where that would eliminate the unit" — a fresh 2-step unit and a 1-step unit at −2, 3 reductions: all 3 on the first (proposed) or the even 2 + 1', () => {
    const ds = legalDistributions([fresh2, { efficiency: 2, steps: 1 }], 3);
    expect(ds.map((d) => d.counts.join('.'))).toEqual(['3.0', '2.1']);
    // The proposal keeps the weak unit in play: one step lost, nobody eliminated.
    expect(ds[0]).toMatchObject({ eliminated: 0, stepsLost: 1 });
    expect(ds[1]).toMatchObject({ eliminated: 1, stepsLost: 1 });
    expect(isLegalDistribution([fresh2, { efficiency: 2, steps: 1 }], 3, [1, 2])).toBe(false);
  });
  it('9.4.2: when every unit is one reduction from removal, the even spread stands — two 1-step units at −2, 1 reduction: either is eliminated', () => {
    expect(
      counts(1, [
        { efficiency: 2, steps: 1 },
        { efficiency: 2, steps: 1 },
      ]),
    ).toEqual(['1.0', '0.1']);
  });
  it('9.4.2, 10.2 (A22): reductions carry on past a step loss, three per step, and what is left once all are gone is lost', () => {
    expect(counts(7, [fresh2])).toEqual(['6']);
    expect(legalDistributions([fresh2], 7)[0]).toMatchObject({ eliminated: 1, stepsLost: 2 });
    expect(counts(5, [{ efficiency: 0, steps: 1 }])).toEqual(['3']);
  });
  it('9.4.2: no units or no reductions give nothing to choose', () => {
    expect(legalDistributions([], 3)).toEqual([]);
    expect(counts(0, [fresh2, fresh2])).toEqual(['0.0']);
  });
});

describe('9.4.2 and 9.2.3 in the combat calculator', () => {
  const roll = { faces: [3, 4, 6], source: 'physical' as const };

  it('9.4.2: the owner is asked only when the rule leaves a choice, with the proposal first; a held-back unit takes none (7.7)', () => {
    // Defender 3 reductions (TdP row 6+ → 3), attacker none.
    const c = ctxWith([trcData('-/-'), tdpData((i) => (i >= 6 ? '3' : '-'))]);
    const input = combat({
      attackers: [cu({ side: 'ah', attack: 12 })],
      defenders: [
        cu({ side: 'it', key: 'A', name: 'Ivrea', unitId: 'uA', defence: 3 }),
        cu({ side: 'it', key: 'B', name: 'Lambro', unitId: 'uB', defence: 3, efficiency: 2, steps: 1 }),
        cu({ side: 'it', key: 'C', name: 'Salerno', unitId: 'uC', defence: 1 }),
      ],
    });
    const e = evaluateCombat(input, c);
    const r1 = answer(e, roll);
    // Salerno is held back (7.4: two independent units defend; the weakest proposed).
    expect(choiceIds(r1)).toEqual(['3.0', '2.1']);
    expect(options(r1)?.[0].label.key).toBe('inferno.combat.distProposed');
    expect(options(r1)?.[0].rule).toBe('9.4.2');
    expect(r1.events).toEqual([]);
    const r2 = answer(e, roll, { choices: { 'losses.def': '3.0' } });
    const p = r2.events[0].payload as CombatEventPayload;
    expect(p.reductions).toEqual([{ unitId: 'uA', count: 3 }]);
    // A distribution the rule does not allow is not taken: the question is asked again.
    expect(options(answer(e, roll, { choices: { 'losses.def': '1.2' } }))?.length).toBe(2);
  });

  it('9.4.2: with only one way allowed, nothing is asked', () => {
    const c = ctxWith([trcData('-/-'), tdpData((i) => (i >= 6 ? '2' : '-'))]);
    const e = evaluateCombat(
      combat({
        attackers: [cu({ side: 'ah', attack: 12 })],
        defenders: [cu({ side: 'it', unitId: 'u1', defence: 3 }), cu({ side: 'it', unitId: 'u2', defence: 3 })],
      }),
      c,
    );
    const r = answer(e, roll);
    expect(options(r)).toBeUndefined();
    expect((r.events[0].payload as CombatEventPayload).reductions).toEqual([
      { unitId: 'u1', count: 1 },
      { unitId: 'u2', count: 1 },
    ]);
  });

  it('9.2.3: the retreating defenders are asked about an unbridged watercourse right after the retreat, and the reduction lands before the losses', () => {
    // Defender retreats 1 (TRC "-/R1"), TdP 1 reduction for the defender (row 6 → 1).
    const c = ctxWith([trcData('-/R1'), tdpData((i) => (i === 6 ? '1' : '-'))]);
    const input = combat({
      attackers: [cu({ side: 'ah', attack: 12 })],
      defenders: [
        cu({ side: 'it', key: 'M', name: 'Mantova', unitId: 'uM', defence: 3 }),
        cu({ side: 'it', key: 'S', name: 'Sassari', unitId: 'uS', defence: 3, efficiency: 2, steps: 1 }),
      ],
    });
    const e = evaluateCombat(input, c);
    const retreat = answer(e, roll);
    expect(choiceIds(retreat)).toEqual(['ok', 'def']);
    const water = answer(e, roll, { choices: { retreat: 'ok' } });
    expect(water.next).toMatchObject({ prompt: { key: 'inferno.combat.waterAsk' }, rule: '9.2.3' });
    expect(choiceIds(water)).toEqual(['none', 'all', 'M', 'S']);
    // Both crossed: Sassari (1 step at −2) is eliminated by the watercourse itself, so the
    // loss-table reduction can only go to Mantova — no question.
    const r = answer(e, roll, { choices: { retreat: 'ok', 'watercourse.def': 'all' } });
    expect(options(r)).toBeUndefined();
    const p = r.events[0].payload as CombatEventPayload;
    expect(p.watercourse).toEqual(['uM', 'uS']);
    expect(p.reductions).toEqual([
      { unitId: 'uM', count: 2 },
      { unitId: 'uS', count: 1 },
    ]);
    const waterStep = r.derivation.findIndex((st) => st.key === 'inferno.combat.waterUnit');
    const lossStep = r.derivation.findIndex((st) => st.key === 'inferno.combat.lossDie');
    expect(waterStep).toBeGreaterThan(-1);
    expect(waterStep).toBeLessThan(lossStep);
    // No watercourse: the one reduction is Mantova's or Sassari's; Mantova (no elimination) proposed.
    const none = answer(e, roll, { choices: { retreat: 'ok', 'watercourse.def': 'none' } });
    expect(choiceIds(none)).toEqual(['1.0', '0.1']);
  });

  it('9.2.3 (A20): a held-back unit is never asked about, nor reduced', () => {
    const c = ctxWith([trcData('-/R1'), tdpData(() => '-')]);
    const e = evaluateCombat(
      combat({
        attackers: [cu({ side: 'ah', attack: 12 })],
        defenders: [cu({ side: 'it', key: 'A', defence: 3 }), cu({ side: 'it', key: 'B', defence: 3 }), cu({ side: 'it', key: 'C', defence: 1 })],
      }),
      c,
    );
    const ids = choiceIds(answer(e, roll, { choices: { retreat: 'ok' } }));
    expect(ids).toEqual(['none', 'all', 'A', 'B']);
  });

  it('the answers travel typed, each under its question id, as plain JSON (no string grammar)', () => {
    const c = ctxWith([trcData('-/R1'), tdpData((i) => (i >= 4 ? '2' : '-'))]);
    const e = evaluateCombat(
      combat({ attackers: [cu({ side: 'ah', attack: 12 })], defenders: [cu({ side: 'it', key: 'M', defence: 3 }), cu({ side: 'it', key: 'S', defence: 3 })] }),
      c,
    );
    const given = answersFor(roll, { choices: { retreat: 'ok', 'watercourse.def': 'all', 'losses.def': '1.1' } });
    const back = JSON.parse(JSON.stringify(given)) as typeof given;
    expect(back).toEqual(given);
    expect(e.resolve(back)).toEqual(e.resolve(given));
  });

  it('9.2.3, 14.0, 15.1: the watercourse and loss-table reductions land on the roster with VP and RP', () => {
    let s = run(start({ replacements: true }), [
      ev('inferno/add-unit', unit({ name: 'Mantova', side: 'it' })),
      ev('inferno/add-unit', unit({ name: 'Sassari', side: 'it', steps: 1 })),
      ev('inferno/reduce', { id: 'u2', count: 2 }),
    ]);
    const payload: CombatEventPayload = {
      attackerSide: 'ah',
      column: '4:1',
      faces: [3, 4, 6],
      trc: '-/R1',
      attackers: [],
      defenders: ['u1', 'u2'],
      eliminated: [],
      reductions: [
        { unitId: 'u1', count: 2 },
        { unitId: 'u2', count: 1 },
      ],
      typedLosses: [],
      watercourse: ['u1', 'u2'],
      attackerReductions: 0,
      defenderReductions: 1,
    };
    s = run(s, [ev('inferno/combat', payload)]);
    expect(s.units.map((u) => [u.name, u.efficiency, u.stepsLeft, u.eliminated])).toEqual([
      ['Mantova', 2, 2, false],
      ['Sassari', 0, 0, true],
    ]);
    expect(s.stepsLost.it).toBe(1);
    expect(s.rp.it).toBe(1);
    expect(inferno.describe(ev('inferno/combat', payload), s).text.key).toBe('inferno.j.combat');
  });
});

describe('Optional-rule rolls that cannot fail or cannot succeed (15.1, 15.2)', () => {
  const at = (turn: number, phaseIndex: number) => ({ ...start({ replacements: true, defensiveAbility: true }), turn, phaseIndex });
  const card = (turn: number, phaseIndex: number, id: string) => inferno.procedures(at(turn, phaseIndex), ctxWith()).find((p) => p.id === id)!;
  it('15.2: on turns 1–2 the defensive ability is impossible — no roll, not required', () => {
    const c = card(2, 4, 'defensive-ability');
    expect(c.required).toBe(false);
    const e = c.evaluate({}, ctxWith());
    expect(firstRoll(e)?.roll).toBeUndefined();
    expect(e.derivation[0].key).toBe('inferno.proc.idaImpossible');
  });
  it('15.2: from turn 13 it is certain — earned without a roll', () => {
    const s = at(13, 4);
    const e = card(13, 4, 'defensive-ability').evaluate({}, ctxWith());
    expect(firstRoll(e)?.roll).toBeUndefined();
    const after = run(s, answer(e, null).events);
    expect(after.defensiveAbilityTurn).toBe(13);
  });
  it('15.1 (A26): Italian unpreparedness on turn 1 — no roll, no point, not required', () => {
    const c = card(1, 5, 'rp-income');
    expect(c.required).toBe(false);
    const e = c.evaluate({}, ctxWith());
    expect(firstRoll(e)?.roll).toBeUndefined();
    expect(run(at(1, 5), answer(e, null).events).rp.it).toBe(0);
  });
});
