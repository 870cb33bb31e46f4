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
import type { GameEvent, JournalText, RollOnRecord, RolledDice, RulesContext, Text } from './types';
import { listText } from './text';

/** One event type: its payload schema, its reducer and its journal sentence. */
export interface EventDef<S, P = unknown, T extends string = string> {
  type: T;
  /** The payload's schema; an event whose payload does not pass it never enters a log. */
  schema: v.GenericSchema<unknown, P>;
  /**
   * Pure; never mutates `state`. Gets only payloads its schema accepted; where a well-formed
   * payload cannot apply to this state (an id that does not exist, a second once-per-turn
   * action), it returns the state unchanged or clamps as the rule says.
   */
  reduce(state: S, payload: P, ctx: RulesContext, event: GameEvent<P>): S;
  /** The event in words, given the state before it. */
  describe(payload: P, before: S): JournalText;
  /**
   * Whether the rules allow this event in the state it meets (phase, side, unit, how many
   * times, what the boxes hold): null when they do, else the refusal in words with its rule.
   * Checked at every door of the log (a tap, an import) before the reducer: a refused event
   * never enters, so the journal never shows it. Optional: without it, every well-formed
   * payload is allowed.
   */
  allowed?(state: S, payload: P, ctx: RulesContext): Refusal | null;
  /**
   * True for an event that changes no state by design (a note, a free roll, a roll on the
   * record): it is journaled all the same. Any other event that leaves the state as it was is
   * refused at the door ("changes nothing"), so the journal never shows an action that did
   * nothing.
   */
  inert?: boolean | InertTest<P>;
  /**
   * For an event that records a roll of the app's (a ledger's dice): the roll, so that the
   * event dropped from the redo tail by a new action stays in the journal as a roll set aside.
   * Optional.
   */
  asRoll?(payload: P): RollOnRecord | null;
  /**
   * For an event that carries a side's secret in a game shared between two phones (a choice
   * the other side must not see before the rules reveal it): only its owner's phone sends it,
   * a secret is recorded sealed (the shared log holds its commitment, engine/sealed.ts) and its
   * value and salt stay on that phone, and the reveal carries them, checked by the rules
   * against the commitment. A one-phone game never asks it. Optional.
   */
  secret?: SecretDef<S, P>;
}

/** How an event carries a side's secret (EventDef.secret). */
export interface SecretDef<S, P> {
  /** The side whose secret it is: in a shared game only that side's phone sends this event. */
  owner(state: S, payload: P, ctx: RulesContext): string;
  /**
   * An event that records the secret: the payload as it is shared (the commitment only, made
   * with `salt`) and the commitment; null when the payload holds no secret as given (sealed already).
   */
  seal?(payload: P, salt: string): { payload: P; commitment: string } | null;
  /**
   * An event that reveals it: the commitment it opens in this state (null: none), and the
   * payload that opens it, from the value and salt its owner's phone kept.
   */
  reveal?: { commitment(state: S): string | null; open(payload: P, kept: unknown, salt: string): P };
}

/** An event's secret as the shared game's glue sees it (engine/sealed.ts `secretsOf`): no game named. */
export interface SecretOf {
  owner: string;
  /** Records a secret: the payload as shared and its commitment, under `salt`; null when sealed already. */
  seal?(salt: string): { payload: unknown; commitment: string } | null;
  /** Reveals one: the commitment it opens, and the payload with the kept value and salt. */
  reveal?: { commitment: string; open(kept: unknown, salt: string): unknown };
}

/** A per-payload `inert` (a method's type, so a def of a narrower payload still fits a list of defs). */
type InertTest<P> = { test(payload: P): boolean }['test'];

/** Why the rules refuse an event: in words, with the rule that forbids it. */
export interface Refusal {
  text: Text;
  /** The rule's number, e.g. '7.9'. */
  rule?: string;
}

/**
 * Types an EventDef's payload from its schema and keeps its type literal:
 * `const def = defineEvent<S>(); def({ type: 'x/y', schema, reduce, describe })`.
 */
export function defineEvent<S>() {
  return <const T extends string, P>(def: EventDef<S, P, T>): EventDef<S, P, T> => def;
}

/** Type → payload of a list of defs: `PayloadsOf<(typeof defs)[number]>`. */
export type PayloadsOf<D extends { type: string; schema: v.GenericSchema<unknown, unknown> }> = {
  [E in D as E['type']]: v.InferOutput<E['schema']>;
};

