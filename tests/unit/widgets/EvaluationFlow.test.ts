// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { flushPromises, mount } from '@vue/test-utils';
import EvaluationFlow from '@/components/widgets/EvaluationFlow.vue';
import { frac, makeChartAccess, step } from '@/engine';
import type { ChartSpec, Evaluation, GameEvent, Resolution, RolledDice, RulesContext } from '@/engine/types';
import { useGameStore, useSettingsStore } from '@/stores';
import { makeGlobal, words } from './helpers';

// A synthetic chart: results like "1/3" (attacker loss / defender loss) or "-".
const crt: ChartSpec = {
  id: 'test.crt',
  title: { key: 'test.crt' },
  rule: '12.4',
  dice: '1d6',
  columns: ['1:1', '6:1'],
  columnsEditable: false,
  rows: [1, 2, 3, 4, 5, 6].map((n) => ({ label: String(n), min: n, max: n })),
  cell: { pattern: '^(-|\\d+)/(-|\\d+)$', example: '1/3', help: { key: 'test.help' } },
  prefilled: [],
};
const extra = {
  en: {
    test: {
      crt: 'Combat Results Table',
      help: 'attacker losses / defender losses',
      ratio: 'Attack {a} against {d}: resolved on {col}',
      roll: 'Combat roll',
      read: 'Result {cell}',
      retreat: 'Retreat one hex',
      loss: 'Lose a step instead',
      done: 'Defender retreats',
      outcomeA: 'Defender hit',
      outcomeB: 'No effect',
      noDefence: 'The defence cannot be 0.',
    },
  },
  it: { test: {} },
};
const ctx: RulesContext = { settings: {}, charts: makeChartAccess([crt], []) };

function combat(calls: Array<{ rolled: RolledDice | null; extra?: { cell?: string; choice?: string } }>): Evaluation {
  return {
    errors: [],
    derivation: [step('test.ratio', { a: 39, d: 4, col: '6:1' }, '12.1', 'result')],
    roll: { dice: [{ kind: 'numbered', sides: 6 }], label: { key: 'test.roll' }, rule: '12.3' },
    odds: [
      { id: 'hit', label: { key: 'test.outcomeA' }, p: frac(2, 3), tone: 'good' },
      { id: 'none', label: { key: 'test.outcomeB' }, p: frac(1, 3), tone: 'bad' },
    ],
    resolve(rolled, more): Resolution {
      calls.push({ rolled, extra: more });
      const derivation = [step('test.ratio', { a: 39, d: 4, col: '6:1' }, '12.1')];
      if (!more?.cell) {
        return { derivation, needsCell: { chartId: 'test.crt', column: '6:1', row: String(rolled!.faces[0]) }, events: [] };
      }
      derivation.push(step('test.read', { cell: more.cell }, '12.4'));
      if (!more.choice) {
        return {
          derivation,
          choices: [
            { id: 'retreat', label: { key: 'test.retreat' }, rule: '13.1' },
            { id: 'loss', label: { key: 'test.loss' }, rule: '13.2' },
          ],
          events: [],
        };
      }
      derivation.push(step('test.done', {}, '13.1', 'result'));
      const ev: GameEvent = { type: 'test/combat', payload: { cell: more.cell, choice: more.choice }, at: 0 };
      return { derivation, outcomeId: 'hit', events: [ev] };
    },
  };
}

function setup() {
  const g = makeGlobal('en', extra);
  useSettingsStore().diceMode = 'physical';
  const game = useGameStore();
  const dispatch = vi.fn(async (_events: Array<Omit<GameEvent, 'at'>>) => {});
  game.dispatch = dispatch;
  return { g, dispatch };
}

