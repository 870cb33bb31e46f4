/**
 * BITE's victory (issue 11, point 6): the national surrenders of the Victory Phase (7.11) —
 * a capital in enemy hands, Finland (5.5), Italy at the end of September 1943 or by the roll
 * of 36.0 from July 1943, Persia when Tehran falls (37.0) — and each scenario's own
 * conditions (Manuale degli Scenari SBE1–SBE9): objectives held, VP tables, the SBE9 roll,
 * immediate wins, draws. Which side holds a city is a map fact the players mark; the city
 * names are those the scenario manual prints. Pure rules; no framework here.
 */
import type { Derivation, RulesContext, SettingDef, SettingValue, Step, Text, VictoryView } from '@/engine/types';
import { step, t } from '@/engine/derivation';
import { listText } from '@/engine/text';
import { addMonths, monthKey, monthText, scenarioById, ym, type MonthDate, type ScenarioId } from './calendar';
import { hasOptional } from './layers';
import { currentMonth, type BiteState } from './state';
import { nationsInPlay } from './economy';
import type { Nation } from './tech';

// ---------------------------------------------------------------------------------------------
// The ledger.
// ---------------------------------------------------------------------------------------------

/** The cities the victory rules name (7.11 capitals, 5.5 Vyborg, the scenario manual's objectives). */
export const CITIES = [
  'leningrad',
  'moscow',
  'stalingrad',
  'baku',
  'rostov',
  'kharkov',
  'sevastopol',
  'berlin',
  'peenemunde',
  'helsinki',
  'bucharest',
  'budapest',
  'bratislava',
  'vyborg',
  'tehran',
] as const;
export type City = (typeof CITIES)[number];
export type Holder = 'axis' | 'soviet';

/** Player-confirmed facts of the map (AMB-39, SBE7). */
export const FLAGS = ['leningradCut', 'moscowEncircled', 'dneprBridgehead'] as const;
export type VictoryFlag = (typeof FLAGS)[number];

/** Counts the players type: Finnish ground units eliminated (5.5), Soviet Guards destroyed (SBE7), other Soviet major cities held by the Axis (SBE4). */
export const COUNTS = ['finnsEliminated', 'guardsEliminated', 'majorCities'] as const;
export type VictoryCount = (typeof COUNTS)[number];
/** The largest count accepted: the roster of 317 blocks bounds them all (1.2). */
export const COUNT_MAX = 99;

/** The powers that may surrender (7.11, 5.5, 36.0, 37.0). */
export const SURRENDERING = ['germany', 'finland', 'romania', 'hungary', 'slovakia', 'italy', 'persia'] as const;
export type SurrenderingPower = (typeof SURRENDERING)[number];

export interface Surrender {
  year: number;
  month: number;
  turn: number;
  rule: string;
}

export type Level = 'decisive' | 'marginal' | 'win' | 'draw';

/** A verdict recorded at a Victory Phase: an immediate win (7.11, SBE8, SBE9). */
export interface RecordedResult {
  winner?: Holder;
  level: Level;
  reason: string;
  year: number;
  month: number;
  turn: number;
}

export interface VictoryLedger {
  control: Partial<Record<City, Holder>>;
  flags: Partial<Record<VictoryFlag, boolean>>;
  counts: Partial<Record<VictoryCount, number>>;
  /** Permanent (7.11: "La Resa è definitiva"). */
  surrendered: Partial<Record<SurrenderingPower, Surrender>>;
  /** 36.0: the die of each month's roll, by 'YYYY-MM'. */
  italyRolls: Record<string, number>;
  /** SBE9: the die of each Victory Phase roll, by 'YYYY-MM'. */
  rolls: Record<string, number>;
  result?: RecordedResult;
}

export const emptyVictory = (): VictoryLedger => ({ control: {}, flags: {}, counts: {}, surrendered: {}, italyRolls: {}, rolls: {} });
export const victoryOf = (s: BiteState): VictoryLedger => s.victory ?? emptyVictory();

/**
 * The scenarios that start with Vyborg in Finnish hands. The text gives the 1942, 1943 and 1944
 * set-ups only as printed charts (the Finns retook Vyborg in August 1941 and held it until
 * June 1944): a reading, which the players correct on the victory screen if their chart
 * says otherwise. In 1941 it is Soviet (29.0: "di recente acquisizione").
 */
const VYBORG_FINNISH_AT_START: readonly string[] = ['SBE6', 'SBE7', 'SBE8'];

