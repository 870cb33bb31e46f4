/**
 * Starting a game already under way on paper (issue 31, point 6): a BITE game begins at any month
 * of its scenario and any phase of the sequence (7.0). What the months before would have set is
 * asked of the players, never guessed: the blocks on the map with their SP (3.15), the producing
 * centres and who holds them (3.6), each nation's PP box (7.3, 11.2), the month's weather once its
 * phase A is past (9.0, advanced game), the research levels reached (17.0) and the objectives held
 * and surrenders (7.11). What the rules know from the calendar is put in place: an income already
 * collected in a production phase that is past (7.3) is not collected again, and without 36.0's
 * roll Italy is out of the war after September 1943 (7.11), as a scenario that starts later has her.
 */
import type { ActionDef, SettingDef, SettingValue, StartItem, Text } from '@/engine/types';
import { startPending, type StartLedger } from '@/engine/start';
import type { Refusal } from '@/engine/events';
import { t } from '@/engine/derivation';
import { monthKey, monthText, scenarioById, scenarioEnd, scenarioMonth, SEQUENCE } from './calendar';
import { NATIONS, sideOfNation } from './tech';
import { hasOptional } from './layers';
import { emptyEconomy } from './economy';
import { emptyVictory, ITALY_BASIC } from './victory';
import { currentMonth, type BiteState } from './state';
import { WEATHERS } from './weather';

/** Where the game started, and what is still to complete. */
export interface BiteStart extends StartLedger {
  turn: number;
  phaseIndex: number;
}

/** The start's fields: the month (a turn of the scenario) and the phase; the scenario's first month and phase A by default. */
export function startFields(scenario: string, options: Record<string, SettingValue>): SettingDef[] {
  const sc = scenarioById(scenario);
  if (!sc) return [];
  void options;
  return [
    {
      id: 'turn',
      label: t('bite.start.month'),
      rule: '7.0',
      kind: 'select',
      default: '1',
      options: Array.from({ length: sc.turns }, (_, i) => ({ value: String(i + 1), label: monthText(scenarioMonth(sc, i + 1)) })),
    },
    {
      id: 'phase',
      label: t('bite.start.phase'),
      help: t('bite.start.phaseHelp'),
      rule: '7.0',
      kind: 'select',
      default: 'A',
      options: SEQUENCE.map((p) => ({ value: p.id, label: p.label })),
    },
  ];
}

/** The things to complete after a start at this moment, in order, each with the event types of the table actions that set it. */
export const ITEM_SET_BY: Readonly<Record<string, readonly string[]>> = {
  blocks: ['bite/block-add', 'bite/block-edit'],
  centres: ['bite/centre-add', 'bite/centre-edit', 'bite/centre-control'],
  box: ['bite/pp-adjust'],
  weather: ['bite/weather'],
  research: ['bite/research'],
  victory: ['bite/objective', 'bite/victory-flag'],
};
const ITEM_RULE: Record<string, string> = { blocks: '3.15', centres: '3.6', box: '7.3', weather: '9.0', research: '17.0', victory: '7.11' };

/** 7.0: a month of the scenario and a phase of the sequence; anything else is refused in words. */
export function startRefusal(s: BiteState, turn: number, phase: string): Refusal | null {
  const sc = scenarioById(s.scenario);
  if (!sc) return null;
  if (s.start || s.turn !== 1 || s.phaseIndex !== 0) return { text: t('bite.start.err.notFirst'), rule: '7.0' };
  if (!Number.isInteger(turn) || turn < 1 || turn > sc.turns) {
    const month: Text = turn >= 1 && Number.isInteger(turn) ? monthText(scenarioMonth(sc, turn)) : t('bite.start.err.noMonth');
    return { text: t('bite.start.err.outside', { month, scenario: sc.title, first: monthText(sc.start), last: monthText(scenarioEnd(sc)) }), rule: sc.id };
  }
  if (!SEQUENCE.some((p) => p.id === phase)) return { text: t('bite.start.err.phase', { phase }), rule: '7.0' };
  return null;
}

/** The game at its start: the month and phase, the incomes already collected, Italy's surrender, the list to complete. */
export function startAt(s: BiteState, turn: number, phase: string): BiteState {
  const phaseIndex = SEQUENCE.findIndex((p) => p.id === phase);
  const sc = scenarioById(s.scenario);
  if (!sc || startRefusal(s, turn, phase)) return s;
  // 7.3: a nation collects its income once a month, in its side's production phase (B3, C3): past it, it has been collected on paper.
  const past = (id: string) => phaseIndex > SEQUENCE.findIndex((p) => p.id === id);
  const economy = s.economy ?? emptyEconomy();
  const collected = { ...economy.collected };
  for (const n of NATIONS) if (past(sideOfNation(n) === 'axis' ? 'B3' : 'C3')) collected[n] = turn;
  const month = scenarioMonth(sc, turn);
  // 7.11: without the roll of 36.0, Italy surrenders at the end of September 1943; a game started later begins with her out of the war (as SBE8 does).
  const victory = s.victory ?? emptyVictory();
  const italyOut = !hasOptional(s.layers, '36.0') && monthKey(month) > monthKey(ITALY_BASIC) && !victory.surrendered.italy;
  const items = ['blocks', 'centres', 'box'];
  if (s.layers.advanced && phaseIndex > 0) items.push('weather');
  if (hasOptional(s.layers, '17.0')) items.push('research');
  items.push('victory');
  return {
    ...s,
    turn,
    phaseIndex,
    economy: { ...economy, collected },
    ...(italyOut
      ? { victory: { ...victory, surrendered: { ...victory.surrendered, italy: { year: ITALY_BASIC.year, month: ITALY_BASIC.month, turn: 0, rule: '7.11' } } } }
      : {}),
    start: { turn, phaseIndex, items, done: [] },
  };
}

/** The things still to complete, in words, with their rules. */
export function toComplete(s: BiteState): StartItem[] {
  return startPending(s.start).map((id) => ({ id, label: t(`bite.start.item.${id}`), help: t(`bite.start.where.${id}`), rule: ITEM_RULE[id] }));
}

/**
 * 9.0, 39.0: the month's weather, when the game started past its phase A — a correction of the
 * month reached (no die), on the phase card while it is still to complete.
 */
export function startActions(s: BiteState): ActionDef[] {
  if (!startPending(s.start).includes('weather')) return [];
  const date = currentMonth(s);
  return [
    {
      id: 'bite.start.weather',
      title: t('bite.start.weatherTitle', { month: monthText(date) }),
      body: t('bite.start.weatherBody'),
      rule: '9.0',
      place: 'phase',
      fields: [
        { id: 'weather', label: t('bite.proc.weather.field'), kind: 'select', options: WEATHERS.map((w) => ({ value: w, label: t(`bite.weather.${w}`) })) },
      ],
      check: (v) => {
        const w = WEATHERS.find((x) => x === v.weather);
        return w
          ? { events: [{ type: 'bite/weather', payload: { year: date.year, month: date.month, weather: w }, at: 0 }] }
          : { waiting: [t('bite.start.weatherWaiting')] };
      },
    },
  ];
}
