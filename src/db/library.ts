/**
 * What this device keeps outside any game (schema v4, table `library`), by kind: a module's
 * typed library shared as packs, or a side's secrets that a game file must never carry. Each
 * kind's owner checks the values it reads; these functions only store and list them.
 */
import type { Json } from '@/engine/session';
import type { AiutanteDb, LibraryRow } from './schema';

/** Every item of a kind, by id order. */
export async function listLibrary(db: AiutanteDb, kind: string): Promise<LibraryRow[]> {
  return db.library.where('kind').equals(kind).toArray();
}

/** Writes items of a kind (an item with the same id is replaced), in one transaction. */
export async function putLibrary(db: AiutanteDb, kind: string, items: readonly { id: string; value: Json }[], now = Date.now()): Promise<void> {
  if (items.length === 0) return;
  await db.library.bulkPut(items.map((x) => ({ kind, id: x.id, value: x.value, updatedAt: now })));
}

/** Forgets one item of a kind. */
export async function deleteLibrary(db: AiutanteDb, kind: string, id: string): Promise<void> {
  await db.library.delete([kind, id]);
}

/** Forgets items of a kind, in one transaction. */
export async function deleteLibraryItems(db: AiutanteDb, kind: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.library.bulkDelete(ids.map((id): [string, string] => [kind, id]));
}
