// BITE's battle: the worked examples of 7.7.6/7.7.7 and the derived cases of the notes (§7.1–7.3),
// properties of the dice, and a two-round battle walked through resolve(answers).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { answersOf, fText, noAnswers, sumF, walk, distProbs } from '@/engine';
import type { Answers, Question } from '@/engine/types';
import { countDice, hitsOf, DEFAULT_DICE_RULES, type FireInput } from '@/games/bite/dice';
import { DEFAULT_BATTLE_RULES, checkBattle, evaluateBattle, previewFire, type BattleInput, type BattleUnit } from '@/games/bite/battle';
import type { RuleLayers } from '@/games/bite/layers';
import { hitRange } from '@/games/bite/tech';

const mod = (key: string, rule = '7.7.6') => ({ key, rule });
const unit = (id: string, sp: number, base: number, malus = 0, bonus = 0): FireInput => ({
  id,
  sp,
  base,
  bonus: Array.from({ length: bonus }, () => mod('b')),
  malus: Array.from({ length: malus }, () => mod('m')),
  extra: [],
});
const one = (u: FireInput, cancellation = false) => countDice([u], { ...DEFAULT_DICE_RULES, cancellation })[0];

describe('7.7.6 / 7.7.7: dice, Bonus and Malus', () => {
  it('TC-01 7.7.7 example 1: a German tank of 5 SP on 5–6 rolls 5, 2 and 1 dice with 0, 1, 2 Malus', () => {
    expect([0, 1, 2].map((m) => one(unit('t', 5, 5, m))).map((l) => [l.dice, l.hitOn])).toEqual([
      [5, 5],
      [2, 5],
      [1, 5],
    ]);
  });
  it('TC-02c 3.17: with 3 Malus floor(5/8) = 0 is raised to 1 die', () => {
    expect(one(unit('t', 5, 5, 3)).dice).toBe(1);
  });
  it('TC-03 7.7.7 pooled dice: tank 3 SP on 5–6 and infantry 3 SP on 6 in forest roll 1 die at 5–6 and 2 at 6', () => {
    const lines = countDice([unit('tank', 3, 5, 1), unit('inf', 3, 6, 1)]);
    expect(lines.map((l) => [l.id, l.dice, l.hitOn])).toEqual([
      ['tank', 1, 5],
      ['inf', 2, 6],
    ]);
  });
  it('TC-04 7.7.6 example: an Alpine corps of 4 SP with 1 Malus and 1 Bonus rolls 2 dice at 5–6, or 4 at 6 with cancellation', () => {
    expect([one(unit('a', 4, 6, 1, 1)).dice, one(unit('a', 4, 6, 1, 1)).hitOn]).toEqual([2, 5]);
    expect([one(unit('a', 4, 6, 1, 1), true).dice, one(unit('a', 4, 6, 1, 1), true).hitOn]).toEqual([4, 6]);
  });
  it('TC-05 7.7.6: Soviet tanks defending on 5–6 with 1 Bonus defend on 4–6', () => {
    expect(one(unit('t', 3, 5, 0, 1)).hitOn).toBe(4);
  });
  it('TC-06 3.17: 1 SP with 1 Malus and 3 SP with 2 Malus roll one die each', () => {
    expect([one(unit('a', 1, 6, 1)).dice, one(unit('b', 3, 6, 2)).dice]).toEqual([1, 1]);
  });
  it('property: Malus never changes a hit number; Bonus never adds a die', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 2, max: 6 }),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 0, max: 4 }),
        (sp, base, m, b) => {
          const l0 = one(unit('u', sp, base, 0, b));
          const lm = one(unit('u', sp, base, m, b));
          expect(lm.hitOn).toBe(l0.hitOn);
          const nb = one(unit('u', sp, base, m, 0));
          expect(one(unit('u', sp, base, m, b)).dice).toBe(nb.dice);
          expect(lm.dice).toBeLessThanOrEqual(sp);
        },
      ),
    );
  });
  it("property: every step's hit distribution sums to exactly 1", () => {
    fc.assert(
      fc.property(fc.array(fc.record({ dice: fc.integer({ min: 0, max: 9 }), hitOn: fc.integer({ min: 1, max: 6 }) }), { maxLength: 6 }), (lines) => {
        const p = sumF(distProbs(hitsOf(lines)).map((x) => x.p));
        expect(fText(p)).toBe('1');
      }),
    );
  });
});

