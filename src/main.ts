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
import { loadIcons } from './plugins/icons';
import { createLangI18n, browserLang, ensureLocale, setLocale } from './i18n';
import type { Lang } from './engine/types';
import { catalog, loadModule, loadModules, registerGames } from './engine/registry';
import { games as appGames } from './app/games';
import { useChartsStore, useGameStore, useGamesStore, useSettingsStore } from './stores';
import { dbMayHoldData, loadDb } from './db/lazy';
import { buildInPieces, piecesBuilt } from './views/shared/pieces';
import {
  afterFirstScreen,
  applyStylesheets,
  firstScreenDrawn,
  markLaunch,
  openLaunchedFiles,
  readShell,
  rememberScreen,
  reopenedGameId,
  screenToReopen,
  writeShell,
} from './pwa/launch';
import './styles/main.css';

/** A new task: the browser may paint and take a tap between the steps of the start-up. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(): Promise<void> {
  markLaunch('script');
  registerGames(appGames);
  // The app's code has just been evaluated, one long piece of work: the rest of the start-up
  // comes in tasks of its own, so a phone's main thread is never held for long at a time.
  await nextTask();
  // The stylesheets before any lazily loaded screen is asked for: one that shares a stylesheet
  // (the reopened game's) must find it in the page, not add it again after the app's own rules.
  const styled = applyStylesheets();
  // Everything the first screen may need is fetched at once, side by side: the database's
  // code (Dexie), the games' rules when there are games to show (the stores await them; an
  // empty home needs none until a new game is started), the icons of a reopened game.
  const reopen = screenToReopen();
  // (Not on a first visit: no database yet, nothing to read; the first write fetches it.)
  if (reopen) void loadDb().catch(() => undefined);
  else
    void dbMayHoldData()
      .then((held) => (held ? loadDb() : undefined))
      .catch(() => undefined);
  // A reopened game fetches its own rules only (the game store); the others follow once it is drawn.
  if (!reopen && (readShell().games ?? 0) > 0) void loadModules().catch(() => undefined);
  const icons = reopen ? loadIcons().catch(() => undefined) : undefined;
  // The game screen's code too, when a game is reopened (the router's loader gets the same chunk).
  if (reopen) void import('./views/GameView.vue').catch(() => undefined);
  // And the game's own screens its first section draws (src/views/game/screens.ts).
  const firstModule = reopen ? readShell().lastModule : undefined;
  if (firstModule) void import('./views/game/screens').then((m) => m.preloadPanels(firstModule, 'phase')).catch(() => undefined);
  // And its rules, without waiting for its record to name them (the game store's read asks for
  // the same module and finds it loading).
  if (firstModule) void loadModule(firstModule).catch(() => undefined);
  await nextTask();
  const app = createApp(App);
  const pinia = createPinia();
  app.use(pinia);
  // A reopened game is read (storage, its rules, the replay) while the app is put together;
  // its screen takes over this open instead of starting its own (src/stores/game.ts).
  const reopenId = reopenedGameId(reopen);
  let reopened: Promise<void> | undefined;
  if (reopenId) {
    reopened = useGameStore(pinia).openAhead(reopenId);
    void useChartsStore(pinia)
      .ensureLoaded()
      .catch(() => undefined);
  }

  // The language and theme: the settings as the last launch saw them (index.html's shell drew
  // the first screen with them), so the app does not wait for the database to draw; the
  // settings are read meanwhile, and whatever they say wins. With nothing remembered (a first
  // visit), the settings are awaited, so the app never shows the wrong language.
  const settings = useSettingsStore(pinia);
  const loaded = settings.ensureLoaded().catch(() => {
    // Storage unavailable (e.g. a private window): defaults apply; the stores report it.
  });
  const shell = readShell();
  if (shell.lang && shell.theme) settings.$patch({ lang: shell.lang, theme: shell.theme });
  else await loaded;
  const lang = settings.effectiveLang ?? browserLang();
  // A reopened game's messages come first (with the app's own); the other games' follow once
  // it is drawn.
  const lastModule = reopen ? shell.lastModule : undefined;
  // An empty home (a first visit too) needs no game's words: they come when a screen asks for
  // them (the new-game dialog, a game listed or imported, the router below).
  const only = lastModule ? [lastModule] : !reopen && !((shell.games ?? 0) > 0) ? [] : undefined;
  const i18n = await createLangI18n(catalog, lang, only);
  setLocale(i18n, lang);
  markLaunch('messages');
  await nextTask();

  app.use(i18n);
  const vuetify = createAppVuetify(lang, settings.theme);
  // Vuetify's install writes the theme's stylesheet (every colour's variables and classes, for
  // both themes): a task of its own.
  await nextTask();
  app.use(vuetify);
  await nextTask();
  const router = createAppRouter();
  rememberScreen(router);
  // Every screen but home may show any game's words (the settings list the games, a game opened
  // from home is any game): a language whose games' messages are still coming is waited for.
  let started = false;
  router.beforeEach((to) =>
    !started || to.name === 'home'
      ? true
      : ensureLocale(i18n, i18n.global.locale.value as Lang).then(
          () => true,
          () => true,
        ),
  );
  app.use(router);
  app.provide('appI18n', i18n);
  // A player who left from a game lands back in it; home stays one tap away (the back arrow,
  // or the phone's back: home is the entry before it).
  if (reopen) await Promise.all([router.push(reopen).catch(() => undefined), icons]);
  else await router.isReady();
  markLaunch('route');
  await styled;
  markLaunch('styles');
  // A reopened game is mounted once it is read (or could not be: its screen says why), so
  // the app draws and lays out the game's screen once, not a loading ring first and the game
  // after it; the shell's stand-in stays on screen meanwhile — for two seconds at most: a
  // storage that never answers gets the app's own words on screen, not a stand-in for ever.
  if (reopened) await Promise.race([reopened, new Promise<void>((resolve) => setTimeout(resolve, 2000))]);
  await nextTask();
  // The first screen is built a piece per task, the shell over it until it is whole
  // (src/views/shared/pieces.ts).
  buildInPieces();
  app.mount('#app');
  await piecesBuilt();
  document.getElementById('app-shell')?.remove();
  markLaunch('mounted');
  // The rest of the icons (the game screen's, the settings'), once the screen is drawn; a
  // reopened game's screen first, then the other games' rules and messages.
  if (!reopen) firstScreenDrawn();
  afterFirstScreen(() => void loadIcons().catch(() => undefined));
  if (reopen) afterFirstScreen(() => void loadModules().catch(() => undefined));
  // A reopened game's screen came with its own game's words: the others' follow once it is drawn.
  // An empty home fetches them when a screen asks (the new-game dialog waits for the games'
  // rules too), not on a first visit that may only look.
  if (lastModule) afterFirstScreen(() => void ensureLocale(i18n, lang).catch(() => undefined));
  started = true;
  // A file opened with the installed app: its import is offered (src/pwa/received.ts).
  openLaunchedFiles(router);

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
    () => [game.record?.name, game.record?.moduleId] as const,
    ([name, moduleId]) => {
      if (name && router.currentRoute.value.name === 'game') writeShell({ lastName: name, lastModule: moduleId });
    },
    { immediate: true },
  );
}

void start();
