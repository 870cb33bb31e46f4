/**
 * Inferno sugli Altipiani, 1916 — the state of a game in progress and its set-up.
 * Rule numbers are the Italian rulebook's.
 */
import type { SetupParams, Text } from '@/engine/types';

export type SideId = 'ah' | 'it';
export type SupplyState = 'supplied' | 'low' | 'out';
/** 2.2 (body missing in the text): the kinds the rules name. Bicycle bersaglieri are infantry (10.3). */
export type UnitKind = 'infantry' | 'mountain' | 'artillery' | 'heavyArtillery' | 'fort';
export type ObjectiveKind = 'village' | 'town' | 'peak';

/** Printed values of one side of a counter (2.1). */
export interface PrintedValues {
  attack: number;
  defence: number;
  /** Valore di Artiglieria (VA). */
  artillery: number;
}

/** A unit in the roster: typed by the players from the counter (never invented). */
export interface Unit {
  id: string;
  name: string;
  side: SideId;
  /** Corps number (A-H only, 2.1, 7.2); '' = independent. */
  corps: string;
  kind: UnitKind;
  /** Full-strength side (2.1). */
  full: PrintedValues;
  /** Reduced side (2.5), for two-step units. */
  reduced?: PrintedValues;
  /** Printed steps: 1 or 2 (2.5). */
  steps: number;
  /** Steps left: steps → 0 (eliminated, 10.2). */
  stepsLeft: number;
  /** Combat efficiency marker: 0, 1 (−1) or 2 (−2) (9.4.2, 10.1). */
  efficiency: number;
  supply: SupplyState;
  /** Consecutive own Supply Phases found OOS (11.5). */
  oosStreak: number;
  /** The last phase stamp its supply was checked in (one check per phase). */
  supplyCheckedAt?: string;
  /** Its supply and OOS streak before that check, so a corrected check in the same phase starts again from them (11.5). */
  supplyBefore?: { supply: SupplyState; oosStreak: number };
  /** The attrition (11.5) applied at that check: what to put back if the players correct the check. */
  attrition?: AttritionRecord;
  /** Artillery on its "In Mov" side (12.3). */
  inMov: boolean;
  /** Orange dot: frozen on turns 1–2 unless attacked (12.4). */
  frozen: boolean;
  /** Released from 12.4 by being attacked. */
  released: boolean;
  /** Turn of arrival as a reinforcement (13.0); absent = on the map from the start. */
  entryTurn?: number;
  eliminated: boolean;
  /** Phase stamps of its last attack / defence (7.0: once per Combat Phase). */
  attackedAt?: string;
  defendedAt?: string;
  /** Phase stamp of its last efficiency recovery (10.3, once per Movement Phase). */
  recoveredAt?: string;
  /** Free note, e.g. its hex: the app computes nothing from it. */
  hex?: string;
}

/** 11.5.1: an attrition's two reductions, recorded so a corrected supply check can take them back. */
export interface AttritionRecord {
  stamp: string;
  /** The unit before the reductions. */
  efficiency: number;
  stepsLeft: number;
  eliminated: boolean;
  /** What they added to its side's counters (14.0, 15.1). */
  stepsLost: number;
  stepsEliminated: number;
  rp: number;
}

/** A geographic objective the players typed from the map (14.0). */
export interface Objective {
  id: string;
  name: string;
  kind: ObjectiveKind;
  /** Part of the 10 VP the A-H starts with (14.0). */
  inStart: boolean;
  /** Who controls it now. */
  holder: SideId;
}

/** What a phase's card did, so it shows as done (procedures). */
export interface PhaseDone {
  stamp: string;
  procedure: string;
  text: Text;
}

