// Fire (5.0–5.5.1, 4.3.4–4.3.5, 11.1, 12.0): rules notes §15.1, §15.4–§15.8.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { frac, ONE, sumF, cmpF } from '@/engine';
import { distProbs, probOf } from '@/engine/distribution';
import {
  attackTypes,
  cardDice,
  fireDice,
  fireOdds,
  halfLost,
  lossesOf,
  readFire,
  resolveFire,
  resolveFireFaces,
  retreatOf,
  type FireDiceInput,
  type FireSituation,
  type LossInput,
} from '@/games/war-to-axis/fire';
import { black, m10, settings, unitType, white } from './helpers';
import { seedProperties } from '../../engine/helpers';

seedProperties();

const fire = (p: Partial<FireDiceInput>): FireDiceInput => ({
  attack: 'at',
  base: 4,
  terrainMod: 0,
  advancing: false,
  halfLost: false,
  opportunity: false,
  final: false,
  urban: false,
  engineers: false,
  roadBonus: false,
  ...p,
});
const dice = (p: Partial<FireDiceInput>, s = settings()) => fireDice(fire(p), s).dice;
const loss = (p: Partial<LossInput>): LossInput => ({
  attack: 'ap',
  hits: 0,
  explosions: 0,
  protection: 'none',
  eligible: true,
  opportunity: false,
  engineers: false,
  ...p,
});
const sit = (p: Partial<FireSituation>): FireSituation => ({
  attack: 'ap',
  armour: null,
  protection: 'none',
  eligible: true,
  opportunity: false,
  engineers: false,
  hex: 'open',
  room: null,
  elements: 4,
  ...p,
});

describe('2.2, 2.5: units and cards', () => {
  it('2.2 (TX-1): an infantry unit of 3 discs has 4 elements; the 4th loss eliminates it', () => {
    const inf = unitType({ id: 'inf', discs: 3 });
    const r = retreatOf({ losses: 4, hex: 'open', eligible: true, trenchRemoved: false, opportunity: false, room: null, elements: inf.discs + 1 });
    expect([r.eliminated, r.required]).toEqual([true, false]);
    expect(retreatOf({ losses: 3, hex: 'city', eligible: true, trenchRemoved: false, opportunity: false, room: null, elements: 4 }).elementsLeft).toBe(1);
  });
  it('2.5 (TX-5): "3 esa − 2": 2 black dice at 1, 2, 3 hexes; not at 4', () => {
    expect([1, 2, 3].map((r) => cardDice(m10, 'ap', r).base)).toEqual([2, 2, 2]);
    expect(cardDice(m10, 'ap', 4).errors).toEqual([{ key: 'wta.error.outOfRange', params: { range: 4, max: 3 } }]);
  });
  it('2.5, A1 (TX-6): "4 esa − 4/3/2/2" read positionally; not at 5; the prose reading is typed as [4,3,3,2]', () => {
    expect([1, 2, 3, 4].map((r) => cardDice(m10, 'at', r).base)).toEqual([4, 3, 2, 2]);
    expect(cardDice({ ...m10, atDice: [4, 3, 3, 2] }, 'at', 3).base).toBe(3);
    expect(cardDice(m10, 'at', 5).base).toBeNull();
  });
  it('2.5 (TX-7): the M10 card: MP 6, advance 4 with −1 die, AP 3/2, AT 4/[4,3,2,2], starred', () => {
    expect([m10.move, m10.advance, m10.apDice, m10.atDice, m10.starred]).toEqual([6, 4, [2, 2, 2], [4, 3, 2, 2], true]);
  });
  it('2.5: a range that is not a whole number from 1, or a weapon the unit lacks, is said in words', () => {
    expect(cardDice(m10, 'at', 0).errors[0].key).toBe('wta.error.range');
    expect(cardDice(unitType({ id: 'x', atDice: [] }), 'at', 1).errors[0].key).toBe('wta.error.noWeapon_at');
  });
});

describe('5.0, 12.0: the attack type', () => {
  it('5.0, A3: a target with AP and armour symbols may be attacked either way, or bombarded', () => {
    expect(attackTypes({ apTarget: true, armour: 'L', hidden: false }).types).toEqual(['ap', 'at', 'bombard']);
    expect(attackTypes({ apTarget: false, armour: 'H', hidden: false }).types).toEqual(['at', 'bombard']);
  });
  it('12.0 (TD-37): a hidden unit can only be bombarded', () => {
    expect(attackTypes({ apTarget: true, armour: null, hidden: true }).types).toEqual(['bombard']);
    expect(fireDice(fire({ targetHidden: true })).errors).toEqual([{ key: 'wta.error.hiddenTarget' }]);
  });
});

