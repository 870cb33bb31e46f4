// Fire (5.0–5.5.1, 4.3.4–4.3.5, 11.1, 12.0) read as the fire calculator shows it: every line with
// its numbers, rule and tone, every refusal with its words, the losses after protection, the
// retreat and the odds before the roll. Each case is built inside its test.
import { describe, expect, it } from 'vitest';
import { frac } from '@/engine';
import { distProbs } from '@/engine/distribution';
import {
  attackTypes,
  cardDice,
  fireDice,
  fireOdds,
  fireRollDist,
  halfLost,
  lossesOf,
  readFire,
  resolveFire,
  resolveFireFaces,
  retreatOf,
  type FireDiceInput,
  type FireSituation,
  type LossInput,
  type RetreatInput,
} from '@/games/war-to-axis/fire';
import { black, m10, settings, unitType, white } from './helpers';

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
const lines = (p: Partial<FireDiceInput>, s = settings()) => fireDice(fire(p), s).derivation;
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
const ret = (p: Partial<RetreatInput>, s = settings()) =>
  retreatOf({ losses: 0, hex: 'open', eligible: true, trenchRemoved: false, opportunity: false, room: null, elements: 6, ...p }, s);
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
const probs = (d: Parameters<typeof distProbs>[0]) => distProbs(d).map((x) => [x.value, x.p]);

describe('5.0, 12.0: the attacks a target allows', () => {
  it('12.0: a hidden unit can only be bombarded, and the calculator says so as a warning', () => {
    expect(attackTypes({ apTarget: true, armour: 'M', hidden: true })).toEqual({
      types: ['bombard'],
      derivation: [{ key: 'wta.fire.hiddenOnlyBombard', rule: '12.0', tone: 'warning' }],
    });
  });
  it('5.0: only a target with both symbols leaves the attacker a choice of direct attack', () => {
    expect(attackTypes({ apTarget: true, armour: 'L', hidden: false }).derivation).toEqual([{ key: 'wta.fire.attackerChooses', rule: '5.0' }]);
    expect(attackTypes({ apTarget: true, armour: null, hidden: false })).toEqual({ types: ['ap', 'bombard'], derivation: [] });
    expect(attackTypes({ apTarget: false, armour: 'H', hidden: false })).toEqual({ types: ['at', 'bombard'], derivation: [] });
    expect(attackTypes({ apTarget: false, armour: null, hidden: false })).toEqual({ types: ['bombard'], derivation: [] });
  });
});

describe('2.2, 5.2: half the elements lost', () => {
  it('5.2, A5: no element lost is never "half lost", even for a one-element unit read as "half rounded down"', () => {
    expect(halfLost(1, 1, settings({ halfLost: 'floorHalf' }))).toBe(false);
    expect(halfLost(4, 4)).toBe(false);
    expect(halfLost(4, 5)).toBe(false);
  });
  it('5.2, A5: 1 of 2 lost is half; 2 of 5 is half only rounded down, and 1 of 5 is not even then', () => {
    expect(halfLost(2, 1)).toBe(true);
    expect(halfLost(5, 3)).toBe(false);
    expect(halfLost(5, 3, settings({ halfLost: 'floorHalf' }))).toBe(true);
    expect(halfLost(5, 4, settings({ halfLost: 'floorHalf' }))).toBe(false);
    expect(halfLost(5, 2)).toBe(true);
  });
});

describe('2.5, 5.2: the dice on the card at a range', () => {
  it('5.2: the base dice at a range are a line with the range and the dice', () => {
    expect(cardDice(m10, 'at', 2)).toEqual({ base: 3, errors: [], derivation: [{ key: 'wta.fire.base_at', params: { range: 2, n: 3 }, rule: '5.2' }] });
    expect(cardDice(m10, 'ap', 3)).toEqual({ base: 2, errors: [], derivation: [{ key: 'wta.fire.base_ap', params: { range: 3, n: 2 }, rule: '5.2' }] });
  });
  it('5.2: a range of a hex and a half, or none, is refused with the value typed', () => {
    expect(cardDice(m10, 'at', 1.5)).toEqual({ base: null, errors: [{ key: 'wta.error.range', params: { value: '1.5' } }], derivation: [] });
    expect(cardDice(m10, 'at', 0).errors).toEqual([{ key: 'wta.error.range', params: { value: '0' } }]);
  });
  it("2.5: a target beyond the card's last range is refused with the range and the card's reach, and no dice line", () => {
    expect(cardDice(m10, 'ap', 4)).toEqual({ base: null, errors: [{ key: 'wta.error.outOfRange', params: { range: 4, max: 3 } }], derivation: [] });
  });
  it('2.5: a unit with no AP weapon on its card cannot fire AP, said for that weapon', () => {
    expect(cardDice(unitType({ id: 'tank', apDice: [] }), 'ap', 1)).toEqual({ base: null, errors: [{ key: 'wta.error.noWeapon_ap' }], derivation: [] });
  });
});