const layersAll: RuleLayers = { advanced: true, optional: ['19.0', '22.0', '25.0', '26.0', '33.0'] };
let n = 0;
const u = (p: Partial<BattleUnit> & Pick<BattleUnit, 'side' | 'nation' | 'cls'>): BattleUnit => ({
  id: p.id ?? `u${++n}`,
  name: p.name ?? p.id ?? `U${n}`,
  sp: 4,
  maxSp: 4,
  tech: 1,
  supplied: true,
  ...p,
});
const battle = (units: BattleUnit[], more: Partial<BattleInput> = {}): BattleInput => ({
  units,
  hex: { terrain: 'plain', city: 'none', crossing: 'none' },
  weather: 'fair',
  round: 1,
  recon: true,
  situations: {},
  layers: { advanced: true, optional: [] },
  ...more,
});
const fireOf = (i: BattleInput, side: 'attacker' | 'defender', fs: 'air' | 'aa' | 'strike' | 'artillery' | 'ground') =>
  previewFire(i, side, fs).map((l) => [l.id, l.dice, l.hitOn]);

describe('BOX 1 terrain, 9.3 weather, 10.0 elites, 33.0, SBE5 surprise (notes §7.2–7.3)', () => {
  const germanInf = (id = 'ger', more: Partial<BattleUnit> = {}) => u({ id, side: 'attacker', nation: 'germany', cls: 'infantry', tech: 2, ...more });
  const sovInf = (id = 'sov', more: Partial<BattleUnit> = {}) => u({ id, side: 'defender', nation: 'ussr', cls: 'infantry', ...more });

  it('TC-02 7.7.7 example 2: defender in forest + major city behind a river every attacker crosses hits on 4–6; attackers have 3 Malus', () => {
    const i = battle([germanInf('ger', { crosses: true }), sovInf()], { hex: { terrain: 'forest', city: 'major', crossing: 'river' } });
    expect(fireOf(i, 'defender', 'ground')).toEqual([['sov', 4, 4]]);
    expect(previewFire(i, 'attacker', 'ground')[0].steps.filter((s) => s.key.startsWith('bite.mod.'))).toHaveLength(3);
    expect(fireOf(i, 'attacker', 'ground')).toEqual([['ger', 1, 6]]);
  });
  it('TC-18/19 BOX 1: a fortress gives the attacker 2 Malus (artillery too, AMB-10) and the defender 2 Bonus', () => {
    const i = battle([germanInf(), u({ id: 'art', side: 'attacker', nation: 'germany', cls: 'artillery', tech: 2 }), sovInf()], {
      hex: { terrain: 'plain', city: 'fortress', crossing: 'none' },
    });
    expect(fireOf(i, 'attacker', 'ground')).toEqual([['ger', 1, 6]]);
    expect(fireOf(i, 'attacker', 'artillery')).toEqual([['art', 1, 5]]);
    expect(fireOf(i, 'defender', 'ground')).toEqual([['sov', 4, 4]]);
    expect(previewFire(i, 'attacker', 'artillery', { ...DEFAULT_BATTLE_RULES, fortressScope: 'ground' })[0].dice).toBe(4);
  });
  it('TC-20 26.0: the Gustav against a fortress rolls full dice at 4–6, 3–6 at TECH 3', () => {
    const g = (tech: 2 | 3) =>
      battle([germanInf(), u({ id: 'gus', side: 'attacker', nation: 'germany', cls: 'artillery', tech, gustav: true }), sovInf()], {
        hex: { terrain: 'plain', city: 'fortress', crossing: 'none' },
        layers: layersAll,
        recon: false,
      });
    expect(fireOf(g(2), 'attacker', 'artillery')).toEqual([['gus', 4, 4]]);
    expect(fireOf(g(3), 'attacker', 'artillery')).toEqual([['gus', 4, 3]]);
  });
  it('TC-21 9.3 rain: the attacker rolls 2 dice at 6, the defender defends on 5–6, artillery unchanged, nobody flies', () => {
    const i = battle(
      [
        germanInf(),
        u({ id: 'art', side: 'attacker', nation: 'germany', cls: 'artillery', tech: 2 }),
        sovInf(),
        u({ id: 'f', side: 'defender', nation: 'ussr', cls: 'fighter' }),
      ],
      { weather: 'rain' },
    );
    expect(fireOf(i, 'attacker', 'ground')).toEqual([['ger', 2, 6]]);
    expect(fireOf(i, 'defender', 'ground')).toEqual([['sov', 4, 5]]);
    expect(fireOf(i, 'attacker', 'artillery')).toEqual([['art', 4, 5]]);
    expect(fireOf(i, 'defender', 'strike')).toEqual([]);
  });
  it('TC-22 9.3 snow: Soviets attack without Malus; Germans across a river get 1 Malus, the frozen river nothing', () => {
    const sov = battle(
      [u({ id: 's', side: 'attacker', nation: 'ussr', cls: 'infantry' }), u({ id: 'g', side: 'defender', nation: 'germany', cls: 'infantry', tech: 2 })],
      { weather: 'snow' },
    );
    expect(fireOf(sov, 'attacker', 'ground')).toEqual([['s', 4, 6]]);
    const ger = battle([germanInf('ger', { crosses: true }), sovInf()], { weather: 'snow', hex: { terrain: 'plain', city: 'none', crossing: 'river' } });
    expect(fireOf(ger, 'attacker', 'ground')).toEqual([['ger', 2, 6]]);
    expect(fireOf(ger, 'defender', 'ground')).toEqual([['sov', 4, 6]]);
  });
  it('TC-23 10.0: SS armour TECH 2 attacks on 4–6; Guards infantry on 5–6; marines defend and fire AA on 5–6', () => {
    const i = battle([
      u({ id: 'ss', side: 'attacker', nation: 'germany', cls: 'armour', tech: 2, elite: 'attack' }),
      u({ id: 'mar', side: 'defender', nation: 'ussr', cls: 'marine', elite: 'defence' }),
      u({ id: 'b', side: 'attacker', nation: 'germany', cls: 'bomber', tech: 2 }),
    ]);
    expect(fireOf(i, 'attacker', 'ground')).toEqual([['ss', 4, 4]]);
    expect(fireOf(i, 'defender', 'ground')).toEqual([['mar', 4, 5]]);
    expect(fireOf(i, 'defender', 'aa')).toEqual([['mar', 4, 5]]);
    const g = battle([
      u({ id: 'gd', side: 'attacker', nation: 'ussr', cls: 'infantry', elite: 'attack' }),
      u({ id: 'x', side: 'defender', nation: 'germany', cls: 'infantry', tech: 2 }),
    ]);
    expect(fireOf(g, 'attacker', 'ground')).toEqual([['gd', 4, 5]]);
  });
  it('TC-24/25 5.5, 6.1.2: Finns defend forest in the FAZ on 5–6; mountain troops defend a hill on 5–6 and attack mountains with full dice', () => {
    const f = battle(
      [u({ id: 's', side: 'attacker', nation: 'ussr', cls: 'infantry' }), u({ id: 'fin', side: 'defender', nation: 'finland', cls: 'infantry', tech: 2 })],
      { hex: { terrain: 'forest', city: 'none', crossing: 'none', faz: true } },
    );
    expect(fireOf(f, 'defender', 'ground')).toEqual([['fin', 4, 5]]);
    const m = battle([u({ id: 'alp', side: 'attacker', nation: 'germany', cls: 'mountain' }), sovInf()], {
      hex: { terrain: 'mountain', city: 'none', crossing: 'none' },
    });
    expect(fireOf(m, 'attacker', 'ground')).toEqual([['alp', 4, 6]]);
    const h = battle(
      [u({ id: 's', side: 'attacker', nation: 'ussr', cls: 'infantry' }), u({ id: 'alp', side: 'defender', nation: 'germany', cls: 'mountain' })],
      { hex: { terrain: 'hill', city: 'none', crossing: 'none' } },
    );
    expect(fireOf(h, 'defender', 'ground')).toEqual([['alp', 4, 5]]);
  });
  it('TC-26 33.0 First Winter in snow: German armour 5 SP quartered; infantry defending halved; artillery halved; fighters quartered; mountain troops exempt', () => {
    const w = (units: BattleUnit[]) => battle(units, { weather: 'snow', situations: { firstWinter: true }, layers: layersAll });
    expect(fireOf(w([u({ id: 'pz', side: 'attacker', nation: 'germany', cls: 'armour', tech: 2, sp: 5, maxSp: 5 }), sovInf()]), 'attacker', 'ground')).toEqual([
      ['pz', 1, 5],
    ]);
    expect(
      fireOf(
        w([u({ id: 's', side: 'attacker', nation: 'ussr', cls: 'infantry' }), u({ id: 'g', side: 'defender', nation: 'germany', cls: 'infantry', tech: 2 })]),
        'defender',
        'ground',
      ),
    ).toEqual([['g', 2, 6]]);
    expect(
      fireOf(w([germanInf(), u({ id: 'art', side: 'attacker', nation: 'germany', cls: 'artillery', tech: 2 }), sovInf()]), 'attacker', 'artillery'),
    ).toEqual([['art', 2, 5]]);
    expect(
      fireOf(
        w([
          germanInf(),
          u({ id: 'f', side: 'attacker', nation: 'germany', cls: 'fighter', tech: 2 }),
          sovInf(),
          u({ id: 'sf', side: 'defender', nation: 'ussr', cls: 'fighter' }),
        ]),
        'attacker',
        'air',
      ),
    ).toEqual([['f', 1, 5]]);
    expect(fireOf(w([u({ id: 'alp', side: 'attacker', nation: 'germany', cls: 'mountain' }), sovInf()]), 'attacker', 'ground')).toEqual([['alp', 4, 6]]);
  });
  it('TC-27 SBE5 surprise: no Axis Malus, no Soviet Bonus, German artillery and bombers +1 Bonus in round 1, doubled with supremacy, no Soviet AA', () => {
    const s = (more: BattleUnit[], sup = false) =>
      battle([germanInf('ger', { crosses: true }), sovInf(), ...more], {
        hex: { terrain: 'forest', city: 'major', crossing: 'river' },
        situations: { surprise: true, supremacy: sup },
      });
    expect(fireOf(s([]), 'attacker', 'ground')).toEqual([['ger', 4, 6]]);
    expect(fireOf(s([]), 'defender', 'ground')).toEqual([['sov', 4, 6]]);
    expect(fireOf(s([u({ id: 'art', side: 'attacker', nation: 'germany', cls: 'artillery', tech: 2 })]), 'attacker', 'artillery')).toEqual([['art', 4, 4]]);
    const bomber = u({ id: 'b', side: 'attacker', nation: 'germany', cls: 'bomber', tech: 2 });
    expect(fireOf(s([bomber]), 'attacker', 'strike')).toEqual([['b', 4, 4]]);
    expect(fireOf(s([bomber], true), 'attacker', 'strike')).toEqual([['b', 8, 4]]);
    expect(fireOf(s([bomber]), 'defender', 'aa')).toEqual([]);
  });
  it('TC-28 25.0 Katyusha: Soviet artillery 3 SP TECH 2 rolls 5 dice at 5–6; its AA stays 3 dice', () => {
    const i = battle(
      [
        u({ id: 'g', side: 'attacker', nation: 'germany', cls: 'infantry', tech: 2 }),
        u({ id: 'b', side: 'attacker', nation: 'germany', cls: 'bomber', tech: 2 }),
        u({ id: 'k', side: 'defender', nation: 'ussr', cls: 'artillery', tech: 2, sp: 3 }),
        sovInf(),
      ],
      { layers: layersAll },
    );
    expect(fireOf(i, 'defender', 'artillery')).toEqual([['k', 5, 5]]);
    expect(fireOf(i, 'defender', 'aa').find((l) => l[0] === 'k')).toEqual(['k', 3, 5]);
  });
  it("TC-15/16/17 7.7.2: city and fortress AA dice join the defender's barrage", () => {
    const air = u({ id: 'b', side: 'attacker', nation: 'germany', cls: 'bomber', tech: 2 });
    const aa = (city: 'major' | 'fortress' | 'bunker' | 'minor', sp = 3) =>
      fireOf(battle([germanInf(), air, sovInf('sov', { sp })], { hex: { terrain: 'plain', city, crossing: 'none' } }), 'defender', 'aa');
    expect(aa('major')).toEqual([
      ['sov', 3, 6],
      ['#city', 2, 6],
    ]);
    expect(aa('fortress', 4)).toEqual([
      ['sov', 4, 6],
      ['#city', 2, 5],
    ]);
    expect(aa('bunker')).toContainEqual(['#city', 1, 5]);
    expect(aa('minor')).toContainEqual(['#city', 1, 6]);
  });
  it('TC-64 3.10: three ground combat units are refused; 2 combat + 1 support + 1 air is fine; Romanians with Hungarians refused', () => {
    expect(checkBattle(battle([germanInf('a'), germanInf('b'), germanInf('c'), sovInf()])).errors.map((e) => e.key)).toContain('bite.check.combat');
    expect(
      checkBattle(
        battle([
          germanInf('a'),
          germanInf('b'),
          u({ side: 'attacker', nation: 'germany', cls: 'artillery', tech: 2 }),
          u({ side: 'attacker', nation: 'germany', cls: 'fighter', tech: 2 }),
          sovInf(),
        ]),
      ).errors,
    ).toEqual([]);
    expect(
      checkBattle(
        battle([u({ side: 'attacker', nation: 'romania', cls: 'infantry' }), u({ side: 'attacker', nation: 'hungary', cls: 'infantry' }), sovInf()]),
      ).errors.map((e) => e.key),
    ).toContain('bite.check.romHun');
    expect(checkBattle(battle([u({ side: 'attacker', nation: 'germany', cls: 'artillery', tech: 2 }), sovInf()])).errors.map((e) => e.key)).toContain(
      'bite.check.supportAlone',
    );
    expect(checkBattle(battle([germanInf('a', { supplied: false }), sovInf()])).errors.map((e) => e.key)).toContain('bite.check.outOfSupply');
  });
});

