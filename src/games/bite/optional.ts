/**
 * The optional rules' ledgers of Blocks in the East (issue 11 point 5; RO 14.0–39.0, notes §4.5–
 * §4.9, §8.3, §8.5, §9), each in play only behind its toggle: research (17.0, 17.2) replacing
 * the fixed TECH schedule; Soviet partisans (29.0, 29.1) with their formula and cap; Lend-Lease
 * by route (34.0) with the convoy attacks of strategic warfare (35.2); the Allied air war over
 * Germany (35.1) with its dated hit numbers; strategic bombing by the players' bombers (32.0);
 * the First Axis Winter (33.0–33.2) in force; the construction, repair and evacuation trackers
 * (15.0, 16.0, 16.2); the Turkish border's garrison counted each turn (27.0), the Volkssturm's
 * free corps (28.0, AMB-40) and the Chechen rebels' unit at Grozny (30.0).
 *
 * Pure rules. Map facts the text does not print (which hex, its PP, how many cities are
 * unguarded) are typed by the players; the PP that change hands flow into each nation's box
 * through the events of events/optional.ts.
 */
import type { Outcome, Rng, RulesContext, SettingDef, SettingValue, Step, Text } from '@/engine/types';
import { step, t } from '@/engine/derivation';
import { distProbs, hitsPool, mapDist } from '@/engine/distribution';
import { monthKey, monthText, type MonthDate } from './calendar';
import { hasOptional, type OptionalRule } from './layers';
import { currentMonth, currentPhase, researchOf, type BiteState } from './state';
import { FIELDS, type TechField, type TechLevel } from './tech';
import { bagOf, bagText, bagTotal, boxOf, economyOf, emptyBag, PP_COLOURS, type PpBag, type PpColour } from './economy';
import { railCapacity, railTurn } from './rail';

export type Refusal = { ok: false; error: Text };
export type Check = { ok: true } | Refusal;
const refuse = (key: string, params?: Text['params']): Refusal => ({ ok: false, error: t(`bite.optional.err.${key}`, params) });
const OK: Check = { ok: true };
const nationText = (n: string): Text => t(`bite.nation.${n}`);

/** Whether an optional rule is in play in this game. */
export const ruleOn = (s: BiteState, r: OptionalRule): boolean => hasOptional(s.layers, r);
function needRule(s: BiteState, r: OptionalRule): Check {
  return ruleOn(s, r) ? OK : refuse('ruleOff', { rule: r, title: t(`bite.optional.ro${r.split('.')[0]}`) });
}

// ---------------------------------------------------------------------------------------------
// The ledger kept in the state.
// ---------------------------------------------------------------------------------------------

export type Researcher = 'germany' | 'ussr';
const RESEARCHERS: readonly Researcher[] = ['germany', 'ussr'];

/** One field's research toward its next level: the yellow PP invested and the last turn one was. */
export interface ResearchProgress {
  pp: number;
  last: number;
}

export type TrackerKind = 'industry' | 'scorched' | 'evacuation';
/** A construction, repair or evacuation tracker (15.0, 16.0, 16.2). */
export interface Tracker {
  id: string;
  kind: TrackerKind;
  nation: 'germany' | 'ussr';
  name: string;
  /** The PP colour the new or evacuated factory produces. */
  colour: PpColour;
  /** PP invested (15.0, 16.0) or the box reached on the Soviet production track (16.2, from 8). */
  progress: number;
  last: number;
  /** 16.0: the scorched centre being repaired (absent on trackers opened before centres were linked). */
  centre?: string;
}

export interface OptionalLedger {
  research: Partial<Record<Researcher, Partial<Record<TechField, ResearchProgress>>>>;
  /** 29.0: battalions on the map now, and how many were placed in which turn's production. */
  partisans: { onMap: number; turn: number; placed: number };
  /** 34.0: the last Lend-Lease delivery: its turn and what arrived (it cannot be saved). */
  lendLease?: { turn: number; arrived: PpBag; expired: boolean };
  trackers: Tracker[];
  nextTracker: number;
  /** 30.0: the Chechen rebels' unit — on the map or not, and how many times placed (the first free, the others rebuilt free). */
  chechens?: { onMap: boolean; placed: number; turn: number };
  /** 28.0: the turn the Volkssturm plan began, and the German cities that raised a corps in the last turn one did (AMB-40). */
  volkssturm?: { from: number; turn: number; cities: string[] };
  /** 27.0: the Soviet units watching the Turkish border, as counted in a turn. */
  border?: { turn: number; units: number };
  /**
   * 29.0, 35.1, 32.0: the last roll of each kind the ledgers made, as written to the journal
   * (its turn, faces, hit number and hits; `n` counts the rolls of that kind). A loss is applied
   * from it, never from a number typed; absent in games saved before.
   */
  rolls?: Partial<Record<LedgerRollKind, LedgerRoll>>;
  /** 35.2: this turn's convoy attack as written to the journal (absent in games saved before). */
  convoys?: ConvoyRecord;
}

/** The ledgers' rolls kept on the record: a raid's four steps (35.1), partisans firing (29.0), a bombing (32.0). */
export const LEDGER_ROLLS = ['raidBombers', 'raidFighters', 'raidFlak', 'raidBombing', 'partisans', 'bombing'] as const;
export type LedgerRollKind = (typeof LEDGER_ROLLS)[number];
export interface LedgerRoll {
  turn: number;
  faces: number[];
  hitOn: number;
  hits: number;
  n: number;
}
/** The routes the Axis can attack (35.2: the Pacific route cannot be). */
export type AttackedRoute = 'arctic' | 'persia';
/**
 * 35.2: a turn's convoy attack on the record: declined (the Axis may let the convoys sail), or
 * rolled — the attack's faces and hits route by route, then, where the PP sunk must be chosen at
 * random among several colours, the dice that chose them (`draws`).
 */
