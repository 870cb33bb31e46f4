// Rally, recon, hiding, engineers, and who may do what (6.0, 8.0 R(c), 12.x, 4.3.5, 5.4.1, 5.5.1, 10.0, 11.0):
// rules notes §15.3 (TD-15), §15.7–§15.10, §16.1.
import { describe, expect, it } from 'vitest';
import { frac } from '@/engine';
import {
  allocateRally,
  demolitionDice,
  rallyPlaceOk,
  readDemolition,
  readRally,
  readRecon,
  readRepair,
  reconDice,
  repairDice,
  type RallyRecipient,
} from '@/games/war-to-axis/actions';
import { atLeastOne } from '@/games/war-to-axis/odds';
import { black, settings } from './helpers';

const rec = (p: Partial<RallyRecipient> & { id: string }): RallyRecipient => ({ name: p.id, startDiscs: 3, elements: 2, placeOk: true, discs: 0, ...p });

describe('6.0: rally', () => {
  it('6.0 (TD-85): [flag, flag, AP]: 2 discs, shared freely', () => {
    expect(readRally(black('flag', 'flag', 'ap')).discs).toBe(2);
    expect(allocateRally(2, [rec({ id: 'HQ', discs: 1 }), rec({ id: 'Inf', discs: 1 })])).toMatchObject({ errors: [], lost: 0 });
  });
  it('6.0, A46 (TD-86): 2 recovered, the target only 1 disc below its start: at most 1 to it, the rest elsewhere or lost', () => {
    expect(allocateRally(2, [rec({ id: 'Inf', elements: 3, discs: 2 })]).errors).toEqual([{ key: 'wta.error.rallyCap', params: { name: 'Inf', n: 1 } }]);
    expect(allocateRally(2, [rec({ id: 'Inf', elements: 3, discs: 1 })])).toMatchObject({ errors: [], lost: 1 });
  });
  it('6.0 (TD-87): an HQ adjacent to the enemy cannot rally', () => {
    expect(rallyPlaceOk({ adjacentEnemy: true, inCover: true, outOfEnemyLos: true }, 'hq')).toEqual([{ key: 'wta.error.rallyAdjacent_hq' }]);
  });
  it('6.0 (TD-88): a unit in the open but out of enemy LoS may be rallied; in the open and seen it may not', () => {
    expect(rallyPlaceOk({ adjacentEnemy: false, inCover: false, outOfEnemyLos: true }, 'unit')).toEqual([]);
    expect(rallyPlaceOk({ adjacentEnemy: false, inCover: false, outOfEnemyLos: false }, 'unit')).toEqual([{ key: 'wta.error.rallyExposed_unit' }]);
  });
  it('6.0, A46: no disc to an eliminated unit, nor more than the flags', () => {
    expect(allocateRally(1, [rec({ id: 'Dead', elements: 0, discs: 1 })]).errors[0].key).toBe('wta.error.rallyEliminated');
    expect(allocateRally(1, [rec({ id: 'A', discs: 1 }), rec({ id: 'B', discs: 1 })]).errors[0].key).toBe('wta.error.rallyTooMany');
  });
  it('16.1: P(at least one disc) with n rally dice is the 1/6 column', () => {
    expect(atLeastOne('black', 2, ['flag'])).toEqual(frac(11, 36));
  });
});

describe('12.3, 12.4: hiding and recon', () => {
  it('12.4, A34 (TD-89): recon at 2 / 3 / 4 / 5 hexes: 2 / 2 / 1 dice / not allowed; at 1 revealed anyway', () => {
    expect([2, 3, 4].map((r) => reconDice(r).dice)).toEqual([2, 2, 1]);
    expect(reconDice(5).errors).toEqual([{ key: 'wta.error.reconRange' }]);
    expect(reconDice(1)).toMatchObject({ autoReveal: true, errors: [] });
    expect(reconDice(1, settings({ reconRange1: 'disallow' })).errors).toEqual([{ key: 'wta.error.reconAdjacent' }]);
  });
  it('16.1: recon odds: 2 dice 11/36, 1 die 1/6', () => {
    expect(atLeastOne('black', reconDice(2).dice, ['flag'])).toEqual(frac(11, 36));
    expect(atLeastOne('black', reconDice(4).dice, ['flag'])).toEqual(frac(1, 6));
  });
  it('12.4, 12.1 (TD-90): a flag reveals; a dummy is removed', () => {
    expect(readRecon(black('ap', 'flag'))).toMatchObject({ revealed: true, derivation: [{ key: 'wta.recon.revealed' }] });
    expect(readRecon(black('flag'), true).derivation[0]).toMatchObject({ key: 'wta.recon.dummy', rule: '12.1' });
    expect(readRecon(black('radio', 'ap')).revealed).toBe(false);
  });
});

describe('4.3.5: engineers and bridges', () => {
  it('4.3.5 (TD-92): demolition with an enemy in the other hex of the bridge: not allowed', () => {
    expect(demolitionDice(0, true).errors).toEqual([{ key: 'wta.error.demolitionEnemy' }]);
  });
  it('4.3.5 (TD-93): 4 dice with 1 explosion: the bridge is destroyed', () => {
    expect(demolitionDice(0, false).dice).toBe(4);
    expect(readDemolition(black('explosion', 'ap', 'radio', 'flag')).destroyed).toBe(true);
    expect(readDemolition(black('ap', 'ap', 'radio', 'flag')).destroyed).toBe(false);
  });
  it('4.3.5, A33: the bridge type modifies the demolition (or not, under the alternative)', () => {
    expect(demolitionDice(-1, false).dice).toBe(3);
    expect(demolitionDice(-1, false, settings({ bridgeModDemolition: false })).dice).toBe(4);
  });
  it('16.1: a demolition with 4 dice succeeds with 671/1296', () => expect(atLeastOne('black', 4, ['explosion'])).toEqual(frac(671, 1296)));
  it('4.3.5 (TD-94): repair attempts #1…#5 on the same bridge roll 1, 2, 3, 4, 4 dice; a flag repairs', () => {
    expect([1, 2, 3, 4, 5].map(repairDice)).toEqual([1, 2, 3, 4, 4]);
    expect(readRepair(black('flag')).repaired).toBe(true);
    expect(readRepair(black('ap', 'explosion')).repaired).toBe(false);
  });
});