describe('5.2, 5.5.1, 11.1, 4.3.5: the dice of a fire, line by line', () => {
  it('5.2: a stationary AT fire with no modifier: the white dice, then the roll', () => {
    expect(fireDice(fire({ base: 4 }))).toEqual({
      errors: [],
      dice: 4,
      derivation: [
        { key: 'wta.fire.whiteDice', params: { n: 4 }, rule: '5.2' },
        { key: 'wta.fire.rollWhite', params: { n: 4 }, rule: '5.3', tone: 'result' },
      ],
    });
  });
  it('4.3.5: AP fire in a city: −2 dice, −1 for engineers, in place of the terrain value', () => {
    expect(lines({ attack: 'ap', base: 4, urban: true, terrainMod: -1 })).toEqual([
      { key: 'wta.fire.blackDice', params: { n: 4 }, rule: '5.2' },
      { key: 'wta.fire.urban', params: { mod: -2, n: 2 }, rule: '4.3.5' },
      { key: 'wta.fire.rollBlack', params: { n: 2 }, rule: '5.3', tone: 'result' },
    ]);
    expect(lines({ attack: 'ap', base: 4, urban: true, engineers: true, terrainMod: -1 })[1]).toEqual({
      key: 'wta.fire.urbanEngineers',
      params: { mod: -1, n: 3 },
      rule: '4.3.5',
    });
  });
  it("4.3.5: the city's −2 is for AP fire; an AT fire there takes the terrain value", () => {
    const r = fireDice(fire({ attack: 'at', base: 4, urban: true, terrainMod: -1 }));
    expect(r.dice).toBe(3);
    expect(r.derivation[1]).toEqual({ key: 'wta.fire.terrain', params: { mod: '-1', n: 3 }, rule: '5.2' });
  });
  it('5.2: the terrain modifier is shown signed; a zero modifier is no line; in final fire it is cover (11.1)', () => {
    expect(lines({ base: 3, terrainMod: 1 })[1]).toEqual({ key: 'wta.fire.terrain', params: { mod: '+1', n: 4 }, rule: '5.2' });
    expect(lines({ base: 3 }).map((s) => s.key)).toEqual(['wta.fire.whiteDice', 'wta.fire.rollWhite']);
    expect(lines({ base: 6, terrainMod: -1, final: true })[1]).toEqual({ key: 'wta.fire.terrain', params: { mod: '-1', n: 5 }, rule: '11.1' });
  });
  it('5.5.1: a target using the road bonus loses its terrain, said as a warning with the value lost', () => {
    expect(lines({ base: 3, terrainMod: -2, opportunity: true, roadBonus: true })).toEqual([
      { key: 'wta.fire.whiteDice', params: { n: 3 }, rule: '5.2' },
      { key: 'wta.fire.roadBonus', params: { mod: -2 }, rule: '5.5.1', tone: 'warning' },
      { key: 'wta.fire.opportunity', params: { n: 2 }, rule: '5.5.1' },
      { key: 'wta.fire.rollWhite', params: { n: 2 }, rule: '5.3', tone: 'result' },
    ]);
  });
  it('5.2: advancing, half lost and opportunity each take a die, each on its line', () => {
    expect(lines({ base: 4, advancing: true, halfLost: true })).toEqual([
      { key: 'wta.fire.whiteDice', params: { n: 4 }, rule: '5.2' },
      { key: 'wta.fire.advancing', params: { n: 3 }, rule: '5.2' },
      { key: 'wta.fire.halfLost', params: { n: 2 }, rule: '5.2' },
      { key: 'wta.fire.rollWhite', params: { n: 2 }, rule: '5.3', tone: 'result' },
    ]);
  });
  it('5.2, A6: opportunity fire read as −1 twice shows the second die taken off', () => {
    expect(lines({ base: 4, opportunity: true }, settings({ oppFireMinus: 'twice' })).slice(1, 3)).toEqual([
      { key: 'wta.fire.opportunity', params: { n: 3 }, rule: '5.5.1' },
      { key: 'wta.fire.opportunityAgain', params: { n: 2 }, rule: '5.2' },
    ]);
    expect(lines({ base: 4, opportunity: true }).map((s) => s.key)).not.toContain('wta.fire.opportunityAgain');
  });
  it('5.5.1, A24: the mover returns fire with −1 die; a unit without an advance value is told it may still', () => {
    expect(lines({ base: 3, returnFire: true })).toEqual([
      { key: 'wta.fire.whiteDice', params: { n: 3 }, rule: '5.2' },
      { key: 'wta.fire.returnFire', params: { n: 2 }, rule: '5.5.1' },
      { key: 'wta.fire.rollWhite', params: { n: 2 }, rule: '5.3', tone: 'result' },
    ]);
    expect(lines({ base: 3, returnFire: true, canAdvance: false })[2]).toEqual({ key: 'wta.fire.returnFireNoAdvance', rule: '5.5.1', tone: 'info' });
    expect(lines({ base: 3, returnFire: true, canAdvance: true }).map((s) => s.key)).not.toContain('wta.fire.returnFireNoAdvance');
  });
  it('5.2, 5.5.1: a unit both advancing and returning fire loses one die, not two', () => {
    const r = fireDice(fire({ base: 4, advancing: true, returnFire: true }));
    expect(r.dice).toBe(3);
    expect(r.derivation.map((s) => s.key)).not.toContain('wta.fire.returnFire');
  });
  it('11.1: final fire: −1, then halved rounding down, each line with 11.1 (half lost too)', () => {
    expect(lines({ base: 6, halfLost: true, final: true })).toEqual([
      { key: 'wta.fire.whiteDice', params: { n: 6 }, rule: '5.2' },
      { key: 'wta.fire.halfLost', params: { n: 5 }, rule: '11.1' },
      { key: 'wta.fire.finalMinus', params: { n: 4 }, rule: '11.1' },
      { key: 'wta.fire.finalHalve', params: { from: 4, n: 2 }, rule: '11.1' },
      { key: 'wta.fire.rollWhite', params: { n: 2 }, rule: '5.3', tone: 'result' },
    ]);
  });
  it('11.1, A4: final fire from no dice halves nothing: from 0 to 0, no attack', () => {
    const r = fireDice(fire({ base: 0, final: true }));
    expect(r.dice).toBe(0);
    expect(r.derivation.slice(2)).toEqual([
      { key: 'wta.fire.finalHalve', params: { from: 0, n: 0 }, rule: '11.1' },
      { key: 'wta.fire.noDice', rule: '5.2', tone: 'warning' },
    ]);
  });
  it('5.2, A4: with exactly 0 dice left there is no attack and no roll line', () => {
    expect(fireDice(fire({ base: 1, advancing: true }))).toEqual({
      errors: [],
      dice: 0,
      derivation: [
        { key: 'wta.fire.whiteDice', params: { n: 1 }, rule: '5.2' },
        { key: 'wta.fire.advancing', params: { n: 0 }, rule: '5.2' },
        { key: 'wta.fire.noDice', rule: '5.2', tone: 'warning' },
      ],
    });
    expect(fireDice(fire({ base: 1 })).dice).toBe(1);
  });
});

