/**
 * War to Axis — the data a game holds (rules notes §2): army cards and the scenario sheet,
 * typed by the players (no unit value is written in code), the live state of every unit and
 * side, the record sheet for turns 0–20, the event deck and the bridges.
 */
import type { YellowFace } from './dice';
import type { WtaStart } from './start';

export type SideId = 'allies' | 'axis';
export const SIDES: readonly SideId[] = ['allies', 'axis'];
export type Mode = 'basic' | 'advanced';
/** Combat groups (7.0); R is the reserve. */
export type Group = 'A' | 'B' | 'R';
export const GROUPS: readonly Group[] = ['A', 'B', 'R'];
/** Armour class by the circle on the counter (2.2): L yellow, M green, H (P) blue (A41). */
export type Armour = 'L' | 'M' | 'H';
/** R options (8.0): a) activate the reserve, b) detach to A/B, c) rally with every HQ, d) strategic bombardment. */
export type ROption = 'a' | 'b' | 'c' | 'd';

/** One unit type of an army card (2.5), as the players typed it from the printed card. */
export interface UnitType {
  id: string;
  name: string;
  /** The red "+#": discs under the counter; elements = discs + 1 (2.2). */
  discs: number;
  /** Movement MP, no fire (4.0). */
  move: number;
  /** Advance MP (fire −1); null when the unit cannot advance and fire (3.2). */
  advance: number | null;
  /** Black dice by range: apDice[r-1] at r hexes; the length is the maximum range (2.5). */
  apDice: number[];
  /** White dice by range, "R esa − a/b/c/d" read positionally (A1). */
  atDice: number[];
  /** Target symbols on the counter (2.2). */
  apTarget: boolean;
  armour: Armour | null;
  /** The asterisk on M/H armour: no armour modifier against bombardment (5.6). */
  starred: boolean;
  hq: boolean;
  infantry: boolean;
  engineers: boolean;
  motorizedInfantry: boolean;
  mechanizedInfantry: boolean;
  vehicle: boolean;
  atGun: boolean;
}

/** An army card (2.5): its units; the nationality matters for American artillery (5.6.1). */
export interface ArmyCard {
  id: string;
  name: string;
  side: SideId;
  american: boolean;
  units: UnitType[];
}

/** "k BTR da m DADI" (scenario form): k batteries of m black dice each. */
export interface BatteryLine {
  count: number;
  dice: number;
}

/** One side of the scenario form. */
export interface SideSheet {
  rally: number;
  radio: number;
  /** Up to three battery lines. */
  artillery: BatteryLine[];
  /** 5.6.1 applies. */
  american: boolean;
}

/** The scenario sheet (form at the end of the book, 2.6, 13.0). */
export interface ScenarioSheet {
  title: string;
  mode: Mode;
  /** Last turn, 1–20. */
  turns: number;
  /** Turn 0 "Lancio Paracadutisti" is played (A48). */
  turnZero: boolean;
  initiative: SideId;
  sides: Record<SideId, SideSheet>;
  /** Event cards in the deck (2.6) and reinforcement cards per side (2.6.1). */
  eventCards: number;
  reinforcementCards: Record<SideId, number>;
  /** The victory conditions, as the players typed them (13.0). */
  victory: string;
}

/** What an activated unit did (3.2, 4.3.5, 6.0, 9.0, 12.3, 12.4). */
export type UnitAction = 'stay' | 'fire' | 'advanceFire' | 'move' | 'artillery' | 'rally' | 'strategic' | 'recon' | 'hide' | 'demolish' | 'repair';
export const UNIT_ACTIONS: readonly UnitAction[] = [
  'stay',
  'fire',
  'advanceFire',
  'move',
  'artillery',
  'rally',
  'strategic',
  'recon',
  'hide',
  'demolish',
  'repair',
];