// ---------------------------------------------------------------------------
// Walking a battle.
// ---------------------------------------------------------------------------

/** Answers every question: rolls from a fixed face, choices by a picker. */
function play(i: BattleInput, face: (q: Question) => number, choose: (q: Question) => string, rules = DEFAULT_BATTLE_RULES) {
  const e = evaluateBattle(i, rules);
  let a: Answers = noAnswers();
  for (let k = 0; k < 200; k++) {
    const w = walk(e, a);
    if (!w.pending) return w;
    const q = w.pending;
    if (q.kind === 'roll') a = { ...a, rolls: { ...a.rolls, [q.id]: { faces: q.roll.dice.map(() => face(q)), source: 'app' } } };
    else a = { ...a, choices: { ...a.choices, [q.id]: choose(q) } };
  }
  throw new Error('battle did not end');
}

describe('7.7: a battle walked round by round through resolve(answers)', () => {
  it("TC-08 6.5: artillery alone attacked by a bomber fires AA 4 dice at 5–6, loses no SP for AA, then takes the bomber's hits", () => {
    const i = battle([
      u({ id: 'bom', side: 'attacker', nation: 'ussr', cls: 'bomber', sp: 4 }),
      u({ id: 'art', side: 'defender', nation: 'germany', cls: 'artillery', tech: 2 }),
    ]);
    const w = walk(evaluateBattle(i), noAnswers());
    expect(w.pending).toMatchObject({ kind: 'roll', id: 'r1.aa.d' });
    expect(w.pending?.kind === 'roll' && w.pending.roll.dice.length).toBe(4);
    const aa = answersOf({ rolls: { 'r1.aa.d': { faces: [5, 1, 1, 1], source: 'physical' } } });
    const w2 = walk(evaluateBattle(i), aa);
    expect(w2.pending).toMatchObject({ kind: 'roll', id: 'r1.strike.a' });
    expect(w2.pending?.kind === 'roll' && w2.pending.roll.dice.length).toBe(3);
  });

  it("7.7.5: before the first roll of round 1, as before each later roll, the working gives each firing unit's dice and hit number", () => {
    const i = battle([
      u({ id: 'pz', name: 'XLVII Pz', side: 'attacker', nation: 'germany', cls: 'armour', tech: 2, sp: 4 }),
      u({ id: 'ak', name: 'IX AK', side: 'attacker', nation: 'germany', cls: 'infantry', tech: 2, sp: 3 }),
      u({ id: 'arm', name: '13a Armata', side: 'defender', nation: 'ussr', cls: 'infantry', sp: 3 }),
    ]);
    const lines = (steps: { key: string; params?: Record<string, unknown> }[]) =>
      steps.filter((x) => x.key === 'bite.battle.line').map((x) => [x.params?.unit, x.params?.count, x.params?.hit]);
    const expected = (side: 'attacker' | 'defender', names: Record<string, string>) =>
      previewFire(i, side, 'ground').map((l) => [names[l.id], l.dice, hitRange(l.hitOn)]);
    const defender = expected('defender', { arm: '13a Armata' });
    const attackers = expected('attacker', { pz: 'XLVII Pz', ak: 'IX AK' });
    expect(defender).toEqual([['13a Armata', 3, '6']]);
    // The defender fires first: its dice and hit number are in the working before any die is rolled.
    const first = walk(evaluateBattle(i), noAnswers());
    expect(first.pending).toMatchObject({ kind: 'roll', id: 'r1.ground.d' });
    expect(lines(first.resolution.derivation)).toEqual(defender);
    // The attackers' the same way, before their own roll.
    const second = walk(evaluateBattle(i), answersOf({ rolls: { 'r1.ground.d': { faces: [1, 1, 1], source: 'physical' } } }));
    expect(second.pending).toMatchObject({ kind: 'roll', id: 'r1.ground.a' });
    expect(lines(second.resolution.derivation)).toEqual([...defender, ...attackers]);
  });

  it('TC-09 7.7.4: artillery of 4 SP rolls 4 dice and becomes 2 SP; the next round 2 dice and 1 SP (−2 setting: 0)', () => {
    const i = battle([
      u({ id: 'inf', side: 'attacker', nation: 'germany', cls: 'infantry', tech: 2 }),
      u({ id: 'art', side: 'attacker', nation: 'germany', cls: 'artillery', tech: 2 }),
      u({ id: 'sov', side: 'defender', nation: 'ussr', cls: 'infantry', sp: 4 }),
    ]);
    const miss = play(
      i,
      () => 1,
      (q) => (q.id.includes('retreat') ? (q.id.startsWith('r2.retreat.d') ? 'all' : 'stay') : (q as { options: { id: string }[] }).options[0].id),
    );
    const reduced = miss.resolution.derivation.filter((s) => s.key === 'bite.battle.reduced').map((s) => [s.params?.from, s.params?.to]);
    expect(reduced).toEqual([
      [4, 2],
      [2, 1],
    ]);
    const minus = play(
      i,
      () => 1,
      (q) => (q.id.startsWith('r2.retreat.d') ? 'all' : 'stay'),
      { ...DEFAULT_BATTLE_RULES, artilleryReduction: 'minus2' },
    );
    expect(minus.resolution.derivation.filter((s) => s.key === 'bite.battle.reduced').map((s) => s.params?.to)).toEqual([2, 0]);
  });

  it('a two-round battle: air combat, AA, strike, artillery, ground fire; a shield needing two hits; the owner choosing on a tie; retreat after round 2', () => {
    const i = battle(
      [
        u({ id: 'pz', name: 'XXIV Pz', side: 'attacker', nation: 'germany', cls: 'armour', tech: 2, sp: 4 }),
        u({ id: 'art', name: 'Art', side: 'attacker', nation: 'germany', cls: 'artillery', tech: 2, sp: 4 }),
        u({ id: 'jg', name: 'JG', side: 'attacker', nation: 'germany', cls: 'fighter', tech: 2, sp: 2 }),
        u({ id: 'shock', name: 'Shock', side: 'defender', nation: 'ussr', cls: 'infantry', tech: 2, sp: 7, maxSp: 7, shield: true }),
        u({ id: 'a5', name: '5th A', side: 'defender', nation: 'ussr', cls: 'infantry', sp: 3 }),
        u({ id: 'vvs', name: 'VVS', side: 'defender', nation: 'ussr', cls: 'fighter', sp: 1 }),
      ],
      { hex: { terrain: 'plain', city: 'major', crossing: 'river' } },
    );
    const e = evaluateBattle(i);
    expect(e.errors).toEqual([]);
    const ids: string[] = [];
    let a = noAnswers();
    // Every die a 6 for the attacker's first rolls, all misses for the defender.
    for (let k = 0; k < 100; k++) {
      const w = walk(e, a);
      if (!w.pending) {
        a = w.answers;
        break;
      }
      const q = w.pending;
      ids.push(q.id);
      if (q.kind === 'roll') {
        const f = q.id.endsWith('.a') ? 6 : 1;
        expect(fText(sumF(q.odds.map((o) => o.p)))).toBe('1');
        a = { ...a, rolls: { ...a.rolls, [q.id]: { faces: q.roll.dice.map(() => f), source: 'physical' } } };
      } else {
        const pick =
          q.id.includes('retreat') || q.id.includes('withdraw') ? (q.id === 'r2.retreat.d' ? 'all' : 'stay') : q.kind === 'choice' ? q.options[0].id : '';
        a = { ...a, choices: { ...a.choices, [q.id]: pick } };
      }
    }
    const w = walk(e, a);
    expect(w.pending).toBeUndefined();
    // Order of the steps of round 1, then round 2 from the AA barrage (no aircraft left: straight to artillery).
    expect(ids.slice(0, 4)).toEqual(['r1.air1.a', 'r1.air1.d', 'r1.air1.withdraw.a', 'r1.aa.d']);
    expect(ids).toContain('r1.art.a'.replace('art', 'artillery'));
    expect(ids.indexOf('r1.ground.d')).toBeLessThan(ids.indexOf('r1.ground.a'));
    expect(ids.some((id) => id.startsWith('r2.'))).toBe(true);
    const d = w.resolution.derivation.map((s) => s.key);
    expect(d).toContain('bite.damage.shield');
    expect(d).toContain('bite.battle.nextRound');
    const ev = w.resolution.events[0];
    expect(ev.type).toBe('bite/battle');
    const out = ev.payload as { units: { id: string; fate: string; sp: number }[]; rounds: number };
    expect(out.rounds).toBe(2);
    expect(out.units.find((x) => x.id === 'vvs')?.fate).toBe('eliminated');
    expect(out.units.find((x) => x.id === 'shock')?.fate).toBe('withdrawn');
  });

  it('3.15/7.7.9: hits go to the strongest first; a tie asks the owner; excess hits are lost', () => {
    const i = battle([
      u({ id: 'g', side: 'attacker', nation: 'germany', cls: 'infantry', tech: 2, sp: 4 }),
      u({ id: 'x', name: 'X', side: 'defender', nation: 'ussr', cls: 'infantry', sp: 2 }),
      u({ id: 'y', name: 'Y', side: 'defender', nation: 'ussr', cls: 'infantry', sp: 1 }),
    ]);
    const e = evaluateBattle(i);
    const a = answersOf({ rolls: { 'r1.ground.d': { faces: [1, 1, 1], source: 'app' }, 'r1.ground.a': { faces: [6, 6, 6, 6], source: 'app' } } });
    const w = walk(e, a);
    // 2 SP first → 1; then X 1 and Y 1 tie: the owner picks.
    expect(w.pending).toMatchObject({ kind: 'choice', id: 'r1.ground.a.hit2' });
    const w2 = walk(e, { ...a, choices: { 'r1.ground.a.hit2': 'y' } });
    const keys = w2.resolution.derivation.map((s) => s.key);
    expect(keys).toContain('bite.damage.lost');
    expect(w2.pending).toBeUndefined();
  });
});

