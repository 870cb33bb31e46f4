/**
 * The contracts every part of Aiutante codes against.
 *
 * Framework-free: nothing here (nor anywhere in src/engine or src/games) imports Vue,
 * Pinia, Vuetify or Dexie. A game module is data plus pure functions behind
 * `GameModule`; shared code never asks which game it is.
 */

import type { EventCheck, Refusal, SecretOf } from './events';

// ---------------------------------------------------------------------------
// Words: everything a player reads is an i18n key plus parameters.
// ---------------------------------------------------------------------------

export type Lang = 'it' | 'en';

/** A parameter of a message: a plain value, or another message to translate first. */
export type Param = string | number | Text;

/**
 * A message to show: an i18n key (e.g. 'armir.combat.ratio'; core keys live in
 * src/i18n/{it,en}.json, a module's keys in src/games/<id>/i18n/{it,en}.json under the
 * module id) and its named parameters (vue-i18n `{name}` interpolation).
 */
export interface Text {
  key: string;
  params?: Record<string, Param>;
}

/** One step of a derivation: what was done, with what values, by which rule. */
export interface Step extends Text {
  /** The rulebook's rule number, e.g. '12.1' or '14.3'. */
  rule?: string;
  /** A step that is a warning (a rule prohibits or restricts) rather than arithmetic. */
  tone?: 'info' | 'warning' | 'error' | 'result';
  /**
   * What one side may know and the other may not (a hidden unit's identity, its elements or its
   * armour): the view folds it behind a deliberate tap, so the side acting sees only what the
   * rules reveal (the dice it rolls, the hits it scores).
   */
  secret?: boolean;
}

/** The list of steps a computation went through; the view only renders it. */
export type Derivation = Step[];

// ---------------------------------------------------------------------------
// Exact probability.
// ---------------------------------------------------------------------------

/** An exact fraction, always reduced, den > 0. BigInt so pools of many dice stay exact. */
export interface Fraction {
  num: bigint;
  den: bigint;
}

/** One outcome shown in an odds bar chart before the roll. */
export interface Outcome {
  /** Stable id, so the view can highlight the rolled outcome (Resolution.outcomeId). */
  id: string;
  label: Text;
  p: Fraction;
  /** Optional tone for colouring the bar: good/bad for the side rolling. */
  tone?: 'good' | 'bad' | 'neutral' | 'unknown';
}

// ---------------------------------------------------------------------------
// Dice.
// ---------------------------------------------------------------------------

/** Uniform random integers. The app uses crypto.getRandomValues; tests use a seeded one. */
export interface Rng {
  /** A uniform integer in [0, n). */
  int(n: number): number;
}

/**
 * A face of a custom die: its id (a face repeated on the die is listed once per copy, with the
 * same id), its name, and optionally how its sticker is drawn: a Material Design Icons name, or
 * an SVG path in a 24×24 box for a printed symbol no icon set draws, and a colour. The name goes
 * with the symbol everywhere (beside it in lists and on buttons, as its accessible name and
 * tooltip on a rolled die), so no face is told by colour alone.
 */
export interface DieFaceSpec {
  id: string;
  label: Text;
  icon?: string;
  /** The sticker as an SVG path (24×24), when no icon draws it. */
  path?: string;
  colour?: string;
}

/** A die: numbered (d6: faces 1..6) or custom (named faces, e.g. War to Axis). */
export type DieSpec =
  { kind: 'numbered'; sides: number; label?: Text; colour?: string } | { kind: 'custom'; faces: DieFaceSpec[]; label?: Text; colour?: string };

/** A roll the rules call for: which dice, shown how. Modifiers are in the derivation. */
export interface RollSpec {
  dice: DieSpec[];
  label: Text;
  rule?: string;
}

/**
 * A roll as it happened: one entry per die, in RollSpec.dice order. For a numbered die
 * the face value (1..sides); for a custom die the index of the face.
 */
export interface RolledDice {
  faces: number[];
  source: 'app' | 'physical';
  /**
   * Dice from the table given by count (RollQuestion.counts): how many dice showed each group's
   * faces, as the players gave them. The faces above are then canonical ones chosen to match these
   * counts (`countsToFaces`), and the journal says the counts, not faces nobody saw.
   */
  counts?: RolledCount[];
}

