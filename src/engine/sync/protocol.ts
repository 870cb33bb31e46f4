/**
 * The two-phone protocol's messages (version 1), as Valibot schemas: every text from the
 * other phone is parsed (JSON, size, then its schema) before anything reads it, and what it
 * carries into the log passes the rules too (the host's `Session.append`, the guest's
 * `Session.mirror`). A message that fails is refused in words, sent back to the phone that
 * sent it (`refused`), and changes nothing.
 *
 * Guest → host: `hello` (where its copy stands, or none: send the game; numbered by `epoch`,
 * which the host's changes then carry, numbered `n` from 1 again; with the commitment to the
 * guest's dice value), `act` (an action, undo, redo, or an app roll with the guest's value
 * revealed, with an id so a duplicate is answered, never applied twice), `reveal` (the guest's
 * value for the host's app roll), `refused`.
 * Host → guest: `rules` (its rule interpretations for the game's module, before the game and on
 * each change), `commit` (the commitment to the host's dice value), `game` (the whole game as a
 * game file, the charts it uses, the sides), `log` (a change of the log, numbered: `n` from 1
 * after each hello), `result` (an action's fate), `ask` (the guest's value, for an app roll of
 * the host's), `refused`. The two phones' dice: `fair.ts`.
 */
import * as v from 'valibot';
import type { LogEntry } from '../session';
import type { GameEvent, Text } from '../types';
import { MAX_OUTCOME_LABELS, MAX_OUTCOME_TABLE, type OutcomeTable } from './fair';

export const SYNC_VERSION = 1;

/** The longest message a guest may send (an action is small). */
export const MAX_GUEST_MESSAGE = 64 * 1024;
/** The longest message a host may send (the first sync carries the whole game). */
export const MAX_HOST_MESSAGE = 16 * 1024 * 1024;

const id = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
/** A dice value or a commitment: 32 bytes, hex. */
const hex32 = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/));
/** A phone's value revealed for a roll, and the commitment to its next one. */
const Reveal = v.object({ value: hex32, next: hex32 });

/** Words in the app's messages: a key and its params (strings, numbers, or words in turn). */
const TextSchema: v.GenericSchema<Text> = v.object({
  key: v.pipe(v.string(), v.maxLength(200)),
  params: v.optional(v.record(v.pipe(v.string(), v.maxLength(60)), v.union([v.pipe(v.string(), v.maxLength(2000)), v.number(), v.lazy(() => TextSchema)]))),
});

/** An event as proposed: its type and payload (the host stamps `at`; the rules check the rest). */
const Proposed = v.object({
  type: v.pipe(v.string(), v.minLength(1), v.maxLength(120)),
  payload: v.optional(v.unknown()),
});

const Entry = v.object({
  seq: count,
  event: v.object({ type: v.pipe(v.string(), v.minLength(1), v.maxLength(120)), at: v.pipe(v.number(), v.finite()), payload: v.optional(v.unknown()) }),
  batch: v.optional(count),
});

/** Where a copy of the log stands: its length, head and a hash of its last entry. */
const Known = v.object({ length: count, head: count, hash: v.pipe(v.string(), v.maxLength(32)) });

export const GuestMessage = v.variant('t', [
  v.object({ v: v.literal(SYNC_VERSION), t: v.literal('hello'), epoch: count, known: v.nullable(Known), commit: v.optional(hex32) }),
  v.object({
    v: v.literal(SYNC_VERSION),
    t: v.literal('act'),
    aid: id,
    kind: v.picklist(['append', 'undo', 'redo', 'roll']),
    events: v.optional(v.pipe(v.array(Proposed), v.maxLength(200))),
    rollsOf: v.optional(v.pipe(v.string(), v.maxLength(200))),
    /** An app roll's: the guest's value and its next commitment. */
    reveal: v.optional(Reveal),
    /** An app roll's: the outcome of each face combination, for the journal (fair.ts `OutcomeTable`). */
    outcomes: v.optional(
      v.object({
        labels: v.pipe(v.array(TextSchema), v.maxLength(MAX_OUTCOME_LABELS)),
        of: v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(-1), v.maxValue(MAX_OUTCOME_LABELS - 1))), v.maxLength(MAX_OUTCOME_TABLE)),
      }),
    ),
  }),
  v.object({ v: v.literal(SYNC_VERSION), t: v.literal('reveal'), rid: id, value: hex32, next: hex32 }),
  v.object({ v: v.literal(SYNC_VERSION), t: v.literal('refused'), why: TextSchema }),
]);

