// A first visit that only looks at the home (DESIGN.md, "Speed": the first visit on a phone)
// reads no database and creates none: the settings are the defaults, the list is empty, and
// Dexie's code is not even loaded. The first thing the player saves creates the database, and
// from then on everything is read from it, in this tab and in any other.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createPinia, setActivePinia } from 'pinia';

vi.mock('@/engine/registry', async () => (await import('./counter')).gamesMock);

async function databaseNames(): Promise<string[]> {
  return (await indexedDB.databases()).map((d) => d.name ?? '');
}

async function deleteAll(): Promise<void> {
  for (const name of await databaseNames()) {
    await new Promise<void>((resolve, reject) => {
      const r = indexedDB.deleteDatabase(name);
      r.onsuccess = () => resolve();
      r.onerror = () => reject(r.error);
    });
  }
}

/** A fresh launch of the app in a fresh tab: its modules evaluated anew, a new Pinia. */
async function launch() {
  vi.resetModules();
  setActivePinia(createPinia());
  const stores = await import('@/stores');
  const lazy = await import('@/db/lazy');
  return { ...stores, lazy };
}

beforeEach(async () => {
  await deleteAll();
});

describe('a first visit', () => {
  it('shows the defaults and no games without creating a database', async () => {
    const { useSettingsStore, useGamesStore, useChartsStore } = await launch();
    const settings = useSettingsStore();
    const games = useGamesStore();
    const charts = useChartsStore();
    await settings.load();
    await games.load();
    await charts.load();
    expect(settings.loaded).toBe(true);
    expect(settings.lang).toBe('auto');
    expect(settings.theme).toBe('system');
    expect(games.loaded).toBe(true);
    expect(games.list).toEqual([]);
    expect(games.error).toBeNull();
    expect(charts.data).toEqual({});
    expect(await databaseNames()).not.toContain('aiutante');
  });

  it('asks the browser once for the stores a launch reads together, and again at the next read', async () => {
    const { useSettingsStore, useGamesStore } = await launch();
    const asked = vi.spyOn(indexedDB, 'databases');
    await Promise.all([useSettingsStore().load(), useGamesStore().load()]);
    expect(asked).toHaveBeenCalledTimes(1);
    await useGamesStore().load();
    expect(asked).toHaveBeenCalledTimes(2);
    asked.mockRestore();
    expect(await databaseNames()).not.toContain('aiutante');
  });

  it('in a browser that shuts storage to the page, says so at once rather than show an empty home', async () => {
    const open = vi.spyOn(IDBFactory.prototype, 'open').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    try {
      const { useSettingsStore } = await launch();
      const settings = useSettingsStore();
      await expect(settings.load()).rejects.toBeTruthy();
      expect(settings.error).not.toBeNull();
    } finally {
      open.mockRestore();
    }
    expect(await databaseNames()).not.toContain('aiutante');
  });

  it('keeps the first setting changed: it creates the database, and the next launch reads it', async () => {
    const first = await launch();
    const settings = first.useSettingsStore();
    await settings.load();
    await settings.set({ lang: 'it', theme: 'dark' });
    expect(await databaseNames()).toContain('aiutante');

    const next = await launch();
    const again = next.useSettingsStore();
    await again.load();
    expect(again.lang).toBe('it');
    expect(again.theme).toBe('dark');
  });

  it('lists a game another tab created after this one first looked', async () => {
    const tab = await launch();
    const games = tab.useGamesStore();
    await games.load();
    expect(games.list).toEqual([]);

    // Another tab saves the first game: the database now exists.
    const other = await launch();
    const otherGames = other.useGamesStore();
    await otherGames.load();
    await otherGames.create({ moduleId: 'counter', name: 'Prima partita', setup: { scenario: 'short', options: {}, sideNames: { a: 'Anna', b: 'Bruno' } } });

    // This tab, back on its home, reads it.
    setActivePinia(createPinia());
    const back = tab.useGamesStore();
    await back.load();
    expect(back.list.map((g) => g.name)).toEqual(['Prima partita']);
  });
});
