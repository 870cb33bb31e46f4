// The module's messages, loaded on demand: a player downloads only the language they play in
// (src/i18n), and before the module's rules (src/app/games.ts).
import type { Lang, MessagesSource } from '@/engine/types';

export const messages: Record<Lang, MessagesSource> = {
  it: () => import('./i18n/it.json').then((m) => m.default as Record<string, unknown>),
  en: () => import('./i18n/en.json').then((m) => m.default as Record<string, unknown>),
};
