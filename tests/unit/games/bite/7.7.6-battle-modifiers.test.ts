// The Bonus, Malus and extra dice of each unit in each step of a battle (BOX 1 and 7.7.6 terrain,
// 9.3 and 39.0 weather, 10.0 elites, 5.5, 6.1.2, 14.0, 19.0, 22.0 to 26.0, 33.0, SBE5): the
// modifier lines of the calculator word for word, with their rules, and the dice and hit numbers
// they give.
import { describe, expect, it } from 'vitest';
import { DEFAULT_BATTLE_RULES, type BattleHex, type BattleUnit } from '@/games/bite/battle';
import type { RuleLayers } from '@/games/bite/layers';
import { battle, dice, mods, play, unit } from './battle-view';

type P = Partial<BattleUnit>;
const ger = (id: string, more: P = {}) => unit({ id, side: 'attacker', nation: 'germany', cls: 'infantry', tech: 2, ...more });
const sov = (id: string, more: P = {}) => unit({ id, side: 'defender', nation: 'ussr', cls: 'infantry', ...more });
const hex = (terrain: BattleHex['terrain'], city: BattleHex['city'] = 'none', crossing: BattleHex['crossing'] = 'none', faz = false): BattleHex => ({
  terrain,
  city,
  crossing,
  faz,
});
const opt = (...optional: RuleLayers['optional'][number][]): RuleLayers => ({ advanced: true, optional });

