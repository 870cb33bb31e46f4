/**
 * Activation (3.1 basic, 8.0 advanced): how many units a side activates this turn, how many
 * batteries it has, whether an event is drawn, and which group acts — each step with its rule.
 */
import type { Derivation, Text } from '@/engine/types';
import { step, t } from '@/engine/derivation';
import type { YellowFace } from './dice';
import type { Group, ROption, SideId, Unit, WtaState } from './state';
import type { WtaSettings } from './settings';
import { DEFAULTS } from './settings';

function isD6(d6: number): boolean {
  return Number.isInteger(d6) && d6 >= 1 && d6 <= 6;
}

/**
 * 3.1 / A7: batteries available for the whole turn. The d6, capped by the scenario's
 * batteries when the scenario lists them (scenarioBatteries > 0 or given).
 */
function batteriesFor(d6: number, scenarioBatteries: number | null, settings: WtaSettings, derivation: Derivation, rule: string): number {
  derivation.push(step('wta.act.batteries', { d6 }, rule));
  if (settings.batteries === 'capped' && scenarioBatteries !== null && scenarioBatteries < d6) {
    derivation.push(step('wta.act.batteriesCapped', { n: scenarioBatteries }, rule, 'warning'));
    return scenarioBatteries;
  }
  return d6;
}

export interface BasicActivation {
  errors: Text[];
  activations: number;
  batteries: number;
  event: boolean;
  derivation: Derivation;
}

/** 3.1: 6 + d6 activations (7–12), d6 batteries for the whole turn, an event on a 1 unless the deck is empty (2.6). */
export function basicActivation(d6: number, deckRemaining: number, scenarioBatteries: number | null = null, settings: WtaSettings = DEFAULTS): BasicActivation {
  if (!isD6(d6)) return { errors: [t('wta.error.d6', { value: String(d6) })], activations: 0, batteries: 0, event: false, derivation: [] };
  const derivation: Derivation = [step('wta.act.basicActivations', { d6, n: 6 + d6 }, '3.1')];
  const batteries = batteriesFor(d6, scenarioBatteries, settings, derivation, '3.1');
  let event = false;
  if (d6 === 1) {
    if (deckRemaining > 0) {
      event = true;
      derivation.push(step('wta.act.eventOnOne', undefined, '3.1', 'warning'));
    } else derivation.push(step('wta.act.deckEmpty', undefined, '2.6'));
  }
  derivation.push(step('wta.act.basicResult', { n: 6 + d6, batteries }, '3.1', 'result'));
  return { errors: [], activations: 6 + d6, batteries, event, derivation };
}

/** 8.0, A11: the group that may not be activated this turn (activated the last two turns), or null. */
export function blockedGroup(history: readonly Group[]): Group | null {
  const n = history.length;
  if (n >= 2 && history[n - 1] === history[n - 2]) return history[n - 1];
  return null;
}

/** The groups a player may choose under the consecutive rule (8.0, A10). */
export function allowedGroups(history: readonly Group[]): Group[] {
  const b = blockedGroup(history);
  return (['A', 'B', 'R'] as Group[]).filter((g) => g !== b);
}

export interface AdvancedActivationInput {
  yellow: YellowFace;
  d6: number;
  /** Groups actually activated in the previous turns, oldest first (A11). */
  history: readonly Group[];
  deckRemaining: number;
  /** The group the player picks when the rules let him (after "?" or a blocked group). */
  chosen?: Group | null;
  /** R's option (8.0 a–d), when the group is R. */
  rOption?: ROption | null;
  /** Live units in each group (7.0 note: an empty group activates nobody). */
  groupSizes?: Partial<Record<Group, number>>;
  scenarioBatteries?: number | null;
}

export interface AdvancedActivation {
  errors: Text[];
  derivation: Derivation;
  /** Events drawn before activating (the "?" face or the consecutive rule), 0 or 1. */
  events: number;
  /** Groups the player must choose among; empty when the die decided. */
  choose: Group[];
  /** The group activated, once known (die or choice). */
  group: Group | null;
  /** R must pick an option a–d (8.0) before going on. */
  needsROption: boolean;
  /** Units of the activated group that act (R options b–d activate none of them). */
  groupUnits: number | null;
  batteries: number;
  /** d6 activations of units outside the group, after its units (8.0, 8.1). */
  free: number;
}

/**
 * 8.0: the yellow die and the d6 at the start of an advanced turn. A/B activate that group;
 * R offers a–d; "?" draws an event, then the player chooses (A10); a group activated the last
 * two turns may not be the third: an event, then one of the other two (A11: one event at most).
 */
