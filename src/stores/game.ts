/**
 * The open game, reactive: thin glue over the framework-free `Session` (src/engine/session.ts),
 * which owns the log, the head, snapshots, caches, journal, undo/redo, two tabs and drafts,
 * and talks to IndexedDB through `gameRepository` (src/db). After every change the session
 * reports, this store mirrors what it shows into refs the views read.
 *
 * Persist before showing (the session's rule): `dispatch`, `undo`, `redo`, `saveDraft` and
 * `clearDraft` write first and only then change what the screen shows; on a storage failure
 * or a refused event `error` says why in words, nothing changes, and the error is rethrown.
 *
 * Panels read the module state typed with `useModuleState<S>(id)` and keep what a player has
 * typed or rolled (and not yet applied) with `useDraft<T>(key, initial)`.
 */
import { defineStore } from 'pinia';
import * as v from 'valibot';
import { computed, getCurrentScope, onScopeDispose, ref, shallowRef, watch, type ComputedRef, type Ref } from 'vue';
import { Session, StoreError, type Json, type JournalEntry, type LogEntry, type TrackHistoryPoint } from '@/engine';
import type { GameEvent, GameModule, RolledDice, RulesContext, Text, Where } from '@/engine/types';
import { gameRepository } from '@/db/lazy';
import { storageErrorText } from '@/db/errors';
import { findModule, loadModule } from '@/engine/registry';
import { useSettingsStore } from './settings';
import { useChartsStore } from './charts';
import { buildRulesContext, contextKey } from './context';
import { keepTyped } from './library';
import type { GameRecord } from './types';
import { markLaunch } from '@/pwa/launch';

function toRecord(row: GameRecord & { deletedAt?: number }): GameRecord {
  const r = { ...row };
  delete r.deletedAt;
  return r;
}

/**
 * While a game is shared between two phones (src/stores/link.ts), its actions, undo and redo
 * go through the link: on the host they are appended by the link's own session and sent to
 * the guest; on the guest they are proposed to the host and wait, pending.
 */
export interface GameRoute {
  /** The shared game: the route holds only while it is the open game. */
  gameId: string;
  dispatch(input: Array<Omit<GameEvent, 'at'>>, opts: { rollsOf?: string }): Promise<void>;
  undo(): Promise<void>;
  redo(): Promise<void>;
  /**
   * An app roll (a `core/roll` payload without its dice), made with both phones' values and
   * put on the log by the host; resolves with the dice on the record.
   */
  roll?(payload: Record<string, unknown>, opts: { rollsOf?: string; outcome?: (r: RolledDice) => Text | undefined }): Promise<RolledDice>;
}