describe('BOX 1, 7.7.6: terrain', () => {
  it('7.7.6: an attacking ground unit has 1 Malus in forest, hill, mountain and swamp, none on a plain; the defender none', () => {
    for (const t of ['forest', 'hill', 'mountain', 'swamp'] as const) {
      expect(mods(battle([ger('g'), sov('s')], { hex: hex(t) }), 'attacker', 'ground')).toEqual([`[7.7.6] g: ${t}: 1 Malus`]);
      expect(mods(battle([ger('g'), sov('s')], { hex: hex(t) }), 'defender', 'ground')).toEqual([]);
    }
    expect(mods(battle([ger('g'), sov('s')]), 'attacker', 'ground')).toEqual([]);
  });
  it('6.1.2: mountain troops (by class or by flag) attack hills and mountains without the Malus, but not forests', () => {
    expect(mods(battle([ger('a', { cls: 'mountain' }), sov('s')], { hex: hex('hill') }), 'attacker', 'ground')).toEqual([]);
    expect(mods(battle([ger('a', { mountain: true }), sov('s')], { hex: hex('mountain') }), 'attacker', 'ground')).toEqual([]);
    expect(mods(battle([ger('a', { mountain: true }), sov('s')], { hex: hex('forest') }), 'attacker', 'ground')).toEqual(['[7.7.6] a: forest: 1 Malus']);
    expect(mods(battle([ger('a', { cls: 'mountain' }), sov('s')], { hex: hex('swamp') }), 'attacker', 'ground')).toEqual(['[7.7.6] a: swamp: 1 Malus']);
  });
  it('14.0: armour (and armour HQs) attacking into an unfrozen swamp has a second Malus; not other classes, not in snow, not without 14.0', () => {
    const sw = (cls: BattleUnit['cls'], weather: 'fair' | 'snow' = 'fair', layers = opt('14.0')) =>
      mods(battle([ger('g'), ger('pz', { cls }), sov('s')], { hex: hex('swamp'), weather, layers }), 'attacker', 'ground').filter((l) => l.includes('pz'));
    expect(sw('armour')).toEqual(['[7.7.6] pz: swamp: 1 Malus', '[14.0] pz: armour in an unfrozen swamp: 1 Malus']);
    expect(sw('mechanised')).toEqual(['[7.7.6] pz: swamp: 1 Malus']);
    expect(sw('armour', 'fair', opt())).toEqual(['[7.7.6] pz: swamp: 1 Malus']);
    expect(sw('armour', 'snow')).toEqual(['[7.7.6] pz: swamp: 1 Malus', '[9.3] pz: snow, attacking: 1 Malus']);
  });
  it('14.0: an armour HQ firing as artillery into a swamp has no terrain Malus at all (artillery)', () => {
    expect(
      mods(
        battle([ger('g'), ger('ahq', { cls: 'armourHq', asArtillery: true }), sov('s')], { hex: hex('swamp'), layers: opt('14.0') }),
        'attacker',
        'artillery',
      ),
    ).toEqual([]);
  });
  it('7.7.6: a unit crossing a river has 1 Malus, a strait 2; not when the hexside has none, not for a unit that does not cross, not over a frozen river', () => {
    expect(mods(battle([ger('g', { crosses: true }), sov('s')], { hex: hex('plain', 'none', 'river') }), 'attacker', 'ground')).toEqual([
      '[7.7.6] g: crosses the river: 1 Malus',
    ]);
    expect(mods(battle([ger('g', { crosses: true }), sov('s')], { hex: hex('plain', 'none', 'strait') }), 'attacker', 'ground')).toEqual([
      '[7.7.6] g: crosses the strait: 1 Malus (of 2)',
      '[7.7.6] g: crosses the strait: 1 Malus (of 2)',
    ]);
    expect(mods(battle([ger('g', { crosses: true }), sov('s')]), 'attacker', 'ground')).toEqual([]);
    expect(mods(battle([ger('g'), sov('s')], { hex: hex('plain', 'none', 'river') }), 'attacker', 'ground')).toEqual([]);
    expect(mods(battle([ger('g'), sov('s')], { hex: hex('plain', 'none', 'strait') }), 'attacker', 'ground')).toEqual([]);
    expect(mods(battle([ger('g', { crosses: true }), sov('s')], { hex: hex('plain', 'none', 'river'), weather: 'snow' }), 'attacker', 'ground')).toEqual([
      '[9.3] g: snow, attacking: 1 Malus',
    ]);
  });
  it('7.7.6: a major city gives the attacking ground units 1 Malus and the defending ones 1 Bonus; a minor city neither', () => {
    const i = battle([ger('g'), ger('art', { cls: 'artillery' }), sov('s')], { hex: hex('plain', 'major') });
    expect(mods(i, 'attacker', 'ground')).toEqual(['[7.7.6] g: major city: 1 Malus']);
    expect(mods(i, 'attacker', 'artillery')).toEqual([]);
    expect(mods(i, 'defender', 'ground')).toEqual(['[7.7.6] s: major city: 1 Bonus']);
    const minor = battle([ger('g'), sov('s')], { hex: hex('plain', 'minor') });
    expect([...mods(minor, 'attacker', 'ground'), ...mods(minor, 'defender', 'ground')]).toEqual([]);
  });
  it('7.7.6 (AMB-10): a fortress gives 2 Malus to every attacker — ground, artillery, strike, AA of artillery — but not in air combat; the defender 2 Bonus', () => {
    const units = [
      ger('g'),
      ger('art', { cls: 'artillery' }),
      ger('b', { cls: 'bomber' }),
      ger('f', { cls: 'fighter' }),
      sov('s'),
      sov('vvs', { cls: 'fighter' }),
    ];
    const i = battle(units, { hex: hex('plain', 'fortress') });
    const two = (id: string) => [`[7.7.6] ${id}: fortress: 1 Malus (1 of 2)`, `[7.7.6] ${id}: fortress: 1 Malus (1 of 2)`];
    expect(mods(i, 'attacker', 'ground')).toEqual(two('g'));
    expect(mods(i, 'attacker', 'artillery')).toEqual(two('art'));
    expect(mods(i, 'attacker', 'strike')).toEqual([...two('b'), ...two('f')]);
    expect(mods(i, 'attacker', 'aa')).toEqual([...two('g'), ...two('art')]);
    expect(mods(i, 'attacker', 'air')).toEqual([]);
    expect(mods(i, 'defender', 'ground')).toEqual(['[7.7.6] s: fortress: 1 Bonus (1 of 2)', '[7.7.6] s: fortress: 1 Bonus (1 of 2)']);
    expect(mods(i, 'defender', 'aa')).toEqual([]);
  });
  it('7.7.6 setting: with the fortress for ground units only, artillery and aircraft have no fortification Malus', () => {
    const rules = { ...DEFAULT_BATTLE_RULES, fortressScope: 'ground' as const };
    const i = battle([ger('g'), ger('art', { cls: 'artillery' }), ger('b', { cls: 'bomber' }), sov('s')], { hex: hex('plain', 'bunker') });
    expect(mods(i, 'attacker', 'ground', rules)).toEqual(['[7.7.6] g: bunker: 1 Malus']);
    expect(mods(i, 'attacker', 'artillery', rules)).toEqual([]);
    expect(mods(i, 'attacker', 'strike', rules)).toEqual([]);
    expect(mods(battle([ger('g'), ger('art', { cls: 'artillery' }), sov('s')], { hex: hex('plain', 'fortress') }), 'attacker', 'artillery', rules)).toEqual([]);
  });
  it('7.7.6: a bunker gives every attacker 1 Malus (air combat aside) and the defender 1 Bonus', () => {
    const i = battle(
      [ger('g'), ger('art', { cls: 'artillery' }), ger('b', { cls: 'bomber' }), ger('f', { cls: 'fighter' }), sov('s'), sov('vvs', { cls: 'fighter' })],
      { hex: hex('plain', 'bunker') },
    );
    expect(mods(i, 'attacker', 'ground')).toEqual(['[7.7.6] g: bunker: 1 Malus']);
    expect(mods(i, 'attacker', 'artillery')).toEqual(['[7.7.6] art: bunker: 1 Malus']);
    expect(mods(i, 'attacker', 'strike')).toEqual(['[7.7.6] b: bunker: 1 Malus', '[7.7.6] f: bunker: 1 Malus']);
    expect(mods(i, 'attacker', 'air')).toEqual([]);
    expect(mods(i, 'defender', 'ground')).toEqual(['[7.7.6] s: bunker: 1 Bonus']);
  });
  it('26.0: the Gustav against a fortress or a bunker: no fortification Malus, 1 Bonus, and no recon Malus; elsewhere nothing special', () => {
    const g = (city: BattleHex['city'], layers = opt('26.0', '19.0')) =>
      mods(
        battle([ger('g'), ger('gus', { cls: 'artillery', gustav: true }), sov('s')], { hex: hex('plain', city), layers, recon: false }),
        'attacker',
        'artillery',
      );
    expect(g('fortress')).toEqual(['[26.0] gus: Gustav against fortifications: 1 Bonus']);
    expect(g('bunker')).toEqual(['[26.0] gus: Gustav against fortifications: 1 Bonus']);
    expect(g('major')).toEqual([]);
    expect(g('bunker', opt('19.0'))).toEqual([]);
  });
});