describe('5.2, 5.5.1, 11.1: the number of dice', () => {
  it('5.2 (TD-19): M10 AT at range 1, stationary: 4 white dice', () => expect(dice({ base: 4 })).toBe(4));
  it('5.2 (TD-20): advancing: 3', () => expect(dice({ base: 4, advancing: true })).toBe(3));
  it('5.2, 5.5.1, A6 (TD-21): at range 2 under opportunity fire: 2 (the −1 once)', () => {
    expect(dice({ base: 3, opportunity: true })).toBe(2);
    expect(dice({ base: 3, opportunity: true }, settings({ oppFireMinus: 'twice' }))).toBe(1);
  });
  it('5.2, A1 (TD-22): at range 3: 2 positional', () => expect(dice({ base: cardDice(m10, 'at', 3).base ?? -1 })).toBe(2));
  it('5.2 (TD-24): M10 AP at range 2, advancing: 1 black die', () => expect(dice({ attack: 'ap', base: 2, advancing: true })).toBe(1));
  it('5.2, A4 (TD-25): advancing with half its elements lost: 0 dice, no attack, said in words', () => {
    const r = fireDice(fire({ attack: 'ap', base: 2, advancing: true, halfLost: true }));
    expect(r.dice).toBe(0);
    expect(r.derivation.at(-1)).toMatchObject({ key: 'wta.fire.noDice', tone: 'warning' });
  });
  it('11.1 (TD-26): final fire, base 4: floor(3/2) = 1', () => expect(dice({ base: 4, final: true })).toBe(1));
  it('11.1 (TD-27): final fire, base 5: 2', () => expect(dice({ base: 5, final: true })).toBe(2));
  it('11.1 (TD-28): final fire, base 2: 0, no fire', () => expect(dice({ base: 2, final: true })).toBe(0));
  it('11.1 (TD-29): final fire, base 6, half lost: 2', () => expect(dice({ base: 6, final: true, halfLost: true })).toBe(2));
  it('11.1 (TD-30): final fire, base 6, cover −1, half lost: 1', () => expect(dice({ base: 6, final: true, halfLost: true, terrainMod: -1 })).toBe(1));
  it('11.1: the halving is a step with its rule', () => {
    const r = fireDice(fire({ base: 5, final: true }));
    expect(r.derivation.map((s) => [s.key, s.rule])).toContainEqual(['wta.fire.finalHalve', '11.1']);
  });
  it('4.3.5 (TD-31): AP fire at an AP target in a city, base 3: 1', () => expect(dice({ attack: 'ap', base: 3, urban: true })).toBe(1));
  it('4.3.5 (TD-32): the same by engineers: 2', () => expect(dice({ attack: 'ap', base: 3, urban: true, engineers: true })).toBe(2));
  it('5.2, A5 (TD-33, TD-34, TD-35, TD-36): half its elements lost', () => {
    expect(halfLost(4, 2)).toBe(true);
    expect(halfLost(4, 3)).toBe(false);
    expect([halfLost(3, 2), halfLost(3, 1)]).toEqual([false, true]);
    // 2 lost, then 1 rallied: 3 of 4 again.
    expect(halfLost(4, 3)).toBe(false);
    expect(halfLost(3, 2, settings({ halfLost: 'floorHalf' }))).toBe(true);
  });
  it('5.5.1: a target using the road bonus has no terrain protection against opportunity fire', () => {
    expect(dice({ base: 3, terrainMod: -2, opportunity: true, roadBonus: true })).toBe(2);
    expect(dice({ base: 3, terrainMod: -2, opportunity: true })).toBe(0);
    expect(fireDice(fire({ roadBonus: true })).errors[0].key).toBe('wta.error.roadBonusOpportunity');
  });
  it('5.5.1, A24: the mover hit by opportunity fire returns fire with −1 die, as when advancing', () => {
    expect(dice({ base: 3, returnFire: true })).toBe(2);
    expect(fireDice(fire({ returnFire: true, opportunity: true })).errors[0].key).toBe('wta.error.returnFire');
  });
  it('3.2, 5.4.1, 11.0: what cannot fire that way is refused in words', () => {
    expect(fireDice(fire({ advancing: true, canAdvance: false })).errors[0].key).toBe('wta.error.cannotAdvance');
    expect(fireDice(fire({ final: true, opportunity: true })).errors[0].key).toBe('wta.error.finalAndOpportunity');
    expect(fireDice(fire({ final: true, range: 2 })).errors[0].key).toBe('wta.error.finalAdjacent');
    expect(fireDice(fire({ disorganized: true, opportunity: true })).errors[0].key).toBe('wta.error.disorganizedOpportunity');
    expect(fireDice(fire({ base: -1 })).errors[0].key).toBe('wta.error.dice');
  });
  it('11.1: final fire never gives more dice than the same fire made normally', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: -4, max: 4 }),
        fc.boolean(),
        fc.constantFrom<'ap' | 'at'>('ap', 'at'),
        (base, terrainMod, hl, attack) => {
          const normal = dice({ attack, base, terrainMod, halfLost: hl });
          const final = dice({ attack, base, terrainMod, halfLost: hl, final: true });
          expect(final).toBeLessThanOrEqual(normal);
          expect(final).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('5.3: reading a roll', () => {
  const apRoll = black('ap', 'ap', 'radio', 'explosion');
  it('5.3 (TD-38): [AP, AP, radio, explosion] in AP fire: 2 losses', () => expect(readFire('ap', null, apRoll).hits).toBe(2));
  it('5.3 (TD-39): the same roll as a bombardment: 1 loss', () => expect(readFire('bombard', null, apRoll).hits).toBe(1));
  const atRoll = white('light', 'light', 'medium', 'heavy');
  it('5.3 (TD-42): white [yellow, yellow, green, blue] vs light: 2', () => expect(readFire('at', 'L', atRoll).hits).toBe(2));
  it('5.3 (TD-43): vs medium: 1', () => expect(readFire('at', 'M', atRoll).hits).toBe(1));
  it('5.3, A2 (TD-44): vs heavy: 1, the exact colour only (cumulative under the alternative)', () => {
    expect(readFire('at', 'H', atRoll).hits).toBe(1);
    expect(readFire('at', 'L', atRoll, settings({ whiteHits: 'cumulative' })).hits).toBe(4);
    expect(readFire('at', 'M', atRoll, settings({ whiteHits: 'cumulative' })).hits).toBe(2);
  });
});

describe('4.3.4, 4.3.4.1, 4.3.5: protection', () => {
  it('4.3.4 (TD-48): 1 AP hit on a trench: 0 losses, the trench stays', () => {
    expect(lossesOf(loss({ hits: 1, protection: 'trench' }))).toMatchObject({ losses: 0, trenchRemoved: false });
  });
  it('4.3.4.1, A16 (TD-49): 3 AP hits, 0–1 explosions, trench: 2 losses, the trench stays', () => {
    expect(lossesOf(loss({ hits: 3, explosions: 1, protection: 'trench' }))).toMatchObject({ losses: 2, trenchRemoved: false });
  });
  it('4.3.4.1, A16 (TD-50): [AP, AP, explosion, explosion] on a trench: 1 loss, the trench removed after the roll', () => {
    const r = resolveFireFaces(sit({ protection: 'trench', hex: 'trench' }), black('ap', 'ap', 'explosion', 'explosion'));
    expect([r.loss.losses, r.loss.trenchRemoved]).toEqual([1, true]);
    // A16-II: two AP hits remove it instead.
    expect(lossesOf(loss({ hits: 2, explosions: 0, protection: 'trench' }), settings({ trenchApRemoval: 'apHits' })).trenchRemoved).toBe(true);
  });
  it('4.3.4 (TD-51): 3 AP hits on a bunker: 1 loss', () => expect(lossesOf(loss({ hits: 3, protection: 'bunker' })).losses).toBe(1));
  it('4.3.4 (TD-52): 2 AP hits on a bunker: 0 losses', () => expect(lossesOf(loss({ hits: 2, protection: 'bunker' })).losses).toBe(0));
  it("4.3.5 (TD-53): engineers' AP fire, 2 hits on a trench: 2 losses", () =>
    expect(lossesOf(loss({ hits: 2, protection: 'trench', engineers: true })).losses).toBe(2));
  it('4.3.4, 5.5.1, A23 (TD-54): opportunity fire, 2 hits at a unit entering a trench: 2 losses, disorganized, retreat 1', () => {
    const r = resolveFire(sit({ protection: 'trench', hex: 'trench', opportunity: true }), 2, 0);
    expect([r.loss.losses, r.retreat.disorganized, r.retreat.hexes]).toEqual([2, true, 1]);
    const bunker = resolveFire(sit({ protection: 'bunker', hex: 'bunker', opportunity: true }), 2, 0);
    expect([bunker.loss.losses, bunker.retreat.hexes]).toEqual([2, 1]);
    expect(resolveFire(sit({ protection: 'trench', hex: 'trench', opportunity: true }), 2, 0, settings({ oppFireRetreatAlways: false })).retreat.required).toBe(
      false,
    );
  });
  it('4.3.4 (TD-55): bombardment, 1 explosion on a trench: 0 losses, the trench stays', () => {
    expect(lossesOf(loss({ attack: 'bombard', hits: 1, explosions: 1, protection: 'trench' }))).toMatchObject({ losses: 0, trenchRemoved: false });
  });
  it('4.3.4.1 (TX-10): bombardment with 2 explosions on a trench: the trench removed and 1 loss', () => {
    expect(lossesOf(loss({ attack: 'bombard', hits: 2, explosions: 2, protection: 'trench' }))).toMatchObject({ losses: 1, trenchRemoved: true });
  });
  it('4.3.4.1 (TD-56): bombardment, 3 explosions on a trench: removed, 2 losses', () => {
    expect(lossesOf(loss({ attack: 'bombard', hits: 3, explosions: 3, protection: 'trench' }))).toMatchObject({ losses: 2, trenchRemoved: true });
  });
  it('4.3.4, A20: a tank in a trench hex has no absorption', () => {
    expect(lossesOf(loss({ attack: 'at', hits: 2, protection: 'trench', eligible: false })).losses).toBe(2);
  });
  it('4.3.4.1, A17: counted over the game, an explosion now and one later remove the trench', () => {
    const s = settings({ trenchCount: 'cumulative' });
    const first = lossesOf(loss({ hits: 1, explosions: 1, protection: 'trench' }), s);
    expect([first.trenchRemoved, first.trenchExplosions]).toEqual([false, 1]);
    expect(lossesOf(loss({ hits: 0, explosions: 1, protection: 'trench', priorExplosions: 1 }), s).trenchRemoved).toBe(true);
  });
  it('4.3.4: protection never increases losses', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 0, max: 10 }),
        fc.constantFrom<'ap' | 'at' | 'bombard'>('ap', 'at', 'bombard'),
        fc.constantFrom<'trench' | 'bunker'>('trench', 'bunker'),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (hits, explosions, attack, protection, eligible, opportunity, engineers) => {
          const bare = lossesOf(loss({ attack, hits, explosions, eligible, opportunity, engineers }));
          const prot = lossesOf(loss({ attack, hits, explosions, protection, eligible, opportunity, engineers }));
          expect(prot.losses).toBeLessThanOrEqual(bare.losses);
          expect(prot.losses).toBeGreaterThanOrEqual(Math.max(0, hits - 2));
        },
      ),
    );
  });
});

