/** What the stores expose to the views, besides the engine's contracts. */
import type { Text, Where } from '@/engine/types';
import type { GameRow } from '@/db/schema';

/**
 * The open game's record: `{ id, moduleId, name, setup, head, createdAt, updatedAt }` plus
 * the stored extras (sideNames, lastPlayedAt).
 */
export type GameRecord = Omit<GameRow, 'deletedAt'>;

/** One line of the home list. */
export interface GameSummary {
  id: string;
  moduleId: string;
  name: string;
  /** The scenario's title (its words), or an "unknown scenario" message. */
  scenario: Text;
  scenarioId: string;
  /** The module's title, or an "unknown game" message. */
  moduleTitle: Text;
  /** Where the game stands at its head. */
  where: Where;
  /** The module's one-line summary, when it gives one. */
  summary?: Text;
  sideNames: Record<string, string>;
  updatedAt: number;
  lastPlayedAt: number;
  /** True when this app does not know the game's module (the game cannot be opened). */
  unknownModule?: boolean;
}

/** A journal line and a track-history point: the session's (src/engine/session.ts). */
export type { JournalEntry, TrackHistoryPoint } from '@/engine/session';
