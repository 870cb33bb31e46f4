// What the device keeps outside any game (schema v4, table library): the table added to an older
// database without losing anything; rows of a kind written, replaced and forgotten. And War to
// Axis's pasted pack text, kept by the browser tab and never by a game.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { AiutanteDb, SCHEMA_V1, SCHEMA_V2, SCHEMA_V3 } from '@/db/schema';
import type { Json } from '@/engine/session';
import { deleteLibrary, deleteLibraryItems, listLibrary, putLibrary } from '@/db/library';
import { PACK_DRAFT_KEY, readPackDraft, writePackDraft, type DraftStorage } from '@/components/games/war-to-axis/packDraft';
import { deCard, usCard } from '../games/war-to-axis/helpers';

const NAME = 'card-library-test';

let db: AiutanteDb;
beforeEach(async () => {
  db = new AiutanteDb(NAME);
  await db.open();
});
afterEach(async () => {
  db.close();
  await Dexie.delete(NAME);
});

describe('the device library in the database', () => {
  it('v3 → v4: the library table is added; a v3 database keeps its games, charts and drafts', async () => {
    db.close();
    await Dexie.delete(NAME);
    const v3 = new Dexie(NAME);
    v3.version(1).stores(SCHEMA_V1);
    v3.version(2).stores(SCHEMA_V2);
    v3.version(3).stores(SCHEMA_V3);
    await v3.open();
    await v3.table('games').add({
      id: 'g1',
      moduleId: 'wta',
      name: 'Sera',
      setup: { scenario: 'sheet', options: {}, sideNames: {} },
      sideNames: {},
      head: 0,
      createdAt: 1,
      updatedAt: 2,
      lastPlayedAt: 2,
    });
    await v3.table('charts').add({ chartId: 'c', data: { chartId: 'c', columns: [], cells: {} }, updatedAt: 1 });
    await v3.table('drafts').add({ gameId: 'g1', key: 'wta.cards.form', value: { name: 'half typed' }, updatedAt: 3 });
    v3.close();
    db = new AiutanteDb(NAME);
    await db.open();
    expect(db.verno).toBe(4);
    expect((await db.games.get('g1'))?.name).toBe('Sera');
    expect((await db.charts.get('c'))?.chartId).toBe('c');
    expect((await db.drafts.get(['g1', 'wta.cards.form']))?.value).toEqual({ name: 'half typed' });
    expect(await listLibrary(db, 'wta.armyCards')).toEqual([]);
  });

  it('items of a kind are written and listed by kind; the same id is replaced; forgotten ones are gone', async () => {
    await putLibrary(db, 'wta.armyCards', [
      { id: usCard.id, value: usCard as unknown as Json },
      { id: deCard.id, value: deCard as unknown as Json },
    ]);
    await putLibrary(db, 'other.kind', [{ id: usCard.id, value: 'not a card' }]);
    expect((await listLibrary(db, 'wta.armyCards')).map((r) => r.id).sort()).toEqual([deCard.id, usCard.id].sort());
    await putLibrary(db, 'wta.armyCards', [{ id: usCard.id, value: { ...usCard, name: 'US bis' } as unknown as Json }]);
    expect((await listLibrary(db, 'wta.armyCards')).find((r) => r.id === usCard.id)?.value).toMatchObject({ name: 'US bis' });
    await deleteLibrary(db, 'wta.armyCards', usCard.id);
    expect((await listLibrary(db, 'wta.armyCards')).map((r) => r.id)).toEqual([deCard.id]);
    await deleteLibraryItems(db, 'wta.armyCards', [deCard.id]);
    expect(await listLibrary(db, 'wta.armyCards')).toEqual([]);
    expect(await listLibrary(db, 'other.kind')).toHaveLength(1);
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
