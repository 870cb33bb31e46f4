/**
 * BITE's calendar (notes §1): one turn a month from June 1941 (Scala di gioco, 1.1), the nine
 * scenarios with their months, length, difficulty and rule layers (Manuale degli Scenari,
 * notes §5), the sequence of play A, B1–B10, C1–C10, D (7.0) with each phase's reminders,
 * and every month-dated rule of the text surfacing in its month (notes §1.5).
 */
import type { PhaseDef } from '@/engine/sequence';
import type { Step, Text } from '@/engine/types';
import { step, t } from '@/engine/derivation';
import { ADVANCED, BASIC, hasOptional, inPlay, ro, type Layer, type OptionalRule, type RuleLayers } from './layers';
import { TECH_SCHEDULE, MINOR_AXIS, fieldText, nationText } from './tech';

// ---------------------------------------------------------------------------
// Months.
// ---------------------------------------------------------------------------

/** A month of the war: month 1–12. */
export interface MonthDate {
  year: number;
  month: number;
}

export const ym = (year: number, month: number): MonthDate => ({ year, month });

/** Months since January of year 0: dates compare as numbers. */
export function monthKey(d: MonthDate): number {
  return d.year * 12 + (d.month - 1);
}

function fromKey(k: number): MonthDate {
  return { year: Math.floor(k / 12), month: (k % 12) + 1 };
}

export function addMonths(d: MonthDate, n: number): MonthDate {
  return fromKey(monthKey(d) + n);
}

/** a ≤ d ≤ b. */
export function between(d: MonthDate, a: MonthDate, b: MonthDate): boolean {
  const k = monthKey(d);
  return k >= monthKey(a) && k <= monthKey(b);
}

/** The month in words: "giugno 1941" / "June 1941" (bite.month.N). */
export function monthText(d: MonthDate): Text {
  return t('bite.calendar.monthYear', { month: t(`bite.month.${d.month}`), year: String(d.year) });
}

// ---------------------------------------------------------------------------
// Scenarios (Manuale degli Scenari; notes §1.2, §5.2).
// ---------------------------------------------------------------------------

export const SCENARIO_IDS = ['SBE1', 'SBE2', 'SBE3', 'SBE4', 'SBE5', 'SBE6', 'SBE7', 'SBE8', 'SBE9'] as const;
export type ScenarioId = (typeof SCENARIO_IDS)[number];

/**
 * Which rule layers the manual recommends: the short scenarios "can be played as basic
 * game" (SBE1–3), SBE4 is basic only (no RA, no RO), the long ones (SBE5–9) want the RA
 * ("vivamente consigliate").
 */
export type Recommended = 'basic' | 'basicOnly' | 'advanced';

export interface BiteScenario {
  id: ScenarioId;
  title: Text;
  start: MonthDate;
  turns: number;
  /** The manual's difficulty, 1–10. */
  difficulty: number;
  recommended: Recommended;
  /** Short scenarios: no HQs, no Slovaks, no RHG (Scenari brevi). */
  short: boolean;
}

const sc = (id: ScenarioId, start: MonthDate, turns: number, difficulty: number, recommended: Recommended): BiteScenario => ({
  id,
  title: t(`bite.scenario.${id}`),
  start,
  turns,
  difficulty,
  recommended,
  short: ['SBE1', 'SBE2', 'SBE3', 'SBE4'].includes(id),
});

export const SCENARIOS: readonly BiteScenario[] = [
  sc('SBE1', ym(1941, 6), 4, 1, 'basic'),
  sc('SBE2', ym(1941, 6), 4, 2, 'basic'),
  sc('SBE3', ym(1941, 6), 6, 3, 'basic'),
  sc('SBE4', ym(1941, 6), 3, 4, 'basicOnly'),
  sc('SBE5', ym(1941, 6), 6, 8, 'advanced'),
  sc('SBE6', ym(1942, 6), 6, 7, 'advanced'),
  sc('SBE7', ym(1943, 6), 6, 6, 'advanced'),
  sc('SBE8', ym(1944, 6), 13, 6, 'advanced'),
  sc('SBE9', ym(1941, 6), 49, 10, 'advanced'),
];

export function scenarioById(id: string): BiteScenario | undefined {
  return SCENARIOS.find((s) => s.id === id);
}