describe('5.4, 5.4.1, 5.5.1: retreat and disorganization', () => {
  const ret = (p: Partial<Parameters<typeof retreatOf>[0]>, s = settings()) =>
    retreatOf({ losses: 0, hex: 'open', eligible: true, trenchRemoved: false, opportunity: false, room: null, elements: 6, ...p }, s);
  it('5.4 (TD-60): 1 loss in the open: no retreat, not disorganized', () => expect(ret({ losses: 1 })).toMatchObject({ required: false, disorganized: false }));
  it('5.4 (TD-61): 2 losses in the open: retreat 1, disorganized', () => expect(ret({ losses: 2 })).toMatchObject({ hexes: 1, disorganized: true }));
  it('5.4 (TD-62): 3 losses in a city: no retreat, not disorganized', () =>
    expect(ret({ losses: 3, hex: 'city' })).toMatchObject({ required: false, disorganized: false }));
  it('5.4 (TD-63): 3 losses in the open, 1 retreat hex possible: 1 extra loss, a 4-element unit eliminated', () => {
    expect(ret({ losses: 3, room: 1, elements: 4 })).toMatchObject({ retreated: 1, extraLosses: 1, totalLosses: 4, eliminated: true, disorganized: false });
  });
  it('5.4, A22 (TD-64): 3 losses, retreat blocked: 2 extra losses, disorganized if it survives', () => {
    expect(ret({ losses: 3, room: 0, elements: 6 })).toMatchObject({ extraLosses: 2, elementsLeft: 1, disorganized: true });
    expect(ret({ losses: 3, room: 0, elements: 6 }, settings({ disorganizedWhenBlocked: false })).disorganized).toBe(false);
  });
  it('5.4 (TD-65): a retreat through 2 friendly units: those hexes do not count, both become disorganized', () => {
    const r = ret({ losses: 3, crossed: 2 });
    expect(r.hexes).toBe(2);
    expect(r.derivation).toContainEqual({ key: 'wta.retreat.crossed', params: { n: 2 }, rule: '5.4', tone: 'warning' });
  });
  it('5.4, A19: a trench removed by the attack no longer spares the retreat (or does, read before the attack)', () => {
    expect(ret({ losses: 2, hex: 'trench', trenchRemoved: true }).required).toBe(true);
    expect(ret({ losses: 2, hex: 'trench', trenchRemoved: true }, settings({ retreatTrench: 'before' })).required).toBe(false);
    expect(ret({ losses: 2, hex: 'trench' }).required).toBe(false);
    expect(ret({ losses: 2, hex: 'bunker', eligible: false }).required).toBe(true);
  });
  it('5.5, 5.5.1 (TD-73, TD-74): opportunity fire: no loss, the mover goes on; a loss, it stops', () => {
    expect(ret({ losses: 0, opportunity: true }).moverContinues).toBe(true);
    expect(ret({ losses: 1, opportunity: true })).toMatchObject({ moverContinues: false, required: false });
  });
});

