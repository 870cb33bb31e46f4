// Artillery (5.6, 5.6.1, 12.2, 4.3.2, 7.1) and strategic bombardment (9.0–9.4) read as the
// artillery calculator shows them: each line with its numbers, rule and tone, every refusal with
// its words, and the odds of a call. Each case is built inside its test.
import { describe, expect, it } from 'vitest';
import { frac } from '@/engine';
import { distProbs } from '@/engine/distribution';
import {
  artilleryRangeOk,
  batteriesDist,
  batteriesLeft,
  bombardDice,
  hqDice,
  radioOdds,
  readRadio,
  strategicAllowed,
  strategicOutcome,
  type BombardInput,
} from '@/games/war-to-axis/artillery';
import { black, settings } from './helpers';

const bomb = (p: Partial<BombardInput>) => bombardDice({ battery: 4, terrainMod: 0, armour: null, starred: false, hidden: false, ...p });
const probs = (d: Parameters<typeof distProbs>[0]) => distProbs(d).map((x) => [x.value, x.p]);

describe("5.6, 6.0, 7.1: the HQ's dice", () => {
  it("5.6: a radio call rolls the scenario's dice, said with 5.6", () => {
    expect(hqDice('radio', 3, false, 'advanced')).toEqual({ dice: 3, errors: [], derivation: [{ key: 'wta.hq.radioDice', params: { n: 3 }, rule: '5.6' }] });
  });
  it("6.0, 7.1: a replacement HQ's rally has a die less, said as a warning with 7.1", () => {
    expect(hqDice('rally', 3, true, 'advanced')).toEqual({
      dice: 2,
      errors: [],
      derivation: [
        { key: 'wta.hq.rallyDice', params: { n: 3 }, rule: '6.0' },
        { key: 'wta.hq.replacement', params: { n: 2 }, rule: '7.1', tone: 'warning' },
      ],
    });
  });
  it('7.1, A4: a replacement HQ with one rally die has none: refused for the rally, the line says 0', () => {
    expect(hqDice('rally', 1, true, 'advanced')).toEqual({
      dice: 0,
      errors: [{ key: 'wta.error.no_rallyDice' }],
      derivation: [
        { key: 'wta.hq.rallyDice', params: { n: 1 }, rule: '6.0' },
        { key: 'wta.hq.replacement', params: { n: 0 }, rule: '7.1', tone: 'warning' },
      ],
    });
    expect(hqDice('radio', 0, true, 'advanced').derivation[1]).toEqual({ key: 'wta.hq.replacement', params: { n: 0 }, rule: '7.1', tone: 'warning' });
  });
  it('5.6, A4: a scenario with no radio dice cannot call; one die can', () => {
    expect(hqDice('radio', 0, false, 'basic').errors).toEqual([{ key: 'wta.error.no_radioDice' }]);
    expect(hqDice('radio', 1, false, 'basic')).toMatchObject({ dice: 1, errors: [] });
  });
  it('7.1, A31: in the basic game a replacement HQ rolls them all, with no line about it', () => {
    expect(hqDice('rally', 2, true, 'basic').derivation).toEqual([{ key: 'wta.hq.rallyDice', params: { n: 2 }, rule: '6.0' }]);
  });
});

describe('5.6: range and batteries', () => {
  it('5.6: a range not a whole number of hexes from 1 is refused with the value; the visibility in force is the limit', () => {
    expect(artilleryRangeOk(0).errors).toEqual([{ key: 'wta.error.range', params: { value: '0' } }]);
    expect(artilleryRangeOk(2.5).errors).toEqual([{ key: 'wta.error.range', params: { value: '2.5' } }]);
    expect(artilleryRangeOk(1).errors).toEqual([]);
    expect(artilleryRangeOk(4, 3).errors).toEqual([{ key: 'wta.error.artilleryRange', params: { range: 4, max: 3 } }]);
  });
  it('3.1, A7: more calls than batteries leave none, never fewer than none', () => {
    expect(batteriesLeft(2, 3)).toBe(0);
    expect(batteriesLeft(3, 0)).toBe(3);
  });
});

