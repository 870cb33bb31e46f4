// War to Axis's army cards kept on the device: in the database (schema v4, table library),
// and carried over once from the localStorage pack of the earlier release, never losing a card.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { AiutanteDb, SCHEMA_V1, SCHEMA_V2, SCHEMA_V3 } from '@/db/schema';
import { CARD_PACK_FORMAT, exportCardPack } from '@/games/war-to-axis/cards';
import {
  CARD_LIBRARY_KIND, LEGACY_CARDS_KEY, PACK_DRAFT_KEY, forgetCard, migrateLegacyCards, readCardLibrary, readPackDraft, saveCardLibrary, writePackDraft,
  type DraftStorage, type LegacyStorage,
} from '@/components/games/war-to-axis/cardLibrary';
import { deCard, usCard } from '../games/war-to-axis/helpers';

const NAME = 'card-library-test';

class MemoryStorage implements LegacyStorage {
  items = new Map<string, string>();
  getItem(k: string): string | null {
    return this.items.get(k) ?? null;
  }
  removeItem(k: string): void {
    this.items.delete(k);
  }
}

let db: AiutanteDb;
beforeEach(async () => {
  db = new AiutanteDb(NAME);
  await db.open();
});
afterEach(async () => {
  db.close();
  await Dexie.delete(NAME);
});

describe('the army-card library in the database', () => {
  it('v3 → v4: the library table is added; a v3 database keeps its games, charts and drafts', async () => {
    db.close();
    await Dexie.delete(NAME);
    const v3 = new Dexie(NAME);
    v3.version(1).stores(SCHEMA_V1);
    v3.version(2).stores(SCHEMA_V2);
    v3.version(3).stores(SCHEMA_V3);
    await v3.open();
    await v3.table('games').add({ id: 'g1', moduleId: 'wta', name: 'Sera', setup: { scenario: 'sheet', options: {}, sideNames: {} }, sideNames: {}, head: 0, createdAt: 1, updatedAt: 2, lastPlayedAt: 2 });
    await v3.table('charts').add({ chartId: 'c', data: { chartId: 'c', columns: [], cells: {} }, updatedAt: 1 });
    await v3.table('drafts').add({ gameId: 'g1', key: 'wta.cards.form', value: { name: 'half typed' }, updatedAt: 3 });
    v3.close();
    db = new AiutanteDb(NAME);
    await db.open();
    expect(db.verno).toBe(4);
    expect((await db.games.get('g1'))?.name).toBe('Sera');
    expect((await db.charts.get('c'))?.chartId).toBe('c');
    expect((await db.drafts.get(['g1', 'wta.cards.form']))?.value).toEqual({ name: 'half typed' });
    expect(await readCardLibrary(db)).toEqual([]);
  });

  it('cards saved are read back checked; the same id is replaced; a card forgotten is gone', async () => {
    await saveCardLibrary(db, [usCard, deCard]);
    expect((await readCardLibrary(db)).map((c) => c.id).sort()).toEqual([deCard.id, usCard.id].sort());
    await saveCardLibrary(db, [{ ...usCard, name: 'US bis' }]);
    expect((await readCardLibrary(db)).find((c) => c.id === usCard.id)?.name).toBe('US bis');
    await forgetCard(db, usCard.id);
    expect((await readCardLibrary(db)).map((c) => c.id)).toEqual([deCard.id]);
  });

  it('a damaged row is left out of the list, the others read', async () => {
    await saveCardLibrary(db, [usCard]);
    await db.library.put({ kind: CARD_LIBRARY_KIND, id: 'broken', value: { name: 'no units' }, updatedAt: 1 });
    expect((await readCardLibrary(db)).map((c) => c.id)).toEqual([usCard.id]);
  });
});

