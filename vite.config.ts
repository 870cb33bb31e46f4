/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import * as mdi from '@mdi/js';
import vue from '@vitejs/plugin-vue';
import vuetify from 'vite-plugin-vuetify';
import { VitePWA } from 'vite-plugin-pwa';
import VueI18nPlugin from '@intlify/unplugin-vue-i18n/vite';

// Every message file of the app (the shell's, the engine's, the widgets', the stores', each
// game's). The build compiles them ahead of time, so the runtime ships without vue-i18n's
// message compiler; the unit tests read them as plain JSON.
const messageFiles = ['src/i18n/*.json', 'src/**/i18n/*.json'].map((p) => fileURLToPath(new URL(p, import.meta.url)));
const testing = !!process.env.VITEST;

/**
 * The first screen of index.html, finished at build time: `%t:key%` becomes the message in
 * both languages (the page shows the one of `<html lang>`), `%icon:mdiName%` the icon's SVG;
 * the build's stylesheets are preloaded instead of blocking the first paint (src/main.ts
 * applies them before the app mounts over the shell).
 */
function shellHtml(): Plugin {
  const messages = ['it', 'en'].map((lang) => [lang, JSON.parse(readFileSync(new URL(`./src/i18n/${lang}.json`, import.meta.url), 'utf8'))] as const);
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const lookup = (tree: unknown, key: string): string => {
    const v = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], tree);
    if (typeof v !== 'string') throw new Error(`index.html: no message ${key}`);
    return escape(v);
  };
  const icons = mdi as Record<string, string>;
  return {
    name: 'aiutante-shell-html',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) =>
        html
          .replace(/%t:([\w.]+)%/g, (_, key: string) => messages.map(([lang, tree]) => `<span class="l-${lang}">${lookup(tree, key)}</span>`).join(''))
          .replace(/%icon:(\w+)%/g, (_, name: string) => {
            if (!icons[name]) throw new Error(`index.html: no icon ${name}`);
            return `<svg viewBox="0 0 24 24" aria-hidden="true"><path d="${icons[name]}"/></svg>`;
          }),
    },
  };
}

/**
 * Nothing but the HTML and its inline CSS before the first paint: the build's script, module
 * preloads and stylesheets are held in a <template> and put into the page once the shell has
 * painted (the stylesheets as preloads: src/main.ts applies them before the app mounts over
 * the shell). A relaunch into the last game puts them in at once: the screen to reach there is
 * the game's, not the shell's.
 */
function afterFirstPaint(): Plugin {
  return {
    name: 'aiutante-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const tags: string[] = [];
        const take = (re: RegExp, map: (tag: string) => string = (t) => t) =>
          (html = html.replace(re, (tag) => {
            tags.push(map(tag));
            return '';
          }));
        take(/\s*<script type="module"[^>]*><\/script>/g);
        take(/\s*<link rel="modulepreload"[^>]*>/g);
        take(/\s*<link rel="stylesheet"[^>]*>/g, (t) => t.replace('rel="stylesheet"', 'rel="preload" as="style" data-app-css'));
        const loader =
          `<template id="app-load">${tags.map((t) => t.trim()).join('')}</template>` +
          '<script>(function () { var load = function () {' +
          " return document.importNode(document.getElementById('app-load').content, true); };" +
          // A relaunch into the last game starts fetching at once: its first screen is the game's,
          // which the app draws; the shell's bar is only a stand-in (src/pwa/launch.ts).
          " if (document.documentElement.getAttribute('data-shell') === 'game') document.head.appendChild(load());" +
          // Otherwise after the first paint, a tag per task: putting a preload into the page is
          // work for the main thread (a fetch set up, the cache looked up), some milliseconds
          // each on a phone, and twenty of them at once made one long task. The stylesheets go
          // first: the app applies the ones it finds in the page (src/pwa/launch.ts), so all are
          // there before its script.
          ' else requestAnimationFrame(function () { setTimeout(function () {' +
          ' var n = [].slice.call(load().childNodes), css = function (x) { return x.hasAttribute && x.hasAttribute("data-app-css"); };' +
          ' n.filter(css).concat(n.filter(function (x) { return !css(x); })).forEach(function (x) {' +
          ' setTimeout(function () { document.head.appendChild(x); }); }); }); }); })();</script>';
        return html.replace('</body>', `    ${loader}\n  </body>`);
      },
    },
  };
}