export interface ConvoyRecord {
  turn: number;
  declined?: boolean;
  faces?: Partial<Record<AttackedRoute, number[]>>;
  hits?: Record<AttackedRoute, number>;
  draws?: Partial<Record<AttackedRoute, number[]>>;
}

export const emptyOptional = (): OptionalLedger => ({ research: {}, partisans: { onMap: 0, turn: 0, placed: 0 }, trackers: [], nextTracker: 1 });
export const optionalOf = (s: BiteState): OptionalLedger => s.optional ?? emptyOptional();

// ---------------------------------------------------------------------------------------------
// Interpretations (notes §8.3, §8.5): a doubtful reading is a setting with the recommended default.
// ---------------------------------------------------------------------------------------------

const L = (id: string) => ({ key: `bite.optional.settings.${id}.label` });
const H = (id: string) => ({ key: `bite.optional.settings.${id}.help` });
const O = (id: string, value: string) => ({ value, label: { key: `bite.optional.settings.${id}.${value}` } });

export const optionalInterpretations: SettingDef[] = [
  // AMB-26: the Persian Corridor opens with the table's June 1942, or the introduction's May 1942.
  {
    id: 'persianCorridor',
    rule: '34.0',
    kind: 'select',
    default: 'june',
    options: [O('persianCorridor', 'june'), O('persianCorridor', 'may')],
    label: L('persianCorridor'),
    help: H('persianCorridor'),
  },
  // AMB-45: 32.1's ten hits destroying an industry for good applies to the Allied raids too, only by choice.
  { id: 'raidDestroys', rule: '35.1', kind: 'bool', default: false, label: L('raidDestroys'), help: H('raidDestroys') },
];
const DEFAULTS: Record<string, SettingValue> = Object.fromEntries(optionalInterpretations.map((d) => [d.id, d.default]));
export const optSetting = (ctx: Pick<RulesContext, 'settings'> | undefined, id: string): SettingValue => ctx?.settings?.[id] ?? (DEFAULTS[id] as SettingValue);

// ---------------------------------------------------------------------------------------------
// Research (17.0, 17.2).
// ---------------------------------------------------------------------------------------------

/** 17.2: Soviet infantry and German armour research cost 5 PP less and take 5 turns fewer. */
const hasNationalBonus = (n: Researcher, f: TechField): boolean => (n === 'ussr' && f === 'infantry') || (n === 'germany' && f === 'armour');

/**
 * What reaching a level costs (17.0): TECH 2 = 20 yellow PP over at least 20 turns, TECH 3 = 30
 * over 30, at most 1 PP a turn; 17.2 takes 5 PP and 5 turns off. PP and turns are the same number.
 */
export function researchCost(n: Researcher, f: TechField, level: 2 | 3): number {
  return (level === 2 ? 20 : 30) - (hasNationalBonus(n, f) ? 5 : 0);
}

/** The level a field stands at under 17.0 (start: Germany 2, USSR 1; 5.1, 5.2). */
export function researchLevel(s: BiteState, n: Researcher, f: TechField): TechLevel {
  return researchOf(s)[n]?.[f] ?? (n === 'germany' ? 2 : 1);
}

export interface ResearchView {
  nation: Researcher;
  field: TechField;
  level: TechLevel;
  next: 2 | 3 | null;
  pp: number;
  cost: number;
  investedThisTurn: boolean;
  steps: Step[];
}

export function researchView(s: BiteState, n: Researcher, f: TechField): ResearchView {
  const level = researchLevel(s, n, f);
  const next = level >= 3 ? null : ((level + 1) as 2 | 3);
  const p = optionalOf(s).research[n]?.[f] ?? { pp: 0, last: 0 };
  const cost = next ? researchCost(n, f, next) : 0;
  const params = { nation: nationText(n), field: t(`bite.field.${f}`) };
  const steps: Step[] = [];
  if (!next) steps.push(step('bite.optional.step.researchTop', params, '17.0', 'result'));
  else {
    steps.push(step('bite.optional.step.researchCost', { ...params, level: next, pp: next === 2 ? 20 : 30 }, '17.0'));
    if (hasNationalBonus(n, f)) steps.push(step('bite.optional.step.researchBonus', { ...params, pp: cost }, '17.2'));
    steps.push(step('bite.optional.step.researchProgress', { pp: p.pp, cost, left: cost - p.pp }, '17.0', 'result'));
  }
  return { nation: n, field: f, level, next, pp: p.pp, cost, investedThisTurn: p.last === s.turn, steps };
}

export const researchViews = (s: BiteState): ResearchView[] => RESEARCHERS.flatMap((n) => FIELDS.map((f) => researchView(s, n, f)));

/** Whether a nation may put 1 yellow PP into a field this turn (17.0: at most 1 a turn; after TECH 2 for TECH 3). */
export function canInvest(s: BiteState, n: Researcher, f: TechField): Check {
  const r = needRule(s, '17.0');
  if (!r.ok) return r;
  const v = researchView(s, n, f);
  const params = { nation: nationText(n), field: t(`bite.field.${f}`) };
  if (!v.next) return refuse('researchTop', params);
  if (v.investedThisTurn) return refuse('researchOnce', { ...params, month: monthText(currentMonth(s)) });
  if (boxOf(s, n).yellow < 1) return refuse('short', { nation: nationText(n), need: bagText(bagOf({ yellow: 1 })), have: bagText(boxOf(s, n)) });
  return OK;
}

// ---------------------------------------------------------------------------------------------
// Partisans (29.0, 29.1).
// ---------------------------------------------------------------------------------------------

/** 29.1: at most 20 battalions on the map at once. */
export const PARTISAN_CAP = 20;
/** 29.0: from September 1941. */
const PARTISANS_FROM: MonthDate = { year: 1941, month: 9 };

export interface PartisanAllowance {
  /** The formula's number, before the cap. */
  formula: number;
  /** What may be placed now: the formula less what was placed this turn, within the cap. */
  n: number;
  steps: Step[];
}