describe('3.2, 5.4.1, 5.5.1, 11.0, 12.0: fires refused, every reason at once', () => {
  it('5.2: dice or a modifier that are not whole numbers are refused with the value typed, and nothing is rolled', () => {
    expect(fireDice(fire({ base: 2.5, terrainMod: 0.5 }))).toEqual({
      errors: [
        { key: 'wta.error.dice', params: { value: '2.5' } },
        { key: 'wta.error.modifier', params: { value: '0.5' } },
      ],
      dice: 0,
      derivation: [],
    });
  });
  it('5.5.1, 11.0: returning fire is no final or opportunity fire; final fire neither opportunity, advancing nor beyond 1 hex', () => {
    expect(fireDice(fire({ returnFire: true, final: true, advancing: true, range: 2 })).errors).toEqual([
      { key: 'wta.error.returnFire' },
      { key: 'wta.error.finalAdvancing' },
      { key: 'wta.error.finalAdjacent' },
    ]);
    expect(fireDice(fire({ returnFire: true, opportunity: true })).errors).toEqual([{ key: 'wta.error.returnFire' }]);
    expect(fireDice(fire({ final: true, opportunity: true })).errors).toEqual([{ key: 'wta.error.finalAndOpportunity' }]);
  });
  it('11.0: final fire at an adjacent unit, or with no range typed, is allowed', () => {
    expect(fireDice(fire({ base: 5, final: true, range: 1 })).errors).toEqual([]);
    expect(fireDice(fire({ base: 5, final: true })).errors).toEqual([]);
    expect(fireDice(fire({ base: 5, range: 3 })).errors).toEqual([]);
  });
  it('3.2, 5.4.1: a disorganized unit neither advances nor fires by opportunity; it may fire standing; one with an advance value may advance', () => {
    expect(fireDice(fire({ disorganized: true, advancing: true, canAdvance: false })).errors).toEqual([
      { key: 'wta.error.cannotAdvance' },
      { key: 'wta.error.disorganizedAdvance' },
    ]);
    expect(fireDice(fire({ disorganized: true })).errors).toEqual([]);
    expect(fireDice(fire({ advancing: true, canAdvance: true })).errors).toEqual([]);
    expect(fireDice(fire({ disorganized: true, opportunity: true })).errors).toEqual([{ key: 'wta.error.disorganizedOpportunity' }]);
  });
  it('12.0, 5.5.1: a hidden target, and a road bonus outside opportunity fire, are refused', () => {
    expect(fireDice(fire({ targetHidden: true, roadBonus: true }))).toEqual({
      errors: [{ key: 'wta.error.hiddenTarget' }, { key: 'wta.error.roadBonusOpportunity' }],
      dice: 0,
      derivation: [],
    });
  });
});

