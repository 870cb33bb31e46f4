/**
 * A page kept for Back (the back/forward cache) must not hold the database.
 *
 * WebKit (Safari, every iPhone) freezes a page it keeps for Back with its IndexedDB
 * transactions as they are: a read the page had started a moment before the player left
 * (the game screen watches its row) never ends, because the page that would take its result
 * and let it commit is frozen. Every write on the same tables then waits behind it, in every
 * page of the app: the next launch's home screen, whose list starts with a write (the bin's
 * old games purged), kept its loading ring for ever.
 *
 * So, when the page is being kept for Back (`pagehide` with `persisted`), the transactions it
 * has open are aborted and its connection is closed (Dexie opens it again at the next use).
 * A page that comes back (`pageshow` with `persisted`) after a transaction of its own was
 * aborted is reloaded: what it showed is read again from the database, not left half-read.
 */
import type Dexie from 'dexie';
import type { DBCore, DBCoreTransaction } from 'dexie';

/** The native transactions not yet ended, of every database guarded here. */
const live = new Set<IDBTransaction>();

function isNative(tx: DBCoreTransaction): tx is DBCoreTransaction & IDBTransaction {
  return typeof (tx as Partial<IDBTransaction>).abort === 'function' && typeof (tx as Partial<IDBTransaction>).addEventListener === 'function';
}

/** Counts the database's transactions (a Dexie middleware: each one from its start to its end). */
export function trackTransactions(db: Dexie): void {
  db.use({
    stack: 'dbcore',
    name: 'pageCacheGuard',
    create: (down: DBCore): DBCore => ({
      ...down,
      transaction(stores, mode, options) {
        const tx = down.transaction(stores, mode, options);
        if (isNative(tx)) {
          live.add(tx);
          const end = () => live.delete(tx);
          tx.addEventListener('complete', end);
          tx.addEventListener('abort', end);
          tx.addEventListener('error', end);
        }
        return tx;
      },
    }),
  });
}

/** How many transactions are open now (tests). */
export function openTransactions(): number {
  return live.size;
}

interface PageTarget {
  addEventListener(type: 'pagehide' | 'pageshow', listener: (e: Event) => void): void;
}

/**
 * Lets go of the database when the page is kept for Back (see above); `close` closes the
 * connection (to be opened again at the next use), `reload` reloads the page.
 */
export function releaseOnPageHide(target: PageTarget, close: () => void, reload: () => void): void {
  let aborted = false;
  target.addEventListener('pagehide', (e) => {
    if (!(e as PageTransitionEvent).persisted) return; // a page that unloads ends its own transactions
    for (const tx of [...live]) {
      live.delete(tx);
      try {
        tx.abort();
        aborted = true;
      } catch {
        // Already committed: its end event has not been delivered yet.
      }
    }
    close();
  });
  target.addEventListener('pageshow', (e) => {
    if (!(e as PageTransitionEvent).persisted || !aborted) return;
    aborted = false;
    reload();
  });
}
