// The special attacks' dice in their own step only (22.0, 25.0, 20.0, 23.0, 24.0).
import { describe, expect, it } from 'vitest';
import type { BattleUnit } from '@/games/bite/battle';
import type { RuleLayers } from '@/games/bite/layers';
import { battle, dice, mods, unit } from './battle-view';

type P = Partial<BattleUnit>;
const ger = (id: string, more: P = {}) => unit({ id, side: 'attacker', nation: 'germany', cls: 'infantry', tech: 2, ...more });
const sov = (id: string, more: P = {}) => unit({ id, side: 'defender', nation: 'ussr', cls: 'infantry', ...more });
const opt = (...optional: RuleLayers['optional'][number][]): RuleLayers => ({ advanced: true, optional });

describe('22.0, 25.0, 20.0, 23.0, 24.0: each special attack in its own step', () => {
  it("22.0: only an enemy fighter in the air silences the Stuka's sirens — not its own escort, not an enemy bomber", () => {
    const st = ger('st', { cls: 'bomber', stuka: true });
    expect(mods(battle([ger('g'), st, ger('jg', { cls: 'fighter' }), sov('s')], { layers: opt('22.0') }), 'attacker', 'strike')).toContain(
      '[22.0] st: Stuka sirens: +2 dice',
    );
    expect(mods(battle([ger('g'), st, sov('s'), sov('sb', { cls: 'bomber' })], { layers: opt('22.0') }), 'attacker', 'strike')).toEqual([
      '[22.0] st: Stuka sirens: +2 dice',
    ]);
    expect(mods(battle([ger('g'), st, sov('s'), sov('vvs', { cls: 'fighter' })], { layers: opt('22.0') }), 'attacker', 'strike')).toEqual([]);
    // A Stuka in the air combat or defending in the ground step has no sirens.
    expect(mods(battle([ger('g'), st, sov('s'), sov('vvs', { cls: 'fighter' })], { layers: opt('22.0') }), 'attacker', 'air')).toEqual([]);
  });
  it('25.0: the Katyusha dice are for Soviet artillery only, not an HQ firing as artillery, and never in its AA', () => {
    const i = battle(
      [
        ger('g'),
        ger('b', { cls: 'bomber' }),
        sov('s'),
        sov('ahq', { cls: 'armourHq', tech: 2, asArtillery: true, sp: 3 }),
        sov('k', { cls: 'artillery', tech: 2, sp: 3 }),
      ],
      { layers: opt('25.0') },
    );
    expect(dice(i, 'defender', 'artillery')).toEqual(['ahq 3@5', 'k 5@5']);
    expect(dice(i, 'defender', 'aa').filter((l) => l.startsWith('k'))).toEqual(['k 3@5']);
  });
  it("20.0, 23.0, 24.0: the Barbò dice, the paradrop and landing Malus and the defender's landing Bonus are for the ground combat only, never the AA", () => {
    const rus = (id: string, more: P = {}) => unit({ id, side: 'defender', nation: 'ussr', cls: 'infantry', ...more });
    const sb = rus('sb', { cls: 'bomber' });
    const barbo = battle([unit({ id: 'barbo', side: 'attacker', nation: 'italy', cls: 'cavalry', barbo: true, sp: 2, maxSp: 2 }), rus('s'), sb], {
      situations: { cavalryCharge: true },
      layers: opt('20.0'),
    });
    expect(dice(barbo, 'attacker', 'aa')).toEqual(['barbo 2@6']);
    const para = battle([ger('p', { cls: 'paratroop' }), rus('s'), sb], { situations: { paradrop: true }, layers: opt('23.0') });
    expect(mods(para, 'attacker', 'aa')).toEqual([]);
    const land = battle([ger('m', { cls: 'marine' }), ger('b', { cls: 'bomber' }), rus('s'), sb], { situations: { amphibious: true }, layers: opt('24.0') });
    expect(mods(land, 'attacker', 'aa')).toEqual([]);
    expect(mods(land, 'defender', 'aa')).toEqual([]);
    // A landing against a defender with no marines: the Malus is for the marines only.
    const mixed = battle([ger('m', { cls: 'marine' }), ger('g'), rus('s')], { situations: { amphibious: true }, layers: opt('24.0') });
    expect(mods(mixed, 'attacker', 'ground')).toEqual(['[24.0] m: landing, first round: 1 Malus']);
  });
});
