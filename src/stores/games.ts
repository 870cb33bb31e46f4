/**
 * The home screen's games: list, create, rename, duplicate, remove (undoable), export,
 * import. Games in the bin for more than an hour are purged when the list loads.
 */
import { defineStore } from 'pinia';
import type { GameModule, RulesContext, SettingValue, SetupParams, Text, Where } from '@/engine/types';
import { replayLog, setupOptions, startAtEvent } from '@/engine';
import { dbMayHoldData, loadDb, openDb } from '@/db/lazy';
import type { GameRow } from '@/db/schema';
import * as repo from '@/db/repo';
import { StoreError, storageErrorText } from '@/db/errors';
import { findModule, loadModules } from '@/engine/registry';
import { useSettingsStore } from './settings';
import { useChartsStore } from './charts';
import { useGameStore } from './game';
import { buildRulesContext, contextKey } from './context';
import type { GameSummary } from './types';

export interface CreateGameInput {
  moduleId: string;
  name: string;
  setup: SetupParams;
  /**
   * A game already under way on paper: the values of the module's start fields (its month or turn
   * and phase, GameModule.startAt). At the scenario's start, or absent, the game begins there.
   */
  startAt?: Record<string, SettingValue>;
}

function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** Unknown module or unreadable game: a header that says so. */
function placeholderWhere(phase: Text): Where {
  return { turn: 0, turns: 0, phase, asks: phase };
}

