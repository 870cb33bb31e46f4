/**
 * A tiny game module for the persistence tests (synthetic, never shipped): a counter that
 * events add to, two phases per turn, one interpretation setting and one chart. Its events
 * are defined once with their schemas (engine/events.ts), so a payload that does not fit
 * is refused at every door.
 */
import * as v from 'valibot';
import { defineEvent, eventBook, noPayload } from '@/engine/events';
import type { ChartSpec, GameModule, JournalText, ProcedureDef, TrackView, Where } from '@/engine/types';

export interface CounterState {
  turn: number;
  phase: number;
  count: number;
  scenario: string;
}

export const counterChart: ChartSpec = {
  id: 'counter.crt',
  title: { key: 'counter.crt' },
  rule: '1.1',
  dice: '1d6',
  columns: ['1:1', '2:1'],
  columnsEditable: false,
  rows: [
    { label: '≤1', max: 1 },
    { label: '2', min: 2, max: 2 },
    { label: '3+', min: 3 },
  ],
  cell: { pattern: '^(-|\\d+)$', example: '2', help: { key: 'counter.cellHelp' } },
  prefilled: [],
};

const def = defineEvent<CounterState>();
const said = (type: string, before: CounterState): JournalText => ({
  text: { key: 'counter.event', params: { type, count: before.count } },
  category: 'track',
});

/** 'counter/add' { n: an integer from -1000 to 1000 }: adds n (twice n with the 'double' reading). */
export const addSchema = v.strictObject({ n: v.pipe(v.number(), v.integer(), v.minValue(-1000), v.maxValue(1000)) });

export const counterBook = eventBook<CounterState>([
  def({
    type: 'counter/add',
    schema: addSchema,
    reduce: (state, p, ctx) => ({ ...state, count: state.count + (ctx.settings.double === true ? 2 * p.n : p.n) }),
    describe: (_, before) => said('counter/add', before),
  }),
  def({
    type: 'counter/boom',
    schema: noPayload,
    reduce: () => {
      throw new Error('boom');
    },
    describe: (_, before) => said('counter/boom', before),
  }),
  def({
    type: 'core/next-phase',
    schema: noPayload,
    reduce: (state) => (state.phase === 1 ? { ...state, turn: state.turn + 1, phase: 0 } : { ...state, phase: 1 }),
    describe: (_, before) => said('core/next-phase', before),
  }),
  def({
    // A game under way started at a turn of its scenario (GameModule.startAt); a turn past its end is refused.
    type: 'core/start-at',
    schema: v.strictObject({ turn: v.pipe(v.string(), v.regex(/^\d+$/)) }),
    allowed: (state, p) => (Number(p.turn) > (state.scenario === 'short' ? 3 : 99) ? { text: { key: 'counter.outside' }, rule: '1' } : null),
    reduce: (state, p) => ({ ...state, turn: Number(p.turn) }),
    describe: (_, before) => said('core/start-at', before),
  }),
  def({
    type: 'core/prev-phase',
    schema: noPayload,
    reduce: (state) => (state.phase === 0 ? { ...state, turn: Math.max(1, state.turn - 1), phase: 1 } : { ...state, phase: 0 }),
    describe: (_, before) => said('core/prev-phase', before),
  }),
]);

export const counter: GameModule<CounterState> = {
  check: counterBook.check,
  legal: counterBook.legal,
  startAt: {
    fields: (scenario) => [
      {
        id: 'turn',
        label: { key: 'counter.turn' },
        kind: 'select',
        default: '1',
        options: Array.from({ length: scenario === 'short' ? 3 : 99 }, (_, i) => ({ value: String(i + 1), label: { key: 'counter.turn' } })),
      },
    ],
  },
  id: 'counter',
  title: { key: 'counter.title' },
  stateVersion: 1,
  sides: [
    { id: 'a', name: { key: 'counter.a' }, colour: '#000' },
    { id: 'b', name: { key: 'counter.b' }, colour: '#fff' },
  ],
  scenarios: [
    { id: 'short', title: { key: 'counter.short' }, turns: 3 },
    { id: 'long', title: { key: 'counter.long' }, turns: 99 },
  ],
  options: [{ id: 'start', label: { key: 'counter.start' }, kind: 'int', default: 0, min: 0, max: 100 }],
  interpretations: [
    { id: 'double', label: { key: 'counter.double' }, kind: 'bool', default: false },
    {
      id: 'mode',
      label: { key: 'counter.mode' },
      kind: 'select',
      default: 'plain',
      options: [
        { value: 'plain', label: { key: 'counter.plain' } },
        { value: 'fancy', label: { key: 'counter.fancy' } },
      ],
    },
  ],
  charts: [counterChart],

  setup(params) {
    const start = params.options.start;
    return { turn: 1, phase: 0, count: typeof start === 'number' ? start : 0, scenario: params.scenario };
  },
  reduce: counterBook.reduce,
  where(state): Where {
    return {
      turn: state.turn,
      turns: state.scenario === 'short' ? 3 : 99,
      phase: { key: 'counter.phase', params: { n: state.phase } },
      asks: { key: 'counter.asks' },
    };
  },
  describe: counterBook.describe,
  tracks(state): TrackView[] {
    return [
      { id: 'count', label: { key: 'counter.count' }, value: state.count },
      { id: 'twice', label: { key: 'counter.twice' }, value: 2 * state.count },
    ];
  },
  procedures(): ProcedureDef[] {
    return [];
  },
  calculators(): ProcedureDef[] {
    return [];
  },
  victory() {
    return null;
  },
  summary(state) {
    return { key: 'counter.summary', params: { count: state.count } };
  },
};

export const add = (n: number) => ({ type: 'counter/add', payload: { n } });
export const next = () => ({ type: 'core/next-phase' });

export const gamesMock = {
  catalog: [],
  registerGames: () => undefined,
  findEntry: () => undefined,
  modules: [counter as GameModule],
  loadModules: async () => [counter as GameModule],
  loadModule: async (id: string) => (id === counter.id ? (counter as GameModule) : undefined),
  findModule: (id: string) => (id === counter.id ? (counter as GameModule) : undefined),
};
