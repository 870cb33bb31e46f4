// What the games' form tests share: a game screen mounted over the game store, whose log is
// stood in for — each dispatch is recorded and, given a rules context, goes through the
// module's rules into the state, as at the table — and a player's typing and tapping.
import { vi } from 'vitest';
import type { VueWrapper } from '@vue/test-utils';
import type { GameEvent, GameModule, RulesContext } from '@/engine/types';
import { useGameStore } from '@/stores';

export type Sent = Omit<GameEvent, 'at'>[][];

/** The open game is `module` in `state`; returns the events each dispatch sent. With `ctx`, each reaches the state through the rules. */
export function storeWith(module: GameModule, state: unknown, ctx?: RulesContext): Sent {
  const store = useGameStore();
  store.module = module;
  store.state = state;
  const sent: Sent = [];
  store.dispatch = vi.fn(async (events: Omit<GameEvent, 'at'>[]) => {
    sent.push(events);
    if (ctx) store.state = events.reduce((st, e) => module.reduce(st, { ...e, at: 0 }, ctx), store.state);
  });
  return sent;
}

/** Types into the input of the field `testid`, then leaves it (a number is taken on blur). */
export async function type(w: VueWrapper, testid: string, value: string): Promise<void> {
  const input = w.find(`[data-testid="${testid}"] input`);
  await input.setValue(value);
  await input.trigger('blur');
}

/** What the input of the field `testid` shows. */
export const valueOf = (w: VueWrapper, testid: string): string => (w.find(`[data-testid="${testid}"] input`).element as HTMLInputElement).value;

/** Taps the button reading `label` inside `testid`. */
export async function tap(w: VueWrapper, testid: string, label: string): Promise<void> {
  const b = w
    .find(`[data-testid="${testid}"]`)
    .findAll('button')
    .find((x) => x.text().trim() === label);
  if (!b) throw new Error(`no button ${label} in ${testid}`);
  await b.trigger('click');
}