export const useGamesStore = defineStore('games', {
  state: () => ({
    list: [] as GameSummary[],
    loaded: false,
    /** The game last put in the bin (for "undo" of a remove), or null. */
    lastRemoved: null as string | null,
    error: null as Text | null,
  }),

  actions: {
    ctxFor(m: GameModule): RulesContext {
      const settings = useSettingsStore();
      const charts = useChartsStore();
      return buildRulesContext(m, settings.interpretations[m.id], charts.data);
    },

    async ensureDeps(): Promise<void> {
      await loadModules();
      const settings = useSettingsStore();
      const charts = useChartsStore();
      if (!settings.loaded) await settings.load();
      if (!charts.loaded) await charts.load();
    },

    /** One home line: where the game stands at its head (latest snapshot + tail). */
    async summarize(row: GameRow): Promise<GameSummary> {
      const base = {
        id: row.id,
        moduleId: row.moduleId,
        name: row.name,
        scenarioId: row.setup.scenario,
        sideNames: row.sideNames ?? row.setup.sideNames,
        updatedAt: row.updatedAt,
        lastPlayedAt: row.lastPlayedAt ?? row.updatedAt,
      };
      const m = findModule(row.moduleId);
      if (!m) {
        const unknown: Text = { key: 'stores.game.unknownModule', params: { module: row.moduleId } };
        return {
          ...base,
          scenario: { key: 'stores.game.unknownScenario', params: { scenario: row.setup.scenario } },
          moduleTitle: unknown,
          where: placeholderWhere(unknown),
          unknownModule: true,
        };
      }
      const sc = m.scenarios.find((s) => s.id === row.setup.scenario);
      const scenario: Text = sc ? sc.title : { key: 'stores.game.unknownScenario', params: { scenario: row.setup.scenario } };
      const settings = useSettingsStore();
      const charts = useChartsStore();
      const ctx = this.ctxFor(m);
      const tag = { stateVersion: m.stateVersion, ctxKey: contextKey(m, settings.interpretations[m.id], charts.data) };
      const snap = await repo.latestSnapshot(await openDb(), row.id, row.head, tag);
      const tail = await repo.loadEventRange(await openDb(), row.id, snap?.seq ?? 0, row.head);
      try {
        const start = snap ?? { seq: 0, state: m.setup(row.setup) };
        // The engine's one replay: each event checked against its schema, then reduced.
        const r = replayLog(
          m,
          start,
          tail.map((e) => e.event),
          ctx,
        );
        if (!r.ok) {
          const f = r.failure;
          const why: Text =
            f.cause === 'check'
              ? { key: 'stores.error.badLog', params: { index: f.seq + 1, why: f.error } }
              : { key: 'stores.game.unreadable', params: { message: f.message ?? '' } };
          return { ...base, scenario, moduleTitle: m.title, where: placeholderWhere(why) };
        }
        const s = r.state;
        const summary = m.summary?.(s);
        const out: GameSummary = { ...base, scenario, moduleTitle: m.title, where: m.where(s) };
        if (summary) out.summary = summary;
        return out;
      } catch (err) {
        // Shown on the game's line, in words: the game cannot be read by this version.
        const why: Text = { key: 'stores.game.unreadable', params: { message: messageOf(err) } };
        return { ...base, scenario, moduleTitle: m.title, where: placeholderWhere(why) };
      }
    },

    /** Purges the bin's old games, then lists the others, most recently changed first. */
    async load(): Promise<void> {
      try {
        // A first visit has no database yet: no games, and nothing loaded or created to say so.
        const held = await dbMayHoldData();
        if (held) await repo.purgeDeleted(await openDb());
        const rows = held ? await repo.listGames(await openDb()) : [];
        // The games' rules, settings and charts summarize each game; an empty list needs none.
        if (rows.length) await this.ensureDeps();
        const list: GameSummary[] = [];
        for (const row of rows) list.push(await this.summarize(row));
        this.list = list;
      } catch (err) {
        this.error = storageErrorText(err);
        throw err;
      }
      this.loaded = true;
      this.error = null;
    },

    async write<T>(fn: () => Promise<T>): Promise<T> {
      let out: T;
      try {
        out = await fn();
      } catch (err) {
        this.error = storageErrorText(err);
        throw err;
      }
      this.error = null;
      return out;
    },

    /**
     * A new game: known module and scenario, a non-empty name, options completed with
     * the module's defaults; the set-up is tried before anything is written.
     */
    async create(input: CreateGameInput): Promise<string> {
      await loadModules();
      const m = findModule(input.moduleId);
      if (!m) throw new StoreError({ key: 'stores.error.unknownModule', params: { module: input.moduleId } });
      if (!m.scenarios.some((s) => s.id === input.setup.scenario)) {
        throw new StoreError({ key: 'stores.error.unknownScenario', params: { scenario: input.setup.scenario } });
      }
      const name = (input.name ?? '').trim();
      if (name === '') throw new StoreError({ key: 'stores.error.nameEmpty' });
      const options = setupOptions(m.options, input.setup.scenario, input.setup.options ?? {});
      const setup: SetupParams = { scenario: input.setup.scenario, options, sideNames: { ...(input.setup.sideNames ?? {}) } };
      let initial: unknown;
      try {
        initial = m.setup(setup);
      } catch (err) {
        throw new StoreError({ key: 'stores.error.setupFailed', params: { message: messageOf(err) } });
      }
      // A mid-game start is the log's first event, checked by the game's rules before anything is written.
      const fields = m.startAt?.fields(setup.scenario, options, input.startAt ?? {}) ?? [];
      const start = input.startAt ? startAtEvent(fields, input.startAt) : null;
      if (start) {
        start.at = Date.now();
        const r = replayLog(m, { seq: 0, state: initial }, [start], this.ctxFor(m), undefined, { from: 0 });
        if (!r.ok) throw new StoreError(r.failure.error);
      }
      const row = await this.write(async () => {
        const db = await openDb();
        const created = await repo.createGame(db, { moduleId: m.id, name, setup });
        return start ? repo.appendEvents(db, created.id, 0, [start]) : created;
      });
      await this.load();
      return row.id;
    },

    async rename(id: string, name: string): Promise<void> {
      const n = (name ?? '').trim();
      if (n === '') throw new StoreError({ key: 'stores.error.nameEmpty' });
      await this.write(async () => repo.renameGame(await openDb(), id, n));
      const line = this.list.find((g) => g.id === id);
      if (line) line.name = n;
    },

    /** A copy of the game (whole log, snapshots and drafts) named "<name> (2)" (or the next free number). */
    async duplicate(id: string): Promise<string> {
      await loadModules();
      const row = await this.write(async () => {
        const src = await repo.getGame(await openDb(), id);
        if (!src) throw new StoreError({ key: 'stores.error.notFound' });
        const taken = new Set((await repo.listGames(await openDb())).map((g) => g.name));
        const stem = src.name.replace(/ \(\d+\)$/, '');
        let n = 2;
        while (taken.has(`${stem} (${n})`)) n++;
        return repo.duplicateGame(await openDb(), id, `${stem} (${n})`);
      });
      await this.load();
      return row.id;
    },

    /** Puts a game in the bin; `restore` takes it back (within the hour). */
    async remove(id: string): Promise<void> {
      await this.write(async () => repo.softDeleteGame(await openDb(), id));
      this.lastRemoved = id;
      this.list = this.list.filter((g) => g.id !== id);
      const game = useGameStore();
      if (game.record?.id === id) game.close();
    },

    async restore(id: string): Promise<void> {
      await this.write(async () => repo.restoreGame(await openDb(), id));
      if (this.lastRemoved === id) this.lastRemoved = null;
      await this.load();
    },

    /** The game as a file (JSON text): `{ kind: 'aiutante-game', version: 1, game, events, head, batches, drafts? }`. */
    async exportGame(id: string): Promise<string> {
      await loadModules();
      return this.write(async () => {
        const row = await repo.getGame(await openDb(), id);
        if (!row) throw new StoreError({ key: 'stores.error.notFound' });
        const events = await repo.loadEvents(await openDb(), id);
        const dbm = await loadDb();
        const m = findModule(row.moduleId);
        const checkedFrom = m
          ? dbm.checkedFromOf(
              m,
              row.setup,
              events.map((e) => e.event),
              this.ctxFor(m),
            )
          : undefined;
        return dbm.buildGameFile(row, events, await repo.loadDrafts(await openDb(), id), checkedFrom);
      });
    },

    /**
     * Reads a game file; everything is checked (and the log replayed) before anything is
     * written. The imported game gets a new id, never overwriting one. A file that is a game
     * already here (same set-up, log and head) is not written unless `asCopy`: the answer
     * names the game it would twin, so the player is asked.
     */
    async importGame(
      text: string,
      asCopy = false,
    ): Promise<{ ok: true; id: string; waived: number } | { ok: false; error: Text; duplicateOf?: { id: string; name: string } }> {
      await loadModules();
      try {
        await this.ensureDeps();
      } catch (err) {
        return { ok: false, error: storageErrorText(err) };
      }
      const dbm = await loadDb();
      const parsed = dbm.parseGameFile(text, findModule, (m) => this.ctxFor(m));
      if (!parsed.ok) return parsed;
      const g = parsed.game;
      if (!asCopy) {
        try {
          const db = await openDb();
          for (const other of await repo.listGames(db)) {
            if (other.moduleId !== g.moduleId || other.head !== g.head) continue;
            if (dbm.isSameGame(g, other, await repo.loadEvents(db, other.id))) {
              return {
                ok: false,
                error: { key: 'stores.import.duplicate', params: { name: other.name } },
                duplicateOf: { id: other.id, name: other.name },
              };
            }
          }
        } catch (err) {
          return { ok: false, error: storageErrorText(err) };
        }
      }
      const m = findModule(g.moduleId)!;
      const settings = useSettingsStore();
      const charts = useChartsStore();
      const now = Date.now();
      const row: GameRow = {
        id: repo.newId(),
        moduleId: g.moduleId,
        name: g.name,
        setup: g.setup,
        sideNames: { ...g.setup.sideNames },
        head: g.head,
        createdAt: now,
        updatedAt: now,
        lastPlayedAt: now,
      };
      try {
        await repo.writeWholeGame(
          await openDb(),
          row,
          g.events,
          g.snapshots,
          {
            stateVersion: g.stateVersion,
            ctxKey: contextKey(m, settings.interpretations[m.id], charts.data),
          },
          g.drafts,
        );
      } catch (err) {
        const error = storageErrorText(err);
        this.error = error;
        return { ok: false, error };
      }
      this.error = null;
      await this.load();
      return { ok: true, id: row.id, waived: g.waived };
    },
  },
});