/** Who holds a city at the start: the Soviet cities and Vyborg, formally Soviet in 1941 (29.0); Berlin, Peenemünde and the Axis capitals. */
export function startHolder(city: City, scenario?: string): Holder {
  if (city === 'vyborg' && scenario !== undefined && VYBORG_FINNISH_AT_START.includes(scenario)) return 'axis';
  // 37.0: Tehran is Persia's, an Axis minor power from August 1941, until Soviet units occupy it.
  return ['berlin', 'peenemunde', 'helsinki', 'bucharest', 'budapest', 'bratislava', 'tehran'].includes(city) ? 'axis' : 'soviet';
}

export const holderOf = (s: BiteState, city: City): Holder => victoryOf(s).control[city] ?? startHolder(city, s.scenario);
export const flagOf = (s: BiteState, f: VictoryFlag): boolean => victoryOf(s).flags[f] === true;
export const countOf = (s: BiteState, c: VictoryCount): number => victoryOf(s).counts[c] ?? 0;
export const surrendered = (s: BiteState, p: SurrenderingPower): boolean => victoryOf(s).surrendered[p] !== undefined;

const cityText = (c: City): Text => t(`bite.victory.city.${c}`);
export const powerText = (p: SurrenderingPower): Text => t(`bite.victory.power.${p}`);
const monthOf = (x: { year: number; month: number }): MonthDate => ym(x.year, x.month);

// ---------------------------------------------------------------------------------------------
// Settings (notes §8.4): each doubtful reading with its recommended default and its rule.
// ---------------------------------------------------------------------------------------------

const L = (id: string) => ({ key: `bite.victory.settings.${id}.label` });
const H = (id: string) => ({ key: `bite.victory.settings.${id}.help` });
const O = (id: string, value: string) => ({ value, label: { key: `bite.victory.settings.${id}.${value}` } });

export const victoryInterpretations: SettingDef[] = [
  {
    id: 'sbe4Vp',
    rule: 'SBE4',
    kind: 'select',
    default: 'total',
    options: [O('sbe4Vp', 'total'), O('sbe4Vp', 'extra')],
    label: L('sbe4Vp'),
    help: H('sbe4Vp'),
  },
  {
    id: 'sbe7Both',
    rule: 'SBE7',
    kind: 'select',
    default: 'draw',
    options: [O('sbe7Both', 'draw'), O('sbe7Both', 'soviet')],
    label: L('sbe7Both'),
    help: H('sbe7Both'),
  },
  {
    id: 'germanSurrender',
    rule: '7.11',
    kind: 'select',
    default: 'scenario',
    options: [O('germanSurrender', 'scenario'), O('germanSurrender', 'immediate')],
    label: L('germanSurrender'),
    help: H('germanSurrender'),
  },
];
const DEFAULTS: Record<string, SettingValue> = Object.fromEntries(victoryInterpretations.map((d) => [d.id, d.default]));
const victorySetting = (ctx: Pick<RulesContext, 'settings'> | undefined, id: string): SettingValue => ctx?.settings?.[id] ?? (DEFAULTS[id] as SettingValue);

// ---------------------------------------------------------------------------------------------
// National surrenders (7.11, 5.5, 36.0, 37.0).
// ---------------------------------------------------------------------------------------------

/** The capital of each power that surrenders when it is in enemy hands (7.11). */
export const CAPITALS: { power: SurrenderingPower; city: City }[] = [
  { power: 'germany', city: 'berlin' },
  { power: 'finland', city: 'helsinki' },
  { power: 'romania', city: 'bucharest' },
  { power: 'hungary', city: 'budapest' },
  { power: 'slovakia', city: 'bratislava' },
];

/** The Axis powers that fall with Germany (7.11: "la Resa di tutte le altre Potenze dell'Asse"). */
const AXIS_POWERS: SurrenderingPower[] = ['germany', 'finland', 'romania', 'hungary', 'slovakia', 'italy', 'persia'];

/** The nations whose blocks leave the map with a power's surrender (7.11). */
export function nationsOf(p: SurrenderingPower): Nation[] {
  return p === 'persia' ? [] : [p];
}

/** 7.11 (basic game): Italy surrenders at the end of September 1943. */
export const ITALY_BASIC = ym(1943, 9);
/** 36.0: the roll starts in July 1943. */
const ITALY_ROLL_FROM = ym(1943, 7);

