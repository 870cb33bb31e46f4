/**
 * BITE's long game (issue 11 point 7; notes §4.11, §5.2, §1.5): the unit removals of the long
 * scenarios on their months, priced as 4.11 says, and the campaign's picture — each nation's
 * income, saved PP and SP lost, month by month. Pure rules.
 *
 * The removals are the text's own (SBE9's special rules, 33.0): the 7th Flieger-Division and
 * the Hungarian Rapid Corps in December 1941, the 22nd Luftlande Division in July 1942, and on
 * turn 44 (January 1945) LSSAH replaced by the 1st SS-Panzerkorps keeping its damage. Every other
 * removal is on the Order of Battle printed on the map: the players name the block, and 4.11
 * prices it the same way. The blocks themselves are the players' roster: nothing is invented.
 */
import type { RulesContext, Step, Text } from '@/engine/types';
import { step, t } from '@/engine/derivation';
import { PLAYER_PHASES, eventsOf, monthKey, rulesIn, scenarioById, scenarioMonth, ym, type DatedEvent, type MonthDate, type ScenarioId } from './calendar';
import { PP_COLOURS, STEP_PRICE, addBags, bagOf, bagText, boxOf, emptyBag, sovietOil, typeColour, ecoSetting, type PpBag } from './economy';
import { currentMonth, type BiteState, type Block } from './state';
import { NATIONS, type Nation } from './tech';

// ---------------------------------------------------------------------------------------------
// The removals of the long scenarios (4.11, SBE9).
// ---------------------------------------------------------------------------------------------

export interface TextRemoval {
  id: 'flieger7' | 'rapidCorps' | 'luftlande22' | 'lssah';
  month: MonthDate;
  nation: Nation;
  rules: string[];
  /** LSSAH is not removed but replaced by the 1st SS-Panzerkorps, keeping its damage. */
  replace?: true;
  /** A formation the order of battle may give as several blocks (the Hungarian Rapid Corps): removed block by block. */
  formation?: true;
  scenarios: ScenarioId[];
}

/** The removals the text dates (SBE9; 33.0 repeats December 1941's). */
export const TEXT_REMOVALS: readonly TextRemoval[] = [
  { id: 'flieger7', month: ym(1941, 12), nation: 'germany', rules: ['SBE9', '33.0', '4.11'], scenarios: ['SBE9'] },
  { id: 'rapidCorps', month: ym(1941, 12), nation: 'hungary', rules: ['SBE9', '33.0', '4.11'], scenarios: ['SBE9'], formation: true },
  { id: 'luftlande22', month: ym(1942, 7), nation: 'germany', rules: ['SBE9', '4.11'], scenarios: ['SBE9'] },
  { id: 'lssah', month: ym(1945, 1), nation: 'germany', rules: ['SBE9', '4.11'], replace: true, scenarios: ['SBE9'] },
];

/** The new block's name as the text prints it (SBE9: "1° SS-Panzerkorps"); the players may rename it in the roster. */
export const LSSAH_SUCCESSOR = '1° SS-Panzerkorps';

export const removalText = (r: TextRemoval): Text => t(`bite.campaign.removal.${r.id}`);

/** A removal done (4.11): the block, its name then, the month, and what it cost. */
export interface RemovalRecord {
  block: string;
  name: string;
  nation: Nation;
  turn: number;
  /** The text's removal it answers, if any (else one of the Order of Battle's). */
  removal?: TextRemoval['id'];
  cost: PpBag;
  /** LSSAH → 1st SS-Panzerkorps: the new name (the block stays, with its damage). */
  replacedBy?: string;
  /** A formation of several blocks (the Hungarian Rapid Corps): more of its blocks are still to go. */
  more?: true;
}

/** What the campaign keeps beside the economy: removals done and the months' picture. */
export interface CampaignLedger {
  removed: RemovalRecord[];
  /** By turn, by nation: income collected, saved PP at the month's end, SP lost. */
  history: Record<number, Partial<Record<Nation, MonthRecord>>>;
}

export interface MonthRecord {
  income: PpBag;
  saved: PpBag;
  lost: number;
}

const emptyCampaign = (): CampaignLedger => ({ removed: [], history: {} });
export const campaignOf = (s: BiteState): CampaignLedger => s.campaign ?? emptyCampaign();