describe("7.7.6, 6.1.2, 5.5: the defender's Bonus", () => {
  it('7.7.6: every attacking combat unit crossing the river gives the defender 1 Bonus; an artillery that does not cross does not spoil it, unless every ground unit counts (setting)', () => {
    const units = [ger('g', { crosses: true }), ger('art', { cls: 'artillery' }), sov('s')];
    const i = battle(units, { hex: hex('plain', 'none', 'river') });
    expect(mods(i, 'defender', 'ground')).toEqual(['[7.7.6] s: every attacker crosses the river: 1 Bonus']);
    expect(mods(i, 'defender', 'ground', { ...DEFAULT_BATTLE_RULES, riverBonusCount: 'all' })).toEqual([]);
    expect(mods(battle([ger('g', { crosses: true }), ger('h'), sov('s')], { hex: hex('plain', 'none', 'river') }), 'defender', 'ground')).toEqual([]);
    expect(mods(battle([ger('g', { crosses: true }), sov('s')], { hex: hex('plain', 'none', 'river'), weather: 'snow' }), 'defender', 'ground')).toEqual([]);
    // No river on the hexside: no Bonus, even when the units are marked as crossing.
    expect(mods(battle([ger('g', { crosses: true }), sov('s')]), 'defender', 'ground')).toEqual([]);
    // The artillery and the AA of the defender never have it.
    expect(
      mods(battle([...units, sov('sa', { cls: 'artillery' }), ger('b', { cls: 'bomber' })], { hex: hex('plain', 'none', 'river') }), 'defender', 'aa'),
    ).toEqual([]);
  });
  it('7.7.6: a strait crossed by every attacker gives 1 Bonus (not with the setting that denies it); frozen seas do not matter here', () => {
    const i = battle([ger('g', { crosses: true }), sov('s')], { hex: hex('plain', 'none', 'strait') });
    expect(mods(i, 'defender', 'ground')).toEqual(['[7.7.6] s: every attacker crosses the strait: 1 Bonus']);
    expect(mods(i, 'defender', 'ground', { ...DEFAULT_BATTLE_RULES, straitBonus: false })).toEqual([]);
  });
  it('6.1.2: mountain troops defending a hill or a mountain have 1 Bonus; in a forest none', () => {
    expect(mods(battle([ger('g'), sov('s', { mountain: true })], { hex: hex('mountain') }), 'defender', 'ground')).toEqual([
      '[6.1.2] s: mountain troops in hill or mountain: 1 Bonus',
    ]);
    expect(mods(battle([ger('g'), sov('s', { cls: 'mountain' })], { hex: hex('hill') }), 'defender', 'ground')).toEqual([
      '[6.1.2] s: mountain troops in hill or mountain: 1 Bonus',
    ]);
    expect(mods(battle([ger('g'), sov('s', { cls: 'mountain' })], { hex: hex('forest') }), 'defender', 'ground')).toEqual([]);
  });
  it('5.5: Finnish infantry defending a forest or a swamp inside the FAZ has 1 Bonus; outside the FAZ, on a plain, or tanks: none', () => {
    const fin = (more: P = {}) => unit({ id: 'fin', side: 'defender', nation: 'finland', cls: 'infantry', ...more });
    const rus = unit({ id: 'r', side: 'attacker', nation: 'ussr', cls: 'infantry' });
    const bonus = '[5.5] fin: Finnish infantry in forest or swamp inside the FAZ: 1 Bonus';
    expect(mods(battle([rus, fin()], { hex: hex('forest', 'none', 'none', true) }), 'defender', 'ground')).toEqual([bonus]);
    expect(mods(battle([rus, fin()], { hex: hex('swamp', 'none', 'none', true) }), 'defender', 'ground')).toEqual([bonus]);
    expect(mods(battle([rus, fin()], { hex: hex('forest') }), 'defender', 'ground')).toEqual([]);
    expect(mods(battle([rus, fin()], { hex: hex('plain', 'none', 'none', true) }), 'defender', 'ground')).toEqual([]);
    expect(mods(battle([rus, fin({ cls: 'armour' })], { hex: hex('forest', 'none', 'none', true) }), 'defender', 'ground')).toEqual([]);
    expect(mods(battle([rus, { ...fin(), nation: 'germany' }], { hex: hex('forest', 'none', 'none', true) }), 'defender', 'ground')).toEqual([]);
  });
  it('5.5: Finnish ski troops attacking a forest or a swamp inside the FAZ have 1 Bonus (with the terrain Malus); not without skis, not outside the FAZ', () => {
    const ski = (more: P = {}, h = hex('forest', 'none', 'none', true)) =>
      mods(
        battle(
          [
            unit({ id: 'ski', side: 'attacker', nation: 'finland', cls: 'infantry', ski: true, ...more }),
            unit({ id: 'r', side: 'defender', nation: 'ussr', cls: 'infantry' }),
          ],
          { hex: h },
        ),
        'attacker',
        'ground',
      );
    expect(ski()).toEqual(['[5.5] ski: Finnish ski troops in forest or swamp inside the FAZ: 1 Bonus', '[7.7.6] ski: forest: 1 Malus']);
    expect(ski({}, hex('swamp', 'none', 'none', true))).toEqual([
      '[5.5] ski: Finnish ski troops in forest or swamp inside the FAZ: 1 Bonus',
      '[7.7.6] ski: swamp: 1 Malus',
    ]);
    expect(ski({ ski: false })).toEqual(['[7.7.6] ski: forest: 1 Malus']);
    expect(ski({}, hex('forest'))).toEqual(['[7.7.6] ski: forest: 1 Malus']);
    expect(ski({}, hex('hill', 'none', 'none', true))).toEqual(['[7.7.6] ski: hill: 1 Malus']);
    expect(ski({ nation: 'germany' })).toEqual(['[7.7.6] ski: forest: 1 Malus']);
  });
});