/** The month of a scenario's turn n (turn 1 is its start month). */
export function scenarioMonth(s: BiteScenario, turn: number): MonthDate {
  return addMonths(s.start, turn - 1);
}

/** The scenario's last month. */
export function scenarioEnd(s: BiteScenario): MonthDate {
  return scenarioMonth(s, s.turns);
}

/**
 * Whether the layers chosen suit the scenario, in words: SBE4 forbids RA and RO; the long
 * scenarios recommend RA; 39.0 is strongly recommended wherever the weather is played.
 */
export function layerAdvice(s: BiteScenario, layers: RuleLayers): Step[] {
  const out: Step[] = [];
  if (s.recommended === 'basicOnly' && (layers.advanced || layers.optional.length > 0)) {
    out.push(step('bite.scenario.basicOnly', { scenario: s.id }, s.id, 'error'));
  }
  if (s.recommended === 'advanced' && !layers.advanced) out.push(step('bite.scenario.advancedRecommended', { scenario: s.id }, s.id, 'warning'));
  if (layers.advanced && !hasOptional(layers, '39.0')) out.push(step('bite.scenario.lightRainRecommended', {}, '39.0', 'info'));
  return out;
}

// ---------------------------------------------------------------------------
// Sequence of play (7.0; notes §1.3).
// ---------------------------------------------------------------------------

export type BiteSide = 'axis' | 'soviet';
/** The phase of a player turn, 1–10 (7.1–7.10). */
export const PLAYER_PHASES = [
  'strategicWarfare',
  'supply',
  'production',
  'rail',
  'movement',
  'reaction',
  'combat',
  'blitz',
  'finalSupply',
  'extraMove',
] as const;
export type PlayerPhase = (typeof PLAYER_PHASES)[number];
const PHASE_RULE: Record<PlayerPhase, string> = {
  strategicWarfare: '7.1',
  supply: '7.2',
  production: '7.3',
  rail: '7.4',
  movement: '7.5',
  reaction: '7.6',
  combat: '7.7',
  blitz: '7.8',
  finalSupply: '7.9',
  extraMove: '7.10',
};

export interface BitePhase extends PhaseDef {
  /** 'A', 'B1'…'B10', 'C1'…'C10', 'D'. */
  id: string;
  /** The phase of the player turn (B and C), absent for A and D. */
  kind?: PlayerPhase;
  side?: BiteSide;
}

function playerPhases(letter: 'B' | 'C', side: BiteSide): BitePhase[] {
  return PLAYER_PHASES.map((kind, i) => ({
    id: `${letter}${i + 1}`,
    kind,
    side,
    rule: PHASE_RULE[kind],
    label: t('bite.phase.label', { code: `${letter}${i + 1}`, name: t(`bite.phase.${kind}`) }),
    asks: t(`bite.phase.asks.${kind}`, { side: t(`bite.side.${side}`) }),
  }));
}

/** The whole sequence of one turn (7.0): A, B1–B10, C1–C10, D. */
export const SEQUENCE: readonly BitePhase[] = [
  { id: 'A', rule: '7.0', label: t('bite.phase.label', { code: 'A', name: t('bite.phase.weather') }), asks: t('bite.phase.asks.weather') },
  ...playerPhases('B', 'axis'),
  ...playerPhases('C', 'soviet'),
  { id: 'D', rule: '7.11', label: t('bite.phase.label', { code: 'D', name: t('bite.phase.victory') }), asks: t('bite.phase.asks.victory') },
];

function phaseById(id: string): BitePhase | undefined {
  return SEQUENCE.find((p) => p.id === id);
}

/** A reminder of a phase: the rule it recalls, the layer it belongs to, and when it applies. */
export interface Reminder {
  key: string;
  rule: string;
  layer: Layer;
  /** Only for this side's player turn. */
  side?: BiteSide;
  /** Only in these months of the year (9.0: May and October). */
  months?: number[];
  /** Only from / until these months (inclusive). */
  from?: MonthDate;
  until?: MonthDate;
  /** Not when this optional rule (or the advanced rules) replaces it. */
  notWith?: OptionalRule | 'advanced';
}

const R = (key: string, rule: string, layer: Layer, more: Partial<Reminder> = {}): Reminder => ({ key, rule, layer, ...more });

