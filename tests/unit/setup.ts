// Shared set-up for unit tests: an IndexedDB for Dexie in Node, and nothing else global.
import 'fake-indexeddb/auto';
import { loadModules, registerGames } from '@/engine/registry';
import { games } from '@/app/games';

// The app's games, registered as main.ts does; their rules load lazily in the app, tests have
// them at once.
registerGames(games);
await loadModules();
