// Each unit's fire in each step of a battle (7.7.1 to 7.7.5): the hit number a step
// reads (6.5 AA at the defence value, 6.2.2 armour attacking, 6.4 and 5.5 HQs as artillery), who
// fires in which step, the Bonus and Malus kept to their own step (BOX 1, 7.7.6, 14.0, 5.5, 9.3,
// 10.0, 22.0, 26.0, SBE5), the hex's own AA (7.7.2), the 0-SP setting (7.7.10) and the roll
// question's odds.
import { describe, expect, it } from 'vitest';
import { walk } from '@/engine';
import type { RollQuestion } from '@/engine/types';
import { DEFAULT_BATTLE_RULES, evaluateBattle, type BattleHex, type BattleUnit } from '@/games/bite/battle';
import type { RuleLayers } from '@/games/bite/layers';
import { battle, dice, mods, play, say, unit } from './battle-view';

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

describe('6.5, 6.2.2, 6.4: the hit number each step reads', () => {
  it("6.5: the attacker's AA fires at its units' defence value, not their attack value (TECH 1 armour on 5, TECH 3 infantry on 5)", () => {
    const i = battle([ger('pz', { cls: 'armour', tech: 1 }), ger('inf', { tech: 3 }), ger('b', { cls: 'bomber' }), sov('s'), sov('vvs', { cls: 'fighter' })]);
    expect(dice(i, 'attacker', 'aa')).toEqual(['pz 4@5', 'inf 4@5']);
    expect(dice(i, 'attacker', 'ground')).toEqual(['pz 4@6', 'inf 4@6']);
  });
  it('6.2.2: TECH 1 armour attacks on 6 and defends on 5', () => {
    expect(dice(battle([ger('pz', { cls: 'armour', tech: 1 }), sov('s')]), 'attacker', 'ground')).toEqual(['pz 4@6']);
    expect(dice(battle([sov('r', { side: 'attacker' }), ger('pz', { cls: 'armour', tech: 1, side: 'defender' })]), 'defender', 'ground')).toEqual(['pz 4@5']);
  });
  it('5.5: a supreme HQ (Mannerheim) firing as artillery rolls its SP on the artillery number of its TECH', () => {
    const i = (tech: 1 | 2 | 3) =>
      battle([
        unit({ id: 'fin', side: 'attacker', nation: 'finland', cls: 'infantry' }),
        unit({ id: 'mh', side: 'attacker', nation: 'finland', cls: 'hq', asArtillery: true, tech, sp: 3, maxSp: 3 }),
        sov('s'),
      ]);
    expect(dice(i(1), 'attacker', 'artillery')).toEqual(['mh 3@6']);
    expect(dice(i(3), 'attacker', 'artillery')).toEqual(['mh 3@4']);
  });
  it("6.4: a TECH 1 armour HQ defending and firing as artillery hits on the artillery's 6, not its own defence 5", () => {
    const i = battle([
      sov('r', { side: 'attacker' }),
      ger('g', { side: 'defender' }),
      ger('ahq', { side: 'defender', cls: 'armourHq', tech: 1, asArtillery: true }),
    ]);
    expect(dice(i, 'defender', 'artillery')).toEqual(['ahq 4@6']);
  });
});

