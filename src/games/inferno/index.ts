// Inferno sugli Altipiani, 1916 — the game module (skeleton; grows in the next commits).
import type { GameModule, GameEvent, SetupParams } from '@/engine/types';
import it from './i18n/it.json';
import en from './i18n/en.json';

export interface InfernoState {
  turn: number;
  phaseIndex: number;
}

const PHASES = 10;

export const inferno: GameModule<InfernoState> = {
  id: 'inferno',
  title: { key: 'inferno.title' },
  stateVersion: 1,
  messages: { it, en },
  sides: [
    { id: 'ah', name: { key: 'inferno.sides.ah' }, colour: '#8a8f6a' },
    { id: 'it', name: { key: 'inferno.sides.it' }, colour: '#4b6b8a' },
  ],
  scenarios: [{ id: 'campaign', title: { key: 'inferno.scenario.campaign' }, rule: '3.0', turns: 14 }],
  options: [],
  interpretations: [],
  charts: [],
  setup(_params: SetupParams): InfernoState {
    return { turn: 1, phaseIndex: 3 };
  },
  reduce(state: InfernoState, event: GameEvent): InfernoState {
    if (event.type === 'core/next-phase') {
      const i = state.phaseIndex + 1;
      return i >= PHASES ? { turn: state.turn + 1, phaseIndex: 0 } : { ...state, phaseIndex: i };
    }
    return state;
  },
  where(state) {
    return { turn: state.turn, turns: 14, phase: { key: 'inferno.title' }, asks: { key: 'inferno.title' } };
  },
  describe() {
    return { text: { key: 'inferno.title' }, category: 'note' };
  },
  tracks: () => [],
  procedures: () => [],
  calculators: () => [],
  victory: () => null,
};