export const useGameStore = defineStore('game', () => {
  const settings = useSettingsStore();
  const charts = useChartsStore();

  let session: Session | null = null;
  let unsubscribe: (() => void) | null = null;
  let shownRow: object | null = null;

  const record = shallowRef<GameRecord | null>(null);
  const module = shallowRef<GameModule | null>(null);
  /** The module state at the head; panels read it typed with `useModuleState<S>(id)`. */
  const state = shallowRef<unknown>(null);
  /** A storage failure, a refused event, or a game that cannot be opened, in words. */
  const error = shallowRef<Text | null>(null);
  /** The log, redo tail included; entries before `logStart` are holes until `loadFullLog()`. */
  const events = shallowRef<readonly (LogEntry | undefined)[]>([]);
  /** The first seq read into `events`; 0 once the whole log is in memory. */
  const logStart = ref(0);
  /** The game's drafts by key (replaced on change). */
  const drafts = shallowRef<Readonly<Record<string, Json>>>({});
  /** Bumped on every change the session reports. */
  const version = ref(0);

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

  /** Lazy and incremental (the session's); grows reactively when the older log arrives. */
  const journal = computed<JournalEntry[]>(() => {
    void version.value;
    return session && record.value ? session.journal() : [];
  });

  /** Copies what the session shows into the refs. */
  function mirror(s: Session): void {
    if (s !== session) return;
    if (s.game !== shownRow) {
      shownRow = s.game;
      record.value = s.game ? toRecord(s.game) : null;
    }
    module.value = s.module;
    state.value = s.state;
    error.value = s.error;
    events.value = s.events;
    logStart.value = s.logStart;
    drafts.value = s.drafts;
    version.value++;
  }

  function clearShown(): void {
    shownRow = null;
    record.value = null;
    module.value = null;
    state.value = null;
    events.value = [];
    logStart.value = 0;
    drafts.value = {};
    version.value++;
  }

  /** The game's own rules, the settings and the charts, read side by side (no other game's rules). */
  async function findLoaded(id: string): Promise<GameModule | undefined> {
    await Promise.all([
      loadModule(id).then(() => markLaunch('game-rules')),
      settings.ensureLoaded().then(() => markLaunch('settings')),
      charts.ensureLoaded().then(() => markLaunch('charts')),
    ]);
    return findModule(id);
  }

  /**
   * A game being opened ahead of its screen (`openAhead`), not yet taken over by the screen's
   * own `open`: the same session and the same read, never a second one.
   */
  let ahead: { id: string; session: Session; opened: Promise<void> } | null = null;

  /**
   * Starts opening a game before its screen is built (a launch reopening the last game): the
   * storage reads, the game's rules and the replay run while the app is still being put
   * together, and the screen's `open(id)` then takes this session over instead of reading the
   * game a second time. A failure is the screen's to show (its `open` rejects the same way).
   */
  function openAhead(id: string): Promise<void> {
    const opened = open(id);
    opened.catch(() => undefined);
    if (session) ahead = { id, session, opened };
    return opened.catch(() => undefined);
  }

  async function open(id: string): Promise<void> {
    const early = ahead;
    ahead = null;
    if (early && early.id === id && early.session === session) return early.opened;
    close();
    const s = new Session({
      repo: gameRepository,
      findModule: findLoaded,
      context: (m) => ({
        ctx: buildRulesContext(m, settings.interpretations[m.id], charts.data),
        key: contextKey(m, settings.interpretations[m.id], charts.data),
      }),
      errorText: storageErrorText,
    });
    session = s;
    unsubscribe = s.subscribe(() => mirror(s));
    try {
      markLaunch('game-open');
      await s.open(id);
      markLaunch('game-opened');
    } catch (err) {
      if (session !== s) throw err; // another game was opened meanwhile
      close();
      error.value = s.error ?? storageErrorText(err);
      throw err;
    }
  }

  function close(): void {
    ahead = null;
    unsubscribe?.();
    unsubscribe = null;
    session?.close();
    session = null;
    clearShown();
    error.value = null;
  }

  function current(): Session {
    if (!session || !record.value) {
      const text: Text = { key: 'stores.error.noGame' };
      error.value = text;
      throw new StoreError(text);
    }
    return session;
  }

  /** Reloads the open game from storage (another tab changed it). */
  async function reload(): Promise<void> {
    if (session && record.value) await session.reload();
  }

  /**
   * Appends one Apply's events at the head (dropping the redo tail): checked and computed
   * first (a refused event or a rules failure changes nothing), written, THEN shown.
   * `clearDrafts` names the drafts this Apply used up: deleted in the same write.
   */
  async function dispatch(input: Array<Omit<GameEvent, 'at'>>, opts: { clearDrafts?: string[]; rollsOf?: string } = {}): Promise<void> {
    const s = current();
    const before = s.state;
    const r = routed();
    if (r) {
      await viaRoute(s, () => r.dispatch(input, opts.rollsOf !== undefined ? { rollsOf: opts.rollsOf } : {}));
      for (const k of opts.clearDrafts ?? []) await s.clearDraft(k);
      if (session === s && s.state !== before) void keepTyped(s.module, before, s.state);
      return;
    }
    await s.append(input, opts);
    // Written: what the Apply typed from the printed material is kept on the device too
    // (GameModule.library), for the next game of this title. Never before the game has it.
    if (session === s) void keepTyped(s.module, before, s.state);
  }

  /** Takes back the last action (a whole Apply), persisted. */
  const undo = (): Promise<void> => {
    const s = current();
    const r = routed();
    return r ? viaRoute(s, () => r.undo()) : s.undo();
  };
  /** Puts back the action undone last, persisted. */
  const redo = (): Promise<void> => {
    const s = current();
    const r = routed();
    return r ? viaRoute(s, () => r.redo()) : s.redo();
  };

  /** The open game's app roll when made elsewhere (a shared game: `GameRoute.roll`); null when this device rolls alone. */
  const rollElsewhere = () => routed()?.roll ?? null;

  let route: GameRoute | null = null;
  /** Sends the open game's actions through a shared game's link (null: back to this device alone). */
  function routeThrough(r: GameRoute | null): void {
    route = r;
  }
  function routed(): GameRoute | null {
    return route && record.value?.id === route.gameId ? route : null;
  }
  /** Runs a routed write; its refusal is shown here, and what it wrote is taken at once. */
  async function viaRoute(s: Session, write: () => Promise<void>): Promise<void> {
    try {
      await write();
    } catch (err) {
      if (session === s) error.value = err instanceof StoreError ? err.text : storageErrorText(err);
      throw err;
    }
    if (session === s) {
      error.value = null;
      await s.checkStored('game');
    }
  }

  /** The tracks at the end of each turn and at the head; [] until the whole log is read (reactive). */
  function trackHistory(): TrackHistoryPoint[] {
    void version.value;
    return session && record.value ? session.trackHistory() : [];
  }

  /** Reads the part of the log before `logStart` (the journal and history ask for it themselves). */
  function loadFullLog(): Promise<void> {
    return session ? session.loadFullLog() : Promise.resolve();
  }

  /** The draft saved under `key` for the open game (reactive), or undefined. */
  function draft(key: string): Json | undefined {
    const d = drafts.value;
    return Object.prototype.hasOwnProperty.call(d, key) ? d[key] : undefined;
  }

  /** Saves a draft with the game (a JSON value), persisted before it is shown. */
  function saveDraft(key: string, value: unknown): Promise<void> {
    return current().setDraft(key, value);
  }

  /** Deletes a draft (the player cleared it). */
  function clearDraft(key: string): Promise<void> {
    return current().clearDraft(key);
  }

  // The rules context changed (an interpretation setting, a chart): reload under it (a
  // snapshot computed under the new context is used if there is one, else a full replay).
  watch(ctxKey, () => {
    if (!session || !record.value) return;
    void session.contextChanged().catch(() => undefined);
  });

  /**
   * A screen asks the game screen to show another of the game's screens (a calculator it has
   * filled in through that screen's draft): the game screen goes to its section and brings it
   * into view. `n` tells two asks for the same screen apart.
   */
  const screenAsked = ref<{ id: string; n: number } | null>(null);
  function showScreen(id: string): void {
    screenAsked.value = { id, n: (screenAsked.value?.n ?? 0) + 1 };
  }

  return {
    record,
    module,
    state,
    ctx,
    where,
    journal,
    events,
    logStart,
    drafts,
    canUndo,
    canRedo,
    error,
    open,
    openAhead,
    close,
    reload,
    dispatch,
    undo,
    redo,
    trackHistory,
    loadFullLog,
    draft,
    saveDraft,
    clearDraft,
    screenAsked,
    showScreen,
    routeThrough,
    rollElsewhere,
  };
});