describe('10.0: elite units', () => {
  it('10.0: an attacking elite has 1 Bonus in ground combat only; a defending elite in ground combat and in its AA', () => {
    const i = battle([
      ger('gd', { elite: 'attack' }),
      ger('b', { cls: 'bomber' }),
      sov('mar', { cls: 'marine', elite: 'defence' }),
      sov('vvs', { cls: 'fighter' }),
    ]);
    expect(mods(i, 'attacker', 'ground')).toEqual(['[10.0] gd: elite attacking: 1 Bonus']);
    expect(mods(i, 'attacker', 'aa')).toEqual([]);
    expect(mods(i, 'defender', 'ground')).toEqual(['[10.0] mar: elite defending: 1 Bonus']);
    expect(mods(i, 'defender', 'aa')).toEqual(['[10.0] mar: AA of a defending elite: 1 Bonus']);
    expect(mods(i, 'attacker', 'aa', { ...DEFAULT_BATTLE_RULES, eliteAa: true })).toEqual(['[10.0] gd: AA of an attacking elite: 1 Bonus']);
  });
  it('10.0: an attack elite defending, or a defence elite attacking, has no Bonus', () => {
    const i = battle([
      ger('mar', { cls: 'marine', elite: 'defence' }),
      sov('gd', { elite: 'attack' }),
      ger('b', { cls: 'bomber' }),
      sov('vvs', { cls: 'fighter' }),
    ]);
    expect([
      ...mods(i, 'attacker', 'ground'),
      ...mods(i, 'defender', 'ground'),
      ...mods(i, 'defender', 'aa'),
      ...mods(i, 'attacker', 'aa', { ...DEFAULT_BATTLE_RULES, eliteAa: true }),
    ]).toEqual([]);
  });
});