/** 36.0: Italy surrenders on 1 in July 1943, 2 or less in August, 4 or less in September, 5 or less from October 1943. */
export function italyThreshold(d: MonthDate): number {
  const k = monthKey(d);
  if (k < monthKey(ITALY_ROLL_FROM)) return 0;
  if (k === monthKey(ym(1943, 7))) return 1;
  if (k === monthKey(ym(1943, 8))) return 2;
  if (k === monthKey(ym(1943, 9))) return 4;
  return 5;
}

/** Is the 36.0 roll due this month (the rule in play, Italy still fighting, not rolled yet)? */
export function italyRollDue(s: BiteState, d: MonthDate = currentMonth(s)): boolean {
  return hasOptional(s.layers, '36.0') && italyThreshold(d) > 0 && !surrendered(s, 'italy') && victoryOf(s).italyRolls[monthKeyId(d)] === undefined;
}

export const monthKeyId = (d: MonthDate) => `${d.year}-${String(d.month).padStart(2, '0')}`;

/** 37.0: Persia is a minor Axis power from August 1941. */
export const PERSIA_FROM = ym(1941, 8);
/** 37.0: the Persian Corridor opens nine months after Persia falls. */
export const corridorOpens = (fell: MonthDate): MonthDate => addMonths(fell, 9);

/**
 * 37.0: whether Persia falls now, read from what the players marked: the rule in play, August 1941
 * reached, Tehran occupied by the Soviets, Persia not yet fallen ("non appena Teheran viene
 * occupata la Persia si arrende immediatamente").
 */
export function persiaFalls(s: BiteState, d: MonthDate = currentMonth(s)): boolean {
  return hasOptional(s.layers, '37.0') && monthKey(d) >= monthKey(PERSIA_FROM) && holderOf(s, 'tehran') === 'soviet' && !surrendered(s, 'persia');
}

/**
 * The month the Persian Corridor opens to Lend-Lease (34.0, 37.0): with 37.0 in play, nine months
 * after Persia fell, and not before it falls (null); without it, undefined: the 34.0 table's date.
 */
export function persianCorridorFrom(s: BiteState): MonthDate | null | undefined {
  if (!hasOptional(s.layers, '37.0')) return undefined;
  const r = victoryOf(s).surrendered.persia;
  return r ? corridorOpens(monthOf(r)) : null;
}

export interface DueSurrender {
  power: SurrenderingPower;
  rule: string;
  because: Step;
}

/** The surrenders the Victory Phase of the month finds (7.11, 5.5): those not yet recorded. */
export function dueSurrenders(s: BiteState, d: MonthDate = currentMonth(s)): DueSurrender[] {
  const out: DueSurrender[] = [];
  const add = (power: SurrenderingPower, rule: string, because: Step) => {
    if (!surrendered(s, power) && !out.some((x) => x.power === power)) out.push({ power, rule, because });
  };
  if (holderOf(s, 'berlin') === 'soviet') {
    const because = step('bite.victory.check.capital', { city: cityText('berlin'), power: powerText('germany') }, '7.11', 'warning');
    add('germany', '7.11', because);
    // 7.11: a German surrender makes every other Axis power surrender with it.
    for (const p of AXIS_POWERS)
      if (p !== 'persia' || hasOptional(s.layers, '37.0')) add(p, '7.11', step('bite.victory.check.withGermany', { power: powerText(p) }, '7.11', 'warning'));
  }
  for (const c of CAPITALS) {
    if (c.power !== 'germany' && holderOf(s, c.city) === 'soviet')
      add(c.power, '7.11', step('bite.victory.check.capital', { city: cityText(c.city), power: powerText(c.power) }, '7.11', 'warning'));
  }
  const finns = countOf(s, 'finnsEliminated');
  if (holderOf(s, 'vyborg') === 'soviet' && finns >= 4) add('finland', '5.5', step('bite.victory.check.finland', { n: finns }, '5.5', 'warning'));
  if (!hasOptional(s.layers, '36.0') && monthKey(d) >= monthKey(ITALY_BASIC))
    add('italy', '7.11', step('bite.victory.check.italyBasic', { month: monthText(ITALY_BASIC) }, '7.11', 'warning'));
  if (persiaFalls(s, d)) add('persia', '37.0', step('bite.persia.check.tehran', { month: monthText(corridorOpens(d)) }, '37.0', 'warning'));
  return out;
}

/** The scenarios whose Axis is Germany alone (SBE1: Army Group North; SBE2: Army Group Centre). */
const GERMANS_ONLY: readonly string[] = ['SBE1', 'SBE2'];