/**
 * 29.1 (AMB-47): the new battalions of this production phase = ⌊unguarded captured Soviet minor
 * cities ÷ 3⌋ + 1 per unguarded captured major city (Vyborg, Salla, the Baltic states and
 * Bessarabia never count), never more than 20 on the map. The counts are the players' (map facts).
 */
export function partisanAllowance(s: BiteState, minor: number, major: number): PartisanAllowance {
  const steps: Step[] = [];
  const led = optionalOf(s).partisans;
  const fromMinor = Math.floor(minor / 3);
  const formula = fromMinor + major;
  steps.push(step('bite.optional.step.partisanMinor', { minor, n: fromMinor }, '29.1'));
  steps.push(step('bite.optional.step.partisanMajor', { major, n: formula }, '29.1'));
  const placed = led.turn === s.turn ? led.placed : 0;
  let n = formula - placed;
  if (placed) steps.push(step('bite.optional.step.partisanPlaced', { placed, n: Math.max(0, n) }, '29.1'));
  const room = PARTISAN_CAP - led.onMap;
  if (n > room) {
    n = room;
    steps.push(step('bite.optional.step.partisanCap', { onMap: led.onMap, cap: PARTISAN_CAP, n: Math.max(0, room) }, '29.1', 'warning'));
  }
  n = Math.max(0, n);
  steps.push(step('bite.optional.step.partisanResult', { n }, '29.1', 'result'));
  return { formula, n, steps };
}

export function canPlacePartisans(s: BiteState, n: number, minor: number, major: number): Check {
  const r = needRule(s, '29.0');
  if (!r.ok) return r;
  if (monthKey(currentMonth(s)) < monthKey(PARTISANS_FROM)) return refuse('partisansNotYet', { month: monthText(PARTISANS_FROM) });
  if (!Number.isInteger(n) || n < 1) return refuse('amount');
  const a = partisanAllowance(s, minor, major);
  if (n > a.n) return refuse('partisansTooMany', { n, max: a.n });
  return OK;
}

export type PartisanExit = 'axisEntry' | 'sovietEntry' | 'combat';
export function canRemovePartisans(s: BiteState, n: number, cause: PartisanExit): Check {
  const r = needRule(s, '29.0');
  if (!r.ok) return r;
  if (!Number.isInteger(n) || n < 1 || n > 3) return refuse('partisanStack');
  // AMB-47: an Axis unit entering removes a lone battalion; 2 or 3 fight (1 or 2 dice at 6) and must be beaten.
  if (cause === 'axisEntry' && n > 1) return refuse('partisansFight', { n });
  const on = optionalOf(s).partisans.onMap;
  if (n > on) return refuse('partisansFew', { n, onMap: on });
  return OK;
}

/** 29.1: at most 3 battalions in a hex. */
export const PARTISAN_STACK = 3;
/** 29.1: the battalions the players marked on producing centres. */
export const partisansOnCentres = (s: BiteState): number => economyOf(s).centres.reduce((a, c) => a + (c.partisans ?? 0), 0);

/**
 * 29.1: battalions placed on a producing centre the Axis holds in Soviet territory stop its
 * production while they stay (0 frees it); never more than 3 in a hex, nor more on centres than
 * are on the map.
 */
export function canMarkPartisansOnCentre(s: BiteState, id: string, n: number): Check {
  const r = needRule(s, '29.0');
  if (!r.ok) return r;
  const c = economyOf(s).centres.find((x) => x.id === id);
  if (!c) return refuse('partisanCentre');
  if (c.owner !== 'ussr' || c.controller === 'ussr') return refuse('partisanCentreSoviet', { name: c.name });
  if (!Number.isInteger(n) || n < 0 || n > PARTISAN_STACK) return refuse('partisanStack');
  const elsewhere = partisansOnCentres(s) - (c.partisans ?? 0);
  const onMap = optionalOf(s).partisans.onMap;
  if (elsewhere + n > onMap) return refuse('partisansOnCentres', { n: elsewhere + n, onMap });
  return OK;
}

/** 29.1: what a stack does by its size (1: no rail moves nor resource transport; 2: road supply too, fights as a brigade; 3: rail supply too, 2 dice). */
export function partisanEffects(): Step[] {
  return [1, 2, 3].map((n) => step(`bite.optional.step.partisanEffect${n}`, { n }, '29.1'));
}

/** 29.0: what a stack of partisans fires when attacked: 2 battalions 1 die at 6, 3 battalions 2 dice at 6; 1 battalion does not fight. */
export const partisanDice = (battalions: number): number => (battalions >= 3 ? 2 : battalions === 2 ? 1 : 0);

// ---------------------------------------------------------------------------------------------
// Dice: the exact odds of a pool of dice hitting on a number (capped where hits cannot exceed).
// ---------------------------------------------------------------------------------------------

export interface DicePool {
  dice: number;
  /** The lowest face that hits (6 = "6", 5 = "5–6"). */
  hitOn: number;
}

/** The exact odds of every number of hits, capped at `cap` (no excess hits: 35.1, 35.2). */
export function hitOdds(pools: DicePool[], cap?: number): Outcome[] {
  const dice = pools.flatMap((p) => Array.from({ length: p.dice }, () => ({ sides: 6, hitOn: p.hitOn })));
  let d = hitsPool(dice);
  if (cap !== undefined) d = mapDist(d, (v) => Math.min(v, cap));
  return distProbs(d).map(({ value, p }) => ({ id: String(value), label: t('bite.optional.ui.hits', { n: value }), p, tone: 'neutral' }));
}

/** The hits of rolled faces, pool by pool in order, capped. */
export function hitsOf(pools: DicePool[], faces: number[], cap?: number): number {
  let i = 0;
  let hits = 0;
  for (const p of pools) {
    for (let k = 0; k < p.dice; k++) if ((faces[i++] ?? 0) >= p.hitOn) hits++;
  }
  return cap === undefined ? hits : Math.min(hits, cap);
}

