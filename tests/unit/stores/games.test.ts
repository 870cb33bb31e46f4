import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/db';
import * as repo from '@/db/repo';
import { useGameStore, useGamesStore } from '@/stores';
import { add, next, type CounterState } from './counter';
import { freshWorld, setup } from './helpers';

vi.mock('@/engine/registry', async () => (await import('./counter')).gamesMock);

beforeEach(async () => {
  await freshWorld();
});

async function gamesTable() {
  return (await db.games.toArray()).map((g) => ({ ...g }));
}

describe('the home list', () => {
  it('create → list with scenario, where and side names; options completed with defaults', async () => {
    const games = useGamesStore();
    const id = await games.create({ moduleId: 'counter', name: '  Sabato  ', setup });
    expect(games.list).toHaveLength(1);
    const line = games.list[0];
    expect(line).toMatchObject({
      id,
      moduleId: 'counter',
      name: 'Sabato',
      scenario: { key: 'counter.short' },
      scenarioId: 'short',
      sideNames: { a: 'Anna', b: 'Bruno' },
      summary: { key: 'counter.summary', params: { count: 0 } },
    });
    expect(line.where.turn).toBe(1);
    expect((await db.games.get(id))?.setup.options).toEqual({ start: 0 });
  });

  it('refuses an empty name, an unknown game or scenario, writing nothing', async () => {
    const games = useGamesStore();
    await expect(games.create({ moduleId: 'counter', name: '   ', setup })).rejects.toMatchObject({ text: { key: 'stores.error.nameEmpty' } });
    await expect(games.create({ moduleId: 'chess', name: 'x', setup })).rejects.toMatchObject({ text: { key: 'stores.error.unknownModule' } });
    await expect(games.create({ moduleId: 'counter', name: 'x', setup: { ...setup, scenario: 'marathon' } })).rejects.toMatchObject({
      text: { key: 'stores.error.unknownScenario' },
    });
    expect(await db.games.count()).toBe(0);
  });

  it('a game under way on paper starts at its turn: the start is its first event, in the log and on the list', async () => {
    const games = useGamesStore();
    const id = await games.create({ moduleId: 'counter', name: 'In corso', setup, startAt: { turn: '3' } });
    expect(games.list[0].where.turn).toBe(3);
    expect((await repo.loadEvents(db, id)).map((e) => e.event)).toMatchObject([{ type: 'core/start-at', payload: { turn: '3' } }]);
    // At the scenario's start there is no such event.
    const plain = await games.create({ moduleId: 'counter', name: 'Da capo', setup, startAt: { turn: '1' } });
    expect(await repo.loadEvents(db, plain)).toHaveLength(0);
  });

  it('a start the rules refuse creates nothing, and says why with the rule', async () => {
    const games = useGamesStore();
    await expect(games.create({ moduleId: 'counter', name: 'Troppo', setup, startAt: { turn: '7' } })).rejects.toMatchObject({
      text: { key: 'engine.event.refusedRule', params: { why: { key: 'counter.outside' }, rule: '1' } },
    });
    expect(await db.games.count()).toBe(0);
  });

  it('the list shows where each game stands at its head', async () => {
    const games = useGamesStore();
    const id = await games.create({ moduleId: 'counter', name: 'G', setup });
    const game = useGameStore();
    await game.open(id);
    await game.dispatch([add(3), next(), next()]);
    await games.load();
    expect(games.list[0].where.turn).toBe(2);
    expect(games.list[0].summary).toEqual({ key: 'counter.summary', params: { count: 3 } });
    game.close();
  });

  it('rename, duplicate (whole log copied, "(2)" then "(3)")', async () => {
    const games = useGamesStore();
    const id = await games.create({ moduleId: 'counter', name: 'Campagna', setup });
    const game = useGameStore();
    await game.open(id);
    await game.dispatch([add(4)]);
    await game.dispatch([add(1)]);
    await game.undo();
    game.close();
    await games.rename(id, 'Campagna russa');
    await expect(games.rename(id, '')).rejects.toMatchObject({ text: { key: 'stores.error.nameEmpty' } });
    const copy = await games.duplicate(id);
    const copy2 = await games.duplicate(id);
    expect(games.list.map((g) => g.name).sort()).toEqual(['Campagna russa', 'Campagna russa (2)', 'Campagna russa (3)']);
    await game.open(copy);
    expect((game.state as CounterState).count).toBe(4);
    expect(game.canRedo).toBe(true);
    await game.redo();
    expect((game.state as CounterState).count).toBe(5);
    game.close();
    expect(copy2).not.toBe(copy);
  });

  it('remove puts the game in the bin, restore takes it back', async () => {
    const games = useGamesStore();
    const id = await games.create({ moduleId: 'counter', name: 'G', setup });
    const game = useGameStore();
    await game.open(id);
    await game.dispatch([add(2)]);
    await games.remove(id);
    expect(games.list).toEqual([]);
    expect(games.lastRemoved).toBe(id);
    expect(game.record).toBeNull(); // the open game was closed
    await games.load();
    expect(games.list).toEqual([]);
    await games.restore(id);
    expect(games.list.map((g) => g.id)).toEqual([id]);
    await game.open(id);
    expect((game.state as CounterState).count).toBe(2);
    game.close();
  });

  it('purges games in the bin for more than an hour when the list loads', async () => {
    const games = useGamesStore();
    const id = await games.create({ moduleId: 'counter', name: 'G', setup });
    await repo.softDeleteGame(db, id, Date.now() - 2 * 60 * 60 * 1000);
    await games.load();
    expect(await db.games.get(id)).toBeUndefined();
    await expect(games.restore(id)).rejects.toMatchObject({ text: { key: 'stores.error.notFound' } });
  });
});

