/**
 * What players typed once, kept on the device for every game of the title (GameModule.library;
 * the pure side in engine/library.ts, the rows in db/library.ts, table `library`).
 *
 * `keepTyped` runs after an Apply is written (never before): the items the Apply typed go to the
 * device. `useDeviceLibrary(kind)` lists what the device holds for the open game's title, what
 * of it the game does not hold yet (offered, brought in through the game's own table action),
 * and forgets items, one or all, with an undo.
 */
import { computed, ref, shallowRef, watch, type ComputedRef, type Ref } from 'vue';
import { libraryKinds, notKept, offered, readKept, typedItems, type DeviceItem, type KeptItem } from '@/engine/library';
import type { GameModule, LibraryKind, Text } from '@/engine/types';
import { deleteLibraryItems, listLibrary, putLibrary } from '@/db/library';
import { openDb } from '@/db/lazy';
import { storageErrorText } from '@/db/errors';
import { useGameStore } from './game';
import { tryAct } from './actions';

/** Bumped after every write to the device's library: the lists read it again. */
const revision = ref(0);
/** The last failure to keep what was typed, in words (the game itself is saved all the same). */
const keepError = shallowRef<Text | null>(null);
/** The writes under way, in order: a list read after them finds what they wrote. */
let writing: Promise<void> = Promise.resolve();

/**
 * Writes the items an Apply typed into the device's library. Called once the Apply's events
 * are persisted; a failure here never undoes the Apply (it is said where the library is shown).
 */
export function keepTyped(m: GameModule | null, before: unknown, after: unknown): Promise<void> {
  const changes = libraryKinds(m)
    .map((k) => ({ kind: k.id, items: typedItems(k, before, after) }))
    .filter((c) => c.items.length > 0);
  if (changes.length === 0) return writing;
  writing = writing.then(async () => {
    try {
      const db = await openDb();
      for (const c of changes) await putLibrary(db, c.kind, c.items);
      keepError.value = null;
    } catch (err) {
      keepError.value = storageErrorText(err);
    }
    revision.value++;
  });
  return writing;
}

/** The page's storage, where an earlier release may have kept a kind's items (null: none, or refused). */
function pageStorage(): Pick<Storage, 'getItem' | 'removeItem'> | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * Carries what an earlier release kept in the page's storage into the library: every item not
 * already there is written, then (and only then) the old text is removed. A text that does not
 * read is left where it is. Returns how many items were written.
 */
export async function migrateLegacy(kind: LibraryKind, storage = pageStorage()): Promise<number> {
  if (!kind.legacy) return 0;
  let text: string | null;
  try {
    text = storage?.getItem(kind.legacy.key) ?? null;
  } catch {
    return 0;
  }
  if (text === null) return 0;
  const items = kind.legacy.read(text);
  if (!items) return 0;
  const db = await openDb();
  const have = new Set((await listLibrary(db, kind.id)).map((r) => r.id));
  const fresh: KeptItem[] = items.filter((x) => !have.has(kind.key(x))).map((x) => ({ id: kind.key(x), value: JSON.parse(JSON.stringify(x)) }));
  await putLibrary(db, kind.id, fresh);
  try {
    storage?.removeItem(kind.legacy.key);
  } catch {
    /* the items are in the database; the old copy is harmless */
  }
  return fresh.length;
}

/** What the device holds of a kind, checked (a damaged row is counted, never used). */
export async function readDevice(kind: LibraryKind): Promise<{ items: DeviceItem[]; damaged: number }> {
  await writing;
  const db = await openDb();
  return readKept(kind, await listLibrary(db, kind.id));
}