describe('BOX 1, 7.7.6, 14.0: the terrain Malus in its own steps', () => {
  it('14.0: armour attacking a forest has the forest Malus only (the second Malus is for the swamp)', () => {
    expect(mods(battle([ger('g'), ger('pz', { cls: 'armour' }), sov('s')], { hex: hex('forest'), layers: opt('14.0') }), 'attacker', 'ground')).toEqual([
      '[7.7.6] g: forest: 1 Malus',
      '[7.7.6] pz: forest: 1 Malus',
    ]);
  });
  it("14.0: an armour HQ attacking into an unfrozen swamp (not as artillery) has the armour's second Malus", () => {
    expect(
      mods(battle([ger('g'), ger('ahq', { cls: 'armourHq' }), sov('s')], { hex: hex('swamp'), layers: opt('14.0') }), 'attacker', 'ground').filter((l) =>
        l.includes('ahq'),
      ),
    ).toEqual(['[7.7.6] ahq: swamp: 1 Malus', '[14.0] ahq: armour in an unfrozen swamp: 1 Malus']);
  });
  it('7.7.6 setting: with the fortress for ground units only, the attacking ground units keep its 2 Malus', () => {
    const rules = { ...DEFAULT_BATTLE_RULES, fortressScope: 'ground' as const };
    expect(mods(battle([ger('g'), sov('s')], { hex: hex('plain', 'fortress') }), 'attacker', 'ground', rules)).toEqual([
      '[7.7.6] g: fortress: 1 Malus (1 of 2)',
      '[7.7.6] g: fortress: 1 Malus (1 of 2)',
    ]);
  });
  it("BOX 1: the attacker's AA has its ground units' terrain Malus (forest, major city), its artillery none", () => {
    const i = (h: BattleHex) =>
      mods(
        battle([ger('g'), ger('art', { cls: 'artillery' }), ger('b', { cls: 'bomber' }), sov('s'), sov('vvs', { cls: 'fighter' })], { hex: h }),
        'attacker',
        'aa',
      );
    expect(i(hex('forest'))).toEqual(['[7.7.6] g: forest: 1 Malus']);
    expect(i(hex('plain', 'major'))).toEqual(['[7.7.6] g: major city: 1 Malus']);
  });
  it("BOX 1: aircraft striking have no terrain Malus of the ground (forest, swamp, major city), only the fortifications'", () => {
    const i = (h: BattleHex) => mods(battle([ger('g'), ger('b', { cls: 'bomber' }), ger('f', { cls: 'fighter' }), sov('s')], { hex: h }), 'attacker', 'strike');
    expect(i(hex('forest'))).toEqual([]);
    expect(i(hex('swamp'))).toEqual([]);
    expect(i(hex('plain', 'major'))).toEqual([]);
  });
  it("26.0: only the Gustav's own artillery fire has its Bonus against a fortress — not other artillery, not the ground units, not its AA", () => {
    const i = battle(
      [
        ger('g'),
        ger('art', { cls: 'artillery' }),
        ger('gus', { cls: 'artillery', gustav: true }),
        ger('b', { cls: 'bomber' }),
        sov('s'),
        sov('vvs', { cls: 'fighter' }),
      ],
      { hex: hex('plain', 'fortress'), layers: opt('26.0') },
    );
    const two = (id: string) => [`[7.7.6] ${id}: fortress: 1 Malus (1 of 2)`, `[7.7.6] ${id}: fortress: 1 Malus (1 of 2)`];
    expect(mods(i, 'attacker', 'artillery')).toEqual([...two('art'), '[26.0] gus: Gustav against fortifications: 1 Bonus']);
    expect(mods(i, 'attacker', 'ground')).toEqual(two('g'));
    expect(mods(i, 'attacker', 'aa')).toEqual([...two('g'), ...two('art')]);
  });
  it('7.7.6: an attack with no ground combat unit (artillery and aircraft) over a river gives the defender no river Bonus', () => {
    expect(
      mods(battle([ger('art', { cls: 'artillery' }), ger('b', { cls: 'bomber' }), sov('s')], { hex: hex('plain', 'none', 'river') }), 'defender', 'ground'),
    ).toEqual([]);
  });
});

