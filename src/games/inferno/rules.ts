/** Small pure rules of Inferno sugli Altipiani shared by the reducer, the cards and the calculators. */
import type { SettingValue } from '@/engine/types';
import type { InfernoState, ObjectiveKind, SideId, SupplyState, Unit } from './state';
import { OBJECTIVE_VP, START_VP } from './state';

/** What a number of efficiency reductions does to one unit (9.4.2, 10.2). */
export interface ReductionOutcome {
  efficiency: number;
  stepsLeft: number;
  stepsLost: number;
  eliminated: boolean;
  /** Reductions that found no unit left to take them (A22). */
  wasted: number;
}

/**
 * 9.4.2, 10.2: a −1 marker, then −2, and the third reduction costs a step (marker removed,
 * counter flipped, or removed if it was the last step). Reductions carry on past a step
 * loss (A22): three per step.
 */
export function applyReductions(efficiency: number, stepsLeft: number, n: number): ReductionOutcome {
  let eff = efficiency;
  let steps = stepsLeft;
  let lost = 0;
  let wasted = 0;
  for (let i = 0; i < n; i++) {
    if (steps <= 0) {
      wasted++;
      continue;
    }
    if (eff < 2) eff++;
    else {
      eff = 0;
      steps--;
      lost++;
    }
  }
  return { efficiency: steps <= 0 ? 0 : eff, stepsLeft: Math.max(0, steps), stepsLost: lost, eliminated: steps <= 0, wasted };
}

/** How many reductions a unit can still absorb before it is removed from play. */
export function reductionsToEliminate(efficiency: number, stepsLeft: number): number {
  return stepsLeft <= 0 ? 0 : 3 * stepsLeft - efficiency;
}

/** What a unit can absorb, for the 9.4.2 distribution: its marker and steps left now. */
export interface Absorber {
  efficiency: number;
  steps: number;
}

/** One way to spread a loss-table result over a side's participating units (9.4.2). */
export interface Distribution {
  /** Reductions per unit, in the units' order. */
  counts: number[];
  /** Units removed from play by it. */
  eliminated: number;
  /** Steps lost by it. */
  stepsLost: number;
}

/**
 * 9.4.2 (A21, A22): every distribution of `n` reductions the rule allows. The reductions are
 * handed out one at a time: each goes to a unit that has taken the fewest so far ("all the
 * participating units must take one before any takes two, and so on"), "except where that
 * would eliminate the unit": a unit one reduction away from removal may be passed over, and the
 * reduction then goes to the fewest-so-far among the units it would not eliminate. A unit
 * already removed takes no more, and what is left when all are gone is lost (A22). Evenness
 * counts this result's reductions only (A21). Sorted with the proposal first: the fewest units
 * eliminated, then the fewest steps lost, then the most even, then the earlier units taking
 * the extra ones.
 */
export function legalDistributions(units: Absorber[], n: number): Distribution[] {
  const k = units.length;
  const cap = units.map((u) => reductionsToEliminate(u.efficiency, u.steps));
  const finals = new Map<string, number[]>();
  const seen = new Set<string>();
  const walk = (counts: number[], left: number): void => {
    const key = `${counts.join(',')}|${left}`;
    if (seen.has(key)) return;
    seen.add(key);
    const alive = counts.map((c, i) => i).filter((i) => counts[i] < cap[i]);
    if (left === 0 || alive.length === 0) {
      finals.set(counts.join(','), counts);
      return;
    }
    const min = Math.min(...alive.map((i) => counts[i]));
    const recipients = new Set(alive.filter((i) => counts[i] === min));
    const safe = alive.filter((i) => counts[i] + 1 < cap[i]);
    if (safe.length > 0) {
      const safeMin = Math.min(...safe.map((i) => counts[i]));
      for (const i of safe) if (counts[i] === safeMin) recipients.add(i);
    }
    for (const i of recipients) {
      const next = [...counts];
      next[i]++;
      walk(next, left - 1);
    }
  };
  if (k > 0) walk(new Array<number>(k).fill(0), Math.max(0, n));
  const out = [...finals.values()].map((counts): Distribution => {
    let eliminated = 0;
    let stepsLost = 0;
    counts.forEach((c, i) => {
      const r = applyReductions(units[i].efficiency, units[i].steps, c);
      stepsLost += r.stepsLost;
      if (r.eliminated && units[i].steps > 0) eliminated++;
    });
    return { counts, eliminated, stepsLost };
  });
  const spread = (c: number[]): number => (c.length ? Math.max(...c) - Math.min(...c) : 0);
  out.sort((a, b) => {
    if (a.eliminated !== b.eliminated) return a.eliminated - b.eliminated;
    if (a.stepsLost !== b.stepsLost) return a.stepsLost - b.stepsLost;
    if (spread(a.counts) !== spread(b.counts)) return spread(a.counts) - spread(b.counts);
    for (let i = 0; i < k; i++) if (a.counts[i] !== b.counts[i]) return b.counts[i] - a.counts[i];
    return 0;
  });
  return out;
}