describe('5.3: reading the roll', () => {
  it('5.3: each reading is a line naming the attack (and the armour class) with the hits', () => {
    expect(readFire('ap', null, black('ap', 'explosion', 'explosion', 'flag'))).toEqual({
      hits: 1,
      explosions: 2,
      derivation: [{ key: 'wta.fire.read_ap', params: { n: 1 }, rule: '5.3' }],
    });
    expect(readFire('bombard', null, black('ap', 'explosion', 'explosion'))).toEqual({
      hits: 2,
      explosions: 2,
      derivation: [{ key: 'wta.fire.read_bombard', params: { n: 2 }, rule: '5.3' }],
    });
    expect(readFire('at', 'M', white('medium', 'medium', 'light'))).toEqual({
      hits: 2,
      explosions: 0,
      derivation: [{ key: 'wta.fire.read_at_M', params: { n: 2 }, rule: '5.3' }],
    });
  });
  it('5.3: an AT roll with no armour class given is read against light armour', () => {
    expect(readFire('at', null, white('light', 'medium', 'light')).derivation).toEqual([{ key: 'wta.fire.read_at_L', params: { n: 2 }, rule: '5.3' }]);
  });
  it('5.3, A2: read cumulatively, heavy armour is hit by blue only, medium by green and blue, light by all', () => {
    const s = settings({ whiteHits: 'cumulative' });
    const roll = white('light', 'medium', 'heavy', 'heavy');
    expect([readFire('at', 'H', roll, s).hits, readFire('at', 'M', roll, s).hits, readFire('at', 'L', roll, s).hits]).toEqual([2, 3, 4]);
  });
});

