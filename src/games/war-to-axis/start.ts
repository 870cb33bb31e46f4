/**
 * Starting a War to Axis game already under way on paper (issue 31, point 6): at any turn of the
 * scenario's track (8.1: 0 when the scenario plays it, to its last, 13.0) and any phase of the
 * level's sequence (3.0 basic; 8.0, 8.1, 11.0, 13.0 advanced). What the turns before changed is asked
 * of the players: the units on the map and their elements (2.2), the victory points (13.0), the
 * cards drawn (2.6, 2.6.1), the bridges (4.3.2) and the trench markers (4.3.4).
 */
import type { SettingDef, SettingValue, StartItem } from '@/engine/types';
import { startPending, type StartLedger } from '@/engine/start';
import type { Refusal } from '@/engine/events';
import { t } from '@/engine/derivation';
import { phasesOf } from './sequence';
import { MAX_TURN, type Mode, type WtaState } from './state';
import { no } from './legality';

export type WtaStart = StartLedger;

/** The start's fields, from the scenario form's options (level, turns, turn 0): the turn, then the phase; its first turn and phase by default. */
export function startFields(_scenario: string, options: Record<string, SettingValue>): SettingDef[] {
  const mode: Mode = options.mode === 'advanced' ? 'advanced' : 'basic';
  const turns = typeof options.turns === 'number' && Number.isInteger(options.turns) ? Math.max(1, Math.min(MAX_TURN, options.turns)) : 10;
  const first = options.turnZero === true ? 0 : 1;
  return [
    {
      id: 'turn',
      label: t('wta.start.turn'),
      rule: '13.0',
      kind: 'select',
      default: String(first),
      options: Array.from({ length: turns - first + 1 }, (_, i) => ({
        value: String(first + i),
        label: first + i === 0 ? t('wta.where.turnZero') : t('wta.start.turnN', { n: first + i }),
      })),
    },
    {
      id: 'phase',
      label: t('wta.start.phase'),
      rule: mode === 'advanced' ? '8.0' : '3.0',
      kind: 'select',
      default: phasesOf(mode)[0].id,
      options: phasesOf(mode).map((p) => ({ value: p.id, label: p.label })),
    },
  ];
}

export const ITEM_SET_BY: Readonly<Record<string, readonly string[]>> = {
  roster: ['wta/unit-add', 'wta/marker-add'],
  vp: ['wta/vp'],
  deck: ['wta/event-draw', 'wta/reinforcement'],
  bridges: ['wta/bridge-add', 'wta/bridge-destroyed'],
  trenches: ['wta/trench-add'],
};
const ITEM_RULE: Record<string, string> = { roster: '2.2', vp: '13.0', deck: '2.6', bridges: '4.3.2', trenches: '4.3.4' };

/** 13.0, 8.1: a turn of the scenario's track; 3.0/8.0: a phase of its level's sequence. */
export function startRefusal(s: WtaState, turn: number, phase: string): Refusal | null {
  if (s.start || s.phase !== 0 || s.turn !== (s.scenario.turnZero ? 0 : 1)) return no('wta.start.err.notFirst', undefined, '13.0');
  const first = s.scenario.turnZero ? 0 : 1;
  if (!Number.isInteger(turn) || turn < first || turn > s.scenario.turns) return no('wta.start.err.turn', { turn, first, turns: s.scenario.turns }, '13.0');
  if (!phasesOf(s.scenario.mode).some((p) => p.id === phase)) return no('wta.start.err.phase', undefined, s.scenario.mode === 'advanced' ? '8.0' : '3.0');
  return null;
}

export function startAt(s: WtaState, turn: number, phase: string): WtaState {
  if (startRefusal(s, turn, phase)) return s;
  return { ...s, turn, phase: phasesOf(s.scenario.mode).findIndex((p) => p.id === phase), start: { items: Object.keys(ITEM_SET_BY), done: [] } };
}

export function toComplete(s: WtaState): StartItem[] {
  return startPending(s.start).map((id) => ({ id, label: t(`wta.start.item.${id}`), help: t(`wta.start.where.${id}`), rule: ITEM_RULE[id] }));
}