/** 11.4: the supply state from the line length (null = no valid line). */
export function supplyFromLength(length: number | null): SupplyState {
  if (length === null || length > 8) return 'out';
  return length <= 4 ? 'supplied' : 'low';
}

/** 11.1: strength points lost to supply. */
export function supplyPenalty(s: SupplyState): number {
  return s === 'supplied' ? 0 : s === 'low' ? 1 : 2;
}

/** 9.4.1(2): the opponent's total artillery value → loss-table DRM. */
export function artilleryDrm(totalVa: number): number {
  if (totalVa <= 0) return 0;
  if (totalVa === 1) return 1;
  if (totalVa <= 3) return 2;
  if (totalVa <= 5) return 3;
  return 4;
}

/** 14.0: the value of an objective. */
function objectiveValue(kind: ObjectiveKind): number {
  return OBJECTIVE_VP[kind];
}

export interface VpBreakdown {
  start: number;
  objectives: number;
  italianSteps: number;
  ahSteps: number;
  adjust: number;
  total: number;
}

/**
 * 14.0: the A-H VP: 10 of objectives at the start, ± the objectives that changed hands,
 * +1 per Italian combat-unit step eliminated, −1 per A-H step eliminated (A23 setting).
 */
export function vpOf(s: InfernoState, settings: Record<string, SettingValue>): VpBreakdown {
  let objectives = 0;
  for (const o of s.objectives) {
    const v = objectiveValue(o.kind);
    if (o.holder === 'ah' && !o.inStart) objectives += v;
    if (o.holder === 'it' && o.inStart) objectives -= v;
  }
  const eliminatedOnly = settings.vpSteps === 'eliminated';
  const steps = eliminatedOnly ? s.stepsEliminated : s.stepsLost;
  const total = START_VP + objectives + steps.it - steps.ah + s.vpAdjust;
  return { start: START_VP, objectives, italianSteps: steps.it, ahSteps: steps.ah, adjust: s.vpAdjust, total };
}

export type VictoryLevel = 'itStrategic' | 'itTactical' | 'draw' | 'ahTactical' | 'ahStrategic';

/** 14.0: the victory level from the A-H VP after turn 14 (below 0 counts as 0–29). */
export function victoryLevel(vp: number): VictoryLevel {
  if (vp <= 29) return 'itStrategic';
  if (vp <= 34) return 'itTactical';
  if (vp <= 40) return 'draw';
  if (vp <= 45) return 'ahTactical';
  return 'ahStrategic';
}

export function levelWinner(level: VictoryLevel): SideId | undefined {
  if (level === 'draw') return undefined;
  return level.startsWith('it') ? 'it' : 'ah';
}

/** 15.1 Italian unpreparedness: the roll succeeds when strictly lower than the turn (A26); automatic from turn 7. */
export function unpreparednessSucceeds(turn: number, roll: number): boolean {
  return turn >= 7 || roll < turn;
}

/** 15.1 Brusilov: from turn 10, a 1 or 2 stops the A-H replacement points. */
export function brusilovTriggers(roll: number): boolean {
  return roll <= 2;
}

/** 15.2: 2d6 + turn ≥ 15. */
export function defensiveAbilitySucceeds(turn: number, twoDice: number): boolean {
  return twoDice + turn >= 15;
}

/** 15.1: a step lost by infantry or mountain infantry earns its owner 1 RP. */
export function earnsReplacement(kind: Unit['kind']): boolean {
  return kind === 'infantry' || kind === 'mountain';
}

/** One of the six hexes around the defender, as the players see it on the map (7.9). */
export type FlankHex = 'enemy' | 'zoc' | 'friendly' | 'open';

/**
 * 7.9: flanked when five of the six adjacent hexes are occupied by an enemy of the defender
 * ('enemy', attacking or not: example 2) or in the ZOC of a unit taking part in the attack
 * ('zoc'; a non-participant's ZOC is 'open': example 1), none of them holding a unit friendly
 * to the defender ('friendly' cancels it: example 3).
 */
export function flankFromHexes(hexes: FlankHex[]): { fiveHexes: boolean; noFriendly: boolean; count: number } {
  const count = hexes.filter((h) => h === 'enemy' || h === 'zoc').length;
  return { fiveHexes: count >= 5, noFriendly: true, count };
}