/** A hit number in words: 6 → "6", 5 → "5–6". */
export const hitRangeText = (hitOn: number): string => (hitOn >= 6 ? '6' : `${hitOn}–6`);

/**
 * PP lost to hits, each "chosen at random" among those present (35.1, 35.2): drawn one by one
 * without replacement, each PP equally likely. Also the exact chance of each colour for the first.
 */
export function drawLosses(present: PpBag, hits: number, rng: Rng): PpBag {
  const pool: PpColour[] = PP_COLOURS.flatMap((c) => Array.from({ length: Math.max(0, present[c]) }, () => c));
  const lost = emptyBag();
  for (let k = 0; k < hits && pool.length; k++) {
    const [c] = pool.splice(rng.int(pool.length), 1);
    lost[c] += 1;
  }
  return lost;
}

// ---------------------------------------------------------------------------------------------
// Lend-Lease (34.0) and the convoy attacks (35.2).
// ---------------------------------------------------------------------------------------------

const ROUTES = ['pacific', 'arctic', 'persia'] as const;
export type Route = (typeof ROUTES)[number];
export type Shipment = Record<Route, PpBag>;

const rb = (red: number, blue: number): PpBag => bagOf({ red, blue });

/**
 * 34.0's table: what each route brings a turn. From September 1941 8 PP (Vladivostok 3 red + 2
 * blue, Murmansk 2 red + 1 blue); from June 1942 (AMB-26: or May by setting) 10 PP with the
 * Persian Corridor's 1 red + 1 blue; from June 1943 11 PP (2 red + 4 blue, 1 red + 2 blue, 2 blue).
 */
export function lendLeaseOf(date: MonthDate, ctx?: Pick<RulesContext, 'settings'>, corridor?: MonthDate | null): { shipment: Shipment; steps: Step[] } {
  const k = monthKey(date);
  const none = { pacific: emptyBag(), arctic: emptyBag(), persia: emptyBag() };
  const persiaFrom = optSetting(ctx, 'persianCorridor') === 'may' ? { year: 1942, month: 5 } : { year: 1942, month: 6 };
  if (corridor !== undefined && k >= monthKey({ year: 1941, month: 9 })) return corridorShipment(date, corridor, lendLeaseOf(date, ctx));
  if (k < monthKey({ year: 1941, month: 9 }))
    return { shipment: none, steps: [step('bite.optional.step.llNotYet', { month: monthText({ year: 1941, month: 9 }) }, '34.0', 'result')] };
  let shipment: Shipment;
  const steps: Step[] = [];
  if (k >= monthKey({ year: 1943, month: 6 })) {
    shipment = { pacific: rb(2, 4), arctic: rb(1, 2), persia: rb(0, 2) };
    steps.push(step('bite.optional.step.llPeriod', { month: monthText({ year: 1943, month: 6 }), pp: 11 }, '34.0'));
  } else if (k >= monthKey(persiaFrom)) {
    shipment = { pacific: rb(3, 2), arctic: rb(2, 1), persia: rb(1, 1) };
    steps.push(
      step(persiaFrom.month === 5 ? 'bite.optional.step.llPeriodIntro' : 'bite.optional.step.llPeriod', { month: monthText(persiaFrom), pp: 10 }, '34.0'),
    );
  } else {
    shipment = { pacific: rb(3, 2), arctic: rb(2, 1), persia: emptyBag() };
    steps.push(step('bite.optional.step.llPeriod', { month: monthText({ year: 1941, month: 9 }), pp: 8 }, '34.0'));
  }
  for (const r of ROUTES)
    if (bagTotal(shipment[r])) steps.push(step('bite.optional.step.llRoute', { route: t(`bite.optional.route.${r}`), pp: bagText(shipment[r]) }, '34.0'));
  return { shipment, steps };
}

/**
 * 37.0 with 34.0: the Persian Corridor opens nine months after Persia falls, not on the table's
 * date. The Pacific and Arctic routes keep the table's amounts; the Persian route brings the
 * table's amount of the month (1 red + 1 blue, 2 blue from June 1943) once the corridor is open,
 * nothing before (nor while Persia stands).
 */
function corridorShipment(date: MonthDate, corridor: MonthDate | null, table: { shipment: Shipment; steps: Step[] }): { shipment: Shipment; steps: Step[] } {
  const k = monthKey(date);
  const open = corridor !== null && k >= monthKey(corridor);
  const persia = !open ? emptyBag() : k >= monthKey({ year: 1943, month: 6 }) ? rb(0, 2) : rb(1, 1);
  const shipment = { ...table.shipment, persia };
  const steps: Step[] = [];
  const pp = bagTotal(shipment.pacific) + bagTotal(shipment.arctic);
  steps.push(step('bite.persia.step.routes', { pp }, '34.0'));
  for (const r of ['pacific', 'arctic'] as const)
    steps.push(step('bite.optional.step.llRoute', { route: t(`bite.optional.route.${r}`), pp: bagText(shipment[r]) }, '34.0'));
  if (corridor === null) steps.push(step('bite.persia.step.standing', undefined, '37.0', 'info'));
  else if (!open) steps.push(step('bite.persia.step.opens', { month: monthText(corridor) }, '37.0', 'info'));
  else {
    steps.push(step('bite.persia.step.open', { month: monthText(corridor) }, '37.0'));
    steps.push(step('bite.optional.step.llRoute', { route: t('bite.optional.route.persia'), pp: bagText(persia) }, '34.0'));
  }
  return { shipment, steps };
}

/** 35.2: the Axis's convoy attack on a route, one round (the Pacific route cannot be attacked). */
export function convoyPools(route: Route): DicePool[] {
  if (route === 'arctic')
    return [
      { dice: 3, hitOn: 6 },
      { dice: 2, hitOn: 5 },
    ];
  if (route === 'persia') return [{ dice: 3, hitOn: 6 }];
  return [];
}

