/**
 * Table actions (ActionDef in types.ts): the one way a bookkeeping action reaches the log.
 * A module lists the actions of the moment; these helpers give a field its value (what was
 * typed, if it still fits the field, else the moment's default) and run an action: its
 * check, then the rules' word on the events it makes (the same check the log's door makes),
 * so a screen can say before a tap what the rules would refuse, and never sends an event of
 * its own. Framework-free.
 */
import type { ActionDef, FieldDef, FieldValue, GameEvent, GameModule, RulesContext, Text } from './types';
import { refusedText } from './events';
import { replayLog } from './eventlog';

/** A field's value before anything is typed: its default from the moment, else empty. */
export function fieldInitial(f: FieldDef): FieldValue {
  if (f.default !== undefined) return f.default;
  switch (f.kind) {
    case 'bool':
      return false;
    case 'select':
      return f.options?.[0]?.value ?? null;
    case 'text':
      return '';
    default:
      return null;
  }
}

/** Whether a value typed earlier still fits the field as it is now (a select's option gone, a number out of range). */
export function fits(f: FieldDef, v: FieldValue | undefined): v is FieldValue {
  if (v === undefined) return false;
  switch (f.kind) {
    case 'bool':
      return typeof v === 'boolean';
    case 'select':
      return typeof v === 'string' && (f.options ?? []).some((o) => o.value === v);
    case 'text':
      return typeof v === 'string';
    default:
      if (v === null) return true;
      return typeof v === 'number' && Number.isInteger(v) && (f.min === undefined || v >= f.min) && (f.max === undefined || v <= f.max);
  }
}

/**
 * The values an action is checked with: every field, from what was typed where it still fits
 * the field, else the field's default now (`fixed` values — a screen's row naming its unit —
 * come first and are not typed over).
 */
export function actionValues(
  def: ActionDef,
  typed?: Readonly<Record<string, FieldValue>>,
  fixed?: Readonly<Record<string, FieldValue>>,
): Record<string, FieldValue> {
  const out: Record<string, FieldValue> = { ...(fixed ?? {}) };
  for (const f of def.fields ?? []) {
    if (fixed && f.id in fixed) continue;
    const t = typed?.[f.id];
    out[f.id] = fits(f, t) ? t : fieldInitial(f);
  }
  return out;
}

/** What an action comes to with given values: events the rules accept, or what stands in the way, in words. */
export type ActionOutcome =
  | { kind: 'events'; events: Array<Omit<GameEvent, 'at'>> }
  | { kind: 'waiting'; texts: Text[] }
  | { kind: 'refused'; text: Text }
  | { kind: 'closed'; text: Text; rule?: string };

/**
 * Runs an action: closed → why; its check → what is missing or the refusal; then the events it
 * makes are replayed from `state` with the rules on, so the rules' refusal of any of them
 * (phase, side, unit, how often, "changes nothing") is said here, before anything is written.
 * A check that throws is said as a failure, never thrown.
 */
export function runAction<S>(
  module: GameModule<S>,
  state: S,
  ctx: RulesContext,
  def: ActionDef,
  typed?: Readonly<Record<string, FieldValue>>,
  fixed?: Readonly<Record<string, FieldValue>>,
): ActionOutcome {
  if (def.closed) return { kind: 'closed', text: def.closed.text, ...(def.closed.rule ? { rule: def.closed.rule } : {}) };
  let c: ReturnType<ActionDef['check']>;
  try {
    c = def.check(actionValues(def, typed, fixed));
  } catch (err) {
    return { kind: 'refused', text: { key: 'engine.action.failed', params: { detail: err instanceof Error ? err.message : String(err) } } };
  }
  if ('waiting' in c) return { kind: 'waiting', texts: c.waiting };
  // A refusal with a rule is the rules' ("… (rule 7.3): the rules do not allow it"); one without
  // is bad input (a file that is not a pack), said as it is.
  if ('refusal' in c) return { kind: 'refused', text: c.refusal.rule ? refusedText(def.id, c.refusal) : c.refusal.text };
  if (c.events.length === 0) return { kind: 'refused', text: { key: 'engine.event.noEffect', params: { type: def.id } } };
  const events = c.events.map((e) => (e.payload === undefined ? { type: e.type } : { type: e.type, payload: e.payload }));
  const r = replayLog(
    module,
    { seq: 0, state },
    events.map((e) => ({ ...e, at: 0 })),
    ctx,
    undefined,
    { from: 0 },
  );
  if (!r.ok) return { kind: 'refused', text: r.failure.error };
  return { kind: 'events', events };
}

/** The action of this moment with that id, if the module lists it. */
export function actionById<S>(module: GameModule<S>, state: S, ctx: RulesContext, id: string): ActionDef | undefined {
  return module.actions?.(state, ctx).find((a) => a.id === id);
}
