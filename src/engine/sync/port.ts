/**
 * The game's log as the sync protocol reaches it: an abstract port, so the protocol is pure
 * and testable; `sessionPort` is the real one, over the engine's `Session`.
 */
import type { LogChange, LogEntry, Session } from '../session';
import type { GameEvent, JournalText, Text } from '../types';

export interface SyncPort {
  /** The log as shown now (entries not read yet are holes) and its head. */
  current(): { entries: readonly (LogEntry | undefined)[]; head: number };
  /** The whole log, read in full first. */
  whole(): Promise<{ entries: readonly LogEntry[]; head: number }>;
  /** One Apply at the head, checked by the rules (refused: rejects with the words). */
  append(events: Array<Omit<GameEvent, 'at'>>, opts: { rollsOf?: string }): Promise<void>;
  undo(): Promise<void>;
  redo(): Promise<void>;
  /** Takes the other copy's entries verbatim, checked by the rules (`Session.mirror`). */
  mirror(change: LogChange): Promise<void>;
  /** Called after every change of what the log shows; returns the stop. */
  subscribe(fn: () => void): () => void;
  /** The journal line of the entry at `seq`, or null. */
  line(seq: number): JournalText | null;
  /** The last failure, in words. */
  error(): Text | null;
}

export function sessionPort(s: Session): SyncPort {
  return {
    current: () => ({ entries: s.events, head: s.game?.head ?? 0 }),
    async whole() {
      await s.loadFullLog();
      return { entries: s.events as readonly LogEntry[], head: s.game?.head ?? 0 };
    },
    append: (events, opts) => s.append(events, opts),
    undo: () => s.undo(),
    redo: () => s.redo(),
    mirror: (change) => s.mirror(change),
    subscribe: (fn) => s.subscribe(fn),
    line(seq) {
      const e = s.events[seq];
      if (!e || !s.module) return null;
      try {
        return s.module.describe(e.event, s.stateAt(seq));
      } catch {
        return null;
      }
    },
    error: () => s.error,
  };
}