/** A unit in play (2.4 of the notes). */
export interface Unit {
  id: string;
  side: SideId;
  /** The army card and unit type it was made from. */
  card: string;
  type: string;
  name: string;
  /** Discs at the start of the scenario: rally never goes above (6.0). */
  startDiscs: number;
  /** Elements left: discs + the counter; 0 = eliminated (2.2). */
  elements: number;
  group: Group;
  /** How it acted this turn; null = not activated. */
  action: UnitAction | null;
  /** Activated as one of the d6 free activations (8.0). */
  free: boolean;
  /** Opportunity-fire marker (5.5.1, 10.0). */
  oppFire: boolean;
  /**
   * 5.5.1, A24: its move was stopped by opportunity fire that cost it at least one element this
   * turn: it may return fire (once), not move. Cleared by that fire and at the end of the turn.
   */
  returnFire?: boolean;
  /** 11.0: made its final fire this turn (once); absent in games saved before it was kept. */
  finalFire?: boolean;
  /** Disorganized this turn (5.4.1); `byFinalFire` for A28. */
  disorganized: boolean;
  byFinalFire: boolean;
  /** Hidden under a numbered marker (12.0, 12.3), or a dummy (12.1). Private to its side. */
  hidden: number | null;
  dummy: boolean;
  outOfCommand: boolean;
  /** Designated HQ after the HQ was destroyed (7.1): −1 rally and −1 radio die. */
  replacementHq: boolean;
  /** Is an HQ now (its type, or designated as replacement). */
  hq: boolean;
  /** Reinforcement not yet entered, entering from this turn on (7.2). */
  entersTurn: number | null;
  /**
   * 12.0, 12.1: a marker set up sealed: what it is (unit or dummy) is not in the game at all,
   * only in its side's private view on the device that set it up, under `token`. card, type
   * and name stay empty and elements 1 until it is identified; bombardment losses it took
   * meanwhile (A35) are counted here and applied when it is.
   */
  seal?: Seal | null;
}

/** What the game knows of a sealed marker (12.0): its number, the private token, losses taken hidden (A35). */
export interface Seal {
  token: string;
  marker: number;
  losses: number;
}

/** A sealed unit not yet identified: its card, type and whether it is a dummy are not known here (12.0). */
export function isSealed(u: Pick<Unit, 'seal'>): boolean {
  return u.seal !== undefined && u.seal !== null;
}

/** One row of the record sheet (8.1): group activated (or the die's face in words) and the d6. */
export interface RecordRow {
  group: Group | null;
  die: YellowFace | null;
  d6: number;
  rOption: ROption | null;
}

/** Per side, per game and this turn (2.5 of the notes). */
export interface SideState {
  /** This turn's d6 (3.1 / 8.0), null before the roll. */
  d6: number | null;
  yellow: YellowFace | null;
  /** Basic: 6 + d6 (3.1). Advanced: the d6 free activations (8.0). */
  activationsAllowed: number;
  activationsUsed: number;
  group: Group | null;
  rOption: ROption | null;
  batteriesAvailable: number;
  batteriesUsed: number;
  /** The first unit activated this turn (9.2c), or null. */
  firstActivated: string | null;
  /** A strategic bombardment succeeded: no other unit of the group this turn (9.3). */
  groupClosed: boolean;
  /** Groups actually activated, oldest first (8.0, A11). */
  history: Group[];
  /** Record sheet, index = turn 0..20 (8.1). */
  record: (RecordRow | null)[];
  /** Event cards held in hand (2.6). */
  held: number;
  /** Turn its HQ was destroyed (7.1), or null. */
  hqDestroyedTurn: number | null;
  /** Victory points of this game (13.0), as the players count them. */
  vp: number;
  /**
   * 2.6.1, 2.6.2, 7.2: this side's reinforcement cards: drawn so far (never more than the
   * scenario put in the deck), and those whose units are still to be assigned.
   */
  reinforcements?: { drawn: number; due: number };
}

export interface Bridge {
  id: string;
  name: string;
  /** Bridge type's dice modifier, from the scenario (4.3.2). */
  mod: number;
  intact: boolean;
  /** Repair attempts so far, across turns and engineers (4.3.5, A32). */
  repairs: number;
}

/**
 * A trench marker in a hex (4.3.4), with its explosions so far for the cumulative reading (A17).
 * With no map, the players say which hex by a name, by the unit that holds it, or both: the
 * fire and artillery calculators read the marker of the unit they shoot at.
 */
export interface Trench {
  id: string;
  hex: string;
  explosions: number;
  /** The roster unit in the trench, or none (absent in games saved before markers held a unit). */
  unit?: string | null;
}

/** The trench marker the unit is in (4.3.4), if any. */
export function trenchOf(s: WtaState, unit: string): Trench | undefined {
  return s.trenches.find((x) => (x.unit ?? null) === unit);
}

export interface WtaState {
  scenario: ScenarioSheet;
  cards: ArmyCard[];
  turn: number;
  /** Index into the mode's sequence of play (sequence.ts). */
  phase: number;
  over: boolean;
  sides: Record<SideId, SideState>;
  units: Unit[];
  deck: { remaining: number; drawn: number };
  bridges: Bridge[];
  trenches: Trench[];
  /** The first leg's VP when this is the return game with sides swapped (13.0). */
  firstLeg: Record<SideId, number> | null;
  nextId: number;
  /** Issue 31: a game started mid-game — what the players still have to complete (start.ts); absent when started at the scenario's start. */
  start?: WtaStart;
}

