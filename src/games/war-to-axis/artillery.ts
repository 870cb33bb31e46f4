/**
 * Artillery (5.6, 5.6.1, 12.2, 4.3.2) and strategic bombardment (9.0–9.4): the radio
 * contact, the batteries that fire, each battery's dice with the target's modifiers, the
 * battery budget, and the chain of hexes — with exact odds before the roll.
 */
import type { Derivation, Fraction, Outcome, Step, Text } from '@/engine/types';
import { step, t } from '@/engine/derivation';
import { mapDist, outcomesOf, type Dist } from '@/engine/distribution';
import { countFaces } from './dice';
import { atLeastOne, countDist } from './odds';
import type { Armour, Mode } from './state';
import type { WtaSettings } from './settings';
import { DEFAULTS } from './settings';

/** 5.6: the HQ's fire support reaches a hex within 6 (events and scenarios may reduce it). */
const ARTILLERY_RANGE = 6;

/**
 * 5.6, 6.0, 7.1: the black dice of a radio attempt or a rally: the scenario's number, −1 for a
 * replacement HQ (advanced game; in the basic game only under A31's alternative). 0 dice: impossible (A4).
 */
export function hqDice(
  kind: 'radio' | 'rally',
  scenarioDice: number,
  replacementHq: boolean,
  mode: Mode,
  settings: WtaSettings = DEFAULTS,
): { dice: number; errors: Text[]; derivation: Derivation } {
  const rule = kind === 'radio' ? '5.6' : '6.0';
  const d: Derivation = [step(`wta.hq.${kind}Dice`, { n: scenarioDice }, rule)];
  let n = scenarioDice;
  if (replacementHq && (mode === 'advanced' || settings.replacementHqBasic)) {
    n -= 1;
    d.push(step('wta.hq.replacement', { n: Math.max(0, n) }, '7.1', 'warning'));
  }
  if (n <= 0) return { dice: 0, errors: [t(`wta.error.no_${kind}Dice`)], derivation: d };
  return { dice: n, errors: [], derivation: d };
}

/** 5.6: the target hex in the HQ's line of sight and within 6 hexes (or the visibility in force). */
export function artilleryRangeOk(range: number, maxRange = ARTILLERY_RANGE): { errors: Text[] } {
  if (!Number.isInteger(range) || range < 1) return { errors: [t('wta.error.range', { value: String(range) })] };
  if (range > maxRange) return { errors: [t('wta.error.artilleryRange', { range, max: maxRange })] };
  return { errors: [] };
}

/** Batteries left this turn (A7): available − used. */
export function batteriesLeft(available: number, used: number): number {
  return Math.max(0, available - used);
}

export interface RadioRead {
  contact: boolean;
  radioFaces: number;
  /** Batteries that fire: 1 on contact, or (American, 5.6.1) one per radio face, capped by the batteries left (A8). */
  batteries: number;
  derivation: Derivation;
}

/** 5.6, 5.6.1, A7, A8: the radio roll read. A failed call uses no battery. */
export function readRadio(faces: readonly string[], american: boolean, left: number, settings: WtaSettings = DEFAULTS): RadioRead {
  const radioFaces = countFaces(faces, ['radio']);
  const d: Derivation = [step('wta.radio.faces', { n: radioFaces }, '5.6')];
  if (radioFaces === 0) {
    d.push(step('wta.radio.failed', undefined, '5.6', 'result'));
    return { contact: false, radioFaces, batteries: 0, derivation: d };
  }
  if (left <= 0) {
    d.push(step('wta.radio.noBatteries', undefined, '3.1', 'warning'));
    return { contact: true, radioFaces, batteries: 0, derivation: d };
  }
  let batteries = 1;
  if (american) {
    batteries = settings.americanCap ? Math.min(radioFaces, left) : radioFaces;
    d.push(step('wta.radio.american', { n: radioFaces }, '5.6.1'));
    if (batteries < radioFaces) d.push(step('wta.radio.capped', { n: batteries }, '5.6.1', 'warning'));
  }
  d.push(step('wta.radio.contact', { n: batteries }, american ? '5.6.1' : '5.6', 'result'));
  return { contact: true, radioFaces, batteries, derivation: d };
}

/** The number of batteries a call brings, before the radio roll (0 = failed call). */
export function batteriesDist(radioDice: number, american: boolean, left: number, settings: WtaSettings = DEFAULTS): Dist {
  const radio = countDist('black', radioDice, ['radio']);
  if (!american) return mapDist(radio, (v) => (v >= 1 && left > 0 ? 1 : 0));
  return mapDist(radio, (v) => (left <= 0 ? 0 : settings.americanCap ? Math.min(v, left) : v));
}

/** Odds of a radio call: failure, or contact with k batteries (5.6, 5.6.1). */
export function radioOdds(radioDice: number, american: boolean, left: number, settings: WtaSettings = DEFAULTS): Outcome[] {
  return outcomesOf(batteriesDist(radioDice, american, left, settings), (v) =>
    v === 0
      ? { id: 'fail', label: t('wta.odds.radioFail'), tone: 'bad' }
      : { id: `batteries-${v}`, label: t(american ? 'wta.odds.batteries' : 'wta.odds.contact', { n: v }), tone: 'good' },
  );
}

/** P(contact): at least one radio face (16.1). */
export function pContact(radioDice: number): Fraction {
  return atLeastOne('black', radioDice, ['radio']);
}