/** How many dice showed a group's faces (RollQuestion.counts), with the group's name for the journal. */
export interface RolledCount {
  id: string;
  label: Text;
  n: number;
}

// ---------------------------------------------------------------------------
// Charts (DESIGN.md, "Charts"): the module declares the structure, players type values.
// ---------------------------------------------------------------------------

/** The grammar of a chart cell: a regular expression source plus what it means. */
export interface CellGrammar {
  /** Anchored regular-expression source, e.g. '^(-|\\d+)/(-|\\d+)$'. */
  pattern: string;
  /** An example players can copy, e.g. '1/3'. */
  example: string;
  /** Explains the grammar in words (i18n key). */
  help: Text;
}

/** A row label: an exact value, or an open end ('≤0' => max 0, '9+' => min 9). */
export interface ChartRow {
  label: string;
  /**
   * What players call the row when it is not a die total (a month, a terrain): shown in its
   * place, in the grid and in the cells' names. Absent: the label is shown. The label stays the
   * cell's key and the row's identity in saved data and chart packs.
   */
  name?: Text;
  min?: number; // inclusive; absent = open below
  max?: number; // inclusive; absent = open above
}

export interface PrefilledCell {
  column: string;
  row: string;
  value: string;
  /** The rule whose worked example reveals this cell, e.g. '14.3'. */
  rule: string;
  note?: Text;
}

export interface ChartSpec {
  /** Globally unique: '<module>.<chart>', e.g. 'armir.crt'. */
  id: string;
  title: Text;
  rule: string;
  /**
   * The dice read on it, for display: '1d6', '2d6'. Absent: the chart is not read with dice
   * (its rows are months, terrains…) and no dice are shown.
   */
  dice?: string;
  /** The heading of the rows' column (e.g. "Month"). Absent: "Roll", the rows being die totals. */
  rowHeader?: Text;
  /** Default column labels, left to right, e.g. ['1:2','1:1',...,'7:1']. */
  columns: string[];
  /** Whether players may edit the column list (the rulebook does not fix it). */
  columnsEditable: boolean;
  /** Grammar for column labels when editable, e.g. odds '^\\d+:\\d+$' or integers. */
  columnGrammar?: CellGrammar;
  /** Columns the rulebook fixes that must stay in any edited list (e.g. '1:3', '4:1'). */
  fixedColumns?: string[];
  /**
   * Columns the rulebook puts at an end of the chart (e.g. "below 1:3 no combat, above
   * 4:1 read on 4:1"): nothing may go before `first` or after `last`. Each is also one of
   * `fixedColumns`. Absent: players may add columns at that end.
   */
  columnEnds?: { first?: string; last?: string };
  rows: ChartRow[];
  cell: CellGrammar;
  prefilled: PrefilledCell[];
}

/** What players typed for one chart. Cells keyed by `${column}|${rowLabel}`. */
export interface ChartData {
  chartId: string;
  columns: string[];
  cells: Record<string, string>;
}

/** The result of looking a cell up. */
export interface ChartLookup {
  chartId: string;
  column: string;
  row: string;
  /** The cell's value if known (typed or pre-filled), else undefined: ask the players. */
  value?: string;
  /** Set when the value comes from a rulebook example. */
  prefilledBy?: string;
}

/** What a module's rules see of the charts: the typed data, or undefined if not filled. */
export interface ChartAccess {
  spec(chartId: string): ChartSpec;
  data(chartId: string): ChartData | undefined;
  /** Columns in force (players' edited list or the default). */
  columns(chartId: string): string[];
  /** Look up the cell at a column and a (modified) die total; row chosen by ChartRow ranges. */
  lookup(chartId: string, column: string, total: number): ChartLookup;
}

// ---------------------------------------------------------------------------
// Settings and options.
// ---------------------------------------------------------------------------

export type SettingValue = string | number | boolean;

/**
 * A choice players make: a set-up option (optional rules) or a rule-interpretation
 * setting (where a reading is doubtful, with the rules notes' recommended default).
 */