/**
 * Whether a power's surrender is the scenario's business: SBE1 and SBE2 set up Army Groups North
 * and Centre against the Soviets alone, in areas holding no Finnish, Romanian, Hungarian or
 * Slovak capital nor Vyborg — no such surrender to check there, unless the players typed blocks
 * or centres of that nation; the other scenarios check them all. Germany's (Berlin) everywhere.
 */
export function surrenderInScenario(s: BiteState, p: SurrenderingPower): boolean {
  if (p === 'germany' || !GERMANS_ONLY.includes(s.scenario)) return true;
  return p !== 'persia' && nationsInPlay(s).includes(p as Nation);
}

/** Each surrender check of the Victory Phase in words (7.11, 5.5), whether it bites or not. */
export function surrenderSteps(s: BiteState, d: MonthDate = currentMonth(s)): Step[] {
  const out: Step[] = [];
  const v = victoryOf(s);
  const here = (p: SurrenderingPower) => surrenderInScenario(s, p);
  for (const p of SURRENDERING) {
    const r = v.surrendered[p];
    if (r) out.push(step('bite.victory.check.surrendered', { power: powerText(p), month: monthText(monthOf(r)) }, r.rule));
  }
  for (const c of CAPITALS) {
    if (surrendered(s, c.power) || !here(c.power)) continue;
    const h = holderOf(s, c.city);
    out.push(
      step(
        h === 'soviet' ? 'bite.victory.check.capital' : 'bite.victory.check.capitalHeld',
        { city: cityText(c.city), power: powerText(c.power) },
        '7.11',
        h === 'soviet' ? 'warning' : undefined,
      ),
    );
  }
  if (!surrendered(s, 'finland') && here('finland')) {
    const finns = countOf(s, 'finnsEliminated');
    const vy = holderOf(s, 'vyborg');
    out.push(
      step(
        vy === 'soviet' && finns >= 4 ? 'bite.victory.check.finland' : `bite.victory.check.finlandNot.${vy}`,
        { n: finns },
        '5.5',
        vy === 'soviet' && finns >= 4 ? 'warning' : undefined,
      ),
    );
  }
  if (!surrendered(s, 'italy') && here('italy')) {
    if (hasOptional(s.layers, '36.0')) {
      const th = italyThreshold(d);
      out.push(
        th > 0
          ? step('bite.victory.check.italyRoll', { n: th }, '36.0')
          : step('bite.victory.check.italyRollFrom', { month: monthText(ITALY_ROLL_FROM) }, '36.0'),
      );
    } else if (monthKey(d) >= monthKey(ITALY_BASIC)) out.push(step('bite.victory.check.italyBasic', { month: monthText(ITALY_BASIC) }, '7.11', 'warning'));
    else out.push(step('bite.victory.check.italyBasicWhen', { month: monthText(ITALY_BASIC) }, '7.11'));
  }
  if (hasOptional(s.layers, '37.0')) {
    const r = v.surrendered.persia;
    if (r) out.push(step('bite.victory.check.corridor', { month: monthText(corridorOpens(monthOf(r))) }, '37.0'));
    else if (persiaFalls(s, d)) out.push(step('bite.persia.check.tehran', { month: monthText(corridorOpens(d)) }, '37.0', 'warning'));
    else if (monthKey(d) >= monthKey(PERSIA_FROM)) out.push(step('bite.persia.check.standing', {}, '37.0'));
    else out.push(step('bite.persia.check.notYet', { month: monthText(PERSIA_FROM) }, '37.0'));
  }
  out.push(step('bite.victory.check.sovietProcedure', {}, '7.11'));
  return out;
}

// ---------------------------------------------------------------------------------------------
// The scenarios' conditions (Manuale degli Scenari).
// ---------------------------------------------------------------------------------------------

