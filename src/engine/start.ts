/**
 * Starting mid-game (GameModule.startAt): a game already under way on paper begins in the app at
 * its turn and phase. The start is the log's first event, 'core/start-at' with the values of the
 * start's fields, so the journal says it and a replay comes back to the same moment; the game's
 * rules check it and apply it. What the opening would have set (a box, a track, the roster) is then
 * listed as "to complete" (StartItem) until the table action that sets it is applied, or the
 * players say it is done ('core/start-done').
 */
import * as v from 'valibot';
import type { GameEvent, SettingDef, SettingValue } from './types';

/** The values of the start's fields at their defaults (the scenario's start). */
export function startDefaults(fields: readonly SettingDef[]): Record<string, SettingValue> {
  return Object.fromEntries(fields.map((f) => [f.id, f.default]));
}

/**
 * The event that starts the game at these values ('core/start-at', every field given, typed or
 * default), or null when they are the scenario's start: a game started at its beginning has no
 * such event.
 */
export function startAtEvent(fields: readonly SettingDef[], values: Record<string, SettingValue>): GameEvent | null {
  const all = { ...startDefaults(fields), ...Object.fromEntries(Object.entries(values).filter(([k]) => fields.some((f) => f.id === k))) };
  if (fields.every((f) => all[f.id] === f.default)) return null;
  return { type: 'core/start-at', payload: all, at: 0 };
}

/** What a game keeps of its mid-game start: the things to complete, and those done. */
export interface StartLedger {
  items: string[];
  done: string[];
}

/** The items still to complete. */
export function startPending(l: StartLedger | undefined): string[] {
  return l ? l.items.filter((i) => !l.done.includes(i)) : [];
}

/** The ledger with an item done (unchanged if it is not listed or done already). */
export function startDone<L extends StartLedger>(l: L, item: string): L {
  return l.items.includes(item) && !l.done.includes(item) ? { ...l, done: [...l.done, item] } : l;
}

/**
 * The ledger after an event: each item that the event's type sets (`by`: item → the event types of
 * the table actions that set it) is done.
 */
export function startDoneBy<L extends StartLedger>(l: L | undefined, type: string, by: Readonly<Record<string, readonly string[]>>): L | undefined {
  if (!l || startPending(l).length === 0) return l;
  let out = l;
  for (const item of startPending(l)) if (by[item]?.includes(type)) out = startDone(out, item);
  return out;
}

/** The payload of 'core/start-done': the item the players say is set. */
export const startDoneSchema = v.strictObject({ item: v.pipe(v.string(), v.minLength(1), v.maxLength(64)) });
