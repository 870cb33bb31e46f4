/**
 * The other actions of an activated unit: rally (6.0), recon (12.4), the engineers' demolition
 * and repair (4.3.5, 4.3.2). Who may do what (5.4.1, 5.5.1, 8.1, 10.0, 11.0, 12.3) is asked of
 * legality.ts, as the events and the cards ask it.
 */
import type { Derivation, Text } from '@/engine/types';
import { step, t } from '@/engine/derivation';
import { countFaces } from './dice';
import type { WtaSettings } from './settings';
import { DEFAULTS } from './settings';

// ---------------------------------------------------------------------------
// Rally (6.0).
// ---------------------------------------------------------------------------

/** Where the HQ, or a unit to rally, stands. */
export interface RallyPlace {
  adjacentEnemy: boolean;
  inCover: boolean;
  outOfEnemyLos: boolean;
}

/** 6.0: neither the HQ nor a rallied unit adjacent to the enemy; in cover, or in the open out of enemy LoS. */
export function rallyPlaceOk(c: RallyPlace, who: 'hq' | 'unit'): Text[] {
  const errors: Text[] = [];
  if (c.adjacentEnemy) errors.push(t(`wta.error.rallyAdjacent_${who}`));
  if (!c.inCover && !c.outOfEnemyLos) errors.push(t(`wta.error.rallyExposed_${who}`));
  return errors;
}

/** 6.0: one disc per flag. */
export function readRally(faces: readonly string[]): { discs: number; derivation: Derivation } {
  const discs = countFaces(faces, ['flag']);
  return { discs, derivation: [step('wta.rally.flags', { n: discs }, '6.0', 'result')] };
}

export interface RallyRecipient {
  id: string;
  name: string;
  /** Discs it had at the start of the scenario and elements it has now. */
  startDiscs: number;
  elements: number;
  /** Adjacent to the HQ (or the HQ itself), not adjacent to the enemy, in cover or out of LoS (6.0). */
  placeOk: boolean;
  /** Discs the players give it. */
  discs: number;
}

/**
 * 6.0, A46: the recovered discs shared as the players choose. Never above a unit's starting
 * discs (elements ≤ discs + 1), never to an eliminated unit; flags beyond the caps are lost.
 */
export function allocateRally(flags: number, recipients: readonly RallyRecipient[]): { errors: Text[]; lost: number; derivation: Derivation } {
  const errors: Text[] = [];
  const d: Derivation = [];
  let given = 0;
  for (const r of recipients) {
    if (!Number.isInteger(r.discs) || r.discs < 0) {
      errors.push(t('wta.error.rallyDiscs', { name: r.name, value: String(r.discs) }));
      continue;
    }
    if (r.discs === 0) continue;
    given += r.discs;
    if (r.elements <= 0) errors.push(t('wta.error.rallyEliminated', { name: r.name }));
    else if (!r.placeOk) errors.push(t('wta.error.rallyPlace', { name: r.name }));
    else {
      const room = r.startDiscs + 1 - r.elements;
      if (r.discs > room) errors.push(t('wta.error.rallyCap', { name: r.name, n: room }));
      else d.push(step('wta.rally.give', { name: r.name, n: r.discs }, '6.0'));
    }
  }
  if (given > flags) errors.push(t('wta.error.rallyTooMany', { n: given, max: flags }));
  const lost = Math.max(0, flags - given);
  if (!errors.length && lost > 0) d.push(step('wta.rally.lost', { n: lost }, '6.0', 'warning'));
  return { errors, lost, derivation: d };
}

/**
 * 12.4, A34: 2 black dice at 2 or 3 hexes, 1 at 4; beyond 4 not allowed; at 1 the unit is
 * revealed anyway (12.0) or, under the alternative, recon is not allowed.
 */