/** The cities each scenario's conditions name (what the players mark). */
export const SCENARIO_CITIES: Record<ScenarioId, City[]> = {
  SBE1: ['leningrad'],
  SBE2: ['moscow'],
  SBE3: ['rostov', 'kharkov', 'sevastopol'],
  SBE4: ['leningrad', 'moscow'],
  SBE5: ['leningrad', 'moscow', 'stalingrad', 'baku'],
  SBE6: ['moscow', 'leningrad', 'baku', 'stalingrad'],
  SBE7: [],
  SBE8: ['berlin', 'peenemunde'],
  SBE9: ['moscow', 'baku', 'leningrad', 'stalingrad', 'berlin'],
};
export const SCENARIO_FLAGS: Record<ScenarioId, VictoryFlag[]> = {
  SBE1: ['leningradCut'],
  SBE2: ['moscowEncircled'],
  SBE3: [],
  SBE4: [],
  SBE5: [],
  SBE6: [],
  SBE7: ['dneprBridgehead'],
  SBE8: [],
  SBE9: [],
};
export const SCENARIO_COUNTS: Record<ScenarioId, VictoryCount[]> = {
  SBE1: [],
  SBE2: [],
  SBE3: [],
  SBE4: ['majorCities'],
  SBE5: [],
  SBE6: [],
  SBE7: ['guardsEliminated'],
  SBE8: [],
  SBE9: [],
};

export interface Verdict {
  winner?: Holder;
  level: Level;
  /** The reason in a key of bite.victory.reason (what the headline says). */
  reason: string;
  steps: Step[];
  /** Ends the game at this Victory Phase (7.11 German surrender, SBE8 Berlin, SBE9). */
  immediate: boolean;
}

/** An SBE9 Victory Phase roll: the face that wins (1, or ≤ 2 with 3 of the 4 cities). */
export interface VictoryRoll {
  need: number;
  steps: Step[];
}

const axisHeld = (s: BiteState, cities: City[]) => cities.filter((c) => holderOf(s, c) === 'axis');
const verdictStep = (v: Pick<Verdict, 'winner' | 'level'>, rule: string): Step => step('bite.victory.result', { result: resultText(v) }, rule, 'result');

/** The result in words: "Axis decisive victory", "draw". */
export function resultText(v: Pick<Verdict, 'winner' | 'level'>): Text {
  if (!v.winner || v.level === 'draw') return t('bite.victory.level.draw');
  return t(`bite.victory.level.${v.level}.${v.winner}`);
}

const heldSteps = (s: BiteState, cities: City[], rule: string): Step[] =>
  cities.map((c) => step(`bite.victory.held.${holderOf(s, c)}`, { city: cityText(c) }, rule));

/** SBE8: Berlin and Peenemünde taken before the end of 1944 decisive, before the end of June 1945 marginal (the level by the month of the check). */
function sbe8Level(d: MonthDate): Level {
  if (monthKey(d) <= monthKey(ym(1944, 12))) return 'decisive';
  if (monthKey(d) <= monthKey(ym(1945, 6))) return 'marginal';
  return 'draw';
}

/** SBE9: Berlin falling before January 1945 decisive, January–June 1945 marginal. */
const sbe9BerlinLevel = sbe8Level;

/**
 * The scenario's verdict as the marks stand at month `d`: at a Victory Phase (immediate wins)
 * or at the end (`final`: the conditions read "alla fine"). Surrenders come first (7.11).
 */