/** 35.2: the routes attacked this month: the Arctic and the Persian ones, when they carry PP. */
export const attackedRoutes = (shipment: Shipment): AttackedRoute[] => (['arctic', 'persia'] as const).filter((r) => bagTotal(shipment[r]) > 0);

/** 35.2: the dice of the attack on these routes, route by route (the Arctic's first). */
export const convoyDice = (routes: readonly AttackedRoute[]): number => routes.reduce((n, r) => n + convoyPools(r).reduce((a, p) => a + p.dice, 0), 0);

/** 35.2: one roll's faces split by route, with each route's hits (no more than the PP it carries: no excess hits). */
export function convoyAttack(
  shipment: Shipment,
  faces: readonly number[],
): { faces: Partial<Record<AttackedRoute, number[]>>; hits: Record<AttackedRoute, number> } {
  const out: Partial<Record<AttackedRoute, number[]>> = {};
  const hits = { arctic: 0, persia: 0 };
  let i = 0;
  for (const r of attackedRoutes(shipment)) {
    const n = convoyDice([r]);
    out[r] = faces.slice(i, i + n);
    i += n;
    hits[r] = hitsOf(convoyPools(r), out[r]!, bagTotal(shipment[r]));
  }
  return { faces: out, hits };
}

/**
 * 35.2: "each hit removes 1 PP chosen at random among those travelling on the route". The PP are
 * chosen one a hit, each die naming one of those still aboard (a die of as many faces as PP: the
 * first die 1–N, the next 1–(N−1)…, the PP counted in the order yellow, red, blue, black); none
 * is needed when every PP goes or all aboard are of one colour. The sides of the dice to roll.
 */
export function convoyDrawSides(present: PpBag, hits: number): number[] {
  const total = bagTotal(present);
  const colours = PP_COLOURS.filter((c) => present[c] > 0).length;
  if (hits <= 0 || hits >= total || colours < 2) return [];
  return Array.from({ length: hits }, (_, k) => total - k);
}

/** 35.2: the PP sunk on a route by its hits and, where a choice is needed, the dice that chose them; null while they are not rolled. */
export function convoySunk(present: PpBag, hits: number, draws?: readonly number[]): PpBag | null {
  const sides = convoyDrawSides(present, hits);
  if (!sides.length) {
    const total = bagTotal(present);
    if (hits >= total) return bagOf(present);
    const c = PP_COLOURS.find((x) => present[x] > 0);
    return c ? bagOf({ [c]: Math.max(0, hits) }) : emptyBag();
  }
  if (!draws || draws.length !== sides.length || draws.some((f, k) => !Number.isInteger(f) || f < 1 || f > sides[k])) return null;
  let k = 0;
  return drawLosses(present, hits, { int: () => draws[k++] - 1 });
}

/** 35.2: this turn's convoy attack on the record, if any. */
export function convoyRecord(s: BiteState): ConvoyRecord | null {
  const c = optionalOf(s).convoys;
  return c && c.turn === s.turn ? c : null;
}

/**
 * 35.2: where this turn's convoy attack stands, from the record alone: no decision yet, declined,
 * or rolled (its faces and hits), with the PP each route has lost, or the routes whose PP sunk
 * are still to be chosen by a roll (and its dice).
 */
export interface ConvoyView {
  routes: AttackedRoute[];
  decided: boolean;
  declined: boolean;
  faces: Partial<Record<AttackedRoute, number[]>>;
  hits: Record<AttackedRoute, number>;
  /** Each route's PP sunk; null on a route whose draw is still to be rolled. */
  sunk: Record<AttackedRoute, PpBag | null>;
  /** The next route whose PP sunk must be chosen at random, with its dice. */
  draw: { route: AttackedRoute; sides: number[] } | null;
  /** All sunk, once known; null while a draw is waited for or no decision is on the record. */
  lost: { arctic: PpBag; persia: PpBag } | null;
}
export function convoyView(s: BiteState, shipment: Shipment): ConvoyView {
  const routes = ruleOn(s, '35.0') ? attackedRoutes(shipment) : [];
  const rec = convoyRecord(s);
  const none = { arctic: emptyBag(), persia: emptyBag() };
  if (!routes.length || rec?.declined)
    return { routes, decided: true, declined: !!rec?.declined, faces: {}, hits: { arctic: 0, persia: 0 }, sunk: none, draw: null, lost: none };
  if (!rec?.hits)
    return { routes, decided: false, declined: false, faces: {}, hits: { arctic: 0, persia: 0 }, sunk: { arctic: null, persia: null }, draw: null, lost: null };
  const hits = rec.hits;
  const sunk = { arctic: emptyBag() as PpBag | null, persia: emptyBag() as PpBag | null };
  let draw: ConvoyView['draw'] = null;
  for (const r of routes) {
    sunk[r] = convoySunk(shipment[r], hits[r], rec.draws?.[r]);
    if (!sunk[r] && !draw) draw = { route: r, sides: convoyDrawSides(shipment[r], hits[r]) };
  }
  const lost = sunk.arctic && sunk.persia ? { arctic: sunk.arctic, persia: sunk.persia } : null;
  return { routes, decided: true, declined: false, faces: rec.faces ?? {}, hits, sunk, draw, lost };
}

/** 34.0: what arrives of a shipment, the three routes less the PP the convoys lost (35.2). */
export function lendLeaseArriving(shipment: Shipment, lost: { arctic: PpBag; persia: PpBag }): PpBag {
  const all = PP_COLOURS.map((c) => [c, shipment.pacific[c] + shipment.arctic[c] + shipment.persia[c] - lost.arctic[c] - lost.persia[c]] as const);
  return bagOf(Object.fromEntries(all));
}

