// Vuetify's date adapter, for an app that shows no date (vite.config.ts `noDateAdapter`):
// Vuetify's install makes one and follows the language with it; nothing asks it a date.
export class VuetifyDateAdapter {
  locale: string;
  constructor(options: { locale: string }) {
    this.locale = options.locale;
  }
}
