import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AiutanteDb } from '@/db/schema';
import * as repo from '@/db/repo';
import { ConflictError } from '@/db/errors';
import { DexieGameRepository } from '@/db/gameRepository';
import type { GameEvent } from '@/engine/types';

let db: AiutanteDb;
let n = 0;

beforeEach(async () => {
  db = new AiutanteDb(`repo-test-${++n}`);
  await db.open();
});
afterEach(async () => {
  await db.delete();
});

const setup = { scenario: 'short', options: {}, sideNames: { a: 'Anna', b: 'Bruno' } };
const ev = (i: number): GameEvent => ({ type: 'counter/add', payload: { n: i }, at: 1000 + i });

async function seqs(gameId: string): Promise<number[]> {
  return (await repo.loadEvents(db, gameId)).map((e) => e.seq);
}

describe('games', () => {
  it('creates, lists (most recent first), renames', async () => {
    const a = await repo.createGame(db, { moduleId: 'counter', name: 'First', setup }, 1);
    const b = await repo.createGame(db, { moduleId: 'counter', name: 'Second', setup }, 2);
    expect(a.id).not.toBe(b.id);
    expect(a.sideNames).toEqual({ a: 'Anna', b: 'Bruno' });
    expect((await repo.listGames(db)).map((g) => g.name)).toEqual(['Second', 'First']);
    await repo.renameGame(db, a.id, 'Renamed');
    const list = await repo.listGames(db);
    expect(list.map((g) => g.name)).toEqual(['Renamed', 'Second']);
  });

  it('duplicates a game with its whole log and snapshots under a new id', async () => {
    const a = await repo.createGame(db, { moduleId: 'counter', name: 'A', setup });
    await repo.appendEvents(db, a.id, 0, [ev(0), ev(1), ev(2)], [{ seq: 2, state: { x: 2 } }], { stateVersion: 1 });
    await repo.moveHead(db, a.id, 3, 2);
    const copy = await repo.duplicateGame(db, a.id, 'A (2)');
    expect(copy.id).not.toBe(a.id);
    expect(copy.head).toBe(2);
    expect(await seqs(copy.id)).toEqual([0, 1, 2]);
    expect(await repo.latestSnapshot(db, copy.id, 2, { stateVersion: 1 })).toEqual({ seq: 2, state: { x: 2 } });
    // The original is untouched.
    expect(await seqs(a.id)).toEqual([0, 1, 2]);
  });

  it('soft delete hides a game, restore brings it back (undo of a delete)', async () => {
    const a = await repo.createGame(db, { moduleId: 'counter', name: 'A', setup });
    await repo.softDeleteGame(db, a.id);
    expect(await repo.listGames(db)).toEqual([]);
    expect(await repo.getGame(db, a.id)).toBeUndefined();
    await repo.restoreGame(db, a.id);
    expect((await repo.listGames(db)).map((g) => g.id)).toEqual([a.id]);
    expect((await repo.getGame(db, a.id))?.deletedAt).toBeUndefined();
  });

  it('purges games deleted more than an hour ago, with their events and snapshots', async () => {
    const old = await repo.createGame(db, { moduleId: 'counter', name: 'Old', setup });
    const recent = await repo.createGame(db, { moduleId: 'counter', name: 'Recent', setup });
    await repo.appendEvents(db, old.id, 0, [ev(0)], [{ seq: 1, state: {} }], { stateVersion: 1 });
    const now = 10_000_000;
    await repo.softDeleteGame(db, old.id, now - repo.PURGE_AFTER_MS - 1);
    await repo.softDeleteGame(db, recent.id, now - 60_000);
    expect(await repo.purgeDeleted(db, now)).toBe(1);
    expect(await db.games.get(old.id)).toBeUndefined();
    expect(await db.events.where('gameId').equals(old.id).count()).toBe(0);
    expect(await db.snapshots.where('gameId').equals(old.id).count()).toBe(0);
    // Still in the bin, still restorable.
    await repo.restoreGame(db, recent.id);
    expect((await repo.listGames(db)).map((g) => g.name)).toEqual(['Recent']);
  });
});

