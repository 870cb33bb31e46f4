// A page kept for Back lets go of the database (src/db/pageCache.ts): WebKit freezes such a
// page with its transactions open, and every write of the app's other pages waited behind them
// (the home screen's list, reached from a reopened game, kept its loading ring for ever).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AiutanteDb } from '@/db/schema';
import * as repo from '@/db/repo';
import { openTransactions, releaseOnPageHide, trackTransactions } from '@/db/pageCache';

let n = 0;
let name: string;
let frozen: AiutanteDb;
let next: AiutanteDb;

beforeEach(async () => {
  name = `page-cache-${++n}`;
  frozen = new AiutanteDb(name);
  trackTransactions(frozen);
  await frozen.open();
  next = new AiutanteDb(name);
  await next.open();
});
afterEach(async () => {
  frozen.close();
  await next.delete();
});

/**
 * A transaction of the frozen page that never ends: it reads the games' table again and again,
 * as a frozen page's read is never let commit. It holds the table as a frozen page's does.
 */
function neverEnding(db: AiutanteDb): IDBTransaction {
  const tx = db.core.transaction(['games'], 'readwrite') as unknown as IDBTransaction;
  const spin = () => {
    tx.objectStore('games').get('none').onsuccess = spin;
  };
  spin();
  tx.onabort = (e) => e.preventDefault();
  tx.onerror = (e) => e.preventDefault();
  return tx;
}

const settled = <T>(p: Promise<T>, ms: number) => Promise.race([p.then(() => 'settled'), new Promise((r) => setTimeout(() => r('waiting'), ms))]);

function pageEvent(type: 'pagehide' | 'pageshow', persisted: boolean): Event {
  return Object.assign(new Event(type), { persisted });
}

describe('a page kept for Back (bfcache) and the database', () => {
  it("the next page's write waits behind a frozen page's transaction; once the page is kept for Back, that transaction is aborted and the write goes through", async () => {
    const page = new EventTarget();
    const close = vi.fn(() => frozen.close({ disableAutoOpen: false }));
    const reload = vi.fn();
    releaseOnPageHide(page, close, reload);
    neverEnding(frozen);
    expect(openTransactions()).toBe(1);
    // The home screen's list starts with a write (the bin's old games purged).
    const purge = repo.purgeDeleted(next);
    expect(await settled(purge, 150)).toBe('waiting');

    page.dispatchEvent(pageEvent('pagehide', true));
    expect(openTransactions()).toBe(0);
    expect(close).toHaveBeenCalledOnce();
    expect(await settled(purge, 2000)).toBe('settled');
    expect(await purge).toBe(0);

    // Back again: what the page showed is read again (a reload), once.
    page.dispatchEvent(pageEvent('pageshow', true));
    page.dispatchEvent(pageEvent('pageshow', true));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('a page that unloads (not kept for Back) is left to the browser, which ends its transactions itself', () => {
    const page = new EventTarget();
    const close = vi.fn();
    const reload = vi.fn();
    releaseOnPageHide(page, close, reload);
    const tx = neverEnding(frozen);
    page.dispatchEvent(pageEvent('pagehide', false));
    expect(close).not.toHaveBeenCalled();
    expect(openTransactions()).toBe(1);
    tx.abort();
  });

  it('a page kept for Back with nothing open closes its connection, and is not reloaded when it comes back; the database opens again at the next use', async () => {
    const page = new EventTarget();
    const reload = vi.fn();
    releaseOnPageHide(page, () => frozen.close({ disableAutoOpen: false }), reload);
    await repo.createGame(frozen, { moduleId: 'counter', name: 'Serata', setup: { scenario: 's', options: {}, sideNames: {} } });
    page.dispatchEvent(pageEvent('pagehide', true));
    expect(frozen.isOpen()).toBe(false);
    page.dispatchEvent(pageEvent('pageshow', true));
    expect(reload).not.toHaveBeenCalled();
    expect((await repo.listGames(frozen)).map((g) => g.name)).toEqual(['Serata']);
  });
});
