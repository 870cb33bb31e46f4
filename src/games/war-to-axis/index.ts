/**
 * War to Axis (Histo Command Dice, Normandy 1944) — the game module: the scenario form
 * (2.5, 2.6, 13.0), the basic turn (3.0–3.2) and the advanced one (7.0–12.4), the custom dice
 * read with exact odds, the record sheet (8.1), and every roll a unit's action calls for.
 * Pure rules; no framework here.
 */
import type { GameModule, SetupParams, SettingDef, SettingValue, Text, TrackView, VictoryView, Where, RulesContext, Derivation } from '@/engine/types';
import { step, t } from '@/engine/derivation';
import { startDoneBy } from '@/engine/start';
import { ITEM_SET_BY, startFields, toComplete } from './start';
import { interpretations } from './settings';
import { ev, wtaBook, wtaSecrets } from './events';
import { procedures, orderFrom } from './procedures';
import { calculators } from './calculators';
import { tableActions } from './tableActions';
import { currentPhase, phasingSide } from './sequence';
import { MAX_TURN, SIDES, defaultScenario, newGame, type ScenarioSheet, type SideId, type WtaState } from './state';
import { yellowDie, whiteDie, blackDie, d6 } from './dice';
import { cardPack } from './cards';
import { armyCardLibrary } from './library';

export type { WtaState } from './state';

function int(id: string, def: number, min: number, max: number, rule: string): SettingDef {
  return { id, label: t(`wta.options.${id}`), rule, kind: 'int', default: def, min, max };
}

/** The scenario form's numbers (end of the book; 2.6, 5.6, 6.0), chosen when the game is created; the rest on the scenario screen. */
export const options: SettingDef[] = [
  {
    id: 'mode',
    label: t('wta.options.mode'),
    help: t('wta.options.modeHelp'),
    rule: '7.0',
    kind: 'select',
    default: 'basic',
    options: [
      { value: 'basic', label: t('wta.mode.basic') },
      { value: 'advanced', label: t('wta.mode.advanced') },
    ],
  },
  int('turns', 10, 1, MAX_TURN, '13.0'),
  { id: 'turnZero', label: t('wta.options.turnZero'), rule: '8.1', kind: 'bool', default: false },
  {
    id: 'initiative',
    label: t('wta.options.initiative'),
    rule: '3.0',
    kind: 'select',
    default: 'allies',
    options: SIDES.map((s) => ({ value: s, label: t(`wta.side.${s}`) })),
  },
  int('alliesRally', 2, 0, 20, '6.0'),
  int('alliesRadio', 2, 0, 20, '5.6'),
  { id: 'alliesAmerican', label: t('wta.options.alliesAmerican'), rule: '5.6.1', kind: 'bool', default: true },
  int('axisRally', 2, 0, 20, '6.0'),
  int('axisRadio', 2, 0, 20, '5.6'),
  int('eventCards', 0, 0, 32, '2.6'),
  int('alliesReinforcements', 0, 0, 16, '2.6.1'),
  int('axisReinforcements', 0, 0, 16, '2.6.1'),
];

function numberOpt(o: Record<string, SettingValue>, id: string, def: number, min: number, max: number): number {
  const v = o[id];
  return typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max ? v : def;
}

/** A scenario sheet from the new-game options (anything missing or out of range takes its default). */
export function sheetFromOptions(params: SetupParams): ScenarioSheet {
  const o = params.options;
  const base = defaultScenario();
  return {
    ...base,
    mode: o.mode === 'advanced' ? 'advanced' : 'basic',
    turns: numberOpt(o, 'turns', 10, 1, MAX_TURN),
    turnZero: o.turnZero === true,
    initiative: o.initiative === 'axis' ? 'axis' : 'allies',
    sides: {
      allies: {
        rally: numberOpt(o, 'alliesRally', 2, 0, 20),
        radio: numberOpt(o, 'alliesRadio', 2, 0, 20),
        artillery: [],
        american: o.alliesAmerican !== false,
      },
      axis: { rally: numberOpt(o, 'axisRally', 2, 0, 20), radio: numberOpt(o, 'axisRadio', 2, 0, 20), artillery: [], american: false },
    },
    eventCards: numberOpt(o, 'eventCards', 0, 0, 32),
    reinforcementCards: { allies: numberOpt(o, 'alliesReinforcements', 0, 0, 16), axis: numberOpt(o, 'axisReinforcements', 0, 0, 16) },
  };
}