/**
 * Vuetify's stylesheet (`vuetify/styles`) carries every utility class (`d-flex`, `ma-2`,
 * `text-h6`…), again for each breakpoint (`pa-md-4`), and the whole Material colour pack
 * (`bg-red-lighten-4`…): over 300 KB, parsed and matched on the first screen's path, though
 * the app names a few dozen of them. This keeps, of those classes, only the ones named in the
 * app's sources (in a class list, or as a component prop: `align-md="center"` is
 * `align-md-center`, `color="red"` is `bg-red`/`text-red`) or in Vuetify's own code; every
 * other rule of the file (the reset, the transitions, elevation, rounding, anything that is not
 * one utility class alone) stays as it is.
 */
export function trimUnusedUtilities(sources: string[], libraries: string[] = []): Plugin {
  const UTILITY = /^(?:\.v-locale--is-(?:ltr|rtl)\s+)?\.([a-z][a-z0-9-]*)$/;
  const walk = (dir: string, ext: RegExp): string[] =>
    readdirSync(dir).flatMap((n) => {
      const p = join(dir, n);
      return statSync(p).isDirectory() ? walk(p, ext) : ext.test(n) ? [p] : [];
    });
  const filesOf = (roots: string[], ext: RegExp) => roots.flatMap((s) => (statSync(s).isDirectory() ? walk(s, ext) : [s]));
  let named: { classes: Set<string>; words: Set<string> } | null = null;
  const scan = () => {
    const classes = new Set<string>();
    const words = new Set<string>();
    for (const file of filesOf(sources, /\.(vue|ts|html|json)$/)) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/[a-z0-9][a-z0-9-]*/gi)) words.add(m[0]);
      // A prop that becomes a class: `align-md="center"`, `rounded="lg"`, `:elevation="2"`.
      for (const m of text.matchAll(/\b([a-z][a-z-]*)="([\w -]+)"/g)) for (const v of m[2]!.split(' ')) if (v) classes.add(`${m[1]}-${v}`);
    }
    for (const w of words) classes.add(w);
    for (const file of filesOf(libraries, /\.js$/)) for (const m of readFileSync(file, 'utf8').matchAll(/[a-z0-9][a-z0-9-]*/gi)) classes.add(m[0]);
    return { classes, words };
  };
  const used = (cls: string, n: { classes: Set<string>; words: Set<string> }): boolean => {
    if (cls.startsWith('v-') || cls.includes('transition') || /^(elevation|rounded)(-|$)/.test(cls)) return true;
    if (n.classes.has(cls)) return true;
    // A colour prop (`color="red-darken-2"`) becomes `bg-…`/`text-…`/`border-…` at run time.
    const colour = /^(?:bg|text|border)-(.+)$/.exec(cls);
    return !!colour && n.words.has(colour[1]!);
  };
  /** The statements of a block, each rule kept unless all its selectors are unused utility classes. */
  const trim = (css: string, n: { classes: Set<string>; words: Set<string> }): string => {
    let out = '';
    let i = 0;
    while (i < css.length) {
      const open = css.indexOf('{', i);
      if (open < 0) return out + css.slice(i);
      // The statement's end: its matching brace.
      let depth = 0;
      let close = open;
      for (; close < css.length; close++) {
        if (css[close] === '{') depth++;
        else if (css[close] === '}' && --depth === 0) break;
      }
      const prelude = css.slice(i, open);
      const head = prelude.trim();
      if (/^@(media|supports)\b/.test(head)) {
        const body = trim(css.slice(open + 1, close), n);
        if (body.trim()) out += `${prelude}{${body}}`;
      } else if (head.startsWith('@') || head.includes('/*')) {
        out += css.slice(i, close + 1);
      } else {
        const unused = head.split(',').every((sel) => {
          const m = UTILITY.exec(sel.trim());
          return !!m && !used(m[1]!, n);
        });
        if (!unused) out += css.slice(i, close + 1);
      }
      i = close + 1;
    }
    return out;
  };
  return {
    name: 'aiutante-trim-unused-utilities',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!/vuetify[\\/]lib[\\/]styles[\\/]main\.css$/.test(id.split('?')[0]!)) return null;
      named ??= scan();
      return trim(code, named);
    },
  };
}

