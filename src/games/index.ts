// The registry: every game is listed here once, with its messages, its rules and its
// screens. Shared code looks games up here and never names one; a new game is one entry
// below plus its own folders (src/games/<id> for data, rules and messages,
// src/components/games/<id> for its screens).
//
// Nothing heavy is loaded by this list: each language's messages, each game's rules and each
// screen are chunks of their own. The rules are fetched in the background as the app starts
// (`loadModules()`); everything that needs a module awaits `loadModules()` first (the stores
// do), and `modules` and `findModule` then answer at once. A screen is fetched when the game
// screen first draws it.
import type { GameEntry, GameModule } from '@/engine/types';
import { messages as armirMessages } from './armir/messages';
import { messages as infernoMessages } from './inferno/messages';

export const catalog: GameEntry[] = [
  {
    id: 'armir',
    messages: armirMessages,
    load: () => import('./armir').then((m) => m.armir as GameModule),
    screens: [
      { id: 'armir-forces', title: { key: 'armir.ui.forcesTitle' }, icon: 'mdi-account-group', place: 'phase', load: () => import('@/components/games/armir/ForcesPanel.vue') },
      { id: 'armir-combat', title: { key: 'armir.ui.combatTitle' }, icon: 'mdi-sword-cross', place: 'calculators', load: () => import('@/components/games/armir/CombatPanel.vue') },
      { id: 'armir-bombard', title: { key: 'armir.ui.bombardTitle' }, icon: 'mdi-bomb', place: 'calculators', load: () => import('@/components/games/armir/BombardPanel.vue') },
      { id: 'armir-map', title: { key: 'armir.ui.mapTitle' }, icon: 'mdi-map-marker-star', place: 'markers', load: () => import('@/components/games/armir/MapPanel.vue') },
      { id: 'armir-objectives', title: { key: 'armir.ui.obj.title' }, icon: 'mdi-flag-checkered', place: 'status', load: () => import('@/components/games/armir/ObjectivesPanel.vue') },
    ],
  },
  {
    id: 'inferno',
    messages: infernoMessages,
    load: () => import('./inferno').then((m) => m.inferno as GameModule),
    screens: [
      { id: 'inferno-combat', title: { key: 'inferno.ui.combatTitle' }, icon: 'mdi-sword-cross', place: 'calculators', load: () => import('@/components/games/inferno/CombatPanel.vue') },
      { id: 'inferno-roster', title: { key: 'inferno.ui.rosterTitle' }, icon: 'mdi-format-list-bulleted-square', place: 'markers', load: () => import('@/components/games/inferno/RosterPanel.vue') },
      { id: 'inferno-vp', title: { key: 'inferno.ui.vpTitle' }, icon: 'mdi-flag-checkered', place: 'status', load: () => import('@/components/games/inferno/VictoryPanel.vue') },
    ],
  },
];

/** A game's entry in the registry (messages, rules loader, screens), by id. */
export function findEntry(id: string): GameEntry | undefined {
  return catalog.find((e) => e.id === id);
}

/** The loaded modules, in catalogue order (filled by `loadModules()`). */
export const modules: GameModule[] = [];

let loading: Promise<GameModule[]> | null = null;

/** Loads every game's rules once; later calls return the same promise. */
export function loadModules(): Promise<GameModule[]> {
  if (!loading) {
    loading = Promise.all(catalog.map((e) => e.load())).then(
      (loaded) => {
        for (const m of loaded) if (!modules.some((x) => x.id === m.id)) modules.push(m);
        return modules;
      },
      (err: unknown) => {
        loading = null; // a failed fetch may be retried
        throw err;
      },
    );
  }
  return loading;
}

export function findModule(id: string): GameModule | undefined {
  return modules.find((m) => m.id === id);
}
