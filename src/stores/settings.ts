/**
 * The player's settings, persisted in IndexedDB (one row per key in `settings`):
 * language, theme, dice mode, and each module's rule-interpretation settings.
 */
import { defineStore } from 'pinia';
import type { Lang, SettingDef, SettingValue, Text } from '@/engine/types';
import { dbMayHoldData, openDb } from '@/db/lazy';
import { StoreError, storageErrorText } from '@/db/errors';
import { findModule } from '@/engine/registry';
import { resolveInterpretations } from './context';

export type LangSetting = Lang | 'auto';
export type ThemeSetting = 'light' | 'dark' | 'system';
export type DiceMode = 'app' | 'physical';

export interface SettingsPartial {
  lang?: LangSetting;
  theme?: ThemeSetting;
  diceMode?: DiceMode;
}

const LANGS: readonly LangSetting[] = ['it', 'en', 'auto'];
const THEMES: readonly ThemeSetting[] = ['light', 'dark', 'system'];
const DICE: readonly DiceMode[] = ['app', 'physical'];

/** The browser's language as the app reads it: Italian if it starts with 'it', else English. */
export function navigatorLang(): Lang {
  const nav = typeof navigator !== 'undefined' ? navigator.language : '';
  return typeof nav === 'string' && nav.toLowerCase().startsWith('it') ? 'it' : 'en';
}

function settingOk(def: SettingDef, v: SettingValue): boolean {
  switch (def.kind) {
    case 'bool':
      return typeof v === 'boolean';
    case 'int':
      return typeof v === 'number' && Number.isInteger(v) && (def.min === undefined || v >= def.min) && (def.max === undefined || v <= def.max);
    case 'select':
      return typeof v === 'string' && (def.options ?? []).some((o) => o.value === v);
  }
}

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** Each store's read under way (`ensureLoaded`), shared by whoever asks meanwhile. */
const loading = new WeakMap<object, Promise<void>>();

export const useSettingsStore = defineStore('settings', {
  state: () => ({
    lang: 'auto' as LangSetting,
    theme: 'system' as ThemeSetting,
    diceMode: 'app' as DiceMode,
    interpretations: {} as Record<string, Record<string, SettingValue>>,
    /** The answer of navigator.storage.persist(): null until asked (or unavailable). */
    persistent: null as boolean | null,
    /** The browser's language, read at start and on 'languagechange'. */
    browserLang: navigatorLang() as Lang,
    loaded: false,
    /** A storage failure in words. */
    error: null as Text | null,
  }),

  getters: {
    /** The language in force: the chosen one, or the browser's for 'auto'. */
    effectiveLang(state): Lang {
      return state.lang === 'auto' ? state.browserLang : state.lang;
    },
    /** A module's interpretation settings resolved with its defaults. */
    interpretationsFor(state) {
      return (moduleId: string): Record<string, SettingValue> => {
        const m = findModule(moduleId);
        return m ? resolveInterpretations(m, state.interpretations[moduleId]) : { ...state.interpretations[moduleId] };
      };
    },
  },

  actions: {
    /** Reads the settings once: a read under way is shared, a finished one is not repeated. */
    ensureLoaded(): Promise<void> {
      if (this.loaded) return Promise.resolve();
      let p = loading.get(this);
      if (!p) {
        p = this.load().finally(() => loading.delete(this));
        loading.set(this, p);
      }
      return p;
    },

    /** Reads the stored settings (unknown or invalid stored values fall back to the defaults). */
    async load(): Promise<void> {
      this.browserLang = navigatorLang();
      let rows;
      try {
        // A first visit has no database: the defaults, without loading or creating it.
        rows = (await dbMayHoldData()) ? await (await openDb()).settings.toArray() : [];
      } catch (err) {
        this.error = storageErrorText(err);
        throw err;
      }
      for (const { key, value } of rows) {
        if (key === 'lang' && LANGS.includes(value as LangSetting)) this.lang = value as LangSetting;
        else if (key === 'theme' && THEMES.includes(value as ThemeSetting)) this.theme = value as ThemeSetting;
        else if (key === 'diceMode' && DICE.includes(value as DiceMode)) this.diceMode = value as DiceMode;
        else if (key === 'persistent' && typeof value === 'boolean') this.persistent = value;
        else if (key === 'interpretations' && isRecord(value)) {
          const out: Record<string, Record<string, SettingValue>> = {};
          for (const [moduleId, v] of Object.entries(value)) if (isRecord(v)) out[moduleId] = v as Record<string, SettingValue>;
          this.interpretations = out;
        }
      }
      this.loaded = true;
      this.error = null;
      if (typeof window !== 'undefined' && !listening) {
        listening = true;
        window.addEventListener('languagechange', () => {
          this.browserLang = navigatorLang();
        });
      }
    },

    /** Changes language, theme or dice mode: written first, then shown. Refuses unknown values. */
    async set(partial: SettingsPartial): Promise<void> {
      const rows: { key: string; value: SettingValue }[] = [];
      if (partial.lang !== undefined) {
        if (!LANGS.includes(partial.lang)) throw new StoreError({ key: 'stores.error.badSetting', params: { setting: 'lang' } });
        rows.push({ key: 'lang', value: partial.lang });
      }
      if (partial.theme !== undefined) {
        if (!THEMES.includes(partial.theme)) throw new StoreError({ key: 'stores.error.badSetting', params: { setting: 'theme' } });
        rows.push({ key: 'theme', value: partial.theme });
      }
      if (partial.diceMode !== undefined) {
        if (!DICE.includes(partial.diceMode)) throw new StoreError({ key: 'stores.error.badSetting', params: { setting: 'diceMode' } });
        rows.push({ key: 'diceMode', value: partial.diceMode });
      }
      if (rows.length === 0) return;
      try {
        await (await openDb()).settings.bulkPut(rows);
      } catch (err) {
        this.error = storageErrorText(err);
        throw err;
      }
      this.error = null;
      this.$patch(partial);
    },

    /** Sets one rule-interpretation setting of a module (checked against its definition). */
    async setInterpretation(moduleId: string, id: string, value: SettingValue): Promise<void> {
      const m = findModule(moduleId);
      if (m) {
        const def = m.interpretations.find((d) => d.id === id);
        if (!def || !settingOk(def, value)) {
          throw new StoreError({ key: 'stores.error.badSetting', params: { setting: id } });
        }
      }
      const next = {
        ...this.interpretations,
        [moduleId]: { ...this.interpretations[moduleId], [id]: value },
      };
      try {
        await (await openDb()).settings.put({ key: 'interpretations', value: next });
      } catch (err) {
        this.error = storageErrorText(err);
        throw err;
      }
      this.error = null;
      this.interpretations = next;
    },

    /**
     * Asks the browser to keep this site's storage (navigator.storage.persist()), so a
     * game is not evicted when the device runs low; records the answer. Returns it
     * (null when the browser has no such API).
     */
    async requestPersistentStorage(): Promise<boolean | null> {
      const storage = typeof navigator !== 'undefined' ? navigator.storage : undefined;
      if (!storage || typeof storage.persist !== 'function') {
        this.persistent = null;
        return null;
      }
      const granted = await storage.persist();
      this.persistent = granted;
      try {
        await (await openDb()).settings.put({ key: 'persistent', value: granted });
      } catch (err) {
        this.error = storageErrorText(err);
        throw err;
      }
      return granted;
    },
  },
});

let listening = false;
