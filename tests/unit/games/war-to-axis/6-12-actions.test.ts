// The other actions of an activated unit (6.0 rally, 12.3–12.4 hiding and recon, 4.3.5 the
// engineers, 5.5.1 / 11.0 who may fire out of turn, and who may do what) read as the screens show
// them: every line with its numbers, rule and tone, every refusal with its words.
import { describe, expect, it } from 'vitest';
import { frac } from '@/engine';
import {
  actionAllowed, allocateRally, demolitionDice, finalFireEligible, hideAllowed, oppFireEligible, rallyAllHqs, rallyPlaceOk, readDemolition, readRally,
  readRecon, readRepair, reconDice, repairByAttempt, repairDice, type OppFireCandidate, type RallyRecipient,
} from '@/games/war-to-axis/actions';
import { black, settings } from './helpers';

const rec = (p: Partial<RallyRecipient>): RallyRecipient => ({ id: 'u1', name: 'Rifle', startDiscs: 3, elements: 2, placeOk: true, discs: 1, ...p });
const cand = (p: Partial<OppFireCandidate>): OppFireCandidate => ({ mode: 'basic', action: null, oppFire: false, disorganized: false, hidden: false, distance: 2, ...p });
const unit = (p: Partial<Parameters<typeof actionAllowed>[0]>) => ({ action: null, oppFire: false, disorganized: false, elements: 3, hq: false, engineers: false, canAdvance: true, ...p });

describe('6.0: rally', () => {
  it('6.0: an HQ next to the enemy and seen in the open is refused twice, each for the HQ', () => {
    expect(rallyPlaceOk({ adjacentEnemy: true, inCover: false, outOfEnemyLos: false }, 'hq')).toEqual([{ key: 'wta.error.rallyAdjacent_hq' }, { key: 'wta.error.rallyExposed_hq' }]);
    expect(rallyPlaceOk({ adjacentEnemy: false, inCover: true, outOfEnemyLos: false }, 'unit')).toEqual([]);
    expect(rallyPlaceOk({ adjacentEnemy: false, inCover: false, outOfEnemyLos: false }, 'unit')).toEqual([{ key: 'wta.error.rallyExposed_unit' }]);
  });
  it('6.0: the flags read are the discs recovered, said as the result', () => {
    expect(readRally(black('flag', 'ap', 'flag'))).toEqual({ discs: 2, derivation: [{ key: 'wta.rally.flags', params: { n: 2 }, rule: '6.0', tone: 'result' }] });
  });
  it('6.0, A46: each disc given is a line with the unit\'s name; the flags left over are lost, said as a warning', () => {
    expect(allocateRally(3, [rec({ discs: 1 }), rec({ id: 'u2', name: 'HQ', discs: 0 })])).toEqual({
      errors: [], lost: 2,
      derivation: [{ key: 'wta.rally.give', params: { name: 'Rifle', n: 1 }, rule: '6.0' }, { key: 'wta.rally.lost', params: { n: 2 }, rule: '6.0', tone: 'warning' }],
    });
    expect(allocateRally(1, [rec({ discs: 1 })]).derivation).toEqual([{ key: 'wta.rally.give', params: { name: 'Rifle', n: 1 }, rule: '6.0' }]);
  });
  it('6.0, A46: a unit back to its starting discs exactly is allowed; one more is refused with the room left', () => {
    expect(allocateRally(2, [rec({ elements: 2, discs: 2 })]).errors).toEqual([]);
    expect(allocateRally(3, [rec({ elements: 2, discs: 3 })]).errors).toEqual([{ key: 'wta.error.rallyCap', params: { name: 'Rifle', n: 2 } }]);
  });
  it('6.0: discs typed as a fraction or below 0 are refused with the unit and the value, and count for nothing', () => {
    expect(allocateRally(1, [rec({ discs: -1 }), rec({ name: 'B', discs: 1.5 })])).toEqual({
      errors: [{ key: 'wta.error.rallyDiscs', params: { name: 'Rifle', value: '-1' } }, { key: 'wta.error.rallyDiscs', params: { name: 'B', value: '1.5' } }],
      lost: 1, derivation: [],
    });
  });
  it('6.0: no disc to an eliminated unit, nor to one out of place, each named; the lost flags are not said while something is refused', () => {
    expect(allocateRally(3, [rec({ elements: 0 }), rec({ name: 'B', placeOk: false })])).toEqual({
      errors: [{ key: 'wta.error.rallyEliminated', params: { name: 'Rifle' } }, { key: 'wta.error.rallyPlace', params: { name: 'B' } }], lost: 1, derivation: [],
    });
  });
  it('6.0: more discs given than flags are refused with both numbers; as many as the flags are not', () => {
    expect(allocateRally(1, [rec({ discs: 1 }), rec({ name: 'B', discs: 1 })]).errors).toEqual([{ key: 'wta.error.rallyTooMany', params: { n: 2, max: 1 } }]);
    expect(allocateRally(2, [rec({ discs: 1 }), rec({ name: 'B', discs: 1 })])).toMatchObject({ errors: [], lost: 0 });
  });
  it('8.0 R(c): every HQ still in play rallies, its name first, then its dice; an eliminated HQ does not', () => {
    const r = rallyAllHqs([
      { id: 'h1', name: 'HQ 1', replacementHq: false, elements: 2 },
      { id: 'h2', name: 'HQ 2', replacementHq: true, elements: 1 },
      { id: 'h3', name: 'HQ 3', replacementHq: false, elements: 0 },
    ], 2, 'advanced');
    expect(r).toEqual([
      { id: 'h1', name: 'HQ 1', dice: 2, errors: [], pAny: frac(11, 36), derivation: [{ key: 'wta.rally.allHqs', params: { name: 'HQ 1' }, rule: '8.0' }, { key: 'wta.hq.rallyDice', params: { n: 2 }, rule: '6.0' }] },
      {
        id: 'h2', name: 'HQ 2', dice: 1, errors: [], pAny: frac(1, 6),
        derivation: [{ key: 'wta.rally.allHqs', params: { name: 'HQ 2' }, rule: '8.0' }, { key: 'wta.hq.rallyDice', params: { n: 2 }, rule: '6.0' }, { key: 'wta.hq.replacement', params: { n: 1 }, rule: '7.1', tone: 'warning' }],
      },
    ]);
  });
});