export interface InfernoState {
  turn: number;
  /** 0..7: A-H supply, reinforcements, movement, combat; Italian the same (3.1). */
  phaseIndex: number;
  over: boolean;
  /** Optional rules chosen at set-up (15.0). */
  replacements: boolean;
  defensiveAbilityRule: boolean;
  units: Unit[];
  objectives: Objective[];
  /** Steps lost by each side's combat units, each counted when lost (14.0, A23 "each step"). */
  stepsLost: Record<SideId, number>;
  /** Steps of each side's combat units removed from play (A23 "eliminated units only"). */
  stepsEliminated: Record<SideId, number>;
  /** Manual VP corrections by the players. */
  vpAdjust: number;
  /** Replacement points (15.1). */
  rp: Record<SideId, number>;
  /** Turn the Brusilov offensive was triggered (15.1), or null. */
  brusilovTurn: number | null;
  /** Turn the Italian defensive ability was earned (15.2), or null. */
  defensiveAbilityTurn: number | null;
  done: PhaseDone[];
  nextId: number;
}

export const TURNS = 14;
export const START_VP = 10;
export const OBJECTIVE_VP: Record<ObjectiveKind, number> = { village: 1, town: 5, peak: 3 };

export function setupState(params: SetupParams): InfernoState {
  const o = params.options ?? {};
  return {
    turn: 1,
    // 1.1, 3.0: the game starts with the A-H Combat Phase of turn 1.
    phaseIndex: 3,
    over: false,
    replacements: o.replacements === true,
    defensiveAbilityRule: o.defensiveAbility === true,
    units: [],
    objectives: [],
    stepsLost: { ah: 0, it: 0 },
    stepsEliminated: { ah: 0, it: 0 },
    vpAdjust: 0,
    rp: { ah: 0, it: 0 },
    brusilovTurn: null,
    defensiveAbilityTurn: null,
    done: [],
    nextId: 1,
  };
}

/** The phase stamp: unique per turn and phase. */
export function stampOf(s: Pick<InfernoState, 'turn' | 'phaseIndex'>): string {
  return `${s.turn}:${s.phaseIndex}`;
}

export function phasingSide(s: Pick<InfernoState, 'phaseIndex'>): SideId {
  return s.phaseIndex < 4 ? 'ah' : 'it';
}

export type PhaseKind = 'supply' | 'reinforcements' | 'movement' | 'combat';
export const PHASE_KINDS: PhaseKind[] = ['supply', 'reinforcements', 'movement', 'combat'];

export function phaseKind(s: Pick<InfernoState, 'phaseIndex'>): PhaseKind {
  return PHASE_KINDS[s.phaseIndex % 4];
}

/** The printed values of the side the unit shows now (2.1, 2.5). */
export function currentValues(u: Unit): PrintedValues {
  return u.stepsLeft < u.steps && u.reduced ? u.reduced : u.full;
}

/** A combat unit has a printed defence of 1 or more (2.5); artillery never is. */
export function isCombatUnit(u: Pick<Unit, 'kind' | 'full'>): boolean {
  return u.kind !== 'artillery' && u.kind !== 'heavyArtillery' && u.full.defence >= 1;
}

export function isArtillery(u: Pick<Unit, 'kind'>): boolean {
  return u.kind === 'artillery' || u.kind === 'heavyArtillery';
}

/** On the map now: arrived (13.0) and not eliminated (10.3.2). */
export function isPresent(u: Unit, turn: number): boolean {
  return !u.eliminated && (u.entryTurn === undefined || u.entryTurn <= turn);
}

/** 12.4: frozen on turns 1 and 2 unless already attacked. */
export function isFrozen(u: Unit, turn: number): boolean {
  return u.frozen && !u.released && turn <= 2;
}

/** 15.2: the Italian +1 defence in force. */
export function defensiveAbilityActive(s: InfernoState): boolean {
  return s.defensiveAbilityRule && s.defensiveAbilityTurn !== null;
}

/**
 * 11.5: whether finding the unit OOS in this Supply Phase brings attrition: it already carried
 * an OOS marker from its previous own Supply Phase. A unit already checked in this phase is
 * judged by its state before that check (the players are correcting it).
 */
export function attritionIfOut(u: Unit, stamp: string): boolean {
  const before = u.supplyCheckedAt === stamp && u.supplyBefore ? u.supplyBefore : { supply: u.supply, oosStreak: u.oosStreak };
  return before.supply === 'out' && before.oosStreak >= 1;
}