describe('4.3.4, 4.3.4.1, 4.3.5: losses after protection', () => {
  it('4.3.4: a trench absorbs the first hit of the roll, a bunker the first two; each said with what it took', () => {
    expect(lossesOf(loss({ hits: 3, protection: 'trench' })).derivation).toEqual([
      { key: 'wta.loss.absorbs_trench', params: { n: 1 }, rule: '4.3.4' },
      { key: 'wta.loss.losses', params: { n: 2 }, rule: '5.3', tone: 'result' },
    ]);
    expect(lossesOf(loss({ hits: 1, protection: 'bunker' }))).toMatchObject({
      absorbed: 1,
      losses: 0,
      derivation: [
        { key: 'wta.loss.absorbs_bunker', params: { n: 1 }, rule: '4.3.4' },
        { key: 'wta.loss.losses', params: { n: 0 } },
      ],
    });
    expect(lossesOf(loss({ hits: 0, protection: 'trench' })).derivation[0]).toEqual({ key: 'wta.loss.absorbs_trench', params: { n: 0 }, rule: '4.3.4' });
  });
  it('4.3.4: in the open every hit is a loss, with the one line of losses', () => {
    expect(lossesOf(loss({ hits: 2 }))).toEqual({
      hits: 2,
      absorbed: 0,
      losses: 2,
      trenchRemoved: false,
      trenchExplosions: 0,
      derivation: [{ key: 'wta.loss.losses', params: { n: 2 }, rule: '5.3', tone: 'result' }],
    });
  });
  it('4.3.4: no protection against opportunity fire, said with the protection named', () => {
    expect(lossesOf(loss({ hits: 2, protection: 'bunker', opportunity: true, engineers: true }))).toMatchObject({
      losses: 2,
      derivation: [
        { key: 'wta.loss.noProtectionOpportunity', params: { protection: { key: 'wta.protection.bunker' } }, rule: '4.3.4', tone: 'warning' },
        { key: 'wta.loss.losses' },
      ],
    });
  });
  it('4.3.5: engineers ignore a trench: every hit a loss, said with the trench named', () => {
    expect(lossesOf(loss({ hits: 2, protection: 'trench', engineers: true, eligible: false })).derivation[0]).toEqual({
      key: 'wta.loss.noProtectionEngineers',
      params: { protection: { key: 'wta.protection.trench' } },
      rule: '4.3.5',
      tone: 'warning',
    });
  });
  it('4.3.4: a unit that may not use trenches (a vehicle) is told the bunker does not protect it', () => {
    expect(lossesOf(loss({ attack: 'at', hits: 1, protection: 'bunker', eligible: false }))).toMatchObject({
      absorbed: 0,
      losses: 1,
      derivation: [
        { key: 'wta.loss.notEligible', params: { protection: { key: 'wta.protection.bunker' } }, rule: '4.3.4', tone: 'warning' },
        { key: 'wta.loss.losses' },
      ],
    });
  });
  it('4.3.4.1: two explosions in an AP attack remove the trench, said with their count; one does not', () => {
    expect(lossesOf(loss({ hits: 1, explosions: 2, protection: 'trench' })).derivation).toEqual([
      { key: 'wta.loss.absorbs_trench', params: { n: 1 }, rule: '4.3.4' },
      { key: 'wta.loss.trenchRemoved', params: { n: 2 }, rule: '4.3.4.1', tone: 'warning' },
      { key: 'wta.loss.losses', params: { n: 0 }, rule: '5.3', tone: 'result' },
    ]);
    expect(lossesOf(loss({ hits: 1, explosions: 1, protection: 'trench' })).trenchRemoved).toBe(false);
  });
  it("4.3.4.1: a bombardment's two explosions remove the trench and inflict 1 loss, its own line", () => {
    expect(lossesOf(loss({ attack: 'bombard', hits: 2, explosions: 0, protection: 'trench' })).derivation[1]).toEqual({
      key: 'wta.loss.trenchRemovedBombard',
      params: { n: 2 },
      rule: '4.3.4.1',
      tone: 'warning',
    });
  });
  it('4.3.4.1: an AT attack never removes a trench, whatever it hits; a bunker is never removed by explosions', () => {
    expect(lossesOf(loss({ attack: 'at', hits: 3, explosions: 2, protection: 'trench' })).trenchRemoved).toBe(false);
    expect(lossesOf(loss({ attack: 'at', hits: 3, explosions: 2, protection: 'trench' }), settings({ trenchApRemoval: 'apHits' })).trenchRemoved).toBe(false);
    expect(lossesOf(loss({ hits: 3, explosions: 3, protection: 'bunker' })).trenchRemoved).toBe(false);
  });
  it('4.3.4.1, A16-II: read as AP hits, two AP hits remove the trench and two explosions alone do not', () => {
    const s = settings({ trenchApRemoval: 'apHits' });
    expect(lossesOf(loss({ hits: 0, explosions: 2, protection: 'trench' }), s).trenchRemoved).toBe(false);
    expect(lossesOf(loss({ hits: 2, explosions: 0, protection: 'trench' }), s).derivation[1]).toEqual({
      key: 'wta.loss.trenchRemoved',
      params: { n: 2 },
      rule: '4.3.4.1',
      tone: 'warning',
    });
  });
  it('4.3.4.1, A17: counted per roll, earlier explosions are forgotten; counted over the game, they add up', () => {
    const perRoll = lossesOf(loss({ hits: 0, explosions: 1, protection: 'trench', priorExplosions: 1 }));
    expect([perRoll.trenchRemoved, perRoll.trenchExplosions]).toEqual([false, 0]);
    const cum = lossesOf(loss({ hits: 0, explosions: 1, protection: 'trench', priorExplosions: 2 }), settings({ trenchCount: 'cumulative' }));
    expect([cum.trenchRemoved, cum.trenchExplosions]).toEqual([true, 3]);
    expect(cum.derivation[1]).toEqual({ key: 'wta.loss.trenchRemoved', params: { n: 3 }, rule: '4.3.4.1', tone: 'warning' });
  });
});