export const HostMessage = v.variant('t', [
  v.object({ v: v.literal(SYNC_VERSION), t: v.literal('commit'), commit: hex32 }),
  v.object({ v: v.literal(SYNC_VERSION), t: v.literal('ask'), rid: id }),
  v.object({
    v: v.literal(SYNC_VERSION),
    t: v.literal('game'),
    file: v.string(),
    charts: v.nullable(v.string()),
    side: v.pipe(v.string(), v.maxLength(64)),
    guestSide: v.pipe(v.string(), v.maxLength(64)),
  }),
  v.object({
    v: v.literal(SYNC_VERSION),
    t: v.literal('log'),
    /** The guest's hello this answers: changes sent before a later hello are set aside. */
    epoch: count,
    n: v.pipe(count, v.minValue(1)),
    from: count,
    entries: v.array(Entry),
    head: count,
    /** What moved the log, and on which phone: the other phone says an undo or redo. */
    cause: v.optional(v.object({ by: v.picklist(['host', 'guest']), kind: v.picklist(['append', 'undo', 'redo']) })),
  }),
  v.object({ v: v.literal(SYNC_VERSION), t: v.literal('result'), aid: id, ok: v.boolean(), why: v.optional(TextSchema) }),
  /** The host's rule interpretations for the game's module: both phones read the rules alike (sent before the game, and on each change). */
  v.object({
    v: v.literal(SYNC_VERSION),
    t: v.literal('rules'),
    module: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
    interpretations: v.pipe(
      v.record(v.pipe(v.string(), v.maxLength(64)), v.union([v.pipe(v.string(), v.maxLength(200)), v.number(), v.boolean()])),
      v.check((o) => Object.keys(o).length <= 100),
    ),
  }),
  v.object({ v: v.literal(SYNC_VERSION), t: v.literal('refused'), why: TextSchema }),
]);

export type GuestMessage = v.InferOutput<typeof GuestMessage>;
export type HostMessage = v.InferOutput<typeof HostMessage>;
export type Known = v.InferOutput<typeof Known>;

/** A message read: the parsed message, or why it is refused, in words. */
export type Read<M> = { ok: true; msg: M } | { ok: false; why: Text };

function read<M>(schema: v.GenericSchema<unknown, M>, text: unknown, max: number): Read<M> {
  if (typeof text !== 'string') return { ok: false, why: { key: 'app.link.refusedMessage', params: { what: 'text' } } };
  if (text.length > max) return { ok: false, why: { key: 'app.link.refusedTooLong', params: { n: max } } };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, why: { key: 'app.link.refusedMessage', params: { what: 'JSON' } } };
  }
  if (typeof raw === 'object' && raw !== null && (raw as { v?: unknown }).v !== SYNC_VERSION && 'v' in raw) {
    return { ok: false, why: { key: 'app.link.refusedVersion', params: { version: String((raw as { v?: unknown }).v).slice(0, 20) } } };
  }
  const r = v.safeParse(schema, raw);
  if (!r.success) {
    const t = typeof raw === 'object' && raw !== null ? (raw as { t?: unknown }).t : undefined;
    return { ok: false, why: { key: 'app.link.refusedMessage', params: { what: typeof t === 'string' ? t.slice(0, 40) : '?' } } };
  }
  return { ok: true, msg: r.output };
}

/** Reads a message a guest sent (on the host). */
export const readGuest = (text: unknown): Read<GuestMessage> => read(GuestMessage, text, MAX_GUEST_MESSAGE);
/** Reads a message the host sent (on the guest). */
export const readHost = (text: unknown): Read<HostMessage> => read(HostMessage, text, MAX_HOST_MESSAGE);

/** A short hash of a log entry (FNV-1a over its JSON): two copies compare their last entries. */
export function entryHash(entry: LogEntry | undefined): string {
  if (!entry) return '';
  const text = JSON.stringify([entry.seq, entry.event.type, entry.event.at, entry.event.payload ?? null, entry.batch ?? entry.seq]);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

/** Where a log stands, as a rejoining guest says it. */
export function knownOf(entries: readonly LogEntry[], head: number): Known {
  return { length: entries.length, head, hash: entryHash(entries[entries.length - 1]) };
}

/** An action as the guest proposes it (an app roll: the roll without its dice, and the guest's value). */
export interface Proposal {
  aid: string;
  kind: 'append' | 'undo' | 'redo' | 'roll';
  events?: Array<Omit<GameEvent, 'at'>>;
  rollsOf?: string;
  reveal?: { value: string; next: string };
  /** An app roll's outcomes, for the host's journal line. */
  outcomes?: OutcomeTable;
}