export interface SettingDef {
  id: string; // unique within the module
  label: Text;
  help?: Text;
  rule?: string;
  kind: 'bool' | 'select' | 'int';
  default: SettingValue;
  options?: { value: string; label: Text }[]; // for 'select'
  min?: number;
  max?: number; // for 'int'
  /** Set-up options: the group (one of the module's optionGroups) whose checklist lists it. */
  group?: string;
  /** Marked as strongly recommended by the rulebook. */
  recommended?: boolean;
  /**
   * Set-up options: the scenarios that can use it (its rule is dated to months the others never
   * reach, or is a scenario's own); absent, every scenario. The new-game dialog offers it only
   * there, and a game of another scenario is created with its default (`setupOptions`).
   */
  scenarios?: readonly string[];
}

/** Whether a set-up option can be used in a scenario (SettingDef.scenarios). */
export function optionApplies(def: SettingDef, scenario: string): boolean {
  return !def.scenarios || def.scenarios.includes(scenario);
}

/**
 * The set-up options of a new game: every option at its default, then those chosen, except
 * where the scenario cannot use the option (it keeps its default).
 */
export function setupOptions(defs: readonly SettingDef[], scenario: string, chosen: Record<string, SettingValue>): Record<string, SettingValue> {
  const out: Record<string, SettingValue> = {};
  for (const def of defs) out[def.id] = def.default;
  for (const [id, v] of Object.entries(chosen)) {
    const def = defs.find((d) => d.id === id);
    if (!def || optionApplies(def, scenario)) out[id] = v;
  }
  return out;
}

/** A group of set-up options, shown as one checklist (a long list of optional rules, grouped by what they touch). */
export interface OptionGroup {
  id: string;
  label: Text;
  help?: Text;
}

/** A set of set-up options chosen in one tap (a scenario's recommended rule layers). */
export interface OptionPreset {
  id: string;
  label: Text;
  /** The options it sets; the others are left as they are. */
  values: Record<string, SettingValue>;
}

// ---------------------------------------------------------------------------
// Events and the session.
// ---------------------------------------------------------------------------

/**
 * Everything that changes a game is an event. `type` is namespaced: 'core/...' for the
 * shared ones below, '<module>/...' for a module's. Payloads are plain JSON (they are
 * stored in IndexedDB and exported).
 */
export interface GameEvent<P = unknown> {
  type: string;
  payload?: P;
  /** Epoch milliseconds when it was recorded. */
  at: number;
}

/**
 * Shared event types every module's reducer must handle (engine/sequence.ts helps):
 * - 'core/next-phase', 'core/prev-phase': move along the module's sequence of play.
 * - 'core/roll': a roll, payload { spec: RollSpec, rolled: RolledDice, of?, outcome? }: from the
 *   dice tray, or (with `of`: the card's draft key and the question's id) a roll the app made
 *   for a question, written before it is shown; changes no state, but is journaled.
 * - 'core/roll-void': a roll set aside before its result was applied (taken back, cancelled,
 *   its inputs changed, undone), payload { spec, faces, of?, outcome?, why }; journaled.
 * - 'core/note': a player's note, payload { text: string }; no state change.
 * - 'core/start-at': a game already under way on paper, started at its moment (GameModule.startAt):
 *   the payload is the values of the start's fields; the first event of the log, its rules the
 *   game's (a month outside the scenario refused). Defined by a module that declares startAt.
 * - 'core/start-done', payload { item }: the players say one of the things to complete after a
 *   mid-game start (StartItem) is set on the app.
 */
export type CoreEventType = 'core/next-phase' | 'core/prev-phase' | 'core/roll' | 'core/roll-void' | 'core/note' | 'core/start-at' | 'core/start-done';

export interface SetupParams {
  scenario: string;
  options: Record<string, SettingValue>;
  /** Side names chosen by the players, by side id. */
  sideNames: Record<string, string>;
}

/** What the rules see at reduce time and when computing procedures/calculators. */
export interface RulesContext {
  /** Interpretation settings of this module, resolved with defaults. */
  settings: Record<string, SettingValue>;
  charts: ChartAccess;
}

/** The header: where we are. */
export interface Where {
  turn: number;
  turns: number; // total turns of the scenario
  /**
   * The turn as the game names it: "Giugno 1941" for a game whose turns are months.
   * Optional: without it the shell says "Turno 3" / "Turn 3".
   */
  turnLabel?: Text;
  /** Whose initiative / player turn, in words. */
  side?: Text;
  phase: Text;
  /** What this phase asks for, in one sentence. */
  asks: Text;
  rule?: string;
  /** True once the game is over (victory check done). */
  over?: boolean;
}

