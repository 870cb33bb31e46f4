/** The sequence of play (3.0, 3.1): each game turn an A-H then an Italian player turn of four phases. */
import type { PhaseDef } from '@/engine';
import { PHASE_KINDS } from './state';

const RULES: Record<string, string> = { supply: '11.0', reinforcements: '13.0', movement: '4.0', combat: '7.0' };

export const phases: PhaseDef[] = (['ah', 'it'] as const).flatMap((side) =>
  PHASE_KINDS.map((k): PhaseDef => ({
    id: `${side}-${k}`,
    label: { key: `inferno.phase.${k}` },
    asks: { key: `inferno.asks.${side}.${k}` },
    rule: RULES[k],
    side,
  })),
);

/** 1.1, 3.0: turn 1 opens at the A-H Combat Phase (its Supply, Reinforcement and Movement Phases are skipped). */
export const FIRST_PHASE = 3;
