/** What Inferno's event defs share: the def builder, the journal line and the payload pieces. */
import * as v from 'valibot';
import { t } from '@/engine';
import { defineEvent, type Refusal } from '@/engine/events';
import type { JournalText, Param } from '@/engine/types';
import { isPresent, phaseKind, phasingSide, type InfernoState, type PhaseKind, type SideId, type Unit } from '../state';

export const def = defineEvent<InfernoState>();

/** A journal line under inferno.j.*. */
export const j = (key: string, category: string, rules?: string[], params?: Record<string, Param>): JournalText =>
  rules ? { text: t(`inferno.j.${key}`, params), rules, category } : { text: t(`inferno.j.${key}`, params), category };

export const intIn = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));
/** One six-sided die. */
export const die = intIn(1, 6);
/** A roster id the reducer gave (u3, o5). */
export const id = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
/** A name the players typed: trimmed and not empty. */
export const name = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100));
export const side = v.picklist(['ah', 'it']);
/** Step losses of one side in one event (14.0, 15.1): no battle costs more. */
export const steps = intIn(0, 60);
/** Efficiency reductions in one event (9.4.2): six eliminate any two-step unit. */
export const reductions = intIn(1, 12);

/** A refusal in the players' words (inferno.refuse.*), with the rule that forbids the event. */
export const refuse = (key: string, rule: string, params?: Record<string, Param>): Refusal => ({
  text: params ? t(`inferno.refuse.${key}`, params) : t(`inferno.refuse.${key}`),
  rule,
});

/** The first refusal of a list of checks, or null when all allow it. */
export function first(...checks: (() => Refusal | null)[]): Refusal | null {
  for (const c of checks) {
    const r = c();
    if (r) return r;
  }
  return null;
}

/** Only in `side`'s phase of `kind` (3.1): null there, else the refusal naming it. */
export function onlyIn(s: InfernoState, kind: PhaseKind, side: SideId, rule: string): Refusal | null {
  if (!s.over && phaseKind(s) === kind && phasingSide(s) === side) return null;
  return refuse('onlyIn', rule, { phase: t(`inferno.phase.${kind}`), side: t(`inferno.sides.${side}`) });
}

/** The roster unit `id`, on the map or not yet arrived, not eliminated: else the refusal. */
export function liveUnit(s: InfernoState, id: string, rule: string): { unit: Unit; no: null } | { unit: null; no: Refusal } {
  const unit = s.units.find((u) => u.id === id);
  if (!unit) return { unit: null, no: refuse('noUnit', rule) };
  if (unit.eliminated) return { unit: null, no: refuse('eliminated', rule, { name: unit.name }) };
  return { unit, no: null };
}

/** The unit is on the map now (arrived, 13.0). */
export const onMap = (s: InfernoState, u: Unit): boolean => isPresent(u, s.turn);