/** A track that lives on paper today, always visible. */
export interface TrackView {
  id: string;
  label: Text;
  /** The short term on the board: 'PA', 'PS', 'TeM' (a Text where it changes with the language: PV / VP). */
  abbr?: string | Text;
  value: number;
  min?: number;
  max?: number;
  rule?: string;
  /** Extra words under the value ("box 2 of 3", "Soviet defeat at 0"). */
  detail?: Text;
  tone?: 'normal' | 'warning' | 'danger';
  /** One-tap actions on the track (spend 1 PA for Italian motorized movement...). */
  actions?: TrackAction[];
}

export interface TrackAction {
  id: string;
  label: Text;
  rule?: string;
  /** Undefined when allowed; otherwise why not (e.g. "no PA left", 10.2). */
  disabledReason?: Text;
  events: GameEvent[]; // `at` is overwritten when dispatched
}

/** A journal line: the event in words with its rules; the header position is added by core. */
export interface JournalText {
  text: Text;
  rules?: string[];
  /** For filtering: 'combat', 'roll', 'track', 'phase', 'setup', 'marker', 'victory', 'note', 'production', 'movement' (each worded in the app's messages). */
  category: string;
}

// ---------------------------------------------------------------------------
// Procedures (the phase's cards) and calculators.
// ---------------------------------------------------------------------------

export type FieldValue = string | number | boolean | null;

/** An input a card asks for. Numbers are parsed and validated by core (engine/input.ts). */
export interface FieldDef {
  id: string;
  label: Text;
  kind: 'int' | 'bool' | 'select' | 'text';
  min?: number;
  max?: number;
  /** For int: whether zero is meaningless here (a defence of 0). */
  nonZero?: boolean;
  options?: { value: string; label: Text }[];
  default?: FieldValue;
  help?: Text;
  rule?: string;
}

/**
 * The players' answers to an evaluation's questions so far, each keyed by the question's
 * id (Question.id). Plain JSON: a draft of it can be saved and restored, so a reload
 * resumes a resolution where it stood (a pending roll, a cell half read).
 */
export interface Answers {
  /** The dice of each roll question, as rolled by the app or typed from the table. */
  rolls: Record<string, RolledDice>;
  /** The value of each chart cell read off the paper chart, as typed. */
  cells: Record<string, string>;
  /** The option id picked at each choice question. */
  choices: Record<string, string>;
}

/**
 * A roll the rules call for now: any pool of dice (custom faces included), with its label
 * and rule, and the exact odds of its outcomes, shown before it is rolled.
 */
export interface RollQuestion {
  kind: 'roll';
  /** Stable within the evaluation ('roll', 'round2.fire3', 'battery1'...). */
  id: string;
  roll: RollSpec;
  odds: Outcome[];
  /** The Outcome.id a roll of these faces lands in, to highlight it once rolled. */
  outcomeOf(faces: number[]): string | undefined;
  /**
   * The rule reads only how many dice show some faces (hits on 5–6, each symbol of a custom
   * die): dice from the table may then be given as one count per group, one tap each, instead
   * of face by face. Declared only when every outcome depends on these counts alone.
   */
  counts?: RollCounts;
}

/**
 * The groups a roll is read by. Every die is in at least one group; groups counted on the same
 * dice list the same dice and disjoint faces (War to Axis's anti-personnel hits and explosions
 * on one pool); groups on different dice share none (BITE's dice hitting on 6 and on 5–6).
 * A face in no group of its dice counts for nothing.
 */
export interface RollCounts {
  groups: CountGroup[];
}

export interface CountGroup {
  /** Stable within the question. */
  id: string;
  /** What is counted, in words ("Colpi a 5–6"). */
  label: Text;
  /** The faces that count: values of a numbered die, face indexes of a custom die (every copy of a repeated face). */
  faces: number[];
  /** The dice (indexes into roll.dice) it is counted on. */
  dice: number[];
}

/**
 * A cell of a paper chart the app does not know (DESIGN.md "Charts"): the players read it
 * off the printed chart; it is checked against the chart's grammar. Its id is
 * `paperCellKey(lookup)`, so the same cell is never asked twice in one resolution.
 */
export interface CellQuestion {
  kind: 'cell';
  id: string;
  lookup: ChartLookup;
}

export interface ChoiceOption {
  id: string;
  label: Text;
  rule?: string;
}

