/**
 * ARMIR – Operacija Malyj Saturn: the game module (rulebook sections cited throughout).
 */
import type { GameModule, Where } from '@/engine/types';
import { actions } from './actions';
import { charts } from './charts';
import { armirBook, armirSecrets } from './events';
import { calculators, procedures } from './procedures';
import { currentPhase, phaseDef } from './sequence';
import { interpretations, options } from './settings';
import { setupState, type ArmirState } from './state';
import { tracks } from './tracks';
import { victory } from './victory';
import { startDoneBy } from '@/engine/start';
import { ITEM_SET_BY, startFields, toComplete } from './start';

export type { ArmirState } from './state';

export function where(s: ArmirState): Where {
  const phase = currentPhase(s);
  const def = phaseDef(phase);
  const w: Where = {
    turn: s.turn,
    turns: s.turns,
    phase: s.stage === 'over' ? { key: 'armir.phase.over.label' } : def.label,
    asks:
      s.stage === 'over'
        ? { key: s.defeat ? 'armir.phase.over.defeat' : 'armir.phase.over.asks' }
        : s.turn === 1 && phase === 'axis-motorized'
          ? { key: 'armir.phase.axis-motorized.asksTurn1' }
          : def.asks,
    rule: s.stage === 'over' ? '17.2' : def.rule,
  };
  if (s.stage === 'play') w.side = { key: `armir.side.initiative.${s.initiative}` };
  if (s.stage === 'over') w.over = true;
  return w;
}

export const armir: GameModule<ArmirState> = {
  id: 'armir',
  title: { key: 'armir.title' },
  stateVersion: 1,
  sides: [
    { id: 'axis', name: { key: 'armir.side.axis' }, colour: '#5d6b4a' },
    { id: 'soviet', name: { key: 'armir.side.soviet' }, colour: '#8b3a2b' },
  ],
  scenarios: [{ id: 'campaign', title: { key: 'armir.scenario.campaign' }, rule: '18', turns: 6 }],
  options,
  interpretations,
  charts,
  setup: (params) => setupState(params),
  startAt: { fields: startFields },
  toComplete,
  // A table action that sets what a mid-game start left to complete ticks it off.
  reduce(s, e, ctx) {
    const n = armirBook.reduce(s, e, ctx);
    const start = n.start && startDoneBy(n.start, e.type, ITEM_SET_BY);
    return start && start !== n.start ? { ...n, start } : n;
  },
  check: armirBook.check,
  legal: armirBook.legal,
  inert: armirBook.inert,
  secret: armirSecrets,
  where,
  describe: armirBook.describe,
  tracks,
  procedures,
  calculators,
  actions,
  victory,
  summary: (s) => ({ key: 'armir.summary', params: { pa: s.pa, ps: s.ps, garrison: s.tem.garrison } }),
};
