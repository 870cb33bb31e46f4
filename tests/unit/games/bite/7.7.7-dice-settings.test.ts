// The dice of one fire step (src/games/bite/dice.ts: 3.11, 3.16, 3.17, 7.7.6, 7.7.7) and of the
// game's dice settings (AMB-05 the cancellation's scope, AMB-06 the pools, AMB-07 the hit cap,
// AMB-16 the supremacy's doubling, AMB-17 the extra dice): each unit's dice and hit number, and its
// lines as the calculator shows them, word for word with their rules.
import { describe, expect, it } from 'vitest';
import { distProbs, fText } from '@/engine';
import { countDice, hitsOf, DEFAULT_DICE_RULES, type DiceRules, type FireInput, type FireLine, type Mod } from '@/games/bite/dice';
import { line } from './battle-view';

const m = (key: string, rule = '7.7.6'): Mod => ({ key, rule });
const forest = m('terrain.forest');
const river = m('river');
const snow = m('weather.snow', '9.3');
const city = m('majorCity');
const stuka: Mod = { key: 'stuka', rule: '22.0', dice: 2 };
const supremacy = m('supremacy', 'SBE5');
/** A unit's fire: SP, printed hit number, its Bonus and Malus (by source), extra dice, supremacy. */
const fu = (id: string, sp: number, base: number, more: Partial<FireInput> = {}): FireInput => ({ id, sp, base, bonus: [], malus: [], extra: [], ...more });
const rules = (r: Partial<DiceRules> = {}): DiceRules => ({ ...DEFAULT_DICE_RULES, ...r });
/** "id dice@hitOn" for each unit. */
const dice = (units: FireInput[], r: Partial<DiceRules> = {}) => countDice(units, rules(r)).map((l) => `${l.id} ${l.dice}@${l.hitOn}`);
/** A unit's lines as the calculator shows them. */
const lines = (l: FireLine) => l.steps.map((s) => line({ ...s, params: { ...s.params, unit: l.id } }));

describe('7.7.6 (AMB-05): the Bonus/Malus cancellation', () => {
  it('AMB-05: with the cancellation agreed, every Bonus/Malus pair cancels by default; with "one pair only" just one does', () => {
    const alpini = fu('a', 4, 6, { bonus: [city, city], malus: [forest, river] });
    expect(dice([alpini], { cancellation: true })).toEqual(['a 4@6']);
    expect(dice([alpini], { cancellation: true, cancellationScope: 'one' })).toEqual(['a 2@5']);
    expect(dice([alpini])).toEqual(['a 1@4']);
    const [all] = countDice([alpini], rules({ cancellation: true }));
    expect([all.bonus, all.malus]).toEqual([0, 0]);
    expect(lines(all)).toContain('[7.7.6] a: 2 Bonus/Malus pairs cancel.');
    const [one] = countDice([alpini], rules({ cancellation: true, cancellationScope: 'one' }));
    expect([one.bonus, one.malus]).toEqual([1, 1]);
    expect(lines(one)).toContain('[7.7.6] a: 1 Bonus/Malus pair cancels.');
  });
  it('7.7.6: without the cancellation no "pairs cancel" line is shown; a unit with Bonus only cancels nothing either', () => {
    expect(lines(countDice([fu('a', 4, 6, { bonus: [city], malus: [forest] })])[0]).some((s) => s.includes('cancel'))).toBe(false);
    const [b] = countDice([fu('b', 4, 6, { bonus: [city] })], rules({ cancellation: true }));
    expect(b.steps.some((s) => s.key === 'bite.dice.cancelled')).toBe(false);
    expect(`${b.dice}@${b.hitOn}`).toBe('4@5');
  });
});

