// The registry: every game is listed here once, with its messages, its rules and its
// screens. Shared code looks games up here and never names one; a new game is one entry
// below plus its own folders (src/games/<id> for data, rules and messages,
// src/components/games/<id> for its screens).
//
// Nothing heavy is loaded by this list: each language's messages, each game's rules, the list
// of its screens and each screen are chunks of their own. The rules are fetched in the
// background as the app starts (`loadModules()`); everything that needs a module awaits
// `loadModules()` first (the stores do), and `modules` and `findModule` then answer at once.
// A game's screens are listed when one of its games is opened, each fetched when first drawn.
import type { GameEntry, GameModule } from '@/engine/types';
import { messages as armirMessages } from './armir/messages';
import { messages as infernoMessages } from './inferno/messages';
import { messages as wtaMessages } from './war-to-axis/messages';
import { messages as biteMessages } from './bite/messages';

export const catalog: GameEntry[] = [
  {
    id: 'armir',
    messages: armirMessages,
    load: () => import('./armir').then((m) => m.armir as GameModule),
    screens: () => import('@/components/games/armir/screens').then((m) => m.screens),
  },
  {
    id: 'inferno',
    messages: infernoMessages,
    load: () => import('./inferno').then((m) => m.inferno as GameModule),
    screens: () => import('@/components/games/inferno/screens').then((m) => m.screens),
  },
  {
    id: 'wta',
    messages: wtaMessages,
    load: () => import('./war-to-axis').then((m) => m.wta as GameModule),
    screens: () => import('@/components/games/war-to-axis/screens').then((m) => m.screens),
  },
  {
    id: 'bite',
    messages: biteMessages,
    load: () => import('./bite').then((m) => m.bite as GameModule),
    screens: () => import('@/components/games/bite/screens').then((m) => m.screens),
  },
];

/** A game's entry in the registry (messages, rules loader, screens), by id. */
export function findEntry(id: string): GameEntry | undefined {
  return catalog.find((e) => e.id === id);
}

/** The loaded modules, in catalogue order (filled by `loadModules()`). */
export const modules: GameModule[] = [];

const loadingOne = new Map<string, Promise<GameModule>>();

/**
 * Loads one game's rules once (later calls return the same promise); `modules` keeps the
 * catalogue's order. A reopened game needs its own rules only: the others follow later.
 */
export function loadModule(id: string): Promise<GameModule | undefined> {
  const entry = findEntry(id);
  if (!entry) return Promise.resolve(undefined);
  let p = loadingOne.get(id);
  if (!p) {
    p = entry.load().then(
      (m) => {
        if (!modules.some((x) => x.id === m.id)) {
          modules.push(m);
          const at = (x: GameModule) => catalog.findIndex((e) => e.id === x.id);
          modules.sort((a, b) => at(a) - at(b));
        }
        return m;
      },
      (err: unknown) => {
        loadingOne.delete(id); // a failed fetch may be retried
        throw err;
      },
    );
    loadingOne.set(id, p);
  }
  return p;
}

/** Loads every game's rules once; later calls return the same list. */
export function loadModules(): Promise<GameModule[]> {
  return Promise.all(catalog.map((e) => loadModule(e.id))).then(() => modules);
}

export function findModule(id: string): GameModule | undefined {
  return modules.find((m) => m.id === id);
}
