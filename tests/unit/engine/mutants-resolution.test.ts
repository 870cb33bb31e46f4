// Resolution, the questions every rule card is made of: the cases the mutation run showed no
// test held — a draft read back from storage checked field by field, answers of the wrong
// kind ignored, the walk's limit, refused answers taken back, typed cells trimmed, and the
// cards that cannot or need not roll.
import { describe, expect, it } from 'vitest';
import {
  acknowledgement, answersOf, blocked, choiceQuestion, confirmFirst, CONFIRM_QUESTION, decision, isAnswers, makeChartAccess, noAnswers,
  readCell, rollCard, rollQuestion, walk, withAnswer,
} from '@/engine';
import type { ChartSpec, Evaluation, GameEvent, RolledDice, RollSpec } from '@/engine/types';

const D6: RollSpec = { dice: [{ kind: 'numbered', sides: 6 }], label: { key: 'roll' } };
const die = (...faces: number[]): RolledDice => ({ faces, source: 'physical' });
const rollQ = rollQuestion('roll', D6, (f) => ({ id: String(f[0]), label: { key: 'f' } }));
const pick = choiceQuestion('pick', { key: 'p' }, [{ id: 'a', label: { key: 'a' } }, { id: 'b', label: { key: 'b' } }]);
const spec: ChartSpec = {
  id: 't.crt', title: { key: 't' }, rule: '1', dice: '1d6', columns: ['1:1'], columnsEditable: false,
  rows: [1, 2, 3, 4, 5, 6].map((n) => ({ label: String(n), min: n, max: n })),
  cell: { pattern: '^\\d$', example: '1', help: { key: 'h' } }, prefilled: [],
};
const chartCtx = { charts: makeChartAccess([spec], []) };
const ev: GameEvent = { type: 't/done', at: 0 };

describe('a draft read back from storage is checked before it is used', () => {
  const ok = { rolls: { roll: { faces: [3, 4], source: 'app' } }, cells: { c: '1/2' }, choices: { pick: 'a' } };
  it('well-formed answers pass, with dice from the app or from the table', () => {
    expect(isAnswers(ok)).toBe(true);
    expect(isAnswers({ ...ok, rolls: { roll: { faces: [6], source: 'physical' } } })).toBe(true);
    expect(isAnswers(noAnswers())).toBe(true);
  });
  it('anything else is refused, part by part', () => {
    for (const bad of [
      null, 'answers', 3, {}, [],
      { ...ok, rolls: [] }, { ...ok, cells: [] }, { ...ok, choices: [] }, { ...ok, rolls: null }, { ...ok, choices: undefined },
      { ...ok, rolls: { roll: 5 } }, { ...ok, rolls: { roll: { faces: 4, source: 'app' } } },
      { ...ok, rolls: { roll: { faces: [3, 1.5], source: 'app' } } }, { ...ok, rolls: { roll: { faces: [3], source: 'cheat' } } },
      { ...ok, rolls: { roll: { faces: [3], source: 'app' }, other: { faces: ['x'], source: 'app' } } },
      { ...ok, cells: { c: 12 } }, { ...ok, choices: { pick: true } },
    ]) expect(isAnswers(bad), JSON.stringify(bad)).toBe(false);
  });
});

describe('answers', () => {
  it('an answer of the wrong kind for a question is ignored', () => {
    expect(withAnswer(noAnswers(), rollQ, 'x')).toEqual(noAnswers());
    expect(withAnswer(noAnswers(), readCell(chartCtx, noAnswers(), 't.crt', '1:1', 1).question, die(3))).toEqual(noAnswers());
    expect(withAnswer(noAnswers(), pick, 'a')).toEqual(answersOf({ choices: { pick: 'a' } }));
  });
});

describe('the walk through the questions', () => {
  const two: Evaluation = {
    errors: [],
    derivation: [],
    resolve: (a) => (a.rolls.roll ? (a.choices.pick ? { derivation: [], events: [ev] } : { derivation: [], next: pick, events: [] }) : { derivation: [], next: rollQ, events: [] }),
  };
  it('stops after as many answers as it is allowed', () => {
    const w = walk(two, answersOf({ rolls: { roll: die(3) }, choices: { pick: 'a' } }), 1);
    expect(w.answered.map((s) => s.question.id)).toEqual(['roll']);
    expect(w.pending?.id).toBe('pick');
  });

  it('a refused roll is taken back from the answers in force, and kept to be corrected', () => {
    const noSix: Evaluation = { errors: [], derivation: [], resolve: (a) => (a.rolls.roll && a.rolls.roll.faces[0] !== 6 ? { derivation: [], events: [ev] } : { derivation: [], next: rollQ, events: [] }) };
    const w = walk(noSix, answersOf({ rolls: { roll: die(6) } }));
    expect(w.refused).toEqual(die(6));
    expect(w.answers).toEqual(noAnswers());
  });

  it('a refused choice is taken back too', () => {
    const onlyB: Evaluation = { errors: [], derivation: [], resolve: (a) => (a.choices.pick === 'b' ? { derivation: [], events: [ev] } : { derivation: [], next: pick, events: [] }) };
    const w = walk(onlyB, answersOf({ choices: { pick: 'a' } }));
    expect(w.refused).toBe('a');
    expect(w.answers).toEqual(noAnswers());
  });
});

