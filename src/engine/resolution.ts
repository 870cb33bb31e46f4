/**
 * Resolution as a sequence of typed questions (types.ts: Evaluation, Question, Answers):
 * the shared pieces every game's rules are made of — a roll with its exact odds, a cell
 * read off a paper chart or asked for, a card with no roll, an acknowledgement — and the
 * walk the screen makes through the questions, answer after answer.
 */
import type {
  Answers,
  CellQuestion,
  ChartLookup,
  ChoiceOption,
  ChoiceQuestion,
  Derivation,
  Evaluation,
  GameEvent,
  Outcome,
  ProcedureDef,
  Question,
  Resolution,
  RolledDice,
  RollQuestion,
  RollSpec,
  RulesContext,
  Step,
  Text,
} from './types';
import { paperCellKey } from './charts';
import { outcomesOfRolls } from './distribution';

// ---------------------------------------------------------------------------
// Answers.
// ---------------------------------------------------------------------------

/** No answer yet: what `resolve` is first called with (it gives the first question). */
export function noAnswers(): Answers {
  return { rolls: {}, cells: {}, choices: {} };
}

/** Answers from the parts given (the rest empty). */
export function answersOf(a: Partial<Answers> = {}): Answers {
  return { rolls: { ...a.rolls }, cells: { ...a.cells }, choices: { ...a.choices } };
}

/** The answer given to a question: dice for a roll, text for a cell or a choice; undefined if none. */
function answerTo(answers: Answers, q: Question): RolledDice | string | undefined {
  if (q.kind === 'roll') return answers.rolls[q.id];
  if (q.kind === 'cell') return answers.cells[q.id];
  return answers.choices[q.id];
}

/** The answers with one more (or another) answer to `q`. Never mutates. */
export function withAnswer(answers: Answers, q: Question, answer: RolledDice | string): Answers {
  const out = answersOf(answers);
  if (q.kind === 'roll') {
    if (typeof answer !== 'string')
      out.rolls[q.id] = answer.counts
        ? { faces: [...answer.faces], source: answer.source, counts: answer.counts.map((c) => ({ ...c })) }
        : { faces: [...answer.faces], source: answer.source };
  } else if (typeof answer === 'string') {
    if (q.kind === 'cell') out.cells[q.id] = answer;
    else out.choices[q.id] = answer;
  }
  return out;
}

/** Whether a value is well-formed Answers (a draft read back from storage). */
export function isAnswers(x: unknown): x is Answers {
  if (typeof x !== 'object' || x === null) return false;
  const a = x as Record<string, unknown>;
  const rec = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
  if (!rec(a.rolls) || !rec(a.cells) || !rec(a.choices)) return false;
  const dice = Object.values(a.rolls).every(
    (r) =>
      rec(r) &&
      Array.isArray(r.faces) &&
      r.faces.every((f) => Number.isInteger(f)) &&
      (r.source === 'app' || r.source === 'physical') &&
      (r.counts === undefined ||
        (Array.isArray(r.counts) && r.counts.every((c) => rec(c) && typeof c.id === 'string' && rec(c.label) && Number.isInteger(c.n)))),
  );
  return dice && Object.values(a.cells).every((v) => typeof v === 'string') && Object.values(a.choices).every((v) => typeof v === 'string');
}

// ---------------------------------------------------------------------------
// The walk through the questions.
// ---------------------------------------------------------------------------

export interface AnsweredStep {
  question: Question;
  answer: RolledDice | string;
  /** The resolution as it stood when this question was asked (its derivation so far). */
  before: Resolution;
}

export interface Walk {
  /** The questions answered, in the order they were asked. */
  answered: AnsweredStep[];
  /** The resolution after the last answer taken. */
  resolution: Resolution;
  /** The question waiting for an answer; undefined once the resolution is complete. */
  pending?: Question;
  /** An answer the rules refused for the pending question (asked again): keep it for correction. */
  refused?: RolledDice | string;
  /** Only the answers the walk used, in force (stale ones, to questions no longer asked, dropped). */
  answers: Answers;
}

