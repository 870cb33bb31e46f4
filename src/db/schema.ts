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
 * - v3: drafts ([gameId+key], gameId): what a player typed into a calculator or a roll
 *   not yet applied, one JSON value per game and draft key, saved with the game.
 * - v4: library ([kind+id], kind): what this device keeps outside any game, by kind (a
 *   module's typed library shared as packs, a side's secrets never written into a game
 *   file), one JSON value per item. A new table only: nothing else changes.
 */
import Dexie, { type Table } from 'dexie';
import type { SettingValue, ChartData } from '@/engine/types';
import type { GameData, Json, LogEntry } from '@/engine/session';

import { DB_NAME } from './name';

export { DB_NAME };
/** The schema version the app opens. */
export const DB_VERSION = 4;

/** One game as stored (the session's GameData). The module state is NOT stored here: it is events + snapshots. */
export type GameRow = GameData;

/** One event of a game's log, at position `seq` (0-based); `batch` = the seq of its Apply's first event. */
export interface EventRow extends LogEntry {
  gameId: string;
}

/** v3: one draft of a game (a calculator's inputs, a pending roll), as a JSON value. */
export interface DraftRow {
  gameId: string;
  key: string;
  value: Json;
  updatedAt: number;
}

/**
 * v4: one item this device keeps outside any game, under a kind a module names (e.g. its
 * army cards, or a side's private notes); the module checks the value when it reads it.
 */
export interface LibraryRow {
  kind: string;
  id: string;
  value: Json;
  updatedAt: number;
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

export const SCHEMA_V3 = {
  ...SCHEMA_V2,
  drafts: '[gameId+key], gameId',
} as const;

export const SCHEMA_V4 = {
  ...SCHEMA_V3,
  library: '[kind+id], kind',
} as const;

export class AiutanteDb extends Dexie {
  games!: Table<GameRow, string>;
  events!: Table<EventRow, [string, number]>;
  snapshots!: Table<SnapshotRow, [string, number]>;
  charts!: Table<ChartRowStored, string>;
  settings!: Table<SettingRow, string>;
  drafts!: Table<DraftRow, [string, string]>;
  library!: Table<LibraryRow, [string, string]>;

  /**
   * `upTo` declares the versions up to that one only (the migration tests open a database
   * one step at a time); the app always opens the latest, DB_VERSION.
   */
  constructor(name: string = DB_NAME, upTo: number = DB_VERSION) {
    super(name);
    this.version(1).stores(SCHEMA_V1);
    if (upTo < 2) return;
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
    if (upTo < 3) return;
    // A new table only: today's games, logs and snapshots are kept as they are.
    this.version(3).stores(SCHEMA_V3);
    if (upTo < 4) return;
    // A new table only: games, logs, snapshots, charts, settings and drafts are kept as they are.
    this.version(4).stores(SCHEMA_V4);
  }
}
