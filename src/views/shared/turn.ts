// The turn as the shell says it: the game's own name for it when it gives one (a month, for a
// game whose turns are months), else "Turno 3" / "Turn 3".
import type { Text, Where } from '@/engine/types';

/** "Turno 3", or the game's label ("Giugno 1941"). */
export function turnName(w: Where): Text {
  return w.turnLabel ?? { key: 'app.where.turn', params: { turn: w.turn } };
}

/** "Turno 3 di 12", or the game's label with the count ("Giugno 1941 (turno 1 di 24)"). */
export function turnProgress(w: Where): Text {
  return w.turnLabel
    ? { key: 'app.where.labelOf', params: { label: w.turnLabel, turn: w.turn, turns: w.turns } }
    : { key: 'app.where.turnOf', params: { turn: w.turn, turns: w.turns } };
}
