// The app's vue-i18n instance and the `useTx()` composable every screen, widget and panel
// uses to turn a `Text` into words in the player's language.
import { markRaw, toRaw } from 'vue';
import { createI18n, useI18n } from 'vue-i18n';
import type { GameEntry, Lang, MessagesSource, Text } from '@/engine/types';
import { coreMessages } from '@/engine';
import { translateText, type TranslateFn } from './tx';
import { formatNumber, formatSigned } from './numbers';
import shellIt from './it.json';
import shellEn from './en.json';

export { translateText, isText, pluralOf } from './tx';
export { formatNumber, formatSigned, formatPercent, minusSign, MINUS } from './numbers';
export type { TranslateFn } from './tx';

export const LANGS: Lang[] = ['it', 'en'];

type Messages = Record<string, unknown>;

/**
 * Messages of the widgets (widgets.*) and the stores (stores.*), found by file: every
 * `i18n/<lang>.json` of those folders is merged. The engine's come through `coreMessages`.
 */
const sharedFiles = import.meta.glob<Messages>(['../components/widgets/i18n/*.json', '../stores/i18n/*.json'], {
  eager: true,
  import: 'default',
});

function isPlainObject(v: unknown): v is Messages {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Deep merge of message trees (later sources win on a clash of leaves). */
export function mergeMessages(target: Messages, source: Messages): Messages {
  for (const [k, v] of Object.entries(source)) {
    const existing = target[k];
    if (isPlainObject(v) && isPlainObject(existing)) {
      mergeMessages(existing, v);
    } else if (isPlainObject(v)) {
      target[k] = mergeMessages({}, v);
    } else {
      target[k] = v;
    }
  }
  return target;
}

/**
 * `mergeMessages` without copying: a branch only one source has is taken as it is (a game's
 * whole tree, `armir.*`, is one assignment, not a copy of every message), and a branch two
 * sources share is copied once (`copied`) before the second is merged into it. Message trees
 * are never changed in place, so sharing them is safe; copying them all was most of the time
 * a language took to load.
 */
function mergeShared(target: Messages, source: Messages, copied: WeakSet<object>): void {
  for (const [k, v] of Object.entries(source)) {
    const existing = target[k];
    if (isPlainObject(v) && isPlainObject(existing)) {
      let into = existing;
      if (!copied.has(existing)) {
        into = { ...existing };
        copied.add(into);
        target[k] = into;
      }
      mergeShared(into, v, copied);
    } else {
      target[k] = v;
    }
  }
}

/** Every message of the app for each language: engine, widgets, stores, shell, and the modules. */
export function buildMessages(modules: readonly MessagesOwner[] = []): Record<Lang, Messages> {
  const out: Record<Lang, Messages> = { it: {}, en: {} };
  for (const lang of LANGS) mergeMessages(out[lang], coreMessages[lang] ?? {});
  for (const [path, messages] of Object.entries(sharedFiles)) {
    const lang = path.slice(path.lastIndexOf('/') + 1, -'.json'.length) as Lang;
    if (LANGS.includes(lang)) mergeMessages(out[lang], messages);
  }
  mergeMessages(out.it, shellIt as Messages);
  mergeMessages(out.en, shellEn as Messages);
  for (const m of modules) {
    for (const lang of LANGS) {
      const src = m.messages[lang];
      if (src && typeof src !== 'function') mergeMessages(out[lang], src);
    }
  }
  return out;
}

/** A module language's messages, loading them if they come as a loader. */
export async function resolveMessages(src: MessagesSource | undefined): Promise<Messages> {
  if (!src) return {};
  return typeof src === 'function' ? src() : src;
}

/** Every message of every language, loaders resolved (for tests and tools). */
export async function loadAllMessages(modules: readonly MessagesOwner[]): Promise<Record<Lang, Messages>> {
  const out = buildMessages([]);
  for (const m of modules) for (const lang of LANGS) mergeMessages(out[lang], await resolveMessages(m.messages[lang]));
  return out;
}

/** The browser's language, as the app understands it: Italian if it starts with 'it', else English. */
export function browserLang(): Lang {
  const nav = typeof navigator !== 'undefined' ? navigator.language : '';
  return nav?.toLowerCase().startsWith('it') ? 'it' : 'en';
}

/** Whose messages an i18n holds besides the app's: the registry's entries (a test's stand-in). */
export type MessagesOwner = Pick<GameEntry, 'messages'> & { readonly id?: string };

/** The modules of each i18n instance, the languages whose loaders have run, and whose own messages are in. */
const registered = new WeakMap<
  object,
  {
    modules: readonly MessagesOwner[];
    loaded: Set<Lang>;
    base: Set<Lang>;
    taken: Record<Lang, Set<MessagesOwner>>;
    /** The last load of each language: the next one starts after it (and so waits for it). */
    loading: Partial<Record<Lang, Promise<void>>>;
  }
>();

function makeI18n(modules: readonly MessagesOwner[], locale: Lang, messages: Partial<Record<Lang, Messages>>, base: Lang[]) {
  const i18n = createI18n({
    legacy: false,
    globalInjection: true,
    locale,
    fallbackLocale: 'en',
    messages: messages as Record<Lang, Record<string, never>>,
    missingWarn: false,
    fallbackWarn: false,
  });
  registered.set(i18n, { modules, loaded: new Set(), base: new Set(base), taken: { it: new Set(), en: new Set() }, loading: {} });
  return i18n;
}

/** An i18n with every message of both languages at once (tests and tools; the modules' loaders still run in `ensureLocale`). */
export function createAppI18n(modules: readonly MessagesOwner[] = [], locale: Lang = browserLang()) {
  return makeI18n(modules, locale, buildMessages(modules), LANGS);
}

export type AppI18n = ReturnType<typeof createAppI18n>;

/** The app's own messages of one language (shell, engine, widgets, stores): one chunk each. */
const ownMessages: Record<Lang, () => Promise<Messages[]>> = {
  it: () => import('./base-it').then((m) => m.default),
  en: () => import('./base-en').then((m) => m.default),
};

/**
 * The app's i18n in one language: its own messages and the modules' of that language are
 * fetched first (the other language's only if the player switches, `ensureLocale`). With
 * `only` (game ids), just those games' messages come first (a reopened game's): the rest
 * follow with the next `ensureLocale` of the language.
 */
export async function createLangI18n(modules: readonly MessagesOwner[], lang: Lang, only?: readonly string[]): Promise<AppI18n> {
  const i18n = makeI18n(modules, lang, {}, []);
  await ensureLocale(i18n, lang, only);
  return i18n;
}

/**
 * Loads a language's messages into the i18n instance, once: the app's own (when the instance
 * was made with one language) and the modules' (given as loaders, so a player downloads only
 * the language they play in), fetched together; with `only`, just those games' for now.
 */
export function ensureLocale(i18n: AppI18n, lang: Lang, only?: readonly string[]): Promise<void> {
  const reg = registered.get(i18n);
  if (!reg || reg.loaded.has(lang)) return Promise.resolve();
  // One load of a language at a time: a second asker (a screen that needs every game's words
  // while the first screen's are still coming) waits for the load under way, then takes the rest.
  const next = (reg.loading[lang] ?? Promise.resolve()).catch(() => undefined).then(() => loadLocale(i18n, reg, lang, only));
  reg.loading[lang] = next;
  return next;
}

/** Whether every message of a language is in (no load needed before a screen that uses them all). */
export function localeLoaded(i18n: AppI18n, lang: Lang): boolean {
  return registered.get(i18n)?.loaded.has(lang) ?? true;
}

async function loadLocale(i18n: AppI18n, reg: NonNullable<ReturnType<typeof registered.get>>, lang: Lang, only: readonly string[] | undefined): Promise<void> {
  if (reg.loaded.has(lang)) return;
  const taken = reg.taken[lang];
  const owners = reg.modules.filter((m) => !taken.has(m) && (!only || (m.id !== undefined && only.includes(m.id))));
  for (const m of owners) taken.add(m);
  const loaders = owners.map((m) => m.messages[lang]).filter((src) => typeof src === 'function');
  let own: Messages[];
  let loaded: Messages[];
  try {
    [own, loaded] = await Promise.all([
      reg.base.has(lang) ? Promise.resolve([]) : ownMessages[lang](),
      Promise.all(loaders.map((src) => resolveMessages(src))),
    ]);
  } catch (err) {
    for (const m of owners) taken.delete(m); // a failed fetch may be retried
    throw err;
  }
  // One plain tree per language, merged here and handed over whole: vue-i18n's own merge
  // copies every message node into its reactive store, one proxy trap at a time, which on a
  // phone costs a long task at start-up. The tree is marked raw (messages never change in
  // place; a new tree replaces the old, which is what re-renders the screens).
  const merged: Messages = { ...(toRaw(i18n.global.getLocaleMessage(lang)) as Messages) };
  const copied = new WeakSet<object>([merged]);
  if (!reg.base.has(lang)) {
    for (const msgs of own) mergeShared(merged, msgs, copied);
    reg.base.add(lang);
  }
  for (const msgs of loaded) mergeShared(merged, msgs, copied);
  i18n.global.setLocaleMessage(lang, markRaw(merged) as Record<string, never>);
  if (reg.modules.every((m) => taken.has(m))) reg.loaded.add(lang);
}

/** Switches the language of the app and keeps `<html lang>` in step. */
export function setLocale(i18n: AppI18n, lang: Lang): void {
  i18n.global.locale.value = lang;
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

/**
 * `tx(text)` translates a Text (params that are Texts are translated first); a plain
 * string is taken as a key. `tx.tx` is the same function, so both `const tx = useTx()`
 * and `const { tx } = useTx()` work. `tx.num(n)` and `tx.signed(n)` write a number shown
 * on its own (a track's value, a scale's ends) the same way a message would: "−3", "9,75",
 * "+2", "±0".
 */
export interface Tx {
  (text: Text | string | null | undefined): string;
  tx: Tx;
  num(value: number, digits?: number): string;
  signed(value: number): string;
}

export function makeTx(t: TranslateFn, locale?: () => string): Tx {
  const fn = ((text: Text | string | null | undefined) => translateText(t, text, locale?.())) as Tx;
  fn.tx = fn;
  fn.num = (value, digits) => formatNumber(value, locale?.() ?? 'en', digits);
  fn.signed = (value) => formatSigned(value, locale?.() ?? 'en');
  return fn;
}

/** The composable: call in setup(). Reactive to the language through vue-i18n's `t`. */
export function useTx(): Tx {
  const { t, locale } = useI18n({ useScope: 'global' });
  return makeTx(
    (key, named, plural) => (plural === undefined ? t(key, named) : t(key, named, plural)),
    () => locale.value,
  );
}