describe('5.5, 10.0, 9.3: Bonus and Malus kept to their step', () => {
  it("5.5: Finnish ski troops defending a forest in the FAZ have the Finns' defence Bonus, not the ski attack's; attacking, their AA has no ski Bonus", () => {
    const def = battle([sov('r', { side: 'attacker' }), unit({ id: 'ski', side: 'defender', nation: 'finland', cls: 'infantry', ski: true })], {
      hex: hex('forest', 'none', 'none', true),
    });
    expect(mods(def, 'defender', 'ground')).toEqual(['[5.5] ski: Finnish infantry in forest or swamp inside the FAZ: 1 Bonus']);
    const att = battle([unit({ id: 'ski', side: 'attacker', nation: 'finland', cls: 'infantry', ski: true }), sov('s'), sov('sb', { cls: 'bomber' })], {
      hex: hex('forest', 'none', 'none', true),
    });
    expect(mods(att, 'attacker', 'aa')).toEqual(['[7.7.6] ski: forest: 1 Malus']);
  });
  it("10.0 setting: with the attacking elites' AA Bonus, their ground fire still has one Bonus only, and defending they have none", () => {
    const rules = { ...DEFAULT_BATTLE_RULES, eliteAa: true };
    expect(mods(battle([ger('gd', { elite: 'attack' }), sov('s')]), 'attacker', 'ground', rules)).toEqual(['[10.0] gd: elite attacking: 1 Bonus']);
    expect(mods(battle([sov('r', { side: 'attacker' }), ger('gd', { elite: 'attack', side: 'defender' })]), 'defender', 'ground', rules)).toEqual([]);
  });
  it("9.3: in rain the defender's ground units have 1 Bonus; its artillery none, its AA only the rain's Malus", () => {
    const i = battle([ger('g'), ger('b', { cls: 'bomber' }), sov('s'), sov('art', { cls: 'artillery' })], { weather: 'rain' });
    expect(mods(i, 'defender', 'ground')).toEqual(['[9.3] s: rain, defending: 1 Bonus']);
    expect(mods(i, 'defender', 'artillery')).toEqual([]);
    expect(mods(i, 'defender', 'aa')).toEqual(['[9.3] s: rain, AA: 1 Malus', '[9.3] art: rain, AA: 1 Malus']);
  });
});

