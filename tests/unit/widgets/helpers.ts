// Mounting widgets as they run in the app: real Vuetify, the app's vue-i18n messages
// (engine + widgets + shell), and a fresh Pinia for each test.
import { createPinia, setActivePinia, type Pinia } from 'pinia';
import { createVuetify } from 'vuetify';
import * as components from 'vuetify/components';
import * as directives from 'vuetify/directives';
import { createAppI18n } from '@/i18n';
import type { Lang } from '@/engine/types';

export function makeGlobal(lang: Lang = 'en', extra: Record<Lang, Record<string, unknown>> = { it: {}, en: {} }) {
  const pinia: Pinia = createPinia();
  setActivePinia(pinia);
  const i18n = createAppI18n([], lang);
  for (const l of ['it', 'en'] as const) i18n.global.mergeLocaleMessage(l, extra[l] as never);
  const vuetify = createVuetify({ components, directives });
  return { pinia, i18n, global: { plugins: [pinia, i18n, vuetify] } };
}

/** Text content with runs of whitespace folded, as a player reads it. */
export function words(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
