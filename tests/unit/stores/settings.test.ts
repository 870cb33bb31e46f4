import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/db';
import { useSettingsStore } from '@/stores';
import { anotherTab, freshWorld } from './helpers';

vi.mock('@/engine/registry', async () => (await import('./counter')).gamesMock);

beforeEach(async () => {
  await freshWorld();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function stubNavigator(language: string, storage?: Partial<StorageManager>) {
  vi.stubGlobal('navigator', { language, storage });
}

describe('settings', () => {
  it('persist: a new store on the same database reads them back', async () => {
    const s = useSettingsStore();
    await s.load();
    expect(s.lang).toBe('auto');
    expect(s.theme).toBe('system');
    expect(s.diceMode).toBe('app');
    await s.set({ lang: 'it', theme: 'dark', diceMode: 'physical' });
    await s.setInterpretation('counter', 'double', true);

    anotherTab();
    const again = useSettingsStore();
    await again.load();
    expect(again.lang).toBe('it');
    expect(again.theme).toBe('dark');
    expect(again.diceMode).toBe('physical');
    expect(again.interpretations).toEqual({ counter: { double: true } });
    expect(again.interpretationsFor('counter')).toEqual({ double: true, mode: 'plain' });
  });

  it('a launch and the game it reopens ask for the settings together: one read, shared', async () => {
    const s = useSettingsStore();
    const read = vi.spyOn(db.settings, 'toArray');
    await Promise.all([s.ensureLoaded(), s.ensureLoaded()]);
    expect(read).toHaveBeenCalledTimes(1);
    await s.ensureLoaded();
    expect(read).toHaveBeenCalledTimes(1); // read once, not again
    expect(s.loaded).toBe(true);
  });

  it("effectiveLang follows navigator.language for 'auto' (Italian when it starts with 'it')", async () => {
    stubNavigator('it-IT');
    let s = useSettingsStore();
    await s.load();
    expect(s.effectiveLang).toBe('it');

    anotherTab();
    stubNavigator('en-GB');
    s = useSettingsStore();
    await s.load();
    expect(s.effectiveLang).toBe('en');

    anotherTab();
    stubNavigator('de-DE');
    s = useSettingsStore();
    await s.load();
    expect(s.effectiveLang).toBe('en');
    await s.set({ lang: 'it' });
    expect(s.effectiveLang).toBe('it');
  });

  it('refuses unknown values and bad interpretation values, writing nothing', async () => {
    const s = useSettingsStore();
    await s.load();
    await expect(s.set({ theme: 'purple' as never })).rejects.toMatchObject({ text: { key: 'stores.error.badSetting' } });
    await expect(s.setInterpretation('counter', 'double', 3)).rejects.toMatchObject({ text: { key: 'stores.error.badSetting' } });
    await expect(s.setInterpretation('counter', 'mode', 'wild')).rejects.toMatchObject({ text: { key: 'stores.error.badSetting' } });
    await expect(s.setInterpretation('counter', 'nope', true)).rejects.toMatchObject({ text: { key: 'stores.error.badSetting' } });
    expect(s.theme).toBe('system');
    expect(await db.settings.count()).toBe(0);
  });

  it('ignores damaged stored values (falls back to the defaults)', async () => {
    await db.settings.bulkPut([
      { key: 'lang', value: 'klingon' },
      { key: 'theme', value: 42 },
      { key: 'interpretations', value: 'garbage' },
    ]);
    const s = useSettingsStore();
    await s.load();
    expect(s.lang).toBe('auto');
    expect(s.theme).toBe('system');
    expect(s.interpretations).toEqual({});
  });

  it('a storage failure is worded and changes nothing', async () => {
    const s = useSettingsStore();
    await s.load();
    vi.spyOn(db.settings, 'bulkPut').mockRejectedValue(new DOMException('full', 'QuotaExceededError'));
    await expect(s.set({ theme: 'dark' })).rejects.toThrow();
    expect(s.error).toEqual({ key: 'stores.error.quota' });
    expect(s.theme).toBe('system');
  });

  it('requestPersistentStorage asks the browser and records the answer', async () => {
    const persist = vi.fn().mockResolvedValue(true);
    stubNavigator('it', { persist });
    const s = useSettingsStore();
    await s.load();
    expect(await s.requestPersistentStorage()).toBe(true);
    expect(persist).toHaveBeenCalledOnce();
    expect(s.persistent).toBe(true);
    anotherTab();
    const again = useSettingsStore();
    await again.load();
    expect(again.persistent).toBe(true);

    stubNavigator('it');
    expect(await again.requestPersistentStorage()).toBeNull();
  });
});