export function scenarioVerdict(s: BiteState, ctx: Pick<RulesContext, 'settings'>, d: MonthDate = currentMonth(s)): Verdict {
  const id = s.scenario;
  const rule = id;
  const steps: Step[] = [];
  // 7.11: the German surrender ends every scenario with a Soviet victory (AMB-42: the scenario grades it).
  const germanyDown = surrendered(s, 'germany') || holderOf(s, 'berlin') === 'soviet';
  const gradeByScenario = victorySetting(ctx, 'germanSurrender') !== 'immediate';
  if (germanyDown && id !== 'SBE8' && id !== 'SBE9') {
    steps.push(step('bite.victory.germanSurrender', { city: cityText('berlin') }, '7.11', 'warning'));
    const v = { winner: 'soviet' as const, level: 'win' as Level };
    steps.push(verdictStep(v, '7.11'));
    return { ...v, reason: 'germanSurrender', steps, immediate: true };
  }
  switch (id) {
    case 'SBE1': {
      const len = holderOf(s, 'leningrad') === 'axis';
      const cut = flagOf(s, 'leningradCut');
      steps.push(...heldSteps(s, ['leningrad'], rule), step(cut ? 'bite.victory.flag.leningradCut.yes' : 'bite.victory.flag.leningradCut.no', {}, 'SBE1'));
      const v: Pick<Verdict, 'winner' | 'level'> = len || cut ? { winner: 'axis', level: 'win' } : { level: 'draw' };
      steps.push(step(len || cut ? 'bite.victory.sbe1.axis' : 'bite.victory.sbe1.draw', {}, 'SBE1'), verdictStep(v, rule));
      return { ...v, reason: len || cut ? 'sbe1' : 'sbe1Draw', steps, immediate: false };
    }
    case 'SBE2': {
      const mos = holderOf(s, 'moscow') === 'axis';
      const enc = flagOf(s, 'moscowEncircled');
      steps.push(...heldSteps(s, ['moscow'], rule), step(enc ? 'bite.victory.flag.moscowEncircled.yes' : 'bite.victory.flag.moscowEncircled.no', {}, 'SBE2'));
      const v: Pick<Verdict, 'winner' | 'level'> = mos || enc ? { winner: 'axis', level: 'win' } : { level: 'draw' };
      steps.push(step(mos || enc ? 'bite.victory.sbe2.axis' : 'bite.victory.sbe2.draw', {}, 'SBE2'), verdictStep(v, rule));
      return { ...v, reason: mos || enc ? 'sbe2' : 'sbe2Draw', steps, immediate: false };
    }
    case 'SBE3': {
      const cities = SCENARIO_CITIES.SBE3;
      const n = axisHeld(s, cities).length;
      steps.push(...heldSteps(s, cities, rule), step('bite.victory.sbe3.count', { n }, 'SBE3'));
      const v: Pick<Verdict, 'winner' | 'level'> = sbe3Result(n);
      steps.push(verdictStep(v, rule));
      return { ...v, reason: 'sbe3', steps, immediate: false };
    }
    case 'SBE4': {
      const extra = victorySetting(ctx, 'sbe4Vp') === 'extra';
      const len = holderOf(s, 'leningrad') === 'axis' ? (extra ? 3 : 2) : 0;
      const mos = holderOf(s, 'moscow') === 'axis' ? (extra ? 4 : 3) : 0;
      const others = countOf(s, 'majorCities');
      const vp = others + len + mos;
      steps.push(...heldSteps(s, ['leningrad', 'moscow'], rule));
      steps.push(step('bite.victory.sbe4.vp', { others, leningrad: len, moscow: mos, vp }, 'SBE4'));
      const v = sbe4Result(vp);
      steps.push(verdictStep(v, rule));
      return { ...v, reason: 'sbe4', steps, immediate: false };
    }
    case 'SBE5': {
      const cities = SCENARIO_CITIES.SBE5;
      const vp = axisHeld(s, cities).length;
      steps.push(...heldSteps(s, cities, rule), step('bite.victory.sbe5.vp', { vp }, 'SBE5'));
      const v = sbe5Result(vp);
      steps.push(verdictStep(v, rule));
      return { ...v, reason: 'sbe5', steps, immediate: false };
    }
    case 'SBE6': {
      const cities = SCENARIO_CITIES.SBE6;
      const n = axisHeld(s, cities).length;
      steps.push(...heldSteps(s, cities, rule), step('bite.victory.sbe6.count', { n }, 'SBE6'));
      const v = sbe6Result(n);
      steps.push(verdictStep(v, rule));
      return { ...v, reason: 'sbe6', steps, immediate: false };
    }
    case 'SBE7': {
      const guards = countOf(s, 'guardsEliminated');
      const bridge = flagOf(s, 'dneprBridgehead');
      steps.push(
        step('bite.victory.sbe7.guards', { n: guards }, 'SBE7'),
        step(bridge ? 'bite.victory.flag.dneprBridgehead.yes' : 'bite.victory.flag.dneprBridgehead.no', {}, 'SBE7'),
      );
      const both = guards >= 8 && bridge;
      if (both) steps.push(step('bite.victory.sbe7.both', {}, 'SBE7', 'warning'));
      const v = sbe7Result(guards, bridge, victorySetting(ctx, 'sbe7Both') === 'soviet');
      steps.push(verdictStep(v, rule));
      return { ...v, reason: 'sbe7', steps, immediate: false };
    }
    case 'SBE8': {
      const cities = SCENARIO_CITIES.SBE8;
      steps.push(...heldSteps(s, cities, rule));
      const both = cities.every((c) => holderOf(s, c) === 'soviet');
      if (both) {
        const level = sbe8Level(d);
        steps.push(step('bite.victory.sbe8.both', { month: monthText(d) }, 'SBE8'));
        const v: Pick<Verdict, 'winner' | 'level'> = level === 'draw' ? { level } : { winner: 'soviet', level };
        steps.push(verdictStep(v, rule));
        return { ...v, reason: 'sbe8', steps, immediate: true };
      }
      if (germanyDown) {
        steps.push(step('bite.victory.germanSurrender', { city: cityText('berlin') }, '7.11', 'warning'));
        if (gradeByScenario) {
          steps.push(step('bite.victory.sbe8.berlinOnly', {}, 'SBE8', 'warning'));
          const v = { level: 'draw' as Level };
          steps.push(verdictStep(v, rule));
          return { ...v, reason: 'sbe8BerlinOnly', steps, immediate: true };
        }
        const level = sbe8Level(d);
        const v: Pick<Verdict, 'winner' | 'level'> = level === 'draw' ? { level } : { winner: 'soviet', level };
        steps.push(verdictStep(v, '7.11'));
        return { ...v, reason: 'germanSurrender', steps, immediate: true };
      }
      steps.push(step('bite.victory.sbe8.not', {}, 'SBE8'));
      const v = { level: 'draw' as Level };
      steps.push(verdictStep(v, rule));
      return { ...v, reason: 'sbe8Draw', steps, immediate: false };
    }
    case 'SBE9': {
      const four: City[] = ['moscow', 'baku', 'leningrad', 'stalingrad'];
      steps.push(...heldSteps(s, [...four, 'berlin'], rule));
      if (germanyDown) {
        const level = sbe9BerlinLevel(d);
        steps.push(step('bite.victory.sbe9.berlin', { month: monthText(d) }, 'SBE9'));
        const v: Pick<Verdict, 'winner' | 'level'> = level === 'draw' ? { level } : { winner: 'soviet', level };
        steps.push(verdictStep(v, rule));
        return { ...v, reason: 'sbe9Berlin', steps, immediate: true };
      }
      const held = axisHeld(s, four);
      if (held.length === 4) {
        steps.push(step('bite.victory.sbe9.all', {}, 'SBE9'));
        const v = { winner: 'axis' as const, level: 'win' as Level };
        steps.push(verdictStep(v, rule));
        return { ...v, reason: 'sbe9All', steps, immediate: true };
      }
      const roll = sbe9Roll(s);
      const rolled = victoryOf(s).rolls[monthKeyId(d)];
      if (roll && rolled !== undefined && rolled <= roll.need) {
        steps.push(...roll.steps, step('bite.victory.sbe9.rolled', { face: rolled, need: roll.need }, 'SBE9'));
        const v = { winner: 'axis' as const, level: 'win' as Level };
        steps.push(verdictStep(v, rule));
        return { ...v, reason: 'sbe9Roll', steps, immediate: true };
      }
      if (roll) steps.push(...roll.steps);
      else steps.push(step('bite.victory.sbe9.noRoll', {}, 'SBE9'));
      if (roll && rolled !== undefined) steps.push(step('bite.victory.sbe9.missed', { face: rolled, need: roll.need }, 'SBE9'));
      const v = { level: 'draw' as Level };
      steps.push(verdictStep(v, rule));
      return { ...v, reason: 'sbe9Draw', steps, immediate: false };
    }
  }
}

