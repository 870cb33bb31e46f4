// Shared glue of the War to Axis panels: the open game's state, its rules context and a safe dispatch
// of events typed from their schemas (the rules still decide at the door: a refused event is said).
import type { WtaEventType, WtaPayloads } from '@/games/war-to-axis/events';
import type { WtaState } from '@/games/war-to-axis/state';
import { useTx } from '@/i18n';
import { useGameStore, useModuleState } from '@/stores';

export function useWta() {
  const game = useGameStore();
  const tx = useTx();
  const s = useModuleState<WtaState>('wta');
  function send<K extends WtaEventType>(type: K, payload: WtaPayloads[K]): Promise<void> {
    return game.dispatch([{ type, payload }]).catch(() => undefined);
  }
  return { game, tx, s, send };
}