/** 29.0, 35.1, 32.0: this turn's roll of a kind on the record, if any (a loss applied from it takes it up). */
export function ledgerRoll(s: BiteState, what: LedgerRollKind): LedgerRoll | null {
  const r = optionalOf(s).rolls?.[what];
  return r && r.turn === s.turn ? r : null;
}

export function canDeliverLendLease(s: BiteState): Check {
  const r = needRule(s, '34.0');
  if (!r.ok) return r;
  if (!s.layers.advanced) return refuse('llBasic');
  const ll = optionalOf(s).lendLease;
  if (ll && ll.turn === s.turn) return refuse('llOnce', { month: monthText(currentMonth(s)) });
  return OK;
}

/**
 * 34.0/35.2: the Lend-Lease of a month arrives in the Soviet turn — after the convoy attacks of its
 * strategic warfare (C1) and up to its production phase (C3), where it is spent, for it cannot be
 * saved. (A screen check: deliveries recorded before it replay as they were played.)
 */
export function lendLeasePhase(s: BiteState): Check {
  return ['C1', 'C2', 'C3'].includes(currentPhase(s).id) && !s.over ? OK : refuse('llPhase');
}

/** 34.0: Lend-Lease PP cannot be saved: the ones of this turn still in the Soviet box at the end of production (spent first). */
export function lendLeaseLeft(s: BiteState): PpBag {
  const ll = optionalOf(s).lendLease;
  if (!ll || ll.expired) return emptyBag();
  const box = boxOf(s, 'ussr');
  return bagOf({ red: Math.min(ll.arrived.red, box.red), blue: Math.min(ll.arrived.blue, box.blue) });
}

// ---------------------------------------------------------------------------------------------
// Strategic warfare over Germany (35.1) and strategic bombing (32.0).
// ---------------------------------------------------------------------------------------------

export interface RaidNumbers {
  bombersVsFighters: number;
  fightersVsBombers: number;
  flak: number;
  bombing: number;
  steps: Step[];
}

/** 35.1's hit numbers on a month: bombers vs fighters 6 (5–6 from Jan 1943); fighters 5–6 (4–6 from May 1944); flak 6 dice at 6 (5–6 from Oct 1944); bombing 5–6 (4–6 from Jan 1944). */
export function raidNumbers(date: MonthDate): RaidNumbers {
  const k = monthKey(date);
  const from = (y: number, m: number) => k >= monthKey({ year: y, month: m });
  const bombersVsFighters = from(1943, 1) ? 5 : 6;
  const fightersVsBombers = from(1944, 5) ? 4 : 5;
  const flak = from(1944, 10) ? 5 : 6;
  const bombing = from(1944, 1) ? 4 : 5;
  const steps = [
    step('bite.optional.step.raidBombers', { hit: hitRangeText(bombersVsFighters) }, '35.1'),
    step('bite.optional.step.raidFighters', { hit: hitRangeText(fightersVsBombers) }, '35.1'),
    step('bite.optional.step.raidFlak', { count: FLAK_DICE, hit: hitRangeText(flak) }, '35.1'),
    step('bite.optional.step.raidBombing', { hit: hitRangeText(bombing) }, '35.1'),
  ];
  return { bombersVsFighters, fightersVsBombers, flak, bombing, steps };
}
/** 35.1: German flak over the Reich rolls 6 dice. */
export const FLAK_DICE = 6;
/** 32.1: 10 hits on an industry, city or mine in one attack destroy it for good. */
const DESTROY_HITS = 10;

/** 3.11: a Malus halves the dice, rounding down (bad weather on air combat and flak, 35.1 note), at least 1 when there were any. */
export const halved = (dice: number): number => (dice <= 0 ? 0 : Math.max(1, Math.floor(dice / 2)));

export type BombTarget = 'industry' | 'port' | 'rail';

/**
 * What the hits of one attack do to a target (32.1–32.3; 35.1 for the Allied raids): an
 * industry, city or mine loses 1 PP a hit for the turn, no more than it produces, and 10 hits
 * destroy it for good; a port closed to troops and landings by 1 hit, to supply too by 3; a rail
 * station's owner loses 1 strategic rail move a hit next turn.
 */
export function bombingEffect(
  target: BombTarget,
  hits: number,
  pp: number,
  raid: boolean,
  ctx?: Pick<RulesContext, 'settings'>,
): { lost: number; destroyed: boolean; steps: Step[] } {
  const rule = raid ? '35.1' : target === 'industry' ? '32.1' : target === 'port' ? '32.2' : '32.3';
  const steps: Step[] = [];
  if (target === 'industry') {
    const lost = Math.min(hits, pp);
    steps.push(step('bite.optional.step.bombPp', { hits, pp, lost }, rule));
    const canDestroy = !raid || optSetting(ctx, 'raidDestroys') === true;
    const destroyed = canDestroy && hits >= DESTROY_HITS;
    // 35.1 does not say how long a raid's loss lasts (AMB-45): as 32.0, and 32.1's ten hits only by setting — said in the sentence.
    if (destroyed) steps.push(step(raid ? 'bite.optional.step.bombDestroyedRaid' : 'bite.optional.step.bombDestroyed', { n: DESTROY_HITS }, '32.1', 'warning'));
    else steps.push(step(raid ? 'bite.optional.step.bombOneTurnRaid' : 'bite.optional.step.bombOneTurn', undefined, '32.0', 'info'));
    return { lost, destroyed, steps };
  }
  if (target === 'port') {
    steps.push(
      step(hits >= 3 ? 'bite.optional.step.port3' : hits >= 1 ? 'bite.optional.step.port1' : 'bite.optional.step.noEffect', undefined, '32.2', 'result'),
    );
    return { lost: 0, destroyed: false, steps };
  }
  steps.push(step(hits >= 1 ? 'bite.optional.step.railHits' : 'bite.optional.step.noEffect', { n: hits }, '32.3', 'result'));
  return { lost: 0, destroyed: false, steps };
}