describe('9.3, 39.0: weather', () => {
  it('9.3: in snow the Axis attacker has 1 Malus; Soviets, Finns and mountain troops are spared', () => {
    const snow = (u: BattleUnit, d: BattleUnit) => mods(battle([u, d], { weather: 'snow' }), 'attacker', 'ground');
    expect(snow(ger('g'), sov('s'))).toEqual(['[9.3] g: snow, attacking: 1 Malus']);
    expect(snow(ger('g', { mountain: true }), sov('s'))).toEqual([]);
    expect(snow(ger('g', { cls: 'mountain' }), sov('s'))).toEqual([]);
    expect(snow(ger('g', { nation: 'finland' }), sov('s'))).toEqual([]);
    expect(
      snow(unit({ id: 'r', side: 'attacker', nation: 'ussr', cls: 'infantry' }), unit({ id: 'x', side: 'defender', nation: 'germany', cls: 'infantry' })),
    ).toEqual([]);
  });
  it('9.3, 39.0: in rain and light rain every attacker has 1 Malus (the Soviets too); rain gives the defender 1 Bonus, light rain not', () => {
    const r = battle(
      [unit({ id: 'r', side: 'attacker', nation: 'ussr', cls: 'infantry' }), unit({ id: 'x', side: 'defender', nation: 'germany', cls: 'infantry' })],
      { weather: 'rain' },
    );
    expect(mods(r, 'attacker', 'ground')).toEqual(['[9.3] r: rain, attacking: 1 Malus']);
    expect(mods(r, 'defender', 'ground')).toEqual(['[9.3] x: rain, defending: 1 Bonus']);
    const l = battle(
      [unit({ id: 'r', side: 'attacker', nation: 'ussr', cls: 'infantry' }), unit({ id: 'x', side: 'defender', nation: 'germany', cls: 'infantry' })],
      { weather: 'lightRain', layers: opt('39.0') },
    );
    expect(mods(l, 'attacker', 'ground')).toEqual(['[39.0] r: light rain, attacking: 1 Malus']);
    expect(mods(l, 'defender', 'ground')).toEqual([]);
    // Artillery is not affected by the weather.
    expect(mods(battle([ger('g'), ger('art', { cls: 'artillery' }), sov('s')], { weather: 'rain' }), 'attacker', 'artillery')).toEqual([]);
  });
  it("9.3: in rain and snow the AA has 1 Malus, on both sides (setting: the attacker's only); in snow a Soviet AA is spared", () => {
    const units = [
      ger('g'),
      ger('f', { cls: 'fighter' }),
      unit({ id: 'x', side: 'defender', nation: 'romania', cls: 'infantry' }),
      unit({ id: 'xf', side: 'defender', nation: 'romania', cls: 'fighter' }),
    ];
    const snowAxis = battle(
      [
        unit({ id: 'r', side: 'attacker', nation: 'ussr', cls: 'infantry' }),
        unit({ id: 'rf', side: 'attacker', nation: 'ussr', cls: 'fighter' }),
        unit({ id: 'x', side: 'defender', nation: 'germany', cls: 'infantry' }),
        unit({ id: 'xf', side: 'defender', nation: 'germany', cls: 'fighter' }),
      ],
      { weather: 'snow' },
    );
    expect(mods(snowAxis, 'defender', 'aa')).toEqual(['[9.3] x: snow, AA: 1 Malus']);
    expect(mods(snowAxis, 'attacker', 'aa')).toEqual([]);
    expect(mods(snowAxis, 'defender', 'aa', { ...DEFAULT_BATTLE_RULES, weatherAa: 'attacker' })).toEqual([]);
    const rainAttack = battle(
      units
        .slice(0, 1)
        .concat(
          unit({ id: 'art', side: 'attacker', nation: 'germany', cls: 'artillery' }),
          unit({ id: 'sb', side: 'defender', nation: 'ussr', cls: 'bomber' }),
          sov('s'),
        ),
      { weather: 'rain' },
    );
    expect(mods(rainAttack, 'attacker', 'aa')).toEqual(['[9.3] g: rain, AA: 1 Malus', '[9.3] art: rain, AA: 1 Malus']);
    expect(mods(rainAttack, 'attacker', 'aa', { ...DEFAULT_BATTLE_RULES, weatherAa: 'attacker' })).toEqual([
      '[9.3] g: rain, AA: 1 Malus',
      '[9.3] art: rain, AA: 1 Malus',
    ]);
    expect(mods({ ...rainAttack, weather: 'fair' }, 'attacker', 'aa')).toEqual([]);
    const snowAttack = battle([ger('g'), sov('s'), sov('sb', { cls: 'bomber' })], { weather: 'snow' });
    expect(mods(snowAttack, 'attacker', 'aa', { ...DEFAULT_BATTLE_RULES, weatherAa: 'attacker' })).toEqual(['[9.3] g: snow, AA: 1 Malus']);
  });
  it("9.3, 39.0: in snow every aircraft has 1 Malus in the air and striking (Soviets spared); in light rain only the attacker's", () => {
    const units = [
      ger('g'),
      ger('f', { cls: 'fighter' }),
      ger('b', { cls: 'bomber' }),
      unit({ id: 'x', side: 'defender', nation: 'romania', cls: 'infantry' }),
      unit({ id: 'xb', side: 'defender', nation: 'romania', cls: 'bomber' }),
    ];
    const axisBoth = [
      unit({ id: 'r', side: 'attacker', nation: 'ussr', cls: 'infantry' }),
      unit({ id: 'rf', side: 'attacker', nation: 'ussr', cls: 'fighter' }),
      unit({ id: 'x', side: 'defender', nation: 'germany', cls: 'infantry' }),
      unit({ id: 'xf', side: 'defender', nation: 'germany', cls: 'fighter', tech: 2 }),
      unit({ id: 'xb', side: 'defender', nation: 'germany', cls: 'bomber', tech: 2 }),
    ];
    const snow = battle(axisBoth, { weather: 'snow' });
    expect(mods(snow, 'defender', 'air')).toEqual(['[9.3] xf: snow, air units: 1 Malus', '[9.3] xb: snow, air units: 1 Malus']);
    expect(mods(snow, 'defender', 'strike')).toEqual(['[9.3] xf: snow, air units: 1 Malus', '[9.3] xb: snow, air units: 1 Malus']);
    expect(mods(snow, 'attacker', 'air')).toEqual([]);
    const light = battle(
      units.map((x) => (x.nation === 'romania' ? { ...x, nation: 'ussr' as const } : x)),
      { weather: 'lightRain', layers: opt('39.0') },
    );
    expect(mods(light, 'attacker', 'strike')).toEqual([
      '[39.0] f: light rain, attacking aircraft: 1 Malus',
      '[39.0] b: light rain, attacking aircraft: 1 Malus',
    ]);
    expect(mods(light, 'defender', 'strike')).toEqual([]);
    expect(mods(battle(units.map((x) => (x.nation === 'romania' ? { ...x, nation: 'ussr' as const } : x))), 'attacker', 'strike')).toEqual([]);
  });
});

