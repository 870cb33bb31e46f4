// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { flushPromises, mount } from '@vue/test-utils';
import EvaluationFlow from '@/components/widgets/EvaluationFlow.vue';
import { cellQuestion, choiceQuestion, makeChartAccess, noAnswers, paperCellKey, rollQuestion, step } from '@/engine';
import type { Answers, ChartSpec, Evaluation, GameEvent, Resolution, RulesContext } from '@/engine/types';
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
      notYourPhase: 'Soviets: attacks are made only in their own combat phase',
      pickUnit: 'Pick a unit.',
      ask: 'Retreat or lose a step?',
      salvo: 'Second salvo',
      salvoHit: 'Battery silenced',
      salvoMiss: 'Battery still firing',
      silenced: 'Silenced: {n}',
      pick: 'Which battery fires next?',
      north: 'North battery',
      south: 'South battery',
    },
  },
  it: { test: {} },
};
const ctx: RulesContext = { settings: {}, charts: makeChartAccess([crt], []) };

const combatRoll = rollQuestion('roll', { dice: [{ kind: 'numbered', sides: 6 }], label: { key: 'test.roll' }, rule: '12.3' }, (faces) =>
  faces[0] >= 3 ? { id: 'hit', label: { key: 'test.outcomeA' }, tone: 'good' } : { id: 'none', label: { key: 'test.outcomeB' }, tone: 'bad' },
);