export function canLosePp(s: BiteState, n: 'germany' | 'ussr', lost: PpBag): Check {
  const box = boxOf(s, n);
  if (PP_COLOURS.some((c) => box[c] < lost[c])) return refuse('collectFirst', { nation: nationText(n), need: bagText(lost), have: bagText(box) });
  return OK;
}

// ---------------------------------------------------------------------------------------------
// The First Axis Winter (33.0–33.2).
// ---------------------------------------------------------------------------------------------

/** 33.0: from December 1941 to March 1942 inclusive. */
export function firstWinter(date: MonthDate): boolean {
  const k = monthKey(date);
  return k >= monthKey({ year: 1941, month: 12 }) && k <= monthKey({ year: 1942, month: 3 });
}

/** What the First Winter and its two sub-rules do in a month, each effect with its rule (only with 33.0 in play). */
export function winterEffects(s: BiteState): Step[] {
  if (!ruleOn(s, '33.0')) return [];
  const date = currentMonth(s);
  const k = monthKey(date);
  const out: Step[] = [];
  if (firstWinter(date)) {
    out.push(step('bite.optional.step.winterMalus', undefined, '33.0', 'warning'));
    out.push(step('bite.optional.step.winterFire', undefined, '33.0'));
    out.push(step('bite.optional.step.winterSupply', undefined, '33.0'));
    out.push(step('bite.optional.step.winterT34', undefined, '33.2'));
    if (date.year === 1941 && date.month === 12) out.push(step('bite.optional.step.winterRemove', undefined, '33.0', 'warning'));
  }
  if (
    (k >= monthKey({ year: 1941, month: 11 }) && k <= monthKey({ year: 1942, month: 3 })) ||
    (k >= monthKey({ year: 1942, month: 11 }) && k <= monthKey({ year: 1943, month: 3 }))
  ) {
    out.push(step('bite.optional.step.winterRail', { n: date.year === 1941 || (date.year === 1942 && date.month <= 3) ? 1 : 2 }, '33.1'));
  }
  if (!out.length)
    out.push(step('bite.optional.step.winterNone', { from: monthText({ year: 1941, month: 12 }), to: monthText({ year: 1942, month: 3 }) }, '33.0', 'info'));
  return out;
}

// ---------------------------------------------------------------------------------------------
// Trackers (15.0, 16.0, 16.2).
// ---------------------------------------------------------------------------------------------

/** What each tracker needs: 15.0 10 yellow PP over 10 turns, 16.0 3 over 3, at most 1 a turn; 16.2 box 8 → 10, one box a turn, free. */
export const TRACKER_GOAL: Record<TrackerKind, number> = { industry: 10, scorched: 3, evacuation: 10 };
const TRACKER_RULE: Record<TrackerKind, OptionalRule> = { industry: '15.0', scorched: '16.0', evacuation: '16.0' };
/**
 * 15.1: "Qualora tutte le località disponibili abbiano già raggiunto il limite massimo =12 impianti
 * industriali il giocatore può liberamente decidere di piazzare la nuova fabbrica in una città della
 * madrepatria": 12 is how many plants a place may hold, read off the printed placement sheet — not
 * a cap on building (the campaign starts with 10 a side already under way). The app does not refuse.
 */
export const PLACE_LIMIT = 12;

export function trackerDone(x: Tracker): boolean {
  return x.progress >= TRACKER_GOAL[x.kind];
}

/** 16.2: evacuating a factory costs 3 strategic rail moves of the Soviet turn, each 1 yellow PP (7.4). */
export const EVACUATION_MOVES = 3;

/**
 * Whether a tracker may be opened. An evacuation (16.2) is charged its 3 rail moves when `charge`
 * says so (the screen always does; events saved before the charge was kept replay as they were).
 */
export function canAddTracker(
  s: BiteState,
  kind: TrackerKind,
  nation: 'germany' | 'ussr',
  colour: PpColour,
  name: string,
  charge = false,
  ctx?: Pick<RulesContext, 'settings'>,
  centre?: string,
): Check {
  const r = needRule(s, TRACKER_RULE[kind]);
  if (!r.ok) return r;
  if (!name.trim()) return refuse('name');
  if (kind === 'industry') {
    if (colour === 'yellow') return refuse('industryColour');
    if (colour === 'black' && nation !== 'germany') return refuse('blackGermany');
  }
  if (kind === 'scorched' && nation !== 'germany') return refuse('scorchedAxis');
  if (kind === 'scorched' && centre !== undefined) {
    const c = economyOf(s).centres.find((x) => x.id === centre);
    if (!c || !c.scorched) return refuse('scorchedCentre', { name: c?.name ?? '?' });
    if (optionalOf(s).trackers.some((x) => x.centre === centre && !trackerDone(x))) return refuse('scorchedTwice', { name: c.name });
  }
  if (kind === 'evacuation') {
    if (nation !== 'ussr') return refuse('evacuationSoviet');
    if (currentMonth(s).year !== 1941) return refuse('evacuation1941');
    if (charge) {
      const left = Math.max(0, railCapacity(s, 'soviet', ctx).limit - railTurn(s, 'soviet').used);
      if (left < EVACUATION_MOVES) return refuse('evacuationRail', { n: EVACUATION_MOVES, left });
      const need = bagOf({ yellow: EVACUATION_MOVES });
      if (boxOf(s, 'ussr').yellow < EVACUATION_MOVES)
        return refuse('short', { nation: nationText('ussr'), need: bagText(need), have: bagText(boxOf(s, 'ussr')) });
    }
  }
  return OK;
}

