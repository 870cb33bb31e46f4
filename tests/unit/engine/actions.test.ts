// Table actions (ActionDef): every bookkeeping action reaches the log through the rules. Its
// fields start from the moment's defaults and come back fresh after it is applied; what the
// fields make wrong is refused by its check, and what the rules forbid in the state it meets
// (phase, how often, "changes nothing") is refused before anything is written, in words.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { actionValues, fieldInitial, fits, makeChartAccess, runAction, type ActionDef, type GameModule, type RulesContext } from '@/engine';
import { ruledBook } from './ruled-counter';
import type { FieldDef } from '@/engine/types';
import { counter, type CounterState } from '../stores/counter';

const book = ruledBook;
/** One action: add to the counter; its field starts at the turn number (a default from the moment). */
const addAction = (s: CounterState): ActionDef => ({
  id: 'counter.add',
  title: { key: 'counter.add' },
  rule: '1.2',
  fields: [
    { id: 'n', label: { key: 'counter.n' }, kind: 'int', min: -10, max: 10, default: s.turn },
    {
      id: 'how',
      label: { key: 'counter.how' },
      kind: 'select',
      options: [
        { value: 'up', label: { key: 'up' } },
        { value: 'down', label: { key: 'down' } },
      ],
    },
  ],
  check: (vals) => {
    if (vals.n === null) return { waiting: [{ key: 'counter.needN' }] };
    if (vals.n === 7) return { refusal: { text: { key: 'counter.noSeven' }, rule: '1.3' } };
    return { events: [{ type: 'counter/add', payload: { n: vals.how === 'down' ? -(vals.n as number) : (vals.n as number) }, at: 0 }] };
  },
});
const ruled: GameModule<CounterState> = {
  ...counter,
  reduce: book.reduce,
  check: book.check,
  describe: book.describe,
  legal: book.legal,
  inert: book.inert,
  actions: (s) => [addAction(s)],
};
const ctx: RulesContext = { settings: {}, charts: makeChartAccess(counter.charts, []) };
const s0 = ruled.setup({ scenario: 'short', options: {}, sideNames: { a: 'Anna', b: 'Bruno' } });

describe("an action's fields start from the moment (ActionDef.fields)", () => {
  it('each field takes its default now when nothing is typed, and what is typed where it still fits', () => {
    const a = addAction({ ...s0, turn: 3 });
    expect(actionValues(a)).toEqual({ n: 3, how: 'up' });
    expect(actionValues(a, { n: 5, how: 'down' })).toEqual({ n: 5, how: 'down' });
  });
  it('a typed value the field no longer accepts (an option gone, a number out of range) gives way to the default', () => {
    const a = addAction({ ...s0, turn: 2 });
    expect(actionValues(a, { n: 99, how: 'sideways' })).toEqual({ n: 2, how: 'up' });
  });
  it("values a screen's row fixes come first and are not typed over", () => {
    expect(actionValues(addAction(s0), { n: 4 }, { n: 1 })).toEqual({ n: 1, how: 'up' });
  });
  it('whatever is typed, every field has a value its kind accepts (property)', () => {
    const fieldArb = fc.oneof(
      fc.record({
        id: fc.constant('f'),
        label: fc.constant({ key: 'x' }),
        kind: fc.constant('int' as const),
        min: fc.integer({ min: -5, max: 0 }),
        max: fc.integer({ min: 1, max: 9 }),
      }),
      fc.record({ id: fc.constant('f'), label: fc.constant({ key: 'x' }), kind: fc.constant('bool' as const) }),
      fc.record({
        id: fc.constant('f'),
        label: fc.constant({ key: 'x' }),
        kind: fc.constant('select' as const),
        options: fc.constant([{ value: 'a', label: { key: 'a' } }]),
      }),
    );
    const typedArb = fc.oneof(fc.integer({ min: -20, max: 20 }), fc.boolean(), fc.string({ maxLength: 3 }), fc.constant(null), fc.double());
    fc.assert(
      fc.property(fieldArb, typedArb, (f, t) => {
        const a: ActionDef = { id: 'p', title: { key: 'p' }, fields: [f as FieldDef], check: () => ({ events: [] }) };
        const got = actionValues(a, { f: t as never }).f;
        expect(fits(f as FieldDef, got) || got === fieldInitial(f as FieldDef)).toBe(true);
      }),
    );
  });
});

describe('an action comes to events the rules accept, or says why not (runAction)', () => {
  it('1.2: allowed in the first phase, its events come back as the log will take them', () => {
    const o = runAction(ruled, s0, ctx, addAction(s0), { n: 2 });
    expect(o).toEqual({ kind: 'events', events: [{ type: 'counter/add', payload: { n: 2 } }] });
  });
  it('a field not given yet is waited for, calmly', () => {
    expect(runAction(ruled, s0, ctx, addAction(s0), { n: null })).toEqual({ kind: 'waiting', texts: [{ key: 'counter.needN' }] });
  });
  it('what the fields make wrong is refused by the check, with its rule', () => {
    const o = runAction(ruled, s0, ctx, addAction(s0), { n: 7 });
    expect(o.kind).toBe('refused');
    expect(o.kind === 'refused' && o.text.params?.rule).toBe('1.3');
  });
  it('1.2: in the second phase the rules refuse the same events before anything is written, naming the rule', () => {
    const later = { ...s0, phase: 1 };
    const o = runAction(ruled, later, ctx, addAction(later), { n: 2 });
    expect(o).toMatchObject({ kind: 'refused', text: { key: 'engine.event.refusedRule', params: { rule: '1.2' } } });
  });
  it('an action that would change nothing (adding 0) is refused as such', () => {
    expect(runAction(ruled, s0, ctx, addAction(s0), { n: 0 })).toMatchObject({ kind: 'refused', text: { key: 'engine.event.noEffect' } });
  });
  it('a closed action says why, with its rule, and its check is not asked', () => {
    const closed: ActionDef = {
      ...addAction(s0),
      closed: { text: { key: 'counter.notNow' }, rule: '1.2' },
      check: () => {
        throw new Error('asked');
      },
    };
    expect(runAction(ruled, s0, ctx, closed)).toEqual({ kind: 'closed', text: { key: 'counter.notNow' }, rule: '1.2' });
  });
  it('a check that throws is said in words, never thrown', () => {
    const broken: ActionDef = {
      ...addAction(s0),
      check: () => {
        throw new Error('boom');
      },
    };
    expect(runAction(ruled, s0, ctx, broken)).toMatchObject({ kind: 'refused', text: { key: 'engine.action.failed' } });
  });
});
