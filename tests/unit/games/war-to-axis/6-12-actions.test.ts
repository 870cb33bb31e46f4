// The other actions of an activated unit (6.0 rally, 12.4 recon, 4.3.5 the engineers) read as the
// screens show them: every line with its numbers, rule and tone, every refusal with its words. Who
// may fire out of turn, and who may do what, is in legality-5.2-9.0-11.0.test.ts.
import { describe, expect, it } from 'vitest';
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
import { black, settings } from './helpers';

const rec = (p: Partial<RallyRecipient>): RallyRecipient => ({ id: 'u1', name: 'Rifle', startDiscs: 3, elements: 2, placeOk: true, discs: 1, ...p });

describe('6.0: rally', () => {
  it('6.0: an HQ next to the enemy and seen in the open is refused twice, each for the HQ', () => {
    expect(rallyPlaceOk({ adjacentEnemy: true, inCover: false, outOfEnemyLos: false }, 'hq')).toEqual([
      { key: 'wta.error.rallyAdjacent_hq' },
      { key: 'wta.error.rallyExposed_hq' },
    ]);
    expect(rallyPlaceOk({ adjacentEnemy: false, inCover: true, outOfEnemyLos: false }, 'unit')).toEqual([]);
    expect(rallyPlaceOk({ adjacentEnemy: false, inCover: false, outOfEnemyLos: false }, 'unit')).toEqual([{ key: 'wta.error.rallyExposed_unit' }]);
  });
  it('6.0: the flags read are the discs recovered, said as the result', () => {
    expect(readRally(black('flag', 'ap', 'flag'))).toEqual({
      discs: 2,
      derivation: [{ key: 'wta.rally.flags', params: { n: 2 }, rule: '6.0', tone: 'result' }],
    });
  });
  it("6.0, A46: each disc given is a line with the unit's name; the flags left over are lost, said as a warning", () => {
    expect(allocateRally(3, [rec({ discs: 1 }), rec({ id: 'u2', name: 'HQ', discs: 0 })])).toEqual({
      errors: [],
      lost: 2,
      derivation: [
        { key: 'wta.rally.give', params: { name: 'Rifle', n: 1 }, rule: '6.0' },
        { key: 'wta.rally.lost', params: { n: 2 }, rule: '6.0', tone: 'warning' },
      ],
    });
    expect(allocateRally(1, [rec({ discs: 1 })]).derivation).toEqual([{ key: 'wta.rally.give', params: { name: 'Rifle', n: 1 }, rule: '6.0' }]);
  });
  it('6.0, A46: a unit back to its starting discs exactly is allowed; one more is refused with the room left', () => {
    expect(allocateRally(2, [rec({ elements: 2, discs: 2 })]).errors).toEqual([]);
    expect(allocateRally(3, [rec({ elements: 2, discs: 3 })]).errors).toEqual([{ key: 'wta.error.rallyCap', params: { name: 'Rifle', n: 2 } }]);
  });
  it('6.0: discs typed as a fraction or below 0 are refused with the unit and the value, and count for nothing', () => {
    expect(allocateRally(1, [rec({ discs: -1 }), rec({ name: 'B', discs: 1.5 })])).toEqual({
      errors: [
        { key: 'wta.error.rallyDiscs', params: { name: 'Rifle', value: '-1' } },
        { key: 'wta.error.rallyDiscs', params: { name: 'B', value: '1.5' } },
      ],
      lost: 1,
      derivation: [],
    });
  });
  it('6.0: no disc to an eliminated unit, nor to one out of place, each named; the lost flags are not said while something is refused', () => {
    expect(allocateRally(3, [rec({ elements: 0 }), rec({ name: 'B', placeOk: false })])).toEqual({
      errors: [
        { key: 'wta.error.rallyEliminated', params: { name: 'Rifle' } },
        { key: 'wta.error.rallyPlace', params: { name: 'B' } },
      ],
      lost: 1,
      derivation: [],
    });
  });
  it('6.0: more discs given than flags are refused with both numbers; as many as the flags are not', () => {
    expect(allocateRally(1, [rec({ discs: 1 }), rec({ name: 'B', discs: 1 })]).errors).toEqual([{ key: 'wta.error.rallyTooMany', params: { n: 2, max: 1 } }]);
    expect(allocateRally(2, [rec({ discs: 1 }), rec({ name: 'B', discs: 1 })])).toMatchObject({ errors: [], lost: 0 });
  });
});