describe('5.4, 5.4.1, 5.5.1: retreat, extra losses and disorganization', () => {
  it('5.4: 3 losses in the open: 2 hexes of retreat, disorganized, the elements left said last', () => {
    expect(ret({ losses: 3 })).toEqual({
      required: true,
      hexes: 2,
      retreated: 2,
      extraLosses: 0,
      totalLosses: 3,
      elementsLeft: 3,
      eliminated: false,
      disorganized: true,
      moverContinues: null,
      derivation: [
        { key: 'wta.retreat.hexes', params: { n: 2 }, rule: '5.4', tone: 'warning' },
        { key: 'wta.retreat.disorganized', rule: '5.4.1', tone: 'warning' },
        { key: 'wta.retreat.elementsLeft', params: { n: 3, losses: 3 }, rule: '2.2', tone: 'result' },
      ],
    });
  });
  it('5.4: a city, a trench or a bunker spares the retreat, each said by name; a single loss needs no word', () => {
    expect(ret({ losses: 2, hex: 'city', eligible: false }).derivation[0]).toEqual({ key: 'wta.retreat.exempt_city', rule: '5.4' });
    expect(ret({ losses: 2, hex: 'trench' }).derivation[0]).toEqual({ key: 'wta.retreat.exempt_trench', rule: '5.4' });
    expect(ret({ losses: 2, hex: 'bunker', trenchRemoved: true })).toMatchObject({
      required: false,
      derivation: [{ key: 'wta.retreat.exempt_bunker', rule: '5.4' }, { key: 'wta.retreat.elementsLeft' }],
    });
    expect(ret({ losses: 1, hex: 'city' }).derivation).toEqual([{ key: 'wta.retreat.elementsLeft', params: { n: 5, losses: 1 }, rule: '2.2', tone: 'result' }]);
  });
  it('5.4, A19: a trench the attack removed no longer spares a unit that lost 2: said as a warning', () => {
    expect(ret({ losses: 2, hex: 'trench', trenchRemoved: true }).derivation.slice(0, 2)).toEqual([
      { key: 'wta.retreat.trenchGone', rule: '5.4', tone: 'warning' },
      { key: 'wta.retreat.hexes', params: { n: 1 }, rule: '5.4', tone: 'warning' },
    ]);
    expect(ret({ losses: 1, hex: 'trench', trenchRemoved: true }).derivation.map((s) => s.key)).toEqual(['wta.retreat.elementsLeft']);
  });
  it('5.5.1, A23: 2 losses from opportunity fire make even a unit in a city retreat, said as a warning; 1 loss does not', () => {
    const r = ret({ losses: 2, hex: 'city', opportunity: true });
    expect(r.required).toBe(true);
    expect(r.derivation).toEqual([
      { key: 'wta.retreat.opportunityAlways', rule: '5.5.1', tone: 'warning' },
      { key: 'wta.retreat.hexes', params: { n: 1 }, rule: '5.4', tone: 'warning' },
      { key: 'wta.retreat.disorganized', rule: '5.5.1', tone: 'warning' },
      { key: 'wta.retreat.moverStops', rule: '5.5.1' },
      { key: 'wta.retreat.elementsLeft', params: { n: 4, losses: 2 }, rule: '2.2', tone: 'result' },
    ]);
    expect(ret({ losses: 1, hex: 'city', opportunity: true }).derivation.map((s) => s.key)).not.toContain('wta.retreat.opportunityAlways');
    expect(ret({ losses: 2, hex: 'open', opportunity: true }).derivation.map((s) => s.key)).not.toContain('wta.retreat.opportunityAlways');
  });
  it('5.4: a unit whose losses eliminate it has nothing to retreat', () => {
    expect(ret({ losses: 4, elements: 4 })).toMatchObject({
      required: false,
      hexes: 0,
      eliminated: true,
      disorganized: false,
      derivation: [{ key: 'wta.retreat.eliminated', params: { n: 0, losses: 4 }, rule: '2.2', tone: 'result' }],
    });
    expect(ret({ losses: 5, elements: 4 })).toMatchObject({ elementsLeft: 0, totalLosses: 5, eliminated: true });
  });
  it('5.4: a retreat with just enough room has no extra loss and no "blocked" line', () => {
    expect(ret({ losses: 3, room: 2 })).toMatchObject({ retreated: 2, extraLosses: 0, totalLosses: 3 });
    expect(ret({ losses: 3, room: 2 }).derivation.map((s) => s.key)).not.toContain('wta.retreat.blocked');
  });
  it('5.4: one extra loss per retreat hex not used, said with the room and the extra losses', () => {
    expect(ret({ losses: 3, room: 1 }).derivation[1]).toEqual({ key: 'wta.retreat.blocked', params: { room: 1, n: 1 }, rule: '5.4', tone: 'warning' });
    expect(ret({ losses: 3, room: -1 })).toMatchObject({ retreated: 0, extraLosses: 2, totalLosses: 5, elementsLeft: 1 });
  });
  it('5.4.1, A22: a unit that retreated part of the way is disorganized, even when a blocked retreat is read as no disorder', () => {
    expect(ret({ losses: 3, room: 1 }, settings({ disorganizedWhenBlocked: false })).disorganized).toBe(true);
    expect(ret({ losses: 3, room: 0 }, settings({ disorganizedWhenBlocked: false })).disorganized).toBe(false);
  });
  it('5.4: friendly units crossed are named only when there are some', () => {
    expect(ret({ losses: 2, crossed: 0 }).derivation.map((s) => s.key)).not.toContain('wta.retreat.crossed');
    expect(ret({ losses: 1, crossed: 2 }).derivation.map((s) => s.key)).not.toContain('wta.retreat.crossed');
  });
  it('5.5: under opportunity fire the mover with no loss goes on, said; an eliminated mover is not told to stop', () => {
    expect(ret({ losses: 0, opportunity: true }).derivation).toEqual([
      { key: 'wta.retreat.moverContinues', rule: '5.5.1' },
      { key: 'wta.retreat.elementsLeft', params: { n: 6, losses: 0 }, rule: '2.2', tone: 'result' },
    ]);
    expect(ret({ losses: 2, elements: 2, opportunity: true })).toMatchObject({ moverContinues: false, derivation: [{ key: 'wta.retreat.eliminated' }] });
    expect(ret({ losses: 0 }).moverContinues).toBeNull();
  });
});

