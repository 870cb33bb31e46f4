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
 * the shell).
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
          '<script>requestAnimationFrame(function () { setTimeout(function () {' +
          " document.head.appendChild(document.importNode(document.getElementById('app-load').content, true)); }); });</script>";
        return html.replace('</body>', `    ${loader}\n  </body>`);
      },
    },
  };
}

/**
 * Vuetify's stylesheet carries every utility class again for each breakpoint (`pa-md-4`,
 * `d-sm-none`…): over half of its 330 KB, parsed and matched on the first screen's path.
 * This keeps, in its `@media (min-width…)` blocks, only the breakpoint classes the app's
 * sources name (in a class list, or as a component's breakpoint prop: `align-md="center"`);
 * every other rule of the file stays as it is.
 */
export function trimBreakpointUtilities(sources: string[]): Plugin {
  const BP = /^\.([a-z][a-z0-9-]*-(?:sm|md|lg|xl|xxl)(?:-[a-z0-9-]+)?)$/;
  let used: Set<string> | null = null;
  const scan = () => {
    const out = new Set<string>();
    const walk = (dir: string): string[] =>
      readdirSync(dir).flatMap((n) => {
        const p = join(dir, n);
        return statSync(p).isDirectory() ? walk(p) : /\.(vue|ts|html)$/.test(n) ? [p] : [];
      });
    for (const file of sources.flatMap((s) => (statSync(s).isDirectory() ? walk(s) : [s]))) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/[a-z][a-z0-9-]*-(?:sm|md|lg|xl|xxl)(?:-[a-z0-9-]+)?/g)) out.add(m[0]);
      for (const m of text.matchAll(/\b([a-z][a-z-]*-(?:sm|md|lg|xl|xxl))="([\w-]+)"/g)) out.add(`${m[1]}-${m[2]}`);
    }
    return out;
  };
  /** The rules of a block's body, each kept unless all its selectors are unused breakpoint classes. */
  const trimBody = (body: string, keep: Set<string>): string => {
    let out = '';
    let i = 0;
    while (i < body.length) {
      const open = body.indexOf('{', i);
      if (open < 0) return out + body.slice(i);
      const close = body.indexOf('}', open);
      const selectors = body.slice(i, open).trim().split(',').map((x) => x.trim());
      const unused = selectors.every((sel) => {
        const m = BP.exec(sel);
        return !!m && !keep.has(m[1]);
      });
      if (!unused) out += body.slice(i, close + 1);
      i = close + 1;
    }
    return out;
  };
  return {
    name: 'aiutante-trim-breakpoint-utilities',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!/vuetify[\\/]lib[\\/]styles[\\/]main\.css$/.test(id.split('?')[0]!)) return null;
      used ??= scan();
      const keep = used;
      // Top-level `@media (min-width: …) {` blocks hold only plain rules (one level of nesting).
      return code.replace(/@media \(min-width: \d+px\) \{([^{}]*\{[^{}]*\})*[^{}]*\}/g, (block) => {
        const start = block.indexOf('{') + 1;
        return `${block.slice(0, start)}${trimBody(block.slice(start, -1), keep)}}`;
      });
    },
  };
}

export default defineConfig({
  base: './',
  plugins: [
    vue(),
    shellHtml(),
    afterFirstPaint(),
    trimBreakpointUtilities([fileURLToPath(new URL('./src', import.meta.url)), fileURLToPath(new URL('./index.html', import.meta.url))]),
    vuetify({ autoImport: true }),
    ...(testing ? [] : [VueI18nPlugin({ include: messageFiles, runtimeOnly: true, compositionOnly: true, fullInstall: false, dropMessageCompiler: true, strictMessage: false, escapeHtml: false })]),
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
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,json}'],
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
