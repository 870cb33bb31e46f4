/**
 * The session: one open game — its set-up, its log, its head, its snapshots, its caches and
 * its drafts — framework-free. Storage is a `GameRepository` (src/db implements it with
 * Dexie; the unit tests with an in-memory one); the screen's reactivity is the Pinia store's
 * business (src/stores/game.ts is thin glue that mirrors a Session on every change).
 *
 * Persist before show: `append`, `undo`, `redo`, `setDraft` and `clearDraft` write first
 * (one transaction each) and only then change what the session shows; on a storage failure
 * `error` says why in words, nothing changes, and the error is rethrown.
 *
 * Every event that enters the log — appended, read from storage (at open, when the older
 * part of the log arrives, or after another tab's change) — passes `module.check` (its
 * schema) through the one replay, `replayLog`; a refused event gets its words in `error`
 * and changes nothing (an Apply is refused whole; a stored log with a bad event does not
 * open, and a bad change from another tab is not taken).
 *
 * Performance (a 5,000-event game opens in < 100 ms): `open` reads the latest snapshot at
 * or before the head (one every SNAPSHOT_EVERY events, tagged with the module's
 * stateVersion and the rules context's key) and only the log from there on; `events` is
 * the log with the part before `logStart` not read yet. States are cached per position and
 * filled on demand. The journal is lazy and incremental: its first read lists the events
 * from `logStart` on and starts reading the older part (`loadFullLog`); lines are cached,
 * so later reads only describe new events and re-mark the undone ones. `trackHistory()`
 * likewise needs the whole log: it returns [] and starts the read until it is complete.
 *
 * Two tabs: the repository's `watch` calls `checkStored()` when the stored game changes;
 * if another tab appended, undid or redid, the log and state are reloaded (and checked).
 */
import { SNAPSHOT_EVERY, replayLog, type ReplayFailure } from './eventlog';
import type { GameEvent, GameModule, JournalText, RollOnRecord, RulesContext, SetupParams, Text, Where } from './types';

// ---------------------------------------------------------------------------
// What is stored, as the session sees it.
// ---------------------------------------------------------------------------

/** A game as stored. The module state is NOT stored here: it is events + snapshots. */
export interface GameData {
  id: string;
  moduleId: string;
  name: string;
  setup: SetupParams;
  /** A copy of setup.sideNames, for the home list. */
  sideNames: Record<string, string>;
  /** How many events are in force: events[0..head). Events at seq >= head are the redo tail. */
  head: number;
  createdAt: number;
  updatedAt: number;
  /** The last time the game moved (an event, undo or redo). */
  lastPlayedAt?: number;
  /** Set when the game is in the bin (soft delete, undoable). */
  deletedAt?: number;
}

/** One event of a game's log at position `seq` (0-based). */
export interface LogEntry {
  seq: number;
  event: GameEvent;
  /**
   * The seq of the first event written by the same Apply: undo and redo move over a whole
   * batch. Absent = a batch of its own.
   */
  batch?: number;
}

/** A change of a log as another copy takes it (`Session.mirror`): entries from `from` on, then the head. */
export interface LogChange {
  from: number;
  entries: LogEntry[];
  head: number;
}

/** A snapshot to write: the state after events[0..seq). */
export interface SnapshotInput {
  seq: number;
  state: unknown;
}

/** What a snapshot was computed under: it is reused only under the same tag. */
export interface SnapshotTag {
  stateVersion: number;
  ctxKey?: string;
}

/** A JSON value (what a draft holds). */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** What opening a game reads, in one go. */
export interface LoadedGame {
  row: GameData;
  /** The latest usable snapshot at or before the head, if any. */
  snapshot: { seq: number; state: unknown } | undefined;
  /** The log from `logStart` to its end (redo tail included), in order. */
  events: LogEntry[];
  /** The seq of events[0]. */
  logStart: number;
}