describe("22.0, 25.0, 20.0, SBE5: the special attacks' dice in their own step", () => {
  it("22.0: the sirens are a Stuka's when striking — not another bomber's, not a ground unit's at full strength, not in air combat; a fortress or a bunker covers the defender as a major city does", () => {
    const units = [ger('g'), ger('st', { cls: 'bomber', stuka: true }), ger('b', { cls: 'bomber' }), sov('s'), sov('vvs', { cls: 'fighter' })];
    const i = battle(
      units.filter((u) => u.id !== 'vvs'),
      { layers: opt('22.0') },
    );
    expect(dice(i, 'attacker', 'strike')).toEqual(['st 6@5', 'b 4@5']);
    expect(dice(i, 'attacker', 'ground')).toEqual(['g 4@6']);
    expect(dice(i, 'attacker', 'artillery')).toEqual([]);
    expect(mods(battle(units, { layers: opt('22.0') }), 'attacker', 'air')).toEqual([]);
    // In air combat with no enemy fighter up (its own escort makes the clash): still no sirens.
    const escort = battle([ger('g'), ger('st', { cls: 'bomber', stuka: true }), ger('jg', { cls: 'fighter' }), sov('s'), sov('sb', { cls: 'bomber' })], {
      layers: opt('22.0'),
    });
    expect(dice(escort, 'attacker', 'air')).toEqual(['st 4@6', 'jg 4@5']);
    for (const city of ['fortress', 'bunker'] as const) {
      expect(
        mods(
          battle(
            units.filter((u) => u.id !== 'vvs'),
            { layers: opt('22.0'), hex: hex('plain', city) },
          ),
          'attacker',
          'strike',
        ).filter((l) => l.includes('sirens')),
      ).toEqual([]);
    }
  });
  it("25.0, 20.0: the Katyusha and Barbò dice are said on the unit's line with their rule", () => {
    const k = battle(
      [
        unit({ id: 'r', side: 'attacker', nation: 'ussr', cls: 'infantry' }),
        unit({ id: 'k', side: 'attacker', nation: 'ussr', cls: 'artillery', tech: 2 }),
        ger('x', { side: 'defender' }),
      ],
      { layers: opt('25.0') },
    );
    expect(mods(k, 'attacker', 'artillery')).toEqual(['[25.0] k: Katyusha: +2 dice']);
    const b = battle([unit({ id: 'barbo', side: 'attacker', nation: 'italy', cls: 'cavalry', barbo: true, sp: 2, maxSp: 2 }), sov('s')], {
      situations: { cavalryCharge: true },
      layers: opt('20.0'),
    });
    expect(mods(b, 'attacker', 'ground')).toEqual(['[20.0] barbo: Barbò Group charge: +3 dice']);
  });
  it("25.0: in the walk the Katyusha dice are said once, on the unit's line", () => {
    const k = battle(
      [
        unit({ id: 'r', side: 'attacker', nation: 'ussr', cls: 'infantry' }),
        unit({ id: 'k', name: 'Kat', side: 'attacker', nation: 'ussr', cls: 'artillery', tech: 2 }),
        ger('x', { side: 'defender' }),
      ],
      { layers: opt('25.0') },
    );
    const r = play(
      k,
      () => 1,
      (q) => (q.id.includes('retreat') ? 'all' : 'stay'),
    );
    expect(r.lines.filter((l) => l.includes('Katyusha'))).toEqual(['[25.0] Kat: Katyusha: +2 dice']);
  });
  it("SBE5: supremacy doubles the aircraft's dice in air combat and striking only, said on their line; not the German artillery nor the ground units", () => {
    const i = battle([ger('g'), ger('art', { cls: 'artillery' }), ger('jg', { cls: 'fighter' }), sov('s'), sov('sb', { cls: 'bomber' })], {
      situations: { surprise: true, supremacy: true },
    });
    expect(dice(i, 'attacker', 'air')).toEqual(['jg 8@4']);
    expect(mods(i, 'attacker', 'air')).toEqual([
      '[SBE5] jg: Barbarossa surprise, first round: 1 Bonus',
      "[SBE5] jg: air supremacy: double dice (its cost: the Luftwaffe's air HQs lose 2 AP at the end of this Blitz, HQ screen)",
    ]);
    expect(dice(i, 'attacker', 'artillery')).toEqual(['art 4@4']);
    expect(dice(i, 'attacker', 'ground')).toEqual(['g 4@6']);
  });
});

describe('7.7, 6.1.4, 7.7.2: who fires in a step', () => {
  it('6.1.4: aircraft attacking alone still strike and fight in the air (only artillery may not fire alone)', () => {
    const i = battle([ger('b', { cls: 'bomber' }), ger('jg', { cls: 'fighter' }), sov('s'), sov('vvs', { cls: 'fighter' })]);
    expect(dice(i, 'attacker', 'strike')).toEqual(['b 4@5', 'jg 4@6']);
    expect(dice(i, 'attacker', 'air')).toEqual(['b 4@6', 'jg 4@5']);
  });
  it("7.7.2: the hex's own AA is the defender's: the attacker's AA in a major city is its units' only", () => {
    const i = battle([ger('g'), ger('b', { cls: 'bomber' }), sov('s'), sov('sb', { cls: 'bomber' })], { hex: hex('plain', 'major') });
    expect(dice(i, 'attacker', 'aa')).toEqual(['g 2@6']);
    expect(dice(i, 'defender', 'aa')).toEqual(['s 4@6', '#city 2@6']);
  });
  it("7.7.2, 9.3: in snow the city's own AA has the snow Malus though German mountain troops hold it (they are spared, the city is not)", () => {
    const i = battle([sov('r', { side: 'attacker' }), sov('rb', { side: 'attacker', cls: 'bomber' }), ger('geb', { side: 'defender', cls: 'mountain' })], {
      hex: hex('plain', 'major'),
      weather: 'snow',
    });
    expect(mods(i, 'defender', 'aa')).toEqual(['[9.3] #city: snow, AA: 1 Malus']);
  });
  it('7.7.10 setting: with 0-SP blocks firing as 1 SP, a 0-SP base rolls 1 die; without it, none', () => {
    const i = battle([ger('g'), sov('s'), sov('base', { cls: 'static', sp: 0, zeroBase: true })]);
    expect(dice(i, 'defender', 'ground', { ...DEFAULT_BATTLE_RULES, zeroSpFire: true })).toEqual(['s 4@6', 'base 1@6']);
    expect(dice(i, 'defender', 'ground')).toEqual(['s 4@6']);
  });
});