export const MAX_TURN = 20;

export function emptySide(): SideState {
  return {
    d6: null,
    yellow: null,
    activationsAllowed: 0,
    activationsUsed: 0,
    group: null,
    rOption: null,
    batteriesAvailable: 0,
    batteriesUsed: 0,
    firstActivated: null,
    groupClosed: false,
    history: [],
    record: Array.from({ length: MAX_TURN + 1 }, () => null),
    held: 0,
    hqDestroyedTurn: null,
    vp: 0,
    reinforcements: { drawn: 0, due: 0 },
  };
}

export function defaultScenario(): ScenarioSheet {
  const side = (): SideSheet => ({ rally: 0, radio: 0, artillery: [], american: false });
  return {
    title: '',
    mode: 'basic',
    turns: 10,
    turnZero: false,
    initiative: 'allies',
    sides: { allies: side(), axis: side() },
    eventCards: 0,
    reinforcementCards: { allies: 0, axis: 0 },
    victory: '',
  };
}

/** A new game from a scenario sheet (deck = events + both sides' reinforcement cards, A36). */
export function newGame(scenario: ScenarioSheet = defaultScenario(), cards: ArmyCard[] = []): WtaState {
  return {
    scenario,
    cards,
    turn: scenario.turnZero ? 0 : 1,
    phase: 0,
    over: false,
    sides: { allies: emptySide(), axis: emptySide() },
    units: [],
    deck: { remaining: scenario.eventCards + scenario.reinforcementCards.allies + scenario.reinforcementCards.axis, drawn: 0 },
    bridges: [],
    trenches: [],
    firstLeg: null,
    nextId: 1,
  };
}

export function other(side: SideId): SideId {
  return side === 'allies' ? 'axis' : 'allies';
}

export function findType(s: WtaState, card: string, type: string): UnitType | undefined {
  return s.cards.find((c) => c.id === card)?.units.find((u) => u.id === type);
}

/** Total batteries on the scenario's lines (A7). */
export function scenarioBatteries(sheet: SideSheet): number {
  return sheet.artillery.reduce((a, l) => a + l.count, 0);
}

/**
 * What must hold of every reachable state; each broken invariant in words (for tests and
 * for a loaded game's sanity check).
 */
export function invariantProblems(s: WtaState): string[] {
  const out: string[] = [];
  const nat = (x: number) => Number.isInteger(x) && x >= 0;
  const min = s.scenario.turnZero ? 0 : 1;
  if (!Number.isInteger(s.turn) || s.turn < min || s.turn > s.scenario.turns) out.push(`turn ${s.turn} outside ${min}..${s.scenario.turns}`);
  if (!nat(s.deck.remaining) || !nat(s.deck.drawn)) out.push('deck counts');
  const ids = new Set<string>();
  for (const u of s.units) {
    if (ids.has(u.id)) out.push(`duplicate unit ${u.id}`);
    ids.add(u.id);
    if (!nat(u.elements) || u.elements > u.startDiscs + 1) out.push(`${u.id}: elements ${u.elements} of ${u.startDiscs + 1}`);
    if (u.elements === 0 && (u.disorganized || u.hidden !== null || u.returnFire === true)) out.push(`${u.id}: eliminated but marked`);
    if (u.free && u.action === null) out.push(`${u.id}: free activation without action`);
    if (u.hidden !== null && !nat(u.hidden)) out.push(`${u.id}: hidden marker`);
  }
  for (const side of SIDES) {
    const st = s.sides[side];
    if (!nat(st.activationsUsed) || !nat(st.activationsAllowed)) out.push(`${side}: activation counts`);
    if (!nat(st.batteriesUsed) || st.batteriesUsed > st.batteriesAvailable) out.push(`${side}: batteries ${st.batteriesUsed}/${st.batteriesAvailable}`);
    if (!nat(st.held)) out.push(`${side}: held cards`);
    for (let i = 2; i < st.history.length; i++)
      if (st.history[i] === st.history[i - 1] && st.history[i] === st.history[i - 2]) out.push(`${side}: group ${st.history[i]} three turns running`);
    if (st.record.length !== MAX_TURN + 1) out.push(`${side}: record sheet rows`);
  }
  for (const b of s.bridges) if (!nat(b.repairs)) out.push(`bridge ${b.id} repairs`);
  const held = new Set<string>();
  for (const x of s.trenches) {
    const uid = x.unit ?? null;
    if (!nat(x.explosions)) out.push(`trench ${x.id} explosions`);
    if (uid === null) continue;
    if (held.has(uid)) out.push(`unit ${uid}: two trench markers`);
    held.add(uid);
  }
  return out;
}
