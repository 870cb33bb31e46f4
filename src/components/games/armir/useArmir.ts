// Shared glue of the ARMIR panels: the open game's state, context and a safe dispatch.
import type { ArmirPayloads, ArmirEventType } from '@/games/armir/events';
import type { ArmirState } from '@/games/armir/state';
import { useTx } from '@/i18n';
import { useGameStore, useModuleState } from '@/stores';

export function useArmir() {
  const game = useGameStore();
  const tx = useTx();
  const s = useModuleState<ArmirState>('armir');
  function send<K extends ArmirEventType>(type: K, payload: ArmirPayloads[K]): Promise<void> {
    return game.dispatch([{ type, payload }]).catch(() => undefined);
  }
  return { game, tx, s, send };
}
