// What the ARMIR journal tests share: a game in play with something of everything, and the
// journal line an event gets.
import type { GameEvent, JournalText } from '@/engine/types';
import { armir } from '@/games/armir';
import type { ArmirState } from '@/games/armir/state';
import { apply, next, setUp } from './helpers';

export const e = (type: string, payload?: unknown): GameEvent => (payload === undefined ? { type, at: 0 } : { type, payload, at: 0 }) as GameEvent;
export const line = (s: ArmirState, type: string, payload?: unknown) => armir.describe(e(type, payload), s);
export const jt = (key: string, category: string, rules: string[], params?: Record<string, unknown>): JournalText =>
  ({ text: params ? { key: `armir.journal.${key}`, params } : { key: `armir.journal.${key}` }, rules, category }) as JournalText;

/** Turn 1 in play: Čir unit u1 (2 steps), TeM unit u2 (1 step), Julia (r3, Axis, OOS, German), Rossosh (l4, city, Axis). */
export function populated(): ArmirState {
  return apply(apply(setUp(), [next]), [
    e('armir/offmap-add', { track: 'cir', unit: { name: 'Cir 1', cp: 10, steps: 2, motorized: false, armored: false } }),
    e('armir/offmap-add', { track: 'tem', unit: { name: 'TeM 1', cp: 8, steps: 1, motorized: true, armored: true } }),
    e('armir/roster-add', { entry: { name: 'Julia', side: 'axis', kind: 'unit', oos: true, dsg: false, used: false, german: true } }),
    e('armir/location-add', { name: 'Rossosh', value: 2, controller: 'axis' }),
  ]);
}
