/**
 * The open game: its record, module, state at the head, journal, undo/redo.
 *
 * Persist before showing: `dispatch`, `undo` and `redo` write to IndexedDB first (one
 * transaction each) and only then change what the screen shows; on a storage failure
 * `error` says why in words, nothing changes, and the error is rethrown.
 *
 * Performance (a 5,000-event game opens in < 100 ms): `open` reads the latest snapshot at
 * or before the head (one every SNAPSHOT_EVERY events) and only the log from there on (the
 * tail to replay and the redo tail); `events` is the log with the part before `logStart`
 * not read yet. States are cached per position (`statesAt[seq]` = the state after
 * events[0..seq)) and filled on demand; appending extends the cache.
 *
 * The journal is lazy: the first read of `journal` lists the events from `logStart` on and
 * starts reading the older part of the log (`loadFullLog`); when it arrives the journal
 * grows to the whole game (it is reactive). Lines are cached, so later reads (after an
 * append or an undo) only describe new events and re-mark the undone ones.
 * `trackHistory()` likewise needs the whole log: it returns [] and starts the read until
 * the log is complete (await `loadFullLog()` first to get it at once).
 *
 * Two tabs: a Dexie liveQuery watches the open game's row; when another tab appends,
 * undoes or redoes, the log and state are reloaded.
 */
import { defineStore } from 'pinia';
import { computed, ref, shallowRef, watch } from 'vue';
import { liveQuery, type Subscription } from 'dexie';
import { SNAPSHOT_EVERY } from '@/engine';
import type { GameEvent, GameModule, RulesContext, Text, Where } from '@/engine/types';
import { db } from '@/db';
import type { EventRow, GameRow } from '@/db/schema';
import * as repo from '@/db/repo';
import { ConflictError, StoreError, storageErrorText } from '@/db/errors';
import { findModule, loadModules } from '@/games';
import { useSettingsStore } from './settings';
import { useChartsStore } from './charts';
import { buildRulesContext, contextKey } from './context';
import type { GameRecord, JournalEntry, TrackHistoryPoint } from './types';

type BaseEntry = Omit<JournalEntry, 'undone'>;

function toRecord(row: GameRow): GameRecord {
  const r: GameRow = { ...row };
  delete r.deletedAt;
  return r;
}

