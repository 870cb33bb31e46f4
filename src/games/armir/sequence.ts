/**
 * ARMIR sequence of play (3, 4, 18.4): A. Initiative, then B1 (Axis initiative) or B2
 * (Soviet initiative), then C. End of turn (supply, attrition). Phase numbers are the
 * English rulebook's 1-12, confirmed by 18.4 ("fase 7 ... Movimento motorizzato Asse").
 */
import type { PhaseDef } from '@/engine';
import type { ArmirState, Side } from './state';

export type PhaseId =
  | 'setup'
  | 'initiative'
  | 'axis-reinforcements'
  | 'axis-movement'
  | 'axis-motorized'
  | 'axis-combat'
  | 'soviet-movement'
  | 'soviet-motorized'
  | 'soviet-combat'
  | 'bombardment-1'
  | 'bombardment-2'
  | 'supply'
  | 'attrition';

interface PhaseInfo {
  rule: string;
  side?: Side;
}

const INFO: Record<PhaseId, PhaseInfo> = {
  setup: { rule: '18' },
  initiative: { rule: '4' },
  'axis-reinforcements': { rule: '15', side: 'axis' },
  'axis-movement': { rule: '5', side: 'axis' },
  'axis-motorized': { rule: '5.2', side: 'axis' },
  'axis-combat': { rule: '12', side: 'axis' },
  'soviet-movement': { rule: '5', side: 'soviet' },
  'soviet-motorized': { rule: '5.2', side: 'soviet' },
  'soviet-combat': { rule: '12', side: 'soviet' },
  'bombardment-1': { rule: '11' },
  'bombardment-2': { rule: '11' },
  supply: { rule: '8' },
  attrition: { rule: '8.6' },
};

/** B1: the Axis has the initiative (3). */
export const SEQUENCE_B1: PhaseId[] = [
  'initiative',
  'axis-reinforcements',
  'axis-movement',
  'bombardment-1',
  'axis-combat',
  'soviet-movement',
  'axis-motorized',
  'bombardment-2',
  'soviet-combat',
  'soviet-motorized',
  'supply',
  'attrition',
];

/** B2: the Soviet has the initiative (3). */
export const SEQUENCE_B2: PhaseId[] = [
  'initiative',
  'axis-reinforcements',
  'soviet-movement',
  'axis-motorized',
  'bombardment-1',
  'soviet-combat',
  'soviet-motorized',
  'axis-movement',
  'bombardment-2',
  'axis-combat',
  'supply',
  'attrition',
];

/** Turn 1 starts at phase 7 of sequence B1 (18.4). */
export const TURN1_FIRST_INDEX = 6;

export function phaseIds(initiative: Side): PhaseId[] {
  return initiative === 'soviet' ? SEQUENCE_B2 : SEQUENCE_B1;
}

export function phaseDef(id: PhaseId): PhaseDef {
  const info = INFO[id];
  const def: PhaseDef = {
    id,
    label: { key: `armir.phase.${id}.label` },
    asks: { key: `armir.phase.${id}.asks` },
    rule: info.rule,
  };
  if (info.side) def.side = info.side;
  return def;
}

export function phasesOf(initiative: Side): PhaseDef[] {
  return phaseIds(initiative).map(phaseDef);
}

/** The phase the game is in now. */
export function currentPhase(s: ArmirState): PhaseId {
  if (s.stage === 'setup') return 'setup';
  return phaseIds(s.initiative)[s.phaseIndex] ?? 'attrition';
}

export function isCombatPhase(p: PhaseId): boolean {
  return p === 'axis-combat' || p === 'soviet-combat';
}

export function isBombardmentPhase(p: PhaseId): boolean {
  return p === 'bombardment-1' || p === 'bombardment-2';
}