/** Where a session's game lives. Every write that changes a game is ONE transaction. */
export interface GameRepository {
  /** A game by id, or undefined (games in the bin count as absent). */
  getGame(id: string): Promise<GameData | undefined>;
  /** The row, the latest usable snapshot at or before the head, and the log from it on. */
  loadGame(id: string, tag: SnapshotTag): Promise<LoadedGame | undefined>;
  /** The events at seq in [from, to), in order. */
  loadEventRange(id: string, from: number, to: number): Promise<LogEntry[]>;
  /**
   * Appends at the head, dropping the redo tail and its snapshots; writes `snapshots`; bumps
   * head; deletes the drafts named in `clearDrafts`. Fails with ConflictError, writing
   * nothing, when the stored head is not `expectedHead` (another tab moved it).
   */
  appendEvents(
    id: string,
    expectedHead: number,
    events: GameEvent[],
    snapshots: SnapshotInput[],
    tag: SnapshotTag,
    clearDrafts?: string[],
    /** The batch the events join: the seq of its first event (rolls on the record just before them); `expectedHead` by default. */
    batch?: number,
  ): Promise<GameData>;
  /** Moves the head (undo/redo). ConflictError if the stored head is not `expectedHead`. */
  moveHead(id: string, expectedHead: number, newHead: number): Promise<GameData>;
  putSnapshots(id: string, snapshots: SnapshotInput[], tag: SnapshotTag): Promise<void>;
  /** Every draft of the game, by key. */
  loadDrafts(id: string): Promise<Record<string, Json>>;
  putDraft(id: string, key: string, value: Json): Promise<void>;
  deleteDraft(id: string, key: string): Promise<void>;
  /**
   * Calls `onChange` when the stored game (or, with 'drafts', only its drafts) changes —
   * another tab; returns the stop.
   */
  watch?(id: string, onChange: (what?: 'game' | 'drafts') => void, onError: (err: unknown) => void): () => void;
}

/**
 * Where an Apply's batch starts when it takes in the rolls of its card just before it: the
 * first of the rolls (and rolls set aside) for `key` right before the head, else the head.
 */
export function rollsBatchStart(events: readonly (LogEntry | undefined)[], head: number, key: string): number {
  let start = head;
  for (let i = head - 1; i >= 0; i--) {
    const e = events[i]?.event;
    if (!e || (e.type !== 'core/roll' && e.type !== 'core/roll-void')) break;
    const of = (e.payload as { of?: { key?: unknown } } | undefined)?.of;
    if (of?.key !== key || (events[i]?.batch ?? i) !== i) break;
    start = i;
  }
  return start;
}

/**
 * The rolls of a redo tail about to be dropped, as the events that keep them on the record: an
 * app roll becomes a 'core/roll-void' ('undone'); a roll already set aside is kept as it was.
 */
export function carriedRolls(tail: readonly (LogEntry | undefined)[], asRoll?: (e: GameEvent) => RollOnRecord | null): Array<Omit<GameEvent, 'at'>> {
  const out: Array<Omit<GameEvent, 'at'>> = [];
  for (const entry of tail) {
    const e = entry?.event;
    if (!e || typeof e.payload !== 'object' || e.payload === null) continue;
    const p = e.payload as Record<string, unknown>;
    // A game's own roll on the record (a ledger's dice) is kept the same way.
    const own = e.type.startsWith('core/') ? null : (asRoll?.(e) ?? null);
    if (own) {
      const payload: Record<string, unknown> = {
        spec: { dice: own.faces.map(() => ({ kind: 'numbered', sides: own.sides })), label: own.label, ...(own.rule ? { rule: own.rule } : {}) },
        faces: own.faces,
        why: 'undone',
      };
      if (own.outcome) payload.outcome = own.outcome;
      out.push({ type: 'core/roll-void', payload });
    } else if (e.type === 'core/roll-void') out.push({ type: e.type, payload: p });
    else if (e.type === 'core/roll' && (p.rolled as { source?: unknown } | undefined)?.source === 'app') {
      const rolled = p.rolled as { faces: number[] };
      const payload: Record<string, unknown> = { spec: p.spec, faces: rolled.faces, why: 'undone' };
      if (p.of !== undefined) payload.of = p.of;
      if (p.outcome !== undefined) payload.outcome = p.outcome;
      out.push({ type: 'core/roll-void', payload });
    }
  }
  return out;
}

// ---------------------------------------------------------------------------
// Errors in words.
// ---------------------------------------------------------------------------

/** An error that carries the words to show (a Text with a stores.* key). */
export class StoreError extends Error {
  readonly text: Text;
  constructor(text: Text, message?: string) {
    super(message ?? text.key);
    this.name = 'StoreError';
    this.text = text;
  }
}

/** Another tab changed the game between our read and our write. */
export class ConflictError extends StoreError {
  constructor() {
    super({ key: 'stores.error.conflict' });
    this.name = 'ConflictError';
  }
}

function defaultErrorText(err: unknown): Text {
  if (err instanceof StoreError) return err.text;
  return { key: 'stores.error.generic', params: { message: err instanceof Error ? err.message : String(err) } };
}

