import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setActivePinia } from 'pinia';
import Dexie from 'dexie';
import * as v from 'valibot';
import { SNAPSHOT_EVERY } from '@/engine';
import { db } from '@/db';
import * as repo from '@/db/repo';
import { computed, effectScope } from 'vue';
import { useDraft, useGameStore, useGamesStore, useModuleState, useSettingsStore } from '@/stores';
import { add, next, type CounterState } from './counter';
import { anotherTab, freshWorld, setup } from './helpers';

vi.mock('@/engine/registry', async () => (await import('./counter')).gamesMock);

beforeEach(async () => {
  await freshWorld();
});
afterEach(() => {
  vi.restoreAllMocks();
  useGameStore().close();
});

async function newGame(name = 'Sabato sera'): Promise<string> {
  return useGamesStore().create({ moduleId: 'counter', name, setup });
}

const count = () => (useGameStore().state as CounterState).count;

describe('the open game', () => {
  it('opens a new game at its set-up, with where and tracks', async () => {
    const id = await newGame();
    const game = useGameStore();
    await game.open(id);
    expect(game.record?.name).toBe('Sabato sera');
    expect(game.module?.id).toBe('counter');
    expect(game.where).toMatchObject({ turn: 1, turns: 3 });
    expect(count()).toBe(0);
    expect(game.canUndo).toBe(false);
    expect(game.canRedo).toBe(false);
    expect(game.ctx.settings).toEqual({ double: false, mode: 'plain' });
    expect(game.ctx.charts.columns('counter.crt')).toEqual(['1:1', '2:1']);
  });

  it('append, undo, redo; an append after an undo drops the redo tail', async () => {
    const game = useGameStore();
    await game.open(await newGame());
    await game.dispatch([add(2)]);
    await game.dispatch([add(3)]);
    expect(count()).toBe(5);
    expect(game.record?.head).toBe(2);
    await game.undo();
    expect(count()).toBe(2);
    expect(game.canRedo).toBe(true);
    await game.redo();
    expect(count()).toBe(5);
    await game.undo();
    await game.dispatch([add(10)]);
    expect(count()).toBe(12);
    expect(game.canRedo).toBe(false);
    expect(game.events.map((e) => (e!.event.payload as { n: number }).n)).toEqual([2, 10]);
    // Persisted: the database says the same.
    const rows = await repo.loadEvents(db, game.record!.id);
    expect(rows.map((e) => (e.event.payload as { n: number }).n)).toEqual([2, 10]);
    expect((await db.games.get(game.record!.id))?.head).toBe(2);
  });

  it('one Apply of several events is undone and redone as one', async () => {
    const game = useGameStore();
    await game.open(await newGame());
    await game.dispatch([add(1)]);
    await game.dispatch([add(2), next(), add(3)]);
    expect(count()).toBe(6);
    await game.undo();
    expect(count()).toBe(1);
    expect(game.where?.phase.params).toEqual({ n: 0 });
    await game.redo();
    expect(count()).toBe(6);
    expect(game.record?.head).toBe(4);
  });

  it('a reload (a new store on the same database) finds the same state and head', async () => {
    const id = await newGame();
    const game = useGameStore();
    await game.open(id);
    await game.dispatch([add(4)]);
    await game.dispatch([next()]);
    await game.dispatch([add(1)]);
    await game.undo();
    const before = { state: game.state, head: game.record?.head, log: game.events.length };
    game.close();

    anotherTab();
    const again = useGameStore();
    await again.open(id);
    expect(again.state).toEqual(before.state);
    expect(again.record?.head).toBe(before.head);
    expect(again.events.length).toBe(before.log);
    expect(again.canRedo).toBe(true);
    again.close();
  });

  it('writes a snapshot every SNAPSHOT_EVERY events; snapshot + tail gives the same state as a full replay', async () => {
    const id = await newGame();
    const game = useGameStore();
    await game.open(id);
    const n = SNAPSHOT_EVERY + 37;
    for (let i = 0; i < n; i++) await game.dispatch([i % 10 === 9 ? next() : add(i % 7)]);
    const snaps = await db.snapshots.where('gameId').equals(id).toArray();
    expect(snaps.map((s) => s.seq)).toEqual([SNAPSHOT_EVERY]);
    const fromSnapshot = game.state;

    // Full replay, by hand, from the set-up.
    const m = game.module!;
    let s = m.setup(game.record!.setup);
    await game.loadFullLog();
    for (const e of game.events) s = m.reduce(s, e!.event, game.ctx);
    expect(fromSnapshot).toEqual(s);

    // A new store opening from the snapshot agrees too.
    game.close();
    anotherTab();
    const again = useGameStore();
    await again.open(id);
    expect(again.state).toEqual(s);
    again.close();
  });

  it('a game opened ahead of its screen (a launch) is the one the screen shows, read once', async () => {
    const id = await newGame('Ripresa');
    const game = useGameStore();
    await game.open(id);
    for (let i = 0; i < SNAPSHOT_EVERY + 12; i++) await game.dispatch([i % 10 === 9 ? next() : add(i % 5)]);
    await game.undo();
    const saved = { state: game.state, head: game.record!.head, log: game.events.length, where: game.where };
    game.close();

    // The relaunch: a fresh app opens the game ahead, then the screen opens the same id.
    anotherTab();
    const again = useGameStore();
    const { gameRepository } = await import('@/db/lazy');
    const reads = vi.spyOn(gameRepository, 'loadGame');
    again.openAhead(id);
    await again.open(id);
    expect(reads).toHaveBeenCalledTimes(1);
    expect(again.record?.name).toBe('Ripresa');
    expect(again.state).toEqual(saved.state);
    expect(again.record?.head).toBe(saved.head);
    expect(again.events).toHaveLength(saved.log);
    expect(again.where).toEqual(saved.where);
    expect(again.canRedo).toBe(true);
    // It plays on as any open game: the redo comes back, and is persisted.
    await again.redo();
    expect(again.record?.head).toBe(saved.head + 1);

    // Taken over once: a later open of the same game reads it again (after a close, as the
    // screen does when the player leaves and comes back).
    again.close();
    await again.open(id);
    expect(reads).toHaveBeenCalledTimes(2);
    expect(again.record?.head).toBe(saved.head + 1);
  });

  it('a game opened ahead is not taken for another one, and one that cannot be opened is shown by the screen', async () => {
    const a = await newGame('Primo');
    const b = await newGame('Secondo');
    const game = useGameStore();
    game.openAhead(a);
    await game.open(b);
    expect(game.record?.name).toBe('Secondo');
    game.close();

    game.openAhead('missing');
    await expect(game.open('missing')).rejects.toThrow();
    expect(game.record).toBeNull();
    expect(game.error).toMatchObject({ key: 'stores.error.notFound' });
  });

  it('opens a game of 5,000 events correctly, and its journal is built on demand', async () => {
    const games = useGamesStore();
    const events = Array.from({ length: 5000 }, (_, i) =>
      i % 50 === 49 ? { type: 'core/next-phase', at: i } : { type: 'counter/add', payload: { n: 1 }, at: i },
    );
    const text = JSON.stringify({
      kind: 'aiutante-game',
      version: 1,
      game: { moduleId: 'counter', name: 'Long', setup: { ...setup, scenario: 'long' }, createdAt: 1, updatedAt: 2 },
      events,
      head: 4990,
    });
    const r = await games.importGame(text);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const game = useGameStore();
    await game.open(r.id);
    expect(game.record?.head).toBe(4990);
    expect(game.events).toHaveLength(5000);
    const adds = events.slice(0, 4990).filter((e) => e.type === 'counter/add').length;
    expect(count()).toBe(adds);
    expect(game.where?.turn).toBe(1 + Math.floor(99 / 2)); // 99 phase steps, two phases a turn
    // Only the log from the last snapshot on was read: the journal shows that part at once...
    expect(game.logStart).toBe(4800);
    expect(game.journal.map((j) => j.seq)).toEqual(Array.from({ length: 200 }, (_, i) => 4800 + i));
    // ...and the whole game once the older part arrives (reactively).
    await vi.waitFor(() => expect(game.journal).toHaveLength(5000));
    const journal = game.journal;
    expect(journal.filter((j) => j.undone)).toHaveLength(10);
    expect(journal[4999].text.text.params).toMatchObject({ type: 'core/next-phase' });
    expect(journal[4998].text.text.params).toEqual({ type: 'counter/add', count: adds + 8 });
  });

  it('after opening from a snapshot, undo past it reads the older log and gives the right state', async () => {
    const n = SNAPSHOT_EVERY + 3;
    const events = Array.from({ length: n }, (_, i) => ({ type: 'counter/add', payload: { n: 1 }, at: i }));
    const text = JSON.stringify({ kind: 'aiutante-game', version: 1, game: { moduleId: 'counter', name: 'L', setup }, events, head: n });
    const r = await useGamesStore().importGame(text);
    if (!r.ok) throw new Error('import refused');
    const game = useGameStore();
    await game.open(r.id);
    expect(game.logStart).toBe(SNAPSHOT_EVERY);
    expect(game.trackHistory()).toEqual([]); // not yet: the older log is being read
    for (let i = 0; i < 5; i++) await game.undo();
    expect(game.record?.head).toBe(n - 5);
    expect(count()).toBe(n - 5);
    expect(game.logStart).toBe(0);
    expect(game.trackHistory()).toEqual([{ turn: 1, values: { count: n - 5, twice: 2 * (n - 5) } }]);
    await game.redo();
    expect(count()).toBe(n - 4);
  });

  it('the journal: each event in words, with where it happened (the state before it), undone ones marked', async () => {
    const game = useGameStore();
    await game.open(await newGame());
    await game.dispatch([add(2)]);
    expect(game.journal).toHaveLength(1); // built now...
    await game.dispatch([next()]);
    await game.dispatch([add(5)]);
    await game.undo();
    const j = game.journal; // ...and kept incrementally
    expect(j.map((e) => e.seq)).toEqual([0, 1, 2]);
    expect(j.map((e) => e.undone)).toEqual([false, false, true]);
    expect(j[2].text.text.params).toEqual({ type: 'counter/add', count: 2 });
    expect(j[2].where.phase.params).toEqual({ n: 1 });
    expect(j[0].where.phase.params).toEqual({ n: 0 });
    await game.dispatch([add(1)]);
    expect(game.journal.map((e) => [e.seq, e.undone, e.text.text.params?.type])).toEqual([
      [0, false, 'counter/add'],
      [1, false, 'core/next-phase'],
      [2, false, 'counter/add'],
    ]);
  });

  it('trackHistory samples the tracks at the end of each turn and at the head', async () => {
    const game = useGameStore();
    await game.open(await newGame());
    await game.dispatch([add(2)]);
    await game.dispatch([next()]);
    await game.dispatch([add(3)]);
    await game.dispatch([next()]); // turn 1 ends with 5
    await game.dispatch([add(1)]);
    await game.dispatch([next(), next()]); // turn 2 ends with 6
    await game.dispatch([add(4)]); // turn 3 so far: 10
    expect(game.trackHistory()).toEqual([
      { turn: 1, values: { count: 5, twice: 10 } },
      { turn: 2, values: { count: 6, twice: 12 } },
      { turn: 3, values: { count: 10, twice: 20 } },
    ]);
  });

  it('a storage failure (QuotaExceededError) is worded and changes nothing', async () => {
    const game = useGameStore();
    const id = await newGame();
    await game.open(id);
    await game.dispatch([add(2)]);
    const spy = vi.spyOn(db.events, 'bulkAdd').mockRejectedValue(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
    await expect(game.dispatch([add(40)])).rejects.toThrow();
    expect(game.error).toEqual({ key: 'stores.error.quota' });
    expect(count()).toBe(2);
    expect(game.record?.head).toBe(1);
    expect(game.events).toHaveLength(1);
    spy.mockRestore();
    expect((await repo.loadEvents(db, id)).length).toBe(1);
    expect((await db.games.get(id))?.head).toBe(1);
    // It works again once there is room, and the message goes away.
    await game.dispatch([add(1)]);
    expect(count()).toBe(3);
    expect(game.error).toBeNull();
  });

  it('an undo that cannot be saved is worded and changes nothing', async () => {
    const game = useGameStore();
    await game.open(await newGame());
    await game.dispatch([add(2)]);
    const spy = vi.spyOn(db.games, 'put').mockRejectedValue(new Error('disk on fire'));
    await expect(game.undo()).rejects.toThrow();
    expect(game.error).toEqual({ key: 'stores.error.generic', params: { message: 'disk on fire' } });
    expect(count()).toBe(2);
    expect(game.record?.head).toBe(1);
    spy.mockRestore();
  });

  it('an event the module cannot apply is refused before anything is written', async () => {
    const game = useGameStore();
    const id = await newGame();
    await game.open(id);
    await expect(game.dispatch([{ type: 'counter/boom' }])).rejects.toThrow('boom');
    expect(game.error?.key).toBe('stores.error.reduceFailed');
    expect(game.record?.head).toBe(0);
    expect(await repo.loadEvents(db, id)).toEqual([]);
  });

  it('opening two games in quick succession ends on the second; closing during a write does not bring the game back', async () => {
    const a = await newGame('A');
    const b = await newGame('B');
    const game = useGameStore();
    const first = game.open(a);
    await game.open(b);
    await first;
    expect(game.record?.name).toBe('B');
    // The tab closes the game while the write is under way.
    const bulkAdd = db.events.bulkAdd.bind(db.events);
    vi.spyOn(db.events, 'bulkAdd').mockImplementation((...args: Parameters<typeof bulkAdd>) => {
      game.close();
      return bulkAdd(...args);
    });
    await game.dispatch([add(1)]);
    expect(game.record).toBeNull();
    expect(game.state).toBeNull();
    expect((await db.games.get(b))?.head).toBe(1); // the write itself was kept
  });

  it('storage unavailable (no IndexedDB, as in some private windows) is worded', async () => {
    const id = await newGame();
    const game = useGameStore();
    vi.spyOn(db.games, 'get').mockRejectedValue(new Dexie.MissingAPIError('IndexedDB API missing'));
    await expect(game.open(id)).rejects.toThrow();
    expect(game.error).toEqual({ key: 'stores.error.unavailable' });
    expect(game.record).toBeNull();
  });

  it('opening a game that does not exist says so', async () => {
    const game = useGameStore();
    await expect(game.open('nope')).rejects.toThrow();
    expect(game.error).toEqual({ key: 'stores.error.notFound' });
    expect(game.record).toBeNull();
  });

  it('changing an interpretation setting recomputes the state under the new reading', async () => {
    const game = useGameStore();
    await game.open(await newGame());
    await game.dispatch([add(2)]);
    await game.dispatch([add(3)]);
    expect(count()).toBe(5);
    await useSettingsStore().setInterpretation('counter', 'double', true);
    expect(game.ctx.settings.double).toBe(true);
    await vi.waitFor(() => expect(count()).toBe(10));
  });

  it('two tabs: when one appends or undoes, the other reloads', async () => {
    const id = await newGame();
    const tabA = useGameStore();
    await tabA.open(id);

    const piniaB = anotherTab();
    const tabB = useGameStore();
    await tabB.open(id);
    expect(tabB).not.toBe(tabA);

    await tabA.dispatch([add(7)]);
    await vi.waitFor(() => expect((tabB.state as CounterState).count).toBe(7));
    expect(tabB.record?.head).toBe(1);

    await tabB.undo();
    await vi.waitFor(() => expect((tabA.state as CounterState).count).toBe(0));
    expect(tabA.canRedo).toBe(true);

    // A rename in one tab reaches the other without a reload.
    await useGamesStore().rename(id, 'Domenica');
    await vi.waitFor(() => expect(tabA.record?.name).toBe('Domenica'));
    expect((tabA.state as CounterState).count).toBe(0);
    setActivePinia(piniaB);
    tabB.close();
  });

  it("a write from a tab that missed the other tab's change is refused with words and reloads", async () => {
    const id = await newGame();
    const game = useGameStore();
    await game.open(id);
    await game.dispatch([add(1)]);
    // Behind the store's back (as another tab would, before the notification arrives).
    await repo.appendEvents(db, id, 1, [{ type: 'counter/add', payload: { n: 100 }, at: 1 }]);
    await expect(game.dispatch([add(5)])).rejects.toThrow();
    expect(game.error).toEqual({ key: 'stores.error.conflict' });
    expect(count()).toBe(101);
    expect(game.record?.head).toBe(2);
  });
});

describe('every event that enters the open game is checked', () => {
  it('an Apply with a payload its schema refuses changes nothing, and says why', async () => {
    const game = useGameStore();
    const id = await newGame();
    await game.open(id);
    await game.dispatch([add(1)]);
    await expect(game.dispatch([add(2), { type: 'counter/add', payload: {} }])).rejects.toThrow();
    expect(game.error).toMatchObject({ key: 'engine.event.badPayload', params: { type: 'counter/add' } });
    expect([count(), game.record?.head, (await repo.loadEvents(db, id)).length]).toEqual([1, 1, 1]);
  });

  it('a stored log with a bad event opens with the error in words, not a corrupt state', async () => {
    const id = await newGame();
    await repo.appendEvents(db, id, 0, [
      { type: 'counter/add', payload: { n: 1 }, at: 1 },
      { type: 'counter/add', payload: {}, at: 2 },
    ]);
    const game = useGameStore();
    await expect(game.open(id)).rejects.toThrow();
    expect(game.error).toMatchObject({ key: 'stores.error.badLog', params: { index: 2, why: { key: 'engine.event.badPayload' } } });
    expect(game.record).toBeNull();
    expect(game.state).toBeNull();
  });

  it('a bad event written by another tab is not taken: the state stays and the error is shown', async () => {
    const id = await newGame();
    const game = useGameStore();
    await game.open(id);
    await game.dispatch([add(4)]);
    await repo.appendEvents(db, id, 1, [{ type: 'counter/add', payload: { n: 'x' }, at: 9 }]);
    await vi.waitFor(() => expect(game.error?.key).toBe('stores.error.badLog'));
    expect(count()).toBe(4);
    expect(game.record?.head).toBe(1);
  });
});

describe('drafts and typed state', () => {
  it('a draft is saved with the game, reactive, survives a reload, and an Apply can use it up', async () => {
    const id = await newGame();
    const game = useGameStore();
    await game.open(id);
    const seen = computed(() => game.draft('counter.calc'));
    expect(seen.value).toBeUndefined();
    await game.saveDraft('counter.calc', { n: 3, roll: { faces: [6], source: 'app' } });
    expect(seen.value).toEqual({ n: 3, roll: { faces: [6], source: 'app' } });
    game.close();
    anotherTab();
    const again = useGameStore();
    await again.open(id);
    expect(again.draft('counter.calc')).toEqual({ n: 3, roll: { faces: [6], source: 'app' } });
    await again.dispatch([add(3)], { clearDrafts: ['counter.calc'] });
    expect(again.draft('counter.calc')).toBeUndefined();
    expect(await repo.loadDrafts(db, id)).toEqual({});
    await again.saveDraft('x', 1);
    await again.clearDraft('x');
    expect(again.drafts).toEqual({});
    again.close();
  });

  it('useDraft: restored on open, saved on change, cleared to its initial value', async () => {
    const id = await newGame();
    await repo.putDraft(db, id, 'counter.calc', { cp: 7, hexes: ['A'] });
    const game = useGameStore();
    const scope = effectScope();
    const form = scope.run(() => useDraft('counter.calc', { cp: 0, hexes: [] as string[] }))!;
    expect(form.value.value).toEqual({ cp: 0, hexes: [] });
    await game.open(id);
    await vi.waitFor(() => expect(form.value.value).toEqual({ cp: 7, hexes: ['A'] }));
    form.value.value.hexes.push('B');
    form.value.value.cp = 9;
    await vi.waitFor(async () => expect(await repo.loadDrafts(db, id)).toEqual({ 'counter.calc': { cp: 9, hexes: ['A', 'B'] } }));
    await form.flush();
    await form.clear();
    expect(form.value.value).toEqual({ cp: 0, hexes: [] });
    expect(await repo.loadDrafts(db, id)).toEqual({});
    scope.stop();
  });

  it("useDraft with its form's schema: a draft an older version kept in another shape is not read — the blank form shows, and the next change replaces it", async () => {
    const id = await newGame();
    const formSchema = v.strictObject({ cp: v.number(), hexes: v.array(v.string()) });
    await repo.putDraft(db, id, 'counter.calc', { cp: '7', hex: 'A' });
    await repo.putDraft(db, id, 'counter.other', { cp: 4, hexes: ['C'] });
    const game = useGameStore();
    await game.open(id);
    const scope = effectScope();
    const [old, fits] = scope.run(() => [
      useDraft('counter.calc', { cp: 0, hexes: [] as string[] }, formSchema),
      useDraft('counter.other', { cp: 0, hexes: [] as string[] }, formSchema),
    ])!;
    expect(old.value.value).toEqual({ cp: 0, hexes: [] });
    expect(fits.value.value).toEqual({ cp: 4, hexes: ['C'] });
    old.value.value.cp = 2;
    await vi.waitFor(async () => expect((await repo.loadDrafts(db, id))['counter.calc']).toEqual({ cp: 2, hexes: [] }));
    scope.stop();
  });

  it('useDraft: a panel opened on a game whose draft is already loaded (after a reload) saves a change made in place', async () => {
    const id = await newGame();
    await repo.putDraft(db, id, 'counter.calc', { cp: 7, hexes: ['A'] });
    const game = useGameStore();
    await game.open(id);
    const scope = effectScope();
    const form = scope.run(() => useDraft('counter.calc', { cp: 0, hexes: [] as string[] }))!;
    expect(form.value.value).toEqual({ cp: 7, hexes: ['A'] });
    // An Add that empties one part of the form in place: written, not taken for what is stored.
    form.value.value.hexes.splice(0, 1);
    await vi.waitFor(async () => expect(await repo.loadDrafts(db, id)).toEqual({ 'counter.calc': { cp: 7, hexes: [] } }));
    scope.stop();
  });

  it('useDraft: a change whose database write had not finished when the page went away is there after the reload, and then written', async () => {
    // The page's own storage, as a browser has it (these tests run without one).
    const page = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => page.get(k) ?? null,
      setItem: (k: string, v: string) => void page.set(k, String(v)),
      removeItem: (k: string) => void page.delete(k),
    });
    const id = await newGame();
    const game = useGameStore();
    await game.open(id);
    const scope = effectScope();
    const form = scope.run(() => useDraft('counter.calc', { cp: 0, hexes: [] as string[] }))!;
    // The database never answers this write (the page is reloaded in the middle of it).
    vi.spyOn(game, 'saveDraft').mockImplementation(() => new Promise<void>(() => undefined));
    form.value.value.cp = 5;
    scope.stop();
    expect(await repo.loadDrafts(db, id)).toEqual({});
    expect([...page.keys()]).toEqual([`aiutante:draft:${id}:counter.calc`]);
    // The reload: a new page on the same storage.
    vi.mocked(game.saveDraft).mockRestore();
    anotherTab();
    const again = useGameStore();
    await again.open(id);
    const scope2 = effectScope();
    const back = scope2.run(() => useDraft('counter.calc', { cp: 0, hexes: [] as string[] }))!;
    expect(back.value.value).toEqual({ cp: 5, hexes: [] });
    await vi.waitFor(async () => expect(await repo.loadDrafts(db, id)).toEqual({ 'counter.calc': { cp: 5, hexes: [] } }));
    await back.flush();
    // Written: the page's own copy is gone; a clear leaves nothing behind.
    expect([...page.keys()]).toEqual([]);
    await back.clear();
    expect(await repo.loadDrafts(db, id)).toEqual({});
    scope2.stop();
    again.close();
    vi.unstubAllGlobals();
  });

  it('useModuleState gives the state typed, and null for another module or no game', async () => {
    const game = useGameStore();
    const s = useModuleState<CounterState>('counter');
    const other = useModuleState<CounterState>('armir');
    expect(s.value).toBeNull();
    await game.open(await newGame());
    await game.dispatch([add(2)]);
    expect(s.value?.count).toBe(2);
    expect(other.value).toBeNull();
  });
});