/** Each phase's reminders, by the phase of the player turn (and A, D). */
export const REMINDERS: Record<PlayerPhase | 'weather' | 'victory', Reminder[]> = {
  weather: [
    R('weatherBasic', '7.0', BASIC, { notWith: 'advanced' }),
    R('weatherChart', '9.0', ADVANCED),
    R('weatherRoll', '9.0', ADVANCED, { months: [5, 10], notWith: '39.0' }),
    R('weatherRollLight', '39.0', ro('39.0'), { months: [5, 10] }),
    R('italyRoll', '36.0', ro('36.0'), { from: ym(1943, 7) }),
  ],
  strategicWarfare: [
    // 7.1: "Questa fase non è inclusa nel GIOCO BASE" — nor anywhere without strategic warfare (35.0).
    R('swNone', '7.1', BASIC, { notWith: '35.0' }),
    R('swAxis', '35.1', ro('35.0'), { side: 'axis' }),
    R('swSoviet', '35.2', ro('35.0'), { side: 'soviet', from: ym(1941, 9) }),
  ],
  supply: [
    R('supplyMark', '7.2', BASIC),
    R('supplyWeather', '9.1', ADVANCED),
    R('supplyFirstWinter', '33.0', ro('33.0'), { side: 'axis', from: ym(1941, 12), until: ym(1942, 3) }),
  ],
  production: [
    R('production', '7.3', BASIC),
    R('productionColours', '11.0', ADVANCED),
    R('fhqFirst', '13.8.2', ADVANCED, { side: 'axis' }),
    R('partisans', '29.0', ro('29.0'), { side: 'soviet', from: ym(1941, 9) }),
    R('lendLease', '34.0', ro('34.0'), { side: 'soviet', from: ym(1941, 9) }),
    R('chechens', '30.0', ro('30.0'), { side: 'axis', from: ym(1942, 1) }),
    R('volkssturm', '28.0', ro('28.0'), { side: 'axis' }),
    R('construction', '15.0', ro('15.0')),
    R('research', '17.0', ro('17.0')),
  ],
  rail: [
    R('rail', '7.4', BASIC),
    R('railAp', '7.4', ADVANCED),
    R('railWinter41', '33.1', ro('33.0'), { side: 'axis', from: ym(1941, 11), until: ym(1942, 3) }),
    R('railWinter42', '33.1', ro('33.0'), { side: 'axis', from: ym(1942, 11), until: ym(1943, 3) }),
    R('evacuation', '16.2', ro('16.0'), { side: 'soviet', from: ym(1941, 6), until: ym(1941, 12) }),
  ],
  movement: [
    R('movement', '7.5', BASIC),
    R('hqActivate', '13.8', ADVANCED),
    R('reserveInfantry', '31.0', ro('31.0')),
    R('paradrop', '23.0', ro('23.0')),
    R('landing', '24.0', ro('24.0'), { side: 'soviet', from: ym(1942, 3) }),
    R('bombing', '32.0', ro('32.0')),
  ],
  reaction: [R('reaction', '7.6', BASIC), R('airHq', '13.3', ADVANCED), R('reserveArmour', '31.0', ro('31.0'))],
  combat: [R('combat', '7.7', BASIC), R('cancellation', '7.7.6', BASIC)],
  blitz: [R('blitz', '7.8', BASIC), R('rebase', '7.8.1', BASIC), R('hqDeactivate', '13.6', ADVANCED)],
  finalSupply: [R('finalSupply', '7.9', BASIC)],
  extraMove: [R('extraMove', '7.10', BASIC), R('armourHqAgain', '13.7', ADVANCED), R('reserveSet', '31.0', ro('31.0'))],
  victory: [R('victory', '7.11', BASIC), R('finland', '5.5', BASIC)],
};

function reminderApplies(r: Reminder, layers: RuleLayers, date: MonthDate, side: BiteSide | undefined): boolean {
  if (!inPlay(r.layer, layers)) return false;
  if (r.notWith === 'advanced' ? layers.advanced : r.notWith !== undefined && hasOptional(layers, r.notWith)) return false;
  if (r.side !== undefined && r.side !== side) return false;
  if (r.months && !r.months.includes(date.month)) return false;
  if (r.from && monthKey(date) < monthKey(r.from)) return false;
  if (r.until && monthKey(date) > monthKey(r.until)) return false;
  return true;
}