describe('7.7.6 (AMB-07): the hit range', () => {
  it('AMB-07: with no cap, 5 Bonus on a 5–6 unit make every die hit (1–6), with a warning; capped, it stops at 2–6, no warning', () => {
    const u = fu('t', 3, 5, { bonus: [city, city, city, city, city] });
    const [free] = countDice([u]);
    expect(`${free.dice}@${free.hitOn}`).toBe('3@1');
    expect(lines(free).slice(-2)).toEqual(['[7.7.6] t: every die hits. (warning)', '[7.7.6] t: 3 dice, hits on 1–6. (result)']);
    const [capped] = countDice([u], rules({ hitCap: 'two' }));
    expect(`${capped.dice}@${capped.hitOn}`).toBe('3@2');
    expect(lines(capped).slice(-1)).toEqual(['[7.7.6] t: 3 dice, hits on 2–6. (result)']);
    expect(capped.steps.some((s) => s.key === 'bite.dice.allHit')).toBe(false);
  });
  it('7.7.6: 3 Bonus on a 5–6 unit give 2–6, no warning; the odds of a die on 2–6 are five in six', () => {
    const [l] = countDice([fu('t', 1, 5, { bonus: [city, city, city] })]);
    expect(`${l.dice}@${l.hitOn}`).toBe('1@2');
    expect(l.steps.some((s) => s.key === 'bite.dice.allHit')).toBe(false);
    expect(distProbs(hitsOf([l])).map((x) => `${x.value}: ${fText(x.p)}`)).toEqual(['0: 1/6', '1: 5/6']);
  });
  it('3.11: the first line says the printed hit number — "6" or "5–6"', () => {
    expect(lines(countDice([fu('i', 3, 6)])[0])[0]).toBe('[3.11] i: 3 SP, hits on 6.');
    expect(lines(countDice([fu('t', 3, 5)])[0])[0]).toBe('[3.11] t: 3 SP, hits on 5–6.');
  });
});

describe('7.7.6, 7.7.7, 3.17: the Malus halving, its line and the minimum', () => {
  it('7.7.6: one Malus halves with the rule 7.7.6; 7.7.7: two Malus quarter with the rule 7.7.7; the line gives SP, divisor and dice', () => {
    const [one] = countDice([fu('i', 5, 6, { malus: [forest] })]);
    expect(lines(one)).toEqual([
      '[3.11] i: 5 SP, hits on 6.',
      '[7.7.6] i: forest: 1 Malus',
      '[7.7.6] i: 5 SP divided by 2, rounded down: 2 dice.',
      '[7.7.6] i: 2 dice, hits on 6. (result)',
    ]);
    const [two] = countDice([fu('i', 9, 6, { malus: [forest, snow] })]);
    expect(lines(two)).toEqual([
      '[3.11] i: 9 SP, hits on 6.',
      '[7.7.6] i: forest: 1 Malus',
      '[9.3] i: snow, attacking: 1 Malus',
      '[7.7.7] i: 9 SP divided by 4, rounded down: 2 dice.',
      '[7.7.6] i: 2 dice, hits on 6. (result)',
    ]);
  });
  it('3.17: a unit of 1 SP with 1 Malus rolls 1 die, and says so; one of 2 SP with 1 Malus rolls 1 without the line', () => {
    const [l] = countDice([fu('i', 1, 6, { malus: [forest] })]);
    expect(l.dice).toBe(1);
    expect(lines(l)).toContain('[3.17] i: at least 1 die.');
    const [k] = countDice([fu('i', 2, 6, { malus: [forest] })]);
    expect(k.dice).toBe(1);
    expect(k.steps.some((s) => s.key === 'bite.dice.minimum')).toBe(false);
  });
  it('AMB-18: a unit of 0 SP rolls no die — the 3.17 minimum is for units of 1 SP or more', () => {
    const [l] = countDice([fu('z', 0, 6, { malus: [forest] })]);
    expect(l.dice).toBe(0);
    expect(l.steps.some((s) => s.key === 'bite.dice.minimum')).toBe(false);
  });
});

