import { afterEach, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { AiutanteDb, DB_VERSION, SCHEMA_V1, SCHEMA_V2 } from '@/db/schema';
import { DexieGameRepository } from '@/db/gameRepository';
import { Session, makeChartAccess, type GameModule } from '@/engine';
import { counter, type CounterState } from '../stores/counter';

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

    // Opened by the code of version 2: upgraded to version 2.
    const db = new AiutanteDb(NAME, 2);
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

  it('v2 → v3: a game saved by the release before drafts opens, plays, undoes and keeps drafts', async () => {
    // Today's release: schema version 2, a game with a snapshot, batches and a redo tail.
    const v2 = new Dexie(NAME);
    v2.version(1).stores(SCHEMA_V1);
    v2.version(2).stores(SCHEMA_V2);
    await v2.open();
    const setup = { scenario: 'short', options: { start: 0 }, sideNames: { a: 'Anna', b: 'Bruno' } };
    await v2.table('games').add({
      id: 'g1',
      moduleId: 'counter',
      name: 'Sabato',
      setup,
      sideNames: { a: 'Anna', b: 'Bruno' },
      head: 3,
      createdAt: 100,
      updatedAt: 500,
      lastPlayedAt: 500,
    });
    await v2.table('events').bulkAdd([
      { gameId: 'g1', seq: 0, event: { type: 'counter/add', payload: { n: 2 }, at: 1 }, batch: 0 },
      { gameId: 'g1', seq: 1, event: { type: 'core/next-phase', at: 2 }, batch: 1 },
      { gameId: 'g1', seq: 2, event: { type: 'counter/add', payload: { n: 3 }, at: 2 }, batch: 1 },
      { gameId: 'g1', seq: 3, event: { type: 'counter/add', payload: { n: 10 }, at: 3 }, batch: 3 },
    ]);
    await v2.table('snapshots').add({ gameId: 'g1', seq: 1, stateVersion: 1, ctxKey: 'k', state: { turn: 1, phase: 0, count: 2, scenario: 'short' } });
    expect(v2.verno).toBe(2);
    v2.close();

    const db = new AiutanteDb(NAME);
    await db.open();
    expect(db.verno).toBe(DB_VERSION);
    expect(await db.drafts.count()).toBe(0);
    const session = new Session({
      repo: new DexieGameRepository(() => db),
      findModule: () => counter as GameModule,
      context: () => ({ ctx: { settings: { double: false }, charts: makeChartAccess(counter.charts, []) }, key: 'k' }),
    });
    await session.open('g1');
    expect(session.state).toEqual({ turn: 1, phase: 1, count: 5, scenario: 'short' });
    expect(session.canRedo).toBe(true);
    await session.undo(); // the batch of two
    expect((session.state as CounterState).count).toBe(2);
    await session.redo();
    await session.redo();
    expect((session.state as CounterState).count).toBe(15);
    await session.setDraft('counter.calc', { n: 4 });
    expect((await db.drafts.get(['g1', 'counter.calc']))?.value).toEqual({ n: 4 });
    session.close();
    db.close();
  });
});