/** The reminders of a phase in a month, only those of the layers in play, each with its rule. */
export function phaseReminders(phaseId: string, layers: RuleLayers, date: MonthDate): Step[] {
  const p = phaseById(phaseId);
  if (!p) return [];
  const list = p.id === 'A' ? REMINDERS.weather : p.id === 'D' ? REMINDERS.victory : p.kind ? REMINDERS[p.kind] : [];
  return list
    .filter((r) => reminderApplies(r, layers, date, p.side))
    .map((r) => step(`bite.reminder.${r.key}`, { side: t(`bite.side.${p.side ?? 'axis'}`) }, r.rule));
}

/**
 * Whether a phase of 7.0 has a step for the table in the rules in play. Every phase has one on
 * the map or in the app — the month and its weather (A, 9.0), marking supply (7.2), production
 * (7.3), rail moves (7.4), movement (7.5), the defender's reaction (7.6), battles (7.7), blitz
 * (7.8), the final supply check (7.9), the extra armour move (7.10), victory (D, 7.11) — but for
 * the strategic warfare of 7.1: "Questa fase non è inclusa nel GIOCO BASE. Ha importanza
 * solamente nel GIOCO AVANZATO utilizzando la RO 35.0." Without 35.0, a next passes over B1 and
 * C1 (folded: their reminders are shown on the phase reached, `passedBefore`).
 */
export function phaseHasTableStep(phaseId: string, layers: RuleLayers): boolean {
  const p = phaseById(phaseId);
  if (p?.kind === 'strategicWarfare') return hasOptional(layers, '35.0');
  return true;
}

/** The phases right before this one that have no step for the table in these layers (7.1 without 35.0): what a next passed over to reach it. */
export function passedBefore(phaseId: string, layers: RuleLayers): BitePhase[] {
  const out: BitePhase[] = [];
  for (let k = SEQUENCE.findIndex((p) => p.id === phaseId) - 1; k >= 0 && !phaseHasTableStep(SEQUENCE[k]!.id, layers); k--) out.unshift(SEQUENCE[k]!);
  return out;
}

// ---------------------------------------------------------------------------
// The master dated-events calendar (notes §1.5).
// ---------------------------------------------------------------------------

export interface DatedEvent {
  id: string;
  from: MonthDate;
  /** The last month it holds (a span: First Winter Dec 1941 – Mar 1942). Absent: that month only. */
  until?: MonthDate;
  text: Text;
  rules: string[];
  layer: Layer;
  /** Only in these scenarios (removals of SBE9...). */
  scenarios?: ScenarioId[];
  /** Not when this optional rule replaces it (36.0 replaces the basic Italian surrender; 17.0 the TECH schedule). */
  notWith?: OptionalRule;
  /** A TECH change: the phase D and the battle calculator read the new level from it. */
  tech?: boolean;
  /** The phase it belongs to, where it is recalled again on its month (absent: phase A's month card only). */
  phase?: PlayerPhase | 'victory';
  /** Only in this side's player turn. */
  side?: BiteSide;
}

const E = (id: string, from: MonthDate, rules: string[], layer: Layer, more: Partial<DatedEvent> = {}): DatedEvent => ({
  id,
  from,
  rules,
  layer,
  text: t(`bite.event.${id}`),
  ...more,
});

/** The TECH changes of 3.13 and, for the minor Axis powers, of 17.1 (one level below Germany). */
function techEvents(): DatedEvent[] {
  const out: DatedEvent[] = [];
  for (const s of TECH_SCHEDULE) {
    out.push({
      id: `tech.${s.nation}.${s.field}.${s.level}`,
      from: s.from,
      text: t('bite.event.tech', { nation: nationText(s.nation), field: fieldText(s.field), level: s.level }),
      rules: ['3.13'],
      layer: BASIC,
      notWith: '17.0',
      tech: true,
    });
    if (s.nation === 'germany' && s.level === 3) {
      // 17.1: Romania, Hungary, Slovakia (and Finland, whose infantry stays at 2) one level below Germany.
      const who = s.field === 'infantry' ? MINOR_AXIS.filter((n) => n !== 'finland') : MINOR_AXIS;
      out.push({
        id: `tech.minor.${s.field}.2`,
        from: s.from,
        text: t('bite.event.techMinor', {
          nations: who.map((n) => nationText(n)).reduce((a: Text | null, n) => (a ? t('engine.list.pair', { head: a, tail: n }) : n), null) ?? '',
          field: fieldText(s.field),
        }),
        rules: ['17.1'],
        layer: BASIC,
        notWith: '17.0',
        tech: true,
      });
    }
  }
  return out;
}