describe('12.3, 12.4, 12.1: hiding and recon', () => {
  it('12.3: hiding in the basic game, in the open, 3 hexes from the enemy: three refusals', () => {
    expect(hideAllowed(false, 3, 'basic')).toEqual([{ key: 'wta.error.advancedOnly' }, { key: 'wta.error.hideCover' }, { key: 'wta.error.hideDistance' }]);
    expect(hideAllowed(true, 4, 'advanced')).toEqual([]);
    expect(hideAllowed(true, 4.5, 'advanced')).toEqual([{ key: 'wta.error.hideDistance' }]);
  });
  it('12.4: recon at 3 hexes rolls 2 dice, at 4 one, said with the range', () => {
    expect(reconDice(3)).toEqual({ dice: 2, autoReveal: false, errors: [], derivation: [{ key: 'wta.recon.dice', params: { range: 3, n: 2 }, rule: '12.4', tone: 'result' }] });
    expect(reconDice(4).derivation).toEqual([{ key: 'wta.recon.dice', params: { range: 4, n: 1 }, rule: '12.4', tone: 'result' }]);
  });
  it('12.0, A34: an adjacent hidden unit is revealed anyway, said with 12.0; under the alternative recon there is refused', () => {
    expect(reconDice(1)).toEqual({ dice: 0, autoReveal: true, errors: [], derivation: [{ key: 'wta.recon.adjacent', rule: '12.0', tone: 'result' }] });
    expect(reconDice(1, settings({ reconRange1: 'disallow' }))).toEqual({ dice: 0, autoReveal: false, errors: [{ key: 'wta.error.reconAdjacent' }], derivation: [] });
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
  it('4.3.5, A32: there is no attempt 0 or 1.5; attempt 1 rolls 1 die; by the first attempt 1/6', () => {
    expect(() => repairDice(0)).toThrow(RangeError);
    expect(() => repairDice(1.5)).toThrow(RangeError);
    expect(repairDice(1)).toBe(1);
    expect(repairByAttempt(1)).toEqual(frac(1, 6));
    expect(repairByAttempt(0)).toEqual(frac(0));
  });
  it('4.3.5, A32: an attempt numbered 0 is refused with its number, so the slip can be found', () => {
    expect(() => repairDice(0)).toThrow('repairDice: bad attempt 0');
  });
});

describe('5.5.1, 8.1, 10.0, 11.0: who may fire out of turn', () => {
  it('5.5.1: an eligible unit in the basic game gets the marker, said with 5.5.1; in the advanced game it counts as activated (10.0)', () => {
    expect(oppFireEligible(cand({}))).toEqual({ errors: [], derivation: [{ key: 'wta.opp.marker', rule: '5.5.1' }] });
    expect(oppFireEligible(cand({ mode: 'advanced', distance: 1 })).derivation).toEqual([{ key: 'wta.opp.countsActivated', rule: '10.0' }]);
  });
  it('12.0: a hidden unit firing by opportunity reveals itself, said as a warning', () => {
    expect(oppFireEligible(cand({ hidden: true })).derivation).toEqual([{ key: 'wta.opp.reveals', rule: '12.0', tone: 'warning' }, { key: 'wta.opp.marker', rule: '5.5.1' }]);
  });
  it('8.1, A25: a unit that stayed may still fire by opportunity, said with 8.1; in the basic game only with the reading', () => {
    expect(oppFireEligible(cand({ action: 'stay' })).derivation[0]).toEqual({ key: 'wta.opp.stayed', rule: '8.1' });
    expect(oppFireEligible(cand({ action: 'stay' }), settings({ stayOppFireBasic: false })).errors).toEqual([{ key: 'wta.error.oppActivated' }]);
    expect(oppFireEligible(cand({ action: 'stay', mode: 'advanced' }), settings({ stayOppFireBasic: false })).errors).toEqual([]);
    expect(oppFireEligible(cand({ action: 'fire', mode: 'advanced' })).errors).toEqual([{ key: 'wta.error.oppActivated' }]);
  });
  it('5.5: a mover at 0 hexes or 1.5 is no target; every refusal is said and no line is', () => {
    expect(oppFireEligible(cand({ distance: 0, oppFire: true, disorganized: true, hidden: true }))).toEqual({
      errors: [{ key: 'wta.error.oppDistance' }, { key: 'wta.error.oppMarker' }, { key: 'wta.error.disorganizedOpportunity' }], derivation: [],
    });
    expect(oppFireEligible(cand({ distance: 1.5 })).errors).toEqual([{ key: 'wta.error.oppDistance' }]);
  });
  it('11.0, A26: final fire is for the advanced game, by a unit in play that has not acted other than staying', () => {
    expect(finalFireEligible({ action: 'move', oppFire: false, elements: 0 }, 'basic')).toEqual([{ key: 'wta.error.advancedOnly' }, { key: 'wta.error.eliminated' }, { key: 'wta.error.finalActivated' }]);
    expect(finalFireEligible({ action: 'stay', oppFire: false, elements: 1 }, 'advanced')).toEqual([]);
    expect(finalFireEligible({ action: 'move', oppFire: true, elements: 1 }, 'advanced')).toEqual([{ key: 'wta.error.finalAfterOpportunity' }]);
  });
});

describe('3.2, 4.3.5, 5.4.1, 9.0, 10.0, 12.3: who may do what', () => {
  it('2.2, 8.1: an eliminated unit, one already activated: each refused', () => {
    expect(actionAllowed(unit({ elements: 0, action: 'fire', oppFire: true }), 'fire', 'advanced')).toEqual([{ key: 'wta.error.eliminated' }, { key: 'wta.error.alreadyActivated' }]);
  });
  it('10.0: after its opportunity fire a unit is activated in the advanced game only', () => {
    expect(actionAllowed(unit({ oppFire: true }), 'fire', 'advanced')).toEqual([{ key: 'wta.error.oppCountsActivated' }]);
    expect(actionAllowed(unit({ oppFire: true }), 'fire', 'basic')).toEqual([]);
  });
  it('5.4.1: a disorganized unit may not move nor advance and fire; it may fire', () => {
    expect(actionAllowed(unit({ disorganized: true }), 'move', 'basic')).toEqual([{ key: 'wta.error.disorganizedMove' }]);
    expect(actionAllowed(unit({ disorganized: true }), 'advanceFire', 'basic')).toEqual([{ key: 'wta.error.disorganizedMove' }]);
    expect(actionAllowed(unit({ disorganized: true }), 'fire', 'basic')).toEqual([]);
  });
  it('3.2: advancing fire needs an advance value; moving does not', () => {
    expect(actionAllowed(unit({ canAdvance: false }), 'advanceFire', 'basic')).toEqual([{ key: 'wta.error.cannotAdvance' }]);
    expect(actionAllowed(unit({ canAdvance: false }), 'move', 'basic')).toEqual([]);
  });
  it('5.6, 6.0, 9.0: artillery, rally and strategic bombardment are the HQ\'s; strategic and recon and hiding the advanced game\'s', () => {
    expect(actionAllowed(unit({}), 'artillery', 'basic')).toEqual([{ key: 'wta.error.hqOnly' }]);
    expect(actionAllowed(unit({}), 'rally', 'basic')).toEqual([{ key: 'wta.error.hqOnly' }]);
    expect(actionAllowed(unit({}), 'strategic', 'basic')).toEqual([{ key: 'wta.error.hqOnly' }, { key: 'wta.error.advancedOnly' }]);
    expect(actionAllowed(unit({ hq: true }), 'strategic', 'advanced')).toEqual([]);
    expect(actionAllowed(unit({}), 'recon', 'basic')).toEqual([{ key: 'wta.error.advancedOnly' }]);
    expect(actionAllowed(unit({}), 'hide', 'basic')).toEqual([{ key: 'wta.error.advancedOnly' }]);
    expect(actionAllowed(unit({}), 'hide', 'advanced')).toEqual([]);
  });
  it('4.3.5: demolition and repair are the engineers\'', () => {
    expect(actionAllowed(unit({}), 'demolish', 'basic')).toEqual([{ key: 'wta.error.engineersOnly' }]);
    expect(actionAllowed(unit({}), 'repair', 'basic')).toEqual([{ key: 'wta.error.engineersOnly' }]);
    expect(actionAllowed(unit({ engineers: true }), 'repair', 'basic')).toEqual([]);
  });
});
