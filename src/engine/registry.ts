/**
 * The games the app knows, as the app registers them at start-up (`registerGames`, from its
 * list in src/app/games.ts, the one file above both the rules and the screens): shared code
 * looks games up here and never names one.
 *
 * Nothing heavy is loaded by the list: each language's messages, each game's rules, the list
 * of its screens, its icons and each screen are chunks of their own. The rules are fetched in
 * the background as the app starts (`loadModules()`); everything that needs a module awaits
 * `loadModules()` first (the stores do), and `modules` and `findModule` then answer at once.
 */
import type { GameEntry, GameModule, Lang, MessagesSource, ScreenDef } from './types';

/** A game as its registry line gives it: typed by its own state, with no cast at the line. */
export interface GameDef<S> {
  id: string;
  messages: Record<Lang, MessagesSource>;
  load(): Promise<GameModule<S>>;
  screens(): Promise<ScreenDef[]>;
  icons?(): Promise<Record<string, string>>;
}

/**
 * One game's registry line: its id, messages, rules, screens and icons. The state type is the
 * game's own up to here; the shell holds every game alike (GameModule's state unknown).
 */
export function defineGame<S>(def: GameDef<S>): GameEntry {
  return def;
}

const entries: GameEntry[] = [];

/** The registered games, in the app's order. */
export const catalog: readonly GameEntry[] = entries;

/** Registers the app's games (a game already registered is kept as it is). */
export function registerGames(list: readonly GameEntry[]): void {
  for (const e of list) if (!entries.some((x) => x.id === e.id)) entries.push(e);
}

/** A game's entry in the registry (messages, rules loader, screens, icons), by id. */
export function findEntry(id: string): GameEntry | undefined {
  return entries.find((e) => e.id === id);
}

/** The loaded modules, in the registry's order (filled by `loadModules()`). */
export const modules: GameModule[] = [];

const loadingOne = new Map<string, Promise<GameModule>>();

/**
 * Loads one game's rules once (later calls return the same promise); `modules` keeps the
 * registry's order. A reopened game needs its own rules only: the others follow later.
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
          const at = (x: GameModule) => entries.findIndex((e) => e.id === x.id);
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
  return Promise.all(entries.map((e) => loadModule(e.id))).then(() => modules);
}

export function findModule(id: string): GameModule | undefined {
  return modules.find((m) => m.id === id);
}
