/**
 * Events defined once: each event type is one `EventDef` — its payload schema (Valibot),
 * its reducer and its journal sentence together. A module lists its defs; `eventBook`
 * builds from them the module's `reduce`, `describe` and `check`, so adding an event is
 * one edit and no payload reaches a reducer without passing its schema.
 *
 * Core events ('core/roll', 'core/note') are defined here once for every game; a module
 * defines 'core/next-phase' and 'core/prev-phase' itself (its sequence of play), with the
 * schemas exported below.
 */
import * as v from 'valibot';
import type { GameEvent, JournalText, RulesContext, Text } from './types';

/** One event type: its payload schema, its reducer and its journal sentence. */
export interface EventDef<S, P = unknown> {
  type: string;
  /** The payload's schema; an event whose payload does not pass it never enters a log. */
  schema: v.GenericSchema<unknown, P>;
  /** Pure; never mutates `state`. `event` is the whole event (its `at`, if a rule needs it). */
  reduce(state: S, payload: P, ctx: RulesContext, event: GameEvent<P>): S;
  /** The event in words, given the state before it. */
  describe(payload: P, before: S): JournalText;
}

/** Types an EventDef's payload from its schema: `defineEvent<S>()({ type, schema, reduce, describe })`. */
export function defineEvent<S>() {
  return <P>(def: EventDef<S, P>): EventDef<S, unknown> => def as unknown as EventDef<S, unknown>;
}

/** The result of checking an event that wants to enter a log. */
export type EventCheck = { ok: true; event: GameEvent } | { ok: false; error: Text };

/** What `eventBook` gives a module: the three functions of the GameModule contract built from the defs. */
export interface EventBook<S> {
  reduce(state: S, event: GameEvent, ctx: RulesContext): S;
  describe(event: GameEvent, before: S): JournalText;
  check(event: unknown): EventCheck;
  /** Every event type the module accepts (core ones included). */
  types: string[];
}

/** Payload-less events (the sequence of play). */
export const noPayload = v.optional(v.union([v.strictObject({}), v.null_()]));

const faceSchema = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1000));
const textSchema: v.GenericSchema<Text> = v.object({
  key: v.pipe(v.string(), v.maxLength(200)),
  params: v.optional(v.record(v.string(), v.lazy(() => v.union([v.string(), v.number(), textSchema])))),
});
const dieSchema = v.union([
  v.object({ kind: v.literal('numbered'), sides: v.pipe(v.number(), v.integer(), v.minValue(2), v.maxValue(1000)), label: v.optional(textSchema), colour: v.optional(v.string()) }),
  v.object({
    kind: v.literal('custom'),
    faces: v.pipe(v.array(v.object({ id: v.string(), label: textSchema })), v.minLength(1)),
    label: v.optional(textSchema),
    colour: v.optional(v.string()),
  }),
]);

/** 'core/roll': a free roll from the dice tray; changes no state, journaled. */
export const coreRollSchema = v.object({
  spec: v.object({ dice: v.pipe(v.array(dieSchema), v.minLength(1), v.maxLength(200)), label: textSchema, rule: v.optional(v.string()) }),
  rolled: v.object({ faces: v.pipe(v.array(faceSchema), v.maxLength(200)), source: v.picklist(['app', 'physical']) }),
});
/** 'core/note': a player's note; changes no state, journaled. */
export const coreNoteSchema = v.object({ text: v.pipe(v.string(), v.maxLength(10_000)) });

/** The core events every game has, defined once. */
export function coreEvents<S>(): EventDef<S, unknown>[] {
  const def = defineEvent<S>();
  return [
    def({
      type: 'core/roll',
      schema: coreRollSchema,
      reduce: (s) => s,
      describe: (p) => ({ text: { key: 'engine.journal.freeRoll', params: { faces: p.rolled.faces.join(', ') } }, rules: [], category: 'roll' }),
    }),
    def({
      type: 'core/note',
      schema: coreNoteSchema,
      reduce: (s) => s,
      describe: (p) => ({ text: { key: 'engine.journal.note', params: { text: p.text } }, rules: [], category: 'note' }),
    }),
  ];
}

/** The first problem Valibot found, in a few words (for the message's detail). */
function issuePath(issues: readonly v.BaseIssue<unknown>[]): string {
  const i = issues[0];
  if (!i) return '';
  const path = (i.path ?? []).map((p) => String((p as { key?: unknown }).key)).join('.');
  return path || i.expected || i.kind;
}

/**
 * Builds a module's reduce/describe/check from its event defs (core ones added). A module
 * def for a core type (next/prev phase, or roll/note) replaces the engine's.
 */
export function eventBook<S>(defs: EventDef<S, unknown>[]): EventBook<S> {
  const byType = new Map<string, EventDef<S, unknown>>();
  for (const d of coreEvents<S>()) byType.set(d.type, d);
  for (const d of defs) byType.set(d.type, d);

  function check(event: unknown): EventCheck {
    if (typeof event !== 'object' || event === null) return { ok: false, error: { key: 'engine.event.notEvent' } };
    const e = event as Record<string, unknown>;
    if (typeof e.type !== 'string') return { ok: false, error: { key: 'engine.event.notEvent' } };
    const def = byType.get(e.type);
    if (!def) return { ok: false, error: { key: 'engine.event.unknownType', params: { type: e.type.slice(0, 80) } } };
    if (typeof e.at !== 'number' || !Number.isFinite(e.at)) return { ok: false, error: { key: 'engine.event.badTime', params: { type: e.type } } };
    const r = v.safeParse(def.schema, e.payload);
    if (!r.success) return { ok: false, error: { key: 'engine.event.badPayload', params: { type: e.type, detail: issuePath(r.issues) } } };
    const out: GameEvent = { type: e.type, at: e.at };
    if (r.output !== undefined) out.payload = r.output;
    return { ok: true, event: out };
  }

  return {
    types: [...byType.keys()],
    check,
    reduce(state, event, ctx) {
      const def = byType.get(event.type);
      if (!def) throw new TypeError(`unknown event type ${event.type}`);
      const r = v.safeParse(def.schema, event.payload);
      if (!r.success) throw new TypeError(`bad payload for ${event.type}: ${issuePath(r.issues)}`);
      return def.reduce(state, r.output, ctx, event);
    },
    describe(event, before) {
      const def = byType.get(event.type);
      if (!def) return { text: { key: 'engine.event.unknownType', params: { type: event.type } }, rules: [], category: 'note' };
      const r = v.safeParse(def.schema, event.payload);
      if (!r.success) return { text: { key: 'engine.event.badPayload', params: { type: event.type, detail: issuePath(r.issues) } }, rules: [], category: 'note' };
      return def.describe(r.output, before);
    },
  };
}
