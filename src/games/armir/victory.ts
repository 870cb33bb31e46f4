import type { RulesContext, VictoryView } from '@/engine/types';
import type { ArmirState } from './state';

export function victory(_s: ArmirState, _ctx: RulesContext): VictoryView | null {
  return null;
}