/**
 * The open game's module state, typed for a module's panel: `useModuleState<ArmirState>('armir')`.
 * Null while no game is open, or when the open game is another module's. The store holds every
 * game's state alike (unknown); the module id is the check that makes it this game's `S`, so
 * it is required: the one cast from the shell's state to a game's, guarded by it.
 */
export function useModuleState<S>(moduleId: string): ComputedRef<S | null> {
  const game = useGameStore();
  return computed(() => {
    if (game.state === null || game.state === undefined) return null;
    if (game.module?.id !== moduleId) return null;
    return game.state as S;
  });
}

export interface DraftHandle<T> {
  /** The draft's value: edit it freely; each change is saved with the game. */
  value: Ref<T>;
  /** A failure to save, in words (nothing typed is lost: the value stays on screen). */
  error: Ref<Text | null>;
  /** Back to `initial` and the saved draft deleted (on Apply, or when the player clears it). */
  clear(): Promise<void>;
  /** Resolves once the latest change is written. */
  flush(): Promise<void>;
}

/**
 * A panel's draft, saved with the game: what a player has typed into a calculator, a roll
 * made but not applied. One serializable value per panel, under a key unique in the game
 * (e.g. 'armir.combat'):
 *
 * ```ts
 * const form = useDraft<CombatForm>('armir.combat', emptyForm());
 * // bind inputs to form.value.value...; every change is saved with the game, and it is
 * // restored on open, after a reload, a tab switch or a layout change.
 * await game.dispatch(events, { clearDrafts: ['armir.combat'] }); // applied: draft gone
 * ```
 *
 * The value must be plain JSON (numbers, strings, booleans, null, arrays, objects).
 * Writes are coalesced: while one is under way only the latest change is written next.
 * A change made in another tab replaces the value here.
 *
 * With `schema` (Valibot), a stored draft is read through it: one that does not pass (kept by
 * an older version of the app, its form since changed) is left unread and the blank form is
 * shown, never a value of the wrong shape; the next change replaces it. Without one, the
 * stored value is taken as the screen's own (it saved it).
 */
