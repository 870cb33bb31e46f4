/**
 * Fire (5.0–5.5.1, 4.3.4–4.3.5, 11.1, 12.0): the attack type, the number of dice with every
 * modifier, the reading of the roll, the losses after protection, the trench removed, the
 * retreat, the extra losses and disorganization — and the exact odds of all of it before
 * the roll. Pure; each step with its rule.
 */
import type { Derivation, Fraction, Outcome, Text } from '@/engine/types';
import { step, t } from '@/engine/derivation';
import { outcomesOf, type Dist } from '@/engine/distribution';
import { frac } from '@/engine/fraction';
import { type JointDist } from '@/engine/pools';
import type { BlackFace, WhiteFace } from './dice';
import { countFaces } from './dice';
import { jointDist } from './odds';
import type { Armour, UnitType } from './state';
import type { WtaSettings } from './settings';
import { DEFAULTS } from './settings';

/** Anti-personnel (black dice), anti-tank (white dice), bombardment (black dice, explosions) (5.0, 5.3). */
export type AttackType = 'ap' | 'at' | 'bombard';
export type Protection = 'none' | 'trench' | 'bunker';
/** The target's hex for the retreat exemption (5.4): open, trench, bunker, city or town (A21). */
export type HexKind = 'open' | 'trench' | 'bunker' | 'city';

/** What the target's counter shows (2.2) and whether it is hidden (12.0). */
export interface TargetFacts {
  apTarget: boolean;
  armour: Armour | null;
  hidden: boolean;
}

/**
 * 5.0, 12.0, A3: the attacks the target allows. Any target may be bombarded; AP and AT follow
 * its symbols; a hidden unit only by bombardment.
 */
export function attackTypes(target: TargetFacts): { types: AttackType[]; derivation: Derivation } {
  const d: Derivation = [];
  if (target.hidden) {
    d.push(step('wta.fire.hiddenOnlyBombard', undefined, '12.0', 'warning'));
    return { types: ['bombard'], derivation: d };
  }
  const types: AttackType[] = [];
  if (target.apTarget) types.push('ap');
  if (target.armour) types.push('at');
  types.push('bombard');
  if (types.length > 2) d.push(step('wta.fire.attackerChooses', undefined, '5.0'));
  return { types, derivation: d };
}

/** 2.2, A5: the unit has lost half its elements (−1 die, 5.2 / 11.1); recomputed from the state. */
export function halfLost(startElements: number, elements: number, settings: WtaSettings = DEFAULTS): boolean {
  const lost = startElements - elements;
  if (lost <= 0) return false;
  return settings.halfLost === 'floorHalf' ? lost >= Math.floor(startElements / 2) : lost * 2 >= startElements;
}

/** 2.5: the dice at a range from the card's list ("R esa − a/b/c/d", read positionally, A1). */
export function cardDice(
  card: Pick<UnitType, 'apDice' | 'atDice'>,
  attack: 'ap' | 'at',
  range: number,
): { base: number | null; errors: Text[]; derivation: Derivation } {
  const list = attack === 'ap' ? card.apDice : card.atDice;
  if (!Number.isInteger(range) || range < 1) return { base: null, errors: [t('wta.error.range', { value: String(range) })], derivation: [] };
  if (list.length === 0) return { base: null, errors: [t(`wta.error.noWeapon_${attack}`)], derivation: [] };
  if (range > list.length) return { base: null, errors: [t('wta.error.outOfRange', { range, max: list.length })], derivation: [] };
  const base = list[range - 1];
  return { base, errors: [], derivation: [step(`wta.fire.base_${attack}`, { range, n: base }, '5.2')] };
}