export function where(s: WtaState): Where {
  const ph = currentPhase(s);
  const side = phasingSide(s);
  const w: Where = {
    turn: s.turn,
    turns: s.scenario.turns,
    side: side ? t('wta.where.side', { side: t(`wta.side.${side}`) }) : t('wta.where.initiative', { side: t(`wta.side.${s.scenario.initiative}`) }),
    phase: s.over ? t('wta.phase.over') : ph.label,
    asks: s.over ? t('wta.asks.over') : ph.id === 'end' && s.turn >= s.scenario.turns ? t('wta.asks.lastTurn') : ph.asks,
    rule: s.over ? '13.0' : ph.rule,
  };
  if (s.turn === 0) w.turnLabel = t('wta.where.turnZero');
  if (s.over) w.over = true;
  return w;
}

export function tracks(s: WtaState): TrackView[] {
  const out: TrackView[] = [
    {
      id: 'turn',
      label: t('wta.track.turn'),
      value: s.turn,
      min: s.scenario.turnZero ? 0 : 1,
      max: s.scenario.turns,
      rule: '3.0',
      tone: s.turn >= s.scenario.turns ? 'warning' : 'normal',
      detail: t('wta.track.turnDetail', { n: s.scenario.turns }),
    },
  ];
  const advanced = s.scenario.mode === 'advanced';
  for (const side of orderFrom(s.scenario.initiative)) {
    const st = s.sides[side];
    const name = t(`wta.side.${side}`);
    const left = Math.max(0, st.activationsAllowed - st.activationsUsed);
    const rolled = st.d6 !== null;
    out.push({
      id: `activations-${side}`,
      label: t(advanced ? 'wta.track.free' : 'wta.track.activations', { side: name }),
      value: left,
      min: 0,
      max: rolled ? st.activationsAllowed : undefined,
      rule: advanced ? '8.0' : '3.1',
      tone: rolled && left === 0 ? 'warning' : 'normal',
      detail: rolled
        ? advanced
          ? t('wta.track.freeDetail', { group: st.group ?? '—', used: st.activationsUsed, n: st.activationsAllowed })
          : t('wta.track.activationsDetail', { used: st.activationsUsed, n: st.activationsAllowed })
        : t('wta.track.notRolled'),
    });
    const bLeft = Math.max(0, st.batteriesAvailable - st.batteriesUsed);
    out.push({
      id: `batteries-${side}`,
      label: t('wta.track.batteries', { side: name }),
      value: bLeft,
      min: 0,
      max: rolled ? st.batteriesAvailable : undefined,
      rule: '3.1',
      detail: rolled ? t('wta.track.batteriesDetail', { used: st.batteriesUsed, n: st.batteriesAvailable }) : t('wta.track.notRolled'),
      actions: [
        {
          id: `battery-${side}`,
          label: t('wta.track.spendBattery'),
          rule: '5.6',
          disabledReason: bLeft > 0 ? undefined : t('wta.error.noBatteries'),
          events: [ev('wta/batteries', { side, used: 1 })],
        },
      ],
    });
  }
  out.push({
    id: 'deck',
    label: t('wta.track.deck'),
    value: s.deck.remaining,
    min: 0,
    rule: '2.6',
    tone: s.deck.remaining === 0 ? 'warning' : 'normal',
    detail: t('wta.books.deckDetail', {
      deck: s.deck.remaining === 0 ? t('wta.track.deckEmpty') : t('wta.track.deckDetail', { allies: s.sides.allies.held, axis: s.sides.axis.held }),
      allies: s.sides.allies.reinforcements?.drawn ?? 0,
      alliesOf: s.scenario.reinforcementCards.allies,
      axis: s.sides.axis.reinforcements?.drawn ?? 0,
      axisOf: s.scenario.reinforcementCards.axis,
    }),
    actions: SIDES.map((side) => ({
      id: `play-${side}`,
      label: t('wta.track.playHeld', { side: t(`wta.side.${side}`) }),
      rule: '2.6',
      disabledReason: s.sides[side].held > 0 ? undefined : t('wta.error.noHeldCard', { side: t(`wta.side.${side}`) }),
      events: [ev('wta/event-play', { side })],
    })),
  });
  return out;
}