describe('33.0, 19.0: the First Axis Winter and air recon', () => {
  it('33.0: every Axis unit has 1 Malus in every roll, defending too; Finns, mountain troops and Soviets are spared', () => {
    const layers = opt('33.0');
    const w = (units: BattleUnit[], side: 'attacker' | 'defender', fs: 'ground' | 'aa' | 'artillery') =>
      mods(battle(units, { situations: { firstWinter: true }, layers }), side, fs);
    expect(w([ger('g'), sov('s')], 'attacker', 'ground')).toEqual(['[33.0] g: first winter: 1 Malus']);
    expect(
      w(
        [unit({ id: 'r', side: 'attacker', nation: 'ussr', cls: 'infantry' }), unit({ id: 'x', side: 'defender', nation: 'romania', cls: 'infantry' })],
        'defender',
        'ground',
      ),
    ).toEqual(['[33.0] x: first winter: 1 Malus']);
    expect(
      w(
        [unit({ id: 'r', side: 'attacker', nation: 'ussr', cls: 'infantry' }), unit({ id: 'x', side: 'defender', nation: 'finland', cls: 'infantry' })],
        'defender',
        'ground',
      ),
    ).toEqual([]);
    expect(w([ger('g', { mountain: true }), sov('s')], 'attacker', 'ground')).toEqual([]);
    expect(w([ger('g'), sov('s')], 'defender', 'ground')).toEqual([]);
    expect(w([ger('g'), ger('art', { cls: 'artillery' }), sov('s')], 'attacker', 'artillery')).toEqual(['[33.0] art: first winter: 1 Malus']);
  });
  it("19.0: without recon the attacker's strike and artillery have 1 Malus in round 1 only; not the Soviet long-range bombers, not the defender, not without 19.0", () => {
    const units = [ger('g'), ger('art', { cls: 'artillery' }), ger('b', { cls: 'bomber' }), sov('s'), sov('sa', { cls: 'artillery' })];
    const i = battle(units, { recon: false, layers: opt('19.0') });
    expect(mods(i, 'attacker', 'artillery')).toEqual(['[19.0] art: no recon, first round: 1 Malus']);
    expect(mods(i, 'attacker', 'strike')).toEqual(['[19.0] b: no recon, first round: 1 Malus']);
    expect(mods(i, 'attacker', 'ground')).toEqual([]);
    expect(mods(i, 'defender', 'artillery')).toEqual([]);
    expect(mods({ ...i, round: 2 }, 'attacker', 'artillery')).toEqual([]);
    expect(mods({ ...i, recon: true }, 'attacker', 'artillery')).toEqual([]);
    expect(mods({ ...i, layers: opt() }, 'attacker', 'artillery')).toEqual([]);
    const lr = battle(
      [
        unit({ id: 'r', side: 'attacker', nation: 'ussr', cls: 'infantry' }),
        unit({ id: 'lrb', side: 'attacker', nation: 'ussr', cls: 'bomber', noRecon: true }),
        unit({ id: 'x', side: 'defender', nation: 'germany', cls: 'infantry' }),
      ],
      { recon: false, layers: opt('19.0') },
    );
    expect(mods(lr, 'attacker', 'strike')).toEqual([]);
  });
});