export function advancedActivation(input: AdvancedActivationInput, settings: WtaSettings = DEFAULTS): AdvancedActivation {
  const { yellow, d6, history, deckRemaining } = input;
  const out: AdvancedActivation = {
    errors: [],
    derivation: [],
    events: 0,
    choose: [],
    group: null,
    needsROption: false,
    groupUnits: null,
    batteries: 0,
    free: 0,
  };
  if (!isD6(d6)) {
    out.errors.push(t('wta.error.d6', { value: String(d6) }));
    return out;
  }
  const d = out.derivation;
  d.push(step(`wta.act.yellow_${yellow}`, undefined, '8.0'));
  const blocked = blockedGroup(history);
  const drawEvent = (key: string) => {
    if (deckRemaining > 0) {
      out.events = 1;
      d.push(step(key, undefined, '8.0', 'warning'));
    } else d.push(step('wta.act.deckEmptyChoose', undefined, '2.6'));
  };
  if (yellow === 'event') {
    drawEvent('wta.act.eventFace');
    out.choose = allowedGroups(history);
    if (blocked) d.push(step('wta.act.blockedChoice', { group: blocked }, '8.0', 'warning'));
  } else if (yellow === blocked) {
    d.push(step('wta.act.thirdTurn', { group: yellow }, '8.0', 'warning'));
    drawEvent('wta.act.eventConsecutive');
    out.choose = allowedGroups(history);
  } else {
    out.group = yellow;
    d.push(step('wta.act.groupByDie', { group: yellow }, '8.0'));
  }
  if (out.choose.length) {
    const c = input.chosen ?? null;
    if (c === null) d.push(step('wta.act.choose', { groups: out.choose.join(', ') }, '8.0'));
    else if (!out.choose.includes(c)) out.errors.push(t('wta.error.groupBlocked', { group: c }));
    else {
      out.group = c;
      d.push(step('wta.act.groupChosen', { group: c }, '8.0'));
    }
  }
  if (settings.advancedD6Event && d6 === 1 && deckRemaining > out.events) {
    out.events += 1;
    d.push(step('wta.act.eventOnOneAdvanced', undefined, '3.1', 'warning'));
  }
  if (out.group === 'R') {
    const o = input.rOption ?? null;
    if (o === null) {
      out.needsROption = true;
      d.push(step('wta.act.rOptions', undefined, '8.0'));
    } else d.push(step(`wta.act.rOption_${o}`, undefined, '8.0'));
    out.groupUnits = o === 'a' ? sizeOf(input.groupSizes, 'R', d) : o === null ? null : 0;
  } else if (out.group) out.groupUnits = sizeOf(input.groupSizes, out.group, d);
  out.batteries = batteriesFor(d6, input.scenarioBatteries ?? null, settings, d, '8.0');
  out.free = d6;
  d.push(step('wta.act.free', { n: d6 }, '8.0'));
  if (out.group) d.push(step('wta.act.advancedResult', { group: out.group, free: d6, batteries: out.batteries }, '8.1', 'result'));
  return out;
}

function sizeOf(sizes: Partial<Record<Group, number>> | undefined, g: Group, d: Derivation): number | null {
  const n = sizes?.[g];
  if (n === undefined) return null;
  if (n === 0) d.push(step('wta.act.emptyGroup', { group: g }, '7.0', 'warning'));
  return n;
}

/** Units on the map now: alive, not a reinforcement still to enter (7.2). */
function onMap(s: WtaState, u: Unit): boolean {
  return u.elements > 0 && (u.entersTurn === null || u.entersTurn <= s.turn);
}

/**
 * 8.1, A39: units of the activated group still to act this turn (alive, on the map, not a dummy,
 * not activated, no opportunity fire made — in the advanced game that counts as its activation,
 * 10.0); 0 when the group's activity is not its units' (R options b–d), or the group is closed (9.3).
 */
export function groupWaiting(s: WtaState, side: SideId): number {
  const st = s.sides[side];
  if (s.scenario.mode !== 'advanced' || st.group === null || st.groupClosed) return 0;
  if (st.group === 'R' && st.rOption !== 'a') return 0;
  return s.units.filter((x) => x.side === side && x.group === st.group && onMap(s, x) && !x.dummy && x.action === null && !x.oppFire).length;
}

/** 8.0: the unit acts as one of its group's (not as a free d6 activation). */
export function actsInGroup(s: WtaState, u: Unit): boolean {
  const st = s.sides[u.side];
  return s.scenario.mode === 'advanced' && st.group === u.group && (st.group !== 'R' || st.rOption === 'a') && !st.groupClosed;
}
