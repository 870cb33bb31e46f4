/**
 * ARMIR: the state of a game in progress and its set-up (18).
 *
 * Everything the players keep on paper today lives here: turn and initiative (4), the
 * PSAeA track (PA, PS and the three Soviet armies' artillery points, 16, 10.2, 18.3), the
 * Čir front track (16.1), the TeM garrison track (16.3), the turn's air unit and the CAI
 * (9), the Depot (16.2.1), the red-star places (16.4.1), the corps' step losses for
 * objective 3 (17.1.1), the reinforcement bookkeeping (15, 18.5), the secret objectives
 * (17.1) and a roster of named units/hexes with their markers (OOS, DSG, U, HQ side).
 *
 * Counter and map data the rulebook does not give (HQ ranges, artillery backs, CP of the
 * Čir units, extra red-star places, corps totals) start empty and are typed by the players.
 */
import type { SetupParams } from '@/engine/types';

import type { ArmirStart } from './start';

export type Side = 'axis' | 'soviet';
export type ArmyId = 'army1' | 'army2' | 'army3';
export const ARMY_IDS: ArmyId[] = ['army1', 'army2', 'army3'];
/** The Italian corps of objective 3 (17.1.1); the XXIX counts as Italian. */
export type CorpsId = 'CA' | 'II' | 'XXXV' | 'XXIX';
export const CORPS_IDS: CorpsId[] = ['CA', 'II', 'XXXV', 'XXIX'];
export type HqFace = 'range' | 'move';
export type ObjectiveId = 1 | 2 | 3 | 4;

/** A Soviet army: its HQ (both sides' ranges are counter data) and its heavy-artillery pool (10.2). */
export interface SovietArmy {
  id: ArmyId;
  /** The players' name for it ('' = "Army 1"). */
  name: string;
  /** HQ range on its "range" side and on its "movement" side (5.3.1), typed from the counter. */
  hqRange: { range: number | null; move: number | null };
  hqFace: HqFace;
  /** Turn-1 artillery points: the box printed on the back of the marker (18.3). */
  artilleryStart: number | null;
  /** Points left this turn (10.2.1). */
  points: number;
  hqOos: boolean;
  /** Turn on which the HQ was eliminated (17.1.3), null while on the map. */
  hqEliminatedOnTurn: number | null;
}

/** A Soviet unit off the map, on the Čir track (16.1) or in the TeM box (16.3.1). */
export interface OffMapUnit {
  id: string;
  name: string;
  cp: number;
  /** Motorized or tracked: CP doubled for the Čir modifier (16.1.3). */
  motorized: boolean;
  /** Belongs to an armored corps XVII/XVIII/XXIV/XXV (8.4). */
  armored: boolean;
  steps: number;
  oos: boolean;
}

export interface StarLocation {
  id: string;
  name: string;
  /** Village 1, city 2 (16.4.1); null until the players type it from the map. */
  value: 1 | 2 | null;
  controller: Side;
  /** One of the three places named in 18.3. */
  named?: boolean;
}

/** A named unit or hex of the roster, with its markers. */
export interface RosterEntry {
  id: string;
  name: string;
  side: Side;
  kind: 'unit' | 'hex' | 'hq' | 'artillery';
  oos: boolean;
  dsg: boolean;
  /** U side (used), e.g. an artillery used this phase. */
  used: boolean;
  /** HQ / artillery side shown (5.3.1). */
  face?: HqFace;
  /** Contains a German unit (air supply 9.2) / Italian unit / Soviet armored corps (8.4). */
  german?: boolean;
  italian?: boolean;
  armored?: boolean;
  /** Air-supplied this turn (9.2): counts as in supply. */
  airSupplied?: boolean;
}

export interface CorpsRecord {
  /** Total steps at the start (units, HQ, artillery, German units; counter data), null = not typed. */
  total: number | null;
  lost: number;
  /** A stronghold of this corps' colour has been occupied by Soviet units (5.5, 15.1). */
  strongholdLost: boolean;
}

export interface AirUnit {
  owner: Side;
  /** Bombardment value: Axis 4, Soviet 3 (9.1). */
  value: number;
  used: boolean;
}