export interface FireDiceInput {
  attack: 'ap' | 'at';
  /** Dice at this range on the card (5.2). */
  base: number;
  /** The target hex's modifier from the terrain table, signed (5.2; cover in 11.1). */
  terrainMod: number;
  advancing: boolean;
  halfLost: boolean;
  opportunity: boolean;
  final: boolean;
  /** AP fire at an AP target in a city or town (4.3.5): −2 dice, −1 for engineers, in place of the terrain value. */
  urban: boolean;
  engineers: boolean;
  /** The target moves with the road bonus: no terrain protection under opportunity fire (5.5.1). */
  roadBonus: boolean;
  /** The firer has an advance value (3.2); false forbids advancing fire. */
  canAdvance?: boolean;
  /** The mover hit by opportunity fire returns fire without moving (5.5.1): −1 die as an advancing fire (A24). */
  returnFire?: boolean;
  /** The firer is disorganized (5.4.1): no advancing, no opportunity fire. */
  disorganized?: boolean;
  /** The target is hidden (12.0): no AP or AT attack. */
  targetHidden?: boolean;
  /** Range, for final fire (adjacent only, 11.0). */
  range?: number;
}

export interface FireDice {
  errors: Text[];
  dice: number;
  derivation: Derivation;
}

/**
 * 5.2, 5.5.1, 11.1, 4.3.5: the dice to roll. Final fire: base + cover − half lost − 1, then
 * halved rounding down (11.1). Never below 0; with 0 dice there is no attack (A4).
 */
export function fireDice(input: FireDiceInput, settings: WtaSettings = DEFAULTS): FireDice {
  const errors: Text[] = [];
  const d: Derivation = [];
  if (!Number.isInteger(input.base) || input.base < 0) errors.push(t('wta.error.dice', { value: String(input.base) }));
  if (!Number.isInteger(input.terrainMod)) errors.push(t('wta.error.modifier', { value: String(input.terrainMod) }));
  if (input.targetHidden) errors.push(t('wta.error.hiddenTarget'));
  if (input.returnFire && (input.final || input.opportunity)) errors.push(t('wta.error.returnFire'));
  if (input.final && input.opportunity) errors.push(t('wta.error.finalAndOpportunity'));
  if (input.final && input.advancing) errors.push(t('wta.error.finalAdvancing'));
  if (input.final && input.range !== undefined && input.range !== 1) errors.push(t('wta.error.finalAdjacent'));
  if (input.advancing && input.canAdvance === false) errors.push(t('wta.error.cannotAdvance'));
  if (input.disorganized && input.advancing) errors.push(t('wta.error.disorganizedAdvance'));
  if (input.disorganized && input.opportunity) errors.push(t('wta.error.disorganizedOpportunity'));
  if (input.roadBonus && !input.opportunity) errors.push(t('wta.error.roadBonusOpportunity'));
  if (errors.length) return { errors, dice: 0, derivation: d };

  let n = input.base;
  d.push(step(input.attack === 'ap' ? 'wta.fire.blackDice' : 'wta.fire.whiteDice', { n }, '5.2'));
  if (input.urban && input.attack === 'ap') {
    const m = input.engineers ? -1 : -2;
    n += m;
    d.push(step(input.engineers ? 'wta.fire.urbanEngineers' : 'wta.fire.urban', { mod: m, n }, '4.3.5'));
  } else if (input.roadBonus) {
    d.push(step('wta.fire.roadBonus', { mod: input.terrainMod }, '5.5.1', 'warning'));
  } else if (input.terrainMod !== 0) {
    n += input.terrainMod;
    d.push(step('wta.fire.terrain', { mod: signed(input.terrainMod), n }, input.final ? '11.1' : '5.2'));
  }
  if (input.advancing) d.push(step('wta.fire.advancing', { n: --n }, '5.2'));
  else if (input.returnFire) {
    d.push(step('wta.fire.returnFire', { n: --n }, '5.5.1'));
    // A24: the −1 is the advance modifier; a unit with no advance value on its card still returns fire.
    if (input.canAdvance === false) d.push(step('wta.fire.returnFireNoAdvance', undefined, '5.5.1', 'info'));
  }
  if (input.halfLost) d.push(step('wta.fire.halfLost', { n: --n }, input.final ? '11.1' : '5.2'));
  if (input.opportunity) {
    d.push(step('wta.fire.opportunity', { n: --n }, '5.5.1'));
    if (settings.oppFireMinus === 'twice') d.push(step('wta.fire.opportunityAgain', { n: --n }, '5.2'));
  }
  if (input.final) {
    d.push(step('wta.fire.finalMinus', { n: --n }, '11.1'));
    const before = Math.max(0, n);
    n = Math.floor(before / 2);
    d.push(step('wta.fire.finalHalve', { from: before, n }, '11.1'));
  }
  if (n <= 0) {
    d.push(step('wta.fire.noDice', undefined, '5.2', 'warning'));
    return { errors: [], dice: 0, derivation: d };
  }
  d.push(step(input.attack === 'ap' ? 'wta.fire.rollBlack' : 'wta.fire.rollWhite', { n }, '5.3', 'result'));
  return { errors: [], dice: n, derivation: d };
}