/** A choice among the rule's options (retreat or lose a step, which unit takes the loss...). */
export interface ChoiceQuestion {
  kind: 'choice';
  id: string;
  prompt: Text;
  rule?: string;
  options: ChoiceOption[];
  /**
   * The answer records what the players read off the table (a value printed on the map), not a
   * decision whose consequences they weigh: when it is the last thing the card needs, one tap
   * applies the result at once (the game's undo takes a wrong tap back).
   */
  settles?: boolean;
}

/** What an evaluation asks for next. */
export type Question = RollQuestion | CellQuestion | ChoiceQuestion;

/**
 * What a card shows, computed from its inputs. Pure; recomputed on every input change
 * (budget: 16 ms in the worst case, odds included).
 */
export interface Evaluation {
  /**
   * The rules do not open this resolution now (outside its phase, the wrong side), as an
   * action's `closed`: why, with its rule. The flow says it and asks nothing — no roll, no cell,
   * no choice — so no die is rolled for a result the rules would refuse; the working may still
   * be shown. Absent: open. A card's `evaluate` or a calculator returns it.
   */
  closed?: Refusal;
  /** Bad input, or a rule forbids it: in words; nothing can be resolved. */
  errors: Text[];
  /**
   * What the players have not given yet (a field left empty, a choice not made): shown as the
   * next thing to do, not as an error; nothing can be resolved until it is given. A message of
   * `waitingFor(field)` among the errors counts as one of these.
   */
  waiting?: Text[];
  /** The working before anything is asked (strengths, ratio, column, modifiers...). */
  derivation: Derivation;
  /**
   * The resolution as far as the answers go: `resolve(noAnswers())` gives the first
   * question (a roll's odds show before it is rolled); each answer added gives the next
   * one, until none is left and the events are known. A battle of several rounds, or a
   * chain of rolls, is the same loop going on. Pure: called again with every change.
   */
  resolve(answers: Answers): Resolution;
}

export interface Resolution {
  /** What happened so far, from the first answer on (the evaluation's derivation comes before it). */
  derivation: Derivation;
  /**
   * The next question, until the resolution is complete. An answer the rules refuse (a
   * cell that does not read as the chart's grammar) is asked for again under the same id.
   */
  next?: Question;
  /** Events to append when players confirm. Empty while a question is pending. */
  events: GameEvent[];
}

/** A card: a rule-driven roll or decision, or a calculator. */
export interface ProcedureDef {
  id: string;
  title: Text;
  rule: string;
  /** What the rule says, in a sentence or two. */
  body?: Text;
  fields?: FieldDef[];
  /** Done already this phase (shown greyed, with what happened). */
  done?: Text;
  /** Must be done before the phase may advance. */
  required?: boolean;
  /** The words on the button that applies it, when "Apply" is not right (a reminder: "Done"). */
  applyLabel?: Text;
  /**
   * A card the players may choose not to play (an optional rule's roll they do not make):
   * one tap records `events` (the card then reads as done, and the phase ends without a
   * warning), with `label` on the button.
   */
  skip?: { label: Text; events: GameEvent[] };
  evaluate(values: Record<string, FieldValue>, ctx: RulesContext): Evaluation;
}

// ---------------------------------------------------------------------------
// Table actions: the bookkeeping a player does by hand (docs/ARCHITECTURE.md, "Actions").
// ---------------------------------------------------------------------------

/**
 * What an action makes of the values typed into it: the events to append, or what is still
 * missing (said calmly, as the next thing to do), or why the rules refuse it, in words with
 * the rule. The shared code also asks the rules (`GameModule.legal`, and "changes nothing")
 * about the events before it offers to apply them, so a check need not restate an event's
 * `allowed`: it turns the fields into events and refuses what the fields alone make wrong.
 */
export type ActionCheck = { events: GameEvent[] } | { waiting: Text[] } | { refusal: Refusal };

/**
 * A bookkeeping action the rules offer in the current state: add a block, surrender a unit,
 * spend PP, mark supply, activate a unit, declare final fire. The module lists them
 * (`GameModule.actions`); a shared card draws any of them (its fields, what is missing,
 * the rules' refusal, the button), and a game's own screen places them where its layout
 * wants, by id. No screen dispatches an event of its own: every table action is one of these.
 *
 * Fields start from the moment: each field's `default` is computed from the state the action
 * is listed in (a new block at full SP, TECH from nation and month). What a player types is
 * kept as a draft (keyed by the action's id) only until the action is applied, then the
 * fields are fresh again: a form never carries the last unit's values to the next.
 */
