// ESLint (run by `npm run lint` and inside `npm test`): typescript-eslint's recommended rules,
// eslint-plugin-vue's recommended rules for Vue 3 without the purely stylistic ones, and the
// floors of the house (docs/ARCHITECTURE.md, "The floors"): the rules are framework-free, the
// engine knows no game, shared code finds games only through the registry, and the list of
// games (src/app) sits above everything but main.ts.
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import vue from 'eslint-plugin-vue';

/** Vue and what is built on it: never in the rules (src/engine, src/games). */
const FRAMEWORK = {
  group: ['vue', 'vue/*', '@vue/*', 'pinia', 'pinia/*', 'vuetify', 'vuetify/*', 'dexie', 'dexie/*', 'vue-i18n', 'vue-i18n/*', 'vue-router', 'vue-router/*'],
  message:
    'The rules are framework-free: no Vue, Pinia, Vuetify, Dexie, vue-i18n or vue-router under src/engine and src/games (docs/ARCHITECTURE.md, "The floors").',
};
/** The app's upper floors, by alias or by a relative path climbing to them. */
const APP = {
  regex: String.raw`^(@/|(\.\./)+)(components|views|stores|db|app)(/|$)`,
  message:
    'The rules sit below the app: src/engine and src/games import nothing from components, views, stores, db or app (docs/ARCHITECTURE.md, "The floors").',
};
/** A game's own folder (its rules or its screens): shared code asks the registry instead. */
const A_GAME = {
  regex: String.raw`^(@/|(\.\./)+)(components/)?games/`,
  message: 'Shared code never names a game: it finds games through the registry, `@/engine/registry` (docs/ARCHITECTURE.md, "The floors").',
};
/** The app's list of games (src/app): the top floor, read by main.ts alone. */
const GAME_LIST = {
  regex: String.raw`^(@/|(\.\./)+|\./)app(/|$)`,
  message:
    'The list of games (src/app) is the top floor, registered by main.ts: shared code asks the registry, `@/engine/registry` (docs/ARCHITECTURE.md, "The floors").',
};

/**
 * `x as unknown as T` tells the compiler nothing and silences it: the type it papers over is
 * fixed instead (a schema's output type, a value built field by field, `toJson` for a value kept).
 */
const AS_UNKNOWN_AS = {
  selector: "TSAsExpression > TSAsExpression.expression[typeAnnotation.type='TSUnknownKeyword']",
  message: '`as unknown as` hides a type that does not fit: fix the type (docs/ARCHITECTURE.md, "The floors").',
};

export default defineConfig(
  { ignores: ['dist/', 'dev-dist/', 'coverage/', 'reports/', 'test-results/', '.stryker-tmp/', '.bench/', 'node_modules/'] },
  // A disable comment that no longer disables anything is itself an error: it would mislead.
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  // typescript-eslint's recommended rules without type information: the type-checked set took
  // ten times as long on a two-core machine, and vue-tsc already checks the types in `npm test`.
  tseslint.configs.recommended,
  vue.configs['flat/recommended'],
  {
    files: ['**/*.vue'],
    languageOptions: { parserOptions: { parser: tseslint.parser, extraFileExtensions: ['.vue'] } },
  },
  {
    rules: {
      // Stylistic only, and every file would change: left to the authors, as the code is written.
      'vue/max-attributes-per-line': 'off',
      'vue/singleline-html-element-content-newline': 'off',
      'vue/multiline-html-element-content-newline': 'off',
      'vue/html-self-closing': 'off',
      'vue/html-indent': 'off',
      'vue/html-closing-bracket-newline': 'off',
      'vue/attributes-order': 'off',
      'vue/first-attribute-linebreak': 'off',
      // A form (a draft the parent holds) is filled in by the component it is handed to; a prop
      // itself is never replaced.
      'vue/no-mutating-props': ['error', { shallowOnly: true }],
      // `_` names what is there but not used (an argument in its place, a field left out).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
  },
  // A test mounts several small components of its own.
  { files: ['tests/**'], rules: { 'vue/one-component-per-file': 'off' } },
  // The floors.
  { files: ['src/**'], rules: { 'no-restricted-syntax': ['error', AS_UNKNOWN_AS] } },
  {
    files: ['src/engine/**', 'src/games/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [FRAMEWORK, APP] }] },
  },
  {
    files: ['src/engine/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            FRAMEWORK,
            APP,
            { regex: String.raw`^(@/|(\.\./)+)games(/|$)`, message: 'The engine knows no game, not even the registry (docs/ARCHITECTURE.md, "The floors").' },
          ],
        },
      ],
    },
  },
  {
    files: [
      'src/components/widgets/**',
      'src/views/**',
      'src/stores/**',
      'src/db/**',
      'src/i18n/**',
      'src/pwa/**',
      'src/plugins/**',
      'src/App.vue',
      'src/router.ts',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: [A_GAME, GAME_LIST] }] },
  },
  // A game's screens are below the list of games too.
  { files: ['src/components/games/**'], rules: { 'no-restricted-imports': ['error', { patterns: [GAME_LIST] }] } },
  { files: ['src/main.ts'], rules: { 'no-restricted-imports': ['error', { patterns: [A_GAME] }] } },
  // The rules own every action (docs/ARCHITECTURE.md, "Table actions"): a game's screen is layout;
  // it names the game's actions (ActionCard, act, useAction) and never builds or dispatches an
  // event itself.
  {
    files: ['src/components/games/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        AS_UNKNOWN_AS,
        {
          selector: "CallExpression[callee.property.name='dispatch']",
          message: "A game's screen never dispatches an event: list the action in the game's rules (ActionDef) and use ActionCard, act() or useAction().",
        },
        {
          selector: "CallExpression[callee.name='dispatch']",
          message: "A game's screen never dispatches an event: list the action in the game's rules (ActionDef) and use ActionCard, act() or useAction().",
        },
      ],
    },
  },
);