export interface DeviceLibrary {
  /** The kind, as the open game's module declares it (undefined: the game keeps no such kind). */
  kind: ComputedRef<LibraryKind | undefined>;
  /** Read at least once. */
  ready: Ref<boolean>;
  /** Reads the device again (after the writes under way). */
  refresh(): Promise<void>;
  /** Everything the device holds of the kind. */
  items: Ref<DeviceItem[]>;
  /** Rows the device holds that do not read as the kind's items (left out). */
  damaged: Ref<number>;
  /** Items moved over from an earlier release's storage the first time the list was read. */
  migrated: Ref<number>;
  /** On the device and not in the open game: what it is offered. */
  offered: ComputedRef<DeviceItem[]>;
  /** In the open game and not on the device (typed before the device kept them, or forgotten). */
  notKept: ComputedRef<KeptItem[]>;
  /** Whether an item is in the open game. */
  inGame(id: string): boolean;
  /** A failure, in words. */
  error: Ref<Text | null>;
  /** Brings items into the game through the kind's table action; applied, or why not. */
  use(items: readonly DeviceItem[]): Promise<{ applied: true; events: number } | { applied: false; why: Text }>;
  /** Forgets items from the device (the game keeps what it holds). */
  forget(ids: readonly string[]): Promise<boolean>;
  /** The items last forgotten, for their undo (null: nothing to undo). */
  lastForgotten: Ref<DeviceItem[] | null>;
  /** Puts the items last forgotten back. */
  undoForget(): Promise<boolean>;
  /** Keeps the open game's items the device does not hold. */
  keepGame(): Promise<boolean>;
}

/** The device's library of one kind of the open game's title, read and kept up to date. */
export function useDeviceLibrary(kindId: string): DeviceLibrary {
  const game = useGameStore();
  const kind = computed(() => libraryKinds(game.module).find((k) => k.id === kindId));
  const items = ref<DeviceItem[]>([]) as Ref<DeviceItem[]>;
  const damaged = ref(0);
  const migrated = ref(0);
  const ready = ref(false);
  const error = shallowRef<Text | null>(null);
  const lastForgotten = ref<DeviceItem[] | null>(null) as Ref<DeviceItem[] | null>;
  let migratedOnce = false;

  async function refresh(): Promise<void> {
    const k = kind.value;
    if (!k) return;
    try {
      if (!migratedOnce) {
        migratedOnce = true;
        migrated.value = await migrateLegacy(k);
      }
      const r = await readDevice(k);
      items.value = r.items;
      damaged.value = r.damaged;
      error.value = keepError.value;
    } catch (err) {
      error.value = storageErrorText(err);
    }
    ready.value = true;
  }
  watch([kind, revision], () => void refresh(), { immediate: true });

  const offeredNow = computed(() => (kind.value ? offered(kind.value, game.state, items.value) : []));
  const notKeptNow = computed(() => (kind.value && ready.value ? notKept(kind.value, game.state, items.value) : []));
  const inGameIds = computed(() => {
    const k = kind.value;
    if (!k || game.state === null || game.state === undefined) return new Set<string>();
    return new Set(k.items(game.state).map((x) => k.key(x)));
  });

  async function write(f: () => Promise<void>): Promise<boolean> {
    try {
      await writing;
      await f();
      error.value = null;
      return true;
    } catch (err) {
      error.value = storageErrorText(err);
      return false;
    } finally {
      revision.value++;
    }
  }

  return {
    kind,
    ready,
    refresh,
    items,
    damaged,
    migrated,
    offered: offeredNow,
    notKept: notKeptNow,
    inGame: (id) => inGameIds.value.has(id),
    error,
    async use(chosen) {
      const k = kind.value;
      if (!k || chosen.length === 0) return { applied: false, why: { key: 'stores.library.nothing' } };
      const b = k.bring(chosen.map((c) => c.item));
      return tryAct(b.action, b.values);
    },
    async forget(ids) {
      const k = kind.value;
      if (!k) return false;
      const gone = items.value.filter((x) => ids.includes(x.id));
      const ok = await write(async () => deleteLibraryItems(await openDb(), k.id, ids));
      if (ok) lastForgotten.value = gone;
      return ok;
    },
    lastForgotten,
    async undoForget() {
      const k = kind.value;
      const back = lastForgotten.value;
      if (!k || !back) return false;
      const ok = await write(async () =>
        putLibrary(
          await openDb(),
          k.id,
          back.map((x) => ({ id: x.id, value: JSON.parse(JSON.stringify(x.item)) })),
        ),
      );
      if (ok) lastForgotten.value = null;
      return ok;
    },
    async keepGame() {
      const k = kind.value;
      if (!k) return false;
      const fresh = notKeptNow.value;
      return write(async () => putLibrary(await openDb(), k.id, fresh));
    },
  };
}