export function reconDice(range: number, settings: WtaSettings = DEFAULTS): { dice: number; autoReveal: boolean; errors: Text[]; derivation: Derivation } {
  if (!Number.isInteger(range) || range < 1) return { dice: 0, autoReveal: false, errors: [t('wta.error.range', { value: String(range) })], derivation: [] };
  if (range > 4) return { dice: 0, autoReveal: false, errors: [t('wta.error.reconRange')], derivation: [] };
  if (range === 1) {
    if (settings.reconRange1 === 'disallow') return { dice: 0, autoReveal: false, errors: [t('wta.error.reconAdjacent')], derivation: [] };
    return { dice: 0, autoReveal: true, errors: [], derivation: [step('wta.recon.adjacent', undefined, '12.0', 'result')] };
  }
  const dice = range <= 3 ? 2 : 1;
  return { dice, autoReveal: false, errors: [], derivation: [step('wta.recon.dice', { range, n: dice }, '12.4', 'result')] };
}

/** 12.4, 12.1: a flag reveals the hidden unit; a dummy is removed. */
export function readRecon(faces: readonly string[], dummy: boolean | null = null): { revealed: boolean; derivation: Derivation } {
  const revealed = countFaces(faces, ['flag']) >= 1;
  const key = !revealed ? 'wta.recon.notRevealed' : dummy ? 'wta.recon.dummy' : 'wta.recon.revealed';
  return { revealed, derivation: [step(key, undefined, dummy && revealed ? '12.1' : '12.4', 'result')] };
}

// ---------------------------------------------------------------------------
// Engineers and bridges (4.3.2, 4.3.5).
// ---------------------------------------------------------------------------

/** The engineers' demolition: 4 black dice as a bombardment (4.3.5). */
const DEMOLITION_DICE = 4;
/** Repair: 1 die on the first attempt, one more per later attempt, at most 4 (4.3.5). */
const MAX_REPAIR_DICE = 4;

/** 4.3.5, A33: demolition dice; not with an enemy in the other hex of the bridge. */
export function demolitionDice(
  bridgeMod: number,
  enemyAcross: boolean,
  settings: WtaSettings = DEFAULTS,
): { dice: number; errors: Text[]; derivation: Derivation } {
  if (enemyAcross) return { dice: 0, errors: [t('wta.error.demolitionEnemy')], derivation: [] };
  if (!Number.isInteger(bridgeMod)) return { dice: 0, errors: [t('wta.error.modifier', { value: String(bridgeMod) })], derivation: [] };
  const d: Derivation = [step('wta.bridge.demolition', { n: DEMOLITION_DICE }, '4.3.5')];
  let n = DEMOLITION_DICE;
  if (settings.bridgeModDemolition && bridgeMod !== 0) {
    n += bridgeMod;
    d.push(step('wta.bombard.bridge', { mod: bridgeMod > 0 ? `+${bridgeMod}` : String(bridgeMod), n }, '4.3.2'));
  }
  n = Math.max(0, n);
  if (n === 0) d.push(step('wta.fire.noDice', undefined, '4.3.5', 'warning'));
  return { dice: n, errors: [], derivation: d };
}

/** 4.3.2, 4.3.5: one explosion (HIT) destroys the bridge. */
export function readDemolition(faces: readonly string[]): { destroyed: boolean; derivation: Derivation } {
  const destroyed = countFaces(faces, ['explosion']) >= 1;
  return { destroyed, derivation: [step(destroyed ? 'wta.bridge.destroyed' : 'wta.bridge.stands', undefined, '4.3.5', 'result')] };
}

/** 4.3.5, A32: the dice of repair attempt number `attempt` (1-based) on this bridge: 1, 2, 3, 4, 4… */
export function repairDice(attempt: number): number {
  if (!Number.isInteger(attempt) || attempt < 1) throw new RangeError(`repairDice: bad attempt ${attempt}`);
  return Math.min(attempt, MAX_REPAIR_DICE);
}

/** 4.3.5: a flag repairs the bridge. */
export function readRepair(faces: readonly string[]): { repaired: boolean; derivation: Derivation } {
  const repaired = countFaces(faces, ['flag']) >= 1;
  return { repaired, derivation: [step(repaired ? 'wta.bridge.repaired' : 'wta.bridge.notRepaired', undefined, '4.3.5', 'result')] };
}