export const useGameStore = defineStore('game', () => {
  const settings = useSettingsStore();
  const charts = useChartsStore();

  const record = shallowRef<GameRecord | null>(null);
  const module = shallowRef<GameModule | null>(null);
  /** The module state at the head (a module panel casts it to its own type). */
  const state = shallowRef<unknown>(null);
  /** A storage failure (or a game that cannot be opened), in words. */
  const error = shallowRef<Text | null>(null);
  /**
   * The log, redo tail included (replaced, never mutated, on change); its length is the
   * whole log's, but entries before `logStart` are holes until `loadFullLog()` reads them.
   */
  const events = shallowRef<readonly (EventRow | undefined)[]>([]);
  /** The first seq read into `events`; 0 once the whole log is in memory. */
  const logStart = ref(0);
  /** Bumped whenever the log or the cached journal changes. */
  const logVersion = ref(0);

  // Caches, not reactive: states after events[0..seq), and the journal lines built so far.
  let statesAt: unknown[] = [];
  let journalAt: (BaseEntry | undefined)[] = [];
  /** Bumped on every (re)load, so a late read of an old log is dropped. */
  let generation = 0;
  let fullLogLoading: Promise<void> | null = null;
  let openToken = 0;
  let snapshotError: Text | null = null;
  let stateCtxKey = '';
  let subscription: Subscription | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  let busy = 0;
  let recheck = false;

  const ctx = computed<RulesContext>(() => {
    const m = module.value;
    if (!m) return buildEmptyCtx();
    return buildRulesContext(m, settings.interpretations[m.id], charts.data);
  });
  const ctxKey = computed(() => {
    const m = module.value;
    return m ? contextKey(m, settings.interpretations[m.id], charts.data) : '';
  });

  const where = computed<Where | null>(() => {
    const m = module.value;
    return m && record.value ? m.where(state.value) : null;
  });
  const canUndo = computed(() => (record.value?.head ?? 0) > 0);
  const canRedo = computed(() => (record.value ? record.value.head < events.value.length : false));

  /** Built on first read (lazily), then kept incrementally; see the note at the top. */
  const journal = computed<JournalEntry[]>(() => {
    void logVersion.value;
    const rec = record.value;
    const m = module.value;
    const log = events.value;
    if (!rec || !m) return [];
    if (logStart.value > 0) void loadFullLog().catch(() => undefined);
    const head = rec.head;
    const out: JournalEntry[] = [];
    for (let seq = logStart.value; seq < log.length; seq++) {
      let line = journalAt[seq];
      if (!line) {
        line = journalLine(m, seq, log[seq]!.event, stateAt(seq));
        journalAt[seq] = line;
      }
      out.push({ ...line, undone: seq >= head });
    }
    return out;
  });

  function journalLine(m: GameModule, seq: number, event: GameEvent, before: unknown): BaseEntry {
    return { seq, at: event.at, where: m.where(before), text: m.describe(event, before) };
  }

  /**
   * The state after events[0..seq), from the nearest cached state below (statesAt[0] is
   * the set-up; the snapshot the game was opened from is cached at its seq).
   */
  function stateAt(seq: number): unknown {
    const m = module.value!;
    const log = events.value;
    let k = seq;
    while (k > 0 && statesAt[k] === undefined) k--;
    let s = statesAt[k];
    const c = ctx.value;
    for (let i = k; i < seq; i++) {
      const row = log[i];
      if (!row) throw new Error(`event ${i} not loaded`);
      s = m.reduce(s, row.event, c);
      statesAt[i + 1] = s;
    }
    return s;
  }

  /** Reads the part of the log before `logStart` (for the journal, the history, a deep undo). */
  function loadFullLog(): Promise<void> {
    const rec = record.value;
    if (!rec || logStart.value === 0) return Promise.resolve();
    if (fullLogLoading) return fullLogLoading;
    const gen = generation;
    const upTo = logStart.value;
    fullLogLoading = repo
      .loadEventRange(db, rec.id, 0, upTo)
      .then((older) => {
        if (gen !== generation) return;
        const next = events.value.slice();
        for (const r of older) next[r.seq] = r;
        events.value = next;
        logStart.value = 0;
        logVersion.value++;
      })
      .catch((err: unknown) => {
        if (gen === generation) error.value = storageErrorText(err);
        throw err;
      })
      .finally(() => {
        fullLogLoading = null;
      });
    return fullLogLoading;
  }

  /** Runs writes one after another (a double tap never interleaves two appends). */
  function exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const run = queue.then(
      async () => {
        busy++;
        try {
          return await fn();
        } finally {
          busy--;
          if (busy === 0 && recheck) {
            recheck = false;
            void checkRow();
          }
        }
      },
      undefined,
    );
    queue = run.catch(() => undefined);
    return run;
  }

  function fail(err: unknown): never {
    error.value = storageErrorText(err);
    throw err;
  }

  function tag(): repo.SnapshotTag {
    return { stateVersion: module.value!.stateVersion, ctxKey: ctxKey.value };
  }

  /** Reads the game from IndexedDB into memory (snapshot + tail replay). */
  async function load(id: string): Promise<void> {
    const gen = ++generation;
    const row = await repo.getGame(db, id);
    if (!row) throw new StoreError({ key: 'stores.error.notFound' });
    await loadModules();
    const m = findModule(row.moduleId);
    if (!m) throw new StoreError({ key: 'stores.error.unknownModule', params: { module: row.moduleId } });
    if (!settings.loaded) await settings.load();
    if (!charts.loaded) await charts.load();
    module.value = m;
    const loaded = await repo.loadGame(db, id, tag());
    if (!loaded) throw new StoreError({ key: 'stores.error.notFound' });
    if (gen !== generation) return;
    const head = loaded.row.head;
    statesAt = [];
    statesAt[0] = m.setup(loaded.row.setup);
    const from = loaded.snapshot?.seq ?? 0;
    if (loaded.snapshot && from > 0) statesAt[from] = loaded.snapshot.state;
    const log: (EventRow | undefined)[] = new Array<EventRow | undefined>(loaded.logStart);
    for (const r of loaded.events) log[r.seq] = r;
    journalAt = [];
    stateCtxKey = ctxKey.value;
    events.value = log;
    logStart.value = loaded.logStart;
    const s = stateAt(head);
    record.value = toRecord(loaded.row);
    state.value = s;
    logVersion.value++;
    // A long tail was replayed (no usable snapshot, e.g. the settings changed): keep one now.
    const due = Math.floor(head / SNAPSHOT_EVERY) * SNAPSHOT_EVERY;
    // Only a speed-up: if it cannot be written the game is still open, and the reason shown.
    if (due > from && due > 0) {
      try {
        await repo.putSnapshots(db, id, [{ seq: due, state: statesAt[due] }], tag());
      } catch (err) {
        snapshotError = storageErrorText(err);
      }
    }
  }

  async function open(id: string): Promise<void> {
    close();
    const token = ++openToken;
    snapshotError = null;
    try {
      await exclusive(() => load(id));
    } catch (err) {
      if (token !== openToken) throw err;
      record.value = null;
      module.value = null;
      state.value = null;
      events.value = [];
      logStart.value = 0;
      fail(err);
    }
    if (token !== openToken) return; // another game was opened meanwhile
    error.value = snapshotError;
    subscription = liveQuery(() => db.games.get(id)).subscribe({
      next: () => void checkRow(),
      error: (err: unknown) => {
        error.value = storageErrorText(err);
      },
    });
  }

  /**
   * Compares the stored row with ours (the liveQuery calls it when the row changes): if
   * another tab moved the game, reload; if only the name changed, take it.
   */
  async function checkRow(): Promise<void> {
    const rec = record.value;
    if (!rec) return;
    if (busy > 0) {
      recheck = true;
      return;
    }
    let row: GameRow | undefined;
    try {
      row = await db.games.get(rec.id);
    } catch (err) {
      error.value = storageErrorText(err);
      return;
    }
    if (record.value?.id !== rec.id) return;
    if (!row || row.deletedAt !== undefined) {
      error.value = { key: 'stores.error.removed' };
      return;
    }
    const cur = record.value;
    if (row.head !== cur.head || row.lastPlayedAt !== cur.lastPlayedAt) {
      await reload();
    } else if (row.name !== cur.name || row.updatedAt !== cur.updatedAt) {
      record.value = toRecord(row);
    }
  }

  /** Reloads the open game from IndexedDB (another tab changed it). */
  async function reload(): Promise<void> {
    const rec = record.value;
    if (!rec) return;
    try {
      await exclusive(() => load(rec.id));
    } catch (err) {
      fail(err);
    }
  }

  function close(): void {
    subscription?.unsubscribe();
    subscription = null;
    record.value = null;
    module.value = null;
    state.value = null;
    events.value = [];
    logStart.value = 0;
    statesAt = [];
    journalAt = [];
    generation++;
    error.value = null;
    logVersion.value++;
  }

  async function onConflict(err: unknown): Promise<never> {
    error.value = storageErrorText(err);
    if (err instanceof ConflictError) {
      const rec = record.value;
      if (rec) {
        try {
          await load(rec.id);
        } catch {
          // The reload's own failure is less useful than the conflict message kept above.
        }
      }
      error.value = storageErrorText(err);
    }
    throw err;
  }

  /**
   * Appends events at the head (dropping the redo tail): computes the new state (a module
   * error changes nothing), writes the events in one transaction, THEN shows the result.
   */
  function dispatch(input: Array<Omit<GameEvent, 'at'>>): Promise<void> {
    return exclusive(async () => {
      const rec = record.value;
      const m = module.value;
      if (!rec || !m) throw new StoreError({ key: 'stores.error.noGame' });
      if (input.length === 0) return;
      const at = Date.now();
      const full: GameEvent[] = input.map((e) => {
        const ev: GameEvent = { type: e.type, at };
        if (e.payload !== undefined) ev.payload = e.payload;
        return ev;
      });
      const head = rec.head;
      const gen = generation;
      const c = ctx.value;
      const newStates: unknown[] = [];
      let s = stateAt(head);
      try {
        for (const e of full) {
          s = m.reduce(s, e, c);
          newStates.push(s);
        }
      } catch (err) {
        error.value = {
          key: 'stores.error.reduceFailed',
          params: { message: err instanceof Error ? err.message : String(err) },
        };
        throw err;
      }
      const snapshots: repo.SnapshotInput[] = [];
      newStates.forEach((st, i) => {
        const seq = head + i + 1;
        if (seq % SNAPSHOT_EVERY === 0) snapshots.push({ seq, state: st });
      });
      let row: GameRow;
      try {
        row = await repo.appendEvents(db, rec.id, head, full, snapshots, tag());
      } catch (err) {
        return onConflict(err);
      }
      if (gen !== generation) return; // the game was closed (or reloaded) meanwhile
      // Written: now show it.
      const rows: EventRow[] = full.map((event, i) => ({ gameId: rec.id, seq: head + i, event, batch: head }));
      if (statesAt.length > head + 1) statesAt.length = head + 1;
      newStates.forEach((st, i) => {
        statesAt[head + i + 1] = st;
      });
      // Journal lines past the head described the dropped redo tail; the journal getter
      // describes the new events from the cached states when it is next read.
      if (journalAt.length > head) journalAt.length = head;
      const log = events.value.slice(0, head);
      log.push(...rows);
      events.value = log;
      record.value = toRecord(row);
      state.value = s;
      error.value = null;
      logVersion.value++;
    });
  }

  function moveTo(target: (log: EventRow[], head: number) => number): Promise<void> {
    return exclusive(async () => {
      const rec = record.value;
      if (!rec || !module.value) throw new StoreError({ key: 'stores.error.noGame' });
      if (logStart.value > 0 && rec.head <= logStart.value + 1) await loadFullLog();
      const next = target(events.value as EventRow[], rec.head);
      if (next === rec.head) return;
      if (next < logStart.value) await loadFullLog();
      const s = stateAt(next);
      const gen = generation;
      let row: GameRow;
      try {
        row = await repo.moveHead(db, rec.id, rec.head, next);
      } catch (err) {
        return onConflict(err);
      }
      if (gen !== generation) return; // the game was closed (or reloaded) meanwhile
      record.value = toRecord(row);
      state.value = s;
      error.value = null;
      logVersion.value++;
    });
  }

  /** Takes back the last action (a whole "Apply"), persisted. */
  const undo = (): Promise<void> => moveTo(repo.undoTarget);
  /** Puts back the action undone last, persisted. */
  const redo = (): Promise<void> => moveTo(repo.redoTarget);

  /**
   * The tracks' values at the end of each turn (when where().turn changes) and at the
   * head, replayed from the start.
   */
  function trackHistory(): TrackHistoryPoint[] {
    const m = module.value;
    const rec = record.value;
    if (!m || !rec) return [];
    void events.value; // reactive: a computed calling this re-runs when the log arrives
    if (logStart.value > 0) {
      void loadFullLog().catch(() => undefined);
      return [];
    }
    const c = ctx.value;
    const values = (s: unknown): Record<string, number> => {
      const out: Record<string, number> = {};
      for (const tr of m.tracks(s, c)) out[tr.id] = tr.value;
      return out;
    };
    const points: TrackHistoryPoint[] = [];
    let prev = stateAt(0);
    let prevTurn = m.where(prev).turn;
    for (let seq = 1; seq <= rec.head; seq++) {
      const s = stateAt(seq);
      const turn = m.where(s).turn;
      if (turn !== prevTurn) points.push({ turn: prevTurn, values: values(prev) });
      prev = s;
      prevTurn = turn;
    }
    points.push({ turn: prevTurn, values: values(prev) });
    return points;
  }

  // The rules context changed (an interpretation setting, a chart): reload under it (a
  // snapshot computed under the new context is used if there is one, else a full replay).
  watch(ctxKey, (key) => {
    if (!module.value || !record.value || key === stateCtxKey) return;
    stateCtxKey = key;
    void reload().catch(() => undefined);
  });

  return {
    record,
    module,
    state,
    ctx,
    where,
    journal,
    events,
    logStart,
    canUndo,
    canRedo,
    error,
    open,
    close,
    reload,
    dispatch,
    undo,
    redo,
    trackHistory,
    loadFullLog,
  };
});

function buildEmptyCtx(): RulesContext {
  const none = (): never => {
    throw new Error('no game open');
  };
  return {
    settings: {},
    charts: { spec: none, data: () => undefined, columns: () => [], lookup: none },
  };
}
