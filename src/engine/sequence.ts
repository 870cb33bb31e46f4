/**
 * Helpers for a module's sequence of play: a list of phases walked forward and back.
 * Wrapping past the last phase starts the next turn (and back past the first, the
 * previous one); the module decides what a new turn means.
 */
import type { GameModule, RulesContext, Text } from './types';

export interface PhaseDef {
  id: string;
  label: Text;
  /** What the phase asks players to do, in one sentence. */
  asks: Text;
  rule?: string;
  /** The side whose phase it is, if any. */
  side?: string;
}

/** The phase after `index`; wrapped = true when it goes round to the first phase. */
export function nextPosition(phases: PhaseDef[], index: number): { index: number; wrapped: boolean } {
  if (phases.length === 0) return { index: 0, wrapped: false };
  const i = Math.max(0, Math.min(index, phases.length - 1));
  return i + 1 >= phases.length ? { index: 0, wrapped: true } : { index: i + 1, wrapped: false };
}

/** The phase before `index`; wrapped = true when it goes back round to the last phase. */
export function prevPosition(phases: PhaseDef[], index: number): { index: number; wrapped: boolean } {
  if (phases.length === 0) return { index: 0, wrapped: false };
  const i = Math.max(0, Math.min(index, phases.length - 1));
  return i - 1 < 0 ? { index: phases.length - 1, wrapped: true } : { index: i - 1, wrapped: false };
}

/** The index of a phase by id, or -1. */
export function phaseIndex(phases: PhaseDef[], id: string): number {
  return phases.findIndex((p) => p.id === id);
}

/** At most this many phases are passed over by one next (a fold answer past it is a module's slip). */
const MAX_FOLD = 64;

/**
 * The events of one tap of "next phase": one `core/next-phase`, plus one per following phase the
 * module's `fold` answer passes over (phases with nothing for the table in the rules in play),
 * written together as one step (one undo). A module without the answer moves one phase.
 */
export function nextPhaseEvents<S>(mod: Pick<GameModule<S>, 'fold'>, state: S, ctx: RulesContext): Array<{ type: 'core/next-phase' }> {
  const asked = mod.fold ? mod.fold(state, ctx) : 0;
  const n = Number.isInteger(asked) && asked > 0 ? Math.min(asked, MAX_FOLD) : 0;
  return Array.from({ length: n + 1 }, () => ({ type: 'core/next-phase' as const }));
}
