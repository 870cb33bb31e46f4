// The app's own Italian messages (shell, engine, widgets, stores) as one chunk: the app fetches
// the player's language only (src/i18n, `createLangI18n`, `ensureLocale`).
import { baseFiles } from './base';

export default baseFiles(
  import.meta.glob<Record<string, unknown>>(['../engine/i18n/it.json', '../components/widgets/i18n/it.json', '../stores/i18n/it.json', './it.json'], {
    eager: true,
    import: 'default',
  }),
);