/** SBE3: Rostov, Kharkov, Sevastopol held by the Axis — 3 decisive, 2 marginal, 1 draw, 0 Soviet win. */
export function sbe3Result(n: number): Pick<Verdict, 'winner' | 'level'> {
  if (n >= 3) return { winner: 'axis', level: 'decisive' };
  if (n === 2) return { winner: 'axis', level: 'marginal' };
  if (n === 1) return { level: 'draw' };
  return { winner: 'soviet', level: 'win' };
}

/** SBE4: 0–3 Soviet decisive, 4–6 Soviet marginal, 7 draw, 8–18 Axis marginal, 19+ Axis decisive. */
export function sbe4Result(vp: number): Pick<Verdict, 'winner' | 'level'> {
  if (vp <= 3) return { winner: 'soviet', level: 'decisive' };
  if (vp <= 6) return { winner: 'soviet', level: 'marginal' };
  if (vp === 7) return { level: 'draw' };
  if (vp <= 18) return { winner: 'axis', level: 'marginal' };
  return { winner: 'axis', level: 'decisive' };
}

/** SBE5: 0 VP Soviet decisive, 1 draw, 2 Axis marginal, 3+ Axis decisive. */
export function sbe5Result(vp: number): Pick<Verdict, 'winner' | 'level'> {
  if (vp <= 0) return { winner: 'soviet', level: 'decisive' };
  if (vp === 1) return { level: 'draw' };
  if (vp === 2) return { winner: 'axis', level: 'marginal' };
  return { winner: 'axis', level: 'decisive' };
}