export function victory(s: WtaState): VictoryView {
  const d: Derivation = [step('wta.victory.conditions', { text: s.scenario.victory.trim() || '—' }, '13.0')];
  for (const side of SIDES) d.push(step('wta.victory.vp', { side: t(`wta.side.${side}`), n: s.sides[side].vp }, '13.0'));
  if (s.firstLeg) {
    for (const side of SIDES) {
      // 13.0: the return game is played with sides swapped: a player's total is his first-leg side's VP plus this game's other side.
      const other: SideId = side === 'allies' ? 'axis' : 'allies';
      d.push(
        step(
          'wta.victory.twoLegs',
          { side: t(`wta.side.${side}`), first: s.firstLeg[side], second: s.sides[other].vp, n: s.firstLeg[side] + s.sides[other].vp },
          '13.0',
        ),
      );
    }
  }
  const last = s.turn >= s.scenario.turns;
  const headline: Text = s.over ? t('wta.victory.over') : last ? t('wta.victory.lastTurn') : t('wta.victory.standing', { n: s.scenario.turns - s.turn });
  return { final: s.over, headline, derivation: d };
}

export const wta: GameModule<WtaState> = {
  id: 'wta',
  title: t('wta.title'),
  // 2: sealed markers (12.0), reinforcement cards by side (2.6.1, 7.2).
  stateVersion: 2,
  sides: [
    { id: 'allies', name: t('wta.side.allies'), colour: '#4b6b3a' },
    { id: 'axis', name: t('wta.side.axis'), colour: '#555b63' },
  ],
  scenarios: [{ id: 'sheet', title: t('wta.scenario.sheet'), rule: '13.0', turns: 10 }],
  options,
  interpretations,
  charts: [],
  dice: [yellowDie, whiteDie, blackDie, d6],
  // A received pack of army cards is recognised and added to a game (2.5).
  packs: [cardPack],
  // 2.5: the army cards typed once are kept on the device and offered in every new game.
  library: [armyCardLibrary],
  setup: (params: SetupParams) => newGame({ ...sheetFromOptions(params), title: params.scenario === 'sheet' ? '' : params.scenario }),
  startAt: { fields: startFields },
  toComplete,
  // A table action that sets what a mid-game start left to complete ticks it off.
  reduce(s, e, ctx) {
    const n = wtaBook.reduce(s, e, ctx);
    const start = n.start && startDoneBy(n.start, e.type, ITEM_SET_BY);
    return start && start !== n.start ? { ...n, start } : n;
  },
  check: wtaBook.check,
  legal: wtaBook.legal,
  inert: wtaBook.inert,
  secret: wtaSecrets,
  where,
  describe: wtaBook.describe,
  tracks: (s) => tracks(s),
  procedures: (s, ctx: RulesContext) => procedures(s, ctx),
  actions: (s, ctx: RulesContext) => tableActions(s, ctx),
  calculators: (s, ctx: RulesContext) => calculators(s, ctx),
  victory: (s) => victory(s),
  // A scenario typed without a title says only the game's level, not "— — gioco avanzato".
  summary: (s) =>
    t(
      `wta.summary${s.scenario.mode === 'advanced' ? 'Advanced' : 'Basic'}${s.scenario.title ? '' : 'Untitled'}`,
      s.scenario.title ? { title: s.scenario.title } : {},
    ),
};
