// Shared set-up for unit tests: an IndexedDB for Dexie in Node, and nothing else global.
import 'fake-indexeddb/auto';