function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

/** 5.3, A2: the white faces that hit an armour class (the matching colour; cumulative under A2's alternative). */
function whiteHitFaces(armour: Armour, settings: WtaSettings = DEFAULTS): WhiteFace[] {
  if (settings.whiteHits === 'cumulative') return armour === 'L' ? ['light', 'medium', 'heavy'] : armour === 'M' ? ['medium', 'heavy'] : ['heavy'];
  return [armour === 'L' ? 'light' : armour === 'M' ? 'medium' : 'heavy'];
}

/** The faces a roll counts as hits for an attack (5.3). */
export function hitFaces(attack: AttackType, armour: Armour | null, settings: WtaSettings = DEFAULTS): string[] {
  if (attack === 'ap') return ['ap'];
  if (attack === 'bombard') return ['explosion'];
  return whiteHitFaces(armour ?? 'L', settings);
}

/** 5.3, 4.3.4.1: the hits of a roll (face ids) and its explosion faces (read for a trench under A16-I). */
export function readFire(
  attack: AttackType,
  armour: Armour | null,
  faces: readonly string[],
  settings: WtaSettings = DEFAULTS,
): { hits: number; explosions: number; derivation: Derivation } {
  const hits = countFaces(faces, hitFaces(attack, armour, settings));
  const explosions = attack === 'at' ? 0 : countFaces(faces, ['explosion']);
  const key = attack === 'at' ? `wta.fire.read_at_${armour ?? 'L'}` : `wta.fire.read_${attack}`;
  return { hits, explosions, derivation: [step(key, { n: hits }, '5.3')] };
}

export interface LossInput {
  attack: AttackType;
  /** Hits read on the roll (5.3). */
  hits: number;
  /** Explosion faces on the same roll (A16-I); for a bombardment they are the hits. */
  explosions: number;
  protection: Protection;
  /** The unit may use trenches and bunkers: infantry and AT guns (4.3.4, A20). */
  eligible: boolean;
  opportunity: boolean;
  /** The firer is engineers: protection ignored, every hit a loss (4.3.5). */
  engineers: boolean;
  /** Explosions this trench took before (A17's cumulative reading). */
  priorExplosions?: number;
}

export interface LossResult {
  hits: number;
  absorbed: number;
  losses: number;
  trenchRemoved: boolean;
  /** Explosions counted towards the trench after this roll (A17 cumulative). */
  trenchExplosions: number;
  derivation: Derivation;
}

/**
 * 4.3.4, 4.3.4.1, 4.3.5: losses after protection. A trench absorbs the first hit of each
 * roll, a bunker the first two; none against opportunity fire or engineers, nor for units
 * that may not use them (A20). Two explosions remove the trench (A16, A17, A18).
 */
