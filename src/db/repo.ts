/**
 * Repositories: every read and write of games, their event logs and snapshots.
 *
 * A game is its setup plus an append-only log of events; `head` says how many are in force
 * (undo moves it back, redo forward; the events past it are the redo tail until the next
 * append drops them). Every write that changes a game is ONE transaction.
 */
import type { GameEvent, SetupParams } from '@/engine/types';
import type { Json, SnapshotInput, SnapshotTag } from '@/engine/session';
import type { AiutanteDb, DraftRow, EventRow, GameRow, SnapshotRow } from './schema';
import { ConflictError, StoreError } from './errors';

export type { SnapshotInput, SnapshotTag } from '@/engine/session';
export { undoTarget, redoTarget } from '@/engine/session';

/** Games in the bin longer than this are purged when the home list loads (1 hour). */
export const PURGE_AFTER_MS = 60 * 60 * 1000;

/** A new random id (works outside secure contexts too, unlike crypto.randomUUID). */
export function newId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function gameRange(gameId: string, from = 0, to = Infinity): [[string, number], [string, number]] {
  return [
    [gameId, from],
    [gameId, to],
  ];
}

export interface NewGame {
  moduleId: string;
  name: string;
  setup: SetupParams;
}

export async function createGame(db: AiutanteDb, input: NewGame, now = Date.now()): Promise<GameRow> {
  const row: GameRow = {
    id: newId(),
    moduleId: input.moduleId,
    name: input.name,
    setup: input.setup,
    sideNames: { ...input.setup.sideNames },
    head: 0,
    createdAt: now,
    updatedAt: now,
    lastPlayedAt: now,
  };
  await db.games.add(row);
  return row;
}

/** A game by id, or undefined; games in the bin count as absent unless `withDeleted`. */
export async function getGame(db: AiutanteDb, id: string, withDeleted = false): Promise<GameRow | undefined> {
  const row = await db.games.get(id);
  if (!row) return undefined;
  if (row.deletedAt !== undefined && !withDeleted) return undefined;
  return row;
}

async function mustGet(db: AiutanteDb, id: string, withDeleted = false): Promise<GameRow> {
  const row = await getGame(db, id, withDeleted);
  if (!row) throw new StoreError({ key: 'stores.error.notFound' });
  return row;
}

/** The games not in the bin, most recently changed first. */
export async function listGames(db: AiutanteDb): Promise<GameRow[]> {
  const rows = await db.games.orderBy('updatedAt').reverse().toArray();
  return rows.filter((g) => g.deletedAt === undefined);
}

export async function renameGame(db: AiutanteDb, id: string, name: string): Promise<GameRow> {
  return db.transaction('rw', db.games, async () => {
    const row = await mustGet(db, id);
    const next: GameRow = { ...row, name, updatedAt: Date.now() };
    await db.games.put(next);
    return next;
  });
}

/** A copy of a game, its whole log (redo tail included), its snapshots and drafts, under a new id. */
export async function duplicateGame(db: AiutanteDb, id: string, name: string): Promise<GameRow> {
  return db.transaction('rw', [db.games, db.events, db.snapshots, db.drafts], async () => {
    const row = await mustGet(db, id);
    const now = Date.now();
    const copy: GameRow = { ...row, id: newId(), name, createdAt: now, updatedAt: now, lastPlayedAt: now };
    delete copy.deletedAt;
    const events = await db.events
      .where('[gameId+seq]')
      .between(...gameRange(id), true, true)
      .toArray();
    const snaps = await db.snapshots
      .where('[gameId+seq]')
      .between(...gameRange(id), true, true)
      .toArray();
    await db.games.add(copy);
    await db.events.bulkAdd(events.map((e) => ({ ...e, gameId: copy.id })));
    await db.snapshots.bulkAdd(snaps.map((s) => ({ ...s, gameId: copy.id })));
    const drafts = await db.drafts.where('gameId').equals(id).toArray();
    await db.drafts.bulkAdd(drafts.map((d) => ({ ...d, gameId: copy.id })));
    return copy;
  });
}

/** Puts a game in the bin (undoable with restoreGame within the hour). */
export async function softDeleteGame(db: AiutanteDb, id: string, now = Date.now()): Promise<void> {
  await db.transaction('rw', db.games, async () => {
    const row = await mustGet(db, id);
    await db.games.put({ ...row, deletedAt: now });
  });
}

export async function restoreGame(db: AiutanteDb, id: string): Promise<GameRow> {
  return db.transaction('rw', db.games, async () => {
    const row = await mustGet(db, id, true);
    const next: GameRow = { ...row };
    delete next.deletedAt;
    await db.games.put(next);
    return next;
  });
}