export function canAdvanceTracker(s: BiteState, id: string): Check {
  const x = optionalOf(s).trackers.find((y) => y.id === id);
  if (!x) return refuse('noTracker');
  if (trackerDone(x)) return refuse('trackerDone', { name: x.name });
  if (x.last === s.turn) return refuse('trackerOnce', { name: x.name, month: monthText(currentMonth(s)) });
  if (x.kind !== 'evacuation' && boxOf(s, x.nation).yellow < 1)
    return refuse('short', { nation: nationText(x.nation), need: bagText(bagOf({ yellow: 1 })), have: bagText(boxOf(s, x.nation)) });
  return OK;
}

// ---------------------------------------------------------------------------------------------
// Garrisons (27.0), the Volkssturm (28.0), the Chechen rebels (30.0).
// ---------------------------------------------------------------------------------------------

/** 27.0: at least 3 Soviet units, in the Caucasus, to keep every Turkish border hex in a Soviet ZOC. */
export const BORDER_UNITS = 3;

/** 27.0: the Turkish border as last counted this turn, with the rule's minimum; or a reminder when not counted yet. */
export function borderSteps(s: BiteState): Step[] {
  const b = optionalOf(s).border;
  const steps: Step[] = [step('bite.optional.step.borderRule', { n: BORDER_UNITS }, '27.0')];
  if (!b || b.turn !== s.turn) steps.push(step('bite.optional.step.borderNotCounted', { month: monthText(currentMonth(s)) }, '27.0', 'info'));
  else if (b.units >= BORDER_UNITS) steps.push(step('bite.optional.step.borderHeld', { n: b.units, min: BORDER_UNITS }, '27.0', 'result'));
  else steps.push(step('bite.optional.step.borderShort', { n: b.units, min: BORDER_UNITS }, '27.0', 'warning'));
  return steps;
}

export function canCountBorder(s: BiteState, units: number | null): Check {
  const r = needRule(s, '27.0');
  if (!r.ok) return r;
  if (units === null || !Number.isInteger(units) || units < 0 || units > 30) return refuse('borderUnits');
  return OK;
}

/** 28.0: the plan begins once a Soviet ground unit enters Greater Germany (the FHQ's move to Berlin, 13.8.2, says the same). */
export const volkssturmOn = (s: BiteState): boolean => !!optionalOf(s).volkssturm || !!s.hq?.fhqBerlin;

export function canStartVolkssturm(s: BiteState): Check {
  const r = needRule(s, '28.0');
  if (!r.ok) return r;
  if (volkssturmOn(s)) return refuse('volkssturmAlready');
  return OK;
}

/** 28.0: the German infantry blocks out of play, which the Volkssturm may bring back at 1 SP. */
export const volkssturmBlocks = (s: BiteState) => s.blocks.filter((b) => b.nation === 'germany' && b.cls === 'infantry' && b.eliminated);
/** AMB-40: the German cities that have raised a corps this turn (one each a turn). */
export const volkssturmCities = (s: BiteState): string[] => {
  const v = optionalOf(s).volkssturm;
  return v && v.turn === s.turn ? v.cities : [];
};

export function canRaiseVolkssturm(s: BiteState, blockId: string, city: string): Check {
  const r = needRule(s, '28.0');
  if (!r.ok) return r;
  if (!volkssturmOn(s)) return refuse('volkssturmNotYet');
  const b = s.blocks.find((x) => x.id === blockId);
  if (!b || b.nation !== 'germany' || b.cls !== 'infantry' || !b.eliminated) return refuse('volkssturmBlock', { name: b?.name ?? '?' });
  const c = city.trim();
  if (!c) return refuse('volkssturmCity');
  if (volkssturmCities(s).some((x) => x.toLocaleLowerCase() === c.toLocaleLowerCase()))
    return refuse('volkssturmCityUsed', { city: c, month: monthText(currentMonth(s)) });
  return OK;
}

/** 30.0: the Chechen rebels may appear from January 1942. */
const CHECHENS_FROM: MonthDate = { year: 1942, month: 1 };
export type ChechenCause = 'ungarrisoned' | 'axisHeld';
export const CHECHEN_CAUSES: readonly ChechenCause[] = ['ungarrisoned', 'axisHeld'];

export function canPlaceChechens(s: BiteState): Check {
  const r = needRule(s, '30.0');
  if (!r.ok) return r;
  if (monthKey(currentMonth(s)) < monthKey(CHECHENS_FROM)) return refuse('chechensNotYet', { month: monthText(CHECHENS_FROM) });
  if (optionalOf(s).chechens?.onMap) return refuse('chechensOnMap');
  return OK;
}

export function canLoseChechens(s: BiteState): Check {
  const r = needRule(s, '30.0');
  if (!r.ok) return r;
  if (!optionalOf(s).chechens?.onMap) return refuse('chechensNotOnMap');
  return OK;
}

/** 30.0 as it stands this month: when the rebels may appear, and whether their unit is on the map. */
export function chechenSteps(s: BiteState): Step[] {
  const c = optionalOf(s).chechens;
  const steps: Step[] = [step('bite.optional.step.chechensRule', { month: monthText(CHECHENS_FROM) }, '30.0')];
  if (monthKey(currentMonth(s)) < monthKey(CHECHENS_FROM))
    steps.push(step('bite.optional.step.chechensNotYet', { month: monthText(CHECHENS_FROM) }, '30.0', 'info'));
  else if (c?.onMap) steps.push(step('bite.optional.step.chechensOnMap', undefined, '30.0', 'result'));
  else steps.push(step(c && c.placed > 0 ? 'bite.optional.step.chechensRebuild' : 'bite.optional.step.chechensMay', undefined, '30.0', 'result'));
  return steps;
}

/** The rules in play among those the ledgers keep, for the screen's headings. */
const LEDGER_RULES: readonly OptionalRule[] = ['17.0', '29.0', '34.0', '35.0', '33.0', '32.0', '15.0', '16.0', '27.0', '28.0', '30.0'];
export const anyLedger = (s: BiteState): boolean => LEDGER_RULES.some((r) => ruleOn(s, r));