describe('7.7: the roll question of a fire', () => {
  it('7.7: the odds of a roll are said in hits, and travel with the question when it is copied', () => {
    const w = walk(evaluateBattle(battle([ger('g'), sov('s', { sp: 1, maxSp: 1 })])), { rolls: {}, choices: {}, overrides: {} } as never);
    const q = w.pending as RollQuestion;
    const copy = { ...q };
    expect(say(q.roll.label)).toBe('Ground combat: defender');
    expect(copy.odds?.map((o) => `${o.id} ${say(o.label)}`)).toEqual(['h0 0 hits', 'h1 1 hit']);
  });
});

const fates = (w: ReturnType<typeof walk>) =>
  (w.resolution.events[0]?.payload as { units: { id: string; fate: string; sp: number }[] } | undefined)?.units.map((x) => `${x.id} ${x.fate} ${x.sp}`);
const retreatAll = (q: { id: string; kind: string; options?: { id: string }[] }) =>
  q.id.includes('retreat') ? (q.id.endsWith('.a') ? 'all' : 'stay') : (q.options?.[0]?.id ?? '');

describe('7.7: who fires, walked', () => {
  it("SBE5: the Soviet AA's silence in round 1 is said once, though Soviet aircraft and a 0-SP base are in the hex", () => {
    const s = battle(
      [
        ger('g'),
        ger('b', { cls: 'bomber' }),
        sov('s'),
        sov('vvs', { cls: 'fighter' }),
        sov('sb', { cls: 'bomber' }),
        sov('base', { cls: 'static', sp: 0, zeroBase: true }),
      ],
      { situations: { surprise: true } },
    );
    const r = play(
      s,
      () => 1,
      (q) => retreatAll(q as never),
    );
    expect(r.lines.filter((l) => l.includes('Soviet AA'))).toEqual(['[SBE5] Barbarossa surprise: Soviet AA does not fire in the first round. (warning)']);
  });
  it('6.1.4: artillery fires when the enemy has no ground combat unit able to fight (artillery and aircraft, or a 0-SP base)', () => {
    expect(dice(battle([ger('art', { cls: 'artillery' }), ger('b', { cls: 'bomber' }), sov('sart', { cls: 'artillery' })]), 'defender', 'artillery')).toEqual([
      'sart 4@6',
    ]);
    expect(
      dice(
        battle([ger('art', { cls: 'artillery' }), sov('base', { cls: 'static', sp: 0, zeroBase: true }), sov('hq', { cls: 'hq' })]),
        'attacker',
        'artillery',
      ),
    ).toEqual(['art 4@5']);
  });
  it('6.1.1: a static block on the attacking side does not fire in the ground combat (it cannot attack), but fires its AA', () => {
    const i = battle([ger('g'), ger('st', { cls: 'static' }), sov('s'), sov('sb', { cls: 'bomber' })]);
    expect(dice(i, 'attacker', 'ground')).toEqual(['g 4@6']);
    expect(dice(i, 'attacker', 'aa')).toEqual(['g 4@6', 'st 4@6']);
  });
  it('7.7.9: in air combat, the hit on enemy aircraft tied on SP is chosen by their owner', () => {
    const i = battle(
      [
        ger('g'),
        ger('jg', { cls: 'fighter', name: 'JG' }),
        sov('s'),
        sov('a', { cls: 'fighter', name: 'A', sp: 2 }),
        sov('b', { cls: 'fighter', name: 'B', sp: 2 }),
      ],
      { layers: opt('19.0') },
    );
    const asked: string[] = [];
    play(
      i,
      (q) => (q.id.endsWith('.a') ? 6 : 1),
      (q) => {
        if (q.kind === 'choice' && q.id.includes('hit')) asked.push(`${q.id} [${q.rule}] ${say(q.prompt)}`);
        return retreatAll(q as never);
      },
    );
    expect(asked[0]).toBe('r1.air1.a.hit1 [7.7.9] defender: hit 1, several units with 2 SP — the owner chooses which loses the SP.');
  });
  it('7.7.5: ground hits land on ground units only, never on aircraft in the air (even with more SP)', () => {
    const i = battle([ger('g', { name: 'G' }), sov('s', { name: 'S', sp: 2 }), sov('f', { cls: 'fighter', name: 'F' })]);
    const r = play(
      i,
      (q) => (q.id === 'r1.ground.a' ? 6 : 1),
      (q) => retreatAll(q as never),
    );
    expect(fates(r.w)).toEqual(['g withdrawn 4', 's eliminated 0', 'f in 4']);
    expect(r.lines.filter((l) => l.startsWith('[3.15] S') || l.startsWith('[7.7.10] S'))[0]).toBe('[3.15] S: down to 1 SP.');
  });
  it('7.7.1, SBE5: air hits land on aircraft in the air, never on a Soviet fighter kept on the ground by the surprise', () => {
    const i = battle(
      [
        ger('g'),
        ger('jg', { cls: 'fighter', name: 'JG' }),
        sov('s'),
        sov('vvs', { cls: 'fighter', name: 'VVS' }),
        sov('sb', { cls: 'bomber', name: 'SB', sp: 2 }),
      ],
      { situations: { surprise: true } },
    );
    const r = play(
      i,
      (q) => (q.id.endsWith('.a') ? 6 : 1),
      (q) => retreatAll(q as never),
    );
    expect(fates(r.w)).toEqual(['g withdrawn 4', 'jg withdrawn 4', 's eliminated 0', 'vvs in 4', 'sb eliminated 0']);
  });
  it('7.7.4: artillery is reduced after firing even when it is the first block typed', () => {
    const i = battle([ger('art', { cls: 'artillery', name: 'Art' }), ger('g'), sov('s')]);
    const r = play(
      i,
      () => 1,
      (q) => retreatAll(q as never),
    );
    expect(r.lines.filter((l) => l.includes('reduced'))).toEqual(['[7.7.4] Art: reduced from 4 to 2 SP after firing.']);
    expect(fates(r.w)).toEqual(['art withdrawn 2', 'g withdrawn 4', 's in 4']);
  });
  it('20.0: after a charge that misses and a return fire that misses, the rest of the attack fires with its own blocks', () => {
    const c = battle([ger('cav', { cls: 'cavalry', name: 'Cav' }), ger('g', { name: 'G' }), sov('s', { name: 'S' })], {
      situations: { cavalryCharge: true },
      layers: opt('20.0'),
    });
    const r = play(
      c,
      () => 1,
      (q) => retreatAll(q as never),
    );
    expect(r.lines.filter((l) => /^\[7\.7\.5\] (Cav|G): \d+ dice/.test(l))).toEqual([
      '[7.7.5] Cav: 4 dice, hits on 6 (Bonus 0, Malus 0)',
      '[7.7.5] G: 4 dice, hits on 6 (Bonus 0, Malus 0)',
    ]);
  });
});