describe('export and import of a game', () => {
  it('export → import round trip gives an equal game under a new id', async () => {
    const games = useGamesStore();
    const id = await games.create({ moduleId: 'counter', name: 'Da condividere', setup });
    const game = useGameStore();
    await game.open(id);
    await game.dispatch([add(2), next()]);
    await game.dispatch([add(5)]);
    await game.dispatch([{ type: 'core/note', payload: { text: 'pausa caffè' } }]);
    await game.undo();
    const original = { state: game.state, head: game.record!.head, events: game.events.map((e) => e!.event) };
    game.close();

    const text = await games.exportGame(id);
    expect(JSON.parse(text)).toMatchObject({ kind: 'aiutante-game', version: 1, head: 3 });
    // The original is still here, so the file comes in as a copy (asked for in so many words).
    const r = await games.importGame(text, true);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.id).not.toBe(id);
    expect(games.list).toHaveLength(2);

    await game.open(r.id);
    expect(game.record?.name).toBe('Da condividere');
    expect(game.record?.setup).toEqual((await db.games.get(id))!.setup);
    expect(game.state).toEqual(original.state);
    expect(game.record?.head).toBe(original.head);
    expect(game.events.map((e) => e!.event)).toEqual(original.events);
    // Batches survive: one undo takes back the whole first Apply.
    await game.undo();
    await game.undo();
    expect((game.state as CounterState).count).toBe(0);
    expect(game.record?.head).toBe(0);
    game.close();
    // Importing the same file again is said in words (it twins the original, still at its
    // head), writes nothing, and only as a copy never overwrites: a third game.
    const twin = await games.importGame(text);
    expect(twin.ok).toBe(false);
    if (twin.ok) return;
    expect(twin.duplicateOf).toEqual({ id, name: 'Da condividere' });
    expect(twin.error).toEqual({ key: 'stores.import.duplicate', params: { name: 'Da condividere' } });
    expect(games.list).toHaveLength(2);
    const again = await games.importGame(text, true);
    expect(again.ok && again.id !== r.id && again.id !== id).toBe(true);
    expect(games.list).toHaveLength(3);
  });

  const refusals: [string, string, string][] = [
    ['truncated JSON', '{"kind":"aiutante-game","version":1,"game":{"modu', 'stores.import.notJson'],
    ['{}', '{}', 'stores.import.notAGame'],
    ['a chart pack', JSON.stringify({ kind: 'aiutante-chart-pack', version: 1, charts: [] }), 'stores.import.chartPack'],
    ['version 99', JSON.stringify({ kind: 'aiutante-game', version: 99, game: {}, events: [], head: 0 }), 'stores.import.version'],
    [
      'an unknown module',
      JSON.stringify({ kind: 'aiutante-game', version: 1, game: { moduleId: 'chess', name: 'x', setup }, events: [], head: 0 }),
      'stores.import.unknownModule',
    ],
    [
      'an events list with garbage',
      JSON.stringify({
        kind: 'aiutante-game',
        version: 1,
        game: { moduleId: 'counter', name: 'x', setup },
        events: [{ type: 'counter/add', payload: { n: 1 }, at: 1 }, 'garbage', 42],
        head: 1,
      }),
      'stores.import.badEvent',
    ],
    [
      'events the game cannot apply',
      JSON.stringify({
        kind: 'aiutante-game',
        version: 1,
        game: { moduleId: 'counter', name: 'x', setup },
        events: [{ type: 'counter/boom', at: 1 }],
        head: 1,
      }),
      'stores.import.replayFailed',
    ],
  ];

  for (const [what, text, key] of refusals) {
    it(`refuses ${what} with words, and the games table is unchanged`, async () => {
      const games = useGamesStore();
      await games.create({ moduleId: 'counter', name: 'Esistente', setup });
      const before = await gamesTable();
      const eventsBefore = await db.events.count();
      const r = await games.importGame(text);
      expect(r.ok).toBe(false);
      if (r.ok) return;
      expect(r.error.key).toBe(key);
      expect(await gamesTable()).toEqual(before);
      expect(await db.events.count()).toBe(eventsBefore);
      expect(games.list.map((g) => g.name)).toEqual(['Esistente']);
    });
  }

  it('a storage failure while importing is worded and leaves nothing half-written', async () => {
    const games = useGamesStore();
    const id = await games.create({ moduleId: 'counter', name: 'G', setup });
    const game = useGameStore();
    await game.open(id);
    await game.dispatch([add(1)]);
    game.close();
    const text = await games.exportGame(id);
    const before = await gamesTable();
    const spy = vi.spyOn(db.events, 'bulkAdd').mockRejectedValue(new DOMException('full', 'QuotaExceededError'));
    const r = await games.importGame(text, true);
    spy.mockRestore();
    expect(r).toEqual({ ok: false, error: { key: 'stores.error.quota' } });
    expect(await gamesTable()).toEqual(before);
    expect(games.error).toEqual({ key: 'stores.error.quota' });
  });
});

