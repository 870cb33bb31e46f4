// The counter of the store tests, with a rule: it may be added to only in its first phase
// ("rule 1.2"), and a tally of nothing is an action that changes nothing. Shared by the tests
// of the rules at the door and of the table actions.
import * as v from 'valibot';
import { defineEvent, eventBook, noPayload } from '@/engine/events';
import type { CounterState } from '../stores/counter';

const def = defineEvent<CounterState>();
export const ruledBook = eventBook<CounterState>([
  def({
    type: 'counter/add',
    schema: v.strictObject({ n: v.pipe(v.number(), v.integer(), v.minValue(-1000), v.maxValue(1000)) }),
    allowed: (s) => (s.phase === 0 ? null : { text: { key: 'counter.onlyFirstPhase' }, rule: '1.2' }),
    reduce: (s, p) => (p.n === 0 ? s : { ...s, count: s.count + p.n }),
    describe: () => ({ text: { key: 'counter.event' }, category: 'track' }),
  }),
  def({
    type: 'core/next-phase',
    schema: noPayload,
    reduce: (s) => (s.phase === 1 ? { ...s, turn: s.turn + 1, phase: 0 } : { ...s, phase: 1 }),
    describe: () => ({ text: { key: 'counter.event' }, category: 'track' }),
  }),
]);