export interface ActionDef {
  /** Stable within the module and the moment, e.g. 'bite.partisans.place', 'wta.activate:M10'. */
  id: string;
  title: Text;
  rule?: string;
  /** What the rule lets the players do, in a sentence. */
  body?: Text;
  fields?: FieldDef[];
  /** The words on its button ("Si arrende", "Spendi"); "Apply" when absent. */
  applyLabel?: Text;
  /**
   * Listed, but not open now (outside its phase, nothing to act on): why, with its rule. A card
   * shows it greyed with the words; the check is not asked.
   */
  closed?: Refusal;
  /**
   * Where the game screen draws the card when no screen of the game places it: the phase's
   * cards or the markers. Absent: only where a game's screen asks for it by id.
   */
  place?: 'phase' | 'markers';
  /** Groups a game's screen lays out together ('partisans', 'research'). */
  group?: string;
  /**
   * The working the values come to, shown under the fields before the tap (a repair's price
   * step by step, the month's income), each step with its rule. Pure.
   */
  preview?(values: Record<string, FieldValue>): Derivation;
  /**
   * The events for these values (every field present: the typed value or the default), or what
   * is missing, or the rules' refusal. Pure.
   */
  check(values: Record<string, FieldValue>): ActionCheck;
}

// ---------------------------------------------------------------------------
// Victory.
// ---------------------------------------------------------------------------

export interface VictoryView {
  /** Final once the game is over; otherwise the standing "if the game ended now". */
  final: boolean;
  winner?: string; // side id, or undefined for a draw / undecided
  headline: Text;
  derivation: Derivation;
}

// ---------------------------------------------------------------------------
// The game module contract.
// ---------------------------------------------------------------------------

export interface SideDef {
  id: string;
  name: Text;
  colour: string;
}

export interface ScenarioDef {
  id: string;
  /** The scenario's name, as the home screen and a game's default name show it. */
  title: Text;
  /** What the new-game picker adds after the name (a start, a difficulty), never repeated elsewhere. */
  detail?: Text;
  rule?: string;
  turns: number;
}

/**
 * Starting mid-game: a game already under way on paper begins in the app at its turn (a month)
 * and phase. The new-game dialog shows these fields, each at the scenario's start by default;
 * a start elsewhere is the log's first event, 'core/start-at' with the values, which the game's
 * rules check (a month outside the scenario refused in words) and apply.
 */
export interface StartAtDef {
  /**
   * The fields of the moment, for the scenario and the set-up options chosen and the values typed
   * so far (a phase list that depends on the initiative): each default is the scenario's start.
   */
  fields(scenario: string, options: Record<string, SettingValue>, values: Record<string, SettingValue>): SettingDef[];
}

/**
 * What the app needs after a mid-game start that the opening would have set (a box, a track, the
 * roster): said on the phase card as "to complete" until done — by the table action or form that
 * sets it, or by the players' word ('core/start-done').
 */
export interface StartItem {
  id: string;
  label: Text;
  /** Where in the app it is set, in words ("Economia: la casella dei PP"). */
  help?: Text;
  rule?: string;
}

/** A language's messages, or a loader for them (a dynamic import of the JSON file). */
export type MessagesSource = Record<string, unknown> | (() => Promise<Record<string, unknown>>);

/**
 * A game's own event that is a roll of the app's on the record (a ledger's dice): its numbered
 * dice, their faces, what the roll answered and where it landed. Dropped from the redo tail by a
 * new action after an undo, it stays in the journal as a roll set aside ('undone').
 */
export interface RollOnRecord {
  sides: number;
  faces: number[];
  label: Text;
  rule?: string;
  outcome?: Text;
}

export interface GameModule<S = unknown> {
  id: string;
  title: Text;
  /** Bump when the state shape changes: stored snapshots of another version are ignored. */
  stateVersion: number;
  sides: SideDef[];
  scenarios: ScenarioDef[];
  /** Set-up options (optional rules), chosen when a game is created. */
  options: SettingDef[];
  /** Groups of set-up options (SettingDef.group) shown as checklists, in this order. */
  optionGroups?: OptionGroup[];
  /** One-tap sets of set-up options for a scenario (its recommended rule layers). */
  optionPresets?(scenario: string): OptionPreset[];
  /** Rule-interpretation settings (settings screen), each with its default and rule. */
  interpretations: SettingDef[];
  charts: ChartSpec[];

