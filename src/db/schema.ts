/**
 * The IndexedDB schema (Dexie), its versions and migrations.
 *
 * Every schema change is a new `version(n)` with an `upgrade()` that carries the data of
 * version n-1 over; each one is tested from the previous version's data
 * (tests/unit/db/migration.test.ts).
 *
 * - v1: games, events ([gameId+seq]), snapshots ([gameId+seq]), charts, settings.
 * - v2: games gain an index on `updatedAt` (the home list is ordered by it) and a
 *   `lastPlayedAt` field, back-filled from `updatedAt` (the last time the game moved).
 */
import Dexie, { type Table } from 'dexie';
import type { GameEvent, SettingValue, SetupParams, ChartData } from '@/engine/types';

export const DB_NAME = 'aiutante';

/** One game (session) as stored. The module state is NOT stored here: it is events + snapshots. */
export interface GameRow {
  id: string;
  moduleId: string;
  name: string;
  setup: SetupParams;
  /** A copy of setup.sideNames, for the home list. */
  sideNames: Record<string, string>;
  /** How many events are in force: events[0..head). Events at seq >= head are the redo tail. */
  head: number;
  createdAt: number;
  updatedAt: number;
  /** v2: the last time the game moved (an event, undo or redo). */
  lastPlayedAt?: number;
  /** Set when the game is in the bin (soft delete, undoable); purged an hour later. */
  deletedAt?: number;
}

/** One event of a game's log, at position `seq` (0-based). */
export interface EventRow {
  gameId: string;
  seq: number;
  event: GameEvent;
  /**
   * The seq of the first event written by the same dispatch (one "Apply"): undo and redo
   * move over a whole batch. Absent = a batch of its own (rows written before it existed).
   */
  batch?: number;
}

/** The module state after events[0..seq), to load long games quickly. */
export interface SnapshotRow {
  gameId: string;
  seq: number;
  /** GameModule.stateVersion when written: a snapshot of another version is ignored. */
  stateVersion: number;
  /**
   * A fingerprint of the rules context (interpretation settings and chart data) the state
   * was computed under: a snapshot computed under other settings is ignored. Absent = any.
   */
  ctxKey?: string;
  state: unknown;
}

export interface ChartRowStored {
  chartId: string;
  data: ChartData;
  updatedAt: number;
}

export interface SettingRow {
  key: string;
  value: SettingValue | Record<string, unknown> | null;
}

/** The version-1 store definitions (kept verbatim: migrations start from them). */
export const SCHEMA_V1 = {
  games: 'id, moduleId, deletedAt',
  events: '[gameId+seq], gameId',
  snapshots: '[gameId+seq], gameId',
  charts: 'chartId',
  settings: 'key',
} as const;

export const SCHEMA_V2 = {
  ...SCHEMA_V1,
  games: 'id, moduleId, deletedAt, updatedAt',
} as const;

export class AiutanteDb extends Dexie {
  games!: Table<GameRow, string>;
  events!: Table<EventRow, [string, number]>;
  snapshots!: Table<SnapshotRow, [string, number]>;
  charts!: Table<ChartRowStored, string>;
  settings!: Table<SettingRow, string>;

  constructor(name: string = DB_NAME) {
    super(name);
    this.version(1).stores(SCHEMA_V1);
    this.version(2)
      .stores(SCHEMA_V2)
      .upgrade(async (tx) => {
        await tx
          .table<GameRow, string>('games')
          .toCollection()
          .modify((g) => {
            if (typeof g.lastPlayedAt !== 'number') g.lastPlayedAt = g.updatedAt;
          });
      });
  }
}
