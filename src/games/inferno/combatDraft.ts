/**
 * What the combat panel holds (units picked from the roster or typed on the spot, and the
 * facts only the map shows) as one plain value, and its mapping to the calculator's input:
 * the panel only draws it; the rules of the mapping live here, tested without a screen.
 */
import { t, waitingFor } from '@/engine';
import type { Text } from '@/engine/types';
import type { Terrain } from './charts';
import type { AttackHex, CombatInput, CombatUnit } from './combat';
import { flankFromHexes, type FlankHex } from './rules';
import {
  currentValues,
  defensiveAbilityActive,
  isFrozen,
  phasingSide,
  stampOf,
  type InfernoState,
  type SideId,
  type SupplyState,
  type UnitKind,
} from './state';

/** A unit typed on the spot (not in the roster): the calculator's own unit, less its side. */
export type TypedUnit = Pick<CombatUnit, 'key' | 'name' | 'corps' | 'kind' | 'attack' | 'defence' | 'artillery' | 'steps' | 'efficiency' | 'supply'> & {
  role: 'attacker' | 'defender';
};

/** The form of a unit being typed: numbers null until typed validly. */
export interface TypedForm {
  name: string;
  corps: string;
  kind: UnitKind;
  attack: number | null;
  defence: number | null;
  artillery: number | null;
  steps: number | null;
  efficiency: number | null;
  supply: SupplyState;
  /**
   * The roster unit the form was filled from, and the values it gave: while the form still
   * holds them it says which unit filled it; once the player changes one, it says so no more.
   */
  filledFrom?: { id: string; name: string; values: string } | null;
}

export interface CombatDraft {
  /** Roster picks. */
  attackers: string[];
  defenders: string[];
  attackSupport: string[];
  defenceSupport: string[];
  /** Per unit key: the attacking hex it attacks from (7.8), higher ground (7.8), held back (7.4). */
  hexOf: Record<string, number>;
  higher: Record<string, boolean>;
  heldBack: Record<string, boolean>;
  /** The defender chooses who is held back (7.4), else the app proposes. */
  heldBackChosen: boolean;
  typed: TypedUnit[];
  /** The unit being typed, and for which side of the combat. */
  typing: 'attacker' | 'defender' | null;
  form: TypedForm;
  /** The three attacking hexes (7.8). */
  hexes: AttackHex[];
  terrain: Terrain;
  stackLimit: number | null;
  mapEdge: boolean;
  flankHexes: FlankHex[];
  retreatFail: { attacker: boolean; defender: boolean };
}

export function emptyTypedForm(): TypedForm {
  return { name: '', corps: '', kind: 'infantry', attack: null, defence: null, artillery: 0, steps: 2, efficiency: 0, supply: 'supplied', filledFrom: null };
}

/** What a typed unit's values are, as one comparable string (the name aside). */
const formValues = (f: TypedForm): string => JSON.stringify([f.kind, f.corps, f.attack, f.defence, f.artillery, f.steps, f.efficiency, f.supply]);

/**
 * A roster unit's counter as it stands: its current values (face by steps left, 9.4.2), at
 * least one step, efficiency and supply (10, 11). What the calculator reads of a roster unit,
 * and what fills the form of a unit typed on the spot.
 */
function rosterValues(u: InfernoState['units'][number]): Omit<TypedUnit, 'key' | 'role'> {
  const v = currentValues(u);
  return {
    name: u.name,
    corps: u.corps,
    kind: u.kind,
    attack: v.attack,
    defence: v.defence,
    artillery: v.artillery,
    steps: Math.max(1, u.stepsLeft),
    efficiency: u.efficiency,
    supply: u.supply,
  };
}

/**
 * The form of a unit typed on the spot filled from a roster unit: its counter's current
 * values (face by steps left, 9.4.2), efficiency and supply (10, 11), to be adjusted by hand.
 * An id not on the roster leaves the draft as it is.
 */
export function fillFromRoster(draft: CombatDraft, s: InfernoState, id: string): CombatDraft {
  const u = s.units.find((x) => x.id === id);
  if (!u || !draft.typing) return draft;
  const form: TypedForm = rosterValues(u);
  return { ...draft, form: { ...form, filledFrom: { id: u.id, name: u.name, values: formValues(form) } } };
}

/** "Filled from Brig. Ivrea (roster)" while the form holds that unit's values; null once one is changed. */
export function filledFromNote(form: TypedForm): Text | null {
  const from = form.filledFrom;
  if (!from || from.values !== formValues(form)) return null;
  return t('inferno.ui.filledFrom', { name: from.name });
}

export function emptyCombatDraft(): CombatDraft {
  return {
    attackers: [],
    defenders: [],
    attackSupport: [],
    defenceSupport: [],
    hexOf: {},
    higher: {},
    heldBack: {},
    heldBackChosen: false,
    typed: [],
    typing: null,
    form: emptyTypedForm(),
    hexes: [
      { uphill: false, torrent: false },
      { uphill: false, torrent: false },
      { uphill: false, torrent: false },
    ],
    terrain: 'mountain',
    stackLimit: null,
    mapEdge: false,
    flankHexes: ['open', 'open', 'open', 'open', 'open', 'open'],
    retreatFail: { attacker: false, defender: false },
  };
}

/**
 * Opens the form of a unit typed on the spot, for the attack or the defence: always fresh
 * (nothing of the unit typed before, on either side, carries into it).
 */
