// Shared glue of the War to Axis panels: the open game's state and the store. The panels are
// layout: every change they make is one of the game's table actions (act / useAction / ActionCard).
import type { WtaState } from '@/games/war-to-axis/state';
import { useTx } from '@/i18n';
import { useGameStore, useModuleState } from '@/stores';

export function useWta() {
  const game = useGameStore();
  const tx = useTx();
  const s = useModuleState<WtaState>('wta');
  return { game, tx, s };
}
