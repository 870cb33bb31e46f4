/**
 * The database, fetched at first use: Dexie and the schema stay out of the first download
 * (the first screen is drawn without them), and the stores reach IndexedDB through these.
 * `openDb()` follows `resetDbForTests` (it reads the module's live binding on every call).
 */
import type { GameRepository } from '@/engine/session';
import type { AiutanteDb } from './schema';
import { markLaunch } from '@/pwa/launch';
import { DB_NAME } from './name';

let loading: Promise<typeof import('./index')> | null = null;

/** The database module (Dexie, the schema, the repository), fetched once. */
export function loadDb(): Promise<typeof import('./index')> {
  loading ??= import('./index')
    .then((m) => {
      markLaunch('db-code');
      return m;
    })
    .catch((err: unknown) => {
      loading = null; // a failed fetch is tried again at the next use
      throw err;
    });
  return loading;
}

/**
 * Whether the app's database may hold anything. A first visit has none: the browser lists its
 * site's databases (`indexedDB.databases()`) without the app's, and a read that finds nothing
 * needs neither Dexie's code nor a database created to answer "nothing" (on a phone, evaluating
 * Dexie and creating the database were a fifth of a first visit's main-thread work). The first
 * write loads Dexie and creates it. True once the database's code is asked for, and whenever the
 * browser cannot say (no such function, or it fails), or storage is shut to the page: then the
 * database is read as ever, and its error tells the player at once that nothing can be saved.
 */
export function dbMayHoldData(): Promise<boolean> {
  if (loading) return Promise.resolve(true);
  // The stores a launch reads at once (settings, games, charts) share one check; the next read
  // asks again, so a database another tab made meanwhile is found.
  asking ??= askBrowser().finally(() => {
    asking = null;
  });
  return asking;
}

let asking: Promise<boolean> | null = null;

async function askBrowser(): Promise<boolean> {
  try {
    const list = typeof indexedDB !== 'undefined' && typeof indexedDB.databases === 'function' ? await indexedDB.databases() : null;
    if (!Array.isArray(list) || list.some((d) => d.name === DB_NAME)) return true;
    return (await probe()) !== 'absent';
  } catch {
    return true;
  }
}

/**
 * Opens the app's database without creating it: 'absent' when the browser would create it (the
 * creation is called off, so nothing is left behind), 'present' when it exists after all (another
 * tab made it meanwhile), 'refused' when storage is shut to the page (the open throws or fails).
 */
function probe(): Promise<'absent' | 'present' | 'refused'> {
  return new Promise((resolve) => {
    let req: IDBOpenDBRequest;
    try {
      req = indexedDB.open(DB_NAME);
    } catch {
      resolve('refused');
      return;
    }
    req.onupgradeneeded = () => {
      resolve('absent');
      req.transaction?.abort();
    };
    req.onsuccess = () => {
      req.result.close();
      resolve('present');
    };
    // After the abort above too (an AbortError): the first answer stands.
    req.onerror = (e) => {
      e.preventDefault();
      resolve('refused');
    };
  });
}

/** The app's database, once its code has loaded. */
export async function openDb(): Promise<AiutanteDb> {
  return (await loadDb()).db;
}

/** The session's storage: the app's Dexie repository, each call waiting for its code. */
export const gameRepository: GameRepository = {
  getGame: async (...a) => (await loadDb()).gameRepository.getGame(...a),
  loadGame: async (...a) => (await loadDb()).gameRepository.loadGame(...a),
  loadEventRange: async (...a) => (await loadDb()).gameRepository.loadEventRange(...a),
  appendEvents: async (...a) => (await loadDb()).gameRepository.appendEvents(...a),
  moveHead: async (...a) => (await loadDb()).gameRepository.moveHead(...a),
  putSnapshots: async (...a) => (await loadDb()).gameRepository.putSnapshots(...a),
  loadDrafts: async (...a) => (await loadDb()).gameRepository.loadDrafts(...a),
  putDraft: async (...a) => (await loadDb()).gameRepository.putDraft(...a),
  deleteDraft: async (...a) => (await loadDb()).gameRepository.deleteDraft(...a),
  watch(id, onChange, onError) {
    let stop: (() => void) | null = null;
    let stopped = false;
    loadDb().then((m) => {
      if (!stopped) stop = m.gameRepository.watch(id, onChange, onError);
    }, onError);
    return () => {
      stopped = true;
      stop?.();
    };
  },
};
