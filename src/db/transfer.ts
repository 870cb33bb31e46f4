/**
 * A whole game as a file to share or keep: versioned JSON
 * `{ kind: 'aiutante-game', version: 1, game, events, head, batches?, drafts? }`.
 * `drafts` (a calculator's inputs, a pending roll, by draft key) is optional: files written
 * before drafts existed import as they are.
 *
 * Import checks everything before anything is written: JSON syntax, kind (a chart pack is
 * named as such), version, module and scenario known here, set-up shape, every event
 * `{ type: string, at: number }`, head an integer within the log, the drafts plain JSON,
 * and finally replays every event through the engine's one replay (each checked against
 * its type's schema, then reduced, and from `checkedFrom` on asked of the rules) to prove the
 * log applies. A bad file, or one holding an event the rules refuse, is refused with words
 * (stores.import.*) naming the event and the rule, and nothing is written.
 */
import type { GameEvent, GameModule, RulesContext, SettingValue, SetupParams, Text } from '@/engine/types';
import { CHART_PACK_KIND, SNAPSHOT_EVERY, replayLog, toJson, type Json, type SnapshotInput } from '@/engine';
import type { EventRow, GameRow } from './schema';

export const GAME_FILE_KIND = 'aiutante-game';
export const GAME_FILE_VERSION = 1;

export interface GameFile {
  kind: typeof GAME_FILE_KIND;
  version: typeof GAME_FILE_VERSION;
  game: {
    moduleId: string;
    name: string;
    setup: SetupParams;
    createdAt: number;
    updatedAt: number;
  };
  /** The whole log, redo tail included. */
  events: GameEvent[];
  /** How many events are in force. */
  head: number;
  /** Optional: for each event, the seq of the first event of its batch (one "Apply"). */
  batches?: number[];
  /** Optional: the game's drafts by key (what was typed or rolled and not yet applied). */
  drafts?: Record<string, Json>;
  /**
   * The seq from which every event passed the rules' check (`GameModule.legal`): 0 for a game
   * played since the rules owned every action. Events before it were written when only their
   * schema was checked, and are imported as they are. A file without it was written by an
   * app that did not check the rules: it imports as it was, with the events the rules would
   * refuse counted and said (`ParsedGame.waived`).
   */
  checkedFrom?: number;
}

/**
 * The seq from which a log passes the rules: one past the last event they refuse (0 when
 * none is). A game played before the rules owned every action may hold such events; they
 * stay as they were (a saved game never becomes unopenable) and the file says from where on
 * the rules hold.
 */
export function checkedFromOf(module: GameModule, setup: SetupParams, events: readonly GameEvent[], ctx: RulesContext): number {
  const r = replayLog(module, { seq: 0, state: module.setup(setup) }, events, ctx, undefined, { from: 0, waive: true });
  if (!r.ok) return events.length;
  const last = r.waived.at(-1);
  return last ? last.seq + 1 : 0;
}

/** The file text of a game (pretty-printed JSON), its drafts included when it has any. */
export function buildGameFile(row: GameRow, events: EventRow[], drafts: Record<string, Json> = {}, checkedFrom?: number): string {
  const file: GameFile = {
    kind: GAME_FILE_KIND,
    version: GAME_FILE_VERSION,
    game: {
      moduleId: row.moduleId,
      name: row.name,
      setup: row.setup,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    },
    events: events.map((e) => e.event),
    head: row.head,
    batches: events.map((e) => e.batch ?? e.seq),
  };
  if (Object.keys(drafts).length > 0) file.drafts = drafts;
  if (checkedFrom !== undefined) file.checkedFrom = checkedFrom;
  return JSON.stringify(file, null, 2);
}

/** A checked game file, ready to write under a new id. */
export interface ParsedGame {
  moduleId: string;
  name: string;
  setup: SetupParams;
  events: { event: GameEvent; batch?: number }[];
  head: number;
  /** Snapshots every SNAPSHOT_EVERY events, computed while proving the log applies. */
  snapshots: SnapshotInput[];
  stateVersion: number;
  /** The file's drafts ({} when it has none). */
  drafts: Record<string, Json>;
  /**
   * A file written before the rules owned every action: how many of its events the rules
   * would refuse today (imported as they were, and said to the player). 0 otherwise.
   */
  waived: number;
}

export type ParseGameResult = { ok: true; game: ParsedGame } | { ok: false; error: Text };

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function isSettingValue(x: unknown): x is SettingValue {
  return typeof x === 'string' || typeof x === 'boolean' || (typeof x === 'number' && Number.isFinite(x));
}

function bad(key: string, params?: Text['params']): ParseGameResult {
  const error: Text = params === undefined ? { key: `stores.import.${key}` } : { key: `stores.import.${key}`, params };
  return { ok: false, error };
}

function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/**
 * Reads and checks a game file. `findModule` says which modules this app knows; `ctxFor`
 * gives the rules context the log is replayed under.
 */
