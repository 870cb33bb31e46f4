/**
 * The event log, pure: state is the reduction of the events from the set-up state.
 * Persistence (Dexie) lives in src/db; it stores a snapshot every SNAPSHOT_EVERY events
 * so opening a long game replays only the tail.
 */
import type { GameEvent, GameModule, RulesContext } from './types';

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
