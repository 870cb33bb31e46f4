// Vuetify: a calm olive/khaki and slate palette, light and dark, both with AA contrast or
// better for text; 'system' follows prefers-color-scheme live (Vuetify watches the media query).
import 'vuetify/styles';
import { h } from 'vue';
import { createVuetify, type IconSet, type IconProps, type ThemeDefinition } from 'vuetify';
import { aliases } from 'vuetify/iconsets/mdi-svg';
import { VSvgIcon } from 'vuetify/components';
import { mdiPaths } from './icons';
import { it, en } from 'vuetify/locale';

export const lightTheme: ThemeDefinition = {
  dark: false,
  colors: {
    background: '#f3f1e8',
    bar: '#4e5d3a', // app bars and the browser's theme colour
    surface: '#fbfaf5',
    'surface-bright': '#ffffff', // a switch's thumb when off
    'surface-light': '#e9e6d8',
    'surface-variant': '#e4e1d2',
    'on-surface-variant': '#3b3d33',
    primary: '#4e5d3a', // olive drab (the manifest's theme colour)
    'primary-darken-1': '#3c4a2c',
    secondary: '#44535e', // slate
    'secondary-darken-1': '#33414b',
    accent: '#7a6336', // khaki, darkened for contrast
    error: '#a3261f',
    info: '#2f5f86',
    success: '#3d6b35',
    warning: '#8a5a00',
  },
  variables: {
    'border-color': '#3b3d33',
    'medium-emphasis-opacity': 0.74,
    'disabled-opacity': 0.5,
  },
};

export const darkTheme: ThemeDefinition = {
  dark: true,
  colors: {
    background: '#171a14',
    bar: '#2c3325',
    surface: '#22261d',
    'surface-bright': '#d8d5c4', // a switch's thumb when off: khaki-grey, not Vuetify's lilac
    'surface-light': '#3a3f31',
    'surface-variant': '#3a3f31',
    'on-surface-variant': '#e3e0cf',
    primary: '#b9c98f', // pale olive
    'primary-darken-1': '#a2b377',
    secondary: '#a9bccb', // pale slate
    'secondary-darken-1': '#8ea3b3',
    accent: '#d9c48c', // khaki
    error: '#ffb4a9',
    info: '#9fcaf0',
    success: '#a6d49a',
    warning: '#f2c46d',
  },
  variables: {
    'border-color': '#e3e0cf',
    'medium-emphasis-opacity': 0.78,
    'disabled-opacity': 0.55,
  },
};

/** The browser chrome's colour (meta theme-color) for each theme: the app bars'. */
export const barColour = { light: '#4e5d3a', dark: '#2c3325' } as const;

export type ThemeChoice = 'light' | 'dark' | 'system';

/**
 * Icons are written by their Material Design Icons name ('mdi-dice-5') everywhere and drawn
 * as inline SVG from ./icons; Vuetify's own icons ($close, $expand…) come as SVG aliases.
 */
/** An icon's SVG path: a known name's, nothing while a name's path is still loading (./icons). */
function svgPath(icon: string): string {
  return mdiPaths[icon] ?? (icon.startsWith('mdi-') ? '' : icon);
}

export const mdiSvgNames: IconSet = {
  component: (props: IconProps) => h(VSvgIcon, { ...props, icon: typeof props.icon === 'string' ? svgPath(props.icon) : props.icon }),
};

export function createAppVuetify(locale: 'it' | 'en' = 'it', theme: ThemeChoice = 'system') {
  return createVuetify({
    theme: {
      defaultTheme: theme,
      themes: { light: lightTheme, dark: darkTheme },
    },
    icons: { defaultSet: 'mdi', aliases, sets: { mdi: mdiSvgNames } },
    locale: { locale, fallback: 'en', messages: { it, en } },
    defaults: {
      VBtn: { rounded: 'lg' },
      VCard: { rounded: 'lg' },
      VTextField: { variant: 'outlined', density: 'comfortable' },
      VSelect: { variant: 'outlined', density: 'comfortable' },
      // A snackbar never swallows a "back" (the back arrow, the phone's back button): it is not a dialog.
      VSnackbar: { closeOnBack: false },
    },
  });
}
