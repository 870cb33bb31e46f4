/**
 * The database singleton. Import `db` (an ES live binding: it follows `resetDbForTests`).
 */
import { AiutanteDb, DB_NAME } from './schema';
import { DexieGameRepository } from './gameRepository';

export * from './schema';
export * from './errors';
export * as repo from './repo';
export * from './library';
export * from './transfer';
export { DexieGameRepository } from './gameRepository';

export let db: AiutanteDb = new AiutanteDb(DB_NAME);

/** The session's storage: the app's database (followed across `resetDbForTests`). */
export const gameRepository = new DexieGameRepository(() => db);

/** Tests: closes and deletes the database, then opens a fresh empty one under the same name. */
export async function resetDbForTests(): Promise<AiutanteDb> {
  await db.delete();
  db = new AiutanteDb(DB_NAME);
  await db.open();
  return db;
}