describe('the event log', () => {
  it('appends at the head, and an append after an undo drops the redo tail and its snapshots', async () => {
    const g = await repo.createGame(db, { moduleId: 'counter', name: 'G', setup });
    let row = await repo.appendEvents(
      db,
      g.id,
      0,
      [ev(0), ev(1), ev(2), ev(3)],
      [
        { seq: 2, state: 'two' },
        { seq: 4, state: 'four' },
      ],
      { stateVersion: 1 },
    );
    expect(row.head).toBe(4);
    row = await repo.moveHead(db, g.id, 4, 2);
    expect(row.head).toBe(2);
    // Undo keeps the tail (redo is possible)...
    expect(await seqs(g.id)).toEqual([0, 1, 2, 3]);
    row = await repo.appendEvents(db, g.id, 2, [ev(9)]);
    // ...until a new event: the tail is gone, the snapshot at the head stays.
    expect(row.head).toBe(3);
    const log = await repo.loadEvents(db, g.id);
    expect(log.map((e) => (e.event.payload as { n: number }).n)).toEqual([0, 1, 9]);
    expect((await db.snapshots.where('gameId').equals(g.id).toArray()).map((s) => s.seq)).toEqual([2]);
  });

  it('refuses to append when another tab moved the head, writing nothing', async () => {
    const g = await repo.createGame(db, { moduleId: 'counter', name: 'G', setup });
    await repo.appendEvents(db, g.id, 0, [ev(0)]);
    await expect(repo.appendEvents(db, g.id, 0, [ev(1)])).rejects.toBeInstanceOf(ConflictError);
    expect(await seqs(g.id)).toEqual([0]);
    await expect(repo.moveHead(db, g.id, 0, 0)).rejects.toBeInstanceOf(ConflictError);
  });

  it('refuses to move the head outside the log', async () => {
    const g = await repo.createGame(db, { moduleId: 'counter', name: 'G', setup });
    await repo.appendEvents(db, g.id, 0, [ev(0)]);
    await expect(repo.moveHead(db, g.id, 1, 2)).rejects.toThrow();
    expect((await repo.getGame(db, g.id))?.head).toBe(1);
  });

  it('loads the latest snapshot at or before the head with the same state version and context', async () => {
    const g = await repo.createGame(db, { moduleId: 'counter', name: 'G', setup });
    const evs = Array.from({ length: 6 }, (_, i) => ev(i));
    await repo.appendEvents(db, g.id, 0, evs, [{ seq: 2, state: 's2' }], { stateVersion: 1, ctxKey: 'k1' });
    await repo.putSnapshots(db, g.id, [{ seq: 4, state: 's4-old' }], { stateVersion: 0, ctxKey: 'k1' });
    await repo.putSnapshots(db, g.id, [{ seq: 5, state: 's5-other-settings' }], { stateVersion: 1, ctxKey: 'k2' });
    const loaded = await repo.loadGame(db, g.id, { stateVersion: 1, ctxKey: 'k1' });
    expect(loaded?.row.head).toBe(6);
    expect(loaded?.snapshot).toEqual({ seq: 2, state: 's2' });
    // Only the tail from the snapshot on is read (the rest on demand)...
    expect(loaded?.logStart).toBe(2);
    expect(loaded?.events.map((e) => e.seq)).toEqual([2, 3, 4, 5]);
    // ...or the whole log when asked.
    const whole = await repo.loadGame(db, g.id, { stateVersion: 1, ctxKey: 'k1' }, { wholeLog: true });
    expect(whole?.events.map((e) => e.seq)).toEqual([0, 1, 2, 3, 4, 5]);
    // Past the head a snapshot is not used.
    await repo.moveHead(db, g.id, 6, 1);
    expect((await repo.loadGame(db, g.id, { stateVersion: 1, ctxKey: 'k1' }))?.snapshot).toBeUndefined();
    expect(await repo.loadGame(db, 'nope', { stateVersion: 1 })).toBeUndefined();
  });

  it('undo and redo move over a whole batch (one Apply)', () => {
    const rows = [
      { gameId: 'g', seq: 0, event: ev(0), batch: 0 },
      { gameId: 'g', seq: 1, event: ev(1), batch: 1 },
      { gameId: 'g', seq: 2, event: ev(2), batch: 1 },
      { gameId: 'g', seq: 3, event: ev(3), batch: 1 },
      { gameId: 'g', seq: 4, event: ev(4) }, // an old row without batch: a batch of its own
    ];
    expect(repo.undoTarget(rows, 5)).toBe(4);
    expect(repo.undoTarget(rows, 4)).toBe(1);
    expect(repo.undoTarget(rows, 1)).toBe(0);
    expect(repo.undoTarget(rows, 0)).toBe(0);
    expect(repo.redoTarget(rows, 0)).toBe(1);
    expect(repo.redoTarget(rows, 1)).toBe(4);
    expect(repo.redoTarget(rows, 4)).toBe(5);
    expect(repo.redoTarget(rows, 5)).toBe(5);
  });
});