describe('7.6.2 / 6.3.1 / 6.3.2: enemy ground units entering an airbase that only aircraft hold', () => {
  const payload = (w: ReturnType<typeof walk>) => w.resolution.events[0]?.payload as { units: { id: string; fate: string; sp: number }[] } | undefined;
  const fateOf = (w: ReturnType<typeof walk>, id: string) => payload(w)?.units.find((x) => x.id === id);

  it('7.6.2 / 6.3.1: a fighter does not fight: it leaves at once losing 1 SP, or is destroyed with no friendly airbase in range', () => {
    const i = battle([
      u({ id: 'pz', side: 'attacker', nation: 'germany', cls: 'armour', tech: 2 }),
      u({ id: 'vvs', name: 'VVS', side: 'defender', nation: 'ussr', cls: 'fighter', sp: 3 }),
    ]);
    const e = evaluateBattle(i);
    expect(e.derivation.some((s) => s.key === 'bite.battle.overrunFighters' && s.rule === '7.6.2')).toBe(true);
    const w = walk(e, noAnswers());
    // No roll first: the owner says whether a friendly airbase is within range (7.7.16).
    expect(w.pending).toMatchObject({ kind: 'choice', id: 'evac.vvs', rule: '7.6.2' });
    const gone = walk(e, answersOf({ choices: { 'evac.vvs': 'go' } }));
    expect(gone.pending).toBeUndefined();
    expect(fateOf(gone, 'vvs')).toMatchObject({ fate: 'withdrawn', sp: 2 });
    expect(gone.resolution.derivation.some((s) => s.key === 'bite.battle.line')).toBe(false);
    const trapped = walk(e, answersOf({ choices: { 'evac.vvs': 'cannot' } }));
    expect(fateOf(trapped, 'vvs')?.fate).toBe('eliminated');
  });

  it('7.6.2: an aircraft of 1 SP that leaves loses its last SP and is eliminated', () => {
    const i = battle([
      u({ id: 'inf', side: 'attacker', nation: 'germany', cls: 'infantry' }),
      u({ id: 'vvs', side: 'defender', nation: 'ussr', cls: 'fighter', sp: 1 }),
    ]);
    const w = walk(evaluateBattle(i), answersOf({ choices: { 'evac.vvs': 'go' } }));
    expect(fateOf(w, 'vvs')?.fate).toBe('eliminated');
  });

  it('6.3.2 (AMB-24): bombers alone suffer one round defenceless — they do not fire and take the ground fire — then leave losing 1 SP', () => {
    const i = battle([
      u({ id: 'inf', side: 'attacker', nation: 'germany', cls: 'infantry', tech: 2, sp: 4 }),
      u({ id: 'bom', name: 'DB-3', side: 'defender', nation: 'ussr', cls: 'bomber', sp: 4 }),
    ]);
    const e = evaluateBattle(i);
    expect(e.derivation.some((s) => s.key === 'bite.battle.overrunBombers' && s.rule === '6.3.2')).toBe(true);
    const w = walk(e, noAnswers());
    // The bomber neither flies nor fires: the first roll is the attacker's ground fire at it.
    expect(w.pending).toMatchObject({ kind: 'roll', id: 'r1.ground.a' });
    expect(w.pending?.kind === 'roll' && w.pending.roll.dice.length).toBe(4);
    const hit = walk(e, answersOf({ rolls: { 'r1.ground.a': { faces: [6, 1, 1, 1], source: 'physical' } } }));
    expect(hit.pending).toMatchObject({ kind: 'choice', id: 'r1.evac.bom', rule: '6.3.2' });
    const done = walk(e, answersOf({ rolls: { 'r1.ground.a': { faces: [6, 1, 1, 1], source: 'physical' } }, choices: { 'r1.evac.bom': 'go' } }));
    expect(done.pending).toBeUndefined();
    // 4 SP − 1 hit − 1 SP for the evacuation.
    expect(fateOf(done, 'bom')).toMatchObject({ fate: 'withdrawn', sp: 2 });
  });

  it('7.6.2 setting: bombers leave at once like fighters, before any fire', () => {
    const i = battle([
      u({ id: 'inf', side: 'attacker', nation: 'germany', cls: 'infantry' }),
      u({ id: 'bom', side: 'defender', nation: 'ussr', cls: 'bomber', sp: 4 }),
    ]);
    const e = evaluateBattle(i, { ...DEFAULT_BATTLE_RULES, overrunBombers: 'immediate' });
    expect(walk(e, noAnswers()).pending).toMatchObject({ kind: 'choice', id: 'evac.bom' });
    expect(fateOf(walk(e, answersOf({ choices: { 'evac.bom': 'go' } })), 'bom')).toMatchObject({ fate: 'withdrawn', sp: 3 });
  });

  it("7.6.2 with fighters and bombers: the fighter leaves at once, the bomber stays its round defenceless under the attacker's strike", () => {
    const i = battle([
      u({ id: 'inf', side: 'attacker', nation: 'germany', cls: 'infantry', tech: 2 }),
      u({ id: 'stuka', side: 'attacker', nation: 'germany', cls: 'bomber', tech: 2 }),
      u({ id: 'vvs', side: 'defender', nation: 'ussr', cls: 'fighter', sp: 2 }),
      u({ id: 'bom', side: 'defender', nation: 'ussr', cls: 'bomber', sp: 3 }),
    ]);
    const e = evaluateBattle(i);
    expect(walk(e, noAnswers()).pending).toMatchObject({ id: 'evac.vvs' });
    // With the fighter gone nothing flies against the Stuka: no air combat, no AA, the strike comes first.
    expect(walk(e, answersOf({ choices: { 'evac.vvs': 'go' } })).pending).toMatchObject({ kind: 'roll', id: 'r1.strike.a' });
  });

  it("7.6.2 applies only when no defending ground unit is in the hex, and only from the battle's start", () => {
    const guarded = battle([
      u({ side: 'attacker', nation: 'germany', cls: 'infantry' }),
      u({ side: 'defender', nation: 'ussr', cls: 'fighter' }),
      u({ side: 'defender', nation: 'ussr', cls: 'infantry' }),
    ]);
    expect(evaluateBattle(guarded).derivation.some((s) => s.rule === '7.6.2')).toBe(false);
    const fromAir = battle([u({ side: 'attacker', nation: 'germany', cls: 'bomber', tech: 2 }), u({ side: 'defender', nation: 'ussr', cls: 'fighter' })]);
    expect(evaluateBattle(fromAir).derivation.some((s) => s.rule === '7.6.2')).toBe(false);
    expect(
      evaluateBattle({
        ...battle([u({ side: 'attacker', nation: 'germany', cls: 'infantry' }), u({ side: 'defender', nation: 'ussr', cls: 'fighter' })]),
        round: 2,
      }).derivation.some((s) => s.rule === '7.6.2'),
    ).toBe(false);
  });
});