function combat(calls: Answers[]): Evaluation {
  return {
    errors: [],
    derivation: [step('test.ratio', { a: 39, d: 4, col: '6:1' }, '12.1', 'result')],
    resolve(answers): Resolution {
      calls.push(answers);
      const rolled = answers.rolls.roll;
      if (!rolled) return { derivation: [], next: combatRoll, events: [] };
      const derivation = [step('test.ratio', { a: 39, d: 4, col: '6:1' }, '12.1')];
      const lookup = { chartId: 'test.crt', column: '6:1', row: String(rolled.faces[0]) };
      const cell = answers.cells[paperCellKey(lookup)];
      if (!cell) return { derivation, next: cellQuestion(lookup), events: [] };
      derivation.push(step('test.read', { cell }, '12.4'));
      const choice = answers.choices.retreat;
      if (!choice) {
        return {
          derivation,
          next: choiceQuestion('retreat', { key: 'test.ask' }, [
            { id: 'retreat', label: { key: 'test.retreat' }, rule: '13.1' },
            { id: 'loss', label: { key: 'test.loss' }, rule: '13.2' },
          ]),
          events: [],
        };
      }
      derivation.push(step('test.done', {}, '13.1', 'result'));
      const ev: GameEvent = { type: 'test/combat', payload: { cell, choice }, at: 0 };
      return { derivation, events: [ev] };
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
    const calls: Answers[] = [];
    const w = mount(EvaluationFlow, { props: { evaluation: combat(calls), ctx }, global: g.global });

    // Before the roll: derivation with its rule, odds, the dice; nothing resolved yet.
    expect(w.find('.derivation').text()).toContain('Attack 39 against 4: resolved on 6:1');
    expect(w.find('.derivation').text()).toContain('12.1');
    expect(w.findAll('.odds tbody tr')).toHaveLength(2);
    expect(w.find('.flow__apply').exists()).toBe(false);
    // Only the first question has been asked for: the roll, nothing answered.
    expect(calls.every((a) => Object.keys(a.rolls).length === 0)).toBe(true);

    // The roll, with table dice: a 4.
    await w.find('.dice-roller__faces-row [data-face="4"]').trigger('click');
    await w.find('.dice-roller__confirm').trigger('click');
    expect(calls.at(-1)).toEqual({ rolls: { roll: { faces: [4], source: 'physical' } }, cells: {}, choices: {} });

    // The chart is not filled: read it off the paper.
    expect(words(w.find('.flow__prompt').text())).toContain('Combat Results Table: read column 6:1, row 4');
    expect(w.find('.flow__hint').text()).toContain('Charts section');
    const cell = w.find('.flow__cell-input input');
    await cell.setValue('three');
    await w.find('.flow__cell-confirm').trigger('click');
    expect(w.find('.flow__cell').text()).toContain('“three” is not a valid value for this chart (e.g. 1/3): attacker losses / defender losses.');
    expect(w.find('.flow__choices').exists()).toBe(false);
    expect(calls.every((a) => Object.keys(a.cells).length === 0)).toBe(true);
    await cell.setValue('1/3');
    await w.find('.flow__cell-confirm').trigger('click');

    // The players' choice.
    const choices = w.findAll('.flow__choice');
    expect(choices.map((c) => c.find('.flow__choice-text').text())).toEqual(['Retreat one hex', 'Lose a step instead']);
    expect(choices.map((c) => words(c.find('.rule-chip').text()))).toEqual(['Rule 13.1 13.1', 'Rule 13.2 13.2']);
    await w.find('[data-choice="retreat"]').trigger('click');
    expect(calls.at(-1)).toEqual({ rolls: { roll: { faces: [4], source: 'physical' } }, cells: { 'test.crt|6:1|4': '1/3' }, choices: { retreat: 'retreat' } });

    // The result: its derivation, the rolled outcome marked in the odds, Apply.
    expect(w.find('.flow__result').text()).toContain('Defender retreats');
    expect(w.find('tr.odds__row--highlight').attributes('data-outcome')).toBe('hit');
    // A double tap: the second tap lands while the first is being saved.
    const apply = w.find('.flow__apply');
    void apply.trigger('click');
    void apply.trigger('click');
    await flushPromises();
    expect(dispatch).toHaveBeenCalledTimes(1);
    expect(dispatch).toHaveBeenCalledWith([{ type: 'test/combat', payload: { cell: '1/3', choice: 'retreat' } }], { rollsOf: 'flow' });
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

  it('12: a resolution the rules do not open now says why, with its rule, and asks for no die: no roll, nothing to apply', () => {
    const { g } = setup();
    const calls: Answers[] = [];
    const ev: Evaluation = { ...combat(calls), closed: { text: { key: 'test.notYourPhase' }, rule: '12' } };
    const w = mount(EvaluationFlow, { props: { evaluation: ev, ctx }, global: g.global });
    expect(w.find('.flow').attributes('data-stage')).toBe('closed');
    expect(w.find('[data-testid="flow-closed"]').text()).toContain('Soviets: attacks are made only in their own combat phase');
    expect(w.find('[data-testid="flow-closed"] .rule-chip').text()).toContain('12');
    expect(w.find('.dice-roller').exists()).toBe(false);
    expect(w.find('.odds').exists()).toBe(false);
    expect(w.find('.flow__apply').exists()).toBe(false);
    // Not even the first question was asked of the rules.
    expect(calls).toEqual([]);
  });

  it('what is not given yet (a choice not made, an empty number field) is the next thing to do, not an error; nothing to roll or apply', () => {
    const { g } = setup();
    const ev: Evaluation = { ...combat([]), waiting: [{ key: 'test.pickUnit' }], errors: [{ key: 'engine.input.waitingFor', params: { field: 'Range' } }] };
    const w = mount(EvaluationFlow, { props: { evaluation: ev, ctx }, global: g.global });
    expect(w.find('.flow__errors').exists()).toBe(false);
    expect(w.find('[role="alert"]').exists()).toBe(false);
    const next = w.find('.flow__waiting');
    expect(next.attributes('role')).toBe('status');
    expect(next.text()).toContain('To go on:');
    expect(next.text()).toContain('Pick a unit.');
    expect(next.text()).toContain('Range');
    expect(w.find('.dice-roller').exists()).toBe(false);
    expect(w.find('.flow__apply').exists()).toBe(false);
    // With a real error beside it, the error is still a warning.
    const both = mount(EvaluationFlow, { props: { evaluation: { ...ev, errors: [{ key: 'test.noDefence' }] }, ctx }, global: g.global });
    expect(both.find('.flow__errors').text()).toContain('The defence cannot be 0.');
    expect(both.find('.flow__waiting').text()).toContain('Pick a unit.');
  });

  it('what a first roll is made of shows before it, as for every later roll', async () => {
    const { g } = setup();
    // A battle's first fire: the working that belongs to the roll (its dice and what they hit
    // on) comes with the first question, not after it is answered.
    const ev: Evaluation = {
      errors: [],
      derivation: [step('test.ratio', { a: 39, d: 4, col: '6:1' }, '12.1')],
      resolve: (answers) =>
        answers.rolls.roll
          ? { derivation: [step('test.ratio', { a: 39, d: 4, col: '6:1' }, '12.1'), step('test.salvo', {}, '13.3')], events: [{ type: 'test/mark', at: 0 }] }
          : { derivation: [step('test.ratio', { a: 39, d: 4, col: '6:1' }, '12.1'), step('test.salvo', {}, '13.3')], next: combatRoll, events: [] },
    };
    const w = mount(EvaluationFlow, { props: { evaluation: ev, ctx }, global: g.global });
    const steps = w.findAll('.derivation li').map((li) => li.find('.derivation__text').text());
    expect(steps).toEqual(['Attack 39 against 4: resolved on 6:1', 'Second salvo']);
    // Above the odds and the dice.
    const html = w.html();
    expect(html.indexOf('Second salvo')).toBeLessThan(html.indexOf('class="odds'));
  });

  it('a value read off the table (a choice that settles the card) is recorded with one tap', async () => {
    const { g, dispatch } = setup();
    const pick = {
      ...choiceQuestion('side', { key: 'test.pick' }, [
        { id: 'north', label: { key: 'test.north' } },
        { id: 'south', label: { key: 'test.south' } },
      ]),
      settles: true,
    };
    const ev: Evaluation = {
      errors: [],
      derivation: [],
      resolve: (a) =>
        a.choices.side
          ? { derivation: [step('test.done', {}, '13.1')], events: [{ type: 'test/mark', payload: { side: a.choices.side }, at: 0 }] }
          : { derivation: [], next: pick, events: [] },
    };
    const w = mount(EvaluationFlow, { props: { evaluation: ev, ctx }, global: g.global });
    await w.find('[data-choice="south"]').trigger('click');
    await flushPromises();
    expect(dispatch).toHaveBeenCalledTimes(1);
    expect(dispatch).toHaveBeenCalledWith([{ type: 'test/mark', payload: { side: 'south' } }], { rollsOf: 'flow' });
    expect(w.emitted('applied')).toHaveLength(1);
    // A choice that does not settle still waits for Apply.
    const ask = { ...pick, settles: undefined };
    const w2 = mount(EvaluationFlow, {
      props: { evaluation: { ...ev, resolve: (a: Answers) => (a.choices.side ? ev.resolve(a) : { derivation: [], next: ask, events: [] }) }, ctx },
      global: g.global,
    });
    await w2.find('[data-choice="north"]').trigger('click');
    await flushPromises();
    expect(dispatch).toHaveBeenCalledTimes(1);
    expect(w2.find('.flow__apply').exists()).toBe(true);
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
    expect(dispatch).toHaveBeenCalledWith([{ type: 'test/mark' }], { rollsOf: 'flow' });
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

  it('the loop: roll → cell → a second roll with its own odds → choice, answers kept as one JSON value, a mistyped cell taken back, a reload resuming the pending roll', async () => {
    const { g, dispatch } = setup();
    // A chain of rolls (War to Axis style): the first roll is read on the chart, then a second
    // salvo with its own odds (it hits on 5+ only when the cell said "1/3"), then a choice.
    const salvo = (cell: string) =>
      rollQuestion('salvo', { dice: [{ kind: 'numbered', sides: 6 }], label: { key: 'test.salvo' }, rule: '13.3' }, (f) =>
        f[0] >= (cell === '1/3' ? 5 : 6)
          ? { id: 'hit', label: { key: 'test.salvoHit' }, tone: 'good' }
          : { id: 'miss', label: { key: 'test.salvoMiss' }, tone: 'bad' },
      );
    const chain: Evaluation = {
      errors: [],
      derivation: [step('test.ratio', { a: 39, d: 4, col: '6:1' }, '12.1', 'result')],
      resolve(a): Resolution {
        const first = a.rolls.roll;
        if (!first) return { derivation: [], next: combatRoll, events: [] };
        const lookup = { chartId: 'test.crt', column: '6:1', row: String(first.faces[0]) };
        const cell = a.cells[paperCellKey(lookup)];
        if (!cell) return { derivation: [], next: cellQuestion(lookup), events: [] };
        const d = [step('test.read', { cell }, '12.4')];
        const second = a.rolls.salvo;
        const q = salvo(cell);
        if (!second) return { derivation: d, next: q, events: [] };
        const hit = q.outcomeOf(second.faces) === 'hit';
        d.push(step('test.silenced', { n: hit ? 1 : 0 }, '13.3'));
        const pick = choiceQuestion('battery', { key: 'test.pick' }, [
          { id: 'north', label: { key: 'test.north' } },
          { id: 'south', label: { key: 'test.south' } },
        ]);
        const chosen = a.choices.battery;
        if (chosen !== 'north' && chosen !== 'south') return { derivation: d, next: pick, events: [] };
        d.push(step('test.done', {}, '13.1', 'result'));
        return { derivation: d, events: [{ type: 'test/salvo', payload: { cell, hit, chosen }, at: 0 }] };
      },
    };
    const w = mount(EvaluationFlow, {
      props: { evaluation: chain, ctx, answers: noAnswers(), 'onUpdate:answers': (a: Answers) => w.setProps({ answers: a }) },
      global: g.global,
    });
    const answers = () => w.props('answers') as Answers;
    const tapDie = async (face: number) => {
      await w.find('.flow__roll .dice-roller__faces-row [data-face="' + face + '"]').trigger('click');
      await w.find('.flow__roll .dice-roller__confirm').trigger('click');
    };

    // 1. The first roll's odds show before anything is rolled.
    expect(w.find('.flow__roll').attributes('data-question')).toBe('roll');
    expect(w.find('.flow__roll .odds').text()).toContain('Defender hit');
    await tapDie(4);
    expect(answers()).toEqual({ rolls: { roll: { faces: [4], source: 'physical' } }, cells: {}, choices: {} });

    // 2. The cell, mistyped: accepted by the grammar, then taken back and typed again.
    await w.find('.flow__cell-input input').setValue('2/1');
    await w.find('.flow__cell-confirm').trigger('click');
    expect(answers().cells).toEqual({ 'test.crt|6:1|4': '2/1' });
    // 3. The second roll, with its own odds (6 only after a "2/1"), before it is rolled.
    expect(w.find('.flow__roll').attributes('data-question')).toBe('salvo');
    expect(w.find('.flow__roll .odds').text()).toMatch(/Battery silenced\s*1\/6/);
    const cellAnswer = w.findAll('.flow__answered').find((x) => x.attributes('data-question') === 'test.crt|6:1|4')!;
    expect(cellAnswer.text()).toContain('Combat Results Table: read column 6:1, row 4: 2/1');
    await cellAnswer.find('.flow__undo').trigger('click');
    expect(answers()).toEqual({ rolls: { roll: { faces: [4], source: 'physical' } }, cells: {}, choices: {} });
    expect(w.find('.flow__cell').exists()).toBe(true);
    await w.find('.flow__cell-input input').setValue('1/3');
    await w.find('.flow__cell-confirm').trigger('click');
    expect(w.find('.flow__roll .odds').text()).toMatch(/Battery silenced\s*1\/3/);

    // A reload here: the same evaluation and the saved answers resume the pending second roll.
    const saved = JSON.parse(JSON.stringify(answers())) as Answers;
    const again = mount(EvaluationFlow, { props: { evaluation: chain, ctx, answers: saved }, global: g.global });
    expect(again.find('.flow__roll').attributes('data-question')).toBe('salvo');
    expect(again.findAll('.flow__answered')).toHaveLength(2);
    again.unmount();

    await tapDie(5);
    // The first roll's outcome stays marked in its own odds; the second's in its own.
    const marked = w.findAll('.flow__answered tr.odds__row--highlight').map((r) => r.attributes('data-outcome'));
    expect(marked).toEqual(['hit', 'hit']);

    // 4. The choice, then Apply.
    expect(w.find('.flow__choices').text()).toContain('Which battery fires next?');
    await w.find('[data-choice="south"]').trigger('click');
    expect(answers().choices).toEqual({ battery: 'south' });
    expect(w.find('.flow__result').text()).toContain('Silenced: 1');
    await w.find('.flow__apply').trigger('click');
    await flushPromises();
    expect(dispatch).toHaveBeenCalledWith([{ type: 'test/salvo', payload: { cell: '1/3', hit: true, chosen: 'south' } }], { rollsOf: 'flow' });
    expect(answers()).toEqual(noAnswers());
  });

  it('a module that throws is reported in words, with what failed, and nothing can be applied', () => {
    const { g } = setup();
    const broken: Evaluation = {
      errors: [],
      derivation: [],
      resolve: () => {
        throw new Error('no such column');
      },
    };
    const w = mount(EvaluationFlow, { props: { evaluation: broken, ctx }, global: g.global });
    expect(w.find('.flow__failed').text()).toContain('no such column');
    expect(w.find('.flow__apply').exists()).toBe(false);
  });
});
