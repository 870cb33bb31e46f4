// Answering an evaluation's questions in a test the way players would at the table: the
// roll, then each cell asked for typed in turn, and the choices by question id.
import { answersOf, noAnswers } from '@/engine';
import type { Answers, ChartLookup, ChoiceOption, Evaluation, Resolution, RolledDice, RollQuestion } from '@/engine/types';

export interface Given {
  /** Cells typed off the paper chart: in the order they are asked, or by question id. */
  cells?: string[] | Record<string, string>;
  choices?: Record<string, string>;
}

/** The answers for the main roll of a card (question id 'roll') and the rest given. */
export function answersFor(rolled: RolledDice | null, more: Given = {}): Answers {
  return answersOf({
    rolls: rolled ? { roll: rolled } : {},
    cells: Array.isArray(more.cells) ? {} : more.cells,
    choices: more.choices,
  });
}

/** Resolves with the roll and what is given; cells given as a list answer the cells asked, in turn. */
export function answer(e: Evaluation, rolled: RolledDice | null, more: Given = {}): Resolution {
  let a = answersFor(rolled, more);
  const queue = Array.isArray(more.cells) ? [...more.cells] : [];
  let r = e.resolve(a);
  for (let i = 0; i < 50 && r.next?.kind === 'cell' && queue.length > 0 && a.cells[r.next.id] === undefined; i++) {
    a = { ...a, cells: { ...a.cells, [r.next.id]: queue.shift()! } };
    r = e.resolve(a);
  }
  return r;
}

/** The first question of an evaluation when it is a roll: its dice and its odds before the roll. */
export function firstRoll(e: Evaluation): RollQuestion | undefined {
  const q = e.resolve(noAnswers()).next;
  return q?.kind === 'roll' ? q : undefined;
}

/** The options of the choice asked now, if one is. */
export function options(r: Resolution): ChoiceOption[] | undefined {
  return r.next?.kind === 'choice' ? r.next.options : undefined;
}

/** The ids of the options of the choice asked now, if one is. */
export function choiceIds(r: Resolution): string[] | undefined {
  return options(r)?.map((o) => o.id);
}

/** The cell asked for now, if one is. */
export function cellAsked(r: Resolution): ChartLookup | undefined {
  return r.next?.kind === 'cell' ? r.next.lookup : undefined;
}

/**
 * Every path through an evaluation's questions: each face of each die rolled (pools of up
 * to two dice), each cell answered with each of `cellValues`, each option chosen; `visit`
 * sees every resolution met on the way. Bounded by `limit` resolutions.
 */
export function explore(e: Evaluation, visit: (r: Resolution) => void, cellValues: string[] = ['2/1'], limit = 2000): void {
  let budget = limit;
  const go = (a: Answers): void => {
    if (budget-- <= 0) return;
    const r = e.resolve(a);
    visit(r);
    const q = r.next;
    if (!q) return;
    if (q.kind === 'roll') {
      if (a.rolls[q.id]) return;
      let combos: number[][] = [[]];
      for (const die of q.roll.dice.slice(0, 2)) {
        const faces = die.kind === 'numbered' ? Array.from({ length: die.sides }, (_, i) => i + 1) : die.faces.map((_, i) => i);
        combos = combos.flatMap((c) => faces.map((f) => [...c, f]));
      }
      for (const c of combos) {
        const faces = q.roll.dice.map((_, i) => c[i] ?? 1);
        go({ ...a, rolls: { ...a.rolls, [q.id]: { faces, source: 'physical' } } });
      }
    } else if (q.kind === 'cell') {
      if (a.cells[q.id] !== undefined) return;
      for (const v of cellValues) go({ ...a, cells: { ...a.cells, [q.id]: v } });
    } else {
      if (a.choices[q.id] !== undefined) return;
      for (const o of q.options) go({ ...a, choices: { ...a.choices, [q.id]: o.id } });
    }
  };
  go(noAnswers());
}