describe('5.3–5.5.1: the whole fire after the roll', () => {
  it("4.3.4.1, 5.4: the faces read, the trench's absorption and removal, then the retreat, in that order", () => {
    const r = resolveFireFaces(sit({ protection: 'trench', hex: 'trench', elements: 5 }), black('ap', 'ap', 'ap', 'explosion', 'explosion'));
    expect(r.derivation.map((s) => s.key)).toEqual([
      'wta.fire.read_ap',
      'wta.loss.absorbs_trench',
      'wta.loss.trenchRemoved',
      'wta.loss.losses',
      'wta.retreat.trenchGone',
      'wta.retreat.hexes',
      'wta.retreat.disorganized',
      'wta.retreat.elementsLeft',
    ]);
    expect([r.loss.losses, r.retreat.hexes, r.retreat.elementsLeft]).toEqual([2, 1, 3]);
  });
  it('4.3.4.1, A17: the explosions the trench took before count towards its removal', () => {
    const r = resolveFire(sit({ protection: 'trench', hex: 'trench', priorExplosions: 1 }), 0, 1, settings({ trenchCount: 'cumulative' }));
    expect(r.loss.trenchRemoved).toBe(true);
  });
  it("4.3.5, 5.4: engineers' fire on a bunker: no absorption, and a vehicle in it retreats", () => {
    const r = resolveFire(sit({ attack: 'at', armour: 'L', protection: 'bunker', hex: 'bunker', eligible: false, engineers: true }), 2, 0);
    expect(r.derivation.map((s) => s.key)).toEqual([
      'wta.loss.noProtectionEngineers',
      'wta.loss.losses',
      'wta.retreat.hexes',
      'wta.retreat.disorganized',
      'wta.retreat.elementsLeft',
    ]);
  });
  it('5.5.1: opportunity fire in the open that inflicts a loss stops the mover; room is read for the retreat', () => {
    const r = resolveFire(sit({ opportunity: true, room: 0, elements: 6 }), 3, 0);
    expect(r.retreat).toMatchObject({ extraLosses: 2, totalLosses: 5, moverContinues: false });
  });
});

