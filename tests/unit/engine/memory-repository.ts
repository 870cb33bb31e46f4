/**
 * A GameRepository in memory, for testing the session without IndexedDB. Same contract as
 * the Dexie one (src/db/gameRepository.ts): the head check (ConflictError), the redo tail and
 * its snapshots dropped on append, snapshots tagged, drafts per game; `watch` tells every
 * other session on the same repository ("another tab") when a game or its drafts change.
 * `failNext` makes the next write fail (a full disk), writing nothing.
 */
import { ConflictError, StoreError } from '@/engine/session';
import type { GameData, GameRepository, Json, LoadedGame, LogEntry, SnapshotInput, SnapshotTag } from '@/engine/session';
import type { GameEvent, SetupParams } from '@/engine/types';

interface StoredSnapshot extends SnapshotInput, SnapshotTag {}

export class MemoryGameRepository implements GameRepository {
  games = new Map<string, GameData>();
  logs = new Map<string, LogEntry[]>();
  snapshots = new Map<string, StoredSnapshot[]>();
  drafts = new Map<string, Record<string, Json>>();
  /** While true, no tab hears of a change (the notification has not arrived yet). */
  silent = false;
  /** The next write throws this (once). */
  failNext: Error | null = null;
  /** Counts of reads, to see that a session reads only what it needs. */
  reads = { ranges: [] as [number, number][] };
  private watchers = new Map<string, Set<() => void>>();
  private clock = 1000;

  create(id: string, moduleId: string, setup: SetupParams, name = 'G'): GameData {
    const row: GameData = { id, moduleId, name, setup, sideNames: { ...setup.sideNames }, head: 0, createdAt: 1, updatedAt: 1, lastPlayedAt: 1 };
    this.games.set(id, row);
    this.logs.set(id, []);
    this.snapshots.set(id, []);
    this.drafts.set(id, {});
    return row;
  }

  /** Writes a log as stored (e.g. by an older release, or damaged), bypassing every check. */
  writeRaw(id: string, events: unknown[], head = events.length): void {
    this.logs.set(
      id,
      events.map((event, seq) => ({ seq, event: event as GameEvent, batch: seq })),
    );
    const row = this.games.get(id)!;
    this.games.set(id, { ...row, head, updatedAt: ++this.clock, lastPlayedAt: this.clock });
    this.changed(id);
  }

  private changed(id: string): void {
    if (this.silent) return;
    // Asynchronously, as IndexedDB's observers are.
    for (const fn of this.watchers.get(id) ?? []) queueMicrotask(fn);
  }

  private failing(): void {
    const err = this.failNext;
    if (err) {
      this.failNext = null;
      throw err;
    }
  }

  async getGame(id: string): Promise<GameData | undefined> {
    const g = this.games.get(id);
    return g && g.deletedAt === undefined ? g : undefined;
  }

  private usable(id: string, upTo: number, tag: SnapshotTag): { seq: number; state: unknown } | undefined {
    let best: StoredSnapshot | undefined;
    for (const s of this.snapshots.get(id) ?? []) {
      const ok = s.stateVersion === tag.stateVersion && (s.ctxKey === undefined || tag.ctxKey === undefined || s.ctxKey === tag.ctxKey);
      if (ok && s.seq <= upTo && (!best || s.seq > best.seq)) best = s;
    }
    return best ? { seq: best.seq, state: structuredClone(best.state) } : undefined;
  }

  async loadGame(id: string, tag: SnapshotTag): Promise<LoadedGame | undefined> {
    const row = await this.getGame(id);
    if (!row) return undefined;
    const snapshot = this.usable(id, row.head, tag);
    const logStart = snapshot?.seq ?? 0;
    return { row, snapshot, logStart, events: await this.loadEventRange(id, logStart, Infinity) };
  }

  async loadEventRange(id: string, from: number, to: number): Promise<LogEntry[]> {
    this.reads.ranges.push([from, to]);
    return (this.logs.get(id) ?? []).filter((e) => e.seq >= from && e.seq < to).map((e) => structuredClone(e));
  }

  async appendEvents(
    id: string,
    expectedHead: number,
    events: GameEvent[],
    snapshots: SnapshotInput[],
    tag: SnapshotTag,
    clearDrafts: string[] = [],
    batch?: number,
  ): Promise<GameData> {
    const row = await this.getGame(id);
    if (!row) throw new StoreError({ key: 'stores.error.notFound' });
    if (row.head !== expectedHead) throw new ConflictError();
    this.failing();
    const head = row.head;
    const log = (this.logs.get(id) ?? []).filter((e) => e.seq < head);
    const first = batch !== undefined && batch >= 0 && batch <= head ? batch : head;
    log.push(...events.map((event, i) => ({ seq: head + i, event: structuredClone(event), batch: first })));
    this.logs.set(id, log);
    const snaps = (this.snapshots.get(id) ?? []).filter((s) => s.seq <= head);
    snaps.push(...snapshots.map((s) => ({ ...s, ...tag, state: structuredClone(s.state) })));
    this.snapshots.set(id, snaps);
    const d = { ...(this.drafts.get(id) ?? {}) };
    for (const k of clearDrafts) delete d[k];
    this.drafts.set(id, d);
    const now = ++this.clock;
    const next = { ...row, head: head + events.length, updatedAt: now, lastPlayedAt: now };
    this.games.set(id, next);
    this.changed(id);
    return next;
  }

  async moveHead(id: string, expectedHead: number, newHead: number): Promise<GameData> {
    const row = await this.getGame(id);
    if (!row) throw new StoreError({ key: 'stores.error.notFound' });
    if (row.head !== expectedHead) throw new ConflictError();
    this.failing();
    const now = ++this.clock;
    const next = { ...row, head: newHead, updatedAt: now, lastPlayedAt: now };
    this.games.set(id, next);
    this.changed(id);
    return next;
  }

  async putSnapshots(id: string, snapshots: SnapshotInput[], tag: SnapshotTag): Promise<void> {
    this.failing();
    const snaps = (this.snapshots.get(id) ?? []).filter((s) => !snapshots.some((n) => n.seq === s.seq));
    snaps.push(...snapshots.map((s) => ({ ...s, ...tag, state: structuredClone(s.state) })));
    this.snapshots.set(id, snaps);
  }

  async loadDrafts(id: string): Promise<Record<string, Json>> {
    return structuredClone(this.drafts.get(id) ?? {});
  }

  async putDraft(id: string, key: string, value: Json): Promise<void> {
    this.failing();
    this.drafts.set(id, { ...(this.drafts.get(id) ?? {}), [key]: structuredClone(value) });
    this.changed(id);
  }

  async deleteDraft(id: string, key: string): Promise<void> {
    this.failing();
    const d = { ...(this.drafts.get(id) ?? {}) };
    delete d[key];
    this.drafts.set(id, d);
    this.changed(id);
  }

  watch(id: string, onChange: () => void): () => void {
    const set = this.watchers.get(id) ?? new Set();
    set.add(onChange);
    this.watchers.set(id, set);
    return () => set.delete(onChange);
  }
}