/** A stored log with an event refused by its schema, or that the rules cannot apply. */
function badLog(f: ReplayFailure): StoreError {
  return new StoreError({ key: 'stores.error.badLog', params: { index: f.seq + 1, why: f.error } }, f.message ?? f.error.key);
}

// ---------------------------------------------------------------------------
// What the session shows besides the state.
// ---------------------------------------------------------------------------

/** A journal line: the event in words, where it happened, and whether it is undone. */
export interface JournalEntry {
  seq: number;
  at: number;
  where: Where;
  text: JournalText;
  /** Past the head: undone, and redoable until the next new event. */
  undone: boolean;
}

/** A point of a track's history: the tracks' values at the end of a turn (or at the head). */
export interface TrackHistoryPoint {
  turn: number;
  values: Record<string, number>;
}

type BaseEntry = Omit<JournalEntry, 'undone'>;

/** Undo moves back over a whole batch (one "Apply"); returns the new head. */
export function undoTarget(events: readonly (LogEntry | undefined)[], head: number): number {
  if (head <= 0) return 0;
  const start = events[head - 1]?.batch;
  return start !== undefined && start >= 0 && start < head ? start : head - 1;
}

/** Redo moves forward over a whole batch; returns the new head. */
export function redoTarget(events: readonly (LogEntry | undefined)[], head: number): number {
  if (head >= events.length) return events.length;
  let end = head + 1;
  if (events[head]?.batch === head) {
    while (end < events.length && events[end]?.batch === head) end++;
  }
  return end;
}

/** A draft value as stored: plain JSON (a copy), or a StoreError if it is not JSON. */
export function toJson(value: unknown): Json {
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch {
    text = undefined;
  }
  if (text === undefined) throw new StoreError({ key: 'stores.error.draftNotJson' });
  return JSON.parse(text) as Json;
}

function checkDraftKey(key: string): void {
  if (typeof key !== 'string' || key === '' || key.length > 200) {
    throw new StoreError({ key: 'stores.error.draftKey' });
  }
}

// ---------------------------------------------------------------------------
// The session.
// ---------------------------------------------------------------------------

export interface SessionOptions {
  repo: GameRepository;
  /** The module of a game (rules loaded on demand), or undefined if this app lacks it. */
  findModule(id: string): GameModule | undefined | Promise<GameModule | undefined>;
  /** The rules context in force for a module now, and its fingerprint (for snapshots). */
  context(module: GameModule): { ctx: RulesContext; key: string };
  /** A failure in words (storage full, unavailable...); default: StoreError's Text, else generic. */
  errorText?(err: unknown): Text;
  /** The clock that stamps events (tests pass their own). */
  now?(): number;
}

export class Session {
  /** The open game's stored record (replaced, never mutated, on change). */
  game: GameData | null = null;
  module: GameModule | null = null;
  /** The module state at the head. */
  state: unknown = null;
  /** A failure (storage, a refused event, a game that cannot be opened), in words. */
  error: Text | null = null;
  /**
   * The log, redo tail included (replaced, never mutated, on change); entries before
   * `logStart` are holes until `loadFullLog()` reads them.
   */
  events: readonly (LogEntry | undefined)[] = [];
  /** The first seq read into `events`; 0 once the whole log is in memory. */
  logStart = 0;
  /** The game's drafts by key (replaced, never mutated, on change). */
  drafts: Readonly<Record<string, Json>> = {};
  /** The rules context the state was computed under, and its key. */
  ctx: RulesContext | null = null;
  ctxKey = '';

  private readonly opts: SessionOptions;
  private readonly errorText: (err: unknown) => Text;
  private listeners = new Set<() => void>();
  private statesAt: unknown[] = [];
  private journalAt: (BaseEntry | undefined)[] = [];
  /** Bumped on every (re)load, so a late read of an old log is dropped. */
  private generation = 0;
  private closed = false;
  private fullLogLoading: Promise<void> | null = null;
  private fullLogFailed = false;
  private unwatch: (() => void) | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private busy = 0;
  private recheck = false;

  constructor(opts: SessionOptions) {
    this.opts = opts;
    this.errorText = opts.errorText ?? defaultErrorText;
  }