describe('5.3: the odds before the roll', () => {
  it('5.3: 4 AP dice at a 4-element unit in the open: losses, retreat and elimination odds sum up', () => {
    const o = fireOdds(sit({}), 4);
    expect(sumF(o.outcomes.map((x) => x.p))).toEqual(ONE);
    expect(o.outcomes.find((x) => x.id === 'eliminated')?.p).toEqual(frac(1, 81));
    // Retreat on 2 or 3 hits (8/27 + 8/81); 4 hits eliminate it, nothing left to retreat.
    expect(o.pRetreat).toEqual(frac(32, 81));
    expect(o.pDisorganized).toEqual(o.pRetreat);
  });
  it('4.3.4.1, A16 (16.2): ≥2 explosions among n black dice remove a trench in AP fire: 1/36, 2/27, 19/144', () => {
    expect([2, 3, 4].map((n) => fireOdds(sit({ protection: 'trench', hex: 'trench' }), n).pTrenchRemoved)).toEqual([frac(1, 36), frac(2, 27), frac(19, 144)]);
  });
  it('5.4: with no room to retreat the extra losses enter the odds', () => {
    const o = fireOdds(sit({ room: 0, elements: 10 }), 2);
    // 2 hits (1/9): 2 losses + 1 extra.
    expect(probOf(o.losses, (v) => v === 3)).toEqual(frac(1, 9));
    expect(probOf(o.losses, (v) => v === 2)).toEqual(frac(0));
  });
  it("5.3: every fire's loss odds sum to exactly 1 and protection never makes them worse", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 8 }),
        fc.constantFrom<'ap' | 'at' | 'bombard'>('ap', 'at', 'bombard'),
        fc.constantFrom<'L' | 'M' | 'H'>('L', 'M', 'H'),
        fc.constantFrom<'trench' | 'bunker'>('trench', 'bunker'),
        fc.integer({ min: 1, max: 8 }),
        (n, attack, armour, protection, elements) => {
          const bare = fireOdds(sit({ attack, armour, elements, hex: 'city' }), n);
          const prot = fireOdds(sit({ attack, armour, protection, elements, hex: 'city' }), n);
          expect(sumF(distProbs(prot.losses).map((x) => x.p))).toEqual(ONE);
          for (let k = 1; k <= elements; k++)
            expect(
              cmpF(
                probOf(prot.losses, (v) => v >= k),
                probOf(bare.losses, (v) => v >= k),
              ),
            ).toBeLessThanOrEqual(0);
        },
      ),
    );
  });
});