export function lossesOf(input: LossInput, settings: WtaSettings = DEFAULTS): LossResult {
  const d: Derivation = [];
  const { hits, protection } = input;
  let absorbed = 0;
  if (protection !== 'none') {
    const cap = protection === 'trench' ? 1 : 2;
    if (input.opportunity) d.push(step('wta.loss.noProtectionOpportunity', { protection: t(`wta.protection.${protection}`) }, '4.3.4', 'warning'));
    else if (input.engineers) d.push(step('wta.loss.noProtectionEngineers', { protection: t(`wta.protection.${protection}`) }, '4.3.5', 'warning'));
    else if (!input.eligible) d.push(step('wta.loss.notEligible', { protection: t(`wta.protection.${protection}`) }, '4.3.4', 'warning'));
    else {
      absorbed = Math.min(hits, cap);
      d.push(step(`wta.loss.absorbs_${protection}`, { n: absorbed }, '4.3.4'));
    }
  }
  const losses = hits - absorbed;
  let trenchRemoved = false;
  let trenchExplosions = input.priorExplosions ?? 0;
  if (protection === 'trench') {
    // Bombardment: the explosions are the hits. AP: explosion faces (A16-I) or AP hits (A16-II). AT: no explosions.
    const counted = input.attack === 'bombard' ? hits : input.attack === 'ap' ? (settings.trenchApRemoval === 'apHits' ? hits : input.explosions) : 0;
    const total = settings.trenchCount === 'cumulative' ? trenchExplosions + counted : counted;
    trenchExplosions = settings.trenchCount === 'cumulative' ? total : 0;
    if (total >= 2) {
      trenchRemoved = true;
      d.push(step(input.attack === 'bombard' ? 'wta.loss.trenchRemovedBombard' : 'wta.loss.trenchRemoved', { n: total }, '4.3.4.1', 'warning'));
    }
  }
  d.push(step('wta.loss.losses', { n: losses }, '5.3', 'result'));
  return { hits, absorbed, losses, trenchRemoved, trenchExplosions, derivation: d };
}

export interface RetreatInput {
  /** Losses after protection (5.4: "after removing all its losses"). */
  losses: number;
  hex: HexKind;
  /** The unit may use trenches and bunkers (A20); a city exempts everyone. */
  eligible: boolean;
  /** This attack removed the trench (A19). */
  trenchRemoved: boolean;
  opportunity: boolean;
  /** Retreat hexes the unit can actually use (players' count); null = as many as needed. */
  room: number | null;
  /** Elements before this fire. */
  elements: number;
  /** Friendly units the retreat passes through (5.4): their hexes do not count, each is disorganized. */
  crossed?: number;
}

export interface RetreatResult {
  required: boolean;
  /** Retreat hexes due: one per loss beyond the first (5.4). */
  hexes: number;
  /** Retreat hexes actually made. */
  retreated: number;
  /** One extra loss per retreat hex not used (5.4). */
  extraLosses: number;
  totalLosses: number;
  elementsLeft: number;
  eliminated: boolean;
  disorganized: boolean;
  /** Opportunity fire: the mover may go on (no loss) or stops (5.5, 5.5.1). */
  moverContinues: boolean | null;
  derivation: Derivation;
}

