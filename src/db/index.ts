/**
 * The database singleton. Import `db` (an ES live binding: it follows `resetDbForTests`).
 */
import { AiutanteDb, DB_NAME } from './schema';
import { DexieGameRepository } from './gameRepository';
import { releaseOnPageHide, trackTransactions } from './pageCache';

export * from './schema';
export * from './errors';
export * as repo from './repo';
export * from './transfer';
export { DexieGameRepository } from './gameRepository';

export let db: AiutanteDb = guarded(new AiutanteDb(DB_NAME));

function guarded(d: AiutanteDb): AiutanteDb {
  trackTransactions(d);
  return d;
}

// A page kept for Back lets go of the database (./pageCache.ts): its open transactions are
// aborted and the connection closed; Dexie opens it again at the next use.
if (typeof window !== 'undefined') {
  releaseOnPageHide(
    window,
    () => db.close({ disableAutoOpen: false }),
    () => window.location.reload(),
  );
}

/** The session's storage: the app's database (followed across `resetDbForTests`). */
export const gameRepository = new DexieGameRepository(() => db);

/** Tests: closes and deletes the database, then opens a fresh empty one under the same name. */
export async function resetDbForTests(): Promise<AiutanteDb> {
  await db.delete();
  db = guarded(new AiutanteDb(DB_NAME));
  await db.open();
  return db;
}