  setup(params: SetupParams): S;
  /** Starting a game already under way on paper at its turn and phase (StartAtDef). Optional. */
  startAt?: StartAtDef;
  /** After a mid-game start, what is still to complete (StartItem), [] once done. Optional. */
  toComplete?(state: S): StartItem[];
  /**
   * Pure. Must handle the CoreEventType events. Never mutates `state`. Built by the
   * engine's `eventBook(defs)` from the module's event defs (engine/events.ts).
   */
  reduce(state: S, event: GameEvent, ctx: RulesContext): S;
  /**
   * Checks an event that wants to enter the log (tapped, replayed, imported, or from
   * another tab) against its type's schema: the event as the rules will see it, or why
   * not in words. Built by `eventBook(defs)`.
   */
  check(event: unknown): EventCheck;
  /**
   * The rules' word on a checked event in the state it meets (phase, side, unit, how often,
   * what the boxes hold): null when allowed, else why not in words with the rule. Built by
   * `eventBook(defs)` from each def's `allowed`. Every door that lets an event in — a tap,
   * an import, a peer — asks it through `replayLog` with `rules` on. Optional: a module
   * without it allows every well-formed event.
   */
  legal?(state: S, event: GameEvent, ctx: RulesContext): Text | null;
  /** Whether an event type changes no state by design (a note, a roll): journaled all the same. Built by `eventBook`. */
  inert?(type: string, event?: GameEvent): boolean;
  where(state: S): Where;
  /** The event in words, given the state before it. */
  describe(event: GameEvent, before: S): JournalText;
  tracks(state: S, ctx: RulesContext): TrackView[];
  /** The cards of the current phase. */
  procedures(state: S, ctx: RulesContext): ProcedureDef[];
  /**
   * How many phases a "next phase" from this state passes over after the one it leaves: the run
   * of following phases that have nothing for the table in the rules in play (no card, no
   * action, no roll, no step on the map), folded, not hidden (their reminders are shown on the
   * phase reached). The game screen puts one `core/next-phase` per phase in one step, so one
   * undo takes it back and the journal names each phase (engine/sequence.ts `nextPhaseEvents`).
   * Optional: without it, or 0, a next moves one phase.
   */
  fold?(state: S, ctx: RulesContext): number;
  /**
   * The table actions of this moment, open or closed (ActionDef). Optional: a game without
   * bookkeeping of its own beyond its cards lists none.
   */
  actions?(state: S, ctx: RulesContext): ActionDef[];
  /** Calculators available at any time (combat, bombardment...). */
  calculators(state: S, ctx: RulesContext): ProcedureDef[];
  /** Standing or final victory; null when the module has nothing to say yet. */
  victory(state: S, ctx: RulesContext): VictoryView | null;
  /** One line for the home screen list (scenario, etc.); turn and phase come from where(). */
  summary?(state: S): Text;
  /**
   * The game's own dice, when they are not only the numbered dice its charts name: the free
   * dice tray offers a pool of any number of each, draws each face (its icon and name), counts
   * the faces a roll shows and gives the exact odds of each face before the roll. Optional.
   */
  dice?: DieSpec[];
  /**
   * The roll a game's own event records, if it records one (built by `eventBook` from the
   * defs' `asRoll`), so that an undone roll overwritten by a new action stays on the record.
   * Optional: core rolls are kept without it.
   */
  asRoll?(event: GameEvent): RollOnRecord | null;
  /**
   * The side's secret an event carries, in a game shared between two phones (built by
   * `secretsOf(defs)`, engine/sealed.ts, from the defs' `secret`): whose phone alone may send
   * it, and how it is sealed or revealed. Optional: a game without secrets never knows of it.
   */
  secret?(state: S, event: Omit<GameEvent, 'at'>, ctx: RulesContext): SecretOf | null;
  /**
   * The pack files this game's screens write (a roster, a set of cards), for a file the app
   * receives (shared to it, or opened with it): what it is, and the table action that imports
   * it into a game of this module. Optional.
   */
  packs?: PackDef[];
  /**
   * What players type from the printed material that this device keeps for every game of this
   * title (army cards, blocks): each kind is read out of the state after an Apply is written,
   * kept on the device, and offered in the next game, brought in through the game's own table
   * action (so the rules check it like a typed one). Optional: a game without it keeps nothing.
   */
  library?: LibraryKind<S>[];
}

