/**
 * Blocks in the East — the game module for the month and the battle (issue 10): the nine
 * scenarios (Manuale degli Scenari) with their months, length, difficulty and rule layers;
 * the sequence A, B1–B10, C1–C10, D (7.0) with each phase's reminders; the weather (9.0,
 * 39.0); the TECH levels (3.13, 17.1); the blocks roster and the battle calculator (7.7),
 * whose screens are in src/components/games/bite. Pure rules; no framework here.
 */
import type { GameModule, RulesContext, SetupParams, Where } from '@/engine/types';
import { t } from '@/engine/derivation';
import { monthText, phaseHasTableStep, SCENARIOS, SEQUENCE } from './calendar';
import { biteBook } from './events';
import { procedures, tracks } from './procedures';
import { actions } from './actions';
import { blockLibrary } from './library';
import { interpretations, optionGroups, optionPresets, options } from './settings';
import { currentMonth, currentPhase, setupState, type BiteState } from './state';
import { weatherChartSpec } from './weather';
import { economyInterpretations } from './economy';
import { railInterpretations } from './rail';
import { optionalInterpretations } from './optional';
import { track } from './campaign';
import { victory, victoryInterpretations } from './victory';
import { rosterPack } from './roster';
import { centresPack } from './centres';
import { startDoneBy } from '@/engine/start';
import { ITEM_SET_BY, startFields, toComplete } from './start';

export type { BiteState } from './state';

export function where(s: BiteState): Where {
  const p = currentPhase(s);
  const w: Where = {
    turn: s.turn,
    turns: s.turns,
    turnLabel: monthText(currentMonth(s)),
    phase: s.over ? t('bite.phase.over') : p.label,
    // 7.0 (AMB-01): the basic game has no weather roll — fair, unless the players chose the chart; where() knows no settings, so the basic game's line says both.
    asks: s.over ? t('bite.phase.asks.over') : p.id === 'A' && !s.layers.advanced ? t('bite.phase.asks.weatherBasic') : p.asks,
    rule: s.over ? '7.11' : p.rule,
  };
  if (!s.over && p.side) w.side = t(`bite.side.${p.side}`);
  if (s.over) w.over = true;
  return w;
}

/**
 * How many phases a next passes over (GameModule.fold): the run of phases after the one reached
 * that have no step for the table in the layers in play (7.1 without 35.0: B1, C1; calendar.ts
 * `phaseHasTableStep`). A phase with anything of the app's there — a card besides its reminders,
 * a required card, a table action of the phase — stops the fold, whatever the layers.
 */
export function fold(s: BiteState, ctx: RulesContext): number {
  let at = s;
  let n = 0;
  while (n < SEQUENCE.length) {
    if (at.over) break;
    const reached = biteBook.reduce(at, { type: 'core/next-phase', payload: {}, at: 0 }, ctx);
    if (reached === at || reached.over || reached.turn !== at.turn) break;
    const p = currentPhase(reached);
    if (phaseHasTableStep(p.id, reached.layers)) break;
    if (procedures(reached, ctx).some((c) => c.required || c.id !== `bite.reminders.${p.id}`)) break;
    if (actions(reached, ctx).some((a) => a.place === 'phase')) break;
    at = reached;
    n++;
  }
  return n;
}

function withStart(s: BiteState, type: string): BiteState {
  const start = s.start && startDoneBy(s.start, type, ITEM_SET_BY);
  return start && start !== s.start ? { ...s, start } : s;
}

export const bite: GameModule<BiteState> = {
  id: 'bite',
  title: t('bite.title'),
  // 2: centres taken under 16.0–16.1 are scorched or destroyed (snapshots of 1 are replayed).
  // 3: SBE8 starts with Italy surrendered (7.11).
  stateVersion: 3,
  sides: [
    { id: 'axis', name: t('bite.side.axis'), colour: '#5f6b73' },
    { id: 'soviet', name: t('bite.side.soviet'), colour: '#9b2d20' },
  ],
  scenarios: SCENARIOS.map((sc) => ({
    id: sc.id,
    title: sc.title,
    detail: t('bite.scenario.entry', { month: monthText(sc.start), difficulty: sc.difficulty, layers: t(`bite.scenario.layers.${sc.recommended}`) }),
    turns: sc.turns,
  })),
  options,
  optionGroups,
  optionPresets,
  interpretations: [...interpretations, ...economyInterpretations, ...railInterpretations, ...optionalInterpretations, ...victoryInterpretations],
  charts: [weatherChartSpec],
  setup: (params: SetupParams) => setupState(params.scenario, params.options),
  startAt: { fields: startFields },
  toComplete,
  // The campaign's picture (campaign.ts) follows every event as it is replayed; a table action that sets what a mid-game start left to complete ticks it off.
  reduce: (s, e, ctx) => withStart(track(s, biteBook.reduce(s, e, ctx), e.type, e.payload), e.type),
  check: biteBook.check,
  legal: biteBook.legal,
  inert: biteBook.inert,
  // The ledgers' rolls (29.0, 32.0, 35.1, 35.2) stay on the record when an undone one is overwritten.
  asRoll: biteBook.asRoll,
  where,
  describe: biteBook.describe,
  tracks,
  procedures,
  // 7.1: a next passes over strategic warfare where it is not played (basic game, no 35.0).
  fold,
  actions,
  calculators: () => [],
  victory,
  // 3.11: the blocks typed once are kept on the device and offered in every new game.
  library: [blockLibrary],
  summary(s) {
    // The scenario is already on the game's line (its title): the summary says what it holds.
    return t('bite.summary', { blocks: s.blocks.filter((b) => !b.eliminated).length });
  },
  // A received roster or centres pack is recognised and imported into a game (3.11, 3.6).
  packs: [rosterPack, centresPack],
};
