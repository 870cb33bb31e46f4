/**
 * The event log, pure: state is the reduction of the events from the set-up state.
 * `replayLog` is the one replay every door uses (the session, the home list's summaries,
 * import): each event is checked against its schema before the rules see it. The session
 * (session.ts) stores a snapshot every SNAPSHOT_EVERY events so opening a long game
 * replays only the tail.
 */
import type { GameEvent, GameModule, RulesContext, Text } from './types';

/** Store a snapshot of the state every this many events. */
export const SNAPSHOT_EVERY = 200;

/** The state after events[0..seq). */
export interface Snapshot<S> {
  seq: number;
  state: S;
}

/** Reduces every event in order from `initial`. */
export function replay<S>(module: GameModule<S>, initial: S, events: GameEvent[], ctx: RulesContext): S {
  return events.reduce((s, e) => module.reduce(s, e, ctx), initial);
}

/**
 * The state after events[0..upTo), starting from a snapshot taken at seq ≤ upTo and
 * replaying events[snapshot.seq..upTo). `events` is the whole log (indexed from 0).
 */
export function stateFrom<S>(
  module: GameModule<S>,
  snapshot: Snapshot<S>,
  events: GameEvent[],
  upTo: number,
  ctx: RulesContext,
): S {
  if (snapshot.seq > upTo) {
    throw new RangeError(`stateFrom: snapshot at ${snapshot.seq} is after ${upTo}`);
  }
  if (upTo > events.length) {
    throw new RangeError(`stateFrom: only ${events.length} events, asked for ${upTo}`);
  }
  return replay(module, snapshot.state, events.slice(snapshot.seq, upTo), ctx);
}

/** The latest snapshot at or before `upTo`, or undefined. */
export function latestSnapshot<S>(snapshots: Snapshot<S>[], upTo: number): Snapshot<S> | undefined {
  let best: Snapshot<S> | undefined;
  for (const s of snapshots) if (s.seq <= upTo && (!best || s.seq > best.seq)) best = s;
  return best;
}

/** Whether a snapshot is due after the event count reached `seq`. */
export function snapshotDue(seq: number): boolean {
  return seq > 0 && seq % SNAPSHOT_EVERY === 0;
}

/** Why a log could not be replayed: the event refused (its check's words) or the reducer's failure. */
export interface ReplayFailure {
  /** The event's position in the whole log (0-based). */
  seq: number;
  /** The event's type, as far as it can be read. */
  type: string;
  /** 'check': the event is refused by its schema; 'reduce': the rules could not apply it. */
  cause: 'check' | 'reduce';
  /** In words: the Text from `module.check`, or engine.event.reduceFailed with the message. */
  error: Text;
  /** For 'reduce': the reducer's message. */
  message?: string;
}

export type ReplayResult<S> =
  | { ok: true; state: S; events: GameEvent[] }
  | { ok: false; failure: ReplayFailure; state: S };

/**
 * THE replay: every event that enters a game's state goes through here. From `start` (the
 * set-up at seq 0, or a snapshot), each event is checked by `module.check` (its schema) and
 * only then reduced; `onStep` sees the state after each one (to cache it or to take a
 * snapshot). It stops at the first event refused or that the rules cannot apply, and says
 * which, in words; the state it returns then is the one before that event.
 * `events[i]` is the event at seq `start.seq + i`. The checked events (as the rules saw
 * them) are returned.
 */
export function replayLog<S>(
  module: GameModule<S>,
  start: Snapshot<S>,
  events: readonly unknown[],
  ctx: RulesContext,
  onStep?: (seq: number, state: S, event: GameEvent) => void,
): ReplayResult<S> {
  let s = start.state;
  const out: GameEvent[] = [];
  for (let i = 0; i < events.length; i++) {
    const seq = start.seq + i;
    const raw = events[i];
    const checked = module.check(raw);
    if (!checked.ok) {
      return { ok: false, state: s, failure: { seq, type: typeOf(raw), cause: 'check', error: checked.error } };
    }
    try {
      s = module.reduce(s, checked.event, ctx);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const type = checked.event.type;
      return { ok: false, state: s, failure: { seq, type, cause: 'reduce', message, error: { key: 'engine.event.reduceFailed', params: { type, message } } } };
    }
    out.push(checked.event);
    onStep?.(seq + 1, s, checked.event);
  }
  return { ok: true, state: s, events: out };
}

function typeOf(raw: unknown): string {
  const t = typeof raw === 'object' && raw !== null ? (raw as { type?: unknown }).type : undefined;
  return typeof t === 'string' ? t.slice(0, 80) : '?';
}