  /** Calls `fn` after every change of what the session shows; returns the unsubscribe. */
  subscribe(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  private notify(): void {
    if (this.closed) return;
    for (const fn of this.listeners) fn();
  }

  get canUndo(): boolean {
    return (this.game?.head ?? 0) > 0;
  }

  get canRedo(): boolean {
    return this.game ? this.game.head < this.events.length : false;
  }

  /** The header: where the game stands at its head. */
  get where(): Where | null {
    return this.module && this.game ? this.module.where(this.state) : null;
  }

  // -------------------------------------------------------------------------
  // Opening, reloading, closing.
  // -------------------------------------------------------------------------

  /** Reads the game (snapshot + checked tail replay), then watches it for other tabs. */
  async open(id: string): Promise<void> {
    try {
      await this.exclusive(() => this.load(id));
    } catch (err) {
      this.fail(err);
    }
    if (this.closed) return;
    this.unwatch =
      this.opts.repo.watch?.(
        id,
        (what) => void this.checkStored(what),
        (err) => {
          this.error = this.errorText(err);
          this.notify();
        },
      ) ?? null;
  }

  /** Stops watching and drops everything; late results of pending work are ignored. */
  close(): void {
    this.unwatch?.();
    this.unwatch = null;
    this.closed = true;
    this.generation++;
    this.listeners.clear();
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** Reloads the game from storage (another tab changed it, or the rules context did). */
  async reload(): Promise<void> {
    const rec = this.game;
    if (!rec) return;
    try {
      await this.exclusive(() => this.load(rec.id));
    } catch (err) {
      this.fail(err);
    }
  }

  /** The rules context may have changed (a setting, a chart): reload under it if it did. */
  async contextChanged(): Promise<void> {
    const rec = this.game;
    if (!rec) return;
    try {
      // Compared in turn, after any load before it: a setting changed and changed back while a
      // load under the first change is running still ends read under the last.
      await this.exclusive(async () => {
        const m = this.module;
        if (!m || !this.game || this.opts.context(m).key === this.ctxKey) return;
        await this.load(rec.id);
      });
    } catch (err) {
      this.fail(err);
    }
  }

  /**
   * Reads the game into temporaries, checks and replays, and only then takes it: a load
   * that fails (a refused event, storage) leaves what is shown as it was.
   */
  private async load(id: string): Promise<void> {
    const gen = ++this.generation;
    const repo = this.opts.repo;
    const row0 = await repo.getGame(id);
    if (!row0) throw new StoreError({ key: 'stores.error.notFound' });
    const m = await this.opts.findModule(row0.moduleId);
    if (!m) throw new StoreError({ key: 'stores.error.unknownModule', params: { module: row0.moduleId } });
    const { ctx, key } = this.opts.context(m);
    const tag: SnapshotTag = { stateVersion: m.stateVersion, ctxKey: key };
    const loaded = await repo.loadGame(id, tag);
    if (!loaded) throw new StoreError({ key: 'stores.error.notFound' });
    const drafts = await repo.loadDrafts(id);
    if (gen !== this.generation || this.closed) return;

    const row = loaded.row;
    const head = row.head;
    let initial: unknown;
    try {
      initial = m.setup(row.setup);
    } catch (err) {
      throw new StoreError({ key: 'stores.error.setupFailed', params: { message: err instanceof Error ? err.message : String(err) } });
    }
    const statesAt: unknown[] = [initial];
    const from = loaded.snapshot && loaded.snapshot.seq > 0 ? loaded.snapshot.seq : 0;
    if (from > 0) statesAt[from] = loaded.snapshot!.state;
    const log: (LogEntry | undefined)[] = new Array<LogEntry | undefined>(loaded.logStart);
    for (const r of loaded.events) log[r.seq] = r;
    // Replay (checking) from the snapshot to the head...
    const tail: GameEvent[] = [];
    for (let seq = from; seq < head; seq++) {
      const r = log[seq];
      if (!r) throw new StoreError({ key: 'stores.error.generic', params: { message: `event ${seq} missing` } });
      tail.push(r.event);
    }
    const replayed = replayLog(m, { seq: from, state: statesAt[from] }, tail, ctx, (seq, s) => {
      statesAt[seq] = s;
    });
    if (!replayed.ok) throw badLog(replayed.failure);
    // ...and check the redo tail too: nothing unchecked enters the log.
    const checkedLog = log.slice();
    replayed.events.forEach((e, i) => {
      checkedLog[from + i] = { ...log[from + i]!, event: e };
    });
    for (let seq = Math.max(head, loaded.logStart); seq < log.length; seq++) {
      const r = log[seq]!;
      const c = m.check(r.event);
      if (!c.ok) throw badLog({ seq, type: r.event.type, cause: 'check', error: c.error });
      checkedLog[seq] = { ...r, event: c.event };
    }

    // Checked: take it.
    this.module = m;
    this.ctx = ctx;
    this.ctxKey = key;
    this.statesAt = statesAt;
    this.journalAt = [];
    this.events = checkedLog;
    this.logStart = loaded.logStart;
    this.fullLogFailed = false;
    this.game = row;
    this.state = replayed.state;
    this.drafts = drafts;
    this.notify();

    // A long tail was replayed (no usable snapshot, e.g. the settings changed): keep one now.
    // Only a speed-up: if it cannot be written the game is still open, and the reason shown.
    const due = Math.floor(head / SNAPSHOT_EVERY) * SNAPSHOT_EVERY;
    if (due > from && due > 0) {
      try {
        await repo.putSnapshots(id, [{ seq: due, state: statesAt[due] }], tag);
        this.error = null;
      } catch (err) {
        this.error = this.errorText(err);
      }
    } else {
      this.error = null;
    }
    this.notify();
  }

  /**
   * Compares the stored game with ours (the repository's watch calls it): if another tab
   * moved the game, reload; if only the name changed, take it; drafts are taken as stored.
   */
  async checkStored(what?: 'game' | 'drafts'): Promise<void> {
    const rec = this.game;
    if (!rec || this.closed) return;
    if (this.busy > 0) {
      this.recheck = true;
      return;
    }
    let row: GameData | undefined;
    let drafts: Record<string, Json> | undefined;
    try {
      row = await this.opts.repo.getGame(rec.id);
      if (row && what !== 'game') drafts = await this.opts.repo.loadDrafts(rec.id);
    } catch (err) {
      this.error = this.errorText(err);
      this.notify();
      return;
    }
    if (this.closed || this.game?.id !== rec.id) return;
    if (!row) {
      this.error = { key: 'stores.error.removed' };
      this.notify();
      return;
    }
    const cur = this.game;
    if (row.head !== cur.head || row.lastPlayedAt !== cur.lastPlayedAt) {
      await this.reload().catch(() => undefined);
      return;
    }
    let changed = false;
    if (row.name !== cur.name || row.updatedAt !== cur.updatedAt) {
      this.game = row;
      changed = true;
    }
    if (drafts && JSON.stringify(drafts) !== JSON.stringify(this.drafts)) {
      this.drafts = drafts;
      changed = true;
    }
    if (changed) this.notify();
  }

  // -------------------------------------------------------------------------
  // States, journal, history.
  // -------------------------------------------------------------------------

  /**
   * The state after events[0..seq), from the nearest cached state below (statesAt[0] is the
   * set-up; the snapshot the game was opened from is cached at its seq).
   */
  stateAt(seq: number): unknown {
    const m = this.module;
    const ctx = this.ctx;
    if (!m || !ctx) throw new StoreError({ key: 'stores.error.noGame' });
    let k = seq;
    while (k > 0 && this.statesAt[k] === undefined) k--;
    if (k === seq) return this.statesAt[k];
    const events: GameEvent[] = [];
    for (let i = k; i < seq; i++) {
      const row = this.events[i];
      if (!row) throw new Error(`event ${i} not loaded`);
      events.push(row.event);
    }
    const statesAt = this.statesAt;
    const r = replayLog(m, { seq: k, state: statesAt[k] }, events, ctx, (at, s) => {
      statesAt[at] = s;
    });
    if (!r.ok) throw badLog(r.failure);
    return r.state;
  }

  /** Reads the part of the log before `logStart` (for the journal, the history, a deep undo). */
  loadFullLog(): Promise<void> {
    const rec = this.game;
    const m = this.module;
    if (!rec || !m || this.logStart === 0) return Promise.resolve();
    if (this.fullLogLoading) return this.fullLogLoading;
    const gen = this.generation;
    const upTo = this.logStart;
    this.fullLogLoading = this.opts.repo
      .loadEventRange(rec.id, 0, upTo)
      .then((older) => {
        if (gen !== this.generation || this.closed) return;
        const next = this.events.slice();
        for (const r of older) {
          const c = m.check(r.event);
          if (!c.ok) throw badLog({ seq: r.seq, type: r.event.type, cause: 'check', error: c.error });
          next[r.seq] = { ...r, event: c.event };
        }
        for (let i = 0; i < upTo; i++) {
          if (!next[i]) throw new StoreError({ key: 'stores.error.generic', params: { message: `event ${i} missing` } });
        }
        this.events = next;
        this.logStart = 0;
        this.fullLogFailed = false;
        this.notify();
      })
      .catch((err: unknown) => {
        if (gen === this.generation && !this.closed) {
          this.fullLogFailed = true;
          this.error = this.errorText(err);
          this.notify();
        }
        throw err;
      })
      .finally(() => {
        this.fullLogLoading = null;
      });
    return this.fullLogLoading;
  }

  /** Starts reading the older log in the background, unless it already failed (no retry loop). */
  private wantFullLog(): void {
    if (this.logStart > 0 && !this.fullLogFailed) void this.loadFullLog().catch(() => undefined);
  }

  /** The journal: built on first read (lazily), then kept incrementally; see the note at the top. */
  journal(): JournalEntry[] {
    const rec = this.game;
    const m = this.module;
    if (!rec || !m) return [];
    this.wantFullLog();
    const log = this.events;
    const out: JournalEntry[] = [];
    for (let seq = this.logStart; seq < log.length; seq++) {
      let line = this.journalAt[seq];
      if (!line) {
        const event = log[seq]!.event;
        const before = this.stateAt(seq);
        line = { seq, at: event.at, where: m.where(before), text: m.describe(event, before) };
        this.journalAt[seq] = line;
      }
      out.push({ ...line, undone: seq >= rec.head });
    }
    return out;
  }

  /**
   * The tracks' values at the end of each turn (when where().turn changes) and at the
   * head, replayed from the start; [] until the whole log is read.
   */
  trackHistory(): TrackHistoryPoint[] {
    const m = this.module;
    const rec = this.game;
    const c = this.ctx;
    if (!m || !rec || !c) return [];
    if (this.logStart > 0) {
      this.wantFullLog();
      return [];
    }
    const values = (s: unknown): Record<string, number> => {
      const out: Record<string, number> = {};
      for (const tr of m.tracks(s, c)) out[tr.id] = tr.value;
      return out;
    };
    const points: TrackHistoryPoint[] = [];
    let prev = this.stateAt(0);
    let prevTurn = m.where(prev).turn;
    for (let seq = 1; seq <= rec.head; seq++) {
      const s = this.stateAt(seq);
      const turn = m.where(s).turn;
      if (turn !== prevTurn) points.push({ turn: prevTurn, values: values(prev) });
      prev = s;
      prevTurn = turn;
    }
    points.push({ turn: prevTurn, values: values(prev) });
    return points;
  }

  // -------------------------------------------------------------------------
  // Writes: append, undo, redo.
  // -------------------------------------------------------------------------

  /** Runs writes one after another (a double tap never interleaves two appends). */
  private exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.queue.then(async () => {
      this.busy++;
      try {
        return await fn();
      } finally {
        this.busy--;
        if (this.busy === 0 && this.recheck) {
          this.recheck = false;
          void this.checkStored();
        }
      }
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  private fail(err: unknown): never {
    if (!this.closed) {
      this.error = this.errorText(err);
      this.notify();
    }
    throw err;
  }

  private tag(): SnapshotTag {
    return { stateVersion: this.module!.stateVersion, ctxKey: this.ctxKey };
  }

  private async onConflict(err: unknown): Promise<never> {
    this.error = this.errorText(err);
    if (err instanceof ConflictError && this.game) {
      try {
        await this.load(this.game.id);
      } catch {
        // The reload's own failure is less useful than the conflict message kept here.
      }
      this.error = this.errorText(err);
    }
    this.notify();
    throw err;
  }

  /**
   * Appends one Apply's events at the head (dropping the redo tail): each is checked and
   * reduced (a refused event or a rules failure refuses the whole Apply, in words, with
   * nothing written), the events are written in one transaction (with the drafts named in
   * `clearDrafts` deleted in it), THEN the result is shown. One Apply = one undo step.
   */
  append(input: Array<Omit<GameEvent, 'at'>>, opts: { clearDrafts?: string[]; rollsOf?: string } = {}): Promise<void> {
    return this.exclusive(async () => {
      const rec = this.game;
      const m = this.module;
      const ctx = this.ctx;
      if (!rec || !m || !ctx) throw new StoreError({ key: 'stores.error.noGame' });
      if (input.length === 0) return;
      const at = (this.opts.now ?? Date.now)();
      const head = rec.head;
      // Every die the app rolled stays on the record: a roll (or a roll set aside) in the redo
      // tail this Apply drops is carried forward as a roll set aside, 'undone'.
      const carried = carriedRolls(this.events.slice(head), (e) => m.asRoll?.(e) ?? null);
      const full = [...carried, ...input].map((e) => {
        const ev: GameEvent = { type: e.type, at };
        if (e.payload !== undefined) ev.payload = e.payload;
        return ev;
      });
      const gen = this.generation;
      const newStates: unknown[] = [];
      // A tap is a door: the rules are asked of every event (legality, and no action that changes nothing).
      const r = replayLog(
        m,
        { seq: head, state: this.stateAt(head) },
        full,
        ctx,
        (_, s) => {
          newStates.push(s);
        },
        { from: head },
      );
      if (!r.ok) {
        const f = r.failure;
        this.error = f.cause !== 'reduce' ? f.error : { key: 'stores.error.reduceFailed', params: { message: f.message ?? '' } };
        this.notify();
        throw new StoreError(this.error, f.message ?? f.error.key);
      }
      // The rolls this Apply used (on the record just before it, with `rollsOf`) are one undo step with it.
      const batch = opts.rollsOf !== undefined && carried.length === 0 ? rollsBatchStart(this.events, head, opts.rollsOf) : head;
      const snapshots: SnapshotInput[] = [];
      newStates.forEach((st, i) => {
        const seq = head + i + 1;
        if (seq % SNAPSHOT_EVERY === 0) snapshots.push({ seq, state: st });
      });
      const clear = (opts.clearDrafts ?? []).filter((k) => k in this.drafts);
      let row: GameData;
      try {
        row = await this.opts.repo.appendEvents(rec.id, head, r.events, snapshots, this.tag(), clear, batch);
      } catch (err) {
        return this.onConflict(err);
      }
      if (gen !== this.generation || this.closed) return; // closed (or reloaded) meanwhile
      // Written: now show it.
      if (this.statesAt.length > head + 1) this.statesAt.length = head + 1;
      newStates.forEach((st, i) => {
        this.statesAt[head + i + 1] = st;
      });
      // Lines past the head described the dropped redo tail.
      if (this.journalAt.length > head) this.journalAt.length = head;
      const log = this.events.slice(0, head);
      log.push(...r.events.map((event, i) => ({ seq: head + i, event, batch })));
      this.events = log;
      this.game = row;
      this.state = r.state;
      if (clear.length > 0) {
        const d = { ...this.drafts };
        for (const k of clear) delete d[k];
        this.drafts = d;
      }
      this.error = null;
      this.notify();
    });
  }

  private moveTo(target: (log: readonly (LogEntry | undefined)[], head: number) => number): Promise<void> {
    return this.exclusive(async () => {
      const rec = this.game;
      if (!rec || !this.module) throw new StoreError({ key: 'stores.error.noGame' });
      if (this.logStart > 0 && rec.head <= this.logStart + 1) await this.loadFullLog();
      const next = target(this.events, rec.head);
      if (next === rec.head) return;
      if (next < this.logStart) await this.loadFullLog();
      const s = this.stateAt(next);
      const gen = this.generation;
      let row: GameData;
      try {
        row = await this.opts.repo.moveHead(rec.id, rec.head, next);
      } catch (err) {
        return this.onConflict(err);
      }
      if (gen !== this.generation || this.closed) return;
      this.game = row;
      this.state = s;
      this.error = null;
      this.notify();
    });
  }

  /**
   * Takes another copy's log verbatim (the guest of a game shared between two phones, sync/):
   * the entries from `change.from` on replace ours — same `at`, same batches — then the head
   * moves to `change.head`. Every entry passes the one replay with the rules, in the state it
   * meets, and the batches must be well formed; anything refused changes nothing, is said in
   * `error`, and is rethrown. Written before shown, as every write.
   */
  mirror(change: LogChange): Promise<void> {
    return this.exclusive(async () => {
      const rec = this.game;
      const m = this.module;
      const ctx = this.ctx;
      if (!rec || !m || !ctx) throw new StoreError({ key: 'stores.error.noGame' });
      if (this.logStart > 0) await this.loadFullLog();
      const { from, entries, head } = change;
      const end = from + entries.length;
      const refuse = (why: Text): never => {
        this.error = why;
        this.notify();
        throw new StoreError(why);
      };
      // A log is cut only by what replaces its tail (as an append after an undo does): entries past `from` with none to replace them cannot be taken.
      const cutBare = entries.length === 0 && from < this.events.length;
      if (!Number.isInteger(from) || from < 0 || from > this.events.length || !Number.isInteger(head) || head < 0 || head > end || cutBare) {
        refuse({ key: 'app.link.badChange' });
      }
      let prevBatch = from > 0 ? (this.events[from - 1]?.batch ?? from - 1) : -1;
      for (let i = 0; i < entries.length; i++) {
        const seq = from + i;
        const b = entries[i]!.batch ?? seq;
        if (entries[i]!.seq !== seq || !Number.isInteger(b) || !(b === seq || (seq > 0 && b === prevBatch && b < seq))) {
          refuse({ key: 'app.link.badChange' });
        }
        prevBatch = b;
      }
      const gen = this.generation;
      const newStates: unknown[] = [];
      const r = replayLog(
        m,
        { seq: from, state: this.stateAt(from) },
        entries.map((e) => e.event),
        ctx,
        (_, s) => {
          newStates.push(s);
        },
        { from },
      );
      if (!r.ok) {
        const f = r.failure;
        refuse(f.cause !== 'reduce' ? f.error : { key: 'stores.error.reduceFailed', params: { message: f.message ?? '' } });
        return;
      }
      const checked: LogEntry[] = r.events.map((event, i) => ({ seq: from + i, event, batch: entries[i]!.batch ?? from + i }));
      const repo = this.opts.repo;
      const tag = this.tag();
      let row = rec;
      try {
        // Our tail from `from` is replaced: the head goes there, then each batch is appended as written.
        if (checked.length > 0 || from !== this.events.length) {
          if (row.head !== from) row = await repo.moveHead(rec.id, row.head, from);
          for (let i = 0; i < checked.length;) {
            const batch = checked[i]!.batch!;
            let j = i + 1;
            while (j < checked.length && checked[j]!.batch === batch) j++;
            const snapshots: SnapshotInput[] = [];
            for (let k = i; k < j; k++) if ((from + k + 1) % SNAPSHOT_EVERY === 0) snapshots.push({ seq: from + k + 1, state: newStates[k] });
            row = await repo.appendEvents(
              rec.id,
              row.head,
              checked.slice(i, j).map((e) => e.event),
              snapshots,
              tag,
              [],
              batch,
            );
            i = j;
          }
        }
        if (row.head !== head) row = await repo.moveHead(rec.id, row.head, head);
      } catch (err) {
        return this.onConflict(err);
      }
      if (gen !== this.generation || this.closed) return;
      if (this.statesAt.length > from + 1) this.statesAt.length = from + 1;
      newStates.forEach((st, i) => {
        this.statesAt[from + i + 1] = st;
      });
      if (this.journalAt.length > from) this.journalAt.length = from;
      this.events = [...this.events.slice(0, from), ...checked];
      this.game = row;
      this.state = this.stateAt(head);
      this.error = null;
      this.notify();
    });
  }

  /** Takes back the last action (a whole Apply), persisted. */
  undo(): Promise<void> {
    return this.moveTo(undoTarget);
  }

  /** Puts back the action undone last, persisted. */
  redo(): Promise<void> {
    return this.moveTo(redoTarget);
  }

  // -------------------------------------------------------------------------
  // Drafts: what a player typed into a calculator, a roll made but not applied.
  // -------------------------------------------------------------------------

  /** The draft saved under `key` (a copy is never needed: drafts are replaced, not mutated). */
  draft(key: string): Json | undefined {
    return Object.prototype.hasOwnProperty.call(this.drafts, key) ? this.drafts[key] : undefined;
  }

  /** Saves a draft (any JSON value), persisted first; not JSON → refused in words. */
  setDraft(key: string, value: unknown): Promise<void> {
    return this.exclusive(async () => {
      const rec = this.game;
      if (!rec) throw new StoreError({ key: 'stores.error.noGame' });
      let json: Json;
      try {
        checkDraftKey(key);
        json = toJson(value);
      } catch (err) {
        this.fail(err);
      }
      const gen = this.generation;
      try {
        await this.opts.repo.putDraft(rec.id, key, json);
      } catch (err) {
        this.fail(err);
      }
      if (gen !== this.generation || this.closed) return;
      this.drafts = { ...this.drafts, [key]: json };
      this.notify();
    });
  }

  /** Deletes a draft (the player cleared the calculator, or it was applied), persisted first. */
  clearDraft(key: string): Promise<void> {
    return this.exclusive(async () => {
      const rec = this.game;
      if (!rec) throw new StoreError({ key: 'stores.error.noGame' });
      if (!(key in this.drafts)) return;
      const gen = this.generation;
      try {
        await this.opts.repo.deleteDraft(rec.id, key);
      } catch (err) {
        this.fail(err);
      }
      if (gen !== this.generation || this.closed) return;
      const d = { ...this.drafts };
      delete d[key];
      this.drafts = d;
      this.notify();
    });
  }
}