/** A kind of pack file a game writes, as the app recognises a received one and imports it. */
export interface PackDef {
  /** What the file is, in words with its count ("Army-card pack, 14 cards"), or null when it is not this pack. */
  recognise(file: unknown): Text | null;
  /** The table action (ActionDef id) that imports it into a game, which checks everything. */
  action: string;
  /** The action's field that takes the file's text. */
  field: string;
}

/**
 * A kind of typed data a game keeps on the device (GameModule.library). The shell never asks
 * what an item is: it reads items out of the state, writes the changed ones after the Apply is
 * persisted, checks each one read back against `schema` (a damaged one is skipped and counted),
 * and brings chosen ones into a game through `bring`'s table action.
 */
export interface LibraryKind<S = unknown, T = unknown> {
  /** Stable: the device's rows are filed under it. */
  id: string;
  /** A message with the count as `n` and its plural forms ("{n} carta esercito | {n} carte esercito"). */
  count: string;
  /** The items the state holds, as they would be kept (the same item gives the same value object while it is unchanged). */
  items(state: S): readonly T[];
  /** An item's id, the same in every game (a card's side and name), so a game and the device can be compared. */
  key(item: T): string;
  /** How an item is named in a list. */
  label(item: T): Text;
  /** Checks an item read back from the device. */
  schema: import('valibot').GenericSchema<unknown, T>;
  /** The table action (its id and fixed values) that brings items into a game. */
  bring(items: readonly T[]): { action: string; values: Record<string, FieldValue> };
  /**
   * Where an earlier release kept these items in the page's storage (a pack's text): read once
   * into the device's library, then removed once every item is written. Optional.
   */
  legacy?: { key: string; read(text: string): readonly T[] | null };
}

/**
 * A game's own screen, for what a generic card cannot show well (a combat with stacks of
 * units, a roster of markers, a secret choice). The game screen places it in the section
 * its `place` names, under its title; the screen reads and writes the game through the
 * shell, like everything else.
 */
export interface ScreenDef {
  id: string;
  title: Text;
  /** Material Design Icons name, e.g. 'mdi-sword-cross'. */
  icon: string;
  place: 'phase' | 'calculators' | 'markers' | 'status';
  /**
   * Drawn above the section's cards rather than under them: the screen a player comes to the
   * section for (a game's own combat screen that replaces its generic card). Optional.
   */
  lead?: boolean;
  /**
   * The screen shows the game's victory standing itself (ARMIR's objectives and victory card):
   * the Tracks section then draws no generic "if the game ended now" card beside it. Optional.
   */
  showsVictory?: boolean;
  /**
   * Loads the screen's component (a dynamic import of a single-file component in
   * src/components/games/<id>): a chunk of its own, fetched when the screen is first drawn.
   */
  load(): Promise<{ default: unknown }>;
}

/**
 * A game as the registry (src/engine/registry.ts, from the list in src/app/games.ts) holds it, once: its id, its messages, its
 * rules and its screens, each loaded on demand. The rules of every game are a chunk of
 * their own, fetched in the background at start-up; the list of its screens is fetched
 * when one of its games opens, and each screen when drawn, so adding a game does not
 * weigh on the first paint.
 */
export interface GameEntry {
  id: string;
  /**
   * The game's messages, namespaced under its id: { it: { armir: {...} }, en: {...} }.
   * Each language is the messages themselves or a loader, so that only the player's
   * language is downloaded (src/i18n loads it before the first paint and on a switch).
   */
  messages: Record<Lang, MessagesSource>;
  load(): Promise<GameModule>;
  /** The game's own screens (src/components/games/<id>/screens.ts). */
  screens(): Promise<ScreenDef[]>;
  /**
   * The icons only this game draws, by name (an mdi icon's name → its SVG path), fetched with
   * its screens (src/components/games/<id>/icons.ts); the shared ones are the app's own.
   */
  icons?(): Promise<Record<string, string>>;
}
