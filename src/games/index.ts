// The registry of game modules. Shared code looks modules up here and never branches on an id.
//
// Each game's rules are a chunk of their own (src/games/<id>), loaded in the background as
// the app starts (`loadModules()`); the catalogue holds only what is needed before that:
// the id and the loaders of the messages. Everything that needs a module awaits
// `loadModules()` first (the stores do); `modules` and `findModule` then answer at once.
import type { GameEntry, GameModule } from '@/engine/types';
import { messages as armirMessages } from './armir/messages';
import { messages as infernoMessages } from './inferno/messages';

export const catalog: GameEntry[] = [
  { id: 'armir', messages: armirMessages, load: () => import('./armir').then((m) => m.armir as GameModule) },
  { id: 'inferno', messages: infernoMessages, load: () => import('./inferno').then((m) => m.inferno as GameModule) },
];

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