describe('22.0, 25.0, 20.0, 23.0, 24.0: the special attacks', () => {
  const stukaIn = (
    more: {
      sp?: number;
      weather?: 'fair' | 'snow';
      h?: BattleHex;
      recon?: boolean;
      layers?: RuleLayers;
      fighter?: boolean;
      side?: 'attacker' | 'defender';
    } = {},
  ) => {
    const axisAttacks = (more.side ?? 'attacker') === 'attacker';
    const st = unit({
      id: 'st',
      side: axisAttacks ? 'attacker' : 'defender',
      nation: 'germany',
      cls: 'bomber',
      tech: 2,
      stuka: true,
      sp: more.sp ?? 4,
      maxSp: 4,
    });
    const units = [
      axisAttacks ? ger('g') : { ...ger('g'), side: 'defender' as const },
      st,
      axisAttacks ? sov('s') : { ...sov('s'), side: 'attacker' as const },
      ...(more.fighter ? [unit({ id: 'vvs', side: axisAttacks ? 'defender' : 'attacker', nation: 'ussr', cls: 'fighter' })] : []),
    ];
    const i = battle(units, { weather: more.weather ?? 'fair', hex: more.h ?? hex('plain'), recon: more.recon ?? true, layers: more.layers ?? opt('22.0') });
    return { mods: mods(i, axisAttacks ? 'attacker' : 'defender', 'strike'), dice: dice(i, axisAttacks ? 'attacker' : 'defender', 'strike') };
  };
  it('22.0: a Stuka at full strength, in fair weather, over a plain, with no enemy fighter flying, strikes with 2 more dice', () => {
    expect(stukaIn()).toEqual({ mods: ['[22.0] st: Stuka sirens: +2 dice'], dice: ['st 6@5'] });
    expect(stukaIn({ sp: 3 }).dice).toEqual(['st 3@5']);
    expect(stukaIn({ weather: 'snow' }).mods).toEqual(['[9.3] st: snow, air units: 1 Malus']);
    expect(stukaIn({ h: hex('forest') }).mods).toEqual([]);
    expect(stukaIn({ h: hex('plain', 'major') }).mods).toEqual([]);
    expect(stukaIn({ h: hex('plain', 'minor') }).mods).toEqual(['[22.0] st: Stuka sirens: +2 dice']);
    expect(stukaIn({ fighter: true }).mods).toEqual([]);
    expect(stukaIn({ layers: opt() }).mods).toEqual([]);
  });
  it('22.0, 19.0: with 19.0 in play the attacking Stuka needs the recon (and has its Malus without it); defending it does not', () => {
    expect(stukaIn({ layers: opt('22.0', '19.0'), recon: false }).mods).toEqual(['[19.0] st: no recon, first round: 1 Malus']);
    expect(stukaIn({ layers: opt('22.0', '19.0'), recon: true }).mods).toEqual(['[22.0] st: Stuka sirens: +2 dice']);
    expect(stukaIn({ layers: opt('22.0', '19.0'), recon: false, side: 'defender' }).mods).toEqual(['[22.0] st: Stuka sirens: +2 dice']);
  });
  it('25.0: Soviet artillery of TECH 2 rolls 2 Katyusha dice more; TECH 1, German artillery or without 25.0: none', () => {
    const k = (more: P, layers = opt('25.0')) =>
      dice(
        battle(
          [
            unit({ id: 'r', side: 'attacker', nation: 'ussr', cls: 'infantry' }),
            unit({ id: 'k', side: 'attacker', nation: 'ussr', cls: 'artillery', sp: 3, ...more }),
            unit({ id: 'x', side: 'defender', nation: 'germany', cls: 'infantry' }),
          ],
          { layers },
        ),
        'attacker',
        'artillery',
      );
    expect(k({ tech: 2 })).toEqual(['k 5@5']);
    expect(k({ tech: 3 })).toEqual(['k 5@4']);
    expect(k({ tech: 1 })).toEqual(['k 3@6']);
    expect(k({ tech: 2 }, opt())).toEqual(['k 3@5']);
  });
  it('20.0: the Barbò Group rolls 3 dice more in a cavalry charge only', () => {
    const b = (charge: boolean, cls: BattleUnit['cls'] = 'cavalry') =>
      dice(
        battle([unit({ id: 'barbo', side: 'attacker', nation: 'italy', cls, barbo: true, sp: 2, maxSp: 2 }), sov('s')], {
          situations: { cavalryCharge: charge },
          layers: opt('20.0'),
        }),
        'attacker',
        'ground',
      );
    expect(b(true)).toEqual(['barbo 5@6']);
    expect(b(false)).toEqual(['barbo 2@6']);
    expect(b(true, 'infantry')).toEqual(['barbo 2@6']);
  });
  it('23.0, 24.0: paratroops dropping and marines landing have 1 Malus in round 1; the defender against a landing 1 Bonus in round 1', () => {
    const para = battle([ger('p', { cls: 'paratroop' }), ger('g'), sov('s')], { situations: { paradrop: true }, layers: opt('23.0') });
    expect(mods(para, 'attacker', 'ground')).toEqual(['[23.0] p: paratroops, first round: 1 Malus']);
    expect(mods({ ...para, round: 2 }, 'attacker', 'ground')).toEqual([]);
    expect(mods(para, 'defender', 'ground')).toEqual([]);
    const land = battle([ger('m', { cls: 'marine' }), ger('g'), sov('s')], { situations: { amphibious: true }, layers: opt('24.0') });
    expect(mods(land, 'attacker', 'ground')).toEqual(['[24.0] m: landing, first round: 1 Malus']);
    expect(mods(land, 'defender', 'ground')).toEqual(['[24.0] s: against the landing, first round: 1 Bonus']);
    expect([...mods({ ...land, round: 2 }, 'attacker', 'ground'), ...mods({ ...land, round: 2 }, 'defender', 'ground')]).toEqual([]);
  });
});