/** A typed event builder over a type → payload map (the session stamps `at`). */
export function eventBuilder<M>() {
  return <K extends keyof M & string>(type: K, payload: M[K]): { type: K; payload: M[K]; at: number } => ({ type, payload, at: 0 });
}

/** The result of checking an event that wants to enter a log. */
export type EventCheck = { ok: true; event: GameEvent } | { ok: false; error: Text };

/** What `eventBook` gives a module: the three functions of the GameModule contract built from the defs. */
export interface EventBook<S> {
  reduce(state: S, event: GameEvent, ctx: RulesContext): S;
  describe(event: GameEvent, before: S): JournalText;
  check(event: unknown): EventCheck;
  /** The rules' word on a checked event in the state it meets: null, or why not (engine.event.refused). */
  legal(state: S, event: GameEvent, ctx: RulesContext): Text | null;
  /** Whether an event changes no state by design (journal only): its type, or (a def that says so per payload) the event itself. */
  inert(type: string, event?: GameEvent): boolean;
  /** The roll a game's own event records (its def's `asRoll`), or null. */
  asRoll(event: GameEvent): RollOnRecord | null;
  /** Every event type the module accepts (core ones included). */
  types: string[];
}

const isPlainObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * An object schema that refuses arrays too: Valibot's object schemas take an array for an
 * object, so one whose keys are all optional (a patch) would accept `[]`.
 */
export function plainObject<T extends v.GenericSchema<Record<string, unknown>>>(schema: T) {
  return v.pipe(v.custom<Record<string, unknown>>(isPlainObject, 'an object'), schema);
}

/** Payload-less events (the sequence of play): no payload, null or {}. */
export const noPayload = v.optional(v.union([plainObject(v.strictObject({})), v.null_()]));

const faceSchema = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1000));
const textSchema: v.GenericSchema<Text> = v.object({
  key: v.pipe(v.string(), v.maxLength(200)),
  params: v.optional(
    v.record(
      v.string(),
      v.lazy(() => v.union([v.string(), v.number(), textSchema])),
    ),
  ),
});
const dieSchema = v.union([
  v.object({
    kind: v.literal('numbered'),
    sides: v.pipe(v.number(), v.integer(), v.minValue(2), v.maxValue(1000)),
    label: v.optional(textSchema),
    colour: v.optional(v.string()),
  }),
  v.object({
    kind: v.literal('custom'),
    faces: v.pipe(v.array(v.object({ id: v.string(), label: textSchema })), v.minLength(1)),
    label: v.optional(textSchema),
    colour: v.optional(v.string()),
  }),
]);

const rollSpecSchema = v.object({
  dice: v.pipe(v.array(dieSchema), v.minLength(1), v.maxLength(200)),
  label: textSchema,
  rule: v.optional(v.pipe(v.string(), v.maxLength(20))),
});
/** The question a roll on the record answers: the calculator or card (its draft key) and the question's id. */
const rollOfSchema = v.object({
  key: v.pipe(v.string(), v.maxLength(200)),
  question: v.pipe(v.string(), v.maxLength(200)),
  /** Rolled again after the roll before was taken back: the players chose "roll again". */
  reroll: v.optional(v.boolean()),
});
/** Dice from the table given by count (RolledDice.counts): each group's name and the count given. */
const countsSchema = v.pipe(
  v.array(v.object({ id: v.pipe(v.string(), v.maxLength(200)), label: textSchema, n: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1000)) })),
  v.maxLength(50),
);
const facesFit = (faces: readonly number[], dice: readonly v.InferOutput<typeof dieSchema>[]) =>
  faces.length === dice.length &&
  faces.every((f, i) => {
    const d = dice[i]!;
    return d.kind === 'numbered' ? f >= 1 && f <= d.sides : f < d.faces.length;
  });

/** A two-phone roll's value or commitment (32 bytes, hex: the phones check them, src/engine/sync/fair.ts). */
const hex32Schema = v.pipe(v.string(), v.length(64));

/** A two-phone game's app roll says that both phones drew it, with the start of each value. */
function fairLine(line: JournalText, fair: { host: string; guest: string } | undefined): JournalText {
  if (!fair) return line;
  return { ...line, text: { key: 'engine.journal.fairRoll', params: { text: line.text, host: fair.host.slice(0, 8), guest: fair.guest.slice(0, 8) } } };
}

