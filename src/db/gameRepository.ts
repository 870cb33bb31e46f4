/**
 * The session's storage in IndexedDB: `GameRepository` (src/engine/session.ts) on Dexie,
 * over the repository functions of repo.ts. Two tabs: `watch` is a Dexie liveQuery on the
 * game's row and drafts, so a change made in another tab reaches the open session.
 */
import { liveQuery } from 'dexie';
import type { GameEvent } from '@/engine/types';
import type { GameData, GameRepository, Json, LoadedGame, LogEntry, SnapshotInput, SnapshotTag } from '@/engine/session';
import type { AiutanteDb } from './schema';
import * as repo from './repo';

export class DexieGameRepository implements GameRepository {
  /** `db` is read on every call (the database is replaced in tests). */
  constructor(private readonly db: () => AiutanteDb) {}

  getGame(id: string): Promise<GameData | undefined> {
    return repo.getGame(this.db(), id);
  }

  loadGame(id: string, tag: SnapshotTag): Promise<LoadedGame | undefined> {
    return repo.loadGame(this.db(), id, tag);
  }

  loadEventRange(id: string, from: number, to: number): Promise<LogEntry[]> {
    return repo.loadEventRange(this.db(), id, from, to);
  }

  appendEvents(
    id: string,
    expectedHead: number,
    events: GameEvent[],
    snapshots: SnapshotInput[],
    tag: SnapshotTag,
    clearDrafts: string[] = [],
    batch?: number,
  ): Promise<GameData> {
    return repo.appendEvents(this.db(), id, expectedHead, events, snapshots, tag, clearDrafts, batch);
  }

  moveHead(id: string, expectedHead: number, newHead: number): Promise<GameData> {
    return repo.moveHead(this.db(), id, expectedHead, newHead);
  }

  putSnapshots(id: string, snapshots: SnapshotInput[], tag: SnapshotTag): Promise<void> {
    return repo.putSnapshots(this.db(), id, snapshots, tag);
  }

  loadDrafts(id: string): Promise<Record<string, Json>> {
    return repo.loadDrafts(this.db(), id);
  }

  putDraft(id: string, key: string, value: Json): Promise<void> {
    return repo.putDraft(this.db(), id, key, value);
  }

  deleteDraft(id: string, key: string): Promise<void> {
    return repo.deleteDraft(this.db(), id, key);
  }

  watch(id: string, onChange: (what: 'game' | 'drafts') => void, onError: (err: unknown) => void): () => void {
    const db = this.db();
    // Two queries, so that an append (the game's row) does not re-read the drafts.
    const game = liveQuery(() => db.games.get(id)).subscribe({ next: () => onChange('game'), error: onError });
    const drafts = liveQuery(() => db.drafts.where('gameId').equals(id).toArray()).subscribe({ next: () => onChange('drafts'), error: onError });
    return () => {
      game.unsubscribe();
      drafts.unsubscribe();
    };
  }
}
