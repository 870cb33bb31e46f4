// Resolution as a sequence of typed questions: the walk, refusals, taking back, custom dice.
import { describe, expect, it } from 'vitest';
import {
  acknowledgement,
  answersOf,
  blocked,
  cellQuestion,
  choiceQuestion,
  CONFIRM_QUESTION,
  confirmFirst,
  decision,
  fText,
  isAnswers,
  listText,
  makeChartAccess,
  noAnswers,
  readCell,
  rollCard,
  rollQuestion,
  signed,
  takeBack,
  walk,
  withAnswer,
} from '@/engine';
import type { ChartSpec, Evaluation, GameEvent, RolledDice, RollSpec } from '@/engine/types';

const spec: ChartSpec = {
  id: 't.crt',
  title: { key: 't' },
  rule: '1',
  dice: '1d6',
  columns: ['1:1'],
  columnsEditable: false,
  rows: [1, 2, 3, 4, 5, 6].map((n) => ({ label: String(n), min: n, max: n })),
  cell: { pattern: '^\\d$', example: '1', help: { key: 'h' } },
  prefilled: [{ column: '1:1', row: '6', value: '9', rule: '2.1' }],
};
const ctx = { charts: makeChartAccess([spec], []) };
const d6: RollSpec = { dice: [{ kind: 'numbered', sides: 6 }], label: { key: 'roll' } };

/** Five rounds, each its own roll (BITE style), then a number read off the chart. */
const rounds: Evaluation = {
  errors: [],
  derivation: [],
  resolve(a) {
    let hits = 0;
    for (let i = 1; i <= 5; i++) {
      const q = rollQuestion(`fire${i}`, d6, (f) => (f[0] >= 7 - i ? { id: 'hit', label: { key: 'hit' } } : { id: 'miss', label: { key: 'miss' } }));
      const r = a.rolls[q.id];
      if (!r) return { derivation: [{ key: 'hits', params: { n: hits } }], next: q, events: [] };
      if (q.outcomeOf(r.faces) === 'hit') hits++;
    }
    const cell = readCell(ctx, a, 't.crt', '1:1', Math.min(6, hits + 1));
    if (!cell.known) return { derivation: [], next: cell.question, events: [] };
    if (!/^\d$/.test(cell.text)) return { derivation: [], next: cell.question, events: [] };
    return { derivation: [], events: [{ type: 't/done', payload: { hits, cell: cell.text }, at: 0 }] };
  },
};
const die = (n: number) => ({ faces: [n], source: 'physical' as const });

describe('resolution walk', () => {
  it('a battle of five fire rounds is the same loop going on: each roll its own odds, then the cell', () => {
    let w = walk(rounds, noAnswers());
    expect(w.pending).toMatchObject({ kind: 'roll', id: 'fire1' });
    // round 1 hits on 6 only, round 5 on 2+
    expect(w.pending?.kind === 'roll' && fText(w.pending.odds.find((o) => o.id === 'hit')!.p)).toBe('1/6');
    const a = answersOf({ rolls: { fire1: die(6), fire2: die(1), fire3: die(4), fire4: die(3), fire5: die(2) } });
    w = walk(rounds, a);
    expect(w.answered.map((s) => s.question.id)).toEqual(['fire1', 'fire2', 'fire3', 'fire4', 'fire5']);
    expect(w.pending).toMatchObject({ kind: 'cell', id: 't.crt|1:1|5' });
    w = walk(rounds, { ...a, cells: { 't.crt|1:1|5': '3' } });
    expect(w.pending).toBeUndefined();
    expect(w.resolution.events[0].payload).toEqual({ hits: 4, cell: '3' });
  });

  it('an answer the rules refuse is asked again and kept apart; answers to questions not asked are dropped', () => {
    const a = answersOf({
      rolls: { fire1: die(1), fire2: die(1), fire3: die(1), fire4: die(1), fire5: die(1) },
      cells: { 't.crt|1:1|1': 'x', stale: '4' },
      choices: { nobody: 'asked' },
    });
    const w = walk(rounds, a);
    expect(w.pending).toMatchObject({ kind: 'cell', id: 't.crt|1:1|1' });
    expect(w.refused).toBe('x');
    expect(w.answers.cells).toEqual({});
    expect(w.answers.choices).toEqual({});
  });

  it('taking back an answer takes back what came after it', () => {
    const a = answersOf({ rolls: { fire1: die(6), fire2: die(6), fire3: die(6) } });
    const back = takeBack(walk(rounds, a), 1);
    expect(back).toEqual(answersOf({ rolls: { fire1: die(6) } }));
    expect(isAnswers(JSON.parse(JSON.stringify(back)))).toBe(true);
    expect(isAnswers({ rolls: { x: { faces: ['a'], source: 'app' } }, cells: {}, choices: {} })).toBe(false);
  });

  it('a cell the chart holds (a rule example) is never asked', () => {
    const r = readCell(ctx, noAnswers(), 't.crt', '1:1', 6);
    expect(r).toMatchObject({ known: true, text: '9', typed: false });
    expect(cellQuestion(r.lookup).id).toBe('t.crt|1:1|6');
  });

  it('custom dice: the odds of a pool of faces are exact (War to Axis style)', () => {
    const yellow = { kind: 'custom' as const, faces: ['hit', 'hit', 'blank', 'blank', 'blank', 'star'].map((id) => ({ id, label: { key: id } })) };
    const q = rollQuestion('pool', { dice: [yellow, yellow], label: { key: 'pool' } }, (f) => {
      const hits = f.filter((i) => yellow.faces[i].id === 'hit').length;
      return { id: `h${hits}`, label: { key: 'h' } };
    });
    expect(q.odds.map((o) => [o.id, fText(o.p)])).toEqual([
      ['h2', '1/9'],
      ['h1', '4/9'],
      ['h0', '4/9'],
    ]);
    expect(q.outcomeOf([0, 5])).toBe('h1');
    expect(choiceQuestion('c', { key: 'p' }, []).kind).toBe('choice');
  });

  it('signed numbers use the minus sign U+2212; lists are joined, "none" when empty', () => {
    expect([signed(2), signed(-1), signed(0)]).toEqual(['+2', '\u22121', '\u00b10']);
    expect(listText([])).toEqual({ key: 'engine.list.none' });
    expect(listText([{ key: 'a' }, { key: 'b' }])).toEqual({ key: 'engine.list.pair', params: { head: { key: 'a' }, tail: { key: 'b' } } });
  });
});