describe('SBE5: the Barbarossa surprise', () => {
  it('SBE5: in round 1 German artillery and Axis aircraft have 1 Bonus; not the Romanian artillery, not in round 2', () => {
    const s = battle(
      [ger('g'), ger('art', { cls: 'artillery' }), ger('jg', { cls: 'fighter' }), ger('b', { cls: 'bomber' }), sov('s'), sov('vvs', { cls: 'fighter' })],
      { situations: { surprise: true } },
    );
    expect(mods(s, 'attacker', 'artillery')).toEqual(['[SBE5] art: Barbarossa surprise, first round: 1 Bonus']);
    expect(mods(s, 'attacker', 'strike')).toEqual([
      '[SBE5] jg: Barbarossa surprise, first round: 1 Bonus',
      '[SBE5] b: Barbarossa surprise, first round: 1 Bonus',
    ]);
    expect(mods(s, 'attacker', 'air')).toEqual(['[SBE5] jg: Barbarossa surprise, first round: 1 Bonus', '[SBE5] b: Barbarossa surprise, first round: 1 Bonus']);
    expect(mods(s, 'attacker', 'ground')).toEqual([]);
    expect(mods({ ...s, round: 2 }, 'attacker', 'artillery')).toEqual([]);
    const rom = battle([ger('g', { nation: 'romania' }), ger('art', { cls: 'artillery', nation: 'romania' }), sov('s')], { situations: { surprise: true } });
    expect(mods(rom, 'attacker', 'artillery')).toEqual([]);
  });
  it('SBE5: the Soviet fighters stay on the ground in the surprise, so the German fighters meet none in the air', () => {
    const s = battle([ger('g'), ger('jg', { cls: 'fighter' }), sov('s'), sov('vvs', { cls: 'fighter' }), sov('sb', { cls: 'bomber' })], {
      situations: { surprise: true },
    });
    expect(dice(s, 'defender', 'air')).toEqual(['sb 4@6'].filter(() => false));
  });
  it('SBE5: with supremacy the German and Romanian aircraft roll double dice in round 1; a Hungarian aircraft does not', () => {
    const sup = (nation: BattleUnit['nation']) =>
      battle([ger('g', { nation }), ger('b', { cls: 'bomber', nation }), sov('s')], { situations: { surprise: true, supremacy: true } });
    expect(dice(sup('germany'), 'attacker', 'strike')).toEqual(['b 8@4']);
    expect(dice(sup('romania'), 'attacker', 'strike')).toEqual(['b 8@4']);
    expect(dice(sup('hungary'), 'attacker', 'strike')).toEqual(['b 4@4']);
    expect(dice({ ...sup('germany'), round: 2 }, 'attacker', 'strike')).toEqual(['b 4@5']);
  });
  it("SBE5: no Soviet Bonus and no Axis Malus (recon aside), each said on its line before the unit's dice", () => {
    const s = battle([ger('g', { crosses: true }), ger('b', { cls: 'bomber' }), sov('s', { elite: 'defence' })], {
      hex: hex('forest', 'none', 'river'),
      situations: { surprise: true },
      recon: false,
      layers: opt('19.0'),
    });
    expect(dice(s, 'attacker', 'ground')).toEqual(['g 4@6']);
    expect(dice(s, 'defender', 'ground')).toEqual(['s 4@6']);
    expect(mods(s, 'attacker', 'strike')).toEqual(['[SBE5] b: Barbarossa surprise, first round: 1 Bonus', '[19.0] b: no recon, first round: 1 Malus']);
    const r = play(
      s,
      () => 1,
      (q) => (q.id === 'r1.retreat.a' ? 'all' : 'stay'),
    );
    expect(r.lines.filter((l) => l.startsWith('[SBE5]') && !l.includes('first round'))).toEqual([
      '[SBE5] S: Barbarossa surprise, no Soviet Bonus (info)',
      '[SBE5] G: Barbarossa surprise, no Axis Malus (recon aside) (info)',
    ]);
    expect(r.lines.indexOf('[SBE5] G: Barbarossa surprise, no Axis Malus (recon aside) (info)')).toBe(
      r.lines.indexOf('[7.7.5] G: 4 dice, hits on 6 (Bonus 0, Malus 0)') - 1,
    );
  });
});