/**
 * Vuetify's install creates a date adapter (a date library of its own, some 9 KB) whether or
 * not a screen shows a date. Aiutante shows none (no date picker, no calendar: the turns are the
 * games' own), so the adapter Vuetify's date composable imports is a stand-in that keeps only
 * its locale. Only that import, from that file, is replaced.
 */
export function noDateAdapter(): Plugin {
  const stub = fileURLToPath(new URL('./src/plugins/noDateAdapter.ts', import.meta.url));
  return {
    name: 'aiutante-no-date-adapter',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './adapters/vuetify.js' && importer && /vuetify[\\/]lib[\\/]composables[\\/]date[\\/]date\.js$/.test(importer)) return stub;
      return null;
    },
  };
}

export default defineConfig({
  base: './',
  plugins: [
    vue(),
    noDateAdapter(),
    shellHtml(),
    afterFirstPaint(),
    trimUnusedUtilities(
      [fileURLToPath(new URL('./src', import.meta.url)), fileURLToPath(new URL('./index.html', import.meta.url))],
      [fileURLToPath(new URL('./node_modules/vuetify/lib', import.meta.url))],
    ),
    vuetify({ autoImport: true }),
    ...(testing
      ? []
      : [
          VueI18nPlugin({
            include: messageFiles,
            runtimeOnly: true,
            compositionOnly: true,
            fullInstall: false,
            dropMessageCompiler: true,
            strictMessage: false,
            escapeHtml: false,
          }),
        ]),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
      manifest: {
        name: 'Aiutante — the wargame table companion',
        short_name: 'Aiutante',
        description: 'Keeps the books of a printed wargame: turns, tracks, combat odds, dice.',
        lang: 'it',
        theme_color: '#4e5d3a',
        background_color: '#f3f1e8',
        display: 'standalone',
        orientation: 'any',
        start_url: './',
        scope: './',
        icons: [
          { src: 'pwa-192x192.png', sizes: '192x192', type: 'image/png' },
          { src: 'pwa-512x512.png', sizes: '512x512', type: 'image/png' },
          { src: 'maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        // Files travel the phone's way: the installed app is offered for a shared game file or
        // pack (the service worker takes the POST: public/receive-sw.js) and, on a computer, for
        // opening one (the launch queue: src/main.ts); the received screen offers its import.
        share_target: {
          action: './receive',
          method: 'POST',
          enctype: 'multipart/form-data',
          params: { title: 'title', files: [{ name: 'files', accept: ['application/json', '.json'] }] },
        },
        file_handlers: [{ action: './', accept: { 'application/json': ['.json'] } }],
        launch_handler: { client_mode: ['focus-existing', 'auto'] },
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,json}'],
        // The share target's handler, before the generated routes (it answers only the POST).
        importScripts: ['receive-sw.js'],
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  // vue-i18n: Composition API only, no devtools in production (drops the legacy API's code).
  define: {
    __VUE_I18N_FULL_INSTALL__: false,
    __VUE_I18N_LEGACY_API__: false,
    __INTLIFY_PROD_DEVTOOLS__: false,
  },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 800,
    // The first visit preloads the entry's modules (index.html), but a lazily loaded module
    // does not add a <link rel="modulepreload"> for each of its chunks: in Chromium each such
    // link costs the main thread milliseconds to insert (some 600 ms at 4× CPU over a relaunch
    // into a game, more than the fetches it saves from the service worker's cache). The
    // browser fetches a lazy module's imports itself; its stylesheets are still added.
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
  },
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    css: false,
    server: { deps: { inline: ['vuetify'] } },
    setupFiles: ['tests/unit/setup.ts'],
    // A component test mounts Vuetify: seconds on a busy machine; a hang still fails.
    testTimeout: 20_000,
  },
});