// Resolution, the questions every rule card is made of: a draft read back from storage checked field by field, answers of the wrong
// kind ignored, the walk's limit, refused answers taken back, typed cells trimmed, and the
// cards that cannot or need not roll.
describe('resolution: drafts, answers and typed cells', () => {
  const D6: RollSpec = { dice: [{ kind: 'numbered', sides: 6 }], label: { key: 'roll' } };
  const die = (...faces: number[]): RolledDice => ({ faces, source: 'physical' });
  const rollQ = rollQuestion('roll', D6, (f) => ({ id: String(f[0]), label: { key: 'f' } }));
  const pick = choiceQuestion('pick', { key: 'p' }, [
    { id: 'a', label: { key: 'a' } },
    { id: 'b', label: { key: 'b' } },
  ]);
  const spec: ChartSpec = {
    id: 't.crt',
    title: { key: 't' },
    rule: '1',
    dice: '1d6',
    columns: ['1:1'],
    columnsEditable: false,
    rows: [1, 2, 3, 4, 5, 6].map((n) => ({ label: String(n), min: n, max: n })),
    cell: { pattern: '^\\d$', example: '1', help: { key: 'h' } },
    prefilled: [],
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
        null,
        'answers',
        3,
        {},
        [],
        { ...ok, rolls: [] },
        { ...ok, cells: [] },
        { ...ok, choices: [] },
        { ...ok, rolls: null },
        { ...ok, choices: undefined },
        { ...ok, rolls: { roll: 5 } },
        { ...ok, rolls: { roll: { faces: 4, source: 'app' } } },
        { ...ok, rolls: { roll: { faces: [3, 1.5], source: 'app' } } },
        { ...ok, rolls: { roll: { faces: [3], source: 'cheat' } } },
        { ...ok, rolls: { roll: { faces: [3], source: 'app' }, other: { faces: ['x'], source: 'app' } } },
        { ...ok, cells: { c: 12 } },
        { ...ok, choices: { pick: true } },
      ])
        expect(isAnswers(bad), JSON.stringify(bad)).toBe(false);
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
      resolve: (a) =>
        a.rolls.roll
          ? a.choices.pick
            ? { derivation: [], events: [ev] }
            : { derivation: [], next: pick, events: [] }
          : { derivation: [], next: rollQ, events: [] },
    };
    it('stops after as many answers as it is allowed', () => {
      const w = walk(two, answersOf({ rolls: { roll: die(3) }, choices: { pick: 'a' } }), 1);
      expect(w.answered.map((s) => s.question.id)).toEqual(['roll']);
      expect(w.pending?.id).toBe('pick');
    });

    it('a refused roll is taken back from the answers in force, and kept to be corrected', () => {
      const noSix: Evaluation = {
        errors: [],
        derivation: [],
        resolve: (a) => (a.rolls.roll && a.rolls.roll.faces[0] !== 6 ? { derivation: [], events: [ev] } : { derivation: [], next: rollQ, events: [] }),
      };
      const w = walk(noSix, answersOf({ rolls: { roll: die(6) } }));
      expect(w.refused).toEqual(die(6));
      expect(w.answers).toEqual(noAnswers());
    });

    it('a refused choice is taken back too', () => {
      const onlyB: Evaluation = {
        errors: [],
        derivation: [],
        resolve: (a) => (a.choices.pick === 'b' ? { derivation: [], events: [ev] } : { derivation: [], next: pick, events: [] }),
      };
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
      expect(card.resolve(answersOf({ rolls: { roll: die(3) } }))).toEqual({
        derivation: [{ key: 'rolled', params: { n: 3 } }],
        events: [ev],
        next: undefined,
      });
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
        next: {
          kind: 'choice',
          id: CONFIRM_QUESTION,
          prompt: { key: 'engine.confirm.prompt' },
          options: [{ id: 'go', label: { key: 'engine.confirm.go' } }],
          rule: '9.1',
        },
      });
      expect(c.resolve(answersOf({ choices: { [CONFIRM_QUESTION]: 'go' } })).events).toEqual([ev]);
    });
    it('a card that cannot be resolved anyway is left as it is', () => {
      const b = blocked([{ key: 'err' }]);
      expect(confirmFirst(b, [{ key: 'slip' }])).toBe(b);
      expect(confirmFirst(e, [])).toBe(e);
    });
  });
});