describe('migration: the cards the earlier release kept in localStorage', () => {
  it('every card of the old pack is written into the database, then the old text is removed', async () => {
    const storage = new MemoryStorage();
    storage.items.set(LEGACY_CARDS_KEY, exportCardPack([usCard, deCard]));
    expect(await migrateLegacyCards(db, storage)).toEqual({ moved: 2, kept: false });
    expect((await readCardLibrary(db)).map((c) => c.id).sort()).toEqual([deCard.id, usCard.id].sort());
    expect(storage.getItem(LEGACY_CARDS_KEY)).toBeNull();
    // Run again (the next time the panel opens): nothing more to do, nothing lost.
    expect(await migrateLegacyCards(db, storage)).toEqual({ moved: 0, kept: false });
    expect(await readCardLibrary(db)).toHaveLength(2);
  });

  it('a card already in the database stays as it is there (the newer copy); the others come over', async () => {
    await saveCardLibrary(db, [{ ...usCard, name: 'US edited since' }]);
    const storage = new MemoryStorage();
    storage.items.set(LEGACY_CARDS_KEY, exportCardPack([usCard, deCard]));
    expect(await migrateLegacyCards(db, storage)).toEqual({ moved: 1, kept: false });
    const cards = await readCardLibrary(db);
    expect(cards.find((c) => c.id === usCard.id)?.name).toBe('US edited since');
    expect(cards.find((c) => c.id === deCard.id)).toEqual(deCard);
  });

  it('an old text that does not read as a pack is left where it is: nothing is lost, nothing written', async () => {
    const storage = new MemoryStorage();
    const damaged = JSON.stringify({ format: CARD_PACK_FORMAT, version: 1, cards: [{ id: 'x' }] });
    storage.items.set(LEGACY_CARDS_KEY, damaged);
    expect(await migrateLegacyCards(db, storage)).toEqual({ moved: 0, kept: true });
    expect(storage.getItem(LEGACY_CARDS_KEY)).toBe(damaged);
    expect(await readCardLibrary(db)).toEqual([]);
  });

  it('a failed write keeps the old text for the next try', async () => {
    const storage = new MemoryStorage();
    storage.items.set(LEGACY_CARDS_KEY, exportCardPack([usCard]));
    db.close();
    await expect(migrateLegacyCards(db, storage)).rejects.toThrow();
    expect(storage.getItem(LEGACY_CARDS_KEY)).not.toBeNull();
  });

  it('no storage, or nothing in it: nothing to do', async () => {
    expect(await migrateLegacyCards(db, null)).toEqual({ moved: 0, kept: false });
    expect(await migrateLegacyCards(db, new MemoryStorage())).toEqual({ moved: 0, kept: false });
  });
});

describe('the pasted pack text, kept by the device and never by a game', () => {
  class SessionMemory implements DraftStorage {
    items = new Map<string, string>();
    full = false;
    getItem(k: string): string | null {
      return this.items.get(k) ?? null;
    }
    setItem(k: string, v: string): void {
      if (this.full) throw new DOMException('full', 'QuotaExceededError');
      this.items.set(k, v);
    }
    removeItem(k: string): void {
      this.items.delete(k);
    }
  }
  it('the text pasted is read back when the panel opens again; an empty box forgets it', () => {
    const st = new SessionMemory();
    expect(readPackDraft(st)).toBe('');
    expect(writePackDraft(st, '{"format":"half a pack')).toBe(true);
    expect(readPackDraft(st)).toBe('{"format":"half a pack');
    expect(st.items.has(PACK_DRAFT_KEY)).toBe(true);
    writePackDraft(st, '');
    expect(st.items.has(PACK_DRAFT_KEY)).toBe(false);
  });
  it('a browser without storage, or a full one, loses nothing already typed and says it could not keep it', () => {
    expect(readPackDraft(null)).toBe('');
    expect(writePackDraft(null, 'x')).toBe(false);
    const st = new SessionMemory();
    writePackDraft(st, 'kept');
    st.full = true;
    expect(writePackDraft(st, 'kept and more')).toBe(false);
    expect(readPackDraft(st)).toBe('kept');
  });
});