describe('5.3: the odds before the roll', () => {
  it('5.3: two white dice at medium armour: the hits, the losses with their labels and tones, the pool line', () => {
    const o = fireOdds(sit({ attack: 'at', armour: 'M', elements: 3 }), 2);
    expect(probs(o.hits)).toEqual([
      [0, frac(4, 9)],
      [1, frac(4, 9)],
      [2, frac(1, 9)],
    ]);
    expect(o.outcomes).toEqual([
      { id: 'losses-0', label: { key: 'wta.odds.losses', params: { n: 0 } }, p: frac(4, 9), tone: 'bad' },
      { id: 'losses-1', label: { key: 'wta.odds.losses', params: { n: 1 } }, p: frac(4, 9), tone: 'good' },
      { id: 'losses-2', label: { key: 'wta.odds.losses', params: { n: 2 } }, p: frac(1, 9), tone: 'good' },
    ]);
    expect(o.derivation).toEqual([{ key: 'wta.odds.pool', params: { n: 2, faces: { key: 'wta.odds.faces_at_M' } }, rule: '5.3' }]);
    expect(o.pRetreat).toEqual(frac(1, 9));
    expect(o.pDisorganized).toEqual(frac(1, 9));
    expect(probs(o.retreatHexes)).toEqual([
      [0, frac(8, 9)],
      [1, frac(1, 9)],
    ]);
    expect(o.pEliminated).toEqual(frac(0));
    expect(o.pTrenchRemoved).toEqual(frac(0));
  });
  it('5.3: an AT pool against a target with no armour class read is light; an AP and a bombardment pool say their faces', () => {
    expect(fireOdds(sit({ attack: 'at', armour: null }), 1).derivation[0].params).toEqual({ n: 1, faces: { key: 'wta.odds.faces_at_L' } });
    expect(probs(fireOdds(sit({ attack: 'at', armour: null }), 1).hits)).toEqual([
      [0, frac(1, 2)],
      [1, frac(1, 2)],
    ]);
    expect(fireOdds(sit({}), 1).derivation[0].params).toEqual({ n: 1, faces: { key: 'wta.odds.faces_ap' } });
    expect(fireOdds(sit({ attack: 'bombard' }), 1).derivation[0].params).toEqual({ n: 1, faces: { key: 'wta.odds.faces_bombard' } });
  });
  it('5.3, 2.2: the losses that eliminate the unit are one "eliminated" bar; its odds are also given apart', () => {
    const o = fireOdds(sit({ attack: 'bombard', elements: 1 }), 2);
    expect(o.outcomes).toEqual([
      { id: 'losses-0', label: { key: 'wta.odds.losses', params: { n: 0 } }, p: frac(25, 36), tone: 'bad' },
      { id: 'eliminated', label: { key: 'wta.odds.eliminated' }, p: frac(11, 36), tone: 'good' },
    ]);
    expect(o.pEliminated).toEqual(frac(11, 36));
    // The losses never count above the elements.
    expect(probs(o.losses)).toEqual([
      [0, frac(25, 36)],
      [1, frac(11, 36)],
    ]);
  });
  it('5.6.1: a battery firing at a unit the previous battery eliminated shows no loss to come and no "eliminated" bar', () => {
    expect(fireOdds(sit({ attack: 'bombard', elements: 0 }), 2).outcomes).toEqual([
      { id: 'losses-0', label: { key: 'wta.odds.losses', params: { n: 0 } }, p: frac(1), tone: 'bad' },
    ]);
  });
  it("4.3.4.1: the bombardment's odds remove a trench on two explosions and count the one loss beyond the first", () => {
    const o = fireOdds(sit({ attack: 'bombard', protection: 'trench', hex: 'trench', elements: 4 }), 2);
    expect(o.pTrenchRemoved).toEqual(frac(1, 36));
    expect(probs(o.losses)).toEqual([
      [0, frac(35, 36)],
      [1, frac(1, 36)],
    ]);
  });
  it('4.3.4.1: AP odds on a trench keep the AP hits and the explosions of each roll apart', () => {
    // 2 black dice: AP+explosion (2 × 1/3 × 1/6 = 4/36) gives 1 hit absorbed, 1 explosion: nothing; 2 explosions (1/36) remove the trench with no loss.
    const o = fireOdds(sit({ protection: 'trench', hex: 'trench' }), 2);
    expect(o.pTrenchRemoved).toEqual(frac(1, 36));
    expect(probs(o.losses)).toEqual([
      [0, frac(8, 9)],
      [1, frac(1, 9)],
    ]);
    expect(probs(o.hits)).toEqual([
      [0, frac(4, 9)],
      [1, frac(4, 9)],
      [2, frac(1, 9)],
    ]);
  });
  it('5.4: odds with a blocked retreat give the retreat hexes actually made', () => {
    const o = fireOdds(sit({ room: 1, elements: 10 }), 3);
    expect(probs(o.retreatHexes)).toEqual([
      [0, frac(20, 27)],
      [1, frac(7, 27)],
    ]);
  });
  it("5.3: the joint law of a roll: AT counts hits only, a bombardment's explosions are its hits, AP keeps both", () => {
    expect(fireRollDist('at', 'H', 1).outcomes.map((o) => [o.counts, o.weight])).toEqual([
      [[0, 0], 5n],
      [[1, 0], 1n],
    ]);
    expect(fireRollDist('bombard', null, 1).outcomes.map((o) => [o.counts, o.weight])).toEqual([
      [[0, 0], 5n],
      [[1, 1], 1n],
    ]);
    expect(fireRollDist('ap', null, 1).outcomes.map((o) => [o.counts, o.weight])).toEqual([
      [[0, 0], 3n],
      [[0, 1], 1n],
      [[1, 0], 2n],
    ]);
  });
});