export function parseGameFile(text: string, findModule: (id: string) => GameModule | undefined, ctxFor: (module: GameModule) => RulesContext): ParseGameResult {
  if (typeof text !== 'string' || text.trim() === '') return bad('empty');
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return bad('notJson');
  }
  if (!isRecord(raw)) return bad('notAGame');
  if (raw.kind === CHART_PACK_KIND) return bad('chartPack');
  if (raw.kind !== GAME_FILE_KIND) return bad('notAGame');
  if (raw.version !== GAME_FILE_VERSION) {
    return bad('version', { version: String(raw.version), supported: GAME_FILE_VERSION });
  }

  const g = raw.game;
  if (!isRecord(g) || typeof g.moduleId !== 'string') return bad('malformed', { what: 'game' });
  const module = findModule(g.moduleId);
  if (!module) return bad('unknownModule', { module: g.moduleId });
  if (typeof g.name !== 'string') return bad('malformed', { what: 'game.name' });

  const s = g.setup;
  if (!isRecord(s) || typeof s.scenario !== 'string') return bad('malformed', { what: 'game.setup' });
  const scenario = s.scenario;
  if (!module.scenarios.some((sc) => sc.id === scenario)) {
    return bad('unknownScenario', { scenario, game: module.title });
  }
  const options = s.options ?? {};
  if (!isRecord(options) || !Object.values(options).every(isSettingValue)) {
    return bad('malformed', { what: 'game.setup.options' });
  }
  const sideNames = s.sideNames ?? {};
  if (!isRecord(sideNames) || !Object.values(sideNames).every((v) => typeof v === 'string')) {
    return bad('malformed', { what: 'game.setup.sideNames' });
  }
  const setup: SetupParams = {
    scenario,
    options: options as Record<string, SettingValue>,
    sideNames: sideNames as Record<string, string>,
  };

  if (!Array.isArray(raw.events)) return bad('eventsNotList');
  const events: GameEvent[] = [];
  for (const [i, e] of raw.events.entries()) {
    if (!isRecord(e) || typeof e.type !== 'string' || e.type.trim() === '' || typeof e.at !== 'number' || !Number.isFinite(e.at)) {
      return bad('badEvent', { index: i + 1 });
    }
    const ev: GameEvent = { type: e.type, at: e.at };
    if ('payload' in e && e.payload !== undefined) ev.payload = e.payload;
    events.push(ev);
  }

  const head = raw.head;
  if (typeof head !== 'number' || !Number.isInteger(head) || head < 0 || head > events.length) {
    return bad('badHead', { head: String(head), count: events.length });
  }

  let batches: number[] | undefined;
  if (raw.batches !== undefined) {
    const b = raw.batches;
    const okBatches =
      Array.isArray(b) &&
      b.length === events.length &&
      b.every((x, i) => typeof x === 'number' && Number.isInteger(x) && (x === i || (i > 0 && x === b[i - 1] && x < i)));
    if (!okBatches) return bad('malformed', { what: 'batches' });
    batches = b as number[];
  }

  let drafts: Record<string, Json> = {};
  if (raw.drafts !== undefined) {
    const d = raw.drafts;
    if (!isRecord(d) || Object.keys(d).some((k) => k === '' || k.length > 200)) return bad('malformed', { what: 'drafts' });
    try {
      drafts = toJson(d) as Record<string, Json>;
    } catch {
      return bad('malformed', { what: 'drafts' });
    }
  }

  let checkedFrom: number | undefined;
  if (raw.checkedFrom !== undefined) {
    const c = raw.checkedFrom;
    if (typeof c !== 'number' || !Number.isInteger(c) || c < 0 || c > events.length) return bad('malformed', { what: 'checkedFrom' });
    checkedFrom = c;
  }

  // Prove the log applies: set up, then check and reduce every event (redo tail included),
  // the rules asked of each from `checkedFrom` (a file without it: asked, and what they
  // refuse counted, not refused).
  const ctx = ctxFor(module);
  const snapshots: SnapshotInput[] = [];
  let initial: unknown;
  try {
    initial = module.setup(setup);
  } catch (err) {
    return bad('setupFailed', { message: messageOf(err) });
  }
  const rules = checkedFrom === undefined ? { from: 0, waive: true } : { from: checkedFrom };
  const replayed = replayLog(
    module,
    { seq: 0, state: initial },
    events,
    ctx,
    (seq, state) => {
      if (seq % SNAPSHOT_EVERY === 0) snapshots.push({ seq, state });
    },
    rules,
  );
  if (!replayed.ok) {
    const f = replayed.failure;
    if (f.cause === 'check' || f.cause === 'rules') return bad('refusedEvent', { index: f.seq + 1, type: f.type, why: f.error });
    return bad('replayFailed', { index: f.seq + 1, type: f.type, message: f.message ?? '' });
  }

  return {
    ok: true,
    game: {
      moduleId: module.id,
      name: g.name,
      setup,
      events: replayed.events.map((event, i) => (batches ? { event, batch: batches[i] } : { event })),
      head,
      snapshots,
      stateVersion: module.stateVersion,
      drafts,
      waived: replayed.waived.length,
    },
  };
}

/** JSON with object keys sorted, so two equal set-ups compare equal whatever their key order. */
function stableKey(x: unknown): string {
  return JSON.stringify(x, (_k, v: unknown) =>
    isRecord(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, v[k]]),
        )
      : v,
  );
}

/** The events as a file carries them, for comparing two logs (batches aside). */
function logKey(events: readonly GameEvent[]): string {
  return JSON.stringify(events.map((e) => [e.type, e.at, e.payload ?? null]));
}

/**
 * Whether a checked file is a game already here: same game, name, set-up, log and head
 * (importing it again would make an identical twin, so the player is asked first).
 */
export function isSameGame(parsed: ParsedGame, row: GameRow, events: readonly EventRow[]): boolean {
  return (
    row.moduleId === parsed.moduleId &&
    row.name === parsed.name &&
    row.head === parsed.head &&
    events.length === parsed.events.length &&
    stableKey(row.setup) === stableKey(parsed.setup) &&
    logKey(events.map((e) => e.event)) === logKey(parsed.events.map((e) => e.event))
  );
}