export const DATED_EVENTS: readonly DatedEvent[] = [
  // 3.21 (first turn), as far as each scenario's area reaches: SBE1 holds only Leningrad's frozen units, SBE2 none, SBE3
  // its own list; SBE5 (and SBE9, "Vedi SBE5") adds the Stavka in shock.
  E('frozen', ym(1941, 6), ['3.21'], BASIC, { scenarios: ['SBE4'], phase: 'movement' }),
  E('frozenBarbarossa', ym(1941, 6), ['3.21', 'SBE5'], BASIC, { scenarios: ['SBE5', 'SBE9'], phase: 'movement' }),
  E('frozenLeningrad', ym(1941, 6), ['3.21'], BASIC, { scenarios: ['SBE1'], phase: 'movement' }),
  E('frozenSouth', ym(1941, 6), ['3.21', 'SBE3'], BASIC, { scenarios: ['SBE3'], phase: 'movement' }),
  E('surprise', ym(1941, 6), ['SBE5', 'SBE9'], BASIC, { scenarios: ['SBE5', 'SBE9'], phase: 'combat', side: 'axis' }),
  E('productionStarts', ym(1941, 7), ['SBE1', 'SBE5', 'SBE9'], BASIC, { scenarios: ['SBE1', 'SBE2', 'SBE3', 'SBE4', 'SBE5', 'SBE9'], phase: 'production' }),
  E('persia', ym(1941, 8), ['37.0'], ro('37.0'), { phase: 'movement', side: 'soviet' }),
  E('partisans', ym(1941, 9), ['29.0'], ro('29.0'), { phase: 'production', side: 'soviet' }),
  E('lendLease8', ym(1941, 9), ['34.0'], ro('34.0'), { phase: 'production', side: 'soviet' }),
  E('railWinter1', ym(1941, 11), ['33.1'], ro('33.0'), { until: ym(1942, 3), phase: 'rail', side: 'axis' }),
  E('firstWinter', ym(1941, 12), ['33.0'], ro('33.0'), { until: ym(1942, 3), phase: 'supply', side: 'axis' }),
  E('t34Tracks', ym(1941, 12), ['33.2'], ro('33.0'), { until: ym(1942, 3), phase: 'movement', side: 'soviet' }),
  E('removeDec41', ym(1941, 12), ['33.0', 'SBE9'], BASIC, { scenarios: ['SBE9'], phase: 'production', side: 'axis' }),
  E('evacuation', ym(1941, 6), ['16.2'], ro('16.0'), { until: ym(1941, 12), phase: 'rail', side: 'soviet' }),
  E('chechens', ym(1942, 1), ['30.0'], ro('30.0'), { phase: 'production', side: 'axis' }),
  E('katyusha', ym(1942, 3), ['25.0'], ro('25.0'), { phase: 'combat', side: 'soviet' }),
  E('marines', ym(1942, 3), ['24.0'], ro('24.0'), { phase: 'movement', side: 'soviet' }),
  E('lendLease10', ym(1942, 6), ['34.0'], ro('34.0'), { phase: 'production', side: 'soviet' }),
  E('removeJul42', ym(1942, 7), ['SBE9'], BASIC, { scenarios: ['SBE9'], phase: 'production', side: 'axis' }),
  E('infrastructure', ym(1942, 7), ['SBE6', 'SBE9'], BASIC, { scenarios: ['SBE6', 'SBE9'], phase: 'production', side: 'soviet' }),
  E('usBombers', ym(1942, 8), ['35.0'], ro('35.0'), { phase: 'strategicWarfare', side: 'axis' }),
  E('sovietMechBlitz', ym(1942, 11), ['7.8', '7.10'], BASIC, { notWith: '17.0', phase: 'blitz', side: 'soviet' }),
  E('railWinter2', ym(1942, 11), ['33.1'], ro('33.0'), { until: ym(1943, 3), phase: 'rail', side: 'axis' }),
  E('alliedVsFighters', ym(1943, 1), ['35.1'], ro('35.0'), { phase: 'strategicWarfare', side: 'axis' }),
  E('lendLease11', ym(1943, 6), ['34.0'], ro('34.0'), { phase: 'production', side: 'soviet' }),
  E('italyRollStarts', ym(1943, 7), ['36.0'], ro('36.0')),
  E('italySurrenders', ym(1943, 9), ['7.11'], BASIC, { notWith: '36.0', phase: 'victory' }),
  E('alliedBombing', ym(1944, 1), ['35.1'], ro('35.0'), { phase: 'strategicWarfare', side: 'axis' }),
  E('interceptors', ym(1944, 5), ['35.1'], ro('35.0'), { phase: 'strategicWarfare', side: 'axis' }),
  E('gustav', ym(1944, 10), ['26.0'], ro('26.0'), { notWith: '17.0', phase: 'combat' }),
  E('flak', ym(1944, 10), ['35.1'], ro('35.0'), { phase: 'strategicWarfare', side: 'axis' }),
  E('berlinDeadline', ym(1944, 12), ['SBE8', 'SBE9'], BASIC, { scenarios: ['SBE8', 'SBE9'], phase: 'victory' }),
  E('lssah', ym(1945, 1), ['SBE9'], BASIC, { scenarios: ['SBE9'], phase: 'production', side: 'axis' }),
  ...techEvents(),
].sort((a, b) => monthKey(a.from) - monthKey(b.from));

