// The app's own English messages (shell, engine, widgets, stores) as one chunk: the app fetches
// the player's language only (src/i18n, `createLangI18n`, `ensureLocale`).
import { baseFiles } from './base';

export default baseFiles(
  import.meta.glob<Record<string, unknown>>(['../engine/i18n/en.json', '../components/widgets/i18n/en.json', '../stores/i18n/en.json', './en.json'], {
    eager: true,
    import: 'default',
  }),
);
