// Shared glue of the War to Axis panels: the open game's state, its rules context and a safe dispatch.
import type { GameEvent } from '@/engine/types';
import type { WtaState } from '@/games/war-to-axis/state';
import { useTx } from '@/i18n';
import { useGameStore, useModuleState } from '@/stores';

export function useWta() {
  const game = useGameStore();
  const tx = useTx();
  const s = useModuleState<WtaState>('wta');
  function send(type: string, payload?: unknown): Promise<void> {
    const e: Omit<GameEvent, 'at'> = payload === undefined ? { type } : { type, payload };
    return game.dispatch([e]).catch(() => undefined);
  }
  return { game, tx, s, send };
}