/**
 * 'core/roll': a roll the app made or the players typed — from the dice tray, or (with `of`) for
 * a question of a card or calculator, written to the game before it is shown; changes no
 * state, journaled. `outcome` is the result the roll landed in, in words.
 */
const coreRollSchema = v.pipe(
  v.object({
    spec: rollSpecSchema,
    rolled: v.object({ faces: v.pipe(v.array(faceSchema), v.maxLength(200)), source: v.picklist(['app', 'physical']), counts: v.optional(countsSchema) }),
    of: v.optional(rollOfSchema),
    outcome: v.optional(textSchema),
    /** A two-phone game's app roll: both phones' values revealed, and the commitments to their next ones (src/engine/sync/fair.ts). */
    fair: v.optional(v.object({ host: hex32Schema, guest: hex32Schema, hostNext: hex32Schema, guestNext: hex32Schema })),
  }),
  // One face per die, each one its die can show: 1..sides, or a custom face's index.
  v.check((p) => facesFit(p.rolled.faces, p.spec.dice), 'one face per die, within its faces'),
);

/** Why a roll on the record was set aside. */
const ROLL_VOID_WHY = ['takeBack', 'cancel', 'inputs', 'undone'] as const;

/**
 * 'core/roll-void': a roll on the record set aside before its result was applied — taken back,
 * cancelled, its inputs changed, or undone with the actions after it. The roll stays in the
 * journal with this line beside it; changes no state.
 */
const coreRollVoidSchema = v.pipe(
  v.object({
    spec: rollSpecSchema,
    faces: v.pipe(v.array(faceSchema), v.maxLength(200)),
    counts: v.optional(countsSchema),
    of: v.optional(rollOfSchema),
    outcome: v.optional(textSchema),
    why: v.picklist(ROLL_VOID_WHY),
  }),
  v.check((p) => facesFit(p.faces, p.spec.dice), 'one face per die, within its faces'),
);

/** The faces of a roll in words: a numbered die's number, a custom die's face by its name. */
export function facesText(dice: readonly v.InferOutput<typeof dieSchema>[], faces: readonly number[]): Text {
  return listText(
    faces.map((f, i) => {
      const d = dice[i];
      const face = d?.kind === 'custom' ? d.faces[f] : undefined;
      return face ? face.label : { key: 'engine.journal.face', params: { n: f } };
    }),
  );
}

/** Dice from the table given by count, in words: each group and its count, said to be counted (no face was given). */
export function countsText(counts: readonly { label: Text; n: number }[]): Text {
  return {
    key: 'engine.journal.counted',
    params: { counts: listText(counts.map((c) => ({ key: 'engine.journal.count', params: { label: c.label, n: c.n } }))) },
  };
}

/**
 * The journal's words for a roll: what it answered (its label), the faces (or, for dice from the
 * table given by count, the counts), and where it landed.
 */
function rollLine(
  key: string,
  spec: v.InferOutput<typeof rollSpecSchema>,
  faces: readonly number[],
  outcome: Text | undefined,
  extra: Record<string, Text> = {},
  counts?: readonly { label: Text; n: number }[],
): JournalText {
  const params: Record<string, Text | string> = { label: spec.label, faces: counts?.length ? countsText(counts) : facesText(spec.dice, faces), ...extra };
  return {
    text: outcome ? { key: `${key}Outcome`, params: { ...params, outcome } } : { key, params },
    rules: spec.rule ? [spec.rule] : [],
    category: 'roll',
  };
}

/** 'core/note': a player's note; changes no state, journaled. */
const coreNoteSchema = v.object({ text: v.pipe(v.string(), v.maxLength(10_000)) });

/** The core events every game has, defined once. */
export function coreEvents<S>(): EventDef<S>[] {
  const def = defineEvent<S>();
  return [
    def({
      type: 'core/roll',
      schema: coreRollSchema,
      inert: true,
      reduce: (s) => s,
      describe: (p) =>
        fairLine(
          p.of
            ? rollLine(p.of.reroll ? 'engine.journal.reroll' : 'engine.journal.roll', p.spec, p.rolled.faces, p.outcome, {}, p.rolled.counts)
            : {
                text: {
                  key: 'engine.journal.freeRoll',
                  params: { faces: p.rolled.counts?.length ? countsText(p.rolled.counts) : facesText(p.spec.dice, p.rolled.faces) },
                },
                rules: [],
                category: 'roll',
              },
          p.fair,
        ),
    }),
    def({
      type: 'core/roll-void',
      schema: coreRollVoidSchema,
      inert: true,
      reduce: (s) => s,
      describe: (p) => rollLine('engine.journal.rollVoid', p.spec, p.faces, p.outcome, { why: { key: `engine.journal.voidWhy.${p.why}` } }, p.counts),
    }),
    def({
      type: 'core/note',
      schema: coreNoteSchema,
      inert: true,
      reduce: (s) => s,
      describe: (p) => ({ text: { key: 'engine.journal.note', params: { text: p.text } }, rules: [], category: 'note' }),
    }),
  ];
}

