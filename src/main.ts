// The app: Pinia, vue-i18n (every message tree merged), Vuetify (themes), the router.
import { createApp } from 'vue';
import { createPinia } from 'pinia';
import App from './App.vue';
import { createAppRouter } from './router';
import { createAppVuetify } from './plugins/vuetify';
import { createAppI18n, browserLang, ensureLocale, setLocale } from './i18n';
import { catalog, loadModules } from './games';
import { useSettingsStore } from './stores';
import './styles/main.css';

async function start(): Promise<void> {
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
  app.use(createAppRouter());
  app.provide('appI18n', i18n);
  app.mount('#app');
  document.getElementById('app-shell')?.remove();
}

void start();