/** SBE6: two key cities (or more) Axis decisive, one Axis marginal, none Soviet decisive. */
export function sbe6Result(n: number): Pick<Verdict, 'winner' | 'level'> {
  if (n >= 2) return { winner: 'axis', level: 'decisive' };
  if (n === 1) return { winner: 'axis', level: 'marginal' };
  return { winner: 'soviet', level: 'decisive' };
}

/** SBE7: 8 Guards destroyed the Axis wins, a bridgehead over the Dnepr the Soviets; both (AMB-38) a draw unless set otherwise. */
export function sbe7Result(guards: number, bridgehead: boolean, bothSoviet = false): Pick<Verdict, 'winner' | 'level'> {
  const axis = guards >= 8;
  if (axis && bridgehead) return bothSoviet ? { winner: 'soviet', level: 'win' } : { level: 'draw' };
  if (axis) return { winner: 'axis', level: 'win' };
  if (bridgehead) return { winner: 'soviet', level: 'win' };
  return { level: 'draw' };
}

/** SBE9: one of Moscow/Baku and one of Leningrad/Stalingrad; the die wins on 1, on 2 or less with 3 of the 4 (the die −1). Null: no roll. */
export function sbe9Roll(s: BiteState): VictoryRoll | null {
  const held = axisHeld(s, ['moscow', 'baku', 'leningrad', 'stalingrad']);
  const south = held.filter((c) => c === 'moscow' || c === 'baku');
  const north = held.filter((c) => c === 'leningrad' || c === 'stalingrad');
  if (south.length === 0 || north.length === 0 || held.length === 4) return null;
  const need = held.length === 3 ? 2 : 1;
  const steps = [step('bite.victory.sbe9.pair', { cities: listText(held.map((c) => cityText(c))) }, 'SBE9')];
  if (need === 2) steps.push(step('bite.victory.sbe9.three', {}, 'SBE9'));
  steps.push(step('bite.victory.sbe9.need', { need }, 'SBE9'));
  return { need, steps };
}

/** Whether the SBE9 roll is due at this Victory Phase (not rolled this month). */
export function sbe9RollDue(s: BiteState, d: MonthDate = currentMonth(s)): VictoryRoll | null {
  if (s.scenario !== 'SBE9' || surrendered(s, 'germany') || holderOf(s, 'berlin') === 'soviet') return null;
  if (victoryOf(s).rolls[monthKeyId(d)] !== undefined) return null;
  return sbe9Roll(s);
}

// ---------------------------------------------------------------------------------------------
// The victory view (the shared screen).
// ---------------------------------------------------------------------------------------------

const headline = (v: Pick<Verdict, 'winner' | 'level'>, reason: string, key: string, d: MonthDate): Text =>
  t(key, { result: resultText(v), reason: t(`bite.victory.reason.${reason}`), month: monthText(d) });

export function victory(s: BiteState, ctx: RulesContext): VictoryView {
  const d = currentMonth(s);
  const sc = scenarioById(s.scenario);
  const derivation: Derivation = [];
  derivation.push(...surrenderSteps(s, d));
  const rec = victoryOf(s).result;
  if (s.over && rec) {
    const when = monthOf(rec);
    derivation.push(step('bite.victory.recorded', { month: monthText(when) }, '7.11'));
    derivation.push(...scenarioVerdict(s, ctx, when).steps);
    const out: VictoryView = { final: true, headline: headline(rec, rec.reason, 'bite.victory.headline.immediate', when), derivation };
    if (rec.winner && rec.level !== 'draw') out.winner = rec.winner;
    return out;
  }
  const v = scenarioVerdict(s, ctx, d);
  derivation.push(...v.steps);
  const out: VictoryView = {
    final: s.over,
    // An immediate win (7.11, SBE8, SBE9) ends the game at this month's Victory Phase, not at the scenario's end.
    headline: s.over
      ? headline(v, v.reason, 'bite.victory.headline.final', d)
      : v.immediate
        ? headline(v, v.reason, 'bite.victory.headline.immediateNext', d)
        : headline(v, v.reason, 'bite.victory.headline.standing', sc ? addMonths(sc.start, sc.turns - 1) : d),
    derivation,
  };
  if (v.winner && v.level !== 'draw') out.winner = v.winner;
  return out;
}