/** 5.4, 5.4.1, 5.5.1, A19–A23: retreat, extra losses and disorganization after a fire. */
export function retreatOf(input: RetreatInput, settings: WtaSettings = DEFAULTS): RetreatResult {
  const d: Derivation = [];
  const { losses, opportunity } = input;
  let exempt = false;
  if (input.hex === 'city') exempt = true;
  else if (input.hex === 'trench' || input.hex === 'bunker') {
    if (!input.eligible) exempt = false;
    else if (input.hex === 'trench' && input.trenchRemoved && settings.retreatTrench === 'after') {
      exempt = false;
      if (losses >= 2) d.push(step('wta.retreat.trenchGone', undefined, '5.4', 'warning'));
    } else exempt = true;
  }
  if (opportunity && exempt && settings.oppFireRetreatAlways && losses >= 2) {
    exempt = false;
    d.push(step('wta.retreat.opportunityAlways', undefined, '5.5.1', 'warning'));
  }
  const afterLosses = Math.max(0, input.elements - losses);
  // An eliminated unit has nothing left to retreat.
  const required = losses >= 2 && !exempt && afterLosses > 0;
  const hexes = required ? losses - 1 : 0;
  if (losses >= 2 && exempt) d.push(step(`wta.retreat.exempt_${input.hex}`, undefined, '5.4'));
  let retreated = hexes;
  let extra = 0;
  if (required) {
    d.push(step('wta.retreat.hexes', { n: hexes }, '5.4', 'warning'));
    if (input.room !== null && input.room < hexes) {
      retreated = Math.max(0, input.room);
      extra = hexes - retreated;
      d.push(step('wta.retreat.blocked', { room: retreated, n: extra }, '5.4', 'warning'));
    }
    if (input.crossed) d.push(step('wta.retreat.crossed', { n: input.crossed }, '5.4', 'warning'));
  }
  const total = losses + extra;
  const elementsLeft = Math.max(0, input.elements - total);
  const eliminated = elementsLeft === 0;
  const disorganized = required && !eliminated && (extra === 0 || retreated > 0 || settings.disorganizedWhenBlocked);
  if (disorganized) d.push(step('wta.retreat.disorganized', undefined, opportunity ? '5.5.1' : '5.4.1', 'warning'));
  let moverContinues: boolean | null = null;
  if (opportunity) {
    moverContinues = total === 0;
    if (!eliminated) d.push(step(total === 0 ? 'wta.retreat.moverContinues' : 'wta.retreat.moverStops', undefined, '5.5.1'));
  }
  d.push(step(eliminated ? 'wta.retreat.eliminated' : 'wta.retreat.elementsLeft', { n: elementsLeft, losses: total }, '2.2', 'result'));
  return { required, hexes, retreated, extraLosses: extra, totalLosses: total, elementsLeft, eliminated, disorganized, moverContinues, derivation: d };
}

export interface FireSituation {
  attack: AttackType;
  armour: Armour | null;
  protection: Protection;
  eligible: boolean;
  opportunity: boolean;
  engineers: boolean;
  hex: HexKind;
  room: number | null;
  elements: number;
  priorExplosions?: number;
}

export interface FireResult {
  loss: LossResult;
  retreat: RetreatResult;
  derivation: Derivation;
}

/** After the roll: the hits and explosions read, through protection, retreat and disorganization. */
export function resolveFire(s: FireSituation, hits: number, explosions: number, settings: WtaSettings = DEFAULTS): FireResult {
  const loss = lossesOf(
    {
      attack: s.attack,
      hits,
      explosions,
      protection: s.protection,
      eligible: s.eligible,
      opportunity: s.opportunity,
      engineers: s.engineers,
      priorExplosions: s.priorExplosions,
    },
    settings,
  );
  const retreat = retreatOf(
    {
      losses: loss.losses,
      hex: s.hex,
      eligible: s.eligible,
      trenchRemoved: loss.trenchRemoved,
      opportunity: s.opportunity,
      room: s.room,
      elements: s.elements,
    },
    settings,
  );
  return { loss, retreat, derivation: [...loss.derivation, ...retreat.derivation] };
}

/** Reads faces (ids) and resolves them (resolveFire). */
export function resolveFireFaces(s: FireSituation, faces: readonly string[], settings: WtaSettings = DEFAULTS): FireResult {
  const r = readFire(s.attack, s.armour, faces, settings);
  const res = resolveFire(s, r.hits, r.explosions, settings);
  return { ...res, derivation: [...r.derivation, ...res.derivation] };
}