describe('drafts go with the game', () => {
  it('exported with it, imported, duplicated, deleted with it', async () => {
    const games = useGamesStore();
    const id = await games.create({ moduleId: 'counter', name: 'Bozze', setup });
    const game = useGameStore();
    await game.open(id);
    await game.saveDraft('counter.calc', { cp: 12, roll: { faces: [2], source: 'app' } });
    game.close();

    const text = await games.exportGame(id);
    expect(JSON.parse(text).drafts).toEqual({ 'counter.calc': { cp: 12, roll: { faces: [2], source: 'app' } } });
    const r = await games.importGame(text, true);
    if (!r.ok) throw new Error('import refused');
    expect(await repo.loadDrafts(db, r.id)).toEqual({ 'counter.calc': { cp: 12, roll: { faces: [2], source: 'app' } } });

    const copy = await games.duplicate(id);
    await game.open(copy);
    expect(game.draft('counter.calc')).toEqual({ cp: 12, roll: { faces: [2], source: 'app' } });
    game.close();

    await games.remove(id);
    await repo.purgeDeleted(db, Date.now() + repo.PURGE_AFTER_MS + 1);
    expect(await db.drafts.where('gameId').equals(id).count()).toBe(0);
    expect(await repo.loadDrafts(db, copy)).not.toEqual({});
  });

  it('a file written before drafts existed imports with none', async () => {
    const games = useGamesStore();
    const text = JSON.stringify({
      kind: 'aiutante-game',
      version: 1,
      game: { moduleId: 'counter', name: 'Vecchia', setup },
      events: [{ type: 'counter/add', payload: { n: 2 }, at: 1 }],
      head: 1,
    });
    const r = await games.importGame(text);
    if (!r.ok) throw new Error('import refused');
    expect(await repo.loadDrafts(db, r.id)).toEqual({});
  });

  it('an imported event with a wrong payload refuses the file in words, writing nothing', async () => {
    const games = useGamesStore();
    const before = await db.games.count();
    const text = JSON.stringify({
      kind: 'aiutante-game',
      version: 1,
      game: { moduleId: 'counter', name: 'x', setup },
      events: [{ type: 'counter/add', payload: {}, at: 1 }],
      head: 1,
    });
    const r = await games.importGame(text);
    expect(r).toMatchObject({ ok: false, error: { key: 'stores.import.refusedEvent', params: { index: 1 } } });
    expect(await db.games.count()).toBe(before);
  });

  it('the home list says in words that a game with a refused event in its log cannot be read', async () => {
    const games = useGamesStore();
    const id = await games.create({ moduleId: 'counter', name: 'Rotta', setup });
    await repo.appendEvents(db, id, 0, [{ type: 'counter/add', payload: { n: 'due' }, at: 1 }]);
    await games.load();
    expect(games.list.find((g) => g.id === id)?.where.phase).toMatchObject({ key: 'stores.error.badLog', params: { index: 1 } });
  });
});
