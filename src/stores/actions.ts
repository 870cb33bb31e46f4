/**
 * Table actions, reactive (engine/actions.ts; ActionDef in engine/types.ts): the open game's
 * actions of the moment, one action's fields with what was typed into them (a draft kept with
 * the game until the action is applied), what the action comes to now (events the rules
 * accept, what is missing, or the refusal in words), and the one way to apply it. A screen
 * never builds an event itself: it names the action and, for a row of its own, the values
 * the row fixes (the unit of that row).
 */
import { computed, toValue, type ComputedRef, type MaybeRefOrGetter, type Ref } from 'vue';
import * as v from 'valibot';
import { actionById, actionValues, runAction, type ActionOutcome } from '@/engine/actions';
import type { ActionDef, FieldValue, Text } from '@/engine/types';
import { useDraft, useGameStore } from './game';

type Values = Record<string, FieldValue>;
/** An action form's typed values as kept: a field's id to its value (a draft of another shape is not read). */
const valuesSchema: v.GenericSchema<unknown, Values> = v.record(v.string(), v.union([v.string(), v.number(), v.boolean(), v.null()]));

/** The open game's actions of this moment, open and closed ([] when the game lists none). */
export function useActions(): ComputedRef<ActionDef[]> {
  const game = useGameStore();
  return computed(() => {
    const m = game.module;
    if (!m?.actions || game.state === null || game.state === undefined) return [];
    try {
      return m.actions(game.state, game.ctx);
    } catch {
      return [];
    }
  });
}

/** What an action comes to in the open game with these values (runAction), or null with no game or no such action. */
export function outcomeOf(id: string, typed?: Values, fixed?: Values): { def: ActionDef; outcome: ActionOutcome } | null {
  const game = useGameStore();
  const m = game.module;
  if (!m || game.state === null || game.state === undefined) return null;
  const ctx = game.ctx;
  let def: ActionDef | undefined;
  try {
    def = actionById(m, game.state, ctx, id);
  } catch {
    def = undefined;
  }
  if (!def) return null;
  return { def, outcome: runAction(m, game.state, ctx, def, typed, fixed) };
}

/**
 * Applies an action in one tap (a row's button whose values the row fixes): its events are
 * appended if the rules accept them; otherwise the store's `error` says why in words (the game
 * screen shows it) and nothing changes. Resolves to whether it was applied.
 */
export async function act(id: string, fixed?: Values, opts: { clearDrafts?: string[] } = {}): Promise<boolean> {
  const game = useGameStore();
  const o = outcomeOf(id, undefined, fixed);
  if (!o) {
    game.error = { key: 'stores.action.gone' };
    return false;
  }
  if (o.outcome.kind !== 'events') {
    game.error = o.outcome.kind === 'waiting' ? (o.outcome.texts[0] ?? { key: 'stores.action.gone' }) : o.outcome.text;
    return false;
  }
  try {
    await game.dispatch(o.outcome.events, opts);
    return true;
  } catch {
    return false; // the store words the failure
  }
}

/**
 * Like `act`, for a screen that says the refusal in place (a file read in): applied, or why not
 * in words; the store's `error` is left alone.
 */
export async function tryAct(id: string, fixed?: Values): Promise<{ applied: true; events: number } | { applied: false; why: Text }> {
  const game = useGameStore();
  const o = outcomeOf(id, undefined, fixed);
  if (!o) return { applied: false, why: { key: 'stores.action.gone' } };
  if (o.outcome.kind !== 'events')
    return { applied: false, why: o.outcome.kind === 'waiting' ? (o.outcome.texts[0] ?? { key: 'stores.action.gone' }) : o.outcome.text };
  try {
    await game.dispatch(o.outcome.events);
    return { applied: true, events: o.outcome.events.length };
  } catch {
    return { applied: false, why: game.error ?? { key: 'stores.action.gone' } };
  }
}

export interface ActionHandle {
  /** The action as the module lists it now, or undefined when it is not listed. */
  def: ComputedRef<ActionDef | undefined>;
  /** What was typed (the draft): only the fields a player touched. */
  typed: Ref<Values>;
  /** Every field's value: typed where it still fits, else the moment's default. */
  values: ComputedRef<Values>;
  outcome: ComputedRef<ActionOutcome | null>;
  set(field: string, v: FieldValue): void;
  /** Appends the events, then the fields are fresh (the draft dropped in the same write). */
  apply(): Promise<boolean>;
  /** Back to the moment's defaults. */
  reset(): Promise<void>;
  /** A failure to keep what is typed, in words. */
  draftError: Ref<Text | null>;
}

/**
 * One action's form: `useAction('bite.block.add')`. What is typed is kept with the game (a
 * draft under `action:<draftKey ?? id>`) and survives reload; it is dropped when the action is
 * applied, so the next form starts from the moment's defaults.
 */
export function useAction(id: MaybeRefOrGetter<string>, fixed?: MaybeRefOrGetter<Values | undefined>, draftKey?: string): ActionHandle {
  const game = useGameStore();
  const key = `action:${draftKey ?? toValue(id)}`;
  const draft = useDraft<Values>(key, {}, valuesSchema);
  const found = computed(() => outcomeOf(toValue(id), draft.value.value, toValue(fixed)));
  const def = computed(() => found.value?.def);
  const values = computed(() => (def.value ? actionValues(def.value, draft.value.value, toValue(fixed)) : {}));
  const outcome = computed(() => found.value?.outcome ?? null);
  return {
    def,
    typed: draft.value,
    values,
    outcome,
    draftError: draft.error,
    set(field, v) {
      draft.value.value = { ...draft.value.value, [field]: v };
    },
    async apply() {
      const o = outcome.value;
      if (!o || o.kind !== 'events') return false;
      const used = draft.value.value;
      try {
        await draft.flush();
        await game.dispatch(o.events, { clearDrafts: game.draft(key) !== undefined ? [key] : [] });
      } catch {
        return false; // the store words the failure; what was typed stays
      }
      // What was typed while the events were written (the next field of the form, tapped and
      // typed into) is not part of this Apply: it stays, and only what was applied is dropped.
      const now = draft.value.value;
      const later = Object.fromEntries(Object.entries(now).filter(([f, v]) => !Object.is(used[f], v)));
      if (now === used || Object.keys(later).length === 0) await draft.clear();
      else {
        draft.value.value = later;
        await draft.flush();
      }
      return true;
    },
    reset: () => draft.clear(),
  };
}
