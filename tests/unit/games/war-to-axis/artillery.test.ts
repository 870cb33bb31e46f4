// Artillery (5.6, 5.6.1, 12.2, 7.1) and strategic bombardment (9.0–9.4): rules notes §15.5, §15.6, §15.9, §16.5.
import { describe, expect, it } from 'vitest';
import { frac, ONE, sumF } from '@/engine';
import {
  artilleryRangeOk,
  batteriesLeft,
  bombardDice,
  hqDice,
  pContact,
  radioOdds,
  readRadio,
  strategicAllowed,
  strategicOutcome,
} from '@/games/war-to-axis/artillery';
import { lossesOf } from '@/games/war-to-axis/fire';
import { readRally } from '@/games/war-to-axis/actions';
import { black, settings } from './helpers';

describe('5.6, 5.6.1: the radio contact', () => {
  it('5.6, 5.6.1 (TD-40): [AP, AP, radio, explosion]: contact (1 battery); American, 1 battery', () => {
    const roll = black('ap', 'ap', 'radio', 'explosion');
    expect(readRadio(roll, false, 3)).toMatchObject({ contact: true, batteries: 1 });
    expect(readRadio(roll, true, 3)).toMatchObject({ contact: true, batteries: 1 });
  });
  it('6.0 (TD-41): the same roll for a rally: 0 discs', () => expect(readRally(black('ap', 'ap', 'radio', 'explosion')).discs).toBe(0));
  it('5.6.1 (TD-45): American [radio, radio, flag], 3 batteries left: 2 batteries, each rolled separately', () => {
    expect(readRadio(black('radio', 'radio', 'flag'), true, 3)).toMatchObject({ contact: true, batteries: 2, radioFaces: 2 });
  });
  it('5.6.1, A8 (TD-46): American [radio, radio, radio], 1 battery left: 1 battery', () => {
    expect(readRadio(black('radio', 'radio', 'radio'), true, 1).batteries).toBe(1);
    expect(readRadio(black('radio', 'radio', 'radio'), true, 1, settings({ americanCap: false })).batteries).toBe(3);
  });
  it('5.6, A7 (TD-47): non-American [AP, flag]: failure, no battery used', () => {
    expect(readRadio(black('ap', 'flag'), false, 2)).toMatchObject({ contact: false, batteries: 0 });
  });
  it('5.6: contact with no battery left fires nothing', () => expect(readRadio(black('radio'), false, 0).batteries).toBe(0));
  it('16.1: radio contact with 1, 2, 3 dice: 1/3, 5/9, 19/27', () => {
    expect([1, 2, 3].map(pContact)).toEqual([frac(1, 3), frac(5, 9), frac(19, 27)]);
  });
  it('5.6.1: the odds of each battery count sum to 1', () => {
    const o = radioOdds(3, true, 2);
    expect(o.map((x) => x.id)).toEqual(['fail', 'batteries-1', 'batteries-2']);
    expect(sumF(o.map((x) => x.p))).toEqual(ONE);
    expect(o[0].p).toEqual(frac(8, 27));
  });
});

describe('7.1, 5.6: HQ dice and range', () => {
  it('7.1 (TD-77): RADIO 3, replacement HQ: 2 dice', () => expect(hqDice('radio', 3, true, 'advanced').dice).toBe(2));
  it('7.1 (TD-78): RALLY 3, replacement HQ: 2 dice', () => expect(hqDice('rally', 3, true, 'advanced').dice).toBe(2));
  it('7.1, A4 (TD-79): RADIO 1, replacement HQ: 0 dice, the call is impossible', () => {
    expect(hqDice('radio', 1, true, 'advanced')).toMatchObject({ dice: 0, errors: [{ key: 'wta.error.no_radioDice' }] });
  });
  it('7.1, A31: in the basic game the replacement HQ rolls all its dice, unless the alternative applies', () => {
    expect(hqDice('radio', 3, true, 'basic').dice).toBe(3);
    expect(hqDice('radio', 3, true, 'basic', settings({ replacementHqBasic: true })).dice).toBe(2);
  });
  it('5.6 (TD-80): a target 7 hexes from the HQ is out of reach', () => {
    expect(artilleryRangeOk(7).errors).toEqual([{ key: 'wta.error.artilleryRange', params: { range: 7, max: 6 } }]);
    expect(artilleryRangeOk(6).errors).toEqual([]);
  });
  it('3.1, A7 (TD-81): d6 = 4, two calls made: 2 batteries left', () => expect(batteriesLeft(4, 2)).toBe(2));
});