describe('5.6, 5.6.1: the radio roll read', () => {
  it('5.6: no radio face: the call fails, said as the result', () => {
    expect(readRadio(black('ap', 'flag'), false, 2).derivation).toEqual([
      { key: 'wta.radio.faces', params: { n: 0 }, rule: '5.6' },
      { key: 'wta.radio.failed', rule: '5.6', tone: 'result' },
    ]);
  });
  it('3.1: contact with no battery left is said as a warning, nothing fires', () => {
    expect(readRadio(black('radio', 'radio'), true, 0)).toEqual({
      contact: true,
      radioFaces: 2,
      batteries: 0,
      derivation: [
        { key: 'wta.radio.faces', params: { n: 2 }, rule: '5.6' },
        { key: 'wta.radio.noBatteries', rule: '3.1', tone: 'warning' },
      ],
    });
  });
  it('5.6: a non-American contact brings one battery whatever the radio faces, with 5.6', () => {
    expect(readRadio(black('radio', 'radio', 'radio'), false, 3)).toEqual({
      contact: true,
      radioFaces: 3,
      batteries: 1,
      derivation: [
        { key: 'wta.radio.faces', params: { n: 3 }, rule: '5.6' },
        { key: 'wta.radio.contact', params: { n: 1 }, rule: '5.6', tone: 'result' },
      ],
    });
  });
  it('5.6.1, A8: the American brings one battery per radio face, capped by those left, each said with 5.6.1', () => {
    expect(readRadio(black('radio', 'radio', 'radio'), true, 2).derivation).toEqual([
      { key: 'wta.radio.faces', params: { n: 3 }, rule: '5.6' },
      { key: 'wta.radio.american', params: { n: 3 }, rule: '5.6.1' },
      { key: 'wta.radio.capped', params: { n: 2 }, rule: '5.6.1', tone: 'warning' },
      { key: 'wta.radio.contact', params: { n: 2 }, rule: '5.6.1', tone: 'result' },
    ]);
    expect(readRadio(black('radio', 'radio'), true, 2).derivation.map((s) => s.key)).not.toContain('wta.radio.capped');
  });
});

describe('5.6, 5.6.1: the odds of a call', () => {
  it('5.6: a non-American call with 2 dice: fail 4/9, contact 5/9, labelled and toned', () => {
    expect(radioOdds(2, false, 3)).toEqual([
      { id: 'fail', label: { key: 'wta.odds.radioFail' }, p: frac(4, 9), tone: 'bad' },
      { id: 'batteries-1', label: { key: 'wta.odds.contact', params: { n: 1 } }, p: frac(5, 9), tone: 'good' },
    ]);
  });
  it('3.1: with no battery left a contact brings nothing, for either side', () => {
    expect(probs(batteriesDist(2, false, 0))).toEqual([[0, frac(1)]]);
    expect(probs(batteriesDist(2, true, 0))).toEqual([[0, frac(1)]]);
  });
  it("5.6.1: the American's odds name the batteries; uncapped they follow the radio faces", () => {
    expect(radioOdds(2, true, 3)[2]).toEqual({ id: 'batteries-2', label: { key: 'wta.odds.batteries', params: { n: 2 } }, p: frac(1, 9), tone: 'good' });
    expect(probs(batteriesDist(2, true, 1, settings({ americanCap: false })))).toEqual([
      [0, frac(4, 9)],
      [1, frac(4, 9)],
      [2, frac(1, 9)],
    ]);
    expect(probs(batteriesDist(2, true, 1))).toEqual([
      [0, frac(4, 9)],
      [1, frac(5, 9)],
    ]);
  });
  it('5.6.1, A8: read uncapped, an American contact with no battery left still brings none (3.1)', () => {
    expect(probs(batteriesDist(2, true, 0, settings({ americanCap: false })))).toEqual([[0, frac(1)]]);
    expect(radioOdds(2, true, 0, settings({ americanCap: false }))).toEqual([{ id: 'fail', label: { key: 'wta.odds.radioFail' }, p: frac(1), tone: 'bad' }]);
  });
});

