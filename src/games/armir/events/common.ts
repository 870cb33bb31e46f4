/**
 * What ARMIR's event defs share: the journal line builder, the payload pieces every
 * schema reuses (a die, an id, a name, the sides and the armies), and the bookkeeping
 * helpers of the reducers (once-per-phase/turn, PA and PS with their floors).
 */
import * as v from 'valibot';
import { defineEvent, type Refusal } from '@/engine/events';
import type { JournalText, Param, Text } from '@/engine/types';
import type { ArmirState, ArmyId, OffMapUnit, SovietArmy } from '../state';
import { currentPhase, type PhaseId } from '../sequence';

/** The def builder for ARMIR's state. */
export const def = defineEvent<ArmirState>();

/** A journal line under armir.journal.*, with its category and rules. */
export const j = (key: string, category: string, rules: string[] = [], params?: Record<string, Param>): JournalText => ({
  text: params ? { key: `armir.journal.${key}`, params } : { key: `armir.journal.${key}` },
  rules,
  category,
});
/** A refusal in the players' words (armir.refuse.*), with the rule that forbids the event. */
export const refuse = (key: string, rule?: string, params?: Record<string, Param>): Refusal => {
  const text: Text = params ? { key: `armir.refuse.${key}`, params } : { key: `armir.refuse.${key}` };
  return rule ? { text, rule } : { text };
};
/**
 * Only in the given phases of play (the rule's moment): null there, else the refusal naming the
 * first of them. During set-up or after the end no phase of play is on.
 */
export function onlyIn(s: ArmirState, rule: string, ...phases: PhaseId[]): Refusal | null {
  if (s.stage === 'play' && phases.includes(currentPhase(s))) return null;
  return refuse('onlyIn', rule, { phase: { key: `armir.phase.${phases[0]}.label` } });
}
/**
 * 12, 13: when a side fights — a combat only in its own combat phase, an overrun only in one of
 * its own movement phases. The combat event's `allowed` and the calculator (closed before any
 * die is asked) ask the same.
 */
export function combatWhen(s: ArmirState, mode: 'combat' | 'overrun', attacker: 'axis' | 'soviet'): Refusal | null {
  return mode === 'overrun' ? onlyIn(s, '13', `${attacker}-movement`, `${attacker}-motorized`) : onlyIn(s, '12', `${attacker}-combat`);
}
/** Once a phase (or a turn): the refusal when it was done already. */
export function onlyOnce(s: ArmirState, procedure: string, rule: string, perTurn = false): Refusal | null {
  return alreadyDone(s, procedure, perTurn) ? refuse(perTurn ? 'oncePerTurn' : 'oncePerPhase', rule) : null;
}
/** The first refusal of a list of checks, or null when all allow it. */
export function first(...checks: (() => Refusal | null)[]): Refusal | null {
  for (const c of checks) {
    const r = c();
    if (r) return r;
  }
  return null;
}
export const sideText = (s: string): Text => ({ key: `armir.side.${s}` });
export const armyName = (b: ArmirState, id: ArmyId): Param => (b.armies[id]?.name ? b.armies[id].name : { key: `armir.army.${id}` });

// ---------------------------------------------------------------------------
// Payload pieces.
// ---------------------------------------------------------------------------

const int = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));
/** An integer between min and max (both included). */
export const intIn = int;
/** One six-sided die (every ARMIR roll is 1d6). */
export const die = int(1, 6);
/** An id the reducer gave (r12, u3, l4, kazanskaja) or a procedure id. */
export const id = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
/** A name the players typed (a unit, a hex, a place): trimmed and not empty. */
export const name = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100));
/** A label read off a chart (a column '3:1', a cell '1/2'). */
export const label = v.pipe(v.string(), v.maxLength(40));
export const side = v.picklist(['axis', 'soviet']);
export const army = v.picklist(['army1', 'army2', 'army3']);
export const corps = v.picklist(['CA', 'II', 'XXXV', 'XXIX']);
export const face = v.picklist(['range', 'move']);
export const track = v.picklist(['cir', 'tem']);
/** A counter value typed by the players (HQ range, artillery box, CP): no counter prints more. */
export const counterValue = int(0, 99);
/** Steps a side can lose in one result (12.2, 16.1.2, 16.3.2). */
export const steps = int(0, 20);
/** A change of PA or PS in one event: never zero, never more than the whole track. */
export const trackDelta = v.pipe(int(-40, 40), v.notValue(0));

// ---------------------------------------------------------------------------
// Bookkeeping.
// ---------------------------------------------------------------------------

/** Marks a procedure done in this phase (and this turn, for once-per-turn rules). */
export function done(s: ArmirState, procedure: string, perTurn = false): ArmirState {
  return perTurn ? { ...s, phaseDone: [...s.phaseDone, procedure], turnDone: [...s.turnDone, procedure] } : { ...s, phaseDone: [...s.phaseDone, procedure] };
}

/** Already done in this phase (or this turn): a second one is not a move the rules allow. */
export function alreadyDone(s: ArmirState, procedure: string, perTurn = false): boolean {
  return (perTurn ? s.turnDone : s.phaseDone).includes(procedure);
}

/** PS change; 0 is the immediate Soviet defeat (17; A61). */
export function withPs(s: ArmirState, delta: number): ArmirState {
  const ps = Math.max(0, s.ps + delta);
  if (ps === 0 && !s.defeat) return { ...s, ps, defeat: { turn: s.turn, reason: 'ps' }, stage: 'over' };
  return { ...s, ps };
}

/** PA change; PA floors at 0 (A14). */
export function withPa(s: ArmirState, delta: number): ArmirState {
  return { ...s, pa: Math.max(0, s.pa + delta) };
}

export function mapArmy(s: ArmirState, id: ArmyId, f: (a: SovietArmy) => SovietArmy): ArmirState {
  return { ...s, armies: { ...s.armies, [id]: f(s.armies[id]) } };
}

export function unitsOf(s: ArmirState, t: 'cir' | 'tem'): OffMapUnit[] {
  return t === 'cir' ? s.cir.units : s.tem.units;
}

export function mapUnits(s: ArmirState, t: 'cir' | 'tem', f: (u: OffMapUnit[]) => OffMapUnit[]): ArmirState {
  return t === 'cir' ? { ...s, cir: { ...s.cir, units: f(s.cir.units) } } : { ...s, tem: { ...s.tem, units: f(s.tem.units) } };
}
