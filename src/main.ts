// The app: Pinia, vue-i18n (every message tree merged), Vuetify (themes), the router.
//
// The first screen is painted by index.html alone (its shell: the home screen, or the bar of
// the game being reopened, in the player's language and theme); this module then builds the
// app and mounts it over the shell once the first screen it draws is ready.
import { createApp, watch } from 'vue';
import { createPinia } from 'pinia';
import App from './App.vue';
import { createAppRouter } from './router';
import { createAppVuetify } from './plugins/vuetify';
import { createAppI18n, browserLang, ensureLocale, setLocale } from './i18n';
import { catalog, loadModules } from './games';
import { useGameStore, useGamesStore, useSettingsStore } from './stores';
import { loadDb } from './db/lazy';
import { applyStylesheets, rememberScreen, screenToReopen, writeShell } from './pwa/launch';
import './styles/main.css';

async function start(): Promise<void> {
  const styled = applyStylesheets();
  // The database's code (Dexie) is its own chunk, fetched at once beside everything else.
  void loadDb().catch(() => undefined);
  const reopen = screenToReopen();
  const app = createApp(App);
  const pinia = createPinia();
  app.use(pinia);

  // Settings first, so the first paint is already in the player's language and theme. The
  // game modules' messages (the player's language only) are fetched meanwhile, guessing the
  // browser's language, which is the setting's default.
  // The games' rules are fetched in the background from the start (the stores await them).
  void loadModules().catch(() => undefined);
  const guess = browserLang();
  const i18n = createAppI18n(catalog, guess);
  const guessed = ensureLocale(i18n, guess);
  const settings = useSettingsStore(pinia);
  try {
    await settings.load();
  } catch {
    // Storage unavailable (e.g. a private window): defaults apply; the stores report it.
  }
  const lang = settings.effectiveLang ?? guess;
  await guessed;
  await ensureLocale(i18n, lang);
  setLocale(i18n, lang);

  app.use(i18n);
  app.use(createAppVuetify(lang, settings.theme));
  const router = createAppRouter();
  rememberScreen(router);
  app.use(router);
  app.provide('appI18n', i18n);
  // A player who left from a game lands back in it; home stays one tap away (the back arrow,
  // or the phone's back: home is the entry before it).
  if (reopen) await router.push(reopen).catch(() => undefined);
  else await router.isReady();
  await styled;
  app.mount('#app');
  document.getElementById('app-shell')?.remove();

  // What the next launch's first paint needs, kept in step (src/pwa/launch.ts).
  watch(
    () => [settings.lang, settings.theme] as const,
    ([lang, theme]) => writeShell({ lang, theme }),
    { immediate: true },
  );
  const games = useGamesStore(pinia);
  watch(
    () => (games.loaded ? games.list.length : null),
    (n) => n !== null && writeShell({ games: n }),
    { immediate: true },
  );
  const game = useGameStore(pinia);
  watch(
    () => game.record?.name,
    (name) => {
      if (name && router.currentRoute.value.name === 'game') writeShell({ lastName: name });
    },
    { immediate: true },
  );
}

void start();