describe('drafts (v3)', () => {
  it('are kept per game and key as JSON, replaced, deleted', async () => {
    const g = await repo.createGame(db, { moduleId: 'counter', name: 'G', setup });
    await repo.putDraft(db, g.id, 'armir.combat', { hexes: [{ cp: 12 }], roll: null });
    await repo.putDraft(db, g.id, 'other', 'x');
    await repo.putDraft(db, g.id, 'other', 'y');
    expect(await repo.loadDrafts(db, g.id)).toEqual({ 'armir.combat': { hexes: [{ cp: 12 }], roll: null }, other: 'y' });
    await repo.deleteDraft(db, g.id, 'other');
    expect(Object.keys(await repo.loadDrafts(db, g.id))).toEqual(['armir.combat']);
  });

  it('an append can delete the drafts its Apply used, in the same transaction (and a refused one does not)', async () => {
    const g = await repo.createGame(db, { moduleId: 'counter', name: 'G', setup });
    await repo.putDraft(db, g.id, 'calc', { n: 1 });
    await expect(repo.appendEvents(db, g.id, 5, [ev(0)], [], { stateVersion: 1 }, ['calc'])).rejects.toBeInstanceOf(ConflictError);
    expect(await repo.loadDrafts(db, g.id)).toEqual({ calc: { n: 1 } });
    await repo.appendEvents(db, g.id, 0, [ev(0)], [], { stateVersion: 1 }, ['calc']);
    expect(await repo.loadDrafts(db, g.id)).toEqual({});
  });

  it('are duplicated with the game and purged with it', async () => {
    const g = await repo.createGame(db, { moduleId: 'counter', name: 'G', setup });
    await repo.putDraft(db, g.id, 'calc', [1, 2, 3]);
    const copy = await repo.duplicateGame(db, g.id, 'G (2)');
    expect(await repo.loadDrafts(db, copy.id)).toEqual({ calc: [1, 2, 3] });
    await repo.softDeleteGame(db, g.id, 0);
    expect(await repo.purgeDeleted(db, repo.PURGE_AFTER_MS + 1)).toBe(1);
    expect(await db.drafts.where('gameId').equals(g.id).count()).toBe(0);
    expect(await repo.loadDrafts(db, copy.id)).toEqual({ calc: [1, 2, 3] });
  });

  it("the session's repository hears another connection change a draft or the game", async () => {
    const g = await repo.createGame(db, { moduleId: 'counter', name: 'G', setup });
    const games = new DexieGameRepository(() => db);
    const seen = vi.fn();
    const stop = games.watch(g.id, seen, () => undefined);
    await vi.waitFor(() => expect(seen).toHaveBeenCalledTimes(2)); // the first readings
    const other = new AiutanteDb(db.name);
    await other.open();
    await repo.putDraft(other, g.id, 'calc', 1);
    await vi.waitFor(() => expect(seen).toHaveBeenLastCalledWith('drafts'));
    await repo.appendEvents(other, g.id, 0, [ev(0)]);
    await vi.waitFor(() => expect(seen).toHaveBeenLastCalledWith('game'));
    expect(seen).toHaveBeenCalledTimes(4);
    stop();
    other.close();
    expect((await games.loadGame(g.id, { stateVersion: 1 }))?.events).toHaveLength(1);
  });
});