export function startTypedUnit(draft: CombatDraft, role: 'attacker' | 'defender'): CombatDraft {
  return { ...draft, typing: role, form: emptyTypedForm() };
}

/**
 * After a combat is applied, or on "New combat": the next combat starts fresh. Its units, its
 * attacking hexes' slopes and torrents (7.8: each costs the attacker a point), the defender's
 * terrain and every other fact of the map belong to the combat just fought, not to the next.
 */
export function clearedCombatDraft(_d: CombatDraft): CombatDraft {
  return emptyCombatDraft();
}

/** A roster unit as the calculator sees it, with this combat's facts (null when not on the roster). */
export function rosterCombatUnit(s: InfernoState, draft: CombatDraft, id: string, role: 'attacker' | 'defender' | 'support'): CombatUnit | null {
  const u = s.units.find((x) => x.id === id);
  if (!u) return null;
  const stamp = stampOf(s);
  return {
    ...rosterValues(u),
    key: u.id,
    unitId: u.id,
    side: u.side,
    inMov: u.inMov,
    frozen: isFrozen(u, s.turn),
    alreadyAttacked: u.attackedAt === stamp,
    alreadyDefended: u.defendedAt === stamp,
    hex: role === 'attacker' ? (draft.hexOf[u.id] ?? 1) : undefined,
    higher: draft.higher[u.id] === true,
    heldBack: role === 'defender' ? draft.heldBack[u.id] === true : undefined,
  };
}

function typedCombatUnit(draft: CombatDraft, tu: TypedUnit, attackerSide: SideId): CombatUnit {
  const defenderSide: SideId = attackerSide === 'ah' ? 'it' : 'ah';
  return {
    key: tu.key,
    name: tu.name,
    side: tu.role === 'attacker' ? attackerSide : defenderSide,
    corps: tu.corps,
    kind: tu.kind,
    attack: tu.attack,
    defence: tu.defence,
    artillery: tu.artillery,
    steps: tu.steps,
    efficiency: tu.efficiency,
    supply: tu.supply,
    hex: tu.role === 'attacker' ? (draft.hexOf[tu.key] ?? 1) : undefined,
    higher: draft.higher[tu.key] === true,
    heldBack: tu.role === 'defender' ? draft.heldBack[tu.key] === true : undefined,
  };
}

/** The calculator's input from the draft and the game: the phasing side attacks (7.0). */
export function combatInputFrom(draft: CombatDraft, s: InfernoState): CombatInput {
  const attackerSide = phasingSide(s);
  const pick = (ids: string[], role: 'attacker' | 'defender' | 'support'): CombatUnit[] =>
    ids.map((id) => rosterCombatUnit(s, draft, id, role)).filter((u): u is CombatUnit => u !== null);
  const typed = (role: TypedUnit['role']): CombatUnit[] => draft.typed.filter((x) => x.role === role).map((x) => typedCombatUnit(draft, x, attackerSide));
  const flank = flankFromHexes(draft.flankHexes);
  return {
    turn: s.turn,
    attackerSide,
    attackers: [...pick(draft.attackers, 'attacker'), ...typed('attacker')],
    attackSupport: pick(draft.attackSupport, 'support'),
    defenders: [...pick(draft.defenders, 'defender'), ...typed('defender')],
    defenceSupport: pick(draft.defenceSupport, 'support'),
    hexes: draft.hexes.map((h) => ({ ...h })),
    terrain: draft.terrain,
    stackLimit: draft.stackLimit,
    mapEdge: draft.mapEdge,
    flank: { fiveHexes: flank.fiveHexes, noFriendly: flank.noFriendly },
    retreatFail: { ...draft.retreatFail },
    defensiveAbility: defensiveAbilityActive(s),
    heldBackChosen: draft.heldBackChosen,
  };
}

const FORM_FIELDS: { id: 'attack' | 'defence' | 'artillery' | 'steps' | 'efficiency'; label: string }[] = [
  { id: 'attack', label: 'inferno.ui.attack' },
  { id: 'defence', label: 'inferno.ui.defence' },
  { id: 'artillery', label: 'inferno.ui.va' },
  { id: 'steps', label: 'inferno.ui.stepsNow' },
  { id: 'efficiency', label: 'inferno.ui.efficiency' },
];

/**
 * Adds the unit being typed: every number must be typed validly first, else the draft is
 * unchanged and the answer says which fields it waits for. `fallbackName` names an unnamed unit.
 */
export function addTypedUnit(draft: CombatDraft, fallbackName: (n: number) => string): { ok: true; draft: CombatDraft } | { ok: false; errors: Text[] } {
  if (!draft.typing) return { ok: false, errors: [] };
  const f = draft.form;
  const errors = FORM_FIELDS.filter((x) => f[x.id] === null).map((x) => waitingFor(t(x.label)));
  if (errors.length > 0) return { ok: false, errors };
  const n = 1 + Math.max(0, ...draft.typed.map((x) => Number(/^typed-(\d+)$/.exec(x.key)?.[1] ?? 0)));
  const unit: TypedUnit = {
    key: `typed-${n}`,
    role: draft.typing,
    name: f.name.trim() || fallbackName(n),
    corps: f.corps.trim(),
    kind: f.kind,
    attack: f.attack ?? 0,
    defence: f.defence ?? 0,
    artillery: f.artillery ?? 0,
    steps: f.steps ?? 0,
    efficiency: f.efficiency ?? 0,
    supply: f.supply,
  };
  return { ok: true, draft: { ...draft, typed: [...draft.typed, unit], typing: null, form: emptyTypedForm() } };
}