/**
 * Walks an evaluation's questions with the answers given: asks the first question, takes
 * its answer, asks the next... until a question has no answer (pending) or none is left.
 * Answers to questions that are not asked (any more) are ignored; an answer the rules
 * refuse (the same question asked again) stops the walk there.
 */
export function walk(e: Evaluation, answers: Answers, max = 1000): Walk {
  let used = noAnswers();
  let r = e.resolve(used);
  const answered: AnsweredStep[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < max && r.next; i++) {
    const q = r.next;
    const key = `${q.kind}:${q.id}`;
    const a = answerTo(answers, q);
    if (a === undefined) return { answered, resolution: r, pending: q, answers: used };
    if (seen.has(key)) {
      // The rules asked again what was answered: that answer is refused.
      const last = answered.pop();
      if (last) used = withoutAnswer(used, last.question);
      return { answered, resolution: r, pending: q, refused: a, answers: used };
    }
    seen.add(key);
    const before = r;
    used = withAnswer(used, q, a);
    r = e.resolve(used);
    answered.push({ question: q, answer: a, before });
  }
  return { answered, resolution: r, pending: r.next, answers: used };
}

function withoutAnswer(answers: Answers, q: Question): Answers {
  const out = answersOf(answers);
  if (q.kind === 'roll') delete out.rolls[q.id];
  else if (q.kind === 'cell') delete out.cells[q.id];
  else delete out.choices[q.id];
  return out;
}

/** The answers with the i-th answered question and every later one taken back. */
export function takeBack(w: Walk, index: number): Answers {
  let out = noAnswers();
  for (const s of w.answered.slice(0, Math.max(0, index))) out = withAnswer(out, s.question, s.answer);
  return out;
}

// ---------------------------------------------------------------------------
// Questions.
// ---------------------------------------------------------------------------

type Classified = { id: string; label: Text; tone?: Outcome['tone'] };

/**
 * A roll question whose odds are exact over every face combination of the pool, grouped
 * by `classify` (custom dice included: faces are indices). `odds` may be given when the
 * module computes them its own way (a sum distribution); they must use the same ids.
 */
export function rollQuestion(id: string, roll: RollSpec, classify: (faces: number[]) => Classified, odds?: Outcome[]): RollQuestion {
  return { kind: 'roll', id, roll, odds: odds ?? outcomesOfRolls(roll, classify), outcomeOf: (faces) => classify(faces).id };
}

/** One six-sided die: its label and rule. */
export function d6(label: Text, rule?: string): RollSpec {
  const spec: RollSpec = { dice: [{ kind: 'numbered', sides: 6 }], label };
  if (rule !== undefined) spec.rule = rule;
  return spec;
}

/** A question of one d6 whose outcome depends on the die alone. */
export function d6Question(id: string, label: Text, rule: string, classify: (die: number) => Classified): RollQuestion {
  return rollQuestion(id, d6(label, rule), (faces) => classify(faces[0]));
}

/** A choice question. */
export function choiceQuestion(id: string, prompt: Text, options: ChoiceOption[], rule?: string): ChoiceQuestion {
  const q: ChoiceQuestion = { kind: 'choice', id, prompt, options };
  if (rule !== undefined) q.rule = rule;
  return q;
}

/** The option picked at a choice question, if it is one of its options. */
export function chosen(answers: Answers, q: ChoiceQuestion): string | undefined {
  const a = answers.choices[q.id];
  return q.options.some((o) => o.id === a) ? a : undefined;
}

/** The cell question for a lookup. */
export function cellQuestion(lookup: ChartLookup): CellQuestion {
  return { kind: 'cell', id: paperCellKey(lookup), lookup };
}

export type CellRead =
  { known: true; lookup: ChartLookup; text: string; typed: boolean; question: CellQuestion } | { known: false; lookup: ChartLookup; question: CellQuestion };