/** The text's removals of a scenario due this month or earlier and not yet done (4.11: an out-of-supply unit goes as soon as it can). */
export function removalsDue(s: BiteState): { removal: TextRemoval; late: boolean }[] {
  const sc = scenarioById(s.scenario);
  if (!sc || sc.short) return [];
  const now = monthKey(currentMonth(s));
  // Done when a block answers it and none of the formation is said to remain (`more`).
  const done = new Set(
    campaignOf(s)
      .removed.filter((r) => !r.more)
      .map((r) => r.removal),
  );
  return TEXT_REMOVALS.filter((r) => r.scenarios.includes(sc.id) && monthKey(r.month) <= now && !done.has(r.id)).map((r) => ({
    removal: r,
    late: monthKey(r.month) < now,
  }));
}

export type RemovalCheck = { ok: true; cost: PpBag; steps: Step[] } | { ok: false; error: Text; steps: Step[] };

/**
 * 4.11: a unit to be removed must be supplied and at full strength. Reduced: it must first be
 * repaired (the production screen prices it); eliminated: the PP of a full rebuild are deducted at
 * once (its blue steps cost nothing, for they are never rebuilt, 7.3); out of supply: it goes as
 * soon as it can. Replacing LSSAH asks that it be supplied and on the map (SBE9).
 */
export function removalCheck(s: BiteState, b: Block, replace = false, ctx?: Pick<RulesContext, 'settings'>): RemovalCheck {
  const steps: Step[] = [];
  const name = b.name;
  if (b.eliminated) {
    if (replace) return { ok: false, error: t('bite.campaign.err.replaceGone', { name }), steps };
    const cost = rebuildCost(s, b, ctx);
    steps.push(step('bite.campaign.step.eliminated', { name, pp: bagText(cost) }, '4.11'));
    if (b.colours.includes('blue')) steps.push(step('bite.campaign.step.blueFree', undefined, '7.3', 'info'));
    const have = boxOf(s, b.nation);
    if (PP_COLOURS.some((c) => have[c] < cost[c]))
      return { ok: false, error: t('bite.campaign.err.short', { name, need: bagText(cost), have: bagText(have) }), steps };
    return { ok: true, cost, steps };
  }
  if (!b.supplied) return { ok: false, error: t(replace ? 'bite.campaign.err.replaceUnsupplied' : 'bite.campaign.err.unsupplied', { name }), steps };
  if (!replace && b.sp < b.maxSp) return { ok: false, error: t('bite.campaign.err.reduced', { name, sp: b.sp, max: b.maxSp }), steps };
  steps.push(step(replace ? 'bite.campaign.step.replace' : 'bite.campaign.step.full', { name, sp: b.sp, max: b.maxSp }, replace ? 'SBE9' : '4.11', 'result'));
  return { ok: true, cost: emptyBag(), steps };
}

/** A full rebuild's price (7.3 by the colour of each step; 11.0 by kind with the advanced rules), blue steps excepted. */
export function rebuildCost(s: BiteState, b: Block, ctx?: Pick<RulesContext, 'settings'>): PpBag {
  const cost = emptyBag();
  const kind = s.layers.advanced ? typeColour(b.cls, b.nation, sovietOil(s)) : null;
  const both = ecoSetting(ctx, 'repairPricing') !== 'yellowOnly';
  for (const c of b.colours) {
    const price = STEP_PRICE[c];
    if (price === null) continue;
    cost.yellow += price;
    if (kind) cost[kind] += both ? price : 1;
  }
  return cost;
}

// ---------------------------------------------------------------------------------------------
// The months' picture: kept as the events are replayed (a wrapper round the module's reducer).
// ---------------------------------------------------------------------------------------------

const zero = (): MonthRecord => ({ income: emptyBag(), saved: emptyBag(), lost: 0 });

function touch(h: CampaignLedger['history'], turn: number, n: Nation, f: (m: MonthRecord) => MonthRecord): CampaignLedger['history'] {
  const row = h[turn] ?? {};
  return { ...h, [turn]: { ...row, [n]: f(row[n] ?? zero()) } };
}

/**
 * After an event: the income collected joins its month, the saved PP of every box that changed
 * (and of every box when a new month starts) become that month's, and the SP a block lost (a
 * battle, a surrender; not a removal nor a correction of the roster) count as the month's losses.
 */