describe('7.7.7 (AMB-06): pooled dice', () => {
  it('7.7.7: tank 3 SP on 5–6 and infantry 3 SP on 6 in forest roll 3 dice, not 2 — the extra die to the infantry (worst hit number), each told', () => {
    const [t, i] = countDice([fu('tank', 3, 5, { malus: [forest] }), fu('inf', 3, 6, { malus: [forest] })]);
    expect([`${t.dice}@${t.hitOn}`, `${i.dice}@${i.hitOn}`]).toEqual(['1@5', '2@6']);
    expect(lines(t)).toContain('[7.7.7] tank: pooled dice, 6 SP divided by 2; dice in all: 3.');
    expect(lines(i)).toContain('[7.7.7] inf: pooled dice, 6 SP divided by 2: 3 dice in all; the extra die goes to this unit, the weakest.');
    expect([...lines(t), ...lines(i)].some((s) => s.includes('rounded down'))).toBe(false);
  });
  it('7.7.7 (AMB-06b): on the same hit number the extra die goes to the unit with the fewest SP, whatever the order typed', () => {
    for (const order of [
      [3, 1],
      [1, 3],
    ]) {
      const us = order.map((sp) => fu(`i${sp}`, sp, 6, { malus: [forest] }));
      expect(dice(us).sort()).toEqual(['i1 1@6', 'i3 1@6']);
      const one = countDice(us).find((l) => l.id === 'i1')!;
      expect(lines(one)).toContain('[7.7.7] i1: pooled dice, 4 SP divided by 2: 2 dice in all; the extra die goes to this unit, the weakest.');
      expect(one.steps.some((s) => s.key === 'bite.dice.minimum')).toBe(false);
    }
  });
  it('7.7.7: two extra dice go to the two weakest units, one each (three units of 7 SP with 2 Malus: 5 dice, not 3)', () => {
    const us = [fu('a', 7, 4, { malus: [forest, snow] }), fu('b', 7, 6, { malus: [forest, snow] }), fu('c', 7, 5, { malus: [forest, snow] })];
    expect(dice(us)).toEqual(['a 1@4', 'b 2@6', 'c 2@5']);
    const [a, b, c] = countDice(us);
    expect(lines(a)).toContain('[7.7.7] a: pooled dice, 21 SP divided by 4; dice in all: 5.');
    expect(lines(b)).toContain('[7.7.7] b: pooled dice, 21 SP divided by 4: 5 dice in all; the extra die goes to this unit, the weakest.');
    expect(lines(c)).toContain('[7.7.7] c: pooled dice, 21 SP divided by 4: 5 dice in all; the extra die goes to this unit, the weakest.');
  });
  it('7.7.7: a pool with nothing left over gives no extra die, and each unit rolls its own half', () => {
    const [a, b] = countDice([fu('a', 2, 6, { malus: [forest] }), fu('b', 4, 5, { malus: [forest] })]);
    expect([a.dice, b.dice]).toEqual([1, 2]);
    expect(lines(a)).toContain('[7.7.7] a: pooled dice, 6 SP divided by 2; dice in all: 3.');
  });
  it('AMB-54: units with a different number of Malus are not pooled — each halves alone', () => {
    const us = [fu('a', 3, 6, { malus: [forest] }), fu('b', 3, 6, { malus: [forest, river] }), fu('c', 3, 6)];
    expect(dice(us)).toEqual(['a 1@6', 'b 1@6', 'c 3@6']);
    expect(lines(countDice(us)[0])).toContain('[7.7.6] a: 3 SP divided by 2, rounded down: 1 die.');
  });
  it('AMB-06a: by default the same number of Malus pools (forest and river); pooled by source, only the same Malus do, in any order', () => {
    const mixed = [fu('tank', 3, 5, { malus: [forest] }), fu('inf', 3, 6, { malus: [river] })];
    expect(dice(mixed)).toEqual(['tank 1@5', 'inf 2@6']);
    expect(dice(mixed, { poolBy: 'sources' })).toEqual(['tank 1@5', 'inf 1@6']);
    const same = [fu('tank', 3, 5, { malus: [forest, river] }), fu('inf', 5, 6, { malus: [river, forest] })];
    expect(dice(same, { poolBy: 'sources' })).toEqual(['tank 1@5', 'inf 2@6']);
    expect(lines(countDice(same, rules({ poolBy: 'sources' }))[1])).toContain(
      '[7.7.7] inf: pooled dice, 8 SP divided by 4: 2 dice in all; the extra die goes to this unit, the weakest.',
    );
  });
  it('AMB-06c: by default each unit of 1 SP or more in a pool rolls at least 1 die; with the minimum for the pool as a whole, a unit may roll none', () => {
    const us = [fu('a', 1, 6, { malus: [forest] }), fu('b', 1, 5, { malus: [forest] })];
    expect(dice(us)).toEqual(['a 1@6', 'b 1@5']);
    expect(dice(us, { poolMinimum: 'pool' })).toEqual(['a 1@6', 'b 0@5']);
    const b = countDice(us, rules({ poolMinimum: 'pool' }))[1];
    expect(b.steps.some((s) => s.key === 'bite.dice.minimum')).toBe(false);
    expect(lines(countDice(us)[1])).toContain('[3.17] b: at least 1 die.');
  });
  it('AMB-06c: with the minimum for the pool, a pool that rolls no die at all (3 SP, 2 Malus) rolls 1, by its weakest unit', () => {
    const us = [fu('a', 1, 5, { malus: [forest, snow] }), fu('b', 1, 6, { malus: [forest, snow] }), fu('c', 1, 4, { malus: [forest, snow] })];
    expect(dice(us, { poolMinimum: 'pool' })).toEqual(['a 0@5', 'b 1@6', 'c 0@4']);
    expect(dice(us)).toEqual(['a 1@5', 'b 1@6', 'c 1@4']);
    // By default each is raised by the per-unit minimum, and says so — the weakest too.
    expect(countDice(us).map((l) => lines(l).filter((x) => x.startsWith('[3.17]')))).toEqual([
      ['[3.17] a: at least 1 die.'],
      ['[3.17] b: at least 1 die.'],
      ['[3.17] c: at least 1 die.'],
    ]);
  });
  it('AMB-06c: with the minimum for the pool, a pool that rolls a die already gives none more (2 SP and 1 SP, 1 Malus: 1 die in all)', () => {
    expect(dice([fu('a', 2, 6, { malus: [forest] }), fu('b', 1, 6, { malus: [forest] })], { poolMinimum: 'pool' })).toEqual(['a 1@6', 'b 0@6']);
  });
  it('AMB-06c: with the minimum for the pool, a unit alone with its Malus (no pool) still rolls at least 1 die', () => {
    const us = [fu('a', 1, 6, { malus: [forest] }), fu('b', 3, 6)];
    expect(dice(us, { poolMinimum: 'pool' })).toEqual(['a 1@6', 'b 3@6']);
    expect(lines(countDice(us, rules({ poolMinimum: 'pool' }))[0])).toContain('[3.17] a: at least 1 die.');
  });
});