/** The joint law of (hits, explosions) of a fire's roll of n dice (hits only for AT; explosions = hits for bombardment). */
export function fireRollDist(attack: AttackType, armour: Armour | null, n: number, settings: WtaSettings = DEFAULTS): JointDist {
  if (attack === 'at') {
    const j = jointDist('white', n, [whiteHitFaces(armour ?? 'L', settings)]);
    return { total: j.total, outcomes: j.outcomes.map((o) => ({ counts: [o.counts[0], 0], weight: o.weight })) };
  }
  if (attack === 'bombard') {
    const j = jointDist('black', n, [['explosion']]);
    return { total: j.total, outcomes: j.outcomes.map((o) => ({ counts: [o.counts[0], o.counts[0]], weight: o.weight })) };
  }
  return jointDist('black', n, [['ap'] as BlackFace[], ['explosion'] as BlackFace[]]);
}

export interface FireOdds {
  hits: Dist;
  /** Losses including extra losses for a blocked retreat, never above the elements. */
  losses: Dist;
  retreatHexes: Dist;
  pRetreat: Fraction;
  pDisorganized: Fraction;
  pEliminated: Fraction;
  pTrenchRemoved: Fraction;
  /** Bars by losses (eliminated apart), in ascending order. */
  outcomes: Outcome[];
  derivation: Derivation;
}

/** The exact odds of a fire before the roll: every face combination through resolveFire. */
export function fireOdds(s: FireSituation, dice: number, settings: WtaSettings = DEFAULTS): FireOdds {
  const j = fireRollDist(s.attack, s.armour, dice, settings);
  // One pass over the joint law: each (hits, explosions) resolved once, every figure summed at once.
  const memo = new Map<number, FireResult>();
  const hitsW = new Map<number, bigint>();
  const lossW = new Map<number, bigint>();
  const retreatW = new Map<number, bigint>();
  let wRetreat = 0n;
  let wDisorganized = 0n;
  let wEliminated = 0n;
  let wTrench = 0n;
  const add = (m: Map<number, bigint>, k: number, w: bigint) => m.set(k, (m.get(k) ?? 0n) + w);
  for (const o of j.outcomes) {
    const [h, x] = o.counts;
    const key = h * 1000 + x;
    let r = memo.get(key);
    if (!r) memo.set(key, (r = resolveFire(s, h, x, settings)));
    const w = o.weight;
    add(hitsW, h, w);
    add(lossW, Math.min(r.retreat.totalLosses, s.elements), w);
    add(retreatW, r.retreat.retreated, w);
    if (r.retreat.required) wRetreat += w;
    if (r.retreat.disorganized) wDisorganized += w;
    if (r.retreat.eliminated) wEliminated += w;
    if (r.loss.trenchRemoved) wTrench += w;
  }
  const dist = (m: Map<number, bigint>): Dist => ({ weights: new Map([...m.entries()].filter(([, w]) => w > 0n).sort((a, b) => a[0] - b[0])), total: j.total });
  const hits = dist(hitsW);
  const losses = dist(lossW);
  const retreatHexes = dist(retreatW);
  const p = (w: bigint): Fraction => frac(w, j.total);
  const outcomes = outcomesOf(losses, (v) =>
    v >= s.elements && s.elements > 0
      ? { id: 'eliminated', label: t('wta.odds.eliminated'), tone: 'good' }
      : { id: `losses-${v}`, label: t('wta.odds.losses', { n: v }), tone: v === 0 ? 'bad' : 'good' },
  );
  const derivation: Derivation = [
    step('wta.odds.pool', { n: dice, faces: t(`wta.odds.faces_${s.attack === 'at' ? `at_${s.armour ?? 'L'}` : s.attack}`) }, '5.3'),
  ];
  return {
    hits,
    losses,
    retreatHexes,
    pRetreat: p(wRetreat),
    pDisorganized: p(wDisorganized),
    pEliminated: p(wEliminated),
    pTrenchRemoved: p(wTrench),
    outcomes,
    derivation,
  };
}
