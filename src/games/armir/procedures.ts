import type { ProcedureDef, RulesContext } from '@/engine/types';
import type { ArmirState } from './state';

export function procedures(_s: ArmirState, _ctx: RulesContext): ProcedureDef[] {
  return [];
}
export function calculators(_s: ArmirState, _ctx: RulesContext): ProcedureDef[] {
  return [];
}