export function track(before: BiteState, after: BiteState, type: string, payload: unknown): BiteState {
  if (before === after) return after;
  let h = campaignOf(after).history;
  const start = h;
  const turn = after.turn;
  if (type === 'bite/income' && isIncome(payload) && before.economy?.collected[payload.nation] !== turn) {
    h = touch(h, turn, payload.nation, (m) => ({ ...m, income: addBags(m.income, bagOf(payload.pp)) }));
  }
  const bb = before.economy?.box;
  const ab = after.economy?.box;
  if (after.turn !== before.turn) {
    for (const n of NATIONS) if (ab?.[n]) h = touch(h, turn, n, (m) => ({ ...m, saved: ab[n] ?? emptyBag() }));
  } else if (bb !== ab && ab) {
    for (const n of NATIONS) if (ab[n] && ab[n] !== bb?.[n]) h = touch(h, turn, n, (m) => ({ ...m, saved: ab[n] ?? emptyBag() }));
  }
  if (before.blocks !== after.blocks && LOSS_EVENTS.has(type)) {
    const old = new Map(before.blocks.map((b) => [b.id, b]));
    for (const b of after.blocks) {
      const o = old.get(b.id);
      if (!o || o.eliminated) continue;
      const lost = o.sp - (b.eliminated ? 0 : b.sp);
      if (lost > 0) h = touch(h, turn, b.nation, (m) => ({ ...m, lost: m.lost + lost }));
    }
  }
  return h === start ? after : { ...after, campaign: { ...campaignOf(after), history: h } };
}

/** The events whose SP drops are losses of war (a battle applied, a surrender, an HQ's AP spent to removal is not). */
const LOSS_EVENTS = new Set(['bite/battle', 'bite/surrender']);

function isIncome(p: unknown): p is { nation: Nation; pp: Partial<PpBag> } {
  return typeof p === 'object' && p !== null && 'nation' in p && 'pp' in p;
}

export interface HistoryRow {
  turn: number;
  month: MonthDate;
  income: PpBag;
  saved: PpBag;
  lost: number;
  /** Nothing recorded this month: the saved PP carried from the month before. */
  quiet: boolean;
}

/** A nation's months from the first to the present one, the saved PP carried forward over quiet months. */
export function historyOf(s: BiteState, n: Nation): HistoryRow[] {
  const sc = scenarioById(s.scenario);
  if (!sc) return [];
  const h = campaignOf(s).history;
  const rows: HistoryRow[] = [];
  let saved = emptyBag();
  for (let turn = 1; turn <= s.turn; turn++) {
    const m = h[turn]?.[n];
    if (m) saved = m.saved;
    rows.push({ turn, month: scenarioMonth(sc, turn), income: m?.income ?? emptyBag(), saved, lost: m?.lost ?? 0, quiet: !m });
  }
  return rows;
}

/** The nations with anything in their picture. */
export function nationsWithHistory(s: BiteState): Nation[] {
  const h = campaignOf(s).history;
  return NATIONS.filter((n) => Object.values(h).some((row) => row[n]));
}

// ---------------------------------------------------------------------------------------------
// The scenario's calendar: every dated rule of the master calendar on its month, with the phase
// that recalls it (notes §1.5; 7.0).
// ---------------------------------------------------------------------------------------------

export interface CalendarItem {
  text: Text;
  rules: string;
  /** The phases that recall it: 'A' (the month card), 'B3', 'C3', 'D'… */
  phases: string[];
}

export interface CalendarMonth {
  turn: number;
  month: MonthDate;
  items: CalendarItem[];
}

function phasesOf(e: DatedEvent): string[] {
  if (!e.phase) return ['A'];
  if (e.phase === 'victory') return ['D'];
  const i = PLAYER_PHASES.indexOf(e.phase) + 1;
  return e.side === 'axis' ? [`B${i}`] : e.side === 'soviet' ? [`C${i}`] : [`B${i}`, `C${i}`];
}

/** The scenario's months with their dated rules (only those of the layers in play), the text's removals among them. */
export function calendarOf(s: BiteState): CalendarMonth[] {
  const sc = scenarioById(s.scenario);
  if (!sc) return [];
  const out: CalendarMonth[] = [];
  for (let turn = 1; turn <= sc.turns; turn++) {
    const month = scenarioMonth(sc, turn);
    const items = eventsOf(month, s.layers, sc.id).map((e) => ({ text: e.text, rules: rulesIn(e, sc.id), phases: phasesOf(e) }));
    if (items.length) out.push({ turn, month, items });
  }
  return out;
}