describe('5.6, 12.2: bombardment dice', () => {
  const b = (p: Partial<Parameters<typeof bombardDice>[0]>) =>
    bombardDice({ battery: 4, terrainMod: 0, armour: null, starred: false, hidden: false, ...p }).dice;
  it('5.6, A42 (TD-58): battery of 4 at medium / heavy / heavy* / light: 3 / 2 / 4 / 4', () => {
    expect([b({ armour: 'M' }), b({ armour: 'H' }), b({ armour: 'H', starred: true }), b({ armour: 'L' })]).toEqual([3, 2, 4, 4]);
  });
  it('12.2 (TD-59): battery of 4 at a hidden unit, terrain t: 4 − 2 + t', () => {
    for (const t of [-1, 0, 1]) expect(b({ hidden: true, terrainMod: t })).toBe(4 - 2 + t);
  });
  it("4.3.2, A4: a bridge type's modifier; never below 0 dice", () => {
    expect(b({ bridgeMod: -1 })).toBe(3);
    expect(b({ battery: 1, armour: 'H' })).toBe(0);
  });
});

describe('5.6.1, 4.3.4: each battery rolls on its own', () => {
  it('5.6.1, 4.3.4 (TD-57): 2 American batteries, 1 then 2 explosions on a trench: 0, then trench removed + 1; 1 in all', () => {
    const first = lossesOf({ attack: 'bombard', hits: 1, explosions: 1, protection: 'trench', eligible: true, opportunity: false, engineers: false });
    const second = lossesOf({ attack: 'bombard', hits: 2, explosions: 2, protection: 'trench', eligible: true, opportunity: false, engineers: false });
    expect([first.losses, second.losses, second.trenchRemoved, first.losses + second.losses]).toEqual([0, 1, true, 1]);
  });
});

describe('9.0–9.4: strategic bombardment', () => {
  const req = { mode: 'advanced' as const, hqFirst: true, rOptionD: false, batteriesLeft: 4 };
  it('9.3, 9.4, A15 (TD-82): d6 4, contact: 4 hexes in a chain, the group closed, no battery left', () => {
    expect(strategicOutcome(true, 4)).toMatchObject({ hexes: 4, batteriesLeftAfter: 0, groupClosed: true });
  });
  it("9.3 (TD-83): no contact: the HQ's action is spent, the batteries stay, the group goes on", () => {
    expect(strategicOutcome(false, 4)).toMatchObject({ hexes: 0, batteriesLeftAfter: 4, groupClosed: false });
  });
  it('9.2c (TD-84): an HQ that is not the first unit activated cannot call it; R option d lets any HQ', () => {
    expect(strategicAllowed({ ...req, hqFirst: false }).errors).toEqual([{ key: 'wta.error.strategicNotFirst' }]);
    expect(strategicAllowed({ ...req, hqFirst: false, rOptionD: true }).errors).toEqual([]);
    expect(strategicAllowed(req).errors).toEqual([]);
  });
  it('9.0, A13: under the alternative only R option d allows it; never in the basic game or with no battery', () => {
    expect(strategicAllowed(req, settings({ strategicOnlyROptionD: true })).errors[0].key).toBe('wta.error.strategicOnlyD');
    expect(strategicAllowed({ ...req, mode: 'basic' }).errors[0].key).toBe('wta.error.strategicAdvanced');
    expect(strategicAllowed({ ...req, batteriesLeft: 0 }).errors[0].key).toBe('wta.error.noBatteries');
  });
});