describe("5.6, 12.2, 4.3.2: a battery's dice, line by line", () => {
  it('5.6: a battery of 4 at an unarmoured target in the open: the battery, then the roll', () => {
    expect(bomb({})).toEqual({
      dice: 4,
      errors: [],
      derivation: [
        { key: 'wta.bombard.battery', params: { n: 4 }, rule: '5.6' },
        { key: 'wta.bombard.roll', params: { n: 4 }, rule: '5.6', tone: 'result' },
      ],
    });
  });
  it("2.5: the terrain's effect on artillery is a signed line; none when it is 0", () => {
    expect(bomb({ terrainMod: 1 }).derivation[1]).toEqual({ key: 'wta.bombard.terrain', params: { mod: '+1', n: 5 }, rule: '2.5' });
    expect(bomb({ terrainMod: -2 }).derivation[1]).toEqual({ key: 'wta.bombard.terrain', params: { mod: '-2', n: 2 }, rule: '2.5' });
  });
  it('5.6: medium armour −1, heavy −2, each its line; a starred one none, said; light armour nothing', () => {
    expect(bomb({ armour: 'M' }).derivation[1]).toEqual({ key: 'wta.bombard.armour_M', params: { n: 3 }, rule: '5.6' });
    expect(bomb({ armour: 'H' }).derivation[1]).toEqual({ key: 'wta.bombard.armour_H', params: { n: 2 }, rule: '5.6' });
    expect(bomb({ armour: 'M', starred: true })).toMatchObject({
      dice: 4,
      derivation: [{ key: 'wta.bombard.battery' }, { key: 'wta.bombard.starred', rule: '5.6' }, { key: 'wta.bombard.roll' }],
    });
    expect(bomb({ armour: 'L', starred: true }).derivation.map((s) => s.key)).toEqual(['wta.bombard.battery', 'wta.bombard.roll']);
  });
  it('12.2: a hidden unit −2, on its line after the terrain', () => {
    expect(bomb({ hidden: true, terrainMod: -1 }).derivation.slice(1, 3)).toEqual([
      { key: 'wta.bombard.terrain', params: { mod: '-1', n: 3 }, rule: '2.5' },
      { key: 'wta.bombard.hidden', params: { n: 1 }, rule: '12.2' },
    ]);
  });
  it("4.3.2: a bridge's type modifier is a signed line; a bridge of 0 none", () => {
    expect(bomb({ bridgeMod: 1 }).derivation[1]).toEqual({ key: 'wta.bombard.bridge', params: { mod: '+1', n: 5 }, rule: '4.3.2' });
    expect(bomb({ bridgeMod: -1 }).derivation[1]).toEqual({ key: 'wta.bombard.bridge', params: { mod: '-1', n: 3 }, rule: '4.3.2' });
    expect(bomb({ bridgeMod: 0 }).derivation.map((s) => s.key)).toEqual(['wta.bombard.battery', 'wta.bombard.roll']);
  });
  it('5.6, A4: down to exactly 0 dice there is no bombardment, said as a warning; 1 die rolls', () => {
    expect(bomb({ battery: 2, armour: 'H' })).toEqual({
      dice: 0,
      errors: [],
      derivation: [
        { key: 'wta.bombard.battery', params: { n: 2 }, rule: '5.6' },
        { key: 'wta.bombard.armour_H', params: { n: 0 }, rule: '5.6' },
        { key: 'wta.fire.noDice', rule: '5.6', tone: 'warning' },
      ],
    });
    expect(bomb({ battery: 1 }).dice).toBe(1);
  });
  it('5.6: a battery, a terrain or a bridge value that is not a whole number is refused with what was typed', () => {
    expect(bomb({ battery: -1, terrainMod: 0.5, bridgeMod: 1.5 })).toEqual({
      dice: 0,
      derivation: [],
      errors: [
        { key: 'wta.error.dice', params: { value: '-1' } },
        { key: 'wta.error.modifier', params: { value: '0.5' } },
        { key: 'wta.error.modifier', params: { value: '1.5' } },
      ],
    });
    expect(bomb({ battery: 0 }).errors).toEqual([]);
  });
});

describe('9.0–9.4: strategic bombardment', () => {
  const req = { mode: 'advanced' as const, hqFirst: true, rOptionD: false, batteriesLeft: 4 };
  it("9.2: the first HQ activated may call it, said with 9.2; with R's option d any HQ, said with 8.0", () => {
    expect(strategicAllowed(req)).toEqual({ errors: [], derivation: [{ key: 'wta.strategic.first', rule: '9.2' }] });
    expect(strategicAllowed({ ...req, hqFirst: false, rOptionD: true }, settings({ strategicOnlyROptionD: true }))).toEqual({
      errors: [],
      derivation: [{ key: 'wta.strategic.rOptionD', rule: '8.0' }],
    });
  });
  it('9.0: refused in the basic game, alone; with no battery left, refused for that', () => {
    expect(strategicAllowed({ ...req, mode: 'basic', batteriesLeft: 0, rOptionD: true })).toEqual({
      errors: [{ key: 'wta.error.strategicAdvanced' }],
      derivation: [],
    });
    expect(strategicAllowed({ ...req, rOptionD: true, batteriesLeft: 0 }).errors).toEqual([{ key: 'wta.error.noBatteries' }]);
    expect(strategicAllowed({ ...req, batteriesLeft: 1 }).errors).toEqual([]);
  });
  it("9.3: contact: every battery left bombards, the group is closed, the HQ's activation free (8.0)", () => {
    expect(strategicOutcome(true, 3).derivation).toEqual([
      { key: 'wta.strategic.contact', params: { n: 3 }, rule: '9.3' },
      { key: 'wta.strategic.groupClosed', rule: '9.3', tone: 'warning' },
      { key: 'wta.strategic.free', rule: '8.0' },
    ]);
    expect(strategicOutcome(false, 3).derivation).toEqual([{ key: 'wta.strategic.failed', rule: '9.3', tone: 'result' }]);
  });
});
