// Shared set-up for unit tests: an IndexedDB for Dexie in Node, and nothing else global.
import 'fake-indexeddb/auto';
import { loadModules } from '@/games';

// The games' rules load lazily in the app; tests have them at once.
await loadModules();