/** Deletes for good the games in the bin for more than `olderThanMs` (log, snapshots, drafts); returns how many. */
export async function purgeDeleted(db: AiutanteDb, now = Date.now(), olderThanMs = PURGE_AFTER_MS): Promise<number> {
  return db.transaction('rw', [db.games, db.events, db.snapshots, db.drafts], async () => {
    const old = await db.games
      .where('deletedAt')
      .below(now - olderThanMs)
      .toArray();
    for (const g of old) {
      await db.events
        .where('[gameId+seq]')
        .between(...gameRange(g.id), true, true)
        .delete();
      await db.snapshots
        .where('[gameId+seq]')
        .between(...gameRange(g.id), true, true)
        .delete();
      await db.drafts.where('gameId').equals(g.id).delete();
      await db.games.delete(g.id);
    }
    return old.length;
  });
}

/**
 * Appends events at the head, in ONE transaction: drops the redo tail (events at seq >= head)
 * and its snapshots (seq > head), puts the new events at head.., writes the given snapshots,
 * bumps head and updatedAt, deletes the drafts named in `clearDrafts` (the Apply used them).
 * Fails with ConflictError (writing nothing) when the stored head is not `expectedHead`
 * (another tab moved it).
 */
export async function appendEvents(
  db: AiutanteDb,
  gameId: string,
  expectedHead: number,
  events: GameEvent[],
  snapshots: SnapshotInput[] = [],
  tag: SnapshotTag = { stateVersion: 0 },
  clearDrafts: string[] = [],
  batch?: number,
): Promise<GameRow> {
  // The drafts table joins the transaction only when an Apply uses drafts up (a leaner write).
  const tables = clearDrafts.length > 0 ? [db.games, db.events, db.snapshots, db.drafts] : [db.games, db.events, db.snapshots];
  return db.transaction('rw', tables, async () => {
    const row = await mustGet(db, gameId);
    if (row.head !== expectedHead) throw new ConflictError();
    const head = row.head;
    await db.events
      .where('[gameId+seq]')
      .between(...gameRange(gameId, head), true, true)
      .delete();
    await db.snapshots
      .where('[gameId+seq]')
      .between(...gameRange(gameId, head + 1), true, true)
      .delete();
    // One Apply is one batch; it may take in the rolls just before it (`batch`, their first seq).
    const first = batch !== undefined && batch >= 0 && batch <= head ? batch : head;
    const rows: EventRow[] = events.map((event, i) => ({ gameId, seq: head + i, event, batch: first }));
    await db.events.bulkAdd(rows);
    if (snapshots.length > 0) {
      await db.snapshots.bulkPut(snapshots.map((s) => snapshotRow(gameId, s, tag)));
    }
    if (clearDrafts.length > 0) await db.drafts.bulkDelete(clearDrafts.map((k): [string, string] => [gameId, k]));
    const now = Date.now();
    const next: GameRow = { ...row, head: head + events.length, updatedAt: now, lastPlayedAt: now };
    await db.games.put(next);
    return next;
  });
}

function snapshotRow(gameId: string, s: SnapshotInput, tag: SnapshotTag): SnapshotRow {
  const r: SnapshotRow = { gameId, seq: s.seq, stateVersion: tag.stateVersion, state: s.state };
  if (tag.ctxKey !== undefined) r.ctxKey = tag.ctxKey;
  return r;
}

/** Moves the head (undo/redo), persisted. Fails with ConflictError if the head moved meanwhile. */
export async function moveHead(db: AiutanteDb, gameId: string, expectedHead: number, newHead: number): Promise<GameRow> {
  return db.transaction('rw', db.games, db.events, async () => {
    const row = await mustGet(db, gameId);
    if (row.head !== expectedHead) throw new ConflictError();
    // The event just before the new head must exist (the log is contiguous from 0).
    const exists = newHead === 0 || (await db.events.get([gameId, newHead - 1])) !== undefined;
    if (!Number.isInteger(newHead) || newHead < 0 || !exists) {
      throw new StoreError({ key: 'stores.error.generic', params: { message: `no event before position ${newHead}` } });
    }
    const now = Date.now();
    const next: GameRow = { ...row, head: newHead, updatedAt: now, lastPlayedAt: now };
    await db.games.put(next);
    return next;
  });
}