describe('a cell read off the paper chart', () => {
  it('is taken without the spaces around it, and marked as typed', () => {
    const ctx = chartCtx;
    const q = readCell(ctx, noAnswers(), 't.crt', '1:1', 2).question;
    const r = readCell(ctx, answersOf({ cells: { [q.id]: '  4 ' } }), 't.crt', '1:1', 2);
    expect(r).toMatchObject({ known: true, text: '4', typed: true });
    expect(readCell(ctx, answersOf({ cells: { [q.id]: '   ' } }), 't.crt', '1:1', 2).known).toBe(false);
  });
});

describe('cards', () => {
  it('a blocked card shows its errors, no steps, and resolves to nothing', () => {
    const b = blocked([{ key: 'err' }]);
    expect(b.derivation).toEqual([]);
    expect(b.resolve(noAnswers())).toEqual({ derivation: [], events: [] });
  });

  it('a decision applies its events with its result, or nothing while it has errors', () => {
    expect(decision([], [{ key: 's' }], () => [ev]).resolve(noAnswers())).toEqual({ derivation: [], events: [ev] });
    expect(decision([{ key: 'e' }], [], () => [ev]).resolve(noAnswers())).toEqual({ derivation: [], events: [] });
  });

  it('a roll card with errors rolls nothing; dice of the wrong number are asked again', () => {
    const apply = (f: number[]) => ({ derivation: [{ key: 'rolled', params: { n: f[0] } }], events: [ev] });
    expect(rollCard([{ key: 'e' }], [], rollQ, apply).resolve(answersOf({ rolls: { roll: die(3) } }))).toEqual({ derivation: [], events: [] });
    const card = rollCard([], [], rollQ, apply);
    expect(card.resolve(noAnswers())).toEqual({ derivation: [], next: rollQ, events: [] });
    expect(card.resolve(answersOf({ rolls: { roll: die(3, 4) } }))).toEqual({ derivation: [], next: rollQ, events: [] });
    expect(card.resolve(answersOf({ rolls: { roll: die(3) } }))).toEqual({ derivation: [{ key: 'rolled', params: { n: 3 } }], events: [ev], next: undefined });
  });

  it('an acknowledgement shows the rules of the moment and records its event in one tap', () => {
    const card = acknowledgement({ id: 'ack', title: { key: 't' }, rule: '3' }, [{ key: 'do this', rule: '3' }], ev);
    const e = card.evaluate({}, { settings: {}, charts: makeChartAccess([], []) });
    expect(e.errors).toEqual([]);
    expect(e.derivation).toEqual([{ key: 'do this', rule: '3' }]);
    expect(e.resolve(noAnswers())).toEqual({ derivation: [], events: [ev] });
  });
});

describe('a check before anything is rolled', () => {
  const e: Evaluation = { errors: [], derivation: [{ key: 'd' }], resolve: () => ({ derivation: [], events: [ev] }) };
  it('shows the warnings with the rule, asks to confirm, and rolls nothing until then', () => {
    const c = confirmFirst(e, [{ key: 'slip' }], '9.1');
    expect(c.derivation).toEqual([{ key: 'd' }, { key: 'slip', tone: 'warning', rule: '9.1' }]);
    const asked = c.resolve(noAnswers());
    expect(asked).toEqual({
      derivation: [],
      events: [],
      next: { kind: 'choice', id: CONFIRM_QUESTION, prompt: { key: 'engine.confirm.prompt' }, options: [{ id: 'go', label: { key: 'engine.confirm.go' } }], rule: '9.1' },
    });
    expect(c.resolve(answersOf({ choices: { [CONFIRM_QUESTION]: 'go' } })).events).toEqual([ev]);
  });
  it('a card that cannot be resolved anyway is left as it is', () => {
    const b = blocked([{ key: 'err' }]);
    expect(confirmFirst(b, [{ key: 'slip' }])).toBe(b);
    expect(confirmFirst(e, [])).toBe(e);
  });
});
