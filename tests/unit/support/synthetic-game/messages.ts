// The synthetic game's messages, loaded on demand as a shipped game's are.
import type { Lang, MessagesSource } from '@/engine/types';

export const messages: Record<Lang, MessagesSource> = {
  it: () => import('./i18n/it.json').then((m) => m.default as Record<string, unknown>),
  en: () => import('./i18n/en.json').then((m) => m.default as Record<string, unknown>),
};
