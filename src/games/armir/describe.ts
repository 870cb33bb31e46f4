import type { GameEvent, JournalText } from '@/engine/types';
import type { ArmirState } from './state';

export function describe(event: GameEvent, _before: ArmirState): JournalText {
  return { text: { key: 'armir.journal.generic', params: { type: event.type } }, category: 'note' };
}
