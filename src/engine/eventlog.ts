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
export function stateFrom<S>(module: GameModule<S>, snapshot: Snapshot<S>, events: GameEvent[], upTo: number, ctx: RulesContext): S {
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
  /**
   * 'check': the event is refused by its schema; 'rules': the rules forbid it in the state it
   * meets, or it would change nothing; 'reduce': the rules could not apply it.
   */
  cause: 'check' | 'rules' | 'reduce';
  /** In words: the Text from `module.check`, or engine.event.reduceFailed with the message. */
  error: Text;
  /** For 'reduce': the reducer's message. */
  message?: string;
}

export type ReplayResult<S> = { ok: true; state: S; events: GameEvent[]; waived: ReplayFailure[] } | { ok: false; failure: ReplayFailure; state: S };

/** How strictly a replay holds the rules. */
export interface ReplayRules {
  /**
   * The rules (`module.legal`, and "changes nothing") are asked of every event at seq ≥ `from`;
   * before it, as of events from a log written before the rules checked every action, only the
   * schema. Infinity: schema only.
   */
  from: number;
  /**
   * Where the rules refuse, apply the event all the same and list the refusal in `waived`
   * (a file written by an app that did not check them: opened as it was, and said so).
   */
  waive?: boolean;
}

/** The rules' word on one event that passed its schema: null, or the refusal in words. */
function rulesRefusal<S>(module: GameModule<S>, before: S, event: GameEvent, after: S, ctx: RulesContext): Text | null {
  const no = module.legal?.(before, event, ctx);
  if (no) return no;
  if (after === before && module.inert && !module.inert(event.type, event)) return { key: 'engine.event.noEffect', params: { type: event.type } };
  return null;
}

/**
 * THE replay: every event that enters a game's state goes through here. From `start` (the
 * set-up at seq 0, or a snapshot), each event is checked by `module.check` (its schema) and
 * only then reduced; with `rules`, the rules are asked too (`module.legal` in the state the
 * event meets, and an event that is not inert must change something); `onStep` sees the state after each one (to cache it or to take a
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
  rules?: ReplayRules,
): ReplayResult<S> {
  let s = start.state;
  const out: GameEvent[] = [];
  const waived: ReplayFailure[] = [];
  for (let i = 0; i < events.length; i++) {
    const seq = start.seq + i;
    const raw = events[i];
    const checked = module.check(raw);
    if (!checked.ok) {
      return { ok: false, state: s, failure: { seq, type: typeOf(raw), cause: 'check', error: checked.error } };
    }
    let next: S;
    try {
      next = module.reduce(s, checked.event, ctx);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const type = checked.event.type;
      return { ok: false, state: s, failure: { seq, type, cause: 'reduce', message, error: { key: 'engine.event.reduceFailed', params: { type, message } } } };
    }
    if (rules && seq >= rules.from) {
      const no = rulesRefusal(module, s, checked.event, next, ctx);
      if (no) {
        const failure: ReplayFailure = { seq, type: checked.event.type, cause: 'rules', error: no };
        if (!rules.waive) return { ok: false, state: s, failure };
        waived.push(failure);
      }
    }
    s = next;
    out.push(checked.event);
    onStep?.(seq + 1, s, checked.event);
  }
  return { ok: true, state: s, events: out, waived };
}

function typeOf(raw: unknown): string {
  const t = typeof raw === 'object' && raw !== null ? (raw as { type?: unknown }).type : undefined;
  return typeof t === 'string' ? t.slice(0, 80) : '?';
}
