// Shared glue of the ARMIR panels: the open game's state and context, and the words. The
// panels never build an event: every table action is one of the module's (src/games/armir/actions.ts).
import type { ArmirState } from '@/games/armir/state';
import { useTx } from '@/i18n';
import { useGameStore, useModuleState } from '@/stores';

export function useArmir() {
  const game = useGameStore();
  const tx = useTx();
  const s = useModuleState<ArmirState>('armir');
  return { game, tx, s };
}