export interface BombardInput {
  /** The battery's dice (the scenario's "da m DADI"), or 4 for the engineers' demolition (4.3.5). */
  battery: number;
  /** Effect of artillery on the target's terrain (terrain table), signed. */
  terrainMod: number;
  armour: Armour | null;
  starred: boolean;
  hidden: boolean;
  /** Bridge type's modifier, when the target is a bridge (4.3.2, A33). */
  bridgeMod?: number;
}

/**
 * 5.6, 12.2, 4.3.2: a battery's black dice: armour −1 medium, −2 heavy, none with the
 * asterisk nor for light armour (A42); hidden −2 added to the terrain; bridge type. Floor 0 (A4).
 */
export function bombardDice(input: BombardInput): { dice: number; errors: Text[]; derivation: Derivation } {
  const errors: Text[] = [];
  if (!Number.isInteger(input.battery) || input.battery < 0) errors.push(t('wta.error.dice', { value: String(input.battery) }));
  if (!Number.isInteger(input.terrainMod)) errors.push(t('wta.error.modifier', { value: String(input.terrainMod) }));
  if (input.bridgeMod !== undefined && !Number.isInteger(input.bridgeMod)) errors.push(t('wta.error.modifier', { value: String(input.bridgeMod) }));
  const d: Derivation = [];
  if (errors.length) return { dice: 0, errors, derivation: d };
  let n = input.battery;
  d.push(step('wta.bombard.battery', { n }, '5.6'));
  if (input.terrainMod !== 0) {
    n += input.terrainMod;
    d.push(step('wta.bombard.terrain', { mod: input.terrainMod > 0 ? `+${input.terrainMod}` : String(input.terrainMod), n }, '2.5'));
  }
  if (input.armour === 'M' || input.armour === 'H') {
    // 12.0: a hidden unit's armour is its owner's to know; the side bombarding sees the dice it rolls.
    const own = (x: Step): Step => (input.hidden ? { ...x, secret: true } : x);
    if (input.starred) d.push(own(step('wta.bombard.starred', undefined, '5.6')));
    else {
      n -= input.armour === 'M' ? 1 : 2;
      d.push(own(step(`wta.bombard.armour_${input.armour}`, { n }, '5.6')));
    }
  }
  if (input.hidden) {
    n -= 2;
    d.push(step('wta.bombard.hidden', { n }, '12.2'));
  }
  if (input.bridgeMod) {
    n += input.bridgeMod;
    d.push(step('wta.bombard.bridge', { mod: input.bridgeMod > 0 ? `+${input.bridgeMod}` : String(input.bridgeMod), n }, '4.3.2'));
  }
  if (n <= 0) {
    d.push(step('wta.fire.noDice', undefined, '5.6', 'warning'));
    return { dice: 0, errors: [], derivation: d };
  }
  d.push(step('wta.bombard.roll', { n }, '5.6', 'result'));
  return { dice: n, errors: [], derivation: d };
}

// ---------------------------------------------------------------------------
// Strategic bombardment (9.0–9.4), advanced game only.
// ---------------------------------------------------------------------------

export interface StrategicRequest {
  mode: Mode;
  /** The HQ was the first unit activated this turn (9.2c). */
  hqFirst: boolean;
  /** Asked through R's option d (8.0): any HQ. */
  rOptionD: boolean;
  batteriesLeft: number;
}

/** 9.0–9.2, 8.0 R(d), A13: may this HQ call a strategic bombardment? */
export function strategicAllowed(r: StrategicRequest, settings: WtaSettings = DEFAULTS): { errors: Text[]; derivation: Derivation } {
  const errors: Text[] = [];
  const d: Derivation = [];
  if (r.mode !== 'advanced') errors.push(t('wta.error.strategicAdvanced'));
  else if (r.rOptionD) d.push(step('wta.strategic.rOptionD', undefined, '8.0'));
  else if (settings.strategicOnlyROptionD) errors.push(t('wta.error.strategicOnlyD'));
  else if (!r.hqFirst) errors.push(t('wta.error.strategicNotFirst'));
  else d.push(step('wta.strategic.first', undefined, '9.2'));
  if (!errors.length && r.batteriesLeft <= 0) errors.push(t('wta.error.noBatteries'));
  return { errors, derivation: d };
}

export interface StrategicOutcome {
  /** Hexes bombarded, one per battery available (9.3, 9.4). */
  hexes: number;
  batteriesLeftAfter: number;
  /** No other unit of the group may be activated this turn (9.3). */
  groupClosed: boolean;
  derivation: Derivation;
}

/** 9.3, A15: radio contact → every battery left bombards, the group is done; failure → the HQ's action is spent, nothing else. */
export function strategicOutcome(contact: boolean, left: number): StrategicOutcome {
  if (!contact) return { hexes: 0, batteriesLeftAfter: left, groupClosed: false, derivation: [step('wta.strategic.failed', undefined, '9.3', 'result')] };
  return {
    hexes: left,
    batteriesLeftAfter: 0,
    groupClosed: true,
    derivation: [
      step('wta.strategic.contact', { n: left }, '9.3'),
      step('wta.strategic.groupClosed', undefined, '9.3', 'warning'),
      step('wta.strategic.free', undefined, '8.0'),
    ],
  };
}