/** The first problem Valibot found, in a few words (for the message's detail): where, and what was expected. */
export function issuePath(issues: readonly v.BaseIssue<unknown>[]): string {
  const i = issues[0];
  if (!i) return '';
  const path = (i.path ?? []).map((p) => String((p as { key?: unknown }).key)).join('.');
  const expected = i.expected ?? i.kind;
  const detail = path ? `${path}: ${expected}` : expected;
  return detail.length > 120 ? `${detail.slice(0, 119)}…` : detail;
}

/** What a field must hold, in words, by the schema's type: "un numero intero", "un elenco". */
const KINDS: Record<string, string> = {
  number: 'number',
  integer: 'integer',
  string: 'string',
  boolean: 'boolean',
  array: 'array',
  object: 'object',
  strict_object: 'object',
  loose_object: 'object',
};

/**
 * The first problem Valibot found, in the player's words: which field (its path in the event's
 * data), and what is wrong with it — missing, not expected, not one of the values allowed, not
 * a number, out of its range. Shown where an event is refused (an import, a peer, a tab).
 */
export function issueText(issues: readonly v.BaseIssue<unknown>[]): Text {
  const i = issues[0];
  if (!i) return { key: 'engine.event.issue.payload', params: { expected: '' } };
  const field = (i.path ?? [])
    .map((p) => {
      const k = (p as { key?: unknown }).key;
      return typeof k === 'number' ? `${k + 1}` : String(k);
    })
    .join(' › ');
  const expected = String(i.expected ?? i.type ?? i.kind).slice(0, 120);
  const bound = (s: string) => Number(s.replace(/^[<>]=?/, ''));
  // A check across fields (one face per die…): the data breaks a limit the game sets.
  if (i.type === 'check') return field ? { key: 'engine.event.issue.check', params: { field } } : { key: 'engine.event.issue.checkPayload' };
  if (!field) return { key: 'engine.event.issue.payload', params: { expected } };
  if (i.type === 'strict_object' && i.expected === 'never') return { key: 'engine.event.issue.unknown', params: { field } };
  if (i.received === 'undefined') return { key: 'engine.event.issue.missing', params: { field } };
  if (i.type === 'picklist' || i.type === 'literal' || (i.type === 'union' && /^"/.test(expected))) {
    return { key: 'engine.event.issue.oneOf', params: { field, options: expected.replace(/^\((.*)\)$/, '$1').replace(/ \| /g, ', ') } };
  }
  const kind = KINDS[i.type];
  if (kind) return { key: 'engine.event.issue.kind', params: { field, kind: { key: `engine.event.kind.${kind}` } } };
  if (i.type === 'min_value' && Number.isFinite(bound(expected))) return { key: 'engine.event.issue.atLeast', params: { field, min: bound(expected) } };
  if (i.type === 'max_value' && Number.isFinite(bound(expected))) return { key: 'engine.event.issue.atMost', params: { field, max: bound(expected) } };
  if (i.type === 'min_length' && Number.isFinite(bound(expected))) return { key: 'engine.event.issue.fewItems', params: { field, n: bound(expected) } };
  if (i.type === 'max_length' && Number.isFinite(bound(expected))) return { key: 'engine.event.issue.manyItems', params: { field, n: bound(expected) } };
  return { key: 'engine.event.issue.other', params: { field, expected } };
}

/** The words of a refusal, as the log's doors show them: the rule, and why. */
export function refusedText(type: string, no: Refusal): Text {
  return { key: no.rule ? 'engine.event.refusedRule' : 'engine.event.refused', params: { type, why: no.text, rule: no.rule ?? '' } };
}

/**
 * Builds a module's reduce/describe/check from its event defs (core ones added). A module
 * def for a core type (next/prev phase, or roll/note) replaces the engine's.
 *
 * `reduce` re-checks every payload: an event of an unknown type or with a payload its
 * schema refuses changes nothing (the same state comes back), so a log written before a
 * check existed still replays; `check` is what refuses such an event in words at the door.
 */
export function eventBook<S>(defs: readonly EventDef<S>[]): EventBook<S> {
  const byType = new Map<string, EventDef<S>>();
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
    if (!r.success) return { ok: false, error: { key: 'engine.event.badPayload', params: { type: e.type, detail: issueText(r.issues) } } };
    const out: GameEvent = { type: e.type, at: e.at };
    if (r.output !== undefined) out.payload = r.output;
    return { ok: true, event: out };
  }

  return {
    types: [...byType.keys()],
    check,
    legal(state, event, ctx) {
      const def = byType.get(event.type);
      if (!def?.allowed) return null;
      const r = v.safeParse(def.schema, event.payload);
      if (!r.success) return null; // check() refuses it in words
      const no = def.allowed(state, r.output, ctx);
      return no ? refusedText(event.type, no) : null;
    },
    asRoll(event) {
      const def = byType.get(event.type);
      if (!def?.asRoll) return null;
      const r = v.safeParse(def.schema, event.payload);
      return r.success ? def.asRoll(r.output) : null;
    },
    inert(type, event) {
      const i = byType.get(type)?.inert;
      if (typeof i !== 'function') return i === true;
      if (!event) return false;
      const r = v.safeParse(byType.get(type)!.schema, event.payload);
      return r.success && i(r.output);
    },
    reduce(state, event, ctx) {
      const def = byType.get(event.type);
      if (!def) return state;
      const r = v.safeParse(def.schema, event.payload);
      if (!r.success) return state;
      return def.reduce(state, r.output, ctx, { type: event.type, at: event.at, payload: r.output });
    },
    describe(event, before) {
      const def = byType.get(event.type);
      if (!def) return { text: { key: 'engine.event.unknownType', params: { type: event.type } }, rules: [], category: 'note' };
      const r = v.safeParse(def.schema, event.payload);
      if (!r.success)
        return { text: { key: 'engine.event.badPayload', params: { type: event.type, detail: issueText(r.issues) } }, rules: [], category: 'note' };
      return def.describe(r.output, before);
    },
  };
}