describe('EvaluationFlow', () => {
  it('12.1: shows the working and the exact odds before the roll, then walks roll → chart cell → choice → apply', async () => {
    const { g, dispatch } = setup();
    const calls: Array<{ rolled: RolledDice | null; extra?: { cell?: string; choice?: string } }> = [];
    const w = mount(EvaluationFlow, { props: { evaluation: combat(calls), ctx }, global: g.global });

    // Before the roll: derivation with its rule, odds, the dice; nothing resolved yet.
    expect(w.find('.derivation').text()).toContain('Attack 39 against 4: resolved on 6:1');
    expect(w.find('.derivation').text()).toContain('12.1');
    expect(w.findAll('.odds tbody tr')).toHaveLength(2);
    expect(w.find('.flow__apply').exists()).toBe(false);
    expect(calls).toHaveLength(0);

    // The roll, with table dice: a 4.
    await w.find('.dice-roller__faces-row [data-face="4"]').trigger('click');
    await w.find('.dice-roller__confirm').trigger('click');
    expect(calls[0]).toEqual({ rolled: { faces: [4], source: 'physical' }, extra: {} });

    // The chart is not filled: read it off the paper.
    expect(words(w.find('.flow__prompt').text())).toContain('Combat Results Table: read column 6:1, row 4');
    expect(w.find('.flow__hint').text()).toContain('Charts section');
    const cell = w.find('.flow__cell-input input');
    await cell.setValue('three');
    await w.find('.flow__cell-confirm').trigger('click');
    expect(w.find('.flow__cell').text()).toContain('“three” is not a valid value for this chart: attacker losses / defender losses (e.g. 1/3).');
    expect(w.find('.flow__choices').exists()).toBe(false);
    expect(calls.every((c) => c.extra?.cell === undefined)).toBe(true);
    await cell.setValue('1/3');
    await w.find('.flow__cell-confirm').trigger('click');

    // The players' choice.
    const choices = w.findAll('.flow__choice');
    expect(choices.map((c) => c.find('.flow__choice-text').text())).toEqual(['Retreat one hex', 'Lose a step instead']);
    expect(choices.map((c) => words(c.find('.rule-chip').text()))).toEqual(['Rule 13.1 13.1', 'Rule 13.2 13.2']);
    await w.find('[data-choice="retreat"]').trigger('click');
    expect(calls.at(-1)?.extra).toEqual({ cell: '1/3', cells: { 'test.crt|6:1|4': '1/3' }, choice: 'retreat' });

    // The result: its derivation, the rolled outcome marked in the odds, Apply.
    expect(w.find('.flow__result').text()).toContain('Defender retreats');
    expect(w.find('tr.odds__row--highlight').attributes('data-outcome')).toBe('hit');
    // A double tap: the second tap lands while the first is being saved.
    const apply = w.find('.flow__apply');
    void apply.trigger('click');
    void apply.trigger('click');
    await flushPromises();
    expect(dispatch).toHaveBeenCalledTimes(1);
    expect(dispatch).toHaveBeenCalledWith([{ type: 'test/combat', payload: { cell: '1/3', choice: 'retreat' } }]);
    expect(w.emitted('applied')).toHaveLength(1);

    // Reset, ready for the next combat; nothing left to apply twice.
    expect(w.find('.flow__apply').exists()).toBe(false);
    expect(w.find('.dice-roller').exists()).toBe(true);
    expect(w.find('.flow__applied').text()).toContain('written in the journal');
  });

  it('shows the errors and offers nothing to roll or apply', () => {
    const { g } = setup();
    const ev: Evaluation = { ...combat([]), errors: [{ key: 'test.noDefence' }] };
    const w = mount(EvaluationFlow, { props: { evaluation: ev, ctx }, global: g.global });
    expect(w.find('.flow__errors').text()).toContain('The defence cannot be 0.');
    expect(w.find('.dice-roller').exists()).toBe(false);
    expect(w.find('.flow__apply').exists()).toBe(false);
  });

  it('Cancel forgets the roll before anything is applied', async () => {
    const { g, dispatch } = setup();
    const w = mount(EvaluationFlow, { props: { evaluation: combat([]), ctx }, global: g.global });
    await w.find('.dice-roller__faces-row [data-face="2"]').trigger('click');
    await w.find('.dice-roller__confirm').trigger('click');
    expect(w.find('.flow__cell').exists()).toBe(true);
    await w.find('.flow__cancel').trigger('click');
    expect(w.find('.flow__cell').exists()).toBe(false);
    expect(w.find('.dice-roller').exists()).toBe(true);
    expect(dispatch).not.toHaveBeenCalled();
  });

  it('without a roll, applies at once, and only once', async () => {
    const { g, dispatch } = setup();
    const ev: Evaluation = {
      errors: [],
      derivation: [],
      resolve: () => ({ derivation: [step('test.done', {}, '13.1')], events: [{ type: 'test/mark', at: 0 }] }),
    };
    const w = mount(EvaluationFlow, { props: { evaluation: ev, ctx, applyLabel: 'Place marker' }, global: g.global });
    expect(w.find('.flow__apply').text()).toBe('Place marker');
    await w.find('.flow__apply').trigger('click');
    await flushPromises();
    await w.find('.flow__apply').trigger('click');
    await flushPromises();
    expect(dispatch).toHaveBeenCalledTimes(1);
    expect(dispatch).toHaveBeenCalledWith([{ type: 'test/mark' }]);
  });

  it('keeps the result when saving fails, so players can try again', async () => {
    const { g, dispatch } = setup();
    dispatch.mockRejectedValueOnce(new Error('disk full'));
    const ev: Evaluation = {
      errors: [],
      derivation: [],
      resolve: () => ({ derivation: [], events: [{ type: 'test/mark', at: 0 }] }),
    };
    const w = mount(EvaluationFlow, { props: { evaluation: ev, ctx }, global: g.global });
    await w.find('.flow__apply').trigger('click');
    await flushPromises();
    expect(w.emitted('applied')).toBeUndefined();
    expect(w.find('.flow__result [role="alert"]').exists()).toBe(true);
    await w.find('.flow__apply').trigger('click');
    await flushPromises();
    expect(dispatch).toHaveBeenCalledTimes(2);
    expect(w.emitted('applied')).toHaveLength(1);
  });
});