describe('SBE5 (AMB-16) and 22.0, 25.0 (AMB-17): doubled dice and extra dice', () => {
  const bomber = (more: Partial<FireInput> = {}) => fu('ju88', 3, 5, { malus: [snow], double: supremacy, ...more });
  it('AMB-16: the supremacy doubles the dice before the Malus halves them (3 SP, 1 Malus: 3 dice); after, the halved dice are doubled (2)', () => {
    expect(dice([bomber()])).toEqual(['ju88 3@5']);
    expect(dice([bomber()], { supremacyOrder: 'after' })).toEqual(['ju88 2@5']);
    expect(dice([bomber({ double: undefined })])).toEqual(['ju88 1@5']);
    expect(dice([bomber({ double: undefined })], { supremacyOrder: 'after' })).toEqual(['ju88 1@5']);
    expect(lines(countDice([bomber()])[0])).toContain('[7.7.6] ju88: 6 SP divided by 2, rounded down: 3 dice.');
  });
  it('AMB-16: doubled after the Malus, a unit raised to its 1 die (3.17) rolls 2', () => {
    expect(dice([fu('ju87', 1, 5, { malus: [snow], double: supremacy })], { supremacyOrder: 'after' })).toEqual(['ju87 2@5']);
  });
  it('SBE5: the supremacy line is shown for the doubled unit only', () => {
    expect(lines(countDice([bomber()])[0])).toContain(
      "[SBE5] ju88: air supremacy: double dice (its cost: the Luftwaffe's air HQs lose 2 AP at the end of this Blitz, HQ screen)",
    );
    expect(countDice([bomber({ double: undefined })])[0].steps.some((s) => s.key === 'bite.mod.supremacy')).toBe(false);
  });
  it("AMB-17: by default the Stuka's 2 extra dice come after the Malus (3 SP, 1 Malus: 1 + 2 = 3); added before, they are halved too (5 / 2 = 2)", () => {
    const ju87 = fu('ju87', 3, 5, { malus: [snow], extra: [stuka] });
    expect(dice([ju87])).toEqual(['ju87 3@5']);
    expect(dice([ju87], { extraDice: 'before' })).toEqual(['ju87 2@5']);
    for (const extraDice of ['after', 'before'] as const)
      expect(lines(countDice([ju87], rules({ extraDice }))[0])).toContain('[22.0] ju87: Stuka sirens: +2 dice');
    expect(lines(countDice([ju87], rules({ extraDice: 'before' }))[0])).toContain('[7.7.6] ju87: 5 SP divided by 2, rounded down: 2 dice.');
  });
  it("AMB-17: extra dice counted before the Malus are pooled with the unit's SP (7.7.7)", () => {
    const us = [fu('ju87', 3, 5, { malus: [snow], extra: [stuka] }), fu('he111', 2, 5, { malus: [snow] })];
    expect(dice(us, { extraDice: 'before' })).toEqual(['ju87 2@5', 'he111 1@5']);
    expect(lines(countDice(us, rules({ extraDice: 'before' }))[0])).toContain('[7.7.7] ju87: pooled dice, 7 SP divided by 2; dice in all: 3.');
  });
  it('AMB-16, AMB-17: doubled, then halved, then the extra dice — 2 SP, 1 Malus, supremacy and Stuka roll 2 + 2', () => {
    expect(dice([fu('ju87', 2, 5, { malus: [snow], extra: [stuka], double: supremacy })])).toEqual(['ju87 4@5']);
  });
});

describe('3.11: the odds of the hits', () => {
  it('3.11: 2 dice on 5–6 and 1 on 6 give 0 to 3 hits with their exact odds', () => {
    // 2 dice on 5–6: no hit 4/9, one 4/9, two 1/9; 1 die on 6: 5/6 and 1/6.
    const d = distProbs(
      hitsOf([
        { dice: 2, hitOn: 5 },
        { dice: 1, hitOn: 6 },
      ]),
    ).map((x) => `${x.value}: ${fText(x.p)}`);
    expect(d).toEqual(['0: 10/27', '1: 4/9', '2: 1/6', '3: 1/54']);
  });
  it('3.11: lines of no dice add nothing; a die on 1–6 always hits', () => {
    expect(distProbs(hitsOf([{ dice: 0, hitOn: 6 }])).map((x) => `${x.value}: ${fText(x.p)}`)).toEqual(['0: 1']);
    expect(distProbs(hitsOf([{ dice: 2, hitOn: 1 }])).map((x) => `${x.value}: ${fText(x.p)}`)).toEqual(['2: 1']);
  });
});
