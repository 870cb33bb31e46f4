import { afterEach, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { AiutanteDb, SCHEMA_V1 } from '@/db/schema';

const NAME = 'migration-test';

afterEach(async () => {
  await Dexie.delete(NAME);
});

describe('schema migrations', () => {
  it('v1 → v2: games get lastPlayedAt back-filled from updatedAt and an updatedAt index; nothing is lost', async () => {
    // A version-1 database, written with raw Dexie as the first release did.
    const v1 = new Dexie(NAME);
    v1.version(1).stores(SCHEMA_V1);
    await v1.open();
    const setup = { scenario: 'short', options: {}, sideNames: { a: 'Anna' } };
    await v1.table('games').bulkAdd([
      { id: 'g1', moduleId: 'counter', name: 'Old one', setup, sideNames: { a: 'Anna' }, head: 2, createdAt: 100, updatedAt: 500 },
      { id: 'g2', moduleId: 'counter', name: 'Newer', setup, sideNames: {}, head: 0, createdAt: 200, updatedAt: 900 },
    ]);
    await v1.table('events').bulkAdd([
      { gameId: 'g1', seq: 0, event: { type: 'counter/add', payload: { n: 1 }, at: 1 } },
      { gameId: 'g1', seq: 1, event: { type: 'counter/add', payload: { n: 2 }, at: 2 } },
    ]);
    await v1.table('snapshots').add({ gameId: 'g1', seq: 2, stateVersion: 1, state: { count: 3 } });
    await v1.table('charts').add({ chartId: 'counter.crt', data: { chartId: 'counter.crt', columns: ['1:1'], cells: {} }, updatedAt: 5 });
    await v1.table('settings').add({ key: 'lang', value: 'it' });
    expect(v1.verno).toBe(1);
    v1.close();

    // Opened by the current code: upgraded to version 2.
    const db = new AiutanteDb(NAME);
    await db.open();
    expect(db.verno).toBe(2);
    const g1 = await db.games.get('g1');
    expect(g1?.lastPlayedAt).toBe(500);
    expect(g1?.name).toBe('Old one');
    expect((await db.games.get('g2'))?.lastPlayedAt).toBe(900);
    // The new index works.
    expect((await db.games.orderBy('updatedAt').reverse().toArray()).map((g) => g.id)).toEqual(['g2', 'g1']);
    expect((await db.events.where('gameId').equals('g1').toArray()).map((e) => e.seq)).toEqual([0, 1]);
    expect((await db.snapshots.get(['g1', 2]))?.state).toEqual({ count: 3 });
    expect((await db.charts.get('counter.crt'))?.data.columns).toEqual(['1:1']);
    expect((await db.settings.get('lang'))?.value).toBe('it');
    db.close();
  });
});
