/**
 * The sequence of play. Basic game (3.0): the initiative player's activations (a–c), then the
 * other player's (d), then the turn marker and, on the last turn, victory (e–f). Advanced game
 * (8.0, 8.1, 11.0, A37): both players roll, then single activations alternate starting with the
 * initiative side, then final fire, then the end of the turn.
 */
import type { PhaseDef } from '@/engine/sequence';
import type { Mode, SideId, WtaState } from './state';
import { other } from './state';

export type PhaseId = 'first' | 'second' | 'end' | 'roll' | 'activate' | 'final';

export interface WtaPhase extends PhaseDef {
  id: PhaseId;
}

function phase(id: PhaseId, rule: string): WtaPhase {
  return { id, label: { key: `wta.phase.${id}` }, asks: { key: `wta.asks.${id}` }, rule };
}

const BASIC: WtaPhase[] = [phase('first', '3.0'), phase('second', '3.0'), phase('end', '3.0')];
const ADVANCED: WtaPhase[] = [phase('roll', '8.0'), phase('activate', '8.1'), phase('final', '11.0'), phase('end', '13.0')];

export function phasesOf(mode: Mode): WtaPhase[] {
  return mode === 'advanced' ? ADVANCED : BASIC;
}

export function currentPhase(s: WtaState): WtaPhase {
  const list = phasesOf(s.scenario.mode);
  return list[Math.max(0, Math.min(s.phase, list.length - 1))];
}

/** 3.0: the side whose phase it is in the basic game (the initiative player first); null when both act. */
export function phasingSide(s: WtaState): SideId | null {
  const p = currentPhase(s).id;
  if (p === 'first') return s.scenario.initiative;
  if (p === 'second') return other(s.scenario.initiative);
  return null;
}
