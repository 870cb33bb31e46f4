/**
 * Inferno sugli Altipiani, 1916 (Strafexpedition) — the game module: 14 turns of an A-H and
 * an Italian player turn (3.0), VP and replacements (14.0, 15.1), supply and efficiency
 * markers (10, 11), and the five-phase combat (7–9). Pure rules; no framework here.
 */
import type { GameModule, SetupParams } from '@/engine/types';
import { t } from '@/engine';
import type { InfernoState } from './state';
import { TURNS, phasingSide, setupState } from './state';
import { phases } from './sequence';
import { infernoBook } from './events';
import { procedures, quickCombatProcedure } from './procedures';
import { actions } from './actions';
import { tracks, victory } from './victory';
import { chartSpecs } from './charts';
import { interpretations, options } from './settings';
import { vpOf } from './rules';

export type { InfernoState } from './state';

export const inferno: GameModule<InfernoState> = {
  id: 'inferno',
  title: t('inferno.title'),
  stateVersion: 1,
  sides: [
    { id: 'ah', name: t('inferno.sides.ah'), colour: '#8c8f86' },
    { id: 'it', name: t('inferno.sides.it'), colour: '#5b6b3c' },
  ],
  scenarios: [{ id: 'strafexpedition', title: t('inferno.scenario.strafexpedition'), rule: '3.0', turns: TURNS }],
  options,
  interpretations,
  charts: chartSpecs,
  setup: (params: SetupParams) => setupState(params),
  reduce: infernoBook.reduce,
  check: infernoBook.check,
  legal: infernoBook.legal,
  inert: infernoBook.inert,
  where(s) {
    const ph = phases[s.phaseIndex];
    return {
      turn: s.turn,
      turns: TURNS,
      side: t(`inferno.sides.${phasingSide(s)}`),
      phase: s.over ? t('inferno.phase.over') : ph.label,
      asks: s.over ? t('inferno.asks.over') : s.turn === 1 && s.phaseIndex === 3 ? t('inferno.asks.firstCombat') : ph.asks,
      rule: s.over ? '14.0' : s.turn === 1 && s.phaseIndex === 3 ? '12.4' : ph.rule,
      over: s.over,
    };
  },
  describe: infernoBook.describe,
  tracks,
  procedures,
  actions,
  calculators: (s) => [quickCombatProcedure(s)],
  victory,
  summary(s) {
    return t('inferno.summary', { vp: vpOf(s, {}).total });
  },
};