/** Writes snapshots of a game (e.g. after a load that had to replay a long tail). */
export async function putSnapshots(db: AiutanteDb, gameId: string, snapshots: SnapshotInput[], tag: SnapshotTag): Promise<void> {
  if (snapshots.length === 0) return;
  await db.snapshots.bulkPut(snapshots.map((s) => snapshotRow(gameId, s, tag)));
}

/** The whole log of a game, in order (redo tail included). */
export async function loadEvents(db: AiutanteDb, gameId: string): Promise<EventRow[]> {
  return db.events
    .where('[gameId+seq]')
    .between(...gameRange(gameId), true, true)
    .toArray();
}

/** The events at seq in [from, to), in order. */
export async function loadEventRange(db: AiutanteDb, gameId: string, from: number, to: number): Promise<EventRow[]> {
  if (to <= from) return [];
  return db.events
    .where('[gameId+seq]')
    .between(...gameRange(gameId, from, to), true, false)
    .toArray();
}

/**
 * The latest usable snapshot at or before `upTo`: same stateVersion, and computed under the
 * same rules context (ctxKey) when both are known.
 */
export async function latestSnapshot(db: AiutanteDb, gameId: string, upTo: number, tag: SnapshotTag): Promise<{ seq: number; state: unknown } | undefined> {
  const s = await db.snapshots
    .where('[gameId+seq]')
    .between(...gameRange(gameId, 0, upTo), true, true)
    .reverse()
    .filter((r) => r.stateVersion === tag.stateVersion && (r.ctxKey === undefined || tag.ctxKey === undefined || r.ctxKey === tag.ctxKey))
    .first();
  return s ? { seq: s.seq, state: s.state } : undefined;
}

export interface LoadedGame {
  row: GameRow;
  /** The latest usable snapshot at or before the head, if any. */
  snapshot: { seq: number; state: unknown } | undefined;
  /** The log from `logStart` to its end (redo tail included), in order. */
  events: EventRow[];
  /** The seq of events[0]: 0 with `wholeLog`, else the snapshot's seq (or 0 without one). */
  logStart: number;
}

/**
 * What opening a game needs, read in one transaction: the row, the latest usable snapshot
 * at or before the head, and the log from that snapshot on (the tail to replay, and the
 * redo tail), or the whole log with `wholeLog`. The caller replays the tail.
 */
export async function loadGame(db: AiutanteDb, gameId: string, tag: SnapshotTag, opts: { wholeLog?: boolean } = {}): Promise<LoadedGame | undefined> {
  return db.transaction('r', db.games, db.events, db.snapshots, async () => {
    const row = await getGame(db, gameId);
    if (!row) return undefined;
    const snapshot = await latestSnapshot(db, gameId, row.head, tag);
    const logStart = opts.wholeLog ? 0 : (snapshot?.seq ?? 0);
    const events = await loadEventRange(db, gameId, logStart, Infinity);
    return { row, snapshot, events, logStart };
  });
}

/** Writes a whole game at once (import): row, log, snapshots and drafts, in one transaction. */
export async function writeWholeGame(
  db: AiutanteDb,
  row: GameRow,
  events: { event: GameEvent; batch?: number }[],
  snapshots: SnapshotInput[],
  tag: SnapshotTag,
  drafts: Record<string, Json> = {},
): Promise<void> {
  await db.transaction('rw', [db.games, db.events, db.snapshots, db.drafts], async () => {
    await db.games.add(row);
    await db.events.bulkAdd(
      events.map((e, seq) => {
        const r: EventRow = { gameId: row.id, seq, event: e.event };
        if (e.batch !== undefined) r.batch = e.batch;
        return r;
      }),
    );
    await putSnapshots(db, row.id, snapshots, tag);
    const now = Date.now();
    await db.drafts.bulkAdd(Object.entries(drafts).map(([key, value]) => ({ gameId: row.id, key, value, updatedAt: now })));
  });
}

/** Every draft of a game, by key. */
export async function loadDrafts(db: AiutanteDb, gameId: string): Promise<Record<string, Json>> {
  const rows = await db.drafts.where('gameId').equals(gameId).toArray();
  const out: Record<string, Json> = {};
  for (const r of rows) out[r.key] = r.value;
  return out;
}

/** Saves one draft of a game (a JSON value), replacing the one under the same key. */
export async function putDraft(db: AiutanteDb, gameId: string, key: string, value: Json, now = Date.now()): Promise<void> {
  const row: DraftRow = { gameId, key, value, updatedAt: now };
  await db.drafts.put(row);
}

export async function deleteDraft(db: AiutanteDb, gameId: string, key: string): Promise<void> {
  await db.drafts.delete([gameId, key]);
}