/**
 * A cell of a chart at a column and a (modified) total: the value the chart holds (typed
 * once, or revealed by a rule's example), else the value the players read off the paper
 * chart in this resolution, else the question to ask them (DESIGN.md "Charts").
 */
export function readCell(ctx: Pick<RulesContext, 'charts'>, answers: Answers, chartId: string, column: string, total: number): CellRead {
  const lookup = ctx.charts.lookup(chartId, column, total);
  const question = cellQuestion(lookup);
  if (lookup.value !== undefined) return { known: true, lookup, text: lookup.value, typed: false, question };
  const typed = answers.cells[question.id]?.trim();
  if (typed) return { known: true, lookup, text: typed, typed: true, question };
  return { known: false, lookup, question };
}

// ---------------------------------------------------------------------------
// Cards.
// ---------------------------------------------------------------------------

const nothing = (): Resolution => ({ derivation: [], events: [] });

/** A card that cannot be resolved: what is wrong, or which field it waits for. */
export function blocked(errors: Text[], derivation: Derivation = []): Evaluation {
  return { errors, derivation, resolve: nothing };
}

/** A card waiting for what the players have not given yet (a choice, a field): said as what to do, not as an error. */
export function waiting(what: Text[], derivation: Derivation = []): Evaluation {
  return { errors: [], waiting: what, derivation, resolve: nothing };
}

/** Whether an evaluation can go no further: closed by the rules now, an error, or something not given yet. */
export function stopped(e: Evaluation): boolean {
  return !!e.closed || e.errors.length > 0 || (e.waiting?.length ?? 0) > 0;
}

/** A card with nothing to roll or ask: "apply" appends its events (with `result` shown). */
export function decision(errors: Text[], derivation: Derivation, events: () => GameEvent[], result: Derivation = []): Evaluation {
  return {
    errors,
    derivation,
    resolve: () => (errors.length ? nothing() : { derivation: result, events: events() }),
  };
}

/** A card of one roll: its odds before the roll, its effect from the faces rolled. */
export function rollCard(
  errors: Text[],
  derivation: Derivation,
  question: RollQuestion,
  apply: (faces: number[]) => { derivation: Derivation; events: GameEvent[] },
): Evaluation {
  return {
    errors,
    derivation,
    resolve(answers) {
      if (errors.length) return nothing();
      const rolled = answers.rolls[question.id];
      if (!rolled || rolled.faces.length !== question.roll.dice.length) return { derivation: [], next: question, events: [] };
      return { ...apply(rolled.faces), next: undefined };
    },
  };
}

/** An acknowledgement: the rules of the moment shown, one tap to say they were done. */
export function acknowledgement(card: Omit<ProcedureDef, 'evaluate' | 'fields'>, steps: Derivation, event: GameEvent): ProcedureDef {
  return { ...card, evaluate: () => decision([], steps, () => [event]) };
}

// ---------------------------------------------------------------------------
// A check before anything is rolled.
// ---------------------------------------------------------------------------

/** The id of the question `confirmFirst` asks. */
export const CONFIRM_QUESTION = 'confirm-inputs';

/**
 * Inputs that look like a slip (a defender at zero only from its modifiers, a unit with the
 * other side's values): before the first question, the players are shown what looks wrong
 * and confirm the inputs are right; until then nothing is rolled or applied. With no
 * warning the evaluation is unchanged.
 */
export function confirmFirst(e: Evaluation, warnings: Text[], rule?: string): Evaluation {
  if (warnings.length === 0 || stopped(e)) return e;
  const question = choiceQuestion(CONFIRM_QUESTION, { key: 'engine.confirm.prompt' }, [{ id: 'go', label: { key: 'engine.confirm.go' } }], rule);
  return {
    errors: e.errors,
    derivation: [...e.derivation, ...warnings.map((w): Step => ({ ...w, tone: 'warning', ...(rule ? { rule } : {}) }))],
    resolve(answers) {
      if (chosen(answers, question) !== 'go') return { derivation: [], next: question, events: [] };
      return e.resolve(answers);
    },
  };
}