/** What the end of a log says of a card's rolls: the rolls on the record still to be applied, and the questions whose roll was set aside. */
export interface RollsOnRecord {
  /** Question id → the roll on the record for it, not applied nor set aside. */
  outstanding: Map<string, RolledDice>;
  /**
   * Question ids whose last roll was set aside, or undone with the actions after it (still in
   * the redo tail): rolling again is the players' choice, and said.
   */
  setAside: Set<string>;
}

/**
 * Reads the rolls at the end of a log (`events` indexed by seq, in force up to `head`) for the
 * card or calculator `key`: from the head back over rolls and rolls set aside, to the first
 * event of another kind (an Apply, a phase): what was rolled and not yet applied comes back
 * after a reload even if the card's draft did not, and a question whose roll was set aside
 * is rolled again only as "roll again".
 */
export function rollsOnRecord(events: readonly ({ event: GameEvent } | undefined)[], head: number, key: string): RollsOnRecord {
  const outstanding = new Map<string, RolledDice>();
  const setAside = new Set<string>();
  const seen = new Set<string>();
  for (let i = head - 1; i >= 0; i--) {
    const e = events[i]?.event;
    if (!e || (e.type !== 'core/roll' && e.type !== 'core/roll-void')) break;
    const p = e.payload as { of?: { key?: unknown; question?: unknown }; rolled?: RolledDice } | undefined;
    const q = p?.of?.question;
    if (p?.of?.key !== key || typeof q !== 'string' || seen.has(q)) continue;
    seen.add(q);
    if (e.type === 'core/roll-void') setAside.add(q);
    else if (p.rolled)
      outstanding.set(
        q,
        p.rolled.counts
          ? { faces: [...p.rolled.faces], source: p.rolled.source, counts: p.rolled.counts }
          : { faces: [...p.rolled.faces], source: p.rolled.source },
      );
  }
  for (let i = head; i < events.length; i++) {
    const e = events[i]?.event;
    if (e?.type !== 'core/roll') continue;
    const of = (e.payload as { of?: { key?: unknown; question?: unknown } } | undefined)?.of;
    if (of?.key === key && typeof of.question === 'string' && !outstanding.has(of.question)) setAside.add(of.question);
  }
  return { outstanding, setAside };
}