export interface ArmirState {
  version: 1;
  stage: 'setup' | 'play' | 'over';
  turn: number;
  turns: number;
  /** Index into the current turn's phase list (sequence.ts). */
  phaseIndex: number;
  initiative: Side;
  initiativeByTurn: Record<number, Side>;
  /** Italian supply points (16.2); start 16 (18.3). */
  pa: number;
  /** Soviet push points (16.4); start 4 (18.3); 0 = Soviet defeat (17). */
  ps: number;
  armies: Record<ArmyId, SovietArmy>;
  cir: { box: number; units: OffMapUnit[]; reachedOnTurn: number | null; pendingLosses: number };
  tem: {
    garrison: number;
    units: OffMapUnit[];
    capturedOnTurn: number | null;
    /** The box's 8.4 roll has failed once: OOS for good (8.4.1, 16.3.3). */
    supplyFailed: boolean;
    pendingLosses: number;
  };
  airUnit: AirUnit | null;
  cai: 'available' | 'used' | 'lost';
  depotPresent: boolean;
  /**
   * 16.2.1: Soviet units have entered Kantemirovka for the first time and the Depot's 1d6 PA roll
   * is due, not yet rolled (absent in games saved before it: false).
   */
  depotDue?: boolean;
  locations: StarLocation[];
  corps: Record<CorpsId, CorpsRecord>;
  armirHqEliminated: boolean;
  /** 3 Gebirgs-Division steps (15.2): 0 = not yet arrived. */
  gebirgs: { steps: number; eliminated: boolean };
  xxiv: { triggerTurn: number | null; hqEntered: boolean; juliaAssigned: boolean };
  /** Axis VP: one per Soviet HQ eliminated (17.1.3). */
  axisVp: number;
  /**
   * The Soviet's secret objectives (17.1): `chosen` once known on this copy — at once on one
   * phone; on two phones only at the reveal (17.2), the log holding until then `sealed`, the
   * commitment made on the Soviet's phone.
   */
  objectives: { chosen: ObjectiveId[] | null; revealed: boolean; sealed?: string };
  roster: RosterEntry[];
  /** Air supplies given this turn (9.2): German hexes (max 2), Italian hex with the CAI (max 1). */
  airSupply: { german: number; italian: number };
  /** Procedure ids done in the current phase / turn (for `done` and once-per rules). */
  phaseDone: string[];
  turnDone: string[];
  /** The immediate Soviet defeat (17): PS at 0. */
  defeat: { turn: number; reason: 'ps' } | null;
  /** A counter for new ids, so ids never depend on time or chance. */
  nextId: number;
  /** Issue 31: a game started mid-game — its turn and phase, and what the players still have to complete (start.ts). */
  start?: ArmirStart;
}

const START_PA = 16; // 18.3: box 6 on the "+10" side
const START_PS = 4; // 18.3: Kazanskaja, Pavlovsk, Verkhniy Mamon
const START_GARRISON = 1; // 18.3
export const TURNS = 6; // 1.2

function army(id: ArmyId): SovietArmy {
  return {
    id,
    name: '',
    hqRange: { range: null, move: null },
    hqFace: 'range',
    artilleryStart: null,
    points: 0,
    hqOos: false,
    hqEliminatedOnTurn: null,
  };
}

/** The set-up of 18: markers at their start, the rest typed by the players. */
export function setupState(_params?: SetupParams): ArmirState {
  return {
    version: 1,
    stage: 'setup',
    turn: 1,
    turns: TURNS,
    phaseIndex: 0,
    initiative: 'axis', // 18.4: turn 1 is an Axis-initiative turn
    initiativeByTurn: { 1: 'axis' },
    pa: START_PA,
    ps: START_PS,
    armies: { army1: army('army1'), army2: army('army2'), army3: army('army3') },
    cir: { box: 1, units: [], reachedOnTurn: null, pendingLosses: 0 }, // 16.1, 18.3: Hollidt in box 1
    tem: { garrison: START_GARRISON, units: [], capturedOnTurn: null, supplyFailed: false, pendingLosses: 0 },
    airUnit: null,
    cai: 'available', // 18.1.3: the CAI at Kantemirovka
    depotPresent: true, // 18.1.3: the Depot at Kantemirovka
    depotDue: false,
    locations: [
      { id: 'kazanskaja', name: 'Kazanskaja', value: null, controller: 'soviet', named: true },
      { id: 'pavlovsk', name: 'Pavlovsk', value: null, controller: 'soviet', named: true },
      { id: 'verkhniy-mamon', name: 'Verkhniy Mamon', value: null, controller: 'soviet', named: true },
    ],
    corps: {
      CA: { total: null, lost: 0, strongholdLost: false },
      II: { total: null, lost: 0, strongholdLost: false },
      XXXV: { total: null, lost: 0, strongholdLost: false },
      XXIX: { total: null, lost: 0, strongholdLost: false },
    },
    armirHqEliminated: false,
    gebirgs: { steps: 0, eliminated: false },
    xxiv: { triggerTurn: null, hqEntered: false, juliaAssigned: false },
    axisVp: 0,
    objectives: { chosen: null, revealed: false },
    roster: [],
    airSupply: { german: 0, italian: 0 },
    phaseDone: [],
    turnDone: [],
    defeat: null,
    nextId: 1,
  };
}

/**
 * Whether a place the players typed is Kantemirovka, the Depot's town (18.1.3): the rulebook
 * spells it "Kantermikova" too (8.1.1, 16.2.1), and players may type either.
 */
export function isKantemirovka(name: string): boolean {
  const n = name
    .normalize('NFD')
    .replace(/[^a-zA-Z]/g, '')
    .toLowerCase();
  return n.startsWith('kantemirov') || n.startsWith('kantermikov');
}

/**
 * 16.2.1: Soviet units enter Kantemirovka — the first time, with the Depot still there, its PA
 * roll becomes due at once; later entries change nothing (A65: once).
 */
export function withKantemirovkaEntered(s: ArmirState): ArmirState {
  return s.depotPresent && !s.depotDue ? { ...s, depotDue: true } : s;
}

/** An army's HQ range on the side it shows now (10.2), null if not typed. */
export function hqRangeNow(a: SovietArmy): number | null {
  return a.hqRange[a.hqFace];
}

/** Sum of the star values the Soviet controls ("Verso il Donetz", 17.1.1 objective 4; A64). */
export function sovietStarTotal(s: ArmirState): number {
  return s.locations.reduce((n, l) => n + (l.controller === 'soviet' && l.value ? l.value : 0), 0);
}

/** Objective 3: is this corps destroyed (more than half its steps lost, 17.1.1)? */
export function corpsDestroyed(c: CorpsRecord): boolean {
  return c.total !== null && c.total > 0 && c.lost * 2 > c.total;
}
