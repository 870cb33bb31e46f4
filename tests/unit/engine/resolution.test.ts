// Resolution as a sequence of typed questions: the walk, refusals, taking back, custom dice.
import { describe, expect, it } from 'vitest';
import {
  answersOf, cellQuestion, choiceQuestion, fText, isAnswers, listText, makeChartAccess, noAnswers, readCell, rollQuestion, signed, takeBack, walk,
} from '@/engine';
import type { ChartSpec, Evaluation, RollSpec } from '@/engine/types';

const spec: ChartSpec = {
  id: 't.crt', title: { key: 't' }, rule: '1', dice: '1d6', columns: ['1:1'], columnsEditable: false,
  rows: [1, 2, 3, 4, 5, 6].map((n) => ({ label: String(n), min: n, max: n })),
  cell: { pattern: '^\\d$', example: '1', help: { key: 'h' } }, prefilled: [{ column: '1:1', row: '6', value: '9', rule: '2.1' }],
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
    const a = answersOf({ rolls: { fire1: die(1), fire2: die(1), fire3: die(1), fire4: die(1), fire5: die(1) }, cells: { 't.crt|1:1|1': 'x', stale: '4' }, choices: { nobody: 'asked' } });
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
    expect(q.odds.map((o) => [o.id, fText(o.p)])).toEqual([['h2', '1/9'], ['h1', '4/9'], ['h0', '4/9']]);
    expect(q.outcomeOf([0, 5])).toBe('h1');
    expect(choiceQuestion('c', { key: 'p' }, []).kind).toBe('choice');
  });

  it('signed numbers use the minus sign U+2212; lists are joined, "none" when empty', () => {
    expect([signed(2), signed(-1), signed(0)]).toEqual(['+2', '\u22121', '\u00b10']);
    expect(listText([])).toEqual({ key: 'engine.list.none' });
    expect(listText([{ key: 'a' }, { key: 'b' }])).toEqual({ key: 'engine.list.pair', params: { head: { key: 'a' }, tail: { key: 'b' } } });
  });
});
