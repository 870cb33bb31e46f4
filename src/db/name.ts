/** The app's IndexedDB database's name (here, apart from the schema, so that asking whether it exists loads no Dexie). */
export const DB_NAME = 'aiutante';