describe('12.3, 12.4, 12.1: hiding and recon', () => {
  it('12.4: recon at 3 hexes rolls 2 dice, at 4 one, said with the range', () => {
    expect(reconDice(3)).toEqual({
      dice: 2,
      autoReveal: false,
      errors: [],
      derivation: [{ key: 'wta.recon.dice', params: { range: 3, n: 2 }, rule: '12.4', tone: 'result' }],
    });
    expect(reconDice(4).derivation).toEqual([{ key: 'wta.recon.dice', params: { range: 4, n: 1 }, rule: '12.4', tone: 'result' }]);
  });
  it('12.0, A34: an adjacent hidden unit is revealed anyway, said with 12.0; under the alternative recon there is refused', () => {
    expect(reconDice(1)).toEqual({ dice: 0, autoReveal: true, errors: [], derivation: [{ key: 'wta.recon.adjacent', rule: '12.0', tone: 'result' }] });
    expect(reconDice(1, settings({ reconRange1: 'disallow' }))).toEqual({
      dice: 0,
      autoReveal: false,
      errors: [{ key: 'wta.error.reconAdjacent' }],
      derivation: [],
    });
  });
  it('12.4: a range of 0 or a fraction is refused with the value; beyond 4, out of reach', () => {
    expect(reconDice(0)).toEqual({ dice: 0, autoReveal: false, errors: [{ key: 'wta.error.range', params: { value: '0' } }], derivation: [] });
    expect(reconDice(2.5).errors).toEqual([{ key: 'wta.error.range', params: { value: '2.5' } }]);
    expect(reconDice(5)).toEqual({ dice: 0, autoReveal: false, errors: [{ key: 'wta.error.reconRange' }], derivation: [] });
  });
  it('12.4, 12.1: no flag, not revealed; a flag reveals a unit (12.4) or removes a dummy (12.1)', () => {
    expect(readRecon(black('ap'), true)).toEqual({ revealed: false, derivation: [{ key: 'wta.recon.notRevealed', rule: '12.4', tone: 'result' }] });
    expect(readRecon(black('flag'), false).derivation).toEqual([{ key: 'wta.recon.revealed', rule: '12.4', tone: 'result' }]);
    expect(readRecon(black('flag'), true).derivation).toEqual([{ key: 'wta.recon.dummy', rule: '12.1', tone: 'result' }]);
    expect(readRecon(black('flag')).derivation).toEqual([{ key: 'wta.recon.revealed', rule: '12.4', tone: 'result' }]);
  });
});

describe('4.3.5, 4.3.2: the engineers and the bridges', () => {
  it('4.3.5: a demolition rolls 4 dice; the bridge type modifies them, signed, with 4.3.2', () => {
    expect(demolitionDice(0, false)).toEqual({ dice: 4, errors: [], derivation: [{ key: 'wta.bridge.demolition', params: { n: 4 }, rule: '4.3.5' }] });
    expect(demolitionDice(1, false).derivation[1]).toEqual({ key: 'wta.bombard.bridge', params: { mod: '+1', n: 5 }, rule: '4.3.2' });
    expect(demolitionDice(-2, false).derivation[1]).toEqual({ key: 'wta.bombard.bridge', params: { mod: '-2', n: 2 }, rule: '4.3.2' });
    expect(demolitionDice(-2, false, settings({ bridgeModDemolition: false })).dice).toBe(4);
  });
  it('4.3.5, A4: a bridge that takes all 4 dice leaves none, said as a warning; below 0 is 0', () => {
    expect(demolitionDice(-4, false).derivation[2]).toEqual({ key: 'wta.fire.noDice', rule: '4.3.5', tone: 'warning' });
    expect(demolitionDice(-5, false).dice).toBe(0);
    expect(demolitionDice(-3, false).derivation.map((s) => s.key)).not.toContain('wta.fire.noDice');
  });
  it('4.3.5: with the enemy across the bridge, or a type modifier not whole, no demolition, said', () => {
    expect(demolitionDice(0.5, true)).toEqual({ dice: 0, errors: [{ key: 'wta.error.demolitionEnemy' }], derivation: [] });
    expect(demolitionDice(0.5, false)).toEqual({ dice: 0, errors: [{ key: 'wta.error.modifier', params: { value: '0.5' } }], derivation: [] });
  });
  it('4.3.5: one explosion destroys the bridge, none leaves it standing; one flag repairs it', () => {
    expect(readDemolition(black('explosion', 'ap'))).toEqual({ destroyed: true, derivation: [{ key: 'wta.bridge.destroyed', rule: '4.3.5', tone: 'result' }] });
    expect(readDemolition(black('flag'))).toEqual({ destroyed: false, derivation: [{ key: 'wta.bridge.stands', rule: '4.3.5', tone: 'result' }] });
    expect(readRepair(black('flag', 'radio'))).toEqual({ repaired: true, derivation: [{ key: 'wta.bridge.repaired', rule: '4.3.5', tone: 'result' }] });
    expect(readRepair(black('explosion'))).toEqual({ repaired: false, derivation: [{ key: 'wta.bridge.notRepaired', rule: '4.3.5', tone: 'result' }] });
  });
  it('4.3.5, A32: an attempt numbered 0 is refused with its number, so the slip can be found', () => {
    expect(() => repairDice(0)).toThrow('repairDice: bad attempt 0');
  });
});