export function useDraft<T>(key: string, initial: T, schema?: v.GenericSchema<unknown, T>): DraftHandle<T> {
  const game = useGameStore();
  /** A value read back (stored, or the page's copy) as this draft's type, or undefined if it does not fit. */
  const read = (x: unknown): T | undefined => {
    if (x === undefined) return undefined;
    if (!schema) return x as T;
    const r = v.safeParse(schema, x);
    return r.success ? r.output : undefined;
  };
  const blank = (): T => JSON.parse(JSON.stringify(initial)) as T;
  const stored = (): T | undefined => read(game.draft(key));
  // A copy of what is stored, never the stored value itself: edited in place, it would
  // already "be" stored, and the change would never be written.
  const copyOfStored = (): T | undefined => {
    const raw = game.draft(key);
    return raw === undefined ? undefined : read(JSON.parse(JSON.stringify(raw)));
  };
  const value = ref(copyOfStored() ?? blank()) as Ref<T>;
  const error = ref<Text | null>(null);
  let writing: Promise<void> | null = null;
  let pending = false;
  let restoring = false;

  const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

  // A change is kept in the page's own storage at once, synchronously, until the game's
  // database has it: a reload (or a closed tab) in the middle of that write loses nothing.
  const mirrorKey = (): string | null => (game.record ? `aiutante:draft:${game.record.id}:${key}` : null);
  function mirror(v: T | null): void {
    const k = mirrorKey();
    if (!k) return;
    try {
      if (v === null) localStorage.removeItem(k);
      else localStorage.setItem(k, JSON.stringify(v));
    } catch {
      // No page storage (a private window's quota): the database write alone keeps it.
    }
  }
  function mirrored(): T | undefined {
    const k = mirrorKey();
    if (!k) return undefined;
    try {
      const raw = localStorage.getItem(k);
      return raw === null ? undefined : read(JSON.parse(raw));
    } catch {
      return undefined;
    }
  }

  /** Shows `next` without saving it (it is what is stored, or the blank after a clear). */
  function restore(next: T): void {
    restoring = true;
    try {
      value.value = next;
    } finally {
      restoring = false;
    }
  }

  async function write(): Promise<void> {
    while (pending) {
      pending = false;
      if (!game.record) return;
      const v = value.value;
      if (same(v, stored())) continue;
      // Back to blank with nothing stored (just applied or cleared): nothing to keep.
      if (stored() === undefined && same(v, blank())) continue;
      try {
        await game.saveDraft(key, v);
        error.value = null;
        if (!pending && same(v, value.value)) mirror(null);
      } catch {
        error.value = game.error ?? { key: 'stores.error.draftNotJson' };
      }
    }
    // Nothing left to write (stored, or blank with nothing stored): the page's copy is not needed.
    const v = value.value;
    if (!error.value && (same(v, stored()) || (stored() === undefined && same(v, blank())))) mirror(null);
  }

  function save(): Promise<void> {
    pending = true;
    if (!writing) writing = write().finally(() => (writing = null));
    return writing;
  }

  const stops = [
    // Synchronous, so a restore (below) is told from a player's change.
    watch(
      value,
      () => {
        if (restoring) return;
        mirror(value.value);
        void save();
      },
      { deep: true, flush: 'sync' },
    ),
    // Opened (or reopened, or changed in another tab): take what is stored — or what was typed
    // and not yet in the database when the page went away, which is then written.
    watch(
      [() => game.record?.id, () => game.draft(key)],
      () => {
        const m = mirrored();
        if (m !== undefined && !writing) {
          if (same(m, stored())) mirror(null);
          else {
            if (!same(m, value.value)) restore(m);
            void save();
            return;
          }
        }
        const s = stored();
        const next = s === undefined ? blank() : (copyOfStored() ?? blank());
        if (same(next, value.value) || writing) return;
        restore(next);
      },
      { immediate: true },
    ),
  ];
  if (getCurrentScope()) onScopeDispose(() => stops.forEach((s) => s()));

  return {
    value,
    error,
    async clear() {
      pending = false;
      await writing;
      mirror(null);
      restore(blank());
      if (game.record && game.draft(key) !== undefined) await game.clearDraft(key);
    },
    flush: () => writing ?? Promise.resolve(),
  };
}

function buildEmptyCtx(): RulesContext {
  const none = (): never => {
    throw new Error('no game open');
  };
  return {
    settings: {},
    charts: { spec: none, data: () => undefined, columns: () => [], lookup: none },
  };
}