/** The dated rules of a month, only those of the layers and scenario in play, in calendar order. */
export function eventsOf(date: MonthDate, layers: RuleLayers, scenario?: ScenarioId): DatedEvent[] {
  return DATED_EVENTS.filter(
    (e) =>
      between(date, e.from, e.until ?? e.from) &&
      inPlay(e.layer, layers) &&
      !(e.notWith && hasOptional(layers, e.notWith)) &&
      (e.scenarios === undefined || scenario === undefined || e.scenarios.includes(scenario)),
  );
}

/**
 * The rules a dated event cites in a scenario: of the scenarios it names, only this one (the
 * event applies to it: SBE2's production starts under SBE2's own text, not "SBE1, SBE5, SBE9").
 */
export function rulesIn(e: DatedEvent, scenario?: string): string {
  if (!scenario) return e.rules.join(', ');
  const isScenario = (r: string) => /^SBE\d$/.test(r);
  const out = e.rules.filter((r) => !isScenario(r) || r === scenario);
  if (e.rules.some(isScenario) && !out.includes(scenario)) out.push(scenario);
  return out.join(', ');
}

/**
 * The dated rules of a month that belong to a phase of the sequence (7.0), recalled again in that
 * phase's reminders: the removals and the start of production in the production phase, the
 * winter locomotives in the rail phase, Italy's surrender in phase D… (notes §1.5).
 */
export function phaseEvents(phaseId: string, layers: RuleLayers, date: MonthDate, scenario?: ScenarioId): Step[] {
  const p = phaseById(phaseId);
  if (!p || p.id === 'A') return [];
  const kind = p.id === 'D' ? 'victory' : p.kind;
  return eventsOf(date, layers, scenario)
    .filter((e) => e.phase === kind && (e.side === undefined || e.side === p.side))
    .map((e) => ({ ...t('bite.campaign.onMonth', { month: monthText(date), what: e.text }), rule: rulesIn(e, scenario), tone: 'warning' as const }));
}

/** The month's dated rules as derivation steps (the phase A card), the last turn of the scenario included. */
export function monthSteps(s: BiteScenario, turn: number, layers: RuleLayers): Step[] {
  const date = scenarioMonth(s, turn);
  const out: Step[] = eventsOf(date, layers, s.id).map((e) => ({ ...e.text, rule: rulesIn(e, s.id), tone: 'info' as const }));
  if (turn === s.turns) out.push(step('bite.event.lastTurn', { scenario: s.id, month: monthText(date) }, s.id, 'warning'));
  return out;
}
